/**
 * `@spt/i18n-content/driver`: the driver's page texts in every language, and the language helpers that
 * page needs, without the public site's or the console's resources (which stay out of its bundle, just
 * as these stay out of theirs).
 */
import type { Language } from '../languages.js';
import { driverDe } from './de.js';
import { type DriverResource, driverEn } from './en.js';
import { driverFr } from './fr.js';
import { driverNl } from './nl.js';

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
export { driverDe } from './de.js';
export { type DriverResource, driverEn } from './en.js';
export { driverFr } from './fr.js';
export { driverNl } from './nl.js';

/** The driver's page texts, per language. */
export const driverTranslations: Readonly<Record<Language, DriverResource>> = {
  en: driverEn,
  nl: driverNl,
  de: driverDe,
  fr: driverFr,
};
