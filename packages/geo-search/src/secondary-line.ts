import { firstSegment } from './main-name';
import type { NominatimResult } from './nominatim-result';

/**
 * The secondary line of a suggestion: the province (state) and the country from the address, joined
 * by ", ", leaving out a part equal to the main segment (a province's own name). When the address
 * has neither, the rest of `display_name` after its first segment.
 *
 * @example
 * secondaryLine({ ...result, display_name: 'Lisse, Zuid-Holland, Nederland',
 *   address: { town: 'Lisse', state: 'Zuid-Holland', country: 'Nederland' } }); // 'Zuid-Holland, Nederland'
 */
export function secondaryLine(result: NominatimResult): string {
  const first = firstSegment(result.display_name);
  const parts = [result.address?.state, result.address?.country].filter(
    (part): part is string => typeof part === 'string' && part !== '' && part !== first,
  );
  if (parts.length > 0) return parts.join(', ');
  return result.display_name
    .split(',')
    .slice(1)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .join(', ');
}
