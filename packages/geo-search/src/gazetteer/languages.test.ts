import { translations } from '@spt/i18n-content';
import { describe, expect, it } from 'vitest';
import rawData from '../../data/gazetteer.nlbe.json' with { type: 'json' };
import { filterAndSortResults } from '../filter-and-sort-results';
import type { Language } from '../language';
import { NominatimResultSchema } from '../nominatim-schema';
import { toSuggestion } from '../to-suggestion';
import { createGazetteer } from './gazetteer';
import { decodeGazetteerData } from './gazetteer-data';
import { GazetteerError } from './gazetteer-error';
import { loadGazetteer } from './load-gazetteer';

// German and French: the city search answers a German or French visitor in their words (the place
// names where the language has its own, the province and country on the secondary line, the badge),
// and still finds every place by its local and English names.

const gazetteer = loadGazetteer();

/** What the wizard's dropdown shows first for a query: `featuretype=city`, the SPEC filter and rules. */
function firstSuggestion(query: string, language: Language) {
  const results = gazetteer.search(query, { limit: 8, acceptLanguage: language, featureType: 'city' });
  const first = filterAndSortResults(results)[0];
  return first && toSuggestion(first, language);
}

/** The first answer without `featuretype` (provinces included), in `language`. */
const top = (query: string, language: string) =>
  gazetteer.search(query, { limit: 8, acceptLanguage: language })[0];

describe('a German visitor', () => {
  it.each([
    ['Brüssel', 'Brüssel', 'Region Brüssel-Hauptstadt, Belgien', 'Stadt'],
    ['Brügge', 'Brügge', 'Westflandern, Belgien', 'Stadt'],
    ['Den Haag', 'Den Haag', 'Südholland, Niederlande', 'Stadt'],
    ['Lüttich', 'Lüttich', 'Belgien', 'Stadt'],
    ['Löwen', 'Löwen', 'Flämisch-Brabant, Belgien', 'Stadt'],
    ['Ypern', 'Ypern', 'Westflandern, Belgien', null],
    ['Ostende', 'Ostende', 'Westflandern, Belgien', null],
    ['Nimwegen', 'Nimwegen', 'Gelderland, Niederlande', 'Stadt'],
    ['Sankt Vith', 'Sankt Vith', 'Lüttich, Belgien', 'Dorf'],
    ['Kelmis', 'Kelmis', 'Lüttich, Belgien', null],
    // No German name: the local one, Dutch in the Netherlands and Flanders, French in Wallonia.
    ['Amsterdam', 'Amsterdam', 'Nordholland, Niederlande', 'Stadt'],
    ['Antwerpen', 'Antwerpen', 'Belgien', 'Stadt'],
    ['Gent', 'Gent', 'Ostflandern, Belgien', 'Stadt'],
    ['Mons', 'Mons', 'Hennegau, Belgien', null],
    ['Namur', 'Namur', 'Belgien', 'Stadt'],
    ['Giethoorn', 'Giethoorn, Steenwijkerland', 'Steenwijkerland, Overijssel, Niederlande', 'Dorf'],
    ['Marken', 'Marken, Waterland', 'Waterland, Nordholland, Niederlande', 'Dorf'],
  ])('typing %s finds %s | %s | badge %s', (query, main, secondary, badge) => {
    const suggestion = firstSuggestion(query, 'de');
    expect(suggestion?.mainName).toBe(main);
    expect(suggestion?.secondaryLine).toBe(secondary);
    expect(suggestion?.badge && translations.de.citySearch.badge[suggestion.badge]).toBe(badge);
  });

  it('finds places by their local and English names too, and names them in German', () => {
    for (const query of ['Brussel', 'Brussels', 'Bruxelles', 'Bxl'])
      expect(top(query, 'de')?.name).toBe('Brüssel');
    for (const query of ['Brugge', 'Bruges']) expect(top(query, 'de')?.name).toBe('Brügge');
    for (const query of ['The Hague', "'s-Gravenhage", 'La Haye'])
      expect(top(query, 'de')?.name).toBe('Den Haag');
    for (const query of ['Luik', 'Liège']) expect(top(query, 'de')?.name).toBe('Lüttich');
    // Mons is Bergen in Dutch; German calls it Mons.
    expect(top('Bergen, Hennegau', 'de')?.name).toBe('Mons');
  });
});

