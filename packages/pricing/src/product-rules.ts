import { type ExtrasRates, type HourlyRules, SPEC_EXTRAS_RATES, SPEC_HOURLY_RULES } from './defaults.js';
import { PricingError } from './errors.js';
import { type Season, TOURS, type TourRule } from './tours.js';

export {
  type ExtrasRates,
  type HourlyRules,
  SPEC_EXTRAS_RATES,
  SPEC_HOURLY_RULES,
} from './defaults.js';
export { PricingError } from './errors.js';
export { type Season, TOURS, type TourRule } from './tours.js';

/** The products, in the wizard's order: a transfer (one way or return), hire by the hour, a day tour. */
export const PRODUCTS = Object.freeze(['transfer', 'hourly', 'tour'] as const);

/** What the site sells: a transfer (one way or return), hire by the hour, or a day tour. */
export type Product = (typeof PRODUCTS)[number];

/** The rules of every product besides the one-way transfer's fare (which the vehicles carry). */
export interface ProductRules {
  readonly hourly: HourlyRules;
  readonly tours: readonly TourRule[];
  readonly extras: ExtrasRates;
  /** Whole percent off the return leg of a return trip (0 to 50). */
  readonly returnDiscountPercent: number;
}

/**
 * The defaults: hire billed for at least 3 hours (up to 12, a full day is 8), 25 km included per hour,
 * the specification's eight tours, free child seats, booster seats and name sign, no return discount.
 *
 * @example
 * DEFAULT_PRODUCT_RULES.hourly.minimumHours // 3
 */
export const DEFAULT_PRODUCT_RULES: ProductRules = Object.freeze({
  hourly: SPEC_HOURLY_RULES,
  tours: TOURS,
  extras: SPEC_EXTRAS_RATES,
  returnDiscountPercent: 0,
});

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

function wholeAtLeast(value: unknown, least: number, label: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < least)
    throw new PricingError('INVALID_RULES', `${label} must be a whole number of at least ${least}`);
}

function checkSeason(season: Season, label: string): void {
  for (const key of ['from', 'to'] as const)
    if (typeof season[key] !== 'string' || !MONTH_DAY.test(season[key]))
      throw new PricingError('INVALID_RULES', `${label}.${key} must be a month and day, MM-DD`);
}

/**
 * Checks a business's own product rules and returns them: every amount a whole number of cents,
 * hours and group sizes in order (minimum <= full day <= maximum), tour ids unique, seasons as `MM-DD`.
 *
 * @throws PricingError `INVALID_RULES` naming the rule.
 * @example
 * const rules = defineProductRules({ ...DEFAULT_PRODUCT_RULES, returnDiscountPercent: 10 });
 */
export function defineProductRules(rules: ProductRules): ProductRules {
  const { hourly, extras, tours } = rules;
  wholeAtLeast(hourly.minimumHours, 1, 'hourly.minimumHours');
  wholeAtLeast(hourly.maximumHours, hourly.minimumHours, 'hourly.maximumHours');
  wholeAtLeast(hourly.fullDayHours, hourly.minimumHours, 'hourly.fullDayHours');
  if (hourly.fullDayHours > hourly.maximumHours)
    throw new PricingError('INVALID_RULES', 'hourly.fullDayHours must not exceed hourly.maximumHours');
  wholeAtLeast(hourly.includedKmPerHour, 0, 'hourly.includedKmPerHour');
  for (const key of ['childSeatCents', 'boosterSeatCents', 'nameSignCents'] as const)
    wholeAtLeast(extras[key], 0, `extras.${key}`);
  wholeAtLeast(rules.returnDiscountPercent, 0, 'returnDiscountPercent');
  if (rules.returnDiscountPercent > 50)
    throw new PricingError('INVALID_RULES', 'returnDiscountPercent must be at most 50');
  const ids = new Set<string>();
  for (const [index, tour] of tours.entries()) {
    const label = `tours[${index}] (${String(tour.id)})`;
    if (typeof tour.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(tour.id))
      throw new PricingError('INVALID_RULES', `${label}: id must be a slug such as zaanse-schans`);
    if (ids.has(tour.id)) throw new PricingError('INVALID_RULES', `${label}: id is used twice`);
    ids.add(tour.id);
    wholeAtLeast(tour.pricePerPersonCents, 1, `${label}.pricePerPersonCents`);
    const [shortest, longest] = tour.durationHours;
    wholeAtLeast(shortest, 1, `${label}.durationHours[0]`);
    wholeAtLeast(longest, shortest, `${label}.durationHours[1]`);
    const [smallest, largest] = tour.groupSize;
    wholeAtLeast(smallest, 1, `${label}.groupSize[0]`);
    wholeAtLeast(largest, smallest, `${label}.groupSize[1]`);
    if (tour.season) checkSeason(tour.season, `${label}.season`);
    for (const [year, season] of Object.entries(tour.seasonByYear ?? {})) {
      if (!/^\d{4}$/.test(year))
        throw new PricingError('INVALID_RULES', `${label}.seasonByYear: ${year} is no year`);
      checkSeason(season, `${label}.seasonByYear.${year}`);
    }
  }
  return rules;
}

/**
 * The tour with this id (the slug of its English page) among `tours`.
 *
 * @throws PricingError `UNKNOWN_TOUR`.
 * @example
 * findTour('bruges').pricePerPersonCents // 22000
 */
export function findTour(id: string, tours: readonly TourRule[] = TOURS): TourRule {
  const tour = tours.find((candidate) => candidate.id === id);
  if (!tour) throw new PricingError('UNKNOWN_TOUR', `No tour with id ${String(id)}`);
  return tour;
}

/**
 * Whether a tour runs on a calendar date (`YYYY-MM-DD`): always, unless it has a season; then the
 * year's own season if it has one, else the recurring one, both ends included.
 *
 * @example
 * isTourInSeason(findTour('keukenhof'), '2026-04-15') // true
 * isTourInSeason(findTour('keukenhof'), '2026-11-25') // false
 */
export function isTourInSeason(tour: TourRule, date: string): boolean {
  const match = /^(\d{4})-(\d{2}-\d{2})$/.exec(date);
  if (!match) return false;
  const [, year = '', monthDay = ''] = match;
  const season = tour.seasonByYear?.[year] ?? tour.season;
  if (!season) return true;
  return season.from <= season.to
    ? monthDay >= season.from && monthDay <= season.to
    : monthDay >= season.from || monthDay <= season.to;
}
