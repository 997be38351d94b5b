import { z } from 'zod';
import { type BookingStatus, canTransition } from './console.js';

/**
 * The booking rules of the operator's morning (DESIGN "Changes and dispatch"), shared by the API, the
 * console and the driver's page: which status changes are allowed when, how long a ride keeps its
 * vehicle and driver, which rides overlap, and how the console's search reads what a caller says.
 */

/** The statuses that need the pickup time to have passed: nobody completes a ride before it starts. */
export const AFTER_PICKUP_STATUSES: readonly BookingStatus[] = ['completed', 'noShow'];

/** The statuses after which nothing changes any more (no edit, no assignment, no status). */
export const FINAL_STATUSES: readonly BookingStatus[] = [
  'completed',
  'noShow',
  'declined',
  'cancelled',
  'expired',
];

/** Whether a booking in `status` is final: no change, assignment or new status. */
export function isFinalStatus(status: BookingStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Why a status change is refused, as the API's error code; null when it is allowed. */
export type StatusChangeProblem = 'transitionNotAllowed' | 'notYetPickedUp';

/**
 * Whether a booking may move from `from` to `to` at `now`: the transition table, and `completed` or
 * `noShow` only once the pickup time has passed (a ride without a known pickup instant never).
 *
 * @example
 * statusChangeProblem('confirmed', 'completed', new Date('2027-01-01T10:00Z'), new Date('2027-01-01T09:00Z'));
 * // 'notYetPickedUp'
 */
export function statusChangeProblem(
  from: BookingStatus,
  to: BookingStatus,
  pickupAt: Date | null,
  now: Date,
): StatusChangeProblem | null {
  if (!canTransition(from, to)) return 'transitionNotAllowed';
  if (AFTER_PICKUP_STATUSES.includes(to) && (!pickupAt || pickupAt.getTime() > now.getTime())) {
    return 'notYetPickedUp';
  }
  return null;
}

/** A request still unanswered this long before pickup expires, and the customer is told at once. */
export const EXPIRE_BEFORE_PICKUP_MINUTES = 120;
/** A request unanswered this long after it came in is flagged in the console and mailed again. */
export const UNANSWERED_AFTER_MINUTES = 60;

/**
 * Whether a request has waited too long for an answer: still `requested` an hour after it came in.
 *
 * @example
 * isUnanswered('requested', new Date('2027-01-01T08:00Z'), new Date('2027-01-01T09:30Z')); // true
 */
export function isUnanswered(status: BookingStatus, createdAt: Date, now: Date): boolean {
  return status === 'requested' && now.getTime() - createdAt.getTime() >= UNANSWERED_AFTER_MINUTES * 60_000;
}

/** The driver's progress on a ride: events on the timeline, not statuses. */
export const DRIVER_PROGRESS = ['onTheWay', 'arrived', 'onBoard'] as const;
export type DriverProgress = (typeof DRIVER_PROGRESS)[number];
export const DriverProgressSchema = z.enum(DRIVER_PROGRESS);

/** What a driver may set from their page: progress, and the two statuses that end a ride. */
export const DRIVER_STATUSES = [...DRIVER_PROGRESS, 'noShow', 'completed'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** The time a ride holds its vehicle and driver, as instants in milliseconds. */
export interface RideWindow {
  readonly start: number;
  readonly end: number;
}

/**
 * The window a ride keeps its vehicle and driver busy: from pickup to the end of the ride (a transfer's
 * driving time, hire's hours, a tour's length) plus the turnaround before the next one.
 *
 * @example
 * rideWindow(new Date('2027-01-01T10:00Z'), 60, 30); // { start: …10:00, end: …11:30 }
 */
export function rideWindow(pickupAt: Date, durationMinutes: number, turnaroundMinutes: number): RideWindow {
  const start = pickupAt.getTime();
  return { start, end: start + (Math.max(0, durationMinutes) + Math.max(0, turnaroundMinutes)) * 60_000 };
}

/** Whether two rides' windows overlap (touching ends do not). */
export function windowsOverlap(a: RideWindow, b: RideWindow): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The statuses whose rides hold a vehicle and a driver (on the board and in the conflict check). */
export const PLANNED_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed'];

/**
 * The digit strings a typed phone number may be stored as (E.164 without the `+`): the digits as
 * typed, an international `00` prefix dropped, and a national number (leading `0`) read as Dutch and
 * as Belgian, the formats every Dutch or Belgian caller gives.
 *
 * @example
 * phoneSearchDigits('06 21436587'); // ['0621436587', '31621436587', '32621436587']
 * phoneSearchDigits('0470 12 34 56'); // ['0470123456', '31470123456', '32470123456']
 */
export function phoneSearchDigits(typed: string): string[] {
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 4) return [];
  if (digits.startsWith('00')) return [digits, digits.slice(2)];
  if (digits.startsWith('0')) {
    const national = digits.slice(1);
    return [digits, `31${national}`, `32${national}`];
  }
  return [digits];
}

/**
 * A reference as typed, made comparable: upper case, without spaces or hyphens, so `spt7k3m9q`,
 * `SPT 7K3M9Q` and `SPT-7K3M9Q` are one.
 *
 * @example
 * compactReference('spt 7k3m9q'); // 'SPT7K3M9Q'
 */
export function compactReference(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}
