import { translations } from '@spt/i18n-content';
import { describe, expect, it } from 'vitest';
import { badgeKey } from './badge';
import { filterAndSortResults, isPlaceResult } from './filter-and-sort-results';
import type { Language } from './language';
import { mainName } from './main-name';
import type { NominatimAddress, NominatimResult } from './nominatim-result';
import { secondaryLine } from './secondary-line';
import { toSuggestion } from './to-suggestion';

function result(
  type: string,
  displayName: string,
  address?: NominatimAddress,
  cls = 'place',
): NominatimResult {
  return {
    display_name: displayName,
    lat: '52',
    lon: '5',
    place_id: 1,
    type,
    class: cls,
    importance: 0.5,
    ...(address ? { address } : {}),
  };
}

// SPEC section 9, "City search badge labels": one row per rule, in every language; and issue 16's kinds.
describe('badge', () => {
  it.each([
    ['city', 'city', 'City', 'Stad', 'Stadt', 'Ville'],
    ['hamlet', 'hamlet', 'Hamlet', 'Gehucht', 'Weiler', 'Hameau'],
    ['village', 'village', 'Village', 'Dorp', 'Dorf', 'Village'],
    ['city_district', 'district', 'District', 'Wijk', 'Stadtteil', 'Quartier'],
    ['state', 'province', 'Province', 'Provincie', 'Provinz', 'Province'],
    ['administrative', 'area', 'Area', 'Gebied', 'Gebiet', 'Zone'],
    // Issue 16: the kinds of pickup point beyond places.
    ['station', 'station', 'Station', 'Station', 'Bahnhof', 'Gare'],
    ['museum', 'museum', 'Museum', 'Museum', 'Museum', 'Musée'],
    ['theme_park', 'attraction', 'Attraction', 'Attractie', 'Ausflugsziel', 'Attraction'],
    ['square', 'landmark', 'Landmark', 'Bezienswaardigheid', 'Sehenswürdigkeit', 'Monument'],
    ['exhibition_centre', 'venue', 'Venue', 'Evenementenlocatie', 'Veranstaltungsort', 'Lieu d’événements'],
    ['stadium', 'venue', 'Venue', 'Evenementenlocatie', 'Veranstaltungsort', 'Lieu d’événements'],
    ['house', 'address', 'Address', 'Adres', 'Adresse', 'Adresse'],
    ['postcode', 'postcode', 'Postcode', 'Postcode', 'Postleitzahl', 'Code postal'],
    ['town', null, null, null, null, null],
    ['aerodrome', null, null, null, null, null],
    ['toString', null, null, null, null, null],
  ])('type %s -> %s, en %s, nl %s, de %s, fr %s', (type, key, en, nl, de, fr) => {
    const badge = badgeKey(type);
    expect(badge).toBe(key);
    // The words are the site's (packages/i18n-content `citySearch.badge`), looked up by the key.
    const word = (language: Language) => badge && translations[language].citySearch.badge[badge];
    expect([word('en'), word('nl'), word('de'), word('fr')]).toEqual([en, nl, de, fr]);
  });
});

// SPEC section 9, "Main name rules": one row per rule.
describe('mainName', () => {
  it.each([
    [
      'hamlet: first segment + municipality when it differs',
      result('hamlet', 'Dwarsgracht, Steenwijkerland, Overijssel, Nederland', {
        municipality: 'Steenwijkerland',
      }),
      'Dwarsgracht, Steenwijkerland',
    ],
    [
      'village: first segment + municipality when it differs',
      result('village', 'Giethoorn, Steenwijkerland, Overijssel, Nederland', {
        village: 'Giethoorn',
        municipality: 'Steenwijkerland',
      }),
      'Giethoorn, Steenwijkerland',
    ],
    [
      'village: first segment + city when there is no municipality',
      result('village', 'Marken, Noord-Holland, Nederland', { city: 'Waterland' }),
      'Marken, Waterland',
    ],
    [
      'village: only the first segment when the municipality is the same name',
      result('village', 'Lisse, Zuid-Holland, Nederland', { municipality: 'Lisse' }),
      'Lisse',
    ],
    [
      'village: only the first segment without municipality or city',
      result('village', 'Marken, Noord-Holland, Nederland', { state: 'Noord-Holland' }),
      'Marken',
    ],
    [
      'city_district: first segment + city in parentheses',
      result('city_district', 'Sint-Andries, Brugge, West-Vlaanderen, België', { city: 'Brugge' }),
      'Sint-Andries (Brugge)',
    ],
    [
      'city_district: only the first segment when the city is the same name',
      result('city_district', 'Utrecht, Utrecht, Nederland', { city: 'Utrecht' }),
      'Utrecht',
    ],
    [
      'state: first segment + " (Province)"',
      result('state', 'Noord-Holland, Nederland', undefined, 'boundary'),
      'Noord-Holland (Province)',
    ],
    [
      'city: the first segment',
      result('city', 'Amsterdam, Noord-Holland, Nederland', { city: 'Amsterdam' }),
      'Amsterdam',
    ],
    [
      'any other type: the first segment',
      result(
        'aerodrome',
        'Amsterdam Airport Schiphol, Haarlemmermeer, Noord-Holland',
        { village: 'Schiphol' },
        'aeroway',
      ),
      'Amsterdam Airport Schiphol',
    ],
  ])('%s', (_rule, input, expected) => {
    expect(mainName(input, 'en')).toBe(expected);
  });

  it('state in German and French: first segment + " (Provinz)", " (province)"', () => {
    expect(mainName(result('state', 'Nordholland, Niederlande'), 'de')).toBe('Nordholland (Provinz)');
    expect(mainName(result('state', 'Hollande-Septentrionale, Pays-Bas'), 'fr')).toBe(
      'Hollande-Septentrionale (province)',
    );
  });

  it('state in Dutch: first segment + " (provincie)"', () => {
    expect(mainName(result('state', 'Fryslân, Nederland'), 'nl')).toBe('Fryslân (provincie)');
  });

  it('defaults to English', () => {
    expect(mainName(result('state', 'Utrecht, Nederland'))).toBe('Utrecht (Province)');
  });
});

