/**
 * Numbers and euro amounts written the way `Intl.NumberFormat` writes them, for the locales of the
 * site, without constructing an `Intl.NumberFormat`: the first one a page builds loads ICU's number
 * data, about 25 ms on a fast desktop and 100-200 ms on a mid-range phone, on the main thread while
 * the page hydrates. The rules of these locales (CLDR's, as Intl applies them) fit in the table
 * below; any other locale goes to Intl. number-format.test.ts holds every function to Intl's output
 * over thousands of values.
 */

interface LocaleNumbers {
  /** Between groups of three integer digits (CLDR's minimum grouping digits is 1 in all of these). */
  readonly group: string;
  readonly decimal: string;
  /** A euro amount: `{n}` is the unsigned number, `-` where a negative amount has its sign. */
  readonly euro: string;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const LOCALES: Readonly<Record<string, LocaleNumbers>> = {
  'en-GB': { group: ',', decimal: '.', euro: '-€{n}' },
  'nl-NL': { group: '.', decimal: ',', euro: `€${NBSP}-{n}` },
  'de-DE': { group: '.', decimal: ',', euro: `-{n}${NBSP}€` },
  'fr-FR': { group: NARROW_NBSP, decimal: ',', euro: `-{n}${NBSP}€` },
};

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * `value` as a plain decimal string of its shortest round-trip form (`String(value)`), rounded to
 * `max` fraction digits half away from zero (Intl's `halfExpand`) and padded to `min`; null where
 * `String` would use an exponent (below 1e-6 or from 1e21), which Intl is left to write.
 */
function decimalDigits(value: number, min: number, max: number): { int: string; frac: string } | null {
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return null;
  const [intPart = '0', fracPart = ''] = text.split('.');
  let int = intPart;
  let frac = fracPart;
  if (frac.length > max) {
    const roundUp = frac.charCodeAt(max) >= 53; // the first dropped digit is 5 or more
    frac = frac.slice(0, max);
    if (roundUp) {
      // Add one at the last kept digit, carrying into the integer part.
      const digits = (int + frac).split('').map(Number);
      let i = digits.length - 1;
      while (i >= 0) {
        if (digits[i] === 9) {
          digits[i] = 0;
          i--;
        } else {
          digits[i] = (digits[i] ?? 0) + 1;
          break;
        }
      }
      const all = (i < 0 ? '1' : '') + digits.join('');
      int = all.slice(0, all.length - frac.length);
      frac = all.slice(all.length - frac.length);
    }
  }
  frac = frac.replace(/0+$/, '');
  while (frac.length < min) frac += '0';
  return { int, frac };
}

function groupDigits(int: string, separator: string): string {
  let out = '';
  for (let end = int.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = int.slice(start, end) + (out ? separator + out : '');
  }
  return out;
}

/** A number as `new Intl.NumberFormat(locale, digits).format(value)` writes it. */
export function formatDecimal(value: number, locale: string, digits: FractionDigits = {}): string {
  const min = digits.minimumFractionDigits ?? 0;
  const max = Math.max(min, digits.maximumFractionDigits ?? 3);
  const rules = LOCALES[locale];
  const parts = rules && Number.isFinite(value) ? decimalDigits(value, min, max) : null;
  if (!rules || !parts) return new Intl.NumberFormat(locale, digits).format(value);
  const number = groupDigits(parts.int, rules.group) + (parts.frac ? rules.decimal + parts.frac : '');
  // Intl keeps the sign of a negative value that rounds to zero ("-0"), as here.
  return value < 0 || Object.is(value, -0) ? `-${number}` : number;
}

/**
 * A euro amount as `new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', ...digits })`
 * writes it: English "€1,234.50", Dutch "€ 1.234,50", German "1.234,50 €", French "1 234,50 €".
 */
export function formatEuroAmount(value: number, locale: string, digits: FractionDigits): string {
  const rules = LOCALES[locale];
  const unsigned = rules && formatDecimal(Math.abs(value), locale, digits);
  if (!rules || !unsigned || !Number.isFinite(value) || Object.is(value, -0)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', ...digits }).format(value);
  }
  const negative = value < 0;
  const pattern = negative ? rules.euro : rules.euro.replace('-', '');
  return pattern.replace('{n}', unsigned);
}
