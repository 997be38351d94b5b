import { type Language, TEXT_VARIABLES, translations } from '@spt/i18n-content';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** A real i18next instance over the site's own translations, for component tests. */
export async function createTestI18n(language: Language = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: Object.fromEntries(Object.entries(translations).map(([lng, r]) => [lng, { translation: r }])),
    interpolation: { escapeValue: false, defaultVariables: TEXT_VARIABLES },
  });
  return instance;
}
