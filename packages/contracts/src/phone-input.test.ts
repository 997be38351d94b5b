import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  evaluatePhone,
  filterCountries,
  sanitizePhoneInput,
  splitInternational,
} from './phone.js';

describe('sanitizePhoneInput', () => {
  it('keeps only digits, spaces, hyphens and parentheses', () => {
    expect(sanitizePhoneInput('+31 (06) 12-34a5678!')).toBe('31 (06) 12-345678');
  });
});

describe('evaluatePhone', () => {
  it.each([
    ['NL', '06 12345678', '+31612345678', '+31 6 12345678'],
    ['NL', '6 1234 5678', '+31612345678', '+31 6 12345678'],
    ['BE', '0470 12 34 56', '+32470123456', '+32 470 12 34 56'],
    ['GB', '07400 123456', '+447400123456', '+44 7400 123456'],
    ['US', '(201) 555-0123', '+12015550123', '+1 201 555 0123'],
  ] as const)('%s %s is valid as %s', (country, number, e164, formatted) => {
    expect(evaluatePhone(country, number)).toEqual({ valid: true, e164, formatted });
  });

  it.each([
    ['NL', ''],
    ['NL', '06 123'],
    ['NL', '1234567890123456'],
    ['BE', '12'],
  ] as const)('%s %s is invalid', (country, number) => {
    expect(evaluatePhone(country, number).valid).toBe(false);
  });
});

describe('countries', () => {
  const en = countryOptions('en');
  const nl = countryOptions('nl');

  it('names countries in the page language', () => {
    expect(en.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(nl.find((c) => c.code === 'DE')?.name).toBe('Duitsland');
    expect(nl.find((c) => c.code === 'NL')).toMatchObject({ callingCode: '31', flag: '🇳🇱' });
  });

  it('finds a country by name, ISO code or calling code', () => {
    expect(filterCountries(nl, 'belg').map((c) => c.code)).toContain('BE');
    expect(filterCountries(en, 'kingdom').map((c) => c.code)).toContain('GB');
    expect(filterCountries(en, 'gb').map((c) => c.code)).toEqual(['GB']);
    expect(filterCountries(en, '+44').map((c) => c.code)).toContain('GB');
    expect(filterCountries(en, '0049').map((c) => c.code)).toEqual(['DE']);
    expect(filterCountries(en, 'curacao').map((c) => c.code)).toEqual(['CW']);
    expect(filterCountries(en, '')).toHaveLength(en.length);
  });
});

describe('number ranges (SPEC 5: the full international number is validated)', () => {
  it.each([
    ['NL', '12345'],
    ['NL', '97 1234 5678'],
    ['NL', '+31 12345'],
    ['US', '555 555 5555'],
  ] as const)('%s %s has the right length but no real range, so it is invalid', (country, number) => {
    expect(evaluatePhone(country, number).valid).toBe(false);
  });
});

describe('splitInternational: a whole number typed into the number field', () => {
  it.each([
    ['+49 151 23456789', 'DE'],
    ['0049 151 23456789', 'DE'],
    ['+33 6 12 34 56 78', 'FR'],
    ['+31 6 12345678', 'NL'],
    ['+1 212 555 0123', 'US'],
    ['+44 20 7946 0958', 'GB'],
  ])('%s sets %s and keeps a valid national number', (text, country) => {
    const split = splitInternational(text);
    expect(split?.country).toBe(country);
    expect(split?.national).toMatch(/^[0-9 ()-]+$/);
    expect(evaluatePhone(country as Parameters<typeof evaluatePhone>[0], split?.national ?? '').valid).toBe(
      true,
    );
  });

  it.each(['06 12345678', '151 23456789', '+', '+999 1234', '00', ''])('leaves %j to the field', (text) => {
    expect(splitInternational(text)).toBeNull();
  });
});
