export { type Company, company, TEXT_VARIABLES } from './company.js';
export { type City, type CityId, cities } from './content/cities.js';
export {
  type FleetDisplayItem,
  FROM_PRICE_CENTS,
  fleetDisplay,
  LEGAL,
  STATISTICS,
  type VehicleShape,
} from './content/fleet.js';
export {
  type ArtworkTheme,
  type IconName,
  type Tour,
  type TourId,
  tourForPage,
  tours,
} from './content/tours.js';
export { formatEuros, formatKm, formatLongDate, formatNumber, NUMBER_LOCALES } from './format.js';
export { type DurationKey, type DurationParts, durationParts, formatDuration } from './format-duration.js';
export {
  CONSOLE_LANGUAGES,
  type ConsoleLanguage,
  DEFAULT_LANGUAGE,
  isConsoleLanguage,
  isLanguage,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  type LanguageSignals,
  languageFromTag,
  negotiateLanguage,
  parseAcceptLanguage,
} from './languages.js';
export { type LegalSection, type LegalText, legalTexts } from './legal.js';
export { checkVehicleTexts, translationKeys, translations } from './locales/index.js';
export type { TranslationResource, Widen } from './locales/types.js';
export { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize, unmarkedText, unmarkedWords } from './pseudo.js';
export {
  allPaths,
  FALLBACK_LANGUAGE,
  languageForPath,
  localizePath,
  MANAGE_ROUTE,
  PAGE_IDS,
  type PageId,
  PRIVATE_PAGE_IDS,
  PRIVATE_ROUTES,
  type PrivatePageId,
  type PrivateRouteEntry,
  pageIdForPath,
  pageIdForUnprefixedPath,
  pathFor,
  privatePageIdForPath,
  privatePaths,
  ROUTES,
  type RouteEntry,
  translatePath,
} from './routes.js';
