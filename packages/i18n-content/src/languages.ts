import { business, type Language } from '@spt/business';
import { NAMES } from './texts/language.generated.js';

export type { Language };

/** The site's languages, the default first: `languages` of business.config.ts (English, Dutch, German, French). */
export const LANGUAGES: readonly [Language, ...Language[]] = business.languages;

/** Default and fallback language (SPEC 9: English). */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/**
 * The languages the operators' console speaks (DESIGN "Languages": it stays English and Dutch,
 * whatever languages the public site speaks). Its texts name every site language, as a customer's or
 * a driver's language. The operators' own mails (the new-booking subject, invitations) are written in
 * these two; a driver's mails follow the driver's language, as the driver's page does.
 */
export const CONSOLE_LANGUAGES = ['en', 'nl'] as const satisfies readonly Language[];

/** A language the console speaks. */
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** Whether a value is one of the console's languages. */
export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/** Local-storage key and cookie name that hold the visitor's language choice (SPEC 9). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE_NAME = 'i18next';

/** Each language's name written in that language, for the language switcher (src/texts/<lang>/language.ts). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = NAMES;

/**
 * Whether a value is a supported language code.
 *
 * @example
 * isLanguage('nl') // true
 * isLanguage('es') // false
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language of a BCP 47 tag such as "nl-BE", or undefined.
 *
 * @example
 * languageFromTag('nl-BE') // 'nl'
 * languageFromTag('de-AT') // 'de'
 * languageFromTag('es') // undefined
 */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/**
 * The language tags of an HTTP `Accept-Language` header, most preferred first: ordered by quality
 * (`q`, default 1), ties kept in header order, tags with `q=0` or a malformed quality left out.
 *
 * @example
 * parseAcceptLanguage('en;q=0.1, nl;q=0.9') // ['nl', 'en']
 * parseAcceptLanguage('nl-BE,fr;q=0') // ['nl-BE']
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const q =
        qParam === undefined
          ? 1
          : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.test(qParam)
            ? Number(qParam.slice(2))
            : -1;
      return { tag: tag.trim(), q, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** What a visitor's request or browser tells about their language, in SPEC 9's detection order. */
export interface LanguageSignals {
  /** The `lng` query parameter. */
  query?: string | null;
  /** The `i18next` cookie. */
  cookie?: string | null;
  /** Local storage's `i18nextLng` (only a browser can read it). */
  stored?: string | null;
  /** The browser's languages, most preferred first (`navigator.languages`, or a parsed Accept-Language). */
  browser?: readonly string[];
}

/**
 * The language to send a visitor to (SPEC 2.2 and 9): the `lng` query parameter, then the stored
 * preference (cookie, then local storage), then the first supported browser language, else English.
 * Stored values are taken as whole codes (`nl`), browser tags by their primary language (`nl-BE`).
 *
 * @example
 * negotiateLanguage({ stored: 'nl', browser: ['en-US'] }) // 'nl'
 * negotiateLanguage({ browser: parseAcceptLanguage('es, fr-BE;q=0.5') }) // 'fr'
 * negotiateLanguage({}) // 'en'
 */
export function negotiateLanguage(signals: LanguageSignals): Language {
  for (const value of [signals.query, signals.cookie, signals.stored]) {
    const lang = value?.trim().toLowerCase();
    if (isLanguage(lang)) return lang;
  }
  for (const tag of signals.browser ?? []) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
