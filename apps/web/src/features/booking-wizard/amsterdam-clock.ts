import { amsterdamWallClock, MIN_LEAD_MINUTES } from '@spt/contracts/rules';

/**
 * The `min` attributes of the date and time inputs (SPEC 5): the earliest bookable moment is now plus
 * 30 minutes in Amsterdam; the time minimum applies only when that day is the chosen date.
 */
export function pickupMinimums(
  now: Date,
  chosenDate: string,
): { minDate: string; minTime: string | undefined } {
  const earliest = amsterdamWallClock(new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000));
  return { minDate: earliest.date, minTime: chosenDate === earliest.date ? earliest.time : undefined };
}
