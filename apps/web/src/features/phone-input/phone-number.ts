import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

export type { CountryCode };

export const DEFAULT_COUNTRY: CountryCode = 'NL';

/** SPEC section 5: the number field accepts only digits, spaces, hyphens and parentheses. */
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

/** Validates the number as dialled from `country` (a national number, or one with its own prefix). */
export function evaluatePhone(country: CountryCode, number: string): PhoneEvaluation {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 0) return { valid: false, e164: '', formatted: '' };
  const parsed = parsePhoneNumberFromString(number, country);
  if (!parsed?.isValid()) return { valid: false, e164: '', formatted: '' };
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

/** Every country libphonenumber knows, named in `language`, sorted by that name. */
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

/** Filters countries by name (any word's prefix), ISO code or calling code ("+44", "44"). */
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
