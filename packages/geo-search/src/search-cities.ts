import { filterAndSortResults, MAX_RESULTS } from './filter-and-sort-results';
import type { Language } from './language';
import { type NominatimResult, NominatimResultSchema } from './nominatim-result';
import { type CitySuggestion, toSuggestion } from './to-suggestion';

/** SPEC section 9: shorter queries (after trimming) give no results and make no request. */
export const MIN_QUERY_LENGTH = 2;

export type SearchLogger = { error(message: string, err?: unknown): void };

export type SearchCitiesOptions = {
  /** A Nominatim-compatible search endpoint, absolute or relative: `/api/geo/search`. */
  baseUrl: string;
  /** Sent as `accept-language`; picks the Dutch or English labels. Default `en`. */
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
    const parsed = NominatimResultSchema.safeParse(item);
    if (parsed.success) results.push(parsed.data);
  }
  return results;
}

/**
 * Searches places through a Nominatim-compatible endpoint and returns at most 8 suggestions, the SPEC
 * section 5 filter and importance order applied, names and badges in `language`.
 *
 * - A query shorter than 2 characters after trimming gives `[]` and makes no request.
 * - A non-OK answer, a network failure or an answer that is not a JSON array logs "Search failed"
 *   (with the cause) and gives `[]`. Items that do not match the result schema are dropped.
 * - Aborting: when `signal` aborts, the promise REJECTS with the `AbortError` (nothing is logged), so a
 *   caller that aborts an older keystroke's search never sees its stale `[]`. Test with `isAbortError`.
 *
 * @example
 * const controller = new AbortController();
 * const suggestions = await searchCities('Maastr', { baseUrl: '/api/geo/search', language: 'nl',
 *   signal: controller.signal });
 */
export async function searchCities(query: string, options: SearchCitiesOptions): Promise<CitySuggestion[]> {
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
    if (!response.ok) {
      logger.error('Search failed', new Error(`Geocoder answered ${response.status}`));
      return [];
    }
    body = await response.json();
  } catch (err) {
    if (signal?.aborted) throw abortError(signal);
    if (isAbortError(err)) throw err;
    logger.error('Search failed', err);
    return [];
  }
  if (signal?.aborted) throw abortError(signal);

  const results = parseResults(body);
  if (results === null) {
    logger.error('Search failed', new Error('Geocoder answer is not a JSON array'));
    return [];
  }
  return filterAndSortResults(results)
    .map((result) => toSuggestion(result, language))
    .filter((suggestion) => Number.isFinite(suggestion.lat) && Number.isFinite(suggestion.lon));
}
