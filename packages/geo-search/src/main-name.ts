import type { Language } from './language';
import type { NominatimResult } from './nominatim-result';

/** After a province's name, in each language (the web's `citySearch.provinceSuffix` says the same). */
const PROVINCE_SUFFIX: Readonly<Record<Language, string>> = {
  en: ' (Province)',
  nl: ' (provincie)',
  de: ' (Provinz)',
  fr: ' (province)',
};

/** The first comma-separated segment of `display_name`, trimmed. */
export function firstSegment(displayName: string): string {
  return (displayName.split(',')[0] ?? '').trim();
}

/**
 * The main name of a suggestion, by the result's `type` (SPEC section 9):
 * - hamlet or village: the first segment of `display_name`, then ", " and the municipality (or, when
 *   the address has none, the city) if that differs: "Giethoorn, Steenwijkerland";
 * - city_district: the first segment, then the city in parentheses if it differs (the town or the
 *   municipality when the address names no city): "Sint-Andries (Brugge)";
 * - state: the first segment and " (Province)", in Dutch " (provincie)", in German " (Provinz)", in
 *   French " (province)": "Utrecht (Province)", "Nordholland (Provinz)";
 * - any other type: the first segment.
 *
 * @example
 * mainName({ ...result, type: 'village', display_name: 'Marken, Waterland, Noord-Holland, Nederland',
 *   address: { village: 'Marken', municipality: 'Waterland' } }); // 'Marken, Waterland'
 */
export function mainName(result: NominatimResult, language: Language = 'en'): string {
  const first = firstSegment(result.display_name);
  const address = result.address;
  switch (result.type) {
    case 'hamlet':
    case 'village': {
      const parent = address?.municipality ?? address?.city;
      return parent && parent !== first ? `${first}, ${parent}` : first;
    }
    case 'city_district': {
      const city = address?.city ?? address?.town ?? address?.municipality;
      return city && city !== first ? `${first} (${city})` : first;
    }
    case 'state':
      return `${first}${PROVINCE_SUFFIX[language]}`;
    default:
      return first;
  }
}
