import { amsterdamWallClock } from '@spt/contracts';
import { describe, expect, it } from 'vitest';
import { pickupMinimums } from './amsterdam-clock';

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
