import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  type Language,
  negotiateLanguage,
} from '@spt/i18n-content';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy mode).
    return null;
  }
}

/**
 * The language for the bare root (SPEC 2.2 and 9): the `lng` query parameter, the stored preference
 * (cookie, then local storage), the browser's languages, else English. The server answers `/` with
 * the same order (see the API's language redirect), so both agree.
 */
export function preferredLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return negotiateLanguage({
    query: new URLSearchParams(window.location.search).get('lng'),
    cookie: readCookie(LANGUAGE_COOKIE_NAME),
    stored: readStorage(LANGUAGE_STORAGE_KEY),
    browser: window.navigator.languages ?? [window.navigator.language],
  });
}