describe('a French visitor', () => {
  it.each([
    ['Bruxelles', 'Bruxelles', 'Région de Bruxelles-Capitale, Belgique', 'Ville'],
    ['Anvers', 'Anvers', 'Belgique', 'Ville'],
    ['Gand', 'Gand', 'Flandre-Orientale, Belgique', 'Ville'],
    ['Bruges', 'Bruges', 'Flandre-Occidentale, Belgique', 'Ville'],
    ['La Haye', 'La Haye', 'Hollande-Méridionale, Pays-Bas', 'Ville'],
    ['Malines', 'Malines', 'Anvers, Belgique', null],
    ['Louvain', 'Louvain', 'Brabant flamand, Belgique', 'Ville'],
    ['Courtrai', 'Courtrai', 'Flandre-Occidentale, Belgique', null],
    ['Flessingue', 'Flessingue', 'Zélande, Pays-Bas', null],
    ['Nimègue', 'Nimègue', 'Gueldre, Pays-Bas', 'Ville'],
    ['Bois-le-Duc', 'Bois-le-Duc', 'Brabant-Septentrional, Pays-Bas', 'Ville'],
    ['Ypres', 'Ypres', 'Flandre-Occidentale, Belgique', null],
    ['Alost', 'Alost', 'Flandre-Orientale, Belgique', null],
    ['Liège', 'Liège', 'Belgique', 'Ville'],
    // No French name: the local one.
    ['Amsterdam', 'Amsterdam', 'Hollande-Septentrionale, Pays-Bas', 'Ville'],
    ['Utrecht', 'Utrecht', 'Pays-Bas', 'Ville'],
    ['Giethoorn', 'Giethoorn, Steenwijkerland', 'Steenwijkerland, Overijssel, Pays-Bas', 'Village'],
    ['Lissewege', 'Lissewege, Bruges', 'Bruges, Flandre-Occidentale, Belgique', 'Village'],
    ['Sankt Vith', 'Saint-Vith', 'Liège, Belgique', 'Village'],
  ])('typing %s finds %s | %s | badge %s', (query, main, secondary, badge) => {
    const suggestion = firstSuggestion(query, 'fr');
    expect(suggestion?.mainName).toBe(main);
    expect(suggestion?.secondaryLine).toBe(secondary);
    expect(suggestion?.badge && translations.fr.citySearch.badge[suggestion.badge]).toBe(badge);
  });

  it('finds places by their local and English names too, and names them in French', () => {
    for (const query of ['Brussel', 'Brussels', 'Brüssel']) expect(top(query, 'fr')?.name).toBe('Bruxelles');
    for (const query of ['Antwerpen', 'Antwerp']) expect(top(query, 'fr')?.name).toBe('Anvers');
    for (const query of ['Gent', 'Ghent']) expect(top(query, 'fr')?.name).toBe('Gand');
    for (const query of ['Den Haag', 'The Hague']) expect(top(query, 'fr')?.name).toBe('La Haye');
    for (const query of ['Mechelen', 'Leuven', 'Kortrijk', 'Vlissingen'])
      expect(top(query, 'fr')?.name).toMatch(/^(Malines|Louvain|Courtrai|Flessingue)$/);
  });

  it('an exonym is the place\'s own name: "Gand" puts Gent before Sas van Gent', () => {
    const names = gazetteer.search('Gand', { limit: 3, acceptLanguage: 'fr' }).map((r) => r.name);
    expect(names[0]).toBe('Gand');
  });

  it('Aix-la-Chapelle (Aachen) lies outside the area: nothing is found', () => {
    expect(gazetteer.search('Aix-la-Chapelle', { acceptLanguage: 'fr' })).toEqual([]);
  });
});

