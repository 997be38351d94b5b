import { type Language, NUMBER_LOCALES } from '@spt/i18n-content/console';

/** Pickup dates and times are Amsterdam local time, whatever the operator's own time zone. */
export const AMSTERDAM = 'Europe/Amsterdam';

/**
 * The Amsterdam calendar day `offsetDays` after today, as `YYYY-MM-DD`.
 *
 * @example
 * amsterdamDay(0, new Date('2026-03-28T23:30:00Z')) // '2026-03-29' (it is already past midnight there)
 */
export function amsterdamDay(offsetDays = 0, now: Date = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: AMSTERDAM,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return addDays(today, offsetDays);
}

/**
 * A `YYYY-MM-DD` day plus a number of days (calendar arithmetic, no time zone).
 *
 * @example
 * addDays('2026-12-31', 1) // '2027-01-01'
 */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

/** The first and last day of the Amsterdam month that holds `day`. */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  const [y, m] = from.split('-').map(Number);
  const last = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
  return { from, to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/**
 * A `YYYY-MM` month plus a number of months (calendar arithmetic, no time zone).
 *
 * @example
 * addMonths('2026-01', -1) // '2025-12'
 */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** A `YYYY-MM` month for people: "November 2026" / "november 2026". */
export function formatMonth(month: string, lang: Language): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(NUMBER_LOCALES[lang], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** A calendar day for people: "Thu 24 Dec 2026" / "do 24 dec. 2026". */
export function formatDay(day: string, lang: Language): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(NUMBER_LOCALES[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant for people, in Amsterdam time: "24 Dec 2026, 09:30". */
export function formatInstant(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(NUMBER_LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: AMSTERDAM,
  }).format(date);
}

const CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: AMSTERDAM,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the Amsterdam wall clock reads it: its day and its time.
 *
 * @example
 * amsterdamClock('2026-12-24T08:30:00Z') // { day: '2026-12-24', time: '09:30' }
 */
export function amsterdamClock(iso: string): { day: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: '', time: '' };
  const part = (type: string) => CLOCK.formatToParts(date).find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * Minutes after midnight of `day` (Amsterdam) at which an instant falls, kept within that day:
 * 0 for an instant before the day, 1440 for one after it. For drawing a ride on a day's time line.
 *
 * @example
 * minuteOfDay('2026-12-24T08:30:00Z', '2026-12-24') // 570
 */
export function minuteOfDay(iso: string, day: string): number {
  const { day: instantDay, time } = amsterdamClock(iso);
  if (!instantDay) return 0;
  if (instantDay < day) return 0;
  if (instantDay > day) return 24 * 60;
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
