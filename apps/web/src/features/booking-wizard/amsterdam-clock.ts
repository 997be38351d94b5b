import { MIN_LEAD_MINUTES, type WallClock } from '@spt/contracts/rules';

const HOUR_MS = 3_600_000;

/** The last Sunday of `month` (0-based) in `year` at 01:00 UTC: the EU's summer-time change. */
function euChangeAt(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The Amsterdam wall clock by the EU's summer-time rule (UTC+1, and UTC+2 from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October), without Intl: the first time-zone
 * formatter a page makes loads the browser's zone data, some 35 ms of one task on this machine and
 * four times that on a mid-range phone, and the wizard's first render needs the clock for its date
 * and time minimums. The test holds it equal to contracts' `amsterdamWallClock` (Intl) at every
 * hour of seven years and to the minute at the changes; the server's checks keep using that one.
 */
export function amsterdamClockByRule(instant: Date): WallClock {
  const at = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = at >= euChangeAt(year, 2) && at < euChangeAt(year, 9);
  const local = new Date(at + (summer ? 2 : 1) * HOUR_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * The `min` attributes of the date and time inputs (SPEC 5): the earliest bookable moment is now plus
 * 30 minutes in Amsterdam; the time minimum applies only when that day is the chosen date.
 */
export function pickupMinimums(
  now: Date,
  chosenDate: string,
): { minDate: string; minTime: string | undefined } {
  const earliest = amsterdamClockByRule(new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000));
  return { minDate: earliest.date, minTime: chosenDate === earliest.date ? earliest.time : undefined };
}
