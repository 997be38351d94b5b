import { describe, expect, it } from 'vitest';
import { negotiateLanguage, parseAcceptLanguage } from './languages.js';

describe('parseAcceptLanguage', () => {
  it.each([
    ['en;q=0.1, nl;q=0.9', ['nl', 'en']],
    ['nl-BE,nl;q=0.9,en;q=0.8', ['nl-BE', 'nl', 'en']],
    ['fr, de;q=0.7, *;q=0.1', ['fr', 'de']],
    ['nl;q=0, en', ['en']],
    ['en;q=2, nl;q=abc, de', ['de']],
    ['', []],
  ])('%j -> %j', (header, tags) => {
    expect(parseAcceptLanguage(header)).toEqual(tags);
  });

  it('handles no header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('negotiateLanguage (SPEC 2.2 and 9)', () => {
  it.each([
    [{ query: 'nl', cookie: 'en', stored: 'en', browser: ['en'] }, 'nl'],
    [{ query: 'de', cookie: 'nl' }, 'nl'],
    [{ cookie: 'nl', stored: 'en', browser: ['en'] }, 'nl'],
    [{ stored: 'nl', browser: ['en-US'] }, 'nl'],
    [{ cookie: 'xx', stored: 'nl', browser: ['en'] }, 'nl'],
    [{ stored: 'de-DE', browser: ['fr', 'nl-BE'] }, 'nl'],
    [{ browser: parseAcceptLanguage('en;q=0.1, nl;q=0.9') }, 'nl'],
    [{ browser: ['fr', 'de'] }, 'en'],
    [{}, 'en'],
  ] as const)('%j -> %s', (signals, lang) => {
    expect(negotiateLanguage(signals)).toBe(lang);
  });
});