// SPEC section 9, "Secondary line rules": one row per rule, with a Dutch and an English display name.
describe('secondaryLine', () => {
  it.each([
    [
      'city: state and country (nl)',
      result('city', 'Brugge, West-Vlaanderen, België', {
        city: 'Brugge',
        state: 'West-Vlaanderen',
        country: 'België',
      }),
      'West-Vlaanderen, België',
    ],
    [
      'city: state and country (en)',
      result('city', 'Bruges, West-Vlaanderen, Belgium', {
        city: 'Bruges',
        state: 'West-Vlaanderen',
        country: 'Belgium',
      }),
      'West-Vlaanderen, Belgium',
    ],
    [
      'hamlet: municipality, state and country (nl)',
      result('hamlet', 'Dwarsgracht, Steenwijkerland, Overijssel, Nederland', {
        hamlet: 'Dwarsgracht',
        municipality: 'Steenwijkerland',
        state: 'Overijssel',
        country: 'Nederland',
      }),
      'Steenwijkerland, Overijssel, Nederland',
    ],
    [
      'hamlet: municipality, state and country (en)',
      result('hamlet', 'Dwarsgracht, Steenwijkerland, Overijssel, Netherlands', {
        hamlet: 'Dwarsgracht',
        municipality: 'Steenwijkerland',
        state: 'Overijssel',
        country: 'Netherlands',
      }),
      'Steenwijkerland, Overijssel, Netherlands',
    ],
    [
      'village: municipality, state and country (nl)',
      result('village', 'Marken, Waterland, Noord-Holland, Nederland', {
        village: 'Marken',
        municipality: 'Waterland',
        state: 'Noord-Holland',
        country: 'Nederland',
      }),
      'Waterland, Noord-Holland, Nederland',
    ],
    [
      'village: municipality, state and country (en)',
      result('village', 'Lissewege, Bruges, West-Vlaanderen, Belgium', {
        village: 'Lissewege',
        municipality: 'Bruges',
        state: 'West-Vlaanderen',
        country: 'Belgium',
      }),
      'Bruges, West-Vlaanderen, Belgium',
    ],
    [
      'city_district: state and country (nl)',
      result('city_district', 'Sint-Andries, Brugge, West-Vlaanderen, België', {
        city_district: 'Sint-Andries',
        city: 'Brugge',
        state: 'West-Vlaanderen',
        country: 'België',
      }),
      'West-Vlaanderen, België',
    ],
    [
      'city_district: state and country (en)',
      result('city_district', 'Sint-Andries, Bruges, West-Vlaanderen, Belgium', {
        city_district: 'Sint-Andries',
        city: 'Bruges',
        state: 'West-Vlaanderen',
        country: 'Belgium',
      }),
      'West-Vlaanderen, Belgium',
    ],
    [
      'state: country (nl)',
      result(
        'state',
        'Noord-Holland, Nederland',
        { state: 'Noord-Holland', country: 'Nederland' },
        'boundary',
      ),
      'Nederland',
    ],
    [
      'state: country (en)',
      result(
        'state',
        'Noord-Holland, Netherlands',
        { state: 'Noord-Holland', country: 'Netherlands' },
        'boundary',
      ),
      'Netherlands',
    ],
    [
      'any other type: the rest of display_name (nl, town)',
      result('town', 'Zaandam, Zaanstad, Noord-Holland, Nederland', {
        town: 'Zaandam',
        municipality: 'Zaanstad',
        state: 'Noord-Holland',
        country: 'Nederland',
      }),
      'Zaanstad, Noord-Holland, Nederland',
    ],
    [
      'any other type: the rest of display_name (en, aerodrome)',
      result(
        'aerodrome',
        'Amsterdam Airport Schiphol, Haarlemmermeer, Noord-Holland, Netherlands',
        {
          aeroway: 'Amsterdam Airport Schiphol',
          town: 'Badhoevedorp',
          municipality: 'Haarlemmermeer',
          state: 'Noord-Holland',
          country: 'Netherlands',
        },
        'aeroway',
      ),
      'Haarlemmermeer, Noord-Holland, Netherlands',
    ],
  ])('%s', (_rule, input, expected) => {
    expect(secondaryLine(input)).toBe(expected);
  });

  it.each([
    [
      'village: the city when the address has no municipality',
      result('village', 'Marken, Waterland, Noord-Holland, Nederland', {
        village: 'Marken',
        city: 'Waterland',
        state: 'Noord-Holland',
        country: 'Nederland',
      }),
      'Waterland, Noord-Holland, Nederland',
    ],
    [
      'village: the town when the address has neither municipality nor city',
      result('village', 'Kwadijk, Edam-Volendam, Noord-Holland, Nederland', {
        village: 'Kwadijk',
        town: 'Edam-Volendam',
        state: 'Noord-Holland',
        country: 'Nederland',
      }),
      'Edam-Volendam, Noord-Holland, Nederland',
    ],
    [
      'village: the municipality before the city, a blank municipality skipped',
      result('village', 'Marken, Noord-Holland, Netherlands', {
        municipality: ' ',
        city: 'Waterland',
        state: 'Noord-Holland',
        country: 'Netherlands',
      }),
      'Waterland, Noord-Holland, Netherlands',
    ],
    [
      'village: a municipality of its own name is left out',
      result('village', 'Lisse, Zuid-Holland, Nederland', {
        village: 'Lisse',
        municipality: 'Lisse',
        state: 'Zuid-Holland',
        country: 'Nederland',
      }),
      'Zuid-Holland, Nederland',
    ],
    [
      'city: a province of the same name is left out',
      result('city', 'Utrecht, Utrecht, Nederland', {
        city: 'Utrecht',
        state: 'Utrecht',
        country: 'Nederland',
      }),
      'Nederland',
    ],
    [
      'city: only the parts the address has',
      result('city', 'Brussel, België', { city: 'Brussel', country: 'België' }),
      'België',
    ],
    [
      'village without address: the rest of display_name',
      result('village', 'Marken, Waterland, Noord-Holland, Nederland'),
      'Waterland, Noord-Holland, Nederland',
    ],
    [
      'city without address: the rest of display_name',
      result('city', 'Gent, Oost-Vlaanderen, België'),
      'Oost-Vlaanderen, België',
    ],
    [
      'state whose address has no country: the rest of display_name',
      result('state', 'Utrecht, Netherlands', { state: 'Utrecht' }, 'boundary'),
      'Netherlands',
    ],
    [
      'any other type ignores the address and skips blank segments',
      result('administrative', 'Zaanstad, , Noord-Holland ,Nederland', { state: 'Noord-Holland' }),
      'Noord-Holland, Nederland',
    ],
    ['one segment and no address: empty', result('city', 'Gent'), ''],
  ])('%s', (_rule, input, expected) => {
    expect(secondaryLine(input)).toBe(expected);
  });
});

