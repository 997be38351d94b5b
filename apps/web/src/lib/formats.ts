import { durationParts, type Language, NUMBER_LOCALES } from '@spt/i18n-content';
import type { i18n as I18n, TFunction } from 'i18next';

// How values read inside a page's sentences: a list of field names, a field's name, a travel time.

/**
 * Adds the one format the dictionaries use, `{{field, lowercase}}`: a label inside a sentence ("Please
 * check your first name"), where a language writes it in lower case; German, whose nouns keep their
 * capital, writes `{{field}}`. The choice is the language's text, not code.
 */
export function addFormats(instance: I18n): I18n {
  instance.services.formatter?.add('lowercase', (value: unknown, lng: string | undefined) =>
    String(value).toLocaleLowerCase(lng),
  );
  return instance;
}

/**
 * A travel time in the page's language, from its dictionary's `common.duration` patterns ("2h 11min",
 * "2 Std. 11 Min.", "2 h 11").
 *
 * @example
 * durationText(t, 131) // '2h 11min' on an English page
 */
export function durationText(t: TFunction, minutes: number): string {
  const { key, values } = durationParts(minutes);
  return t(`common.duration.${key}`, values);
}

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
