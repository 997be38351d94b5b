import { PricingError } from './errors.js';

/** Average speed assumed for every trip. */
export const AVERAGE_SPEED_KMH = 80;

/**
 * Travel time in whole minutes at 80 km/h: `Math.round(km / 80 * 60)`. Pass the rounded km.
 *
 * @throws PricingError `INVALID_DISTANCE` for a negative or non-finite distance.
 * @example
 * travelMinutes(174.3) // 131
 */
export function travelMinutes(distanceKm: number): number {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new PricingError('INVALID_DISTANCE', 'Distance must be a finite number of km, 0 or more');
  }
  return Math.round((distanceKm / AVERAGE_SPEED_KMH) * 60);
}
