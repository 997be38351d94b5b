import { describe, expect, it } from 'vitest';
import { filterAndSortResults } from '../filter-and-sort-results';
import type { NominatimResult } from '../nominatim-result';
import { readNominatimResult } from '../nominatim-result';
import { NominatimResultSchema, NominatimResultV2Schema } from '../nominatim-schema';
import { secondaryLine } from '../secondary-line';
import { toSuggestion } from '../to-suggestion';
import { loadGazetteer } from './load-gazetteer';

// Issue 16, "Nominatim compatibility": the embedded gazetteer's answers to the Nominatim parameters
// `countrycodes`, `featuretype`, `addressdetails` and `format`, and the fields third-party clients read.

const gazetteer = loadGazetteer();
const NL = { acceptLanguage: 'nl' } as const;

describe('countrycodes', () => {
  it('keeps only places in the listed countries, in any case', () => {
    expect(gazetteer.search('Brugge', { countryCodes: ['nl'] })).toEqual([]);
    expect(gazetteer.search('Brugge', { ...NL, countryCodes: ['BE'] })[0]?.name).toBe('Brugge');
    expect(gazetteer.search('Brugge', { ...NL, countryCodes: ['nl', 'be'] })[0]?.name).toBe('Brugge');
    const limburg = gazetteer.search('Limburg', { limit: 20, countryCodes: ['Nl'] });
    expect(limburg.length).toBeGreaterThan(0);
    expect(limburg.every((r) => r.address?.country_code === 'nl')).toBe(true);
  });

  it('fills the limit from the kept places (the filter runs before the limit)', () => {
    const all = gazetteer.search('Sint', { limit: 5 });
    expect(all.some((r) => r.address?.country_code === 'be')).toBe(true);
    const nl = gazetteer.search('Sint', { limit: 5, countryCodes: ['nl'] });
    expect(nl).toHaveLength(5);
    expect(nl.every((r) => r.address?.country_code === 'nl')).toBe(true);
  });

  it('finds nothing for a country the gazetteer does not hold, and ignores it beside one it holds', () => {
    expect(gazetteer.search('Amsterdam', { countryCodes: ['de'] })).toEqual([]);
    expect(gazetteer.search('Amsterdam', { countryCodes: ['xx'] })).toEqual([]);
    expect(gazetteer.search('Amsterdam', { countryCodes: ['de', 'nl'] })[0]?.name).toBe('Amsterdam');
  });

  it('filters nothing when the list is empty', () => {
    expect(gazetteer.search('Brugge', { ...NL, countryCodes: [] })[0]?.name).toBe('Brugge');
  });
});

describe('featuretype', () => {
  it('settlement leaves out airports; city, the wizard filter of SPEC 7, keeps them', () => {
    const airports = (featureType: 'city' | 'settlement', q: string) =>
      gazetteer.search(q, { limit: 20, featureType }).filter((r) => r.type === 'aerodrome');
    expect(airports('settlement', 'Schiphol')).toEqual([]);
    expect(airports('settlement', 'Eindhoven')).toEqual([]);
    expect(gazetteer.search('Schiphol', { featureType: 'city' })[0]?.type).toBe('aerodrome');
    expect(airports('city', 'Eindhoven')).toHaveLength(1);
    expect(gazetteer.search('Eindhoven', { featureType: 'city' })[0]?.name).toBe('Eindhoven');
    // Without featuretype the airport is found.
    expect(gazetteer.search('Schiphol')[0]?.type).toBe('aerodrome');
  });

  it('city keeps the places a ride starts or ends at: settlements down to hamlets, airports, stations and venues; no province', () => {
    const types = new Set(
      ['Amst', 'Sint', 'Utrecht', 'Noord', 'Zaan', 'Den', 'Zuid'].flatMap((q) =>
        gazetteer.search(q, { limit: 50, featureType: 'city' }).map((r) => r.type),
      ),
    );
    expect([...types]).toEqual(
      expect.arrayContaining(['aerodrome', 'city', 'city_district', 'hamlet', 'station', 'town', 'village']),
    );
    expect([...types]).not.toContain('state');
    // Settlements stop at towns and villages: no station, no airport.
    expect(
      gazetteer.search('Rotterdam', { limit: 50, featureType: 'settlement' }).map((r) => r.type),
    ).not.toContain('station');
    expect(gazetteer.search('Giethoorn', { featureType: 'city' })[0]?.type).toBe('village');
    // The province Utrecht is a state, not a place to be picked up at.
    expect(gazetteer.search('Utrecht', { limit: 20, featureType: 'city' }).map((r) => r.type)).not.toContain(
      'state',
    );
  });

  it('settlement also keeps provinces, districts and hamlets (Nominatim: state down to neighbourhood)', () => {
    const utrecht = gazetteer.search('Utrecht', { limit: 20, featureType: 'settlement' });
    expect(utrecht.map((r) => r.type)).toEqual(expect.arrayContaining(['city', 'state']));
  });

  it('state answers the Dutch provinces; a Belgian province is a county, not a state', () => {
    const noordHolland = gazetteer.search('Noord-Holland', { featureType: 'state' });
    expect(noordHolland.map((r) => r.name)).toEqual(['Noord-Holland']);
    expect(gazetteer.search('Amsterdam', { featureType: 'state' })).toEqual([]);
    expect(gazetteer.search('West-Vlaanderen', { featureType: 'state' })).toEqual([]);
  });

  it('country answers [] (the gazetteer holds no countries)', () => {
    expect(gazetteer.search('Nederland Amsterdam', { featureType: 'country' })).toEqual([]);
    expect(gazetteer.search('Amsterdam', { featureType: 'country' })).toEqual([]);
  });

  it('combines with countrycodes', () => {
    expect(gazetteer.search('Brussel', { featureType: 'city', countryCodes: ['nl'] })).toEqual([]);
    expect(gazetteer.search('Brussel', { ...NL, featureType: 'city', countryCodes: ['be'] })[0]?.name).toBe(
      'Brussel',
    );
  });
});

