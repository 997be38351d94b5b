const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar date in Amsterdam at `now`, `YYYY-MM-DD` (pickup dates are Amsterdam dates).
 *
 * @example
 * amsterdamToday(new Date('2026-11-23T23:30:00Z')); // '2026-11-24'
 */
export function amsterdamToday(now = new Date()): string {
  return DAY.format(now);
}
