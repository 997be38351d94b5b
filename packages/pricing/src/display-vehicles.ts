/** A vehicle as the home page's fleet selector shows it. */
export interface DisplayVehicle {
  /** The booking vehicle (see VEHICLES) this display card stands for. */
  readonly vehicleId: number;
  readonly name: string;
  readonly type: string;
  /** "From" price in euro cents. */
  readonly fromPriceCents: number;
  /** Pieces of luggage, or null where the spec says "N/A". */
  readonly luggage: number | null;
  readonly passengers: number;
}

/**
 * The six vehicles of the home fleet selector (SPEC section 3), in display order.
 *
 * @example
 * DISPLAY_VEHICLES[2] // { vehicleId: 3, name: 'V 250', type: 'Minivan', fromPriceCents: 8000, luggage: 8, passengers: 8 }
 */
export const DISPLAY_VEHICLES: readonly DisplayVehicle[] = Object.freeze([
  { vehicleId: 1, name: 'E 350 Sedan', type: 'Saloon', fromPriceCents: 5000, luggage: 2, passengers: 4 },
  { vehicleId: 2, name: 'E 450 Wagon', type: 'Station', fromPriceCents: 5500, luggage: 3, passengers: 4 },
  { vehicleId: 3, name: 'V 250', type: 'Minivan', fromPriceCents: 8000, luggage: 8, passengers: 8 },
  { vehicleId: 4, name: 'S 580 Sedan', type: 'S-Class', fromPriceCents: 15000, luggage: 3, passengers: 4 },
  {
    vehicleId: 5,
    name: 'Sprinter 519',
    type: 'Minibus',
    fromPriceCents: 22500,
    luggage: null,
    passengers: 20,
  },
  {
    vehicleId: 6,
    name: 'IVECO Daily',
    type: 'Minibus',
    fromPriceCents: 22500,
    luggage: null,
    passengers: 20,
  },
]);
