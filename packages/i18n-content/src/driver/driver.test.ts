import { describe, expect, it } from 'vitest';
import { translationKeys } from '../locales/index.js';
import { driverEn } from './en.js';
import { driverTranslations } from './index.js';
import { driverNl } from './nl.js';

function leaves(resource: unknown, prefix = ''): [string, string][] {
  if (typeof resource === 'string') return [[prefix, resource]];
  if (resource === null || typeof resource !== 'object') return [];
  return Object.entries(resource).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('driver page texts', () => {
  it('has the same keys in English and Dutch', () => {
    expect(translationKeys(driverNl)).toEqual(translationKeys(driverEn));
    expect(translationKeys(driverEn).length).toBeGreaterThan(60);
    expect(driverTranslations).toEqual({ en: driverEn, nl: driverNl });
  });

  it('has no empty strings and the same placeholders in both languages', () => {
    const nlByKey = new Map(leaves(driverNl));
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of leaves(driverEn)) {
      const nlText = nlByKey.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(nlText.trim(), key).not.toBe('');
      expect(placeholders(nlText), key).toEqual(placeholders(text));
    }
  });

  it('gives every counted text a one and an other form, both naming the count', () => {
    const counted = leaves(driverEn).filter(([, text]) => text.includes('{{count}}'));
    expect(counted.length).toBeGreaterThan(0);
    for (const [key] of counted) expect(key, key).toMatch(/\.(one|other)$/);
    for (const [key, text] of leaves(driverNl).filter(([k]) => /\.(one|other)$/.test(k)))
      expect(text, key).toContain('{{count}}');
  });

  it('writes the Dutch page in Dutch', () => {
    const nlByKey = new Map(leaves(driverNl));
    const same = leaves(driverEn)
      .filter(([key, text]) => nlByKey.get(key) === text && text.split(' ').length > 2)
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
