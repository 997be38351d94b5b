import type { Vehicle } from './vehicles.js';

/** Why a vehicle cannot take a booking: too few seats, too little room for bags, or not hired by the hour. */
export type UnavailableReason = 'seats' | 'luggage' | 'notForHire';

/**
 * Why `vehicle` cannot take the party, or null when it can: more passengers than its seats, or more
 * luggage than it states. A vehicle that states no luggage capacity (the minibuses, `luggage: 0`)
 * takes any number of bags.
 *
 * @example
 * vehicleFit(findVehicle(1), 2, 10) // 'luggage' (the E 350 Sedan takes 2 bags)
 * vehicleFit(findVehicle(5), 20, 10) // null
 */
export function vehicleFit(
  vehicle: Pick<Vehicle, 'passengers' | 'luggage'>,
  passengers: number,
  luggage: number,
): 'seats' | 'luggage' | null {
  if (passengers > vehicle.passengers) return 'seats';
  if (vehicle.luggage > 0 && luggage > vehicle.luggage) return 'luggage';
  return null;
}
