import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-codes.js';
import {
  amsterdamLocalToInstant,
  amsterdamWallClock,
  pickupDateTimeCheck,
  resolveAmsterdamTime,
  wallClock,
} from './pickup-date-time.js';

describe('amsterdamLocalToInstant', () => {
  it.each([
    ['2026-12-24', '09:30', '2026-12-24T08:30:00.000Z'], // winter, UTC+1
    ['2026-07-01', '09:30', '2026-07-01T07:30:00.000Z'], // summer, UTC+2
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'], // just before spring-forward
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'], // just after
    ['2026-10-25', '04:00', '2026-10-25T03:00:00.000Z'], // after fall-back
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'], // ambiguous: the earlier one
  ])('%s %s is %s', (date, time, iso) => {
    expect(amsterdamLocalToInstant(date, time)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-01-01', '24:00'],
    ['2026-1-1', '10:00'],
    ['2026-01-01', '10:60'],
    ['tomorrow', 'noon'],
  ])('rejects %s %s', (date, time) => {
    expect(amsterdamLocalToInstant(date, time)).toBeNull();
  });
});

describe('pickupDateTimeCheck', () => {
  const now = new Date('2026-12-24T08:00:00.000Z'); // 09:00 in Amsterdam

  it('requires both date and time', () => {
    expect(pickupDateTimeCheck('', '10:00', now)).toEqual({ ok: false, code: 'dateTimeRequired' });
    expect(pickupDateTimeCheck('2026-12-24', ' ', now)).toEqual({ ok: false, code: 'dateTimeRequired' });
  });

  it('reads the time as Amsterdam time: 09:29 is too soon, 09:30 is fine', () => {
    expect(pickupDateTimeCheck('2026-12-24', '09:29', now)).toEqual({ ok: false, code: 'tooSoon' });
    const ok = pickupDateTimeCheck('2026-12-24', '09:30', now);
    expect(ok.ok).toBe(true);
  });

  it('past dates are too soon', () => {
    expect(pickupDateTimeCheck('2025-01-01', '10:00', now)).toEqual({ ok: false, code: 'tooSoon' });
  });

  it('has the SPEC texts for its codes', () => {
    expect(ERROR_MESSAGES.dateTimeRequired).toBe('Please select both date and time');
    expect(ERROR_MESSAGES.tooSoon).toBe('Please select a date and time at least 30 minutes from now');
  });
});

describe('daylight saving time (Europe/Amsterdam)', () => {
  const NOW = new Date('2026-11-23T10:00:00Z');

  it.each([
    ['2027-03-28', '02:00'],
    ['2027-03-28', '02:30'],
    ['2027-03-28', '02:59'],
    ['2026-03-29', '02:30'],
  ])('%s %s is in the spring-forward gap: refused as nonexistent', (date, time) => {
    expect(resolveAmsterdamTime(date, time)).toEqual({ status: 'nonexistent' });
    expect(amsterdamLocalToInstant(date, time)).toBeNull();
    if (date > '2026-11-23')
      expect(pickupDateTimeCheck(date, time, NOW)).toEqual({ ok: false, code: 'nonexistentTime' });
  });

  it.each([
    ['2027-03-28', '01:59', '2027-03-28T00:59:00.000Z', '+01:00'],
    ['2027-03-28', '03:00', '2027-03-28T01:00:00.000Z', '+02:00'],
    ['2027-10-31', '01:59', '2027-10-30T23:59:00.000Z', '+02:00'],
    ['2027-10-31', '03:00', '2027-10-31T02:00:00.000Z', '+01:00'],
  ])('%s %s on either side of a change is %s (%s), not ambiguous', (date, time, iso, offset) => {
    expect(resolveAmsterdamTime(date, time)).toEqual({
      status: 'ok',
      instant: new Date(iso),
      utcOffset: offset,
      ambiguous: false,
    });
  });

  it.each([
    ['2027-10-31', '02:00', '2027-10-31T00:00:00.000Z'],
    ['2027-10-31', '02:30', '2027-10-31T00:30:00.000Z'],
    ['2027-10-31', '02:59', '2027-10-31T00:59:00.000Z'],
  ])(
    '%s %s happens twice at fall-back: the first occurrence, summer time, marked ambiguous',
    (date, time, iso) => {
      expect(resolveAmsterdamTime(date, time)).toEqual({
        status: 'ok',
        instant: new Date(iso),
        utcOffset: '+02:00',
        ambiguous: true,
      });
      expect(pickupDateTimeCheck(date, time, NOW)).toEqual({
        ok: true,
        pickupAt: new Date(iso),
        utcOffset: '+02:00',
        ambiguous: true,
      });
    },
  );
});

describe('how far ahead (18 months)', () => {
  const NOW = new Date('2026-11-23T10:00:00Z');
  it.each([
    // 10:00 UTC plus 18 months is 12:00 in Amsterdam (summer time) on 23 May 2028.
    ['2028-05-23', '10:00', true],
    ['2028-05-23', '12:00', true],
    ['2028-05-23', '12:01', false],
    ['2028-05-24', '09:00', false],
    ['9999-12-31', '23:59', false],
  ])('%s %s accepted: %s', (date, time, ok) => {
    const result = pickupDateTimeCheck(date, time, NOW);
    expect(result.ok).toBe(ok);
    if (!ok) expect(result).toEqual({ ok: false, code: 'tooFarAhead' });
  });
});

describe('wallClock', () => {
  const instant = new Date('2026-12-24T08:30:00Z');

  it('reads the clocks of any time zone, Amsterdam through amsterdamWallClock', () => {
    expect(amsterdamWallClock(instant)).toEqual({ date: '2026-12-24', time: '09:30' });
    expect(wallClock(instant, 'America/New_York')).toEqual({ date: '2026-12-24', time: '03:30' });
    expect(wallClock(instant, 'Pacific/Auckland')).toEqual({ date: '2026-12-24', time: '21:30' });
    expect(wallClock(new Date('2026-12-24T23:30:00Z'), 'Europe/Amsterdam')).toEqual({
      date: '2026-12-25',
      time: '00:30',
    });
  });

  it('answers undefined for a time zone the runtime does not know, every time it is asked', () => {
    expect(wallClock(instant, 'Mars/Olympus_Mons')).toBeUndefined();
    expect(wallClock(instant, 'Mars/Olympus_Mons')).toBeUndefined();
  });
});
