import { translations } from '@spt/i18n-content';
import { describe, expect, it } from 'vitest';
import rawData from '../../data/gazetteer.nlbe.json' with { type: 'json' };
import { filterAndSortResults } from '../filter-and-sort-results';
import type { Language } from '../language';
import type { NominatimResult } from '../nominatim-result';
import { toSuggestion } from '../to-suggestion';
import { loadGazetteer } from './load-gazetteer';

const gazetteer = loadGazetteer();
const search = (query: string, language: Language = 'nl') =>
  gazetteer.search(query, { limit: 8, acceptLanguage: language, featureType: 'city' }) as NominatimResult[];
const stations = (query: string, language: Language = 'nl') =>
  search(query, language).filter((result) => result.type === 'station');

describe('railway stations', () => {
  it('holds every station of both countries: hundreds each', () => {
    const countries = rawData.states.map(([, , country]) => country);
    const stationCountries = rawData.places
      .filter((row) => row[2] === 'station')
      .map((row) => countries[row[8] as number]);
    expect(stationCountries.filter((country) => country === 'NL').length).toBeGreaterThan(390);
    expect(stationCountries.filter((country) => country === 'BE').length).toBeGreaterThan(540);
  });

  it.each([
    ['Rotterdam Centraal', 'nl', 'Rotterdam Centraal', 'Rotterdam, Zuid-Holland, Nederland', 'Station'],
    ['Utrecht Centraal', 'en', 'Utrecht Centraal', 'Utrecht, Utrecht, Netherlands', 'Station'],
    ['Amsterdam Centraal', 'en', 'Amsterdam Centraal', 'Amsterdam, Noord-Holland, Netherlands', 'Station'],
    ['Den Haag HS', 'nl', 'Den Haag HS', 'Den Haag, Zuid-Holland, Nederland', 'Station'],
    ['Leiden Centraal', 'nl', 'Leiden Centraal', 'Leiden, Zuid-Holland, Nederland', 'Station'],
    ['Brussel-Zuid', 'nl', 'Brussel-Zuid', 'Brussel, Brussels Hoofdstedelijk Gewest, België', 'Station'],
    ['Antwerpen-Centraal', 'nl', 'Antwerpen-Centraal', 'Antwerpen, Antwerpen, België', 'Station'],
    ['Gent-Sint-Pieters', 'en', 'Gent-Sint-Pieters', 'Ghent, Oost-Vlaanderen, Belgium', 'Station'],
  ] as const)('%s (%s): %s | %s | %s', (query, language, main, secondary, badge) => {
    const [first] = search(query, language);
    expect(first?.class).toBe('railway');
    const suggestion = first && toSuggestion(first, language);
    expect(suggestion?.mainName).toBe(main);
    expect(suggestion?.secondaryLine).toBe(secondary);
    expect(suggestion?.badge && translations[language].citySearch.badge[suggestion.badge]).toBe(badge);
  });

  it('uses the current NS names and keeps the old ones as other names', () => {
    expect(stations('Amersfoort Centraal')[0]?.name).toBe('Amersfoort Centraal');
    expect(stations('Eindhoven Centraal')[0]?.name).toBe('Eindhoven Centraal');
    expect(stations('Delft Zuid')[0]?.name).toBe('Delft Campus');
    expect(stations('Amsterdam-Centraal')[0]?.name).toBe('Amsterdam Centraal');
  });

  it('names Brussels stations in Dutch on the Dutch site, in English on the English one, and finds the French names', () => {
    expect(stations('Bruxelles-Midi', 'nl')[0]?.name).toBe('Brussel-Zuid');
    expect(stations('Gare du Midi', 'en')[0]?.name).toBe('Brussels-South');
    expect(stations('Brussels Central', 'en')[0]?.name).toBe('Brussels-Central');
    expect(stations('Bruxelles-Central', 'nl')[0]?.name).toBe('Brussel-Centraal');
  });

  it('gives a Walloon station the Dutch name of its city on the Dutch site', () => {
    expect(stations('Luik-Guillemins', 'nl')[0]?.name).toBe('Luik-Guillemins');
    expect(stations('Liège-Guillemins', 'en')[0]?.name).toBe('Liège-Guillemins');
    expect(stations('Liege Guillemins', 'nl')[0]?.address?.city).toBe('Luik');
  });

  it('finds a station written the way people write it: CS, Central, with the word station', () => {
    for (const query of [
      'Amsterdam CS',
      'Amsterdam Central',
      'Station Amsterdam Centraal',
      'Amsterdam Centraal station',
    ]) {
      expect(search(query, 'en')[0]?.name, query).toBe('Amsterdam Centraal');
    }
    expect(search('Station Haarlem')[0]).toMatchObject({ type: 'station', name: 'Haarlem' });
    expect(search('Station Zaanse Schans')[0]?.name).toBe('Zaandijk Zaanse Schans');
    // The word alone finds only stations (those with it in a name, "Centraal Station Brussel").
    expect(search('station').every((result) => result.type === 'station')).toBe(true);
  });

  it('puts the town before its stations, and a station into its town in the address', () => {
    const utrecht = search('Utrecht', 'en');
    expect(utrecht[0]).toMatchObject({ type: 'city', name: 'Utrecht' });
    expect(utrecht.slice(1, 4).map((r) => r.type)).toContain('station');
    const zaandijk = stations('Zaandijk Zaanse Schans')[0];
    expect(zaandijk?.address).toMatchObject({ village: 'Zaandijk', municipality: 'Zaanstad' });
    expect(zaandijk?.display_name).toBe(
      'Zaandijk Zaanse Schans, Zaandijk, Zaanstad, Noord-Holland, Nederland',
    );
  });

  it("leaves an airport's station out: the airport is the pickup point", () => {
    const schiphol = search('Schiphol', 'en');
    expect(schiphol[0]?.type).toBe('aerodrome');
    expect(schiphol.filter((r) => r.type === 'station')).toEqual([]);
    expect(search('Brussels Airport', 'en').filter((r) => r.type === 'station')).toEqual([]);
  });

  it('answers stations in the Nominatim shape that the SPEC filter keeps', () => {
    const [station] = search('Rotterdam Centraal');
    expect(station).toMatchObject({
      class: 'railway',
      type: 'station',
      addresstype: 'railway',
      place_rank: 30,
    });
    expect(station?.address).toMatchObject({
      railway: 'Rotterdam Centraal',
      city: 'Rotterdam',
      country_code: 'nl',
    });
    expect(filterAndSortResults(search('Rotterdam C'))).toContainEqual(station);
    // A station is no part of an address: featuretype=settlement leaves it out.
    expect(gazetteer.search('Rotterdam Centraal', { featureType: 'settlement' })).toEqual([]);
  });
});