describe('provinces, regions and countries', () => {
  it.each([
    ['Nordholland', 'de', 'Nordholland (Provinz)', 'Niederlande'],
    ['Noord-Holland', 'de', 'Nordholland (Provinz)', 'Niederlande'],
    ['Südholland', 'de', 'Südholland (Provinz)', 'Niederlande'],
    ['Friesland', 'de', 'Friesland (Provinz)', 'Niederlande'],
    ['Westflandern', 'de', 'Westflandern (Provinz)', 'Belgien'],
    ['Hennegau', 'de', 'Hennegau (Provinz)', 'Belgien'],
    ['Overijssel', 'de', 'Overijssel (Provinz)', 'Niederlande'],
    ['Hollande-Septentrionale', 'fr', 'Hollande-Septentrionale (province)', 'Pays-Bas'],
    ['Noord-Holland', 'fr', 'Hollande-Septentrionale (province)', 'Pays-Bas'],
    ['Zélande', 'fr', 'Zélande (province)', 'Pays-Bas'],
    ['Flandre-Occidentale', 'fr', 'Flandre-Occidentale (province)', 'Belgique'],
    ['Brabant flamand', 'fr', 'Brabant flamand (province)', 'Belgique'],
    ['Hainaut', 'fr', 'Hainaut (province)', 'Belgique'],
  ] as const)('%s (%s) -> %s | %s', (query, language, main, secondary) => {
    const province = gazetteer.search(query, { acceptLanguage: language }).find((r) => r.type === 'state');
    expect(province && toSuggestion(province, language).mainName).toBe(main);
    expect(province && toSuggestion(province, language).secondaryLine).toBe(secondary);
  });

  it('names the Belgian region (address.state) and the province (county) in the language', () => {
    expect(top('Brugge', 'de')?.address).toMatchObject({ county: 'Westflandern', state: 'Flandern' });
    expect(top('Brugge', 'fr')?.address).toMatchObject({ county: 'Flandre-Occidentale', state: 'Flandre' });
    expect(top('Charleroi', 'de')?.address).toMatchObject({ county: 'Hennegau', state: 'Wallonien' });
    expect(top('Charleroi', 'fr')?.address).toMatchObject({ county: 'Hainaut', state: 'Wallonie' });
    expect(top('Bruxelles', 'fr')?.address).toMatchObject({
      city: 'Bruxelles',
      state: 'Région de Bruxelles-Capitale',
      'ISO3166-2-lvl4': 'BE-BRU',
      country: 'Belgique',
      country_code: 'be',
    });
  });

  it('a country or province after a comma, or a country beside the name, narrows in any language', () => {
    expect(top('Brügge, Belgien', 'de')?.name).toBe('Brügge');
    expect(top('Amsterdam, Pays-Bas', 'fr')?.name).toBe('Amsterdam');
    expect(top('Bergen, Hollande-Septentrionale', 'fr')?.address?.state).toBe('Hollande-Septentrionale');
    expect(top('Anvers Belgique', 'fr')?.name).toBe('Anvers');
    expect(top('Gent Belgien', 'de')?.name).toBe('Gent');
    expect(gazetteer.search('Niederlande', { acceptLanguage: 'de' })).toEqual([]);
  });

  it('countryName and subdivisionName answer in the language, and as given for an unknown one', () => {
    expect(['en', 'nl', 'de', 'fr'].map((language) => gazetteer.countryName('nl', language))).toEqual([
      'Netherlands',
      'Nederland',
      'Niederlande',
      'Pays-Bas',
    ]);
    expect(gazetteer.countryName('BE', 'fr-BE')).toBe('Belgique');
    expect(gazetteer.countryName('BE')).toBe('België');
    expect(gazetteer.countryName('DE', 'de')).toBeUndefined();
    expect(gazetteer.subdivisionName('Noord-Holland', 'de')).toBe('Nordholland');
    expect(gazetteer.subdivisionName('Fryslân', 'fr')).toBe('Frise');
    expect(gazetteer.subdivisionName('NL-ZH', 'fr')).toBe('Hollande-Méridionale');
    expect(gazetteer.subdivisionName('Limburg', 'fr', 'NL')).toBe('Limbourg');
    expect(gazetteer.subdivisionName('BE-VLG', 'de')).toBe('Flandern');
    expect(gazetteer.subdivisionName('Noord-Holland', 'nl')).toBe('Noord-Holland');
    expect(gazetteer.subdivisionName('Noord-Holland', 'en')).toBe('Noord-Holland');
    expect(gazetteer.subdivisionName('Bayern', 'de')).toBe('Bayern');
  });
});

