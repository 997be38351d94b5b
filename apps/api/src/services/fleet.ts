import { business, dispatch } from '@spt/business';

/** One car of the fleet: `<vehicleId>-<n>`, the vehicle it is, and its label (e.g. the plate). */
export interface FleetUnit {
  readonly id: string;
  readonly vehicleId: number;
  readonly label: string;
}

/**
 * The fleet's cars from the configuration (DESIGN "Fleet and drivers"): each vehicle's `units` from
 * `dispatch` in business.config.ts, or one car named after the vehicle, in the vehicles' order.
 *
 * @example
 * fleetUnits()[0]; // { id: '1-1', vehicleId: 1, label: 'Business Sedan' }
 */
export function fleetUnits(): readonly FleetUnit[] {
  return business.vehicles.flatMap((vehicle) => {
    const labels = dispatch.units[vehicle.id] ?? [vehicle.name];
    return labels.map((label, index) => ({ id: `${vehicle.id}-${index + 1}`, vehicleId: vehicle.id, label }));
  });
}

/** A unit by its id, or undefined. */
export function findUnit(unitId: string | null | undefined): FleetUnit | undefined {
  return unitId ? fleetUnits().find((unit) => unit.id === unitId) : undefined;
}
