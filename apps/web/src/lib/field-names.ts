import { type Language, NUMBER_LOCALES } from '@spt/i18n-content';

/**
 * Field labels as a list in a sentence of the page's language: "First name and Email",
 * "Voornaam, Achternaam en E-mailadres". The summaries of rejected details name the fields with it.
 *
 * @example
 * fieldNames(['Email', 'Phone'], 'en') // 'Email and Phone'
 */
export function fieldNames(labels: readonly string[], lang: Language): string {
  return new Intl.ListFormat(NUMBER_LOCALES[lang], { type: 'conjunction' }).format(labels);
}

/**
 * A label inside a sentence ("Please check your email"): lower-cased in the page's language, since
 * every label is a common noun written with a capital only at the start of its own line.
 *
 * @example
 * labelInSentence('First name', 'en') // 'first name'
 */
export function labelInSentence(label: string, lang: Language): string {
  return label.toLocaleLowerCase(NUMBER_LOCALES[lang]);
}
