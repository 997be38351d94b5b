import { MIN_LEAD_MINUTES, PICKUP_TIME_ZONE } from '@spt/contracts';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: PICKUP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Amsterdam wall clock at an instant: `YYYY-MM-DD` and `HH:mm`, whatever the visitor's zone. */
export function amsterdamWallClock(instant: Date): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

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
