/** A recurring date range within a year, `MM-DD` to `MM-DD` inclusive (Amsterdam calendar dates). */
export interface Season {
  readonly from: string;
  readonly to: string;
}

/** A day tour as it is sold: price per person (cents), duration, group size and season. */
export interface TourRule {
  /** The slug of the tour's English page (`/en/tours/giethoorn` -> `giethoorn`). */
  readonly id: string;
  /** Price per person in euro cents; a tour costs this times the group size. */
  readonly pricePerPersonCents: number;
  /** The tour's length in whole hours, shortest and longest; planning reserves the longest. */
  readonly durationHours: readonly [number, number];
  /** The smallest and largest group, in people. */
  readonly groupSize: readonly [number, number];
  /** The part of each year the tour runs (Keukenhof: its opening season); absent for all year. */
  readonly season?: Season;
  /** A year's own season where it differs from `season` (Keukenhof sets its dates each year), by year. */
  readonly seasonByYear?: Readonly<Record<string, Season>>;
  /** Where the tour goes (its page's coordinates), for the distance shown and the driver's route. */
  readonly destination: { readonly lat: number; readonly lon: number };
}

const GROUP = Object.freeze([2, 8] as const);

function tour(
  id: string,
  pricePerPersonCents: number,
  durationHours: readonly [number, number],
  destination: { lat: number; lon: number },
  season?: Season,
): TourRule {
  return Object.freeze({
    id,
    pricePerPersonCents,
    durationHours: Object.freeze(durationHours),
    groupSize: GROUP,
    destination: Object.freeze(destination),
    ...(season ? { season: Object.freeze(season) } : {}),
  });
}

/**
 * The eight day tours of the specification (SPEC 9), all from Schiphol Airport, groups of 2 to 8.
 * The windmill-village tour is the Zaanse Schans page.
 *
 * @example
 * TOURS.find((t) => t.id === 'giethoorn')?.pricePerPersonCents // 18000
 */
export const TOURS: readonly TourRule[] = Object.freeze([
  tour('giethoorn', 18000, [8, 10], { lat: 52.7398, lon: 6.0776 }),
  tour('bruges', 22000, [9, 10], { lat: 51.2093, lon: 3.2247 }),
  tour('keukenhof', 15000, [5, 6], { lat: 52.2697, lon: 4.5462 }, { from: '03-21', to: '05-12' }),
  tour('marken', 12000, [4, 5], { lat: 52.4586, lon: 5.1036 }),
  tour('volendam', 12500, [4, 5], { lat: 52.4951, lon: 5.0712 }),
  tour('zaanse-schans', 12000, [6, 8], { lat: 52.4741, lon: 4.8175 }),
  tour('brussels', 16000, [8, 10], { lat: 50.8467, lon: 4.3525 }),
  tour('antwerp', 14000, [8, 10], { lat: 51.2194, lon: 4.4025 }),
]);
