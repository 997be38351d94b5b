import { PricingError } from './errors.js';
import { VEHICLES, type Vehicle } from './vehicles.js';

/**
 * The booking vehicle with this id, among `vehicles` (the SPEC's six by default).
 *
 * @throws PricingError `UNKNOWN_VEHICLE` when no vehicle has the id.
 * @example
 * findVehicle(3).name // 'V 250 D Avantgarde'
 */
export function findVehicle(vehicleId: number, vehicles: readonly Vehicle[] = VEHICLES): Vehicle {
  const vehicle = vehicles.find((candidate) => candidate.id === vehicleId);
  if (!vehicle) throw new PricingError('UNKNOWN_VEHICLE', `No vehicle with id ${String(vehicleId)}`);
  return vehicle;
}
