import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { mailTexts } from './index.js';

const mailEn = mailTexts.en;

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
  it('has a file for every site language', () => {
    expect(Object.keys(mailTexts).sort()).toEqual([...LANGUAGES].sort());
    expect(texts(mailEn).length).toBeGreaterThan(150);
  });

  it.each(LANGUAGES)('%s has every text of English, none empty, showing the same values', (lang) => {
    const english = new Map(texts(mailEn));
    const own = texts(mailTexts[lang]);
    expect(own.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, text] of own) {
      expect(text.trim(), path).not.toBe('');
      expect(valuesOf(text), path).toEqual(valuesOf(english.get(path) ?? ''));
    }
  });
});
