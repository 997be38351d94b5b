import { business, type Language } from '@spt/business';

/**
 * The contact form's subjects in one language, by id in the form's order: `contactSubjects` of
 * business.config.ts, for the dictionaries' `contact.form.subjects`.
 *
 * @example
 * contactSubjectTexts('nl').general // 'Algemene vraag'
 */
export function contactSubjectTexts(language: Language): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(business.contactSubjects).map(([id, texts]) => [id, texts[language]]),
  );
}
