import { type BookingPricing, toBookingPricing } from './euro-quote.js';
import { findVehicle } from './find-vehicle.js';
import type { GeoPoint } from './point.js';
import { type FareField, pricingMismatches } from './pricing-mismatches.js';
import { quoteTrip, type TripQuote } from './quote-trip.js';
import type { VehicleQuote } from './quote-vehicle.js';
import { VEHICLES, type Vehicle } from './vehicles.js';

export type { FareField } from './pricing-mismatches.js';

/** The verdict of `verifyFare`. */
export interface FareVerification {
  /** True when every submitted amount equals the recomputed one to the cent. */
  readonly ok: boolean;
  /** The recomputed quote of the chosen vehicle (cents): what the server stores and charges. */
  readonly expected: VehicleQuote;
  /** The whole trip's recomputed quote, for an answer that shows every vehicle. */
  readonly trip: TripQuote;
  /** Which fields differ; empty when `ok`. */
  readonly mismatches: readonly FareField[];
}

/**
 * Recomputes the fare from the submitted points and compares it with a client's euro `pricing`
 * object. Amounts with more than 2 decimals or that are not finite numbers never match.
 *
 * @throws PricingError `UNKNOWN_VEHICLE` for an id not in `vehicles` (VEHICLES by default); `INVALID_POINT` for bad points.
 * @example
 * const { ok } = verifyFare(
 *   { base: 40, distance: 488.04, time: 91.7, subtotal: 619.74, final: 619.74, isMinimumApplied: false },
 *   { lat: 52.3105, lon: 4.7683 }, { lat: 50.8514, lon: 5.691 }, 3,
 * ); // ok === true
 */
export function verifyFare(
  submitted: BookingPricing,
  pickup: GeoPoint,
  destination: GeoPoint,
  vehicleId: number,
  vehicles: readonly Vehicle[] = VEHICLES,
): FareVerification {
  findVehicle(vehicleId, vehicles);
  const trip = quoteTrip(pickup, destination, vehicles);
  const expected = trip.prices.find((price) => price.vehicleId === vehicleId) as VehicleQuote;
  const mismatches = pricingMismatches(submitted, toBookingPricing(expected));
  return { ok: mismatches.length === 0, expected, trip, mismatches };
}
