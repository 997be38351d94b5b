/** The two site languages. Dutch labels are used on the Dutch site, English everywhere else. */
export type { Language } from '@spt/i18n-content/languages';
