/** The booking time zone: pickup dates and times are Amsterdam local time, wherever the visitor is. */
export const PICKUP_TIME_ZONE = 'Europe/Amsterdam';

/** Minimum lead time for a booking (SPEC section 9). */
export const MIN_LEAD_MINUTES = 30;

/** How far ahead a booking may be made: 18 calendar months. */
export const MAX_LEAD_MONTHS = 18;

/** Why a pickup date-time is refused; each maps to `ERROR_MESSAGES` and to a translated text. */
export type PickupDateTimeCode = 'dateTimeRequired' | 'tooSoon' | 'nonexistentTime' | 'tooFarAhead';

export type PickupDateTimeResult =
  | {
      ok: true;
      pickupAt: Date;
      /** The UTC offset of the pickup in Amsterdam, `+01:00` or `+02:00`. */
      utcOffset: string;
      /** True when the wall time occurs twice (autumn fall-back); `pickupAt` is the first occurrence. */
      ambiguous: boolean;
    }
  | { ok: false; code: PickupDateTimeCode };

/** An Amsterdam wall time read as an instant: valid, in the spring-forward gap, or no date at all. */
export type AmsterdamTime =
  | { status: 'ok'; instant: Date; utcOffset: string; ambiguous: boolean }
  | { status: 'nonexistent' }
  | { status: 'invalid' };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;

/**
 * Amsterdam's wall clock, built on first use rather than when the module loads: the first
 * Intl.DateTimeFormat with a time zone loads ICU's zone data (tens of milliseconds on a phone), which
 * a page that never checks a pickup time should not pay while it starts.
 */
let amsterdamFormatter: Intl.DateTimeFormat | undefined;
function offsetFormatter(): Intl.DateTimeFormat {
  amsterdamFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PICKUP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return amsterdamFormatter;
}

/** A wall-clock reading: calendar day `YYYY-MM-DD` and time `HH:mm`. */
export interface WallClock {
  date: string;
  time: string;
}

/** One formatter per time zone asked for (creating one is slow); `null` for a zone the runtime lacks. */
const wallClockFormatters = new Map<string, Intl.DateTimeFormat | null>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = wallClockFormatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      formatter = null; // RangeError: not a time zone this runtime knows
    }
    if (wallClockFormatters.size > 100) wallClockFormatters.clear();
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * What the clocks show in `timeZone` (an IANA id) at `instant`, whatever the machine's own zone;
 * undefined for a time zone the runtime does not know.
 *
 * @example
 * wallClock(new Date('2026-12-24T08:30:00Z'), 'America/New_York'); // { date: '2026-12-24', time: '03:30' }
 */
export function wallClock(instant: Date, timeZone: string): WallClock | undefined {
  const formatter = wallClockFormatter(timeZone);
  if (!formatter) return undefined;
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The Amsterdam wall clock at an instant: `YYYY-MM-DD` and `HH:mm`, whatever the machine's own zone.
 *
 * @example
 * amsterdamWallClock(new Date('2026-12-24T08:30:00Z')); // { date: '2026-12-24', time: '09:30' }
 */
export function amsterdamWallClock(instant: Date): WallClock {
  return wallClock(instant, PICKUP_TIME_ZONE) as WallClock;
}

const offsetCache = new Map<number, number>();
const QUARTER_HOUR_MS = 900_000;

/**
 * Offset of Amsterdam local time from UTC at the given instant, in milliseconds (3600000 or 7200000).
 * Offsets only change on quarter-hour boundaries, so results are memoized per quarter hour
 * (`formatToParts` is slow).
 */
function amsterdamOffsetMs(instantMs: number): number {
  const bucket = Math.floor(instantMs / QUARTER_HOUR_MS);
  const cached = offsetCache.get(bucket);
  if (cached !== undefined) return cached;
  const at = bucket * QUARTER_HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of offsetFormatter().formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const offset = asUtc - at;
  if (offsetCache.size > 5000) offsetCache.clear();
  offsetCache.set(bucket, offset);
  return offset;
}

function formatOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Reads an Amsterdam wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) as an instant, using only
 * `Intl`. A wall time in the spring-forward gap (02:00-02:59 on the last Sunday of March) does not
 * exist: `nonexistent`. One that occurs twice (02:00-02:59 on the last Sunday of October) is read as
 * the first occurrence (summer time) and marked `ambiguous`.
 *
 * @example
 * resolveAmsterdamTime('2027-03-28', '02:30'); // { status: 'nonexistent' }
 * resolveAmsterdamTime('2027-10-31', '02:30'); // { status: 'ok', instant: 2027-10-31T00:30Z, utcOffset: '+02:00', ambiguous: true }
 */
