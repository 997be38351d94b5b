import type { ArtworkTheme } from './tours.js';

export type CityId =
  | 'amsterdam'
  | 'rotterdam'
  | 'utrecht'
  | 'denHaag'
  | 'eindhoven'
  | 'tilburg'
  | 'groningen'
  | 'maastricht'
  | 'breda'
  | 'zwolle';

/**
 * A city-transfer card's language-neutral facts (SPEC 9: indicative prices and distances from
 * Schiphol). Its description, highlights and attractions live in the translations under
 * `cityTransfers.cities.<id>`. The place name is data, the same in both languages.
 */
export interface City {
  readonly id: CityId;
  readonly name: string;
  readonly distanceKm: number;
  /** Typical door-to-door drive from Schiphol outside rush hour. */
  readonly durationMinutes: number;
  readonly priceFromCents: number;
  readonly priceToCents: number;
  readonly artwork: ArtworkTheme;
  /** The city centre, where a city card's Book button takes the wizard's destination. */
  readonly geo: { readonly lat: number; readonly lon: number };
}

/** The ten city-transfer destinations, in the order the page shows them. */
export const cities: readonly City[] = Object.freeze([
  {
    id: 'amsterdam',
    geo: { lat: 52.3731, lon: 4.8926 },
    name: 'Amsterdam',
    distanceKm: 18,
    durationMinutes: 25,
    priceFromCents: 4500,
    priceToCents: 6500,
    artwork: 'canalHouses',
  },
  {
    id: 'rotterdam',
    geo: { lat: 51.9225, lon: 4.4792 },
    name: 'Rotterdam',
    distanceKm: 58,
    durationMinutes: 50,
    priceFromCents: 8500,
    priceToCents: 11000,
    artwork: 'bridge',
  },
  {
    id: 'utrecht',
    geo: { lat: 52.0907, lon: 5.1214 },
    name: 'Utrecht',
    distanceKm: 45,
    durationMinutes: 40,
    priceFromCents: 7000,
    priceToCents: 9000,
    artwork: 'tower',
  },
  {
    id: 'denHaag',
    geo: { lat: 52.0799, lon: 4.3113 },
    name: 'Den Haag',
    distanceKm: 42,
    durationMinutes: 40,
    priceFromCents: 6500,
    priceToCents: 8500,
    artwork: 'dunes',
  },
  {
    id: 'eindhoven',
    geo: { lat: 51.4416, lon: 5.4697 },
    name: 'Eindhoven',
    distanceKm: 125,
    durationMinutes: 85,
    priceFromCents: 15000,
    priceToCents: 19000,
    artwork: 'skyline',
  },
  {
    id: 'tilburg',
    geo: { lat: 51.5555, lon: 5.0913 },
    name: 'Tilburg',
    distanceKm: 95,
    durationMinutes: 70,
    priceFromCents: 12000,
    priceToCents: 15000,
    artwork: 'palace',
  },
  {
    id: 'groningen',
    geo: { lat: 53.2194, lon: 6.5665 },
    name: 'Groningen',
    distanceKm: 185,
    durationMinutes: 130,
    priceFromCents: 22000,
    priceToCents: 28000,
    artwork: 'steeple',
  },
  {
    id: 'maastricht',
    geo: { lat: 50.8514, lon: 5.691 },
    name: 'Maastricht',
    distanceKm: 200,
    durationMinutes: 140,
    priceFromCents: 24000,
    priceToCents: 30000,
    artwork: 'hills',
  },
  {
    id: 'breda',
    geo: { lat: 51.5719, lon: 4.7683 },
    name: 'Breda',
    distanceKm: 85,
    durationMinutes: 65,
    priceFromCents: 11000,
    priceToCents: 14000,
    artwork: 'greatChurch',
  },
  {
    id: 'zwolle',
    geo: { lat: 52.5168, lon: 6.083 },
    name: 'Zwolle',
    distanceKm: 110,
    durationMinutes: 80,
    priceFromCents: 13500,
    priceToCents: 17000,
    artwork: 'cityGate',
  },
] satisfies City[]);
