import type { Language } from '../languages.js';
import { en } from './en.js';
import { nl } from './nl.js';
import type { TranslationResource } from './types.js';

/** i18next resources for the single "translation" namespace, per language. */
export const translations: Readonly<Record<Language, TranslationResource>> = { en, nl };

/**
 * The dotted keys of every leaf string in a resource object (array items by index), sorted.
 *
 * @example
 * translationKeys({ a: { b: 'x' }, c: ['y'] }) // ['a.b', 'c.0']
 */
export function translationKeys(resource: unknown, prefix = ''): string[] {
  if (typeof resource === 'string') return [prefix];
  if (resource === null || typeof resource !== 'object') return [];
  const keys: string[] = [];
  for (const [key, value] of Object.entries(resource)) {
    keys.push(...translationKeys(value, prefix ? `${prefix}.${key}` : key));
  }
  return keys.sort();
}
