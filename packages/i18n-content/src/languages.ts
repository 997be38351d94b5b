/** The site's languages, English first (the default and fallback). */
export const LANGUAGES = ['en', 'nl'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Default and fallback language (SPEC 9). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Local-storage key and cookie name that hold the visitor's language choice (SPEC 9). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE_NAME = 'i18next';

/** Each language's name written in that language, for the language switcher. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', nl: 'Nederlands' };

/**
 * Whether a value is a supported language code.
 *
 * @example
 * isLanguage('nl') // true
 * isLanguage('de') // false
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language of a BCP 47 tag such as "nl-BE", or undefined.
 *
 * @example
 * languageFromTag('nl-BE') // 'nl'
 * languageFromTag('fr') // undefined
 */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}
