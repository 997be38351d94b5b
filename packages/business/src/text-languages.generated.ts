// Written by packages/i18n-content/scripts/text-registries.mjs from the folders in packages/i18n-content/src/texts/.
// Do not edit: add or change a language folder and build (or run `pnpm languages`).

/** The languages the site has texts for (a folder each in packages/i18n-content/src/texts/), English first. */
export const TEXT_LANGUAGES = ['en', 'de', 'fr', 'nl'] as const;
