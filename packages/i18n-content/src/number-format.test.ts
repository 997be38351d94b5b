import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEuroAmount } from './number-format';

const LOCALES = ['en-GB', 'nl-NL', 'de-DE', 'fr-FR'];

/** A fixed pseudo-random sequence (mulberry32), so a failure names a value that fails again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole and fractional values of every size up to 1e9, both signs, and the edges of rounding. */
function sampleValues(): number[] {
  const next = random(20261127);
  const values = [0, -0, 1, -1, 0.5, 0.05, 0.25, 0.35, 1.15, 1.005, 2.675, 9.95, 9.995, 99.95, 999.5, 999.95];
  values.push(1000, 9999.95, 123456.789, 1234567.25, 12345678, 999999.999, 0.0001, 0.000001, 1e-7, 1e21);
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 10);
    const value = next() * magnitude;
    const kind = i % 4;
    // Raw doubles, two decimals (prices), one decimal (distances), whole numbers (counts).
    const shaped =
      kind === 0
        ? value
        : kind === 1
          ? Math.round(value * 100) / 100
          : kind === 2
            ? Math.round(value * 10) / 10
            : Math.round(value);
    values.push(i % 7 === 0 ? -shaped : shaped);
  }
  // Halfway points of the cent and the tenth, where the rounding mode shows.
  for (let i = 0; i < 500; i++)
    values.push(Math.floor(next() * 1e5) + 0.005 + Math.floor(next() * 100) / 100);
  for (let i = 0; i < 500; i++) values.push(Math.floor(next() * 1e4) / 10 + 0.05);
  return values;
}

const DIGITS = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
];

describe('numbers without Intl.NumberFormat, exactly as Intl writes them', () => {
  const values = sampleValues();

  it.each(LOCALES)('writes decimals as Intl does in %s', (locale) => {
    for (const digits of DIGITS) {
      const intl = new Intl.NumberFormat(locale, digits);
      const wrong = values.filter((value) => formatDecimal(value, locale, digits) !== intl.format(value));
      expect(
        wrong
          .slice(0, 5)
          .map((value) => [value, digits, formatDecimal(value, locale, digits), intl.format(value)]),
      ).toEqual([]);
    }
  });

  it.each(LOCALES)('writes euro amounts as Intl does in %s', (locale) => {
    for (const digits of DIGITS.slice(3)) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', ...digits });
      const cents = values.map((value) => Math.round(value * 100) / 100);
      const wrong = cents.filter((value) => formatEuroAmount(value, locale, digits) !== intl.format(value));
      expect(
        wrong
          .slice(0, 5)
          .map((value) => [value, digits, formatEuroAmount(value, locale, digits), intl.format(value)]),
      ).toEqual([]);
    }
  });

  it('writes the examples of the site', () => {
    expect(formatEuroAmount(619.74, 'nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '€\u00a0619,74',
    );
    expect(formatEuroAmount(-5, 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '-€5.00',
    );
    expect(formatEuroAmount(1234, 'fr-FR', { maximumFractionDigits: 0 })).toBe('1\u202f234\u00a0€');
    expect(formatDecimal(32002, 'nl-NL')).toBe('32.002');
    expect(formatDecimal(1.15, 'en-GB', { maximumFractionDigits: 1 })).toBe('1.2');
    expect(formatDecimal(9.96, 'de-DE', { maximumFractionDigits: 1 })).toBe('10');
  });

  it('leaves locales outside its table, and values it does not write plainly, to Intl', () => {
    expect(formatDecimal(1234.5, 'es-ES')).toBe(new Intl.NumberFormat('es-ES').format(1234.5));
    expect(formatDecimal(Number.NaN, 'en-GB')).toBe('NaN');
    expect(formatDecimal(Number.POSITIVE_INFINITY, 'nl-NL')).toBe('∞');
    expect(formatDecimal(1e-7, 'en-GB')).toBe('0');
  });
});
