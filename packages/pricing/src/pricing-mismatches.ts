import type { BookingPricing } from './euro-quote.js';
import { eurosToCents } from './money.js';

/** The fields of a submitted `pricing` object that can disagree with the recomputed fare. */
export type FareField = 'base' | 'distance' | 'time' | 'subtotal' | 'final' | 'isMinimumApplied';

/**
 * The fields where a submitted euro `pricing` object differs from the expected one, to the cent.
 * Amounts with more than 2 decimals or that are not finite numbers never match.
 *
 * @example
 * pricingMismatches({ ...expected, final: 1 }, expected) // ['final']
 */
export function pricingMismatches(submitted: BookingPricing, expected: BookingPricing): FareField[] {
  const fields: Exclude<FareField, 'isMinimumApplied'>[] = ['base', 'distance', 'time', 'subtotal', 'final'];
  const mismatches: FareField[] = fields.filter(
    (field) => eurosToCents(submitted[field]) !== eurosToCents(expected[field]),
  );
  if (submitted.isMinimumApplied !== expected.isMinimumApplied) mismatches.push('isMinimumApplied');
  return mismatches;
}
