import { PricingError } from './errors.js';
import type { Vehicle } from './vehicles.js';

/** One vehicle's price for a trip. Every amount is an integer number of euro cents. */
export interface VehicleQuote {
  readonly vehicleId: number;
  readonly basePriceCents: number;
  readonly distancePriceCents: number;
  readonly timePriceCents: number;
  /** base + distance + time. */
  readonly totalPriceCents: number;
  /** max(total, the vehicle's minimum). */
  readonly finalPriceCents: number;
  /** True when the total was below the minimum and the minimum is charged. */
  readonly isMinimumApplied: boolean;
}

/**
 * Prices one vehicle for a distance (km, 1 decimal) and a travel time (whole minutes).
 * Rounding: the distance price is per-km cents x km rounded half away from zero to a whole cent
 * (computed on tenths of a km, so no float error creeps in); the other amounts are whole cents already.
 *
 * @throws PricingError `INVALID_DISTANCE` / `INVALID_MINUTES` for negative or non-finite inputs.
 * @example
 * quoteVehicle(findVehicle(3), 174.3, 131).finalPriceCents // 61974
 */
export function quoteVehicle(vehicle: Vehicle, distanceKm: number, durationMinutes: number): VehicleQuote {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new PricingError('INVALID_DISTANCE', 'Distance must be a finite number of km, 0 or more');
  }
  if (!Number.isInteger(durationMinutes) || durationMinutes < 0) {
    throw new PricingError('INVALID_MINUTES', 'Minutes must be a whole number, 0 or more');
  }
  const tenthsOfKm = Math.round(distanceKm * 10);
  const basePriceCents = vehicle.startPriceCents;
  const distancePriceCents = Math.round((vehicle.perKmCents * tenthsOfKm) / 10);
  const timePriceCents = vehicle.perMinuteCents * durationMinutes;
  const totalPriceCents = basePriceCents + distancePriceCents + timePriceCents;
  const isMinimumApplied = totalPriceCents < vehicle.minPriceCents;
  return {
    vehicleId: vehicle.id,
    basePriceCents,
    distancePriceCents,
    timePriceCents,
    totalPriceCents,
    finalPriceCents: isMinimumApplied ? vehicle.minPriceCents : totalPriceCents,
    isMinimumApplied,
  };
}
