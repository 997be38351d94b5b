/** The booking time zone: pickup dates and times are Amsterdam local time, wherever the visitor is. */
export const PICKUP_TIME_ZONE = 'Europe/Amsterdam';

/** Minimum lead time for a booking (SPEC section 9). */
export const MIN_LEAD_MINUTES = 30;

export type PickupDateTimeResult =
  | { ok: true; pickupAt: Date }
  | { ok: false; code: 'dateTimeRequired' | 'tooSoon' };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;

const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PICKUP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

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
  for (const part of offsetFormatter.formatToParts(new Date(at))) {
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

/**
 * Converts an Amsterdam wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) to an instant, using only
 * `Intl`. Returns `null` for a malformed or non-existent date. Wall times that do not exist or exist
 * twice around a daylight-saving change resolve to the earlier instant (a gap time moves forward).
 *
 * @example
 * amsterdamLocalToInstant('2026-12-24', '09:30')?.toISOString(); // '2026-12-24T08:30:00.000Z'
 */
export function amsterdamLocalToInstant(date: string, time: string): Date | null {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wallMs);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  const offsets = [amsterdamOffsetMs(wallMs - 3_600_000), amsterdamOffsetMs(wallMs - 7_200_000)];
  const valid = offsets
    .map((offset) => wallMs - offset)
    .filter((instant) => instant + amsterdamOffsetMs(instant) === wallMs);
  // In the spring-forward gap no instant matches; read the wall time with the earlier (winter) offset.
  return new Date(valid.length > 0 ? Math.min(...valid) : wallMs - Math.min(...offsets));
}

/**
 * The SPEC's booking date-time rule: both present, read as Europe/Amsterdam local time, and at least
 * 30 minutes after `now`. Codes map to `ERROR_MESSAGES`.
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
  const pickupAt = amsterdamLocalToInstant(date.trim(), time.trim());
  if (!pickupAt) return { ok: false, code: 'dateTimeRequired' };
  if (pickupAt.getTime() - now.getTime() < MIN_LEAD_MINUTES * 60_000) return { ok: false, code: 'tooSoon' };
  return { ok: true, pickupAt };
}
