import type { TFunction } from 'i18next';

/**
 * A number of minutes for people: "40 min", "2 h", "2 h 10 min" (Dutch "2 u 10 min").
 *
 * @example
 * durationText(t, 131) // '2 h 11 min'
 */
export function durationText(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('booking.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('booking.duration.hours', { hours })
    : t('booking.duration.hoursMinutes', { hours, minutes: rest });
}
