import { translations } from '@spt/i18n-content';
import { describe, expect, it } from 'vitest';
import { filterAndSortResults } from '../filter-and-sort-results';
import { mainName } from '../main-name';
import { readNominatimResult } from '../nominatim-result';
import { NominatimResultSchema } from '../nominatim-schema';
import { toSuggestion } from '../to-suggestion';
import { answerLanguage } from './accept-language';
import { oneEditApart } from './gazetteer';
import { decodeGazetteerData } from './gazetteer-data';
import { GazetteerError } from './gazetteer-error';
import { loadGazetteer } from './load-gazetteer';
import { normalizeName } from './normalize';

const gazetteer = loadGazetteer();
const top = (query: string, acceptLanguage = 'nl') =>
  gazetteer.search(query, { limit: 8, acceptLanguage })[0];

describe('gazetteer coverage', () => {
  it('holds thousands of NL and BE places', () => {
    expect(gazetteer.size).toBeGreaterThan(4000);
    expect(loadGazetteer()).toBe(gazetteer);
  });

  it.each([
    ['Giethoorn', 'Giethoorn', 'village', 'Overijssel', 'Steenwijkerland'],
    ['Volendam', 'Volendam', 'town', 'Noord-Holland', 'Edam-Volendam'],
    ['Marken', 'Marken', 'village', 'Noord-Holland', 'Waterland'],
    ['Zaandam', 'Zaandam', 'town', 'Noord-Holland', 'Zaanstad'],
    ['Lisse', 'Lisse', 'town', 'Zuid-Holland', undefined],
    ['Hoofddorp', 'Hoofddorp', undefined, 'Noord-Holland', 'Haarlemmermeer'],
    ['Badhoevedorp', 'Badhoevedorp', undefined, 'Noord-Holland', 'Haarlemmermeer'],
    ['Schiphol', 'Amsterdam Airport Schiphol', 'aerodrome', 'Noord-Holland', 'Haarlemmermeer'],
    ['Bruges', 'Brugge', 'city', 'West-Vlaanderen', undefined],
    ['The Hague', 'Den Haag', 'city', 'Zuid-Holland', undefined],
    ["'s-Gravenhage", 'Den Haag', 'city', 'Zuid-Holland', undefined],
    ['s gravenhage', 'Den Haag', 'city', 'Zuid-Holland', undefined],
    ['Maastr', 'Maastricht', 'city', 'Limburg', undefined],
    ['Ghent', 'Gent', 'city', 'Oost-Vlaanderen', undefined],
    ['Antwerp', 'Antwerpen', 'city', 'Antwerpen', undefined],
    ['Bruxelles', 'Brussel', 'city', 'Brussels Hoofdstedelijk Gewest', undefined],
    ['Brussels', 'Brussel', 'city', 'Brussels Hoofdstedelijk Gewest', undefined],
    ['Fryslân', 'Fryslân', 'state', 'Fryslân', undefined],
  ])('%s finds %s', (query, name, type, state, municipality) => {
    const found = top(query);
    expect(found?.name).toBe(name);
    if (type) expect(found?.type).toBe(type);
    // The province: a Belgian one is the `county` (Nominatim), a Dutch one (or Brussels) the `state`.
    expect(found?.address?.county ?? found?.address?.state).toBe(state);
    expect(found?.address?.municipality).toBe(municipality);
    expect(found?.address?.country).toMatch(/^(Nederland|België)$/);
  });

  it('finds places by a prefix of a later word ("zaan" finds Zaandam and Koog aan de Zaan)', () => {
    const names = gazetteer.search('zaan', { limit: 10 }).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Zaandam', 'Zaanstad', 'Koog aan de Zaan']));
  });

  it('folds case and diacritics', () => {
    expect(top('GIETHOORN')?.name).toBe('Giethoorn');
    expect(top('liege', 'en')?.name).toBe('Liège');
    expect(top('fryslan')?.name).toBe('Fryslân');
  });
});