describe('addressdetails', () => {
  it('includes the address by default and with addressDetails true', () => {
    expect(gazetteer.search('Lisse')[0]?.address).toMatchObject({ town: 'Lisse' });
    expect(gazetteer.search('Lisse', { addressDetails: true })[0]?.address).toMatchObject({ town: 'Lisse' });
  });

  it('omits the address with addressDetails false, and keeps the rest', () => {
    const lisse = gazetteer.search('Lisse', { addressDetails: false })[0];
    expect(lisse).toBeDefined();
    expect(lisse).not.toHaveProperty('address');
    expect(lisse).toMatchObject({ name: 'Lisse', type: 'town', class: 'place' });
    expect(lisse?.display_name).toMatch(/^Lisse, /);
  });
});

describe('format', () => {
  it('json has class and place_rank, no category', () => {
    const amsterdam = gazetteer.search('Amsterdam')[0];
    expect(amsterdam).toMatchObject({ class: 'place', type: 'city', place_rank: 16 });
    expect(amsterdam).not.toHaveProperty('category');
  });

  it('jsonv2 names the class category, has place_rank, and no class', () => {
    const amsterdam = gazetteer.search('Amsterdam', { format: 'jsonv2' })[0];
    expect(amsterdam).toMatchObject({ category: 'place', type: 'city', place_rank: 16 });
    expect(amsterdam).not.toHaveProperty('class');
    expect(NominatimResultV2Schema.safeParse(amsterdam).success).toBe(true);
    const schiphol = gazetteer.search('Schiphol', { format: 'jsonv2' })[0];
    expect(schiphol).toMatchObject({ category: 'aeroway', type: 'aerodrome', place_rank: 30 });
    expect(schiphol).not.toHaveProperty('class');
  });

  it.each([
    ['Amsterdam', 'city', 16],
    ['Lisse', 'town', 18],
    ['Giethoorn', 'village', 19],
    ['Schiphol', 'aerodrome', 30],
    ['Noord-Holland', 'state', 8],
    ['West-Vlaanderen', 'state', 12],
  ])('%s (%s) has place_rank %i', (query, type, rank) => {
    const found = gazetteer.search(query, { format: 'jsonv2', limit: 20 }).find((r) => r.type === type);
    expect(found?.place_rank).toBe(rank);
  });

  it.each([
    ['Zuiderburen', 'hamlet'],
    ['Zuidwijk', 'city_district'],
  ])('%s (%s) has place_rank 20, and featuretype settlement and city keep it', (query, type) => {
    const found = gazetteer.search(query, { format: 'jsonv2' }).find((r) => r.type === type);
    expect(found?.place_rank).toBe(20);
    const settlement = gazetteer.search(query, { featureType: 'settlement' });
    expect(settlement.map((r) => r.type)).toContain(type);
    expect(gazetteer.search(query, { featureType: 'city' }).map((r) => r.type)).toContain(type);
  });
});

