import { PricingError } from './errors.js';

export { PricingError } from './errors.js';
export { type UnavailableReason, vehicleFit } from './vehicle-fit.js';

/** A bookable vehicle with its tariff. Every amount is an integer number of euro cents. */
export interface Vehicle {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  /** Fixed start fee. */
  readonly startPriceCents: number;
  /** Price per kilometre. */
  readonly perKmCents: number;
  /** Price per minute of travel time. */
  readonly perMinuteCents: number;
  /** The least a trip in this vehicle costs. */
  readonly minPriceCents: number;
  /** Seats for passengers. */
  readonly passengers: number;
  /** Pieces of luggage; 0 where the vehicle states none (the minibuses). */
  readonly luggage: number;
  /** Price of an hour of hire ("by the hour" and full day); without it the vehicle is not hired by the hour. */
  readonly hourlyRateCents?: number;
}

/**
 * The six booking vehicles, in display order.
 *
 * @example
 * VEHICLES[0].name // 'E 350 Sedan'
 * VEHICLES[0].minPriceCents // 5000
 */
export const VEHICLES: readonly Vehicle[] = Object.freeze([
  v(1, 'E 350 Sedan', 'Saloon', 2500, 210, 50, 5000, 4, 2, 6500),
  v(2, 'E 450 Wagon', 'Station', 3000, 220, 50, 5500, 4, 3, 7000),
  v(3, 'V 250 D Avantgarde', 'Minivan', 4000, 280, 70, 8000, 8, 8, 8500),
  v(4, 'S 580 Sedan', 'S-Class', 8000, 350, 100, 15000, 4, 3, 12500),
  v(5, 'Sprinter 519 CDI', 'Minibus', 10000, 400, 150, 22500, 20, 0, 13500),
  v(6, 'Daily Unvi C 70', 'Minibus', 10000, 400, 150, 22500, 20, 0, 13500),
]);

function v(
  id: number,
  name: string,
  type: string,
  startPriceCents: number,
  perKmCents: number,
  perMinuteCents: number,
  minPriceCents: number,
  passengers: number,
  luggage: number,
  hourlyRateCents: number,
): Vehicle {
  return Object.freeze({
    id,
    name,
    type,
    startPriceCents,
    perKmCents,
    perMinuteCents,
    minPriceCents,
    passengers,
    luggage,
    hourlyRateCents,
  });
}

const COUNTS: readonly (keyof Vehicle)[] = [
  'id',
  'startPriceCents',
  'perKmCents',
  'perMinuteCents',
  'minPriceCents',
  'passengers',
  'luggage',
];

/**
 * Checks a business's own vehicle list and returns it frozen, for `quoteTrip`, `findVehicle` and
 * `verifyFare`: every amount and count a whole number of cents or pieces (0 or more; ids and seats
 * at least 1), names present, ids unique.
 *
 * @throws PricingError `INVALID_VEHICLE` naming the vehicle and the field.
 * @example
 * const fleet = defineVehicles(VEHICLES.map((v) => (v.id === 1 ? { ...v, perKmCents: 230 } : v)));
 * quoteTrip(schiphol, maastricht, fleet).prices[0];
 */
export function defineVehicles(vehicles: readonly Vehicle[]): readonly Vehicle[] {
  if (vehicles.length === 0) throw new PricingError('INVALID_VEHICLE', 'The vehicle list is empty');
  const ids = new Set<number>();
  const checked = vehicles.map((vehicle, index) => {
    const label = `vehicle ${index + 1} (${String(vehicle.name)})`;
    for (const key of COUNTS) {
      const value = vehicle[key];
      const least = key === 'id' || key === 'passengers' ? 1 : 0;
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < least)
        throw new PricingError(
          'INVALID_VEHICLE',
          `${label}: ${key} must be a whole number of at least ${least}`,
        );
    }
    const hourly = vehicle.hourlyRateCents;
    if (hourly !== undefined && (typeof hourly !== 'number' || !Number.isSafeInteger(hourly) || hourly < 1))
      throw new PricingError(
        'INVALID_VEHICLE',
        `${label}: hourlyRateCents must be a whole number of at least 1`,
      );
    for (const key of ['name', 'type'] as const)
      if (typeof vehicle[key] !== 'string' || vehicle[key].trim() === '')
        throw new PricingError('INVALID_VEHICLE', `${label}: ${key} is empty`);
    if (ids.has(vehicle.id))
      throw new PricingError('INVALID_VEHICLE', `${label}: id ${vehicle.id} is used twice`);
    ids.add(vehicle.id);
    return Object.freeze({ ...vehicle });
  });
  return Object.freeze(checked);
}
