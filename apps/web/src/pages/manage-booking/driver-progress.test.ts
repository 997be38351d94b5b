import { describe, expect, it } from 'vitest';
import { isLive } from './driver-progress';

/** Pickup 09:30 in Amsterdam (08:30 UTC), a 131-minute ride. */
const RIDE = { status: 'confirmed', pickupAt: '2026-12-24T08:30:00.000Z', durationMinutes: 131 } as const;
const at = (iso: string) => new Date(iso);

describe('isLive: when the page refreshes itself', () => {
  it.each([
    ['a day before', RIDE, '2026-12-23T08:30:00.000Z', false],
    ['3 h 1 min before pickup', RIDE, '2026-12-24T05:29:00.000Z', false],
    ['3 h before pickup', RIDE, '2026-12-24T05:30:00.000Z', true],
    ['at pickup', RIDE, '2026-12-24T08:30:00.000Z', true],
    ['3 h after the planned end', RIDE, '2026-12-24T13:41:00.000Z', true],
    ['later than that', RIDE, '2026-12-24T13:42:00.000Z', false],
    ['a requested ride within 3 h', { ...RIDE, status: 'requested' }, '2026-12-24T07:00:00.000Z', true],
    ['a completed ride', { ...RIDE, status: 'completed' }, '2026-12-24T08:00:00.000Z', false],
    ['a cancelled ride', { ...RIDE, status: 'cancelled' }, '2026-12-24T08:00:00.000Z', false],
    ['no pickup instant', { ...RIDE, pickupAt: null }, '2026-12-24T08:00:00.000Z', false],
  ] as const)('%s', (_, booking, now, live) => {
    expect(isLive(booking, at(now))).toBe(live);
  });
});
