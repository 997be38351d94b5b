import { PricingError } from './errors.js';

/**
 * Duration text: "N min" under an hour, "Nh" for whole hours, otherwise "Nh Mmin".
 * The units are the same in English and Dutch.
 *
 * @throws PricingError `INVALID_MINUTES` unless minutes is a whole number, 0 or more.
 * @example
 * formatDuration(45) // '45 min'
 * formatDuration(120) // '2h'
 * formatDuration(131) // '2h 11min'
 */
export function formatDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new PricingError('INVALID_MINUTES', 'Minutes must be a whole number, 0 or more');
  }
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
}
