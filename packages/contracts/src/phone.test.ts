import { describe, expect, it } from 'vitest';
import { formatPhoneInternational, isValidPhone, toE164 } from './phone.js';

describe('phone', () => {
  it.each([
    ['+31 6 12345678', '+31612345678'],
    ['+31 (0)20-1234567', '+31201234567'],
    ['+31 20 123 4567', '+31201234567'],
    ['06-12345678', '+31612345678'],
    ['+32 470 12 34 56', '+32470123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+31 6 123', null],
    ['hello', null],
    ['', null],
  ])('%s -> %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
    expect(isValidPhone(input)).toBe(e164 !== null);
  });

  it('formats internationally', () => {
    expect(formatPhoneInternational('+31612345678')).toBe('+31 6 12345678');
  });
});

describe('the server refuses numbers outside every real range', () => {
  it.each(['+31 12345', '+3112345', '+31 97 1234 5678', '+1 555 555 5555'])('%s', (input) => {
    expect(toE164(input)).toBeNull();
  });
});
