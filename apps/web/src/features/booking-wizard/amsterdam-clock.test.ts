import { amsterdamWallClock } from '@spt/contracts';
import { describe, expect, it } from 'vitest';
import { amsterdamClockByRule, pickupMinimums } from './amsterdam-clock';

describe('amsterdamWallClock', () => {
  it('reads Amsterdam time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(amsterdamWallClock(new Date('2026-12-24T08:30:00Z'))).toEqual({
      date: '2026-12-24',
      time: '09:30',
    });
    expect(amsterdamWallClock(new Date('2026-07-01T22:15:00Z'))).toEqual({
      date: '2026-07-02',
      time: '00:15',
    });
  });
});

describe('amsterdamClockByRule', () => {
  it('equals the time-zone database (Intl) at every hour from 2025 to 2031', () => {
    const differ: string[] = [];
    const end = Date.UTC(2032, 0, 1);
    for (let at = Date.UTC(2025, 0, 1); at < end; at += 3_600_000) {
      const instant = new Date(at);
      const byRule = amsterdamClockByRule(instant);
      const byZone = amsterdamWallClock(instant);
      if (byRule.date !== byZone.date || byRule.time !== byZone.time) differ.push(instant.toISOString());
    }
    expect(differ).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    for (const [instant, time] of [
      ['2026-03-29T00:59:00Z', '01:59'],
      ['2026-03-29T01:00:00Z', '03:00'],
      ['2026-10-25T00:59:00Z', '02:59'],
      ['2026-10-25T01:00:00Z', '02:00'],
      ['2027-03-28T01:00:00Z', '03:00'],
      ['2027-10-31T00:59:00Z', '02:59'],
    ] as const) {
      expect(amsterdamClockByRule(new Date(instant)).time, instant).toBe(time);
      expect(amsterdamWallClock(new Date(instant)).time, instant).toBe(time);
    }
  });
});

describe('pickupMinimums', () => {
  const now = new Date('2026-11-22T10:00:00Z'); // 11:00 in Amsterdam

  it('limits the date to today and the time to now + 30 min when today is chosen', () => {
    expect(pickupMinimums(now, '2026-11-22')).toEqual({ minDate: '2026-11-22', minTime: '11:30' });
  });

  it('leaves the time free on a later day', () => {
    expect(pickupMinimums(now, '2026-11-23')).toEqual({ minDate: '2026-11-22', minTime: undefined });
  });

  it('moves the earliest date to tomorrow late in the evening', () => {
    expect(pickupMinimums(new Date('2026-11-22T22:45:00Z'), '')).toEqual({
      minDate: '2026-11-23',
      minTime: undefined,
    });
  });
});
