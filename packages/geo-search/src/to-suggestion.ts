import { type BadgeKey, badgeKey } from './badge';
import type { Language } from './language';
import { mainName } from './main-name';
import type { NominatimResult } from './nominatim-result';
import { secondaryLine } from './secondary-line';

/** What the city search dropdown shows for one result, with the result itself in `raw`. */
export type CitySuggestion = {
  /** `place_id` as a string, unique within one answer. */
  id: string;
  mainName: string;
  secondaryLine: string;
  /** The badge's key, for the texts' `citySearch.badge[key]`; `null`: no badge. */
  badge: BadgeKey | null;
  /** The geocoder's full `display_name`. */
  displayName: string;
  lat: number;
  lon: number;
  type: string;
  raw: NominatimResult;
};

/**
 * Turns one geocoder result into a suggestion, applying the SPEC section 9 rules in `language`.
 *
 * @example
 * toSuggestion(result, 'nl').mainName; // 'Utrecht (provincie)' for a state result named Utrecht
 */
export function toSuggestion(result: NominatimResult, language: Language): CitySuggestion {
  return {
    id: String(result.place_id),
    mainName: mainName(result, language),
    secondaryLine: secondaryLine(result),
    badge: badgeKey(result.type),
    displayName: result.display_name,
    lat: Number.parseFloat(result.lat),
    lon: Number.parseFloat(result.lon),
    type: result.type,
    raw: result,
  };
}
