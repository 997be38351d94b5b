import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  TEXT_VARIABLES,
  type TranslationResource,
} from '@spt/i18n-content';
import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type { I18n };

/** Where the API serves each language's resources (SPEC 7). */
export const LOCALE_LOAD_PATH = '/locale/{{lng}}/translation.json';

const BASE_OPTIONS: InitOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false, defaultVariables: TEXT_VARIABLES },
  returnNull: false,
  react: { useSuspense: false },
  initAsync: false,
};

/** The site language an i18next instance speaks; English for anything else. */
export function languageOf(i18n: I18n): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The id of the element that carries a prerendered page's resources. */
export const I18N_DATA_ID = 'i18n-data';

export interface I18nData {
  lng: Language;
  resources: TranslationResource;
}

/**
 * The server's (and the tests') instance: every language bundled, no detection, no network.
 */
export function createStaticI18n(
  lng: Language,
  resources: Readonly<Record<Language, TranslationResource>>,
): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    ...BASE_OPTIONS,
    lng,
    resources: Object.fromEntries(Object.entries(resources).map(([l, r]) => [l, { translation: r }])),
  });
  return instance;
}

/** A year: the visitor's language choice outlives the session (SPEC 9 caches it in the cookie). */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Caches the active language where SPEC 9 says: local storage and the `i18next` cookie. */
function rememberLanguage(lng: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage can be unavailable (privacy mode); the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the value is one escaped language code.
  document.cookie = `${LANGUAGE_COOKIE_NAME}=${encodeURIComponent(lng)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * The browser's instance: starts synchronously with the resources embedded in the prerendered page
 * and caches the page's language (SPEC 9). The language is chosen by the URL, which the server has
 * already negotiated (query, cookie, storage, browser), so no detector runs in the browser; the
 * other language's resources arrive through `switchLanguage` when the visitor changes language.
 */
export function createBrowserI18n(data: I18nData): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    ...BASE_OPTIONS,
    lng: data.lng,
    partialBundledLanguages: true,
    resources: { [data.lng]: { translation: data.resources } },
  });
  rememberLanguage(data.lng);
  instance.on('languageChanged', rememberLanguage);
  return instance;
}

/**
 * Makes `lng` the active language, first fetching its resources from the API (SPEC 7) when this
 * instance does not hold them yet. A failed fetch leaves the language as it was and rejects.
 */
export async function switchLanguage(i18n: I18n, lng: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) {
    const response = await fetch(LOCALE_LOAD_PATH.replace('{{lng}}', lng), {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`the ${lng} resources answered ${response.status}`);
    i18n.addResourceBundle(lng, 'translation', (await response.json()) as TranslationResource);
  }
  await i18n.changeLanguage(lng);
}

/** Serializes resources for a `<script type="application/json">` element (safe against `</script>`). */
export function serializeI18nData(data: I18nData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
