import { VEHICLES } from '@spt/pricing/vehicles';
import type { ArtworkTheme } from './tours.js';

/** The body shape the fleet artwork draws. */
export type VehicleShape = 'sedan' | 'wagon' | 'van' | 'limousine' | 'minibus' | 'coach';

/**
 * The six vehicles of the home fleet selector (SPEC 3): the display name (shorter than the booking
 * name: "V 250" for "V 250 D Avantgarde"), the type label and the drawing. Seats, luggage and the
 * "from" price are the booking vehicle's own (`VEHICLES` in @spt/pricing, joined on `vehicleId`),
 * never typed twice. Each vehicle's three feature labels live in the translations under
 * `fleet.vehicles.v<vehicleId>`.
 */
export interface FleetDisplayItem {
  readonly vehicleId: number;
  readonly name: string;
  /** Translation key under `fleet.types`. */
  readonly typeKey: 'saloon' | 'station' | 'minivan' | 'sClass' | 'minibus';
  /** The booking vehicle's minimum price: the card's "from" price. */
  readonly minPriceCents: number;
  /** Pieces of luggage, or null for "N/A" (a vehicle that states none). */
  readonly luggage: number | null;
  readonly passengers: number;
  readonly shape: VehicleShape;
  readonly artwork?: ArtworkTheme;
}

type DisplayOnly = Pick<FleetDisplayItem, 'vehicleId' | 'name' | 'typeKey' | 'shape'>;

const DISPLAY: readonly DisplayOnly[] = [
  { vehicleId: 1, name: 'E 350 Sedan', typeKey: 'saloon', shape: 'sedan' },
  { vehicleId: 2, name: 'E 450 Wagon', typeKey: 'station', shape: 'wagon' },
  { vehicleId: 3, name: 'V 250', typeKey: 'minivan', shape: 'van' },
  { vehicleId: 4, name: 'S 580 Sedan', typeKey: 'sClass', shape: 'limousine' },
  { vehicleId: 5, name: 'Sprinter 519', typeKey: 'minibus', shape: 'minibus' },
  { vehicleId: 6, name: 'IVECO Daily', typeKey: 'minibus', shape: 'coach' },
];

export const fleetDisplay: readonly FleetDisplayItem[] = Object.freeze(
  DISPLAY.map((item) => {
    const vehicle = VEHICLES.find((candidate) => candidate.id === item.vehicleId);
    if (!vehicle) throw new Error(`fleet display: no booking vehicle ${item.vehicleId} in @spt/pricing`);
    return Object.freeze({
      ...item,
      minPriceCents: vehicle.minPriceCents,
      luggage: vehicle.luggage === 0 ? null : vehicle.luggage,
      passengers: vehicle.passengers,
    });
  }),
);

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