describe('stations, airports and districts', () => {
  it.each([
    ['Bruxelles-Midi', 'fr', 'Bruxelles-Midi', 'Bruxelles, Région de Bruxelles-Capitale, Belgique', 'Gare'],
    ['Gare du Midi', 'fr', 'Bruxelles-Midi', 'Bruxelles, Région de Bruxelles-Capitale, Belgique', 'Gare'],
    ['Brüssel-Süd', 'de', 'Brüssel-Süd', 'Brüssel, Region Brüssel-Hauptstadt, Belgien', 'Bahnhof'],
    ['Brussel-Zuid', 'de', 'Brüssel-Süd', 'Brüssel, Region Brüssel-Hauptstadt, Belgien', 'Bahnhof'],
    ['Anvers-Central', 'fr', 'Anvers-Central', 'Anvers, Anvers, Belgique', 'Gare'],
    ['Gand-Saint-Pierre', 'fr', 'Gand-Saint-Pierre', 'Gand, Flandre-Orientale, Belgique', 'Gare'],
    // A Belgian station named like its town takes the town's name; a Dutch one keeps the NS name.
    ['Brugge station', 'de', 'Brügge', 'Westflandern, Belgien', 'Bahnhof'],
    ['Den Haag Centraal', 'fr', 'Den Haag Centraal', 'La Haye, Hollande-Méridionale, Pays-Bas', 'Gare'],
    ['Liège-Guillemins', 'de', 'Liège-Guillemins', 'Lüttich, Lüttich, Belgien', 'Bahnhof'],
  ] as const)('%s (%s) -> %s | %s | %s', (query, language, main, secondary, badge) => {
    const station = gazetteer
      .search(query, { acceptLanguage: language })
      .find((r) => r.type === 'station') as Parameters<typeof toSuggestion>[0];
    const suggestion = toSuggestion(station, language);
    expect(suggestion.mainName).toBe(main);
    expect(suggestion.secondaryLine).toBe(secondary);
    expect(suggestion.badge && translations[language].citySearch.badge[suggestion.badge]).toBe(badge);
  });

  it.each([
    ['Grote Markt Brussel', 'fr', 'Grand-Place de Bruxelles'],
    ['Grand-Place', 'fr', 'Grand-Place de Bruxelles'],
    ['Grand-Place', 'nl', 'Grote Markt Brussel'],
    ['Europees Parlement', 'de', 'Europäisches Parlament'],
    ['Butte du Lion', 'fr', 'Butte du Lion'],
    ['Leeuw van Waterloo', 'de', 'Löwenhügel'],
    ['Spa-Francorchamps', 'fr', 'Circuit de Spa-Francorchamps'],
    // Sights elsewhere keep their own names.
    ['Rijksmuseum', 'fr', 'Rijksmuseum'],
  ])('the sight %s (%s) is named %s', (query, language, name) => {
    // The curated sights' place ids: 620,000,000 and up (scripts/build-gazetteer.mjs).
    const isSight = (id: number) => id >= 620_000_000 && id < 630_000_000;
    const sight = gazetteer.search(query, { acceptLanguage: language }).find((r) => isSight(r.place_id));
    expect(sight?.name).toBe(name);
  });

  it.each([
    ['Brussels Airport', 'de', 'Brüssel'],
    ['Brussels Airport', 'fr', 'Bruxelles'],
    ['Liège Airport', 'de', 'Lüttich'],
    ['Antwerp International Airport', 'fr', 'Anvers'],
    ['Schiphol', 'de', 'Amsterdam'],
  ])('%s (%s): address.city is %s', (query, language, city) => {
    const airport = gazetteer.search(query, { acceptLanguage: language }).find((r) => r.class === 'aeroway');
    expect(airport?.address?.city).toBe(city);
  });

  it('a district or village names its municipality in the language', () => {
    expect(top('Scheveningen', 'fr')?.display_name).toBe(
      'Scheveningen, La Haye, Hollande-Méridionale, Pays-Bas',
    );
    expect(top('Sint-Andries', 'de')?.display_name).toBe('Sint-Andries, Brügge, Westflandern, Belgien');
  });

  it('the nearest place to a point is named in the language', () => {
    const at = { lat: 51.2093, lon: 3.2247 };
    expect(gazetteer.nearest(at, { acceptLanguage: 'de' })?.result.display_name).toMatch(/^Brügge, /);
    expect(gazetteer.nearest(at, { acceptLanguage: 'fr' })?.result.display_name).toMatch(/Belgique$/);
  });

  it('every German and French answer parses with the client schema', () => {
    for (const language of ['de', 'fr'])
      for (const query of ['Brüssel', 'Bruxelles', 'Nordholland', 'Gare du Midi', 'Schiphol', 'Sint'])
        for (const result of gazetteer.search(query, { acceptLanguage: language }))
          expect(NominatimResultSchema.safeParse(result).success).toBe(true);
  });
});

