import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone rules shared by browser and server. This entry (`@spt/contracts/phone`) pulls libphonenumber's
 * metadata (about 80 KB), so it is kept out of the main entry and loaded only where phones are entered.
 */
export const PHONE = {
  /** SPEC 5: the default country of the selector. */
  defaultCountry: 'NL',
  /** What the number field accepts before parsing. */
  allowedCharacters: /^[0-9 ()-]*$/,
} as const;

/**
 * Whether a full international number (with + and calling code) is a valid phone number.
 *
 * @example
 * isValidPhone('+31 6 12345678'); // true
 * isValidPhone('+31 6 123'); // false
 */
export function isValidPhone(input: string): boolean {
  return toE164(input) !== null;
}

/**
 * Normalizes a phone number to E.164, or `null` when it is not valid. Numbers without `+` are read as
 * Dutch (the selector's default country).
 *
 * @example
 * toE164('+31 6 12345678'); // '+31612345678'
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length < 4 || trimmed.length > 40) return null;
  const parsed = parsePhoneNumberFromString(trimmed, PHONE.defaultCountry);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}

/**
 * Formats a valid number for display in international format, or `null` when invalid.
 *
 * @example
 * formatPhoneInternational('+31612345678'); // '+31 6 12345678'
 */
export function formatPhoneInternational(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), PHONE.defaultCountry);
  return parsed?.isValid() ? parsed.formatInternational() : null;
}
