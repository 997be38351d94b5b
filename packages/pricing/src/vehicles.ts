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
}

/**
 * The six booking vehicles, in display order.
 *
 * @example
 * VEHICLES[0].name // 'E 350 Sedan'
 * VEHICLES[0].minPriceCents // 5000
 */
export const VEHICLES: readonly Vehicle[] = Object.freeze([
  v(1, 'E 350 Sedan', 'Saloon', 2500, 210, 50, 5000, 4, 2),
  v(2, 'E 450 Wagon', 'Station', 3000, 220, 50, 5500, 4, 3),
  v(3, 'V 250 D Avantgarde', 'Minivan', 4000, 280, 70, 8000, 8, 8),
  v(4, 'S 580 Sedan', 'S-Class', 8000, 350, 100, 15000, 4, 3),
  v(5, 'Sprinter 519 CDI', 'Minibus', 10000, 400, 150, 22500, 20, 0),
  v(6, 'Daily Unvi C 70', 'Minibus', 10000, 400, 150, 22500, 20, 0),
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
  });
}
