import type { NominatimResult } from './nominatim-result';

/** SPEC section 9: at most this many suggestions are shown. */
export const MAX_RESULTS = 8;

const KEPT_TYPES = new Set(['city', 'town', 'village', 'administrative']);
const KEPT_CLASSES = new Set(['place', 'boundary']);

/**
 * SPEC section 5: whether a geocoder result is a place worth suggesting. Kept when the type is city,
 * town, village or administrative, or the class is place or boundary, or the address names a city,
 * town or village.
 *
 * @example
 * isPlaceResult({ ...result, type: 'aerodrome', class: 'aeroway', address: { village: 'Schiphol' } }); // true
 */
export function isPlaceResult(result: NominatimResult): boolean {
  if (KEPT_TYPES.has(result.type) || KEPT_CLASSES.has(result.class)) return true;
  const address = result.address;
  return Boolean(address?.city || address?.town || address?.village);
}

/**
 * Keeps the place results (SPEC section 5), sorts them by importance, highest first, and returns at
 * most 8. The sort is stable, so results of equal importance keep the geocoder's order. The input is
 * not modified.
 *
 * @example
 * filterAndSortResults(answer).map((r) => r.display_name);
 */
export function filterAndSortResults(results: NominatimResult[]): NominatimResult[] {
  return results
    .filter(isPlaceResult)
    .sort((a, b) => b.importance - a.importance)
    .slice(0, MAX_RESULTS);
}
