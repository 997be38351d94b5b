// The one e-mail rule for a visitor's or customer's address (DESIGN "E-mail rule"): the contact form,
// the booking wizard and the API's schemas all ask it. No zod here: the browser's forms import it from
// `@spt/contracts/rules` without loading the schemas. The server's own settings (MAIL_FROM,
// BUSINESS_EMAIL) keep their own, looser rule, so `bookings@localhost` works in development.

/** The most characters of a whole address (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX = 254;
/** The most characters before the `@` (RFC 5321). */
export const EMAIL_LOCAL_PART_MAX = 64;

/**
 * Why an address is refused, or null when it is acceptable:
 * - `required`: nothing typed (spaces alone count as nothing);
 * - `spaces`: a space or other white space inside the address;
 * - `tooLong`: more than {@link EMAIL_MAX} characters, or more than {@link EMAIL_LOCAL_PART_MAX} before the `@`;
 * - `incomplete`: anything else that is not `name@domain.tld` (no `@`, no domain ending such as
 *   `eva@example`, a one-letter ending, two dots in a row, a character no address has).
 */
export type EmailProblem = 'required' | 'spaces' | 'tooLong' | 'incomplete';

/** What each problem tells the person who typed the address: the API's field issue message (English). */
export const EMAIL_PROBLEM_MESSAGES: Readonly<Record<EmailProblem, string>> = {
  required: 'Enter your e-mail address',
  spaces: 'An e-mail address cannot contain spaces',
  tooLong: 'This e-mail address is too long',
  incomplete: 'Enter a complete e-mail address, like name@example.com',
};

/** The characters of a local part without quotes (RFC 5322 atext), dots between them. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** One label of a domain name: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** The domain's ending (top-level domain): two or more letters. */
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

/**
 * The first problem of an e-mail address as typed, or null when it is acceptable. Surrounding white
 * space is ignored (the schemas trim it off); the rule is a local part, `@`, and a domain of at least
 * two labels whose last one (the ending) has two or more letters.
 *
 * @example
 * emailProblem('eva@example.com'); // null
 * emailProblem('eva@example'); // 'incomplete'
 * emailProblem('eva @example.com'); // 'spaces'
 * emailProblem('  '); // 'required'
 */
export function emailProblem(value: string): EmailProblem | null {
  const address = value.trim();
  if (address === '') return 'required';
  if (/\s/.test(address)) return 'spaces';
  if (address.length > EMAIL_MAX) return 'tooLong';
  const at = address.lastIndexOf('@');
  if (at === -1) return 'incomplete';
  const localPart = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (localPart.length > EMAIL_LOCAL_PART_MAX) return 'tooLong';
  if (!LOCAL_PART.test(localPart)) return 'incomplete';
  const labels = domain.split('.');
  const ending = labels.at(-1) ?? '';
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return 'incomplete';
  return TOP_LEVEL_DOMAIN.test(ending) ? null : 'incomplete';
}

/**
 * Whether an address as typed passes the e-mail rule.
 *
 * @example
 * isEmailAddress('jan@example.nl'); // true
 * isEmailAddress('jan@localhost'); // false
 */
export function isEmailAddress(value: string): boolean {
  return emailProblem(value) === null;
}
