/**
 * The languages of the mails to the business's own people (drivers, operators): English and Dutch,
 * whatever languages the site speaks to customers. Their texts stay beside their mails; a customer's
 * language outside these can never reach a table that lacks it.
 */
export const STAFF_LANGUAGES = ['en', 'nl'] as const;

/** A language the staff mails are written in. */
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/**
 * A stored language (a driver's) as a staff mail's: the same when the staff mails speak it, else English.
 *
 * @example
 * staffLanguageOf('nl'); // 'nl'
 * staffLanguageOf('de'); // 'en'
 */
export function staffLanguageOf(language: string): StaffLanguage {
  return STAFF_LANGUAGES.find((known) => known === language) ?? 'en';
}