describe('boundingbox and OSM ids', () => {
  const decimal = /^-?\d+\.\d{7}$/;

  it('every result has four decimal strings [south, north, west, east] around its point', () => {
    for (const query of ['Amsterdam', 'Giethoorn', 'Schiphol', 'Brugge', 'Noord-Holland', 'Zaan']) {
      for (const format of ['json', 'jsonv2'] as const) {
        for (const r of gazetteer.search(query, { limit: 10, format })) {
          const box = r.boundingbox;
          expect(box, query).toHaveLength(4);
          for (const corner of box ?? []) expect(corner).toMatch(decimal);
          const [south, north, west, east] = (box ?? []).map(Number) as [number, number, number, number];
          const lat = Number(r.lat);
          const lon = Number(r.lon);
          expect(south).toBeLessThan(lat);
          expect(north).toBeGreaterThan(lat);
          expect(west).toBeLessThan(lon);
          expect(east).toBeGreaterThan(lon);
        }
      }
    }
  });

  it('sizes the box by the kind of place: a city is larger than a village', () => {
    const span = (r: { boundingbox?: string[] | undefined } | undefined) =>
      Number(r?.boundingbox?.[1]) - Number(r?.boundingbox?.[0]);
    const amsterdam = gazetteer.search('Amsterdam')[0];
    const giethoorn = gazetteer.search('Giethoorn')[0];
    expect(span(amsterdam)).toBeCloseTo(0.32, 6);
    expect(span(giethoorn)).toBeCloseTo(0.04, 6);
  });

  it('sends no osm_type or osm_id: the gazetteer has no OpenStreetMap ids', () => {
    for (const r of gazetteer.search('Sint', { limit: 20 })) {
      expect(r).not.toHaveProperty('osm_type');
      expect(r).not.toHaveProperty('osm_id');
    }
  });
});

describe('an airport names the city it serves', () => {
  it.each([
    ['Schiphol', 'en', 'Amsterdam'],
    ['Schiphol', 'nl', 'Amsterdam'],
    ['Eindhoven Airport', 'en', 'Eindhoven'],
    ['Rotterdam The Hague Airport', 'en', 'Rotterdam'],
    ['Brussels Airport', 'en', 'Brussels'],
    ['Brussels Airport', 'nl', 'Brussel'],
    ['Zaventem', 'nl', 'Brussel'],
    ['Brussels South Charleroi Airport', 'en', 'Charleroi'],
    ['Liège Airport', 'en', 'Liège'],
    ['Liège Airport', 'nl', 'Luik'],
    ['Maastricht Aachen Airport', 'en', 'Maastricht'],
    ['Groningen Airport Eelde', 'en', 'Groningen'],
    ['Antwerp International Airport', 'en', 'Antwerp'],
    ['Ostend-Bruges', 'en', 'Ostend'],
  ])('%s (%s): address.city is %s', (query, language, city) => {
    const airport = gazetteer.search(query, { acceptLanguage: language }).find((r) => r.class === 'aeroway');
    expect(airport?.address?.city).toBe(city);
    expect(airport?.address).not.toHaveProperty('village');
    expect(airport?.address).not.toHaveProperty('town');
  });

  it('Schiphol is no longer named after Badhoevedorp, nor Eindhoven Airport after Wintelre', () => {
    const schiphol = gazetteer.search('Schiphol', { acceptLanguage: 'nl' })[0];
    const eindhoven = gazetteer.search('Eindhoven Airport')[0];
    expect(JSON.stringify(schiphol?.address)).not.toContain('Badhoevedorp');
    expect(JSON.stringify(eindhoven?.address)).not.toContain('Wintelre');
  });

  it('Brussels Airport lies in Vlaams-Brabant (Vlaanderen), not in the Brussels region', () => {
    const airport = gazetteer.search('Brussels Airport', { acceptLanguage: 'nl' })[0];
    expect(airport?.address).toMatchObject({
      aeroway: 'Brussels Airport',
      city: 'Brussel',
      county: 'Vlaams-Brabant',
      'ISO3166-2-lvl6': 'BE-VBR',
      state: 'Vlaanderen',
      'ISO3166-2-lvl4': 'BE-VLG',
      country: 'België',
      country_code: 'be',
    });
    expect(airport?.display_name).toContain('Vlaams-Brabant');
    expect(airport?.display_name).not.toContain('Brussels Hoofdstedelijk Gewest');
  });

  it('the airport still passes the client filter (its address has a city)', () => {
    const schiphol = gazetteer.search('Schiphol')[0] as NominatimResult;
    expect(filterAndSortResults([schiphol])).toEqual([schiphol]);
  });
});

