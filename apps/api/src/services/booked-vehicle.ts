import { business } from '@spt/business';

/** The vehicle as booked: what the booking's quote recorded, so a later change of business.config.ts leaves old bookings as they were. */
export interface BookedVehicle {
  readonly id: number;
  readonly name: string;
  readonly type: string;
}

/**
 * The vehicle of a stored booking: the name and type recorded in its quote at booking time; for a
 * booking made before they were recorded, the configured vehicle of that id; for a vehicle the
 * configuration no longer lists, its id.
 *
 * @example
 * bookedVehicle({ vehicleId: 3, quote: { vehicle: { name: 'V 250 D Avantgarde', type: 'Minivan' } } }).name
 */
export function bookedVehicle(row: { vehicleId: number; quote: unknown }): BookedVehicle {
  const recorded = (row.quote as { vehicle?: { name?: unknown; type?: unknown } } | null)?.vehicle;
  if (typeof recorded?.name === 'string' && typeof recorded.type === 'string')
    return { id: row.vehicleId, name: recorded.name, type: recorded.type };
  const configured = business.vehicles.find((vehicle) => vehicle.id === row.vehicleId);
  return configured
    ? { id: configured.id, name: configured.name, type: configured.type }
    : { id: row.vehicleId, name: `#${row.vehicleId}`, type: '' };
}
