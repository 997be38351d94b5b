import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from './console.js';
import {
  compactReference,
  isFinalStatus,
  isUnanswered,
  phoneSearchDigits,
  rideWindow,
  statusChangeProblem,
  windowsOverlap,
} from './dispatch.js';

const PICKUP = new Date('2027-05-01T10:00:00Z');
const BEFORE = new Date('2027-05-01T09:59:00Z');
const AFTER = new Date('2027-05-01T10:01:00Z');

describe('statusChangeProblem', () => {
  it.each<[BookingStatus, BookingStatus, Date, string | null]>([
    ['requested', 'confirmed', BEFORE, null],
    ['confirmed', 'completed', BEFORE, 'notYetPickedUp'],
    ['confirmed', 'completed', AFTER, null],
    ['confirmed', 'noShow', BEFORE, 'notYetPickedUp'],
    ['confirmed', 'noShow', AFTER, null],
    ['requested', 'completed', AFTER, 'transitionNotAllowed'],
    ['completed', 'cancelled', AFTER, 'transitionNotAllowed'],
    ['noShow', 'completed', AFTER, 'transitionNotAllowed'],
    ['confirmed', 'requested', BEFORE, null],
  ])('%s -> %s at %s: %s', (from, to, now, problem) => {
    expect(statusChangeProblem(from, to, PICKUP, now)).toBe(problem);
  });

  it('never completes a ride whose pickup instant is unknown', () => {
    expect(statusChangeProblem('confirmed', 'completed', null, AFTER)).toBe('notYetPickedUp');
  });

  it('calls every status without a way out final', () => {
    expect(BOOKING_STATUSES.filter(isFinalStatus)).toEqual([
      'completed',
      'noShow',
      'declined',
      'cancelled',
      'expired',
    ]);
  });
});

describe('isUnanswered', () => {
  it('flags a request an hour after it came in, and nothing else', () => {
    const created = new Date('2027-05-01T08:00:00Z');
    expect(isUnanswered('requested', created, new Date('2027-05-01T08:59:59Z'))).toBe(false);
    expect(isUnanswered('requested', created, new Date('2027-05-01T09:00:00Z'))).toBe(true);
    expect(isUnanswered('confirmed', created, new Date('2027-05-01T12:00:00Z'))).toBe(false);
  });
});

describe('ride windows', () => {
  it('hold the car from pickup to the end of the ride plus the turnaround', () => {
    const window = rideWindow(PICKUP, 90, 30);
    expect(window.end - window.start).toBe(120 * 60_000);
  });

  it('overlap when they share a minute; touching ends do not', () => {
    const a = rideWindow(PICKUP, 60, 0);
    expect(windowsOverlap(a, rideWindow(new Date(PICKUP.getTime() + 59 * 60_000), 10, 0))).toBe(true);
    expect(windowsOverlap(a, rideWindow(new Date(PICKUP.getTime() + 60 * 60_000), 10, 0))).toBe(false);
    // A tour's full day holds the car all day.
    const tour = rideWindow(PICKUP, 10 * 60, 30);
    expect(windowsOverlap(tour, rideWindow(new Date(PICKUP.getTime() + 8 * 3_600_000), 45, 30))).toBe(true);
  });
});

describe('the console search', () => {
  it.each([
    ['06 21436587', ['0621436587', '31621436587', '32621436587']],
    ['0470 12 34 56', ['0470123456', '31470123456', '32470123456']],
    ['0031 6 2143 6587', ['0031621436587', '31621436587']],
    ['+31 6 2143 6587', ['31621436587']],
    ['123', []],
    ['Jansen', []],
  ])('reads %s as %j', (typed, digits) => {
    expect(phoneSearchDigits(typed)).toEqual(digits);
  });

  it('reads a reference without its hyphen, in any case', () => {
    expect(compactReference('spt 7k3m9q')).toBe('SPT7K3M9Q');
    expect(compactReference('SPT-7K3M9Q')).toBe('SPT7K3M9Q');
  });
});
