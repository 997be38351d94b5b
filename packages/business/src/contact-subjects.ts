import type { BusinessConfig } from './types.js';

/**
 * The contact form's subjects by id in the form's order, with the English text the operator reads in
 * each message: `contactSubjects` of the configuration. Each language's dictionary words the same ids
 * (`contact.form.subjects`), so a language is its folder of texts, not a column here.
 *
 * @example
 * contactSubjectTexts(business).general // 'General Inquiry'
 */
// Pure: a bundle that never reads its result (a page's code, where the dictionaries are data) drops the call.
export /* @__NO_SIDE_EFFECTS__ */ function contactSubjectTexts(
  config: Pick<BusinessConfig, 'contactSubjects'>,
): Readonly<Record<string, string>> {
  return Object.freeze({ ...config.contactSubjects });
}