export function resolveAmsterdamTime(date: string, time: string): AmsterdamTime {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) return { status: 'invalid' };
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59)
    return { status: 'invalid' };
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wallMs);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return { status: 'invalid' };
  }
  const candidates = [
    ...new Set([amsterdamOffsetMs(wallMs - 3_600_000), amsterdamOffsetMs(wallMs - 7_200_000)]),
  ]
    .map((offset) => ({ offset, instant: wallMs - offset }))
    .filter(({ offset, instant }) => amsterdamOffsetMs(instant) === offset)
    .sort((a, b) => a.instant - b.instant);
  const first = candidates[0];
  if (!first) return { status: 'nonexistent' };
  return {
    status: 'ok',
    instant: new Date(first.instant),
    utcOffset: formatOffset(first.offset),
    ambiguous: candidates.length > 1,
  };
}

/**
 * Converts an Amsterdam wall-clock date and time to an instant, or `null` when there is no such
 * date or the time falls in the spring-forward gap. An ambiguous time is its first occurrence.
 *
 * @example
 * amsterdamLocalToInstant('2026-12-24', '09:30')?.toISOString(); // '2026-12-24T08:30:00.000Z'
 */
export function amsterdamLocalToInstant(date: string, time: string): Date | null {
  const resolved = resolveAmsterdamTime(date, time);
  return resolved.status === 'ok' ? resolved.instant : null;
}

/** `now` plus MAX_LEAD_MONTHS calendar months (the 31st becomes the month's last day). */
function latestPickup(now: Date): number {
  const limit = new Date(now.getTime());
  const day = limit.getUTCDate();
  limit.setUTCDate(1);
  limit.setUTCMonth(limit.getUTCMonth() + MAX_LEAD_MONTHS);
  const lastDay = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(day, lastDay));
  return limit.getTime();
}

/**
 * The SPEC's booking date-time rule, read as Europe/Amsterdam local time: both present
 * (`dateTimeRequired`), a time that exists that day (`nonexistentTime`, the spring-forward gap), at
 * least 30 minutes after `now` (`tooSoon`) and at most 18 months ahead (`tooFarAhead`). Codes map to
 * `ERROR_MESSAGES`.
 *
 * @example
 * pickupDateTimeCheck('', '10:00', new Date()); // { ok: false, code: 'dateTimeRequired' }
 */
export function pickupDateTimeCheck(
  date: string,
  time: string,
  now: Date = new Date(),
): PickupDateTimeResult {
  if (!date.trim() || !time.trim()) return { ok: false, code: 'dateTimeRequired' };
  const resolved = resolveAmsterdamTime(date.trim(), time.trim());
  if (resolved.status === 'invalid') return { ok: false, code: 'dateTimeRequired' };
  if (resolved.status === 'nonexistent') return { ok: false, code: 'nonexistentTime' };
  const at = resolved.instant.getTime();
  if (at - now.getTime() < MIN_LEAD_MINUTES * 60_000) return { ok: false, code: 'tooSoon' };
  if (at > latestPickup(now)) return { ok: false, code: 'tooFarAhead' };
  return {
    ok: true,
    pickupAt: resolved.instant,
    utcOffset: resolved.utcOffset,
    ambiguous: resolved.ambiguous,
  };
}
