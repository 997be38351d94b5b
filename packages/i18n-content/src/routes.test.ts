import { describe, expect, it } from 'vitest';
import {
  allPaths,
  languageForPath,
  localizePath,
  MANAGE_ROUTE,
  PAGE_IDS,
  PRIVATE_ROUTES,
  pageIdForPath,
  pageIdForUnprefixedPath,
  pathFor,
  privatePageIdForPath,
  privatePaths,
  ROUTES,
  translatePath,
} from './routes.js';

const SPEC_TABLE: [string, string, string][] = [
  ['home', '/en', '/nl'],
  ['about', '/en/about', '/nl/over-ons'],
  ['services', '/en/services', '/nl/diensten'],
  ['booking', '/en/booking', '/nl/boeken'],
  ['contact', '/en/contact', '/nl/contact'],
  ['cityTransfers', '/en/city-transfers', '/nl/stad-transfers'],
  ['tourGiethoorn', '/en/tours/giethoorn', '/nl/tours/giethoorn'],
  ['tourBruges', '/en/tours/bruges', '/nl/tours/brugge'],
  ['tourKeukenhof', '/en/tours/keukenhof', '/nl/tours/keukenhof'],
  ['tourMarken', '/en/tours/marken', '/nl/tours/marken'],
  ['tourVolendam', '/en/tours/volendam', '/nl/tours/volendam'],
  ['tourZaanseSchans', '/en/tours/zaanse-schans', '/nl/tours/zaanse-schans'],
  ['tourBrussels', '/en/tours/brussels', '/nl/tours/brussel'],
  ['tourAntwerp', '/en/tours/antwerp', '/nl/tours/antwerpen'],
];

describe('route table', () => {
  it('has the fourteen pages of SPEC 2.1 with their exact paths', () => {
    expect(ROUTES.map((r) => [r.id, r.en, r.nl])).toEqual(SPEC_TABLE);
    expect(PAGE_IDS).toEqual(SPEC_TABLE.map(([id]) => id));
  });

  it('gives 56 distinct prefixed paths without trailing slashes, fourteen per language', () => {
    const paths = allPaths();
    expect(paths).toHaveLength(56);
    expect(new Set(paths).size).toBe(56);
    for (const path of paths) {
      expect(path).toMatch(/^\/(en|nl|de|fr)(\/[a-z-]+)*$/);
    }
  });

  it('has German and French paths chosen as a native speaker would', () => {
    expect(ROUTES.map((r) => [r.id, r.de, r.fr])).toEqual([
      ['home', '/de', '/fr'],
      ['about', '/de/ueber-uns', '/fr/a-propos'],
      ['services', '/de/leistungen', '/fr/services'],
      ['booking', '/de/buchen', '/fr/reserver'],
      ['contact', '/de/kontakt', '/fr/contact'],
      ['cityTransfers', '/de/stadttransfers', '/fr/transferts-ville'],
      ['tourGiethoorn', '/de/touren/giethoorn', '/fr/excursions/giethoorn'],
      ['tourBruges', '/de/touren/bruegge', '/fr/excursions/bruges'],
      ['tourKeukenhof', '/de/touren/keukenhof', '/fr/excursions/keukenhof'],
      ['tourMarken', '/de/touren/marken', '/fr/excursions/marken'],
      ['tourVolendam', '/de/touren/volendam', '/fr/excursions/volendam'],
      ['tourZaanseSchans', '/de/touren/zaanse-schans', '/fr/excursions/zaanse-schans'],
      ['tourBrussels', '/de/touren/bruessel', '/fr/excursions/bruxelles'],
      ['tourAntwerp', '/de/touren/antwerpen', '/fr/excursions/anvers'],
    ]);
    expect(localizePath('/de/touren/bruegge', 'fr')).toBe('/fr/excursions/bruges');
    expect(localizePath('/fr/a-propos?x=1#top', 'de')).toBe('/de/ueber-uns?x=1#top');
    expect(localizePath('/ueber-uns', 'nl')).toBe('/nl/over-ons');
    expect(pageIdForPath('/fr/excursions/anvers/')).toBe('tourAntwerp');
    expect(languageForPath('/de/kontakt')).toBe('de');
  });

  it.each(SPEC_TABLE)('pathFor(%s) gives both paths', (id, enPath, nlPath) => {
    expect(pathFor(id as (typeof PAGE_IDS)[number], 'en')).toBe(enPath);
    expect(pathFor(id as (typeof PAGE_IDS)[number], 'nl')).toBe(nlPath);
  });
});

