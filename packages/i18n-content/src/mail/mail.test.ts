import { describe, expect, it } from 'vitest';
import { mailEn } from './en.js';
import { isMailLanguage, MAIL_LANGUAGES, mailLanguageOf, mailTexts } from './index.js';

/**
 * Every text of a language as `path -> text`: a plain text as it is, a text with values called with
 * each value as `«name»`, so the values it shows can be compared.
 */
function texts(resource: unknown, prefix = ''): [string, string][] {
  if (typeof resource === 'string') return [[prefix, resource]];
  if (typeof resource === 'function') {
    const values = new Proxy({}, { get: (_, name) => `«${String(name)}»` });
    return [[prefix, String(resource(values))]];
  }
  if (resource === null || typeof resource !== 'object') return [];
  return Object.entries(resource).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

const valuesOf = (text: string) => [...new Set(text.match(/«\w+»/g) ?? [])].sort();

describe('mail texts', () => {
  it('has a file for every mail language, English first', () => {
    expect(Object.keys(mailTexts)).toEqual([...MAIL_LANGUAGES]);
    expect(MAIL_LANGUAGES[0]).toBe('en');
    expect(texts(mailEn).length).toBeGreaterThan(150);
  });

  it.each(MAIL_LANGUAGES)('%s has every text of English, none empty, showing the same values', (lang) => {
    const english = new Map(texts(mailEn));
    const own = texts(mailTexts[lang]);
    expect(own.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, text] of own) {
      expect(text.trim(), path).not.toBe('');
      expect(valuesOf(text), path).toEqual(valuesOf(english.get(path) ?? ''));
    }
  });

  it('writes a mail in the customer’s language when it has texts, else in English', () => {
    expect(mailLanguageOf('nl')).toBe('nl');
    expect(mailLanguageOf('en')).toBe('en');
    expect(mailLanguageOf('xx')).toBe('en');
    expect(isMailLanguage('nl')).toBe(true);
    expect(isMailLanguage('toString')).toBe(false);
  });
});
