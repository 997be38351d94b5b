/** The site languages (English, Dutch, German, French): each has its own labels and place names. */
export type { Language } from '@spt/i18n-content/languages';
