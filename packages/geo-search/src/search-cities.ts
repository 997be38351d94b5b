import { filterAndSortResults, MAX_RESULTS } from './filter-and-sort-results';
import type { Language } from './language';
import { type NominatimResult, readNominatimResult } from './nominatim-result';
import { type CitySuggestion, toSuggestion } from './to-suggestion';

/** SPEC section 9: shorter queries (after trimming) give no results and make no request. */
export const MIN_QUERY_LENGTH = 2;

export type SearchLogger = { error(message: string, err?: unknown): void };

export type SearchCitiesOptions = {
  /** A Nominatim-compatible search endpoint, absolute or relative: `/api/geo/search`. */
  baseUrl: string;
  /** Sent as `accept-language`; the language of the names, badges and province suffix. Default `en`. */
  language?: Language;
  /** Aborting rejects the pending call with an `AbortError` (see `searchCities`). */
  signal?: AbortSignal;
  /** Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Default: `console`. Receives "Search failed" and the cause. */
  logger?: SearchLogger;
};

/**
 * The request URL for a query: `baseUrl` with exactly the SPEC section 7 parameters, in this order:
 * `q`, `format=json`, `addressdetails=1`, `limit=8`, `featuretype=city`, `accept-language`.
 * (`/api/geo/search` reads `featuretype=city` as the places a ride starts or ends at, airports
 * included; see the gazetteer's `featureType`.)
 *
 * @example
 * searchUrl('/api/geo/search', 'Lisse', 'nl');
 * // '/api/geo/search?q=Lisse&format=json&addressdetails=1&limit=8&featuretype=city&accept-language=nl'
 */
export function searchUrl(baseUrl: string, query: string, language: Language): string {
  const params = new URLSearchParams({
    q: query,
    format: 'json',
    addressdetails: '1',
    limit: String(MAX_RESULTS),
    featuretype: 'city',
    'accept-language': language,
  });
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

/**
 * Whether `err` is the rejection of an aborted request (a `DOMException` or `Error` named
 * `AbortError`), which `searchCities` passes on instead of logging.
 *
 * @example
 * searchCities(q, { baseUrl, signal }).catch((err) => { if (!isAbortError(err)) throw err; });
 */
export function isAbortError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'name' in err &&
    (err as { name: unknown }).name === 'AbortError'
  );
}

function abortError(signal: AbortSignal): unknown {
  return isAbortError(signal.reason)
    ? signal.reason
    : new DOMException('The search was aborted', 'AbortError');
}

/** Parses a geocoder answer item by item: an item that does not match the schema is dropped. */
function parseResults(body: unknown): NominatimResult[] | null {
  if (!Array.isArray(body)) return null;
  const results: NominatimResult[] = [];
  for (const item of body) {
    const result = readNominatimResult(item);
    if (result) results.push(result);
  }
  return results;
}

/**
 * The rejection of `searchCitiesOrThrow` when the geocoder fails: a non-OK answer, a network failure
 * or an answer that is not a JSON array. "Search failed" has already been logged when it is thrown;
 * `cause` holds what went wrong. Lets a caller tell a failed search from one that found nothing.
 *
 * @example
 * searchCitiesOrThrow('Lisse', { baseUrl }).catch((err) => {
 *   if (err instanceof SearchFailedError) showNothing(); // no "No cities found" (SPEC section 8)
 * });
 */
export class SearchFailedError extends Error {
  override readonly name = 'SearchFailedError';

  constructor(cause: unknown) {
    super('Search failed', { cause });
  }
}

/** Logs "Search failed" with the cause and returns the error to throw. */
function searchFailed(logger: SearchLogger, cause: unknown): SearchFailedError {
  logger.error('Search failed', cause);
  return new SearchFailedError(cause);
}

/**
 * Like `searchCities`, but a failed search REJECTS with a `SearchFailedError` (after logging "Search
 * failed" with the cause) instead of resolving to `[]`, so `[]` always means "no match". For a UI
 * that must show "No cities found" only for a search that succeeded (SPEC section 8).
 *
 * - A query shorter than 2 characters after trimming gives `[]` and makes no request.
 * - Aborting rejects with the `AbortError`, as in `searchCities` (nothing is logged).
 *
 * @example
 * try {
 *   const suggestions = await searchCitiesOrThrow('Maastr', { baseUrl: '/api/geo/search', signal });
 *   if (suggestions.length === 0) showNoResults();
 * } catch (err) {
 *   if (isAbortError(err)) return; // a newer query took over
 *   if (err instanceof SearchFailedError) closeList(); // already logged; no message to the user
 * }
 */
export async function searchCitiesOrThrow(
  query: string,
  options: SearchCitiesOptions,
): Promise<CitySuggestion[]> {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return [];
  const { baseUrl, language = 'en', signal, logger = console } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  if (signal?.aborted) throw abortError(signal);

  let body: unknown;
  try {
    const response = await doFetch(searchUrl(baseUrl, trimmed, language), {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    body = await response.json();
  } catch (err) {
    if (signal?.aborted) throw abortError(signal);
    if (isAbortError(err)) throw err;
    throw searchFailed(logger, err);
  }
  if (signal?.aborted) throw abortError(signal);

  const results = parseResults(body);
  if (results === null) throw searchFailed(logger, new Error('Geocoder answer is not a JSON array'));
  return filterAndSortResults(results)
    .map((result) => toSuggestion(result, language))
    .filter((suggestion) => Number.isFinite(suggestion.lat) && Number.isFinite(suggestion.lon));
}

/**
 * Searches places through a Nominatim-compatible endpoint and returns at most 8 suggestions, the SPEC
 * section 5 filter and importance order applied, names and badges in `language`.
 *
 * - A query shorter than 2 characters after trimming gives `[]` and makes no request.
 * - A non-OK answer, a network failure or an answer that is not a JSON array logs "Search failed"
 *   (with the cause) and gives `[]`. Items that do not match the result schema are dropped. To tell
 *   a failure from "no match", use `searchCitiesOrThrow`.
 * - Aborting: when `signal` aborts, the promise REJECTS with the `AbortError` (nothing is logged), so a
 *   caller that aborts an older keystroke's search never sees its stale `[]`. Test with `isAbortError`.
 *
 * @example
 * const controller = new AbortController();
 * const suggestions = await searchCities('Maastr', { baseUrl: '/api/geo/search', language: 'nl',
 *   signal: controller.signal });
 */
export async function searchCities(query: string, options: SearchCitiesOptions): Promise<CitySuggestion[]> {
  try {
    return await searchCitiesOrThrow(query, options);
  } catch (err) {
    if (err instanceof SearchFailedError) return [];
    throw err;
  }
}
