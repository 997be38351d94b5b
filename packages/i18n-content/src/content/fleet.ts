import type { ArtworkTheme } from './tours.js';

/** The body shape the fleet artwork draws. */
export type VehicleShape = 'sedan' | 'wagon' | 'van' | 'limousine' | 'minibus' | 'coach';

/**
 * The six vehicles of the home fleet selector (SPEC 3). Names, prices, luggage and seats come from
 * `DISPLAY_VEHICLES` in @spt/pricing (joined on `vehicleId`); this adds what only the site needs.
 * Each vehicle's three feature labels live in the translations under `fleet.vehicles.v<vehicleId>`.
 */
export interface FleetDisplayItem {
  readonly vehicleId: number;
  readonly name: string;
  /** Translation key under `fleet.types`. */
  readonly typeKey: 'saloon' | 'station' | 'minivan' | 'sClass' | 'minibus';
  readonly minPriceCents: number;
  /** Pieces of luggage, or null for "N/A". */
  readonly luggage: number | null;
  readonly passengers: number;
  readonly shape: VehicleShape;
  readonly artwork?: ArtworkTheme;
}

export const fleetDisplay: readonly FleetDisplayItem[] = Object.freeze([
  {
    vehicleId: 1,
    name: 'E 350 Sedan',
    typeKey: 'saloon',
    minPriceCents: 5000,
    luggage: 2,
    passengers: 4,
    shape: 'sedan',
  },
  {
    vehicleId: 2,
    name: 'E 450 Wagon',
    typeKey: 'station',
    minPriceCents: 5500,
    luggage: 3,
    passengers: 4,
    shape: 'wagon',
  },
  {
    vehicleId: 3,
    name: 'V 250',
    typeKey: 'minivan',
    minPriceCents: 8000,
    luggage: 8,
    passengers: 8,
    shape: 'van',
  },
  {
    vehicleId: 4,
    name: 'S 580 Sedan',
    typeKey: 'sClass',
    minPriceCents: 15000,
    luggage: 3,
    passengers: 4,
    shape: 'limousine',
  },
  {
    vehicleId: 5,
    name: 'Sprinter 519',
    typeKey: 'minibus',
    minPriceCents: 22500,
    luggage: null,
    passengers: 20,
    shape: 'minibus',
  },
  {
    vehicleId: 6,
    name: 'IVECO Daily',
    typeKey: 'minibus',
    minPriceCents: 22500,
    luggage: null,
    passengers: 20,
    shape: 'coach',
  },
] satisfies FleetDisplayItem[]);

/** The lowest "from" price of the fleet, the hero's "From €50" (SPEC 1), derived, never typed. */
export const FROM_PRICE_CENTS: number = Math.min(...fleetDisplay.map((vehicle) => vehicle.minPriceCents));

/** Marketing statistics (SPEC 9), animated on the home and about pages. */
export const STATISTICS = Object.freeze([
  { key: 'vehicles', value: 32002 },
  { key: 'trips', value: 16008 },
  { key: 'people', value: 17068 },
  { key: 'rating', value: 5 },
] as const);

/** Legal constants quoted by the privacy policy and the terms (SPEC 9). */
export const LEGAL = Object.freeze({
  cancellationHoursBeforePickup: 2,
  transactionRetentionYears: 7,
  contactDataRetentionDaysWithoutBooking: 30,
  paymentMethods: ['cash', 'card', 'bankTransfer'] as const,
});
