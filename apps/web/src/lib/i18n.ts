import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  type TranslationResource,
} from '@spt/i18n-content';
import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export type { I18n };

/** Where the API serves each language's resources (SPEC 7). */
export const LOCALE_LOAD_PATH = '/locale/{{lng}}/translation.json';

/** Detection order and caching of SPEC 9. */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_COOKIE_NAME,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage', 'cookie'],
  cookieOptions: { path: '/', sameSite: 'lax' as const },
};

const BASE_OPTIONS: InitOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
  initAsync: false,
};

/** The id of the element that carries a prerendered page's resources. */
export const I18N_DATA_ID = 'i18n-data';

export interface I18nData {
  lng: Language;
  resources: TranslationResource;
}

/**
 * The server's (and the tests') instance: every language bundled, no detection, no network.
 */
export function createStaticI18n(lng: Language, resources: Record<Language, TranslationResource>): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    ...BASE_OPTIONS,
    lng,
    resources: Object.fromEntries(Object.entries(resources).map(([l, r]) => [l, { translation: r }])),
  });
  return instance;
}

/**
 * The browser's instance: starts synchronously with the resources embedded in the prerendered page,
 * loads any other language from the API, and caches the visitor's choice in local storage and the
 * `i18next` cookie (SPEC 9).
 */
export function createBrowserI18n(data: I18nData): I18n {
  const instance = createInstance();
  instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...BASE_OPTIONS,
      lng: data.lng,
      partialBundledLanguages: true,
      resources: { [data.lng]: { translation: data.resources } },
      backend: { loadPath: LOCALE_LOAD_PATH },
      detection: DETECTION_OPTIONS,
    });
  return instance;
}

/** Serializes resources for a `<script type="application/json">` element (safe against `</script>`). */
export function serializeI18nData(data: I18nData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
