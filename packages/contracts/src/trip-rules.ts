import { type Vehicle, vehicleFit } from '@spt/pricing/vehicles';

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

const PROBLEM_CODES = { seats: 'vehicleCapacity', luggage: 'luggageCapacity' } as const;

/**
 * Why `vehicle` cannot take the party, or null when it can: more passengers than its seats
 * (`vehicleCapacity`), or more luggage than it states (`luggageCapacity`). A vehicle that states no
 * luggage capacity (the minibuses, `luggage: 0`) takes any number of bags.
 *
 * @example
 * vehicleProblem(findVehicle(1), 2, 10); // 'luggageCapacity' (the E 350 Sedan takes 2 bags)
 * vehicleProblem(findVehicle(5), 20, 10); // null
 */
export function vehicleProblem(
  vehicle: Pick<Vehicle, 'passengers' | 'luggage'>,
  passengers: number,
  luggage: number,
): 'vehicleCapacity' | 'luggageCapacity' | null {
  const problem = vehicleFit(vehicle, passengers, luggage);
  return problem === null ? null : PROBLEM_CODES[problem];
}
