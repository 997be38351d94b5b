import { firstSegment } from '@spt/geo-search';
import { normalizeName } from '@spt/geo-search/gazetteer';
import { haversineKm } from '@spt/pricing';
import type { NominatimAnswer } from './types.js';

/** An upstream result this close to a gazetteer place of the same name is that place. */
export const SAME_PLACE_KM = 1;

/** A town's point differs between sources; an upstream town this close to one of the same name is it. */
export const SAME_TOWN_KM = 15;

const SETTLEMENT_TYPES = new Set([
  'city',
  'town',
  'village',
  'hamlet',
  'suburb',
  'city_district',
  'municipality',
]);
const ADDRESS_TYPES = new Set(['house', 'postcode', 'house_number']);
const ADDRESS_CLASSES = new Set(['highway', 'building']);

/**
 * The importance the address results get ahead of the gazetteer's places for an address query (the
 * browser sorts by importance, SPEC 5): above any place's. Lowered by ADDRESS_STEP per position.
 */
const ADDRESS_IMPORTANCE = 0.99;
const ADDRESS_STEP = 0.0001;

/**
 * Whether a query reads as a street address or a postcode rather than a place name: it holds a digit
 * ("Damrak 1 Amsterdam", "1012 JS", "Coolsingel 40, Rotterdam"). No Dutch or Belgian place name has
 * one.
 *
 * @example
 * looksLikeAddress('Coolsingel 40, Rotterdam'); // true
 * looksLikeAddress('Utrecht'); // false
 */
export function looksLikeAddress(query: string): boolean {
  return /\d/.test(query);
}

function classOf(result: NominatimAnswer): string {
  return 'class' in result && typeof result.class === 'string' ? result.class : String(result.category ?? '');
}

/**
 * Whether a result is a street address, a postcode or a street (or anything at their rank), not a
 * place.
 *
 * @example
 * isAddressLevel({ ...result, class: 'place', type: 'house' }); // true
 * isAddressLevel({ ...result, class: 'place', type: 'city' }); // false
 */
export function isAddressLevel(result: NominatimAnswer): boolean {
  return (
    ADDRESS_TYPES.has(result.type) ||
    ADDRESS_CLASSES.has(classOf(result)) ||
    typeof result.address?.house_number === 'string' ||
    (result.place_rank ?? 0) >= 26
  );
}

/** A result's name, folded for matching: its `name`, else the first segment of its display name. */
function nameKey(result: NominatimAnswer): string {
  const name =
    typeof result.name === 'string' && result.name.trim() ? result.name : firstSegment(result.display_name);
  return normalizeName(name);
}

function pointOf(result: NominatimAnswer): { lat: number; lon: number } {
  return { lat: Number(result.lat), lon: Number(result.lon) };
}

function isSettlement(result: NominatimAnswer): boolean {
  const category = classOf(result);
  return (
    (category === 'place' && SETTLEMENT_TYPES.has(result.type)) ||
    (category === 'boundary' && result.type === 'administrative')
  );
}

/**
 * Whether an upstream result is a place the gazetteer already answered: the same display name, or
 * the same name within SAME_PLACE_KM, or an upstream town of the same name within SAME_TOWN_KM.
 *
 * @example
 * isSameAsLocal(pdokUtrecht, gazetteer.search('Utrecht', options)); // true: the gazetteer's Utrecht
 */
export function isSameAsLocal(upstream: NominatimAnswer, local: readonly NominatimAnswer[]): boolean {
  const name = nameKey(upstream);
  const display = upstream.display_name.toLowerCase();
  const point = pointOf(upstream);
  return local.some((place) => {
    if (place.display_name.toLowerCase() === display) return true;
    if (nameKey(place) !== name) return false;
    const km = haversineKm(point, pointOf(place));
    return km <= SAME_PLACE_KM || (isSettlement(upstream) && km <= SAME_TOWN_KM);
  });
}

/**
 * One answer from the gazetteer's results (`local`, in its order) and the upstream's, at most `limit`:
 * - upstream results that are a gazetteer place are dropped (`isSameAsLocal`): the gazetteer's stays;
 * - for an address query (`looksLikeAddress`) the upstream's addresses, postcodes and streets come
 *   first, in the upstream's order, then the gazetteer's places, then the upstream's other results;
 * - for any other query the gazetteer's places come first ("Utrecht" stays the city), then the
 *   upstream's results.
 * The browser sorts by importance (SPEC 5), so each upstream result's importance is set to keep this
 * order: above every gazetteer place when it leads, at most the least of them (and of the upstream
 * results before it) when it follows. Gazetteer results are never changed.
 *
 * @example
 * mergeResults(gazetteerResults, pdokResults, 'Damrak 1 Amsterdam', 8)[0]?.name; // 'Damrak 1'
 */
export function mergeResults(
  local: readonly NominatimAnswer[],
  upstream: readonly NominatimAnswer[],
  query: string,
  limit: number,
): NominatimAnswer[] {
  const fresh = upstream.filter((result) => !isSameAsLocal(result, local));
  const addressFirst = looksLikeAddress(query);
  const leading = addressFirst ? fresh.filter(isAddressLevel) : [];
  const trailing = addressFirst ? fresh.filter((result) => !isAddressLevel(result)) : fresh;
  const localImportance = local.map((result) => result.importance);
  const top = Math.max(ADDRESS_IMPORTANCE, ...localImportance.map((importance) => importance + 0.01));
  let floor = Math.min(...localImportance);
  const lead = leading.map((result, position) => ({
    ...result,
    importance: Number((top - position * ADDRESS_STEP).toFixed(4)),
  }));
  const follow = trailing.map((result) => {
    floor = Math.min(floor, result.importance);
    return { ...result, importance: floor };
  });
  return [...lead, ...local, ...follow].slice(0, limit);
}
