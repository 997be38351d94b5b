import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languageFromTag,
} from '@spt/i18n-content';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function storedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be unavailable (privacy mode); fall through to the cookie.
  }
  const cookie = readCookie(LANGUAGE_COOKIE_NAME);
  return isLanguage(cookie) ? cookie : undefined;
}

/**
 * The language for the bare root (SPEC 2.2): the stored preference if valid, else the browser's
 * language if supported, else English.
 */
export function preferredLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const stored = storedLanguage();
  if (stored) return stored;
  for (const tag of window.navigator.languages ?? [window.navigator.language]) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
