// The contract's constants and small rules that need no schema library: the browser's forms import
// them from `@spt/contracts/rules` without loading zod, which they fetch only to check a submission.

import { business, contactSubjectTexts } from '@spt/business';

/** Characters a phone number may contain before it is parsed (SPEC 5: digits, spaces, hyphens, parentheses). */
export const PHONE_CHARACTERS = /^\+?[0-9 ()\-.]{4,30}$/;

/**
 * The most characters of a pickup's or destination's address line: the house number, hotel, terminal
 * or meeting point that no geocoder knows (optional).
 */
export const ADDRESS_DETAIL_MAX = 120;

/**
 * A place as the customer reads it: the address line they typed (house number, hotel, terminal or
 * meeting point) before the place the route was priced for. The wizard's review, the booking page and
 * the mails all write it this way.
 *
 * @example
 * placeWithDetail('Haarlem, Noord-Holland', 'Kleine Houtstraat 12'); // 'Kleine Houtstraat 12, Haarlem, Noord-Holland'
 * placeWithDetail('Schiphol', null); // 'Schiphol'
 */
export function placeWithDetail(place: string, detail: string | null | undefined): string {
  const line = detail?.trim();
  return line ? `${line}, ${place}` : place;
}

/** Passenger choices, SPEC 9. */
export const PASSENGERS = { min: 1, max: 8 } as const;
/** Luggage choices, SPEC 9. */
export const LUGGAGE = { min: 1, max: 10 } as const;

/**
 * SPEC 9: the contact form's subjects, by id in the form's order (`contactSubjects` of
 * business.config.ts), with the English text the operator reads in the message whatever the page's
 * language. The form shows `contact.form.subjects.<id>` of the page's language.
 */
export const CONTACT_SUBJECTS: Readonly<Record<string, string>> = contactSubjectTexts(business, 'en');

/** The id of a contact subject. */
export type ContactSubjectId = string;

/** The contact subjects' ids, in the form's order. */
export const CONTACT_SUBJECT_IDS: readonly [string, ...string[]] = Object.keys(CONTACT_SUBJECTS) as [
  string,
  ...string[],
];

/**
 * Builds the SPEC's message text from a subject and the visitor's message.
 *
 * @example
 * contactMessageText('Feedback', 'Great ride!'); // 'Subject: Feedback\n\nGreat ride!'
 */
export function contactMessageText(subject: string, message: string): string {
  return `Subject: ${subject}\n\n${message}`;
}
