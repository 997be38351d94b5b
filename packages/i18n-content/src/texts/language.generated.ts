// Written by packages/i18n-content/scripts/text-registries.mjs from the folders in src/texts/.
// Do not edit: add or change a language folder and build (or run `pnpm languages`).

/** Each language's name written in itself. */
export const NAMES = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  nl: "Nederlands",
} as const;

/** The locale each language formats dates, numbers and euros in. */
export const NUMBER_LOCALES = {
  en: "en-GB",
  de: "de-DE",
  fr: "fr-FR",
  nl: "nl-NL",
} as const;

/** Each language's paths, without the prefix, in the order of the pages and then the booking page. */
export const PATHS = {
  en: ["","about","services","booking","contact","city-transfers","tours/giethoorn","tours/bruges","tours/keukenhof","tours/marken","tours/volendam","tours/zaanse-schans","tours/brussels","tours/antwerp","manage-booking"],
  de: ["","ueber-uns","leistungen","buchen","kontakt","stadttransfers","touren/giethoorn","touren/bruegge","touren/keukenhof","touren/marken","touren/volendam","touren/zaanse-schans","touren/bruessel","touren/antwerpen","buchung-verwalten"],
  fr: ["","a-propos","services","reserver","contact","transferts-ville","excursions/giethoorn","excursions/bruges","excursions/keukenhof","excursions/marken","excursions/volendam","excursions/zaanse-schans","excursions/bruxelles","excursions/anvers","gerer-ma-reservation"],
  nl: ["","over-ons","diensten","boeken","contact","stad-transfers","tours/giethoorn","tours/brugge","tours/keukenhof","tours/marken","tours/volendam","tours/zaanse-schans","tours/brussel","tours/antwerpen","boeking-beheren"],
} as const;
