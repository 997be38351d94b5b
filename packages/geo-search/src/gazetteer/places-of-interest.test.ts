import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { translations } from '@spt/i18n-content';
import { describe, expect, it } from 'vitest';
import { filterAndSortResults } from '../filter-and-sort-results';
import type { Language } from '../language';
import type { NominatimResult } from '../nominatim-result';
import { toSuggestion } from '../to-suggestion';
import { loadGazetteer } from './load-gazetteer';

const gazetteer = loadGazetteer();
const first = (query: string, language: Language) =>
  (
    gazetteer.search(query, { limit: 8, acceptLanguage: language, featureType: 'city' }) as NominatimResult[]
  )[0];

describe('attractions, museums and venues', () => {
  it.each([
    ['Keukenhof', 'nl', 'Keukenhof', 'Lisse, Zuid-Holland, Nederland', 'Attractie'],
    ['Keukenhof', 'en', 'Keukenhof', 'Lisse, Zuid-Holland, Netherlands', 'Attraction'],
    ['Zaanse Schans', 'nl', 'Zaanse Schans', 'Zaandam, Zaanstad, Noord-Holland, Nederland', 'Attractie'],
    ['RAI', 'nl', 'RAI Amsterdam', 'Amsterdam, Noord-Holland, Nederland', 'Evenementenlocatie'],
    ['Ahoy', 'en', 'Rotterdam Ahoy', 'Rotterdam, Zuid-Holland, Netherlands', 'Venue'],
    ['Jaarbeurs', 'nl', 'Jaarbeurs', 'Utrecht, Utrecht, Nederland', 'Evenementenlocatie'],
    ['Atomium', 'nl', 'Atomium', 'Brussel, Brussels Hoofdstedelijk Gewest, België', 'Attractie'],
    ['Anne Frank', 'en', 'Anne Frank House', 'Amsterdam, Noord-Holland, Netherlands', 'Museum'],
    ['Anne Frank', 'nl', 'Anne Frank Huis', 'Amsterdam, Noord-Holland, Nederland', 'Museum'],
    [
      'Grand-Place',
      'en',
      'Grand-Place Brussels',
      'Brussels, Brussels Hoofdstedelijk Gewest, Belgium',
      'Landmark',
    ],
    [
      'Grote Markt Brussel',
      'nl',
      'Grote Markt Brussel',
      'Brussel, Brussels Hoofdstedelijk Gewest, België',
      'Bezienswaardigheid',
    ],
    ['Vredespaleis', 'nl', 'Vredespaleis', 'Den Haag, Zuid-Holland, Nederland', 'Attractie'],
    ['Peace Palace', 'en', 'Peace Palace', 'The Hague, Zuid-Holland, Netherlands', 'Attraction'],
  ] as const)('%s (%s): %s | %s | %s', (query, language, main, secondary, badge) => {
    const result = first(query, language);
    const suggestion = result && toSuggestion(result, language);
    expect(suggestion?.mainName).toBe(main);
    expect(suggestion?.secondaryLine).toBe(secondary);
    expect(suggestion?.badge && translations[language].citySearch.badge[suggestion.badge]).toBe(badge);
  });

  it('answers them in the Nominatim shape, their town in the address, kept by the SPEC filter', () => {
    const keukenhof = first('Keukenhof', 'nl');
    expect(keukenhof).toMatchObject({ class: 'tourism', addresstype: 'tourism', place_rank: 30 });
    expect(keukenhof?.address).toMatchObject({ tourism: 'Keukenhof', town: 'Lisse', country_code: 'nl' });
    expect(filterAndSortResults([keukenhof as NominatimResult])).toHaveLength(1);
    // No part of an address: featuretype=settlement leaves them out.
    expect(gazetteer.search('Keukenhof', { featureType: 'settlement' })).toEqual([]);
  });

  it('ranks a town before a venue named after it', () => {
    expect(first('Rotterdam', 'nl')).toMatchObject({ type: 'city', name: 'Rotterdam' });
    expect(first('Utrecht', 'en')).toMatchObject({ type: 'city', name: 'Utrecht' });
  });

  it('passes the curated list check (towns, distances, names, bounds)', () => {
    const script = fileURLToPath(new URL('../../scripts/places-of-interest.check.mjs', import.meta.url));
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toMatch(/\d+ passed, 0 failed/);
  });
});
