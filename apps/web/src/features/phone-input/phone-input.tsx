import {
  type CountryCode,
  type CountryOption,
  countryOptions,
  evaluatePhone,
  filterCountries,
  sanitizePhoneInput,
  splitInternational,
} from '@spt/contracts/phone';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhoneInputProps {
  label: string;
  country: CountryCode;
  number: string;
  onCountryChange: (country: CountryCode) => void;
  onNumberChange: (number: string) => void;
  required?: boolean;
  /** Show the invalid-number message even before the field was left (after a submit attempt). */
  showErrors?: boolean;
}

/**
 * Phone number with a searchable country selector (SPEC section 5): country by name in the page's
 * language, ISO code or calling code; the number field keeps only digits, spaces, hyphens and
 * parentheses (a whole "+49 …" number put in it sets the country); the full international number is
 * validated and shown formatted.
 */
export function PhoneInput({
  label,
  country,
  number,
  onCountryChange,
  onNumberChange,
  required = false,
  showErrors = false,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const selected = options.find((option) => option.code === country);
  const evaluation = evaluatePhone(country, number);
  const showInvalid = !evaluation.valid && number.trim() !== '' && (touched || showErrors);
  const showMissing = required && number.trim() === '' && showErrors;
  const messageId = `${id}-message`;

  return (
    <div className="phone-input">
      <label htmlFor={`${id}-number`} className="field-label">
        {label}
        {required ? (
          <span className="text-gold-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="flex gap-2">
        <CountrySelect options={options} selected={selected} onChange={onCountryChange} />
        <input
          id={`${id}-number`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required={required}
          value={number}
          placeholder={t('phone.numberPlaceholder')}
          aria-invalid={showInvalid || showMissing ? true : undefined}
          aria-describedby={messageId}
          className="field-input min-w-0 flex-1"
          onChange={(event) => {
            // A whole international number pasted or filled in ("+49 151 …", "0049 151 …") sets the
            // country and keeps its national digits: the field takes no "+" (SPEC 5).
            const whole = splitInternational(event.target.value);
            if (whole) onCountryChange(whole.country);
            onNumberChange(whole ? whole.national : sanitizePhoneInput(event.target.value));
          }}
          onBlur={() => setTouched(true)}
        />
      </div>
      <p
        id={messageId}
        className={showInvalid || showMissing ? 'field-error' : 'field-hint'}
        aria-live="polite"
      >
        {showInvalid || showMissing
          ? t('phone.invalid')
          : evaluation.valid
            ? t('phone.valid', { formatted: evaluation.formatted })
            : ''}
      </p>
    </div>
  );
}

interface CountrySelectProps {
  options: CountryOption[];
  selected: CountryOption | undefined;
  onChange: (country: CountryCode) => void;
}

function CountrySelect({ options, selected, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const filtered = useMemo(() => filterCountries(options, query), [options, query]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${highlighted}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);

  const close = () => {
    setOpen(false);
    setQuery('');
    buttonRef.current?.focus();
  };
  const choose = (option: CountryOption) => {
    onChange(option.code);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlighted((index) => Math.min(index + 1, filtered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = filtered[highlighted];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="field-input flex h-full items-center gap-1.5 whitespace-nowrap px-3"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('phone.countryButton', {
          country: selected?.name ?? '',
          code: selected?.callingCode ?? '',
        })}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true">{selected?.flag}</span>
        <span>+{selected?.callingCode}</span>
        <svg viewBox="0 0 20 20" className="h-4 w-4 text-slate-500" fill="currentColor" aria-hidden="true">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      {open ? (
        <div className="absolute left-0 z-40 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-countries`}
            aria-activedescendant={
              filtered[highlighted] ? `${id}-c-${filtered[highlighted].code}` : undefined
            }
            aria-label={t('phone.countrySearch')}
            placeholder={t('phone.countrySearch')}
            autoComplete="off"
            className="field-input mb-2 w-full"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setHighlighted(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            ref={listRef}
            id={`${id}-countries`}
            role="listbox"
            aria-label={t('phone.country')}
            className="max-h-60 overflow-y-auto"
          >
            {filtered.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-600" role="presentation">
                {t('phone.noCountries')}
              </li>
            ) : null}
            {filtered.map((option, index) => (
              <li
                key={option.code}
                id={`${id}-c-${option.code}`}
                data-index={index}
                role="option"
                aria-selected={option.code === selected?.code}
                className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ${
                  index === highlighted ? 'bg-slate-100' : ''
                }`}
                onMouseMove={() => setHighlighted(index)}
                onClick={() => choose(option)}
              >
                <span aria-hidden="true">{option.flag}</span>
                <span className="flex-1 truncate">{option.name}</span>
                <span className="text-slate-600">+{option.callingCode}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
