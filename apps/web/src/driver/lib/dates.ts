import { amsterdamWallClock } from '@spt/contracts';

/**
 * The `YYYY-MM-DD` day `days` after `day` (calendar arithmetic, no time zone involved).
 *
 * @example
 * addDays('2026-12-31', 1) // '2027-01-01'
 */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Today's and tomorrow's dates in Amsterdam (the rides' dates are Amsterdam dates). */
export function amsterdamDays(now: Date): { today: string; tomorrow: string } {
  const today = amsterdamWallClock(now).date;
  return { today, tomorrow: addDays(today, 1) };
}

/** The Amsterdam `HH:mm` of an instant in milliseconds. */
export function amsterdamClock(ms: number): string {
  return amsterdamWallClock(new Date(ms)).time;
}

/**
 * A day as people say it, in the page's locale: "Tuesday 3 March", "dinsdag 3 maart".
 *
 * @example
 * formatDay('2027-03-02', 'en-GB') // 'Tuesday 2 March'
 */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}
