import { describe, expect, it } from 'vitest';
import { formatEuros, formatKm, formatLongDate, formatNumber } from './format.js';
import { formatDuration } from './format-duration.js';
import { translations } from './locales/index.js';

// Intl puts a no-break space between the euro sign and the amount in Dutch.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('one euro format per language', () => {
  it.each([
    [5000, 'en', 'auto', '€50'],
    [5000, 'nl', 'auto', '€ 50'],
    [61974, 'en', 'auto', '€619.74'],
    [61974, 'nl', 'auto', '€ 619,74'],
    [5000, 'en', 'always', '€50.00'],
    [5000, 'nl', 'always', '€ 50,00'],
    [123456, 'nl', 'always', '€ 1.234,56'],
  ] as const)('%i cents in %s (%s) -> %s', (cents, lang, mode, text) => {
    expect(plain(formatEuros(cents, lang, { cents: mode }))).toBe(text);
  });
});

describe('one duration format per language (SPEC 9)', () => {
  it.each([
    [45, 'en', '45 min'],
    [60, 'en', '1h'],
    [131, 'en', '2h 11min'],
    [45, 'nl', '45 min'],
    [60, 'nl', '1 uur'],
    [85, 'nl', '1 u 25 min'],
    [131, 'nl', '2 u 11 min'],
    [45, 'de', '45 Min.'],
    [60, 'de', '1 Std.'],
    [130, 'de', '2 Std. 10 Min.'],
    [45, 'fr', '45 min'],
    [120, 'fr', '2 h'],
    [130, 'fr', '2 h 10'],
  ] as const)('%i minutes in %s -> %s', (minutes, lang, text) => {
    expect(formatDuration(minutes, translations[lang].common.duration)).toBe(text);
  });
});

describe('numbers, distances and dates', () => {
  it('formats per language', () => {
    expect(formatNumber(32002, 'en')).toBe('32,002');
    expect(formatNumber(32002, 'nl')).toBe('32.002');
    expect(formatKm(174.3, 'en')).toBe('174.3 km');
    expect(formatKm(174.3, 'nl')).toBe('174,3 km');
    expect(formatLongDate('2026-12-24', 'nl')).toBe('donderdag 24 december 2026');
    expect(formatNumber(32002, 'de')).toBe('32.002');
    expect(formatNumber(32002, 'fr')).toBe('32\u202f002');
    expect(formatKm(174.3, 'fr')).toBe('174,3 km');
    expect(formatEuros(18000, 'de')).toBe('180\u00a0€');
    expect(formatEuros(18000, 'fr')).toBe('180\u00a0€');
    expect(formatLongDate('2026-12-24', 'de')).toBe('Donnerstag, 24. Dezember 2026');
    expect(formatLongDate('2026-12-24', 'fr')).toBe('jeudi 24 décembre 2026');
    // French writes the first of a month as an ordinal, and only the first.
    expect(formatLongDate('2026-12-01', 'fr')).toBe('mardi 1er décembre 2026');
    expect(formatLongDate('2026-12-01', 'fr-BE')).toBe('mardi 1er décembre 2026');
    expect(formatLongDate('2026-12-11', 'fr')).toBe('vendredi 11 décembre 2026');
    expect(formatLongDate('2026-12-01', 'nl')).toBe('dinsdag 1 december 2026');
    // ICU versions differ on the comma after the weekday in British English.
    expect(formatLongDate('2026-12-24', 'en')).toMatch(/^Thursday,? 24 December 2026$/);
  });
});
