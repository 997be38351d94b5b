import { roundTo } from './round.js';

/**
 * Euro cents to euros for an API payload: an exact number with at most 2 decimals.
 *
 * @example
 * centsToEuros(61974) // 619.74
 */
export function centsToEuros(cents: number): number {
  return roundTo(cents / 100, 2);
}

/**
 * Euros to whole cents, or null when the amount is not a finite number with at most 2 decimals.
 *
 * @example
 * eurosToCents(619.74) // 61974
 * eurosToCents(1.234) // null
 */
export function eurosToCents(euros: number): number | null {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  return Math.abs(euros * 100 - cents) < 1e-6 ? cents : null;
}
