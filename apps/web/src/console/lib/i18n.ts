import {
  CONSOLE_LANGUAGE_STORAGE_KEY,
  CONSOLE_LANGUAGES,
  type ConsoleLanguage,
  consoleTranslations,
  isConsoleLanguage,
  languageFromTag,
  TEXT_VARIABLES,
} from '@spt/i18n-content/console';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type { I18n };

function readStored(): string | null {
  try {
    return window.localStorage.getItem(CONSOLE_LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be unavailable (privacy mode)
  }
}

/** The console's language: the operator's stored choice, else the browser's languages, else English. */
export function initialConsoleLanguage(): ConsoleLanguage {
  if (typeof window === 'undefined') return CONSOLE_LANGUAGES[0];
  const stored = readStored();
  if (isConsoleLanguage(stored)) return stored;
  for (const tag of window.navigator.languages ?? [window.navigator.language]) {
    const language = languageFromTag(tag);
    if (isConsoleLanguage(language)) return language;
  }
  return CONSOLE_LANGUAGES[0];
}

/**
 * The console's own i18next instance: both languages bundled (the console texts are small), no
 * detection plugin, no network. Every language change is remembered in local storage
 * (`sptConsoleLng`, apart from the public site's choice) and sets `<html lang>`.
 */
export function createConsoleI18n(lng: ConsoleLanguage, options: { remember?: boolean } = {}): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng,
    supportedLngs: [...CONSOLE_LANGUAGES],
    fallbackLng: CONSOLE_LANGUAGES[0],
    resources: Object.fromEntries(
      Object.entries(consoleTranslations).map(([l, resource]) => [l, { translation: resource }]),
    ),
    interpolation: { escapeValue: false, defaultVariables: TEXT_VARIABLES },
    returnNull: false,
    react: { useSuspense: false },
    initAsync: false,
  });
  const apply = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    if (options.remember !== false && isConsoleLanguage(language)) {
      try {
        window.localStorage.setItem(CONSOLE_LANGUAGE_STORAGE_KEY, language);
      } catch {
        // not remembered: the browser's language decides next time
      }
    }
  };
  instance.on('languageChanged', apply);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return instance;
}

/** The active console language. */
export function currentLanguage(i18n: I18n): ConsoleLanguage {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isConsoleLanguage(lng) ? lng : CONSOLE_LANGUAGES[0];
}
