// Browser-safe entry: the client and the display rules. The gazetteer data lives behind
// `@spt/geo-search/gazetteer` and is never imported from here.
export { type BadgeKey, badgeKey } from './badge';
export { filterAndSortResults, isPlaceResult, MAX_RESULTS } from './filter-and-sort-results';
export type { Language } from './language';
export { firstSegment, mainName } from './main-name';
export {
  type NominatimAddress,
  type NominatimBoundingBox,
  type NominatimResult,
  type NominatimResultV2,
  readNominatimResult,
} from './nominatim-result';
export {
  isAbortError,
  MIN_QUERY_LENGTH,
  type SearchCitiesOptions,
  SearchFailedError,
  type SearchLogger,
  searchCities,
  searchCitiesOrThrow,
  searchUrl,
} from './search-cities';
export { secondaryLine } from './secondary-line';
export { type CitySuggestion, toSuggestion } from './to-suggestion';
