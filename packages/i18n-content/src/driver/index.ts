/**
 * `@spt/i18n-content/driver`: the driver's page texts in every language, and the language helpers that
 * page needs, without the public site's or the console's resources (which stay out of its bundle, just
 * as these stay out of theirs).
 */
import type { Language } from '../languages.js';
import { TEXTS } from '../texts/driver.generated.js';
import type { DriverResource } from './types.js';

export { TEXT_VARIABLES } from '../company.js';
export { NUMBER_LOCALES } from '../format.js';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  languageFromTag,
  negotiateLanguage,
} from '../languages.js';
export type { DriverResource } from './types.js';

/** The driver's page texts, per language (src/texts/<lang>/driver.ts). */
export const driverTranslations: Readonly<Record<Language, DriverResource>> = TEXTS;
