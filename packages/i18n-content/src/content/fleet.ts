import { business, type VehicleCategory, type VehicleShape } from '@spt/business';
import type { ArtworkTheme } from './tours.js';

export type { VehicleShape };

/**
 * The vehicles of the home fleet selector (SPEC 3), one per vehicle of business.config.ts in its
 * order: the display name, the category (a text under `fleet.types`) and the drawing, with the
 * vehicle's own seats, luggage and minimum price as the "from" price, never typed twice. Each
 * vehicle's three feature labels live in the translations under `fleet.vehicles.v<vehicleId>`.
 */
export interface FleetDisplayItem {
  readonly vehicleId: number;
  readonly name: string;
  /** Translation key under `fleet.types`. */
  readonly typeKey: VehicleCategory;
  /** The booking vehicle's minimum price: the card's "from" price. */
  readonly minPriceCents: number;
  /** Pieces of luggage, or null for "N/A" (a vehicle that states none). */
  readonly luggage: number | null;
  readonly passengers: number;
  readonly shape: VehicleShape;
  readonly artwork?: ArtworkTheme;
}

export const fleetDisplay: readonly FleetDisplayItem[] = Object.freeze(
  business.vehicles.map((vehicle) =>
    Object.freeze({
      vehicleId: vehicle.id,
      name: vehicle.display.name,
      typeKey: vehicle.display.category,
      shape: vehicle.display.shape,
      minPriceCents: vehicle.minPriceCents,
      luggage: vehicle.luggage === 0 ? null : vehicle.luggage,
      passengers: vehicle.passengers,
    }),
  ),
);

/** The lowest "from" price of the fleet, the hero's "From €50" (SPEC 1), derived, never typed. */
// Pure, so a bundle that reads no price text drops it.
export const FROM_PRICE_CENTS: number = /* @__PURE__ */ (() =>
  Math.min(...fleetDisplay.map((vehicle) => vehicle.minPriceCents)))();

/** Marketing statistics (SPEC 9), animated on the home and about pages. */
export const STATISTICS = Object.freeze([
  { key: 'vehicles', value: 32002 },
  { key: 'trips', value: 16008 },
  { key: 'people', value: 17068 },
  { key: 'rating', value: 5 },
] as const);

/** Legal constants quoted by the privacy policy and the terms (SPEC 9). */
export const LEGAL = /* @__PURE__ */ Object.freeze({
  cancellationHoursBeforePickup: 2,
  transactionRetentionYears: 7,
  contactDataRetentionDaysWithoutBooking: 30,
  paymentMethods: ['cash', 'card', 'bankTransfer'] as const,
});