describe('localizePath', () => {
  it.each(SPEC_TABLE)('translates %s from English to Dutch and back', (_id, enPath, nlPath) => {
    expect(localizePath(enPath, 'nl')).toBe(nlPath);
    expect(localizePath(nlPath, 'en')).toBe(enPath);
    expect(localizePath(enPath, 'en')).toBe(enPath);
    expect(localizePath(nlPath, 'nl')).toBe(nlPath);
  });

  it('keeps query and hash and ignores a trailing slash', () => {
    expect(localizePath('/en/tours/bruges/?ref=x#top', 'nl')).toBe('/nl/tours/brugge?ref=x#top');
    expect(localizePath('/nl/', 'en')).toBe('/en');
  });

  it('maps an unprefixed path of a known page in either language', () => {
    expect(localizePath('/about', 'nl')).toBe('/nl/over-ons');
    expect(localizePath('/over-ons', 'en')).toBe('/en/about');
    expect(localizePath('/tours/brugge', 'en')).toBe('/en/tours/bruges');
    expect(localizePath('/', 'nl')).toBe('/nl');
  });

  it('swaps or adds the prefix of an unknown path', () => {
    expect(localizePath('/en/unknown', 'nl')).toBe('/nl/unknown');
    expect(localizePath('/unknown/page', 'en')).toBe('/en/unknown/page');
  });

  it('has translatePath as an alias', () => {
    expect(translatePath).toBe(localizePath);
  });
});

describe('path lookups', () => {
  it('finds the page of a path in either language', () => {
    expect(pageIdForPath('/nl/tours/brugge')).toBe('tourBruges');
    expect(pageIdForPath('/en/tours/bruges/')).toBe('tourBruges');
    expect(pageIdForPath('/en/nowhere')).toBeUndefined();
    expect(pageIdForPath('/about')).toBeUndefined();
    expect(pageIdForUnprefixedPath('/diensten')).toBe('services');
    expect(pageIdForUnprefixedPath('/nowhere')).toBeUndefined();
  });

  it('reads the language prefix', () => {
    expect(languageForPath('/nl/diensten')).toBe('nl');
    expect(languageForPath('/en')).toBe('en');
    expect(languageForPath('/english')).toBeUndefined();
    expect(languageForPath('/about')).toBeUndefined();
  });
});

describe('private pages (the manage-booking page of a customer)', () => {
  it('has both paths of DESIGN and stays out of the public route table', () => {
    expect(MANAGE_ROUTE).toEqual({
      id: 'manageBooking',
      en: '/en/manage-booking',
      nl: '/nl/boeking-beheren',
      de: '/de/buchung-verwalten',
      fr: '/fr/gerer-ma-reservation',
    });
    expect(PRIVATE_ROUTES).toEqual([MANAGE_ROUTE]);
    expect(privatePaths()).toEqual([
      '/en/manage-booking',
      '/nl/boeking-beheren',
      '/de/buchung-verwalten',
      '/fr/gerer-ma-reservation',
    ]);
    expect(allPaths()).toHaveLength(56);
    for (const path of privatePaths()) {
      expect(allPaths()).not.toContain(path);
      expect(pageIdForPath(path)).toBeUndefined();
      expect(languageForPath(path)).toBe(path.slice(1, 3));
    }
  });

  it('finds the private page of a path, ignoring hash, query and a trailing slash', () => {
    expect(privatePageIdForPath('/en/manage-booking#t=abc')).toBe('manageBooking');
    expect(privatePageIdForPath('/nl/boeking-beheren/')).toBe('manageBooking');
    expect(privatePageIdForPath('/en/about')).toBeUndefined();
  });

  it('switches language between the two paths (the language switcher), keeping query and hash', () => {
    expect(localizePath('/en/manage-booking', 'nl')).toBe('/nl/boeking-beheren');
    expect(localizePath('/nl/boeking-beheren', 'en')).toBe('/en/manage-booking');
    expect(localizePath('/nl/boeking-beheren', 'nl')).toBe('/nl/boeking-beheren');
    expect(localizePath('/en/manage-booking/#t=x', 'nl')).toBe('/nl/boeking-beheren#t=x');
  });
});