describe('gazetteer ranking', () => {
  it('puts an exact name before longer names starting with it', () => {
    expect(gazetteer.search('Lisse').map((r) => r.name)).toEqual(
      expect.arrayContaining(['Lisse', 'Lisserbroek']),
    );
    expect(top('Lisse')?.name).toBe('Lisse');
  });

  it('orders prefix matches by importance (population)', () => {
    const results = gazetteer.search('Amst', { limit: 5 });
    expect(results[0]?.name).toBe('Amsterdam');
    const importances = results.map((r) => r.importance);
    expect(importances).toEqual([...importances].sort((a, b) => b - a));
  });

  it('respects the limit', () => {
    expect(gazetteer.search('de', { limit: 3 })).toHaveLength(3);
    expect(gazetteer.search('de')).toHaveLength(10);
    expect(gazetteer.search('de', { limit: 0 })).toEqual([]);
  });

  it('answers [] for an empty or unknown query', () => {
    expect(gazetteer.search('')).toEqual([]);
    expect(gazetteer.search(' - ')).toEqual([]);
    expect(gazetteer.search('Xyzzyville')).toEqual([]);
  });

  it('narrows by the text after a comma and ignores parentheses', () => {
    const bergen = gazetteer.search('Bergen, Noord-Holland');
    expect(bergen[0]?.display_name).toBe('Bergen, Noord-Holland, Nederland');
    expect(bergen.every((r) => r.address?.state === 'Noord-Holland')).toBe(true);
    expect(top('Marken, Waterland')?.name).toBe('Marken');
    expect(gazetteer.search('Utrecht (Province)').map((r) => r.type)).toContain('state');
  });

  it('takes a country named without a comma as a filter, and finds nothing for a country alone', () => {
    expect(top('Amsterdam Nederland')?.name).toBe('Amsterdam');
    expect(top('Brugge België')?.name).toBe('Brugge');
    expect(top('Gent BE')?.name).toBe('Gent');
    expect(top('Bruges Belgium', 'en')?.name).toBe('Bruges');
    expect(top('Nederland Utrecht')?.address?.country_code).toBe('nl');
    expect(gazetteer.search('Amsterdam Belgium')).toEqual([]);
    for (const alone of ['Nederland', 'Netherlands', 'the Netherlands', 'België', 'Belgium', 'Belgique'])
      expect(gazetteer.search(alone), alone).toEqual([]);
    // A two-letter code alone is the start of many names, not a country.
    expect(gazetteer.search('Be').length).toBeGreaterThan(0);
    // A province whose name ends like a country is still found by its name.
    expect(gazetteer.search('Zuid-Holland').some((r) => r.type === 'state')).toBe(true);
  });
});

describe('short forms', () => {
  it("finds the cities people shorten: A'dam, R'dam, Bxl, Den Bosch", () => {
    expect(top("A'dam")?.name).toBe('Amsterdam');
    expect(top("R'dam")?.name).toBe('Rotterdam');
    expect(top('Bxl')?.name).toBe('Brussel');
    expect(top('Den Bosch')?.name).toBe("'s-Hertogenbosch");
  });
});

describe('a query with a typo', () => {
  it('still finds the place when nothing matches truly, and never displaces a true match', () => {
    expect(top('Amsterdm')?.name).toBe('Amsterdam');
    expect(top('Rotterdm')?.name).toBe('Rotterdam');
    expect(top('Maastrciht')?.name).toBe('Maastricht');
    expect(top('Eindhven')?.name).toBe('Eindhoven');
    // "Marken" is a true match: Marke (one letter short) stays out.
    expect(gazetteer.search('Marken', { limit: 8 }).map((r) => r.name)).not.toContain('Marke');
    // Short queries are never read as typos.
    expect(gazetteer.search('Edx')).toEqual([]);
  });

  it('counts one substitution, insertion, deletion or swap, and no more', () => {
    expect(oneEditApart('amsterdm', 'amsterdam')).toBe(true);
    expect(oneEditApart('amsterdamm', 'amsterdam')).toBe(true);
    expect(oneEditApart('amsterdan', 'amsterdam')).toBe(true);
    expect(oneEditApart('amstedram', 'amsterdam')).toBe(true);
    expect(oneEditApart('amsterdam', 'amsterdam')).toBe(false);
    expect(oneEditApart('amstrdm', 'amsterdam')).toBe(false);
    expect(oneEditApart('msterdma', 'amsterdam')).toBe(false);
  });
});

