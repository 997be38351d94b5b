// Written by packages/i18n-content/scripts/text-registries.mjs from the folders in src/texts/.
// Do not edit: add or change a language folder and build (or run `pnpm languages`).
import { site as en_ } from './en/site.js';
import { site as de_ } from './de/site.js';
import { site as fr_ } from './fr/site.js';
import { site as nl_ } from './nl/site.js';

/** The site texts of every language folder. */
export const TEXTS = { en: en_, de: de_, fr: fr_, nl: nl_ };