// SPEC section 5: kept results and their order.
describe('filter and sort', () => {
  it.each([
    ['type city', result('city', 'X'), true],
    ['type town', result('town', 'X', undefined, 'other'), true],
    ['type village', result('village', 'X', undefined, 'other'), true],
    ['type administrative', result('administrative', 'X', undefined, 'other'), true],
    ['class place', result('hamlet', 'X', undefined, 'place'), true],
    ['class boundary', result('state', 'X', undefined, 'boundary'), true],
    ['address with a city', result('aerodrome', 'X', { city: 'Amsterdam' }, 'aeroway'), true],
    ['address with a town', result('station', 'X', { town: 'Lisse' }, 'railway'), true],
    ['address with a village', result('aerodrome', 'X', { village: 'Schiphol' }, 'aeroway'), true],
    ['none of these', result('bus_stop', 'X', { state: 'Noord-Holland' }, 'highway'), false],
  ])('%s -> kept: %s', (_rule, input, kept) => {
    expect(isPlaceResult(input)).toBe(kept);
    expect(filterAndSortResults([input])).toHaveLength(kept ? 1 : 0);
  });

  it('sorts by importance descending, stable for ties, at most 8, without changing the input', () => {
    const input = [0.2, 0.9, 0.5, 0.5, 0.1, 0.3, 0.4, 0.6, 0.7, 0.8].map((importance, i) => ({
      ...result('city', `P${i}`),
      place_id: i,
      importance,
    }));
    const copy = structuredClone(input);
    expect(filterAndSortResults(input).map((r) => r.place_id)).toEqual([1, 9, 8, 7, 2, 3, 6, 5]);
    expect(input).toEqual(copy);
  });
});

describe('toSuggestion', () => {
  it('applies the rules in the given language and parses the coordinates', () => {
    const input = {
      ...result('state', 'Utrecht, Nederland', { state: 'Utrecht', country: 'Nederland' }),
      place_id: 42,
    };
    expect(toSuggestion(input, 'nl')).toEqual({
      id: '42',
      mainName: 'Utrecht (provincie)',
      secondaryLine: 'Nederland',
      badge: 'province',
      displayName: 'Utrecht, Nederland',
      lat: 52,
      lon: 5,
      type: 'state',
      raw: input,
    });
  });
});
