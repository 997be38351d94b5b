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

/**
 * Passenger choices: SPEC 9's 1 to 8, then 9 to 20 for groups, which only the minibuses seat
 * (`carMax` is the SPEC's last choice, where the wizard's group choices start).
 */
export const PASSENGERS = { min: 1, max: 20, carMax: 8 } as const;

/** The most characters of a booking's notes for the driver and the business. */
export const NOTES_MAX = 500;

/** The most characters of the name sign the driver holds at arrivals. */
export const NAME_SIGN_MAX = 60;

/**
 * A flight number as airlines write it: the airline's two-character IATA code (letters and digits,
 * not two digits) or three-letter ICAO code, then 1 to 4 digits and an optional letter, a space allowed
 * between them. The wizard also accepts "None" and an empty field (no flight).
 */
export const FLIGHT_NUMBER = /^(?:[A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3}) ?[0-9]{1,4}[A-Z]?$/i;

/**
 * What a visitor types for "no flight", in any of the site's languages, whichever page they are on
 * (the wizards suggest "None", "Geen", "Kein Flug" and "Aucun").
 */
const NO_FLIGHT = /^(none|no flight|geen|geen vlucht|kein|keiner|kein flug|aucun|pas de vol|sans vol)$/i;

/**
 * Whether a flight number field holds a flight, nothing, or "None" (SPEC 5: the field may say "None";
 * the Dutch page says "Geen").
 *
 * @example
 * isFlightNumberField('KL 1234'); // true
 * isFlightNumberField('None'); // true
 * isFlightNumberField('tomorrow'); // false
 */
export function isFlightNumberField(value: string): boolean {
  const text = value.trim();
  return text === '' || NO_FLIGHT.test(text) || FLIGHT_NUMBER.test(text);
}

/**
 * The flight of a flight number field, normalized (`kl 1234` -> `KL1234`), or null for none.
 *
 * @example
 * flightOf(' kl 1234 '); // 'KL1234'
 * flightOf('None'); // null
 */
export function flightOf(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return FLIGHT_NUMBER.test(text) ? text.replace(/ /g, '').toUpperCase() : null;
}
/** Luggage choices, SPEC 9. */
export const LUGGAGE = { min: 1, max: 10 } as const;

/**
 * SPEC 9: the contact form's subjects, by id in the form's order (`contactSubjects` of
 * business.config.ts), with the English text the operator reads in the message whatever the page's
 * language. The form shows `contact.form.subjects.<id>` of the page's language.
 */
export const CONTACT_SUBJECTS: Readonly<Record<string, string>> = contactSubjectTexts(business);

/** The id of a contact subject. */
export type ContactSubjectId = string;

/** The contact subjects' ids, in the form's order. */
export const CONTACT_SUBJECT_IDS: readonly [string, ...string[]] = Object.keys(CONTACT_SUBJECTS) as [
  string,
  ...string[],
];

/** How the message the operator reads starts (SPEC 7), before the subject. */
const SUBJECT_PREFIX = 'Subject: ';

/**
 * Builds the SPEC's message text from a subject and the visitor's message.
 *
 * @example
 * contactMessageText('Feedback', 'Great ride!'); // 'Subject: Feedback\n\nGreat ride!'
 */
export function contactMessageText(subject: string, message: string): string {
  return `${SUBJECT_PREFIX}${subject}\n\n${message}`;
}

/** A stored contact message read back: its subject (with the subject's id, if it is one of the form's) and its text. */
export interface ContactMessageParts {
  /** The id of the form's subject (`contactSubjects` of business.config.ts) the message names, or null. */
  subjectId: ContactSubjectId | null;
  /** The subject as stored (the form's English text, or what another client sent). */
  subject: string;
  /** The visitor's message, without the subject line. */
  body: string;
}

/**
 * Reads a stored message back into its subject and text, the inverse of `contactMessageText`, so a
 * viewer can show the subject in its own language (the message stores the English text, SPEC 7).
 * Null when the message does not start with a subject line (another client's text).
 *
 * @example
 * contactMessageParts('Subject: Feedback\n\nGreat ride!');
 * // { subjectId: 'feedback', subject: 'Feedback', body: 'Great ride!' }
 */
export function contactMessageParts(message: string): ContactMessageParts | null {
  if (!message.startsWith(SUBJECT_PREFIX)) return null;
  const end = message.indexOf('\n', SUBJECT_PREFIX.length);
  const subject = (
    end === -1 ? message.slice(SUBJECT_PREFIX.length) : message.slice(SUBJECT_PREFIX.length, end)
  ).trim();
  const body = end === -1 ? '' : message.slice(end + 1).replace(/^\r?\n/, '');
  const subjectId = CONTACT_SUBJECT_IDS.find((id) => CONTACT_SUBJECTS[id] === subject) ?? null;
  return { subjectId, subject, body };
}
