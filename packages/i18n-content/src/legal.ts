import type { Language } from './languages.js';
import { translations } from './locales/index.js';

export interface LegalSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface LegalText {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/**
 * The privacy policy and terms in a language, as structured text with {{name}}, {{email}} and {{kvk}}
 * placeholders (the web app renders them through i18next, which fills them from `company`).
 */
export function legalTexts(lang: Language): { privacy: LegalText; terms: LegalText } {
  const { privacy, terms } = translations[lang].legal;
  return { privacy, terms };
}
