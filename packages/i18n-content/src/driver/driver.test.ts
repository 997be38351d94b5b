import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { translationKeys } from '../locales/index.js';
import { driverTranslations } from './index.js';

const driverEn = driverTranslations.en;

function leaves(resource: unknown, prefix = ''): [string, string][] {
  if (typeof resource === 'string') return [[prefix, resource]];
  if (resource === null || typeof resource !== 'object') return [];
  return Object.entries(resource).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('driver page texts', () => {
  it.each(LANGUAGES)('has the same keys in %s as in English', (lang) => {
    expect(Object.keys(driverTranslations).sort()).toEqual([...LANGUAGES].sort());
    expect(translationKeys(driverTranslations[lang])).toEqual(translationKeys(driverEn));
    expect(translationKeys(driverEn).length).toBeGreaterThan(60);
  });

  it.each(LANGUAGES)('has no empty strings and the same placeholders in %s', (lang) => {
    const byKey = new Map(leaves(driverTranslations[lang]));
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of leaves(driverEn)) {
      const translated = byKey.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it.each(LANGUAGES)(
    'gives every counted text a one and an other form in %s, both naming the count',
    (lang) => {
      const counted = leaves(driverEn).filter(([, text]) => text.includes('{{count}}'));
      expect(counted.length).toBeGreaterThan(0);
      for (const [key] of counted) expect(key, key).toMatch(/\.(one|other)$/);
      for (const [key, text] of leaves(driverTranslations[lang]).filter(([k]) => /\.(one|other)$/.test(k)))
        expect(text, key).toContain('{{count}}');
    },
  );

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('writes the %s page in that language', (lang) => {
    const byKey = new Map(leaves(driverTranslations[lang]));
    const same = leaves(driverEn)
      .filter(([key, text]) => byKey.get(key) === text && text.split(' ').length > 2)
      .map(([key]) => key);
    expect(same).toEqual([]);
  });

  it('has a text for every step a driver can press and every error the driver API answers', () => {
    for (const step of ['onTheWay', 'arrived', 'onBoard', 'completed', 'noShow'])
      expect(driverEn.progress, step).toHaveProperty(step);
    for (const code of [
      'linkNotValid',
      'linkExpired',
      'notYetPickedUp',
      'transitionNotAllowed',
      'notFound',
      'rateLimited',
    ])
      expect(driverEn.errors, code).toHaveProperty(code);
  });
});
