import { business } from '@spt/business';
import type { Language } from '../languages.js';
import { en } from './en.js';
import { nl } from './nl.js';
import type { TranslationResource } from './types.js';

/** i18next resources for the single "translation" namespace, per language. */
export const translations: Readonly<Record<Language, TranslationResource>> = { en, nl };

// A vehicle added in business.config.ts needs its feature labels in every language: without them the
// build (which prerenders every page) stops here, naming the missing text.
for (const [language, resource] of Object.entries(translations))
  for (const vehicle of business.vehicles)
    if (
      (resource.fleet.vehicles as Record<string, { features?: unknown[] } | undefined>)[`v${vehicle.id}`]
        ?.features?.length !== 3
    )
      throw new Error(
        `business.config.ts lists vehicle ${vehicle.id} (${vehicle.name}), but packages/i18n-content/src/locales/${language}.ts has no three feature labels under fleet.vehicles.v${vehicle.id}`,
      );

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
