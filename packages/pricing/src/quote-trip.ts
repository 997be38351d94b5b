import { type Distance, distanceBetween } from './distance-between.js';
import { formatDuration } from './format-duration.js';
import type { GeoPoint } from './point.js';
import { quoteVehicle, type VehicleQuote } from './quote-vehicle.js';
import { travelMinutes } from './travel-minutes.js';
import { VEHICLES, type Vehicle } from './vehicles.js';

/** A trip's distance, travel time and the price of every vehicle (cents). */
export interface TripQuote {
  readonly distance: Distance;
  readonly durationMinutes: number;
  /** `formatDuration(durationMinutes)`. */
  readonly durationText: string;
  /** One entry per vehicle of the list quoted (VEHICLES by default), in the same order. */
  readonly prices: readonly VehicleQuote[];
}

/**
 * Quotes a trip for every vehicle (the SPEC's six, or a business's own list from `defineVehicles`): distance by haversine (rounded to 0.1 km), time at 80 km/h,
 * price = start + per-km x km + per-minute x minutes, never below the vehicle's minimum.
 * Pure: no I/O, no clock; the same points give the same quote everywhere.
 *
 * @throws PricingError `INVALID_POINT` for a point outside the valid degree ranges.
 * @example
 * const quote = quoteTrip({ lat: 52.3105, lon: 4.7683 }, { lat: 50.8514, lon: 5.691 });
 * quote.distance // { km: 174.3, miles: 108.3 }
 * quote.durationText // '2h 11min'
 * quote.prices[2].finalPriceCents // 61974
 */
export function quoteTrip(
  pickup: GeoPoint,
  destination: GeoPoint,
  vehicles: readonly Vehicle[] = VEHICLES,
): TripQuote {
  const distance = distanceBetween(pickup, destination);
  const durationMinutes = travelMinutes(distance.km);
  return {
    distance,
    durationMinutes,
    durationText: formatDuration(durationMinutes),
    prices: vehicles.map((vehicle) => quoteVehicle(vehicle, distance.km, durationMinutes)),
  };
}
