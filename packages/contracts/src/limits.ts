// The contract's constants and small rules that need no schema library: the browser's forms import
// them from `@spt/contracts/rules` without loading zod, which they fetch only to check a submission.

/** Characters a phone number may contain before it is parsed (SPEC 5: digits, spaces, hyphens, parentheses). */
export const PHONE_CHARACTERS = /^\+?[0-9 ()\-.]{4,30}$/;

/** Passenger choices, SPEC 9. */
export const PASSENGERS = { min: 1, max: 8 } as const;
/** Luggage choices, SPEC 9. */
export const LUGGAGE = { min: 1, max: 10 } as const;

/** SPEC 9: the contact form's subjects. */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Booking Request',
  'Business Transfer',
  'Airport Service',
  'City Transfer',
  'Complaint',
  'Feedback',
  'Other',
] as const;

/**
 * Builds the SPEC's message text from a subject and the visitor's message.
 *
 * @example
 * contactMessageText('Feedback', 'Great ride!'); // 'Subject: Feedback\n\nGreat ride!'
 */
export function contactMessageText(subject: string, message: string): string {
  return `Subject: ${subject}\n\n${message}`;
}