describe('Belgian provinces are counties, regions states', () => {
  it.each([
    ['Brugge', 'West-Vlaanderen', 'BE-VWV', 'Vlaanderen', 'BE-VLG'],
    ['Gent', 'Oost-Vlaanderen', 'BE-VOV', 'Vlaanderen', 'BE-VLG'],
    ['Leuven', 'Vlaams-Brabant', 'BE-VBR', 'Vlaanderen', 'BE-VLG'],
    ['Charleroi', 'Hainaut', 'BE-WHT', 'Wallonie', 'BE-WAL'],
    ['Namur', 'Namur', 'BE-WNA', 'Wallonie', 'BE-WAL'],
  ])('%s: county %s, state %s', (query, county, lvl6, state, lvl4) => {
    const found = gazetteer.search(query, { acceptLanguage: 'nl' }).find((r) => r.type !== 'state');
    expect(found?.address).toMatchObject({
      county,
      'ISO3166-2-lvl6': lvl6,
      state,
      'ISO3166-2-lvl4': lvl4,
      country_code: 'be',
    });
  });

  it('Brussels has the region as its state and no county', () => {
    const brussel = gazetteer.search('Brussel', { acceptLanguage: 'nl' })[0];
    expect(brussel?.address?.state).toBe('Brussels Hoofdstedelijk Gewest');
    expect(brussel?.address?.['ISO3166-2-lvl4']).toBe('BE-BRU');
    expect(brussel?.address).not.toHaveProperty('county');
  });

  it('a Dutch province stays the state, with no county', () => {
    const zaandam = gazetteer.search('Zaandam', { acceptLanguage: 'nl' })[0];
    expect(zaandam?.address).toMatchObject({ state: 'Noord-Holland', 'ISO3166-2-lvl4': 'NL-NH' });
    expect(zaandam?.address).not.toHaveProperty('county');
  });

  it('a Belgian province itself: addresstype county, its region as state', () => {
    const province = gazetteer.search('West-Vlaanderen').find((r) => r.type === 'state');
    expect(province?.addresstype).toBe('county');
    expect(province?.address).toMatchObject({ county: 'West-Vlaanderen', state: 'Vlaanderen' });
  });

  it('the dropdown still shows the province on the secondary line (unchanged for the web client)', () => {
    const brugge = gazetteer.search('Brugge', { acceptLanguage: 'nl' })[0] as NominatimResult;
    expect(secondaryLine(brugge)).toBe('West-Vlaanderen, België');
    const bruges = gazetteer.search('Bruges', { acceptLanguage: 'en' })[0] as NominatimResult;
    expect(toSuggestion(bruges, 'en').secondaryLine).toBe('West-Vlaanderen, Belgium');
    // Nominatim's own Belgian answers: the province from `county`, not the region.
    expect(
      secondaryLine({
        ...brugge,
        address: {
          city: 'Brugge',
          county: 'West-Vlaanderen',
          state: 'Vlaanderen',
          country: 'België',
          country_code: 'be',
        },
      }),
    ).toBe('West-Vlaanderen, België');
    // A Dutch answer with a county (none in practice) keeps the state.
    expect(
      secondaryLine({
        ...brugge,
        display_name: 'Lisse, Zuid-Holland, Nederland',
        address: {
          city: 'Lisse',
          county: 'X',
          state: 'Zuid-Holland',
          country: 'Nederland',
          country_code: 'nl',
        },
      }),
    ).toBe('Zuid-Holland, Nederland');
  });
});

describe('the new fields validate with both readers', () => {
  it('every json result passes the zod schema and the browser reader', () => {
    for (const query of ['Schiphol', 'Brugge', 'Sint', 'West-Vlaanderen', 'Zaventem']) {
      for (const r of gazetteer.search(query, { limit: 10 })) {
        expect(NominatimResultSchema.safeParse(r).success).toBe(true);
        expect(readNominatimResult(r)).toBe(r);
      }
      for (const r of gazetteer.search(query, { limit: 10, addressDetails: false })) {
        expect(readNominatimResult(r)).toBe(r);
      }
    }
  });

  it('every jsonv2 result passes the jsonv2 schema', () => {
    for (const r of gazetteer.search('Sint', { limit: 20, format: 'jsonv2' }))
      expect(NominatimResultV2Schema.safeParse(r).success).toBe(true);
  });
});

describe('names when no language is asked', () => {
  it('answers the names used on the spot, as Nominatim: Dutch in NL, Flanders and Brussels, French in Wallonia', () => {
    const name = (query: string, acceptLanguage?: string) =>
      gazetteer.search(query, acceptLanguage === undefined ? { limit: 1 } : { limit: 1, acceptLanguage })[0];
    expect(name('The Hague')?.name).toBe('Den Haag');
    expect(name('Bruges')?.display_name).toBe('Brugge, West-Vlaanderen, België');
    expect(name('Brussels')?.name).toBe('Brussel');
    expect(name('Luik')?.name).toBe('Liège');
    expect(name('Liège-Guillemins')?.address).toMatchObject({ railway: 'Liège-Guillemins', city: 'Liège' });
    // A blank value asks for nothing; a language asked for is answered.
    expect(name('Luik', ' ')?.name).toBe('Liège');
    expect(name('Luik', 'nl')?.name).toBe('Luik');
    expect(name('Luik', 'en')?.name).toBe('Liège');
    expect(name('Den Haag', 'en')?.name).toBe('The Hague');
  });
});
