/**
 * `@spt/i18n-content/console`: the operators' console texts in its two languages, and the language and
 * number helpers the console needs, without the public site's resources (which stay out of its bundle,
 * just as these stay out of the public pages' dictionary).
 */
import type { ConsoleLanguage } from '../languages.js';
import { consoleEn } from './en.js';
import { consoleNl } from './nl.js';
import type { ConsoleResource } from './types.js';

export { TEXT_VARIABLES } from '../company.js';
export { formatEuros, formatKm, NUMBER_LOCALES } from '../format.js';
export {
  CONSOLE_LANGUAGES,
  type ConsoleLanguage,
  DEFAULT_LANGUAGE,
  isConsoleLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  languageFromTag,
  negotiateLanguage,
} from '../languages.js';
export { consoleEn } from './en.js';
export { consoleNl } from './nl.js';
export type { ConsoleResource } from './types.js';

/** Local-storage key of the operator's console language (apart from the public site's choice). */
export const CONSOLE_LANGUAGE_STORAGE_KEY = 'sptConsoleLng';

/** The console's i18next resources, per language. */
export const consoleTranslations: Readonly<Record<ConsoleLanguage, ConsoleResource>> = {
  en: consoleEn,
  nl: consoleNl,
};
