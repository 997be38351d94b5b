import { firstSegment } from './main-name';
import type { NominatimAddress, NominatimResult } from './nominatim-result';

/** Everything after the first comma-separated segment of `display_name`, trimmed, joined by ", ". */
function restOfDisplayName(displayName: string): string {
  return displayName
    .split(',')
    .slice(1)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .join(', ');
}

/** The first of `candidates` that is a non-blank string, trimmed; `undefined` when none is. */
function firstPresent(...candidates: (string | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}

/**
 * The province of an address. Nominatim puts a Belgian province in `county` and the region
 * (Vlaanderen, Wallonie) in `state`; a Dutch province is the `state`. So for Belgium the county is
 * shown when there is one, and the state otherwise (Brussels, which has no province).
 */
function province(address: NominatimAddress | undefined): string | undefined {
  if (address?.country_code?.toLowerCase() === 'be') {
    const county = address.county;
    if (typeof county === 'string' && county.trim() !== '') return county;
  }
  return address?.state;
}

/**
 * The address parts the SPEC section 9 rule for `type` names, in order, or `null` for a type whose
 * rule is the rest of `display_name`.
 */
function addressParts(type: string, address: NominatimAddress | undefined): (string | undefined)[] | null {
  switch (type) {
    case 'city':
    case 'city_district':
      return [province(address), address?.country];
    case 'hamlet':
    case 'village':
      // Nominatim often has no `municipality` for a village and names it as the city or town instead.
      return [
        firstPresent(address?.municipality, address?.city, address?.town),
        province(address),
        address?.country,
      ];
    case 'state':
      return [address?.country];
    default:
      return null;
  }
}

/**
 * The secondary line of a suggestion, by the result's `type` (SPEC section 9), parts joined by ", ":
 * - city: the state (province) and the country; for Belgium the province is `address.county` when
 *   present (Nominatim's `state` there is the region);
 * - hamlet or village: the municipality (or, when the address has none, the city or the town), the
 *   state and the country: "Waterland, Noord-Holland, Nederland" for Marken;
 * - city_district: the state and the country;
 * - state: the country;
 * - any other type (town, aerodrome, administrative, ...): the rest of `display_name` after its first
 *   segment: "Zaanstad, Noord-Holland, Nederland" for the town Zaandam.
 *
 * Address parts that are empty or equal to the first segment of `display_name` (a village that is
 * its own municipality, a city named like its province) are left out. When the address leaves no part,
 * the rest of `display_name` is used instead.
 *
 * @example
 * secondaryLine({ ...result, type: 'village', display_name: 'Marken, Waterland, Noord-Holland, Nederland',
 *   address: { village: 'Marken', municipality: 'Waterland', state: 'Noord-Holland', country: 'Nederland' } });
 * // 'Waterland, Noord-Holland, Nederland'
 * secondaryLine({ ...result, type: 'city', display_name: 'Bruges, West-Vlaanderen, Belgium',
 *   address: { city: 'Bruges', state: 'West-Vlaanderen', country: 'Belgium' } }); // 'West-Vlaanderen, Belgium'
 * secondaryLine({ ...result, type: 'aerodrome', class: 'aeroway',
 *   display_name: 'Amsterdam Airport Schiphol, Haarlemmermeer, Noord-Holland, Netherlands' });
 * // 'Haarlemmermeer, Noord-Holland, Netherlands'
 */
export function secondaryLine(result: NominatimResult): string {
  const rest = restOfDisplayName(result.display_name);
  const candidates = addressParts(result.type, result.address);
  if (candidates === null) return rest;
  const first = firstSegment(result.display_name);
  const parts = candidates.map((part) => part?.trim() ?? '').filter((part) => part !== '' && part !== first);
  return parts.length > 0 ? parts.join(', ') : rest;
}
