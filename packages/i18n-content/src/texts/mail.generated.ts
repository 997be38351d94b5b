// Written by packages/i18n-content/scripts/text-registries.mjs from the folders in src/texts/.
// Do not edit: add or change a language folder and build (or run `pnpm languages`).
import { mail as en_ } from './en/mail.js';
import { mail as de_ } from './de/mail.js';
import { mail as fr_ } from './fr/mail.js';
import { mail as nl_ } from './nl/mail.js';

/** The mail texts of every language folder. */
export const TEXTS = { en: en_, de: de_, fr: fr_, nl: nl_ };
