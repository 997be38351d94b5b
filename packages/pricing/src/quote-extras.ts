import { PricingError } from './errors.js';
import type { ExtrasRates } from './product-rules.js';

/** The extras asked for a booking: seats for children and the text of a name sign (empty for none). */
export interface Extras {
  readonly childSeats?: number;
  readonly boosterSeats?: number;
  readonly nameSign?: string;
}

/**
 * The price of the extras for one ride, in cents: seats times their price, plus the name sign's.
 * Child and booster seats together may not outnumber the passengers.
 *
 * @throws PricingError `INVALID_EXTRAS` for a count that is not a whole number of 0 or more, or more seats than passengers.
 * @example
 * quoteExtras({ childSeats: 2, nameSign: 'Mr Tanaka' }, { childSeatCents: 500, boosterSeatCents: 300, nameSignCents: 0 }, 4) // 1000
 */
export function quoteExtras(extras: Extras | undefined, rates: ExtrasRates, passengers: number): number {
  const childSeats = extras?.childSeats ?? 0;
  const boosterSeats = extras?.boosterSeats ?? 0;
  for (const count of [childSeats, boosterSeats])
    if (!Number.isSafeInteger(count) || count < 0)
      throw new PricingError('INVALID_EXTRAS', 'Seats must be a whole number, 0 or more');
  if (childSeats + boosterSeats > passengers)
    throw new PricingError('INVALID_EXTRAS', 'There cannot be more child and booster seats than passengers');
  const sign = extras?.nameSign?.trim() ? rates.nameSignCents : 0;
  return childSeats * rates.childSeatCents + boosterSeats * rates.boosterSeatCents + sign;
}
