import { badgeKey, type CitySuggestion, MIN_QUERY_LENGTH, searchCitiesOrThrow } from '@spt/geo-search';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

/** The pause after the last keystroke before the search runs (SPEC 9, as on the site). */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

/**
 * The console's place search: the site's own `/api/geo/search` (the gazetteer, with any upstream
 * geocoder) as an ARIA combobox with a list of suggestions. The site's city search component is not
 * reused here: it brings the public site's i18n module, which would then be shared with the console
 * and cost the public pages' first load. Typing searches after a pause of 300 ms from 2 characters;
 * ArrowDown and ArrowUp move through the list, Enter chooses, Escape closes it; a choice gives the
 * whole suggestion (its name, display text and point).
 */
export function PlaceSearch({
  label,
  placeholder,
  hint,
  error,
  required = false,
  name,
  value,
  onChange,
  onSelect,
}: {
  label: string;
  placeholder?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  name: string;
  /** The text in the input. */
  value: string;
  /** Every keystroke, and the clear button (''). */
  onChange: (text: string) => void;
  /** A suggestion chosen from the list; the input then shows its `mainName`. */
  onSelect: (suggestion: CitySuggestion) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<CitySuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<SearchStatus>('idle');
  // The text a choice put in the input: it needs no search.
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    const query = value.trim();
    if (chosen.current === value) return;
    if (query.length < MIN_QUERY_LENGTH) {
      setSuggestions([]);
      setStatus('idle');
      return;
    }
    // A newer text cancels the pause and the request of the older one.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('searching');
      searchCitiesOrThrow(query, { baseUrl: '/api/geo/search', language, signal: controller.signal })
        .then((found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setStatus('done');
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setSuggestions([]);
          setStatus('failed');
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, language]);

  const choose = (suggestion: CitySuggestion) => {
    chosen.current = suggestion.mainName;
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  };

  const clear = () => {
    chosen.current = null;
    onChange('');
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (open ? Math.min(index + 1, suggestions.length - 1) : 0));
      setOpen(true);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? -1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      const suggestion = suggestions[active];
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const searched = status === 'done' && chosen.current !== value;
  const noResults = searched && suggestions.length === 0;
  const expanded = open && suggestions.length > 0;
  // What the open search has to say when it has no suggestions to show.
  const statusText = !open
    ? ''
    : status === 'searching' && suggestions.length === 0
      ? t('newBooking.search.searching')
      : status === 'failed'
        ? t('newBooking.search.failed')
        : noResults
          ? t('newBooking.search.noResults')
          : '';
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const announcement =
    statusText || (expanded ? t('newBooking.search.found', { count: suggestions.length }) : '');

  return (
    <div className="relative">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          required={required}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          className="field-input pr-12"
          value={value}
          onChange={(event) => {
            chosen.current = null;
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            if (suggestions.length > 0) setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="absolute top-1/2 right-0.5 flex -translate-y-1/2 items-center">
          {status === 'searching' ? (
            <span aria-hidden="true" className="spinner m-3 size-5" />
          ) : value ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('newBooking.search.clear')}
              onClick={clear}
            >
              <svg
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          ) : null}
        </div>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute z-30 mt-1 max-h-60 w-full overflow-y-auto rounded-xl border border-navy-900/15 bg-white py-1 shadow-xl"
      >
        {suggestions.map((suggestion, index) => {
          const kind = badgeKey(suggestion.type);
          const badge = kind ? t(`newBooking.placeBadge.${kind}`) : null;
          return (
            // The keyboard stays in the combobox (aria-activedescendant): an option is clicked, never focused.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its options
            <div
              key={suggestion.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={`cursor-pointer px-4 py-2.5 ${index === active ? 'bg-sand-100' : 'hover:bg-sand-50'}`}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              onMouseMove={() => setActive(index)}
            >
              <span className="block font-medium break-words text-navy-900">{suggestion.mainName}</span>
              <span className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate text-sm text-muted">{suggestion.secondaryLine}</span>
                {badge && (
                  <span className="shrink-0 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-navy-900">
                    {badge}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      {statusText && (
        <p className="absolute z-30 mt-1 w-full rounded-xl border border-navy-900/15 bg-white px-4 py-3 text-sm text-muted shadow-xl">
          {statusText}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
