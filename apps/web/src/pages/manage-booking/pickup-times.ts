import { amsterdamWallClock, PICKUP_TIME_ZONE, type WallClock, wallClock } from '@spt/contracts/rules';

/** The wall clock in Amsterdam (the pickup time zone) at an ISO instant; undefined when it is not one. */
export function pickupWallClock(iso: string | null): WallClock | undefined {
  if (!iso) return undefined;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? undefined : amsterdamWallClock(instant);
}

/** The visitor's time zone as the browser reports it (IANA id, e.g. `America/New_York`). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || PICKUP_TIME_ZONE;
  } catch {
    return PICKUP_TIME_ZONE;
  }
}

/** The pickup in the visitor's own time zone, when their clocks read differently from Amsterdam's. */
export interface VisitorPickupTime extends WallClock {
  /** Whether the visitor's calendar day is the Amsterdam pickup day. */
  sameDate: boolean;
  /** A short name of the zone for people: its city (`New York`), else its offset (`UTC-5`). */
  zoneName: string;
}

/**
 * The pickup instant in the visitor's time zone, or undefined when their zone has the same offset as
 * Amsterdam at that instant (then the Amsterdam time is theirs too), or when the instant or the zone
 * is unknown.
 *
 * @example
 * visitorPickupTime('2026-12-24T08:30:00Z', 'America/New_York')
 * // { date: '2026-12-24', time: '03:30', sameDate: true, zoneName: 'New York' }
 * visitorPickupTime('2026-12-24T08:30:00Z', 'Europe/Paris') // undefined
 */
export function visitorPickupTime(
  pickupAtIso: string | null,
  timeZone: string,
): VisitorPickupTime | undefined {
  const amsterdam = pickupWallClock(pickupAtIso);
  if (!amsterdam || !pickupAtIso) return undefined;
  const visitor = wallClock(new Date(pickupAtIso), timeZone);
  if (!visitor || (visitor.date === amsterdam.date && visitor.time === amsterdam.time)) return undefined;
  return {
    ...visitor,
    sameDate: visitor.date === amsterdam.date,
    zoneName: zoneName(timeZone, new Date(pickupAtIso)),
  };
}

/**
 * A time zone's name for a sentence: the city of an IANA id (`America/Argentina/Buenos_Aires` ->
 * `Buenos Aires`), else the zone's offset at `at` (`Etc/GMT+5` -> `UTC-5`, `UTC` -> `UTC`).
 *
 * @example
 * zoneName('America/New_York', new Date()) // 'New York'
 */
export function zoneName(timeZone: string, at: Date): string {
  const [area, ...rest] = timeZone.split('/');
  const city = rest.at(-1);
  if (city && area !== 'Etc') return city.replace(/_/g, ' ');
  try {
    const offset = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!offset) return timeZone;
    // "GMT", "GMT+0" -> "UTC"; "GMT-5" -> "UTC-5"
    return /^GMT([+-]0)?$/.test(offset) ? 'UTC' : offset.replace(/^GMT/, 'UTC');
  } catch {
    return timeZone;
  }
}
