import { type Language, languageFromTag } from './languages.js';
import { formatDecimal, formatEuroAmount } from './number-format.js';
import { NUMBER_LOCALES as LOCALES } from './texts/language.generated.js';

/** The one locale each site language formats numbers, money, distances and dates with (its `language.ts`). */
export const NUMBER_LOCALES: Readonly<Record<Language, string>> = LOCALES;

const localeOf = (lang: Language | string): string => NUMBER_LOCALES[languageFromTag(lang) ?? 'en'];

/**
 * One date formatter per locale and options, built once: constructing an Intl formatter costs about
 * as much as a hundred calls to `format`. Numbers and euros do without Intl (number-format.ts).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  const known = dateFormats.get(key);
  if (known) return known;
  const made = new Intl.DateTimeFormat(locale, options);
  dateFormats.set(key, made);
  return made;
}

/**
 * A euro amount for people, the one euro format of each language: English "€619.74", Dutch
 * "€ 619,74". `cents: 'always'` (prices, SPEC 9: 2 decimals) always shows cents; `'auto'` (the
 * default, for "from" prices in copy) drops them on whole euros ("€50", "€ 50").
 *
 * @example
 * formatEuros(61974, 'nl') // '€ 619,74'
 * formatEuros(5000, 'en') // '€50'
 * formatEuros(5000, 'en', { cents: 'always' }) // '€50.00'
 */
export function formatEuros(
  cents: number,
  lang: Language | string,
  options: { cents?: 'auto' | 'always' } = {},
): string {
  const digits = options.cents === 'always' || cents % 100 !== 0 ? 2 : 0;
  return formatEuroAmount(cents / 100, localeOf(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * A count for people: "32,002" / "32.002".
 *
 * @example
 * formatNumber(32002, 'nl') // '32.002'
 */
export function formatNumber(value: number, lang: Language | string): string {
  return formatDecimal(value, localeOf(lang));
}

/**
 * A distance for people, one decimal at most: "174.3 km" / "174,3 km".
 *
 * @example
 * formatKm(174.3, 'nl') // '174,3 km'
 */
export function formatKm(km: number, lang: Language | string): string {
  return `${formatDecimal(km, localeOf(lang), { maximumFractionDigits: 1 })} km`;
}

/**
 * A `YYYY-MM-DD` calendar day as a long date in the language; the date is a day, no time zone.
 *
 * @example
 * formatLongDate('2026-12-24', 'nl') // 'donderdag 24 december 2026'
 * formatLongDate('2026-12-01', 'fr') // 'mardi 1er décembre 2026'
 */
export function formatLongDate(date: string, lang: Language | string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  const text = dateFormat(localeOf(lang), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  // French writes the first of a month as an ordinal: "mardi 1er décembre 2026".
  return d === 1 && languageFromTag(lang) === 'fr' ? text.replace(' 1 ', ' 1er ') : text;
}
