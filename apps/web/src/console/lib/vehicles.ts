import { business } from '@spt/business';

/** The bookable vehicles of the business's configuration, in its order. */
export const VEHICLES = business.vehicles;

/**
 * A vehicle's booking name by its id, or the id itself when the configuration no longer has it.
 *
 * @example
 * vehicleName(3) // 'V 250 D Avantgarde'
 */
export function vehicleName(id: number): string {
  return VEHICLES.find((vehicle) => vehicle.id === id)?.name ?? `#${id}`;
}
