import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-codes.js';
import { amsterdamLocalToInstant, pickupDateTimeCheck } from './pickup-date-time.js';

describe('amsterdamLocalToInstant', () => {
  it.each([
    ['2026-12-24', '09:30', '2026-12-24T08:30:00.000Z'], // winter, UTC+1
    ['2026-07-01', '09:30', '2026-07-01T07:30:00.000Z'], // summer, UTC+2
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'], // just before spring-forward
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'], // just after
    ['2026-10-25', '04:00', '2026-10-25T03:00:00.000Z'], // after fall-back
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'], // in the gap: moves forward
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