describe('gazetteer answers in the Nominatim shape', () => {
  it('every result parses with the client schema and passes the SPEC filter', () => {
    for (const query of ['Giethoorn', 'Schiphol', 'Sint', 'Utrecht', 'Brussel']) {
      const results = gazetteer.search(query, { limit: 8 });
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) {
        expect(NominatimResultSchema.safeParse(r).success).toBe(true);
        expect(readNominatimResult(r)).toBe(r);
      }
      expect(filterAndSortResults(results)).toHaveLength(results.length);
    }
  });

  it('names and countries follow accept-language', () => {
    const nl = top('The Hague', 'nl-NL,nl;q=0.9');
    const en = top('Den Haag', 'en-GB');
    expect(nl?.display_name).toBe('Den Haag, Zuid-Holland, Nederland');
    expect(en?.display_name).toBe('The Hague, Zuid-Holland, Netherlands');
    expect(en?.address).toMatchObject({ city: 'The Hague', country_code: 'nl' });
    expect(top('Brugge', 'en')?.display_name).toBe('Bruges, West-Vlaanderen, Belgium');
    expect(top('Luik', 'nl')?.name).toBe('Luik');
  });

  it('gives a village its municipality, so the main-name rule shows it', () => {
    const giethoorn = top('Giethoorn', 'nl');
    expect(giethoorn).toMatchObject({
      class: 'place',
      type: 'village',
      addresstype: 'village',
      display_name: 'Giethoorn, Steenwijkerland, Overijssel, Nederland',
      address: {
        village: 'Giethoorn',
        municipality: 'Steenwijkerland',
        state: 'Overijssel',
        country: 'Nederland',
      },
    });
    expect(giethoorn && mainName(giethoorn, 'nl')).toBe('Giethoorn, Steenwijkerland');
    expect(Number(giethoorn?.lat)).toBeCloseTo(52.74, 1);
    expect(Number(giethoorn?.lon)).toBeCloseTo(6.08, 1);
  });

  it('answers Schiphol as an aerodrome with a nearby town in the address', () => {
    const schiphol = top('Schiphol', 'en');
    expect(schiphol).toMatchObject({ class: 'aeroway', type: 'aerodrome', lat: '52.3086', lon: '4.76389' });
    expect(schiphol?.address?.town ?? schiphol?.address?.village ?? schiphol?.address?.city).toBeTruthy();
  });

  it('answers a province as type state', () => {
    const province = gazetteer.search('Noord-Holland').find((r) => r.type === 'state');
    expect(province && mainName(province, 'nl')).toBe('Noord-Holland (provincie)');
  });
});

