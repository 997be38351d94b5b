import {
  type BadgeKey,
  badgeKey,
  type CitySuggestion,
  SearchFailedError,
  searchCitiesOrThrow,
} from '@spt/geo-search';
import type { Language } from '@spt/i18n-content';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../lib/i18n';
import { useDebouncedValue } from './use-debounced-value';

/** SPEC section 9: debounce, minimum query length. The 8-result cap lives in the geo-search client. */
export const SEARCH_DEBOUNCE_MS = 300;
export const MIN_QUERY_LENGTH = 2;

/**
 * Resolves to the suggestions for `query` (`[]`: no match, shown as "No cities found"). A failed search
 * REJECTS (ideally with a `SearchFailedError`, logged already); aborting `signal` may reject with an
 * `AbortError`, which is ignored.
 */
export type CitySearchFn = (query: string, signal: AbortSignal) => Promise<CitySuggestion[]>;

export interface CitySearchInputProps {
  /** Visible label. */
  label: string;
  placeholder?: string;
  required?: boolean;
  /** The text in the input (controlled). */
  value: string;
  /** Called on every keystroke and when the input is cleared. */
  onChange: (text: string) => void;
  /** Called when a suggestion is chosen, with its full display text and the suggestion. */
  onSelect: (displayText: string, suggestion: CitySuggestion) => void;
  /** Error text shown under the input and announced. */
  error?: string;
  name?: string;
  /**
   * The search; defaults to the site's own Nominatim-compatible endpoint. A rejection other than an
   * abort is a failed search: nothing is shown, the list closes (SPEC section 8).
   */
  search?: CitySearchFn;
}

// Rejects with a SearchFailedError (after logging "Search failed") so a failure is not shown as
// "No cities found".
const defaultSearch =
  (language: Language): CitySearchFn =>
  (query, signal) =>
    searchCitiesOrThrow(query, { baseUrl: '/api/geo/search', language, signal });

/**
 * A place search as an ARIA combobox (SPEC 2.6 and 4): 300 ms debounce, at least 2 characters,
 * keyboard rules for ArrowDown/ArrowUp/Enter/Escape, click outside closes, stale answers dropped.
 */
export function CitySearchInput({
  label,
  placeholder,
  required = false,
  value,
  onChange,
  onSelect,
  error,
  name,
  search,
}: CitySearchInputProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<CitySuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [searchedFor, setSearchedFor] = useState('');
  // A query the user chose from the list: its text must not trigger a new search.
  const chosenRef = useRef<string | null>(null);
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const runSearch = search ?? defaultSearch(language);
  const runSearchRef = useRef(runSearch);
  runSearchRef.current = runSearch;

  useEffect(() => {
    const query = debounced.trim();
    if (chosenRef.current !== null && chosenRef.current === debounced) return;
    if (query.length < MIN_QUERY_LENGTH) {
      setSuggestions([]);
      setSearchedFor('');
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    runSearchRef
      .current(query, controller.signal)
      .then((results) => {
        if (controller.signal.aborted) return;
        setSuggestions(results);
        setSearchedFor(query);
        setHighlighted(-1);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC section 8: a failed search is logged, the list is emptied and nothing is said to the
        // user. `searchedFor` stays empty, so "No cities found" (a search that found nothing) is not shown.
        if (!(err instanceof SearchFailedError)) console.error('Search failed', err);
        setSuggestions([]);
        setSearchedFor('');
        setHighlighted(-1);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    // A newer query aborts the older request, so a slow old answer never overwrites a newer one.
    return () => controller.abort();
  }, [debounced]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        setHighlighted(-1);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (suggestion: CitySuggestion) => {
    chosenRef.current = suggestion.mainName;
    onChange(suggestion.mainName);
    setOpen(false);
    setHighlighted(-1);
    onSelect(suggestion.displayName, suggestion);
  };

  const clear = () => {
    chosenRef.current = null;
    onChange('');
    setSuggestions([]);
    setSearchedFor('');
    setOpen(false);
    setHighlighted(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        if (suggestions.length === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setHighlighted(0);
        } else {
          setHighlighted((index) => Math.min(index + 1, suggestions.length - 1));
        }
        return;
      }
      case 'ArrowUp': {
        if (!open) return;
        event.preventDefault();
        setHighlighted((index) => (index <= 0 ? -1 : index - 1));
        return;
      }
      case 'Enter': {
        const suggestion = open && highlighted >= 0 ? suggestions[highlighted] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        return;
      }
      case 'Escape': {
        if (open) event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setHighlighted(-1);
        inputRef.current?.blur();
        return;
      }
      default:
    }
  };

  const trimmed = value.trim();
  const showNoResults =
    !loading && trimmed.length >= MIN_QUERY_LENGTH && searchedFor === trimmed && suggestions.length === 0;
  const listVisible = open && (loading || suggestions.length > 0 || showNoResults);
  const activeId = highlighted >= 0 ? `${id}-option-${highlighted}` : undefined;

  return (
    <div ref={rootRef} className="city-search relative">
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="text-gold-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <svg
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={listVisible}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          required={required}
          placeholder={placeholder}
          value={value}
          className="field-input pl-10 pr-11"
          onChange={(event) => {
            chosenRef.current = null;
            onChange(event.target.value);
            setOpen(true);
            setHighlighted(-1);
          }}
          onFocus={() => {
            if (suggestions.length > 0) setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="absolute right-1 top-1/2 flex -translate-y-1/2 items-center">
          {loading ? (
            <span className="spinner m-3 h-5 w-5" role="presentation" />
          ) : value ? (
            <button
              type="button"
              className="icon-button"
              title={t('citySearch.clear')}
              aria-label={t('citySearch.clear')}
              onClick={clear}
            >
              <svg
                viewBox="0 0 24 24"
                className="h-4 w-4"
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
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!listVisible}
        className="suggestions absolute z-30 mt-1 max-h-60 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
      >
        {loading && suggestions.length === 0 ? (
          <li className="px-4 py-3 text-sm text-slate-600" role="presentation">
            {t('citySearch.searching')}
          </li>
        ) : null}
        {showNoResults ? (
          <li className="px-4 py-3 text-sm text-slate-600" role="presentation">
            {t('citySearch.noResults')}
          </li>
        ) : null}
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === highlighted}
            className={`block cursor-pointer px-4 py-2.5 ${
              index === highlighted ? 'bg-slate-100' : 'hover:bg-slate-50'
            }`}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseMove={() => setHighlighted(index)}
          >
            {/* The name gets the whole width (it is what the visitor picks by); the badge shares the
                second line, whose province and country may be cut short on a phone. */}
            <span className="block break-words font-medium text-slate-900">{suggestion.mainName}</span>
            <span className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate text-sm text-slate-600">{suggestion.secondaryLine}</span>
              <Badge kind={badgeKey(suggestion.type)} />
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {loading
          ? t('citySearch.searching')
          : showNoResults
            ? t('citySearch.noResults')
            : open && suggestions.length > 0
              ? t('citySearch.resultsCount', { count: suggestions.length })
              : ''}
      </p>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A suggestion's kind ("City", "Bahnhof"), in the page's words: `citySearch.badge` of its dictionary. */
function Badge({ kind }: { kind: BadgeKey | null }) {
  const { t } = useTranslation();
  if (!kind) return null;
  return (
    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
      {t(`citySearch.badge.${kind}`)}
    </span>
  );
}
