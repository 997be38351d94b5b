import type { UnavailableReason } from '@spt/pricing/vehicles';
import type { ErrorCode } from './error-codes.js';

/** Pickup and destination closer than this (the quote's rounded km) are refused as `tooClose`. */
export const MIN_TRIP_KM = 1;

/**
 * Whether a trip of `distanceKm` (the quote's distance, rounded to 0.1 km) is long enough to book.
 *
 * @example
 * isTripLongEnough(0.4); // false
 * isTripLongEnough(18.2); // true
 */
export function isTripLongEnough(distanceKm: number): boolean {
  return distanceKm >= MIN_TRIP_KM;
}

/**
 * The API's error code for each reason a vehicle cannot take a booking (`vehicleFit` of
 * `@spt/pricing`, and each entry of a booking's quote): too few seats, too little room for bags, or
 * not hired by the hour. A vehicle that states no luggage capacity (the minibuses) takes any bags.
 *
 * @example
 * UNAVAILABLE_CODES[vehicleFit(findVehicle(1), 2, 10) ?? 'seats']; // 'luggageCapacity' (the E 350 takes 2 bags)
 */
export const UNAVAILABLE_CODES = {
  seats: 'vehicleCapacity',
  luggage: 'luggageCapacity',
  notForHire: 'notForHire',
} as const satisfies Record<UnavailableReason, ErrorCode>;