// What the dropdown shows for gazetteer answers: the client's filter and SPEC section 9 rules applied.
describe('suggestions built from gazetteer answers', () => {
  const suggestionFor = (query: string, language: 'en' | 'nl') => {
    const results = filterAndSortResults(gazetteer.search(query, { limit: 8, acceptLanguage: language }));
    const first = results[0];
    return first && toSuggestion(first, language);
  };

  it("Marken's secondary line names Waterland and Zaandam's names Zaanstad", () => {
    for (const language of ['en', 'nl'] as const) {
      expect(suggestionFor('Marken', language)?.secondaryLine).toContain('Waterland');
      expect(suggestionFor('Zaandam', language)?.secondaryLine).toContain('Zaanstad');
    }
  });

  it.each([
    ['Marken', 'nl', 'Marken, Waterland', 'Waterland, Noord-Holland, Nederland', 'Dorp'],
    ['Marken', 'en', 'Marken, Waterland', 'Waterland, Noord-Holland, Netherlands', 'Village'],
    ['Zaandam', 'nl', 'Zaandam', 'Zaanstad, Noord-Holland, Nederland', null],
    ['Zaandam', 'en', 'Zaandam', 'Zaanstad, Noord-Holland, Netherlands', null],
    ['Schiphol', 'nl', 'Amsterdam Airport Schiphol', 'Haarlemmermeer, Noord-Holland, Nederland', null],
    ['Schiphol', 'en', 'Amsterdam Airport Schiphol', 'Haarlemmermeer, Noord-Holland, Netherlands', null],
    ['Giethoorn', 'nl', 'Giethoorn, Steenwijkerland', 'Steenwijkerland, Overijssel, Nederland', 'Dorp'],
    ['Giethoorn', 'en', 'Giethoorn, Steenwijkerland', 'Steenwijkerland, Overijssel, Netherlands', 'Village'],
    ['Lissewege', 'nl', 'Lissewege, Brugge', 'Brugge, West-Vlaanderen, België', 'Dorp'],
    ['Lissewege', 'en', 'Lissewege, Bruges', 'Bruges, West-Vlaanderen, Belgium', 'Village'],
    ['Brugge', 'nl', 'Brugge', 'West-Vlaanderen, België', 'Stad'],
    ['Brugge', 'en', 'Bruges', 'West-Vlaanderen, Belgium', 'City'],
  ] as const)('%s (%s) -> %s | %s | badge %s', (query, language, main, secondary, badge) => {
    const suggestion = suggestionFor(query, language);
    expect(suggestion?.mainName).toBe(main);
    expect(suggestion?.secondaryLine).toBe(secondary);
    expect(suggestion?.badge && translations[language].citySearch.badge[suggestion.badge]).toBe(badge);
  });
});

describe('normalizeName', () => {
  it.each([
    ["'s-Gravenhage", 's gravenhage'],
    ['Fryslân', 'fryslan'],
    ['  Liège ', 'liege'],
    ['Koog aan de Zaan', 'koog aan de zaan'],
    ['Etten-Leur', 'etten leur'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe('answerLanguage', () => {
  it.each([
    ['nl', 'nl'],
    ['nl-BE,nl;q=0.9,en;q=0.8', 'nl'],
    ['en-GB', 'en'],
    ['fr-BE,nl;q=0.5', 'fr'],
    ['de', 'de'],
    ['de-AT,de;q=0.9', 'de'],
    ['es, fr;q=0.5', 'fr'],
    ['es', 'en'],
    [undefined, 'en'],
    // By quality, as the language redirect reads it (it used to be the first listed tag).
    ['en;q=0.1, nl;q=0.9', 'nl'],
    ['nl;q=0, en', 'en'],
  ])('%s -> %s', (input, expected) => {
    expect(answerLanguage(input)).toBe(expected);
  });
});

describe('decodeGazetteerData', () => {
  it.each([
    ['not an object', []],
    ['a wrong format', { format: 99 }],
    [
      'a place with a wrong field',
      {
        format: 1,
        licence: 'x',
        countries: { NL: ['Nederland', 'Netherlands'] },
        states: [],
        municipalities: [],
        places: [['x']],
      },
    ],
  ])('throws GAZETTEER_DATA_INVALID for %s', (_case, raw) => {
    expect(() => decodeGazetteerData(raw)).toThrow(GazetteerError);
    try {
      decodeGazetteerData(raw);
    } catch (err) {
      expect((err as GazetteerError).code).toBe('GAZETTEER_DATA_INVALID');
    }
  });
});

describe('nearest place to a point', () => {
  it.each([
    [{ lat: 52.3105, lon: 4.7683 }, /Schiphol/],
    [{ lat: 50.8514, lon: 5.691 }, /^Maastricht/],
    [{ lat: 52.4997, lon: 5.0721 }, /^Marken|^Volendam|^Monnickendam/],
    [{ lat: 51.2093, lon: 3.2247 }, /^Brugge/],
  ])('%j is near %s', (point, name) => {
    const found = gazetteer.nearest(point, { acceptLanguage: 'nl' });
    expect(found?.result.display_name).toMatch(name);
    expect(found?.distanceKm).toBeLessThan(5);
  });

  it('answers the distance to a place far out at sea', () => {
    const found = gazetteer.nearest({ lat: 53.5, lon: 3.0 });
    expect(found?.distanceKm).toBeGreaterThan(50);
  });
});
