// The specification's products as data alone, without the code that quotes them: a page that shows
// the tours (their prices, lengths and seasons) takes this entry (`@spt/pricing/defaults`) and leaves
// the quoting and checking code to the pages that quote.
export { type Season, TOURS, type TourRule } from './tours.js';

/** Hire by the hour and by the day. */
export interface HourlyRules {
  /** The fewest hours billed: a shorter hire is billed this many. */
  readonly minimumHours: number;
  /** The most hours one booking may ask for. */
  readonly maximumHours: number;
  /** The hours of a "full day" hire. */
  readonly fullDayHours: number;
  /**
   * Kilometres included per hour billed; beyond them the vehicle's per-km rate applies, settled by the
   * operator after the ride (never quoted in advance).
   */
  readonly includedKmPerHour: number;
}

/** Prices of the extras, per ride (each leg of a return trip is a ride). */
export interface ExtrasRates {
  readonly childSeatCents: number;
  readonly boosterSeatCents: number;
  readonly nameSignCents: number;
}

/**
 * Hire by the hour as the site sells it by default: billed for at least 3 hours, up to 12, a full day
 * is 8, with 25 km included per hour.
 */
export const SPEC_HOURLY_RULES: HourlyRules = Object.freeze({
  minimumHours: 3,
  maximumHours: 12,
  fullDayHours: 8,
  includedKmPerHour: 25,
});

/** The extras "on request": child seats, booster seats and the name sign, free by default. */
export const SPEC_EXTRAS_RATES: ExtrasRates = Object.freeze({
  childSeatCents: 0,
  boosterSeatCents: 0,
  nameSignCents: 0,
});
