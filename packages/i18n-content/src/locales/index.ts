import { business } from '@spt/business';
import type { Language } from '../languages.js';
import { TEXTS } from '../texts/site.generated.js';
import type { TranslationResource } from './types.js';

/** i18next resources for the single "translation" namespace, per language (src/texts/<lang>/site.ts). */
export const translations: Readonly<Record<Language, TranslationResource>> = TEXTS;

/**
 * Throws, naming the missing text, when a vehicle of business.config.ts lacks its three feature
 * labels (`fleet.vehicles.v<id>.features`) in a language. The web build calls it before it
 * prerenders a page (a module-level check would keep every dictionary in the browser's bundle).
 */
export function checkVehicleTexts(): void {
  for (const [language, resource] of Object.entries(translations))
    for (const vehicle of business.vehicles) {
      const texts = (resource.fleet.vehicles as Record<string, { features?: unknown[] } | undefined>)[
        `v${vehicle.id}`
      ];
      if (texts?.features?.length !== 3)
        throw new Error(
          `business.config.ts lists vehicle ${vehicle.id} (${vehicle.name}), but packages/i18n-content/src/texts/${language}/site.ts has no three feature labels under fleet.vehicles.v${vehicle.id}`,
        );
    }
}

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