describe('the data format', () => {
  const data = rawData as unknown as Record<string, unknown>;

  it('is format 2, with German and French names', () => {
    expect(data.format).toBe(2);
    const decoded = decodeGazetteerData(data);
    expect(decoded.names.de?.places.get(2800866)).toBe('Brüssel');
    expect(decoded.names.fr?.places.get(2800866)).toBe('Bruxelles');
    expect(decoded.names.de?.subdivisions.get('NL-NH')).toBe('Nordholland');
    expect(decoded.names.fr?.countries.get('NL')).toBe('Pays-Bas');
    expect(String(data.licence)).toContain('i18n-iso-countries');
  });

  it('still reads format 1 (no names): a German or French answer then uses the local names', () => {
    const { names: _names, ...rest } = data;
    const old = createGazetteer(decodeGazetteerData({ ...rest, format: 1 }));
    const brussels = old.search('Brussel', { limit: 1, acceptLanguage: 'fr' })[0];
    expect(brussels?.name).toBe('Brussel');
    expect(brussels?.address?.country).toBe('Belgium');
    expect(old.search('Luik', { limit: 1, acceptLanguage: 'de' })[0]?.name).toBe('Liège');
  });

  it.each([
    ['not an object', 'x'],
    ['a bad language code', { German: {} }],
    ['an unknown place', { de: { places: { 1: 'X' }, municipalities: {}, subdivisions: {}, countries: {} } }],
    [
      'an unknown municipality',
      { de: { places: {}, municipalities: { 99999: 'X' }, subdivisions: {}, countries: {} } },
    ],
    ['a bad ISO code', { de: { places: {}, municipalities: {}, subdivisions: { nh: 'X' }, countries: {} } }],
    [
      'an unknown country',
      { de: { places: {}, municipalities: {}, subdivisions: {}, countries: { DE: 'X' } } },
    ],
    [
      'a name that is no string',
      { de: { places: {}, municipalities: {}, subdivisions: {}, countries: { NL: 1 } } },
    ],
  ])('rejects names with %s', (_case, names) => {
    expect(() => decodeGazetteerData({ ...data, names })).toThrow(GazetteerError);
  });
});
