import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

export type { CountryCode };

/**
 * The one phone module, shared by the browser's phone field and the server. It validates against
 * libphonenumber's full ("max") metadata, which knows each country's real number ranges, so a number
 * of the right length in a range no operator uses (`+31 12345`, `+31 97 1234 5678`) is refused. This
 * entry (`@spt/contracts/phone`) carries that metadata (about 40 KB gzip), so it is kept out of the
 * main entry and loaded only where phones are entered.
 */
export const PHONE = {
  /** SPEC 5: the default country of the selector. */
  defaultCountry: 'NL',
  /** What the number field accepts before parsing. */
  allowedCharacters: /^[0-9 ()-]*$/,
} as const satisfies { defaultCountry: CountryCode; allowedCharacters: RegExp };

/** The selector's default country (SPEC 5). */
export const DEFAULT_COUNTRY: CountryCode = PHONE.defaultCountry;

const MIN_LENGTH = 4;
const MAX_LENGTH = 40;

function parse(input: string, country: CountryCode) {
  const trimmed = input.trim();
  if (trimmed.length < MIN_LENGTH || trimmed.length > MAX_LENGTH) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  return parsed?.isValid() ? parsed : undefined;
}

/**
 * Whether a full international number (with + and calling code) is a valid phone number.
 *
 * @example
 * isValidPhone('+31 6 12345678'); // true
 * isValidPhone('+31 12345'); // false: no Dutch number starts with 1 and has five digits
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
  return parse(input, DEFAULT_COUNTRY)?.number ?? null;
}

/**
 * Formats a valid number for display in international format, or `null` when invalid.
 *
 * @example
 * formatPhoneInternational('+31612345678'); // '+31 6 12345678'
 */
export function formatPhoneInternational(input: string): string | null {
  return parse(input, DEFAULT_COUNTRY)?.formatInternational() ?? null;
}

/**
 * A phone number for people: international format with its groups spaced (`+31 6 12345678`); text
 * that is no valid number is shown as it was stored. The mails, the calendar files and the console
 * show every number this way.
 *
 * @example
 * displayPhone('+31612345678'); // '+31 6 12345678'
 * displayPhone('call me'); // 'call me'
 */
export function displayPhone(phone: string): string {
  return formatPhoneInternational(phone) ?? phone.trim();
}

/**
 * A whole international number typed or pasted into the number field ("+49 151 23456789",
 * "0049 151 23456789"): its country and the national part, so the field can set the selector and
 * keep the digits (the field itself takes no "+", SPEC 5). `null` when the text does not start with
 * "+" or "00", or its calling code names no country.
 *
 * @example
 * splitInternational('+49 151 23456789'); // { country: 'DE', national: '151 23456789' }
 * splitInternational('06 12345678'); // null
 */
export function splitInternational(text: string): { country: CountryCode; national: string } | null {
  const trimmed = text.trim();
  const international = trimmed.startsWith('+')
    ? trimmed
    : /^00\d/.test(trimmed)
      ? `+${trimmed.slice(2)}`
      : '';
  if (!international || international.length > MAX_LENGTH) return null;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed?.country) return null;
  return { country: parsed.country, national: sanitizePhoneInput(parsed.formatNational()).trim() };
}

/**
 * SPEC section 5: the number field accepts only digits, spaces, hyphens and parentheses.
 *
 * @example
 * sanitizePhoneInput('+31 (06) 12-34a5678'); // '31 (06) 12-345678'
 */
export function sanitizePhoneInput(text: string): string {
  return text.replace(/[^\d\s()-]/g, '');
}

export interface PhoneEvaluation {
  /** True when the full international number is valid. */
  valid: boolean;
  /** E.164 form (+31612345678) when valid, else ''. */
  e164: string;
  /** International display form (+31 6 12345678) when valid, else ''. */
  formatted: string;
}

const INVALID: PhoneEvaluation = { valid: false, e164: '', formatted: '' };

/**
 * Validates the number as dialled from `country` (a national number, or one with its own prefix).
 *
 * @example
 * evaluatePhone('NL', '06 12345678'); // { valid: true, e164: '+31612345678', formatted: '+31 6 12345678' }
 * evaluatePhone('NL', '12345').valid; // false
 */
export function evaluatePhone(country: CountryCode, number: string): PhoneEvaluation {
  if (!/\d/.test(number)) return INVALID;
  const parsed = parse(number, country);
  if (!parsed) return INVALID;
  return { valid: true, e164: parsed.number, formatted: parsed.formatInternational() };
}

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
  flag: string;
}

const flagOf = (code: string): string =>
  String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/**
 * Every country libphonenumber knows, named in `language`, sorted by that name.
 *
 * @example
 * countryOptions('nl').find((c) => c.code === 'DE')?.name; // 'Duitsland'
 */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      callingCode: getCountryCallingCode(code),
      flag: flagOf(code),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Filters countries by name (any word's prefix), ISO code or calling code ("+44", "44", "0044").
 *
 * @example
 * filterCountries(countryOptions('en'), '+32').map((c) => c.code); // ['BE']
 */
export function filterCountries(options: CountryOption[], query: string): CountryOption[] {
  const q = fold(query.trim());
  if (!q) return options;
  const digits = q.replace(/^\+|^00/, '');
  if (/^\d+$/.test(digits)) return options.filter((option) => option.callingCode.startsWith(digits));
  return options.filter((option) => {
    const name = fold(option.name);
    return (
      option.code.toLowerCase() === q ||
      name.startsWith(q) ||
      name.split(/[\s\-()]+/).some((word) => word.startsWith(q))
    );
  });
}
