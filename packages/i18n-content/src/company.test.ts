import { describe, expect, it } from 'vitest';
import { company, TEXT_VARIABLES } from './company.js';
import { consoleTranslations } from './console/index.js';
import { translations } from './locales/index.js';

describe('the company name', () => {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];

  it('is never typed in a text: the texts name it {{company}}, filled from company.ts', () => {
    for (const resource of [...Object.values(translations), ...Object.values(consoleTranslations)]) {
      const all = strings(resource);
      expect(all.filter((text) => text.includes(company.name))).toEqual([]);
      expect(all.filter((text) => text.includes('{{company}}')).length).toBeGreaterThan(0);
    }
    expect(TEXT_VARIABLES.company).toBe(company.name);
  });
});
