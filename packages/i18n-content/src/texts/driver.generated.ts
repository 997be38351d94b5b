// Written by packages/i18n-content/scripts/text-registries.mjs from the folders in src/texts/.
// Do not edit: add or change a language folder and build (or run `pnpm languages`).
import { driver as en_ } from './en/driver.js';
import { driver as de_ } from './de/driver.js';
import { driver as fr_ } from './fr/driver.js';
import { driver as nl_ } from './nl/driver.js';

/** The driver texts of every language folder. */
export const TEXTS = { en: en_, de: de_, fr: fr_, nl: nl_ };
