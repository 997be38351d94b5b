import { describe, expect, it } from 'vitest';
import {
  CONSOLE_LANGUAGES,
  isConsoleLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageFromTag,
  negotiateLanguage,
  parseAcceptLanguage,
} from './languages.js';

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
    [{ query: 'de', cookie: 'nl' }, 'de'],
    [{ query: 'es', cookie: 'fr' }, 'fr'],
    [{ cookie: 'nl', stored: 'en', browser: ['en'] }, 'nl'],
    [{ stored: 'nl', browser: ['en-US'] }, 'nl'],
    [{ cookie: 'xx', stored: 'nl', browser: ['en'] }, 'nl'],
    [{ stored: 'de-DE', browser: ['fr', 'nl-BE'] }, 'fr'],
    [{ stored: 'de-DE', browser: ['es', 'nl-BE'] }, 'nl'],
    [{ browser: parseAcceptLanguage('de-AT,de;q=0.9,en;q=0.8') }, 'de'],
    [{ browser: parseAcceptLanguage('fr-BE, nl-BE;q=0.8') }, 'fr'],
    [{ browser: parseAcceptLanguage('en;q=0.1, nl;q=0.9') }, 'nl'],
    [{ browser: ['fr', 'de'] }, 'fr'],
    [{ browser: ['es', 'it'] }, 'en'],
    [{}, 'en'],
  ] as const)('%j -> %s', (signals, lang) => {
    expect(negotiateLanguage(signals)).toBe(lang);
  });
});

describe('the language list', () => {
  it('is the list of business.config.ts, English first, each named in its own language', () => {
    expect(LANGUAGES).toEqual(['en', 'nl', 'de', 'fr']);
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' });
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('es')).toBe(false);
    expect(languageFromTag('fr-BE')).toBe('fr');
    expect(languageFromTag('de-CH')).toBe('de');
  });
});

describe('the console languages', () => {
  it('are English and Dutch', () => {
    expect(CONSOLE_LANGUAGES).toEqual(['en', 'nl']);
    for (const other of ['de', 'fr', 'xx', 'NL', '', 'toString', null, undefined, 1]) {
      expect(isConsoleLanguage(other)).toBe(false);
    }
    expect(isConsoleLanguage('nl')).toBe(true);
    expect(isConsoleLanguage('de')).toBe(false);
  });
});
