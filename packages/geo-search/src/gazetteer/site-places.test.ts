// Every place this site sells a ride to is found by its name, in both languages: each tour's
// destination (the name the tours menu shows) near the tour's own coordinates, and each city-transfer
// card's city as the city itself. The test walks the content, so a new tour or card is covered.
import { cities, tours, translations } from '@spt/i18n-content';
import { haversineKm } from '@spt/pricing';
import { describe, expect, it } from 'vitest';
import type { Language } from '../language';
import type { NominatimResult } from '../nominatim-result';
import { loadGazetteer } from './load-gazetteer';

const gazetteer = loadGazetteer();
const dictionaries = { en: translations.en, nl: translations.nl } as const;
/** As the wizard asks: eight results, `featuretype=city`, in the page's language. */
const search = (query: string, language: Language) =>
  gazetteer.search(query, { limit: 8, acceptLanguage: language, featureType: 'city' }) as NominatimResult[];
const kmFrom = (result: NominatimResult | undefined, point: { lat: number; lon: number }) =>
  result
    ? haversineKm(point, { lat: Number(result.lat), lon: Number(result.lon) })
    : Number.POSITIVE_INFINITY;

/** How far a tour's destination may lie from the tour's coordinates: a city's centre or a park's gate. */
const TOUR_KM = 3;

describe.each(['en', 'nl'] as const)('site places in %s', (language) => {
  it.each(tours.map((tour) => [dictionaries[language].tours.menu[tour.id], tour] as const))(
    'tour destination %s is the first result, near the tour',
    (name, tour) => {
      const [first] = search(name, language);
      expect(first?.name).toBe(name);
      expect(kmFrom(first, tour.geo)).toBeLessThan(TOUR_KM);
    },
  );

  it.each(cities.map((city) => [city.name, city] as const))(
    'city card %s is found as the city',
    (name, city) => {
      const [first] = search(name, language);
      // The card's Book button sends the wizard to the city's own point.
      expect(kmFrom(first, city.geo)).toBeLessThan(TOUR_KM);
      expect(first?.class).toBe('place');
      expect(first?.type).toBe('city');
      // The same place as the Dutch name finds (English answers may name it otherwise: The Hague).
      expect(first?.place_id).toBe(search(name, 'nl')[0]?.place_id);
      expect(first?.address?.country_code).toBe('nl');
    },
  );
});
