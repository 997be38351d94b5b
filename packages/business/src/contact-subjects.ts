import type { BusinessConfig, Language } from './types.js';

/**
 * The contact form's subjects in one language, by id in the form's order: `contactSubjects` of the
 * configuration, for the dictionaries (`contact.form.subjects`) and for the English text the operator
 * reads in each message.
 *
 * @example
 * contactSubjectTexts(business, 'nl').general // 'Algemene vraag'
 */
export function contactSubjectTexts(
  config: Pick<BusinessConfig, 'contactSubjects'>,
  language: Language,
): Readonly<Record<string, string>> {
  return Object.freeze(
    Object.fromEntries(Object.entries(config.contactSubjects).map(([id, texts]) => [id, texts[language]])),
  );
}
