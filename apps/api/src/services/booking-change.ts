import { business } from '@spt/business';
import {
  type BookingStatus,
  BookingStatusSchema,
  CANCEL_CUTOFF_MINUTES,
  type Changes,
  CUSTOMER_CHANGE_LIMITS,
  ERROR_MESSAGES,
  isFinalStatus,
  MAX_LEAD_MONTHS,
  MINOR_CHANGE_FIELDS,
  pickupDateTimeCheck,
  resolveAmsterdamTime,
  UNAVAILABLE_CODES,
} from '@spt/contracts';
import {
  type BookingQuote,
  type Extras,
  isTourInSeason,
  PricingError,
  quoteBooking,
  returnLegCents,
  toProductPricing,
} from '@spt/pricing';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { type BookingRow, bookingEvents, bookings, type NewBookingRow } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { toQuoteRequest } from './booking-products.js';
import { extrasView, storedExtras } from './booking-view.js';
import { findConflicts, queueDriverNotice } from './dispatch.js';
import { type MailConfig, queueBusinessNotice, queueStatusMail } from './status-mail.js';

/** The fields of a booking that a change may set (DESIGN "Changes and dispatch"). */
export interface BookingChanges {
  readonly date?: string | undefined;
  readonly time?: string | undefined;
  readonly flightNumber?: string | undefined;
  readonly pickupDetail?: string | undefined;
  readonly destinationDetail?: string | undefined;
  readonly passengers?: number | undefined;
  readonly luggage?: number | undefined;
  readonly vehicleId?: number | undefined;
  readonly notes?: string | undefined;
  readonly extras?: Extras | undefined;
  readonly hours?: number | undefined;
  readonly internalNote?: string | undefined;
}

/** Who changes the booking: an operator (who may override the price) or the customer. */
export type ChangeActor =
  | {
      readonly type: 'operator';
      readonly email: string;
      readonly priceOverride?: { final: number; reason: string };
    }
  | { readonly type: 'customer' };

/** A change worked out against the stored booking: what to write, what changed, the new price. */
export interface PlannedChange {
  readonly updates: Partial<NewBookingRow>;
  /** Each changed field's value before and after, for the timeline. */
  readonly changes: Changes;
  readonly priceCents: number;
  readonly previousPriceCents: number;
  /** The status after the change: a customer's change of a confirmed ride may need a new confirmation. */
  readonly status: BookingStatus;
  /** Whether anything the customer sees changed (an internal note alone does not). */
  readonly customerVisible: boolean;
}

const PRICE_FIELDS = ['passengers', 'luggage', 'vehicleId', 'extras', 'hours'] as const;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The booking's price for new choices, quoted by the same rules as at booking: the route's fare (a
 * return trip's way back less the return discount), the hire or the tour, and the extras. 400 for a
 * choice the product does not allow, 422 for a vehicle that cannot do it.
 */
function requote(
  row: BookingRow,
  next: {
    passengers: number;
    luggage: number;
    vehicleId: number;
    extras: Extras | null;
    hours: number | null;
  },
): { cents: number; quote: BookingQuote } {
  const product = row.product;
  let quote: BookingQuote;
  try {
    quote = quoteBooking(
      toQuoteRequest({
        product,
        hours: next.hours ?? undefined,
        tour: row.tour ?? undefined,
        returnTrip: false,
        extras: next.extras ?? undefined,
        passengers: next.passengers,
        luggage: next.luggage,
        pickup: { lat: row.pickupLat, lon: row.pickupLon },
        destination: { lat: row.destinationLat, lon: row.destinationLon },
      }),
      business.vehicles,
      business.products,
    );
  } catch (error) {
    if (error instanceof PricingError) {
      const code =
        error.code === 'INVALID_GROUP'
          ? 'groupSize'
          : error.code === 'INVALID_EXTRAS'
            ? 'tooManySeats'
            : 'validation';
      throw new HttpError(400, code, { issues: [{ path: '', code, message: error.message }] });
    }
    throw error;
  }
  const entry = quote.prices.find((price) => price.vehicleId === next.vehicleId);
  if (!entry) throw new HttpError(400, 'unknownVehicle');
  if (entry.reason) throw new HttpError(422, UNAVAILABLE_CODES[entry.reason]);
  const [leg] = entry.legs;
  if (!leg) throw new HttpError(400, 'unknownVehicle');
  // The way back of a return trip keeps its discount.
  const fare =
    row.returnOf !== null
      ? returnLegCents(leg.priceCents, business.products.returnDiscountPercent)
      : leg.priceCents;
  return { cents: fare + leg.extrasCents, quote };
}

/**
 * Works out a change of a stored booking at `now`, without writing anything: validates the new date
 * and time (an operator may move a ride to any time still ahead; a customer by the booking rules and
 * only until the cancellation deadline), a tour's season, the vehicle's fit, and quotes the price
 * again when the vehicle, the party, the extras or the hours change, unless an operator overrides it.
 * Throws the API's HttpError: 409 `bookingClosed` for a final booking, 409 `tooLateToChange` for a
 * customer after the deadline, 400/422 as a booking would get.
 */
export function planChange(
  row: BookingRow,
  input: BookingChanges,
  actor: ChangeActor,
  now: Date,
): PlannedChange {
  const status = BookingStatusSchema.parse(row.status);
  if (isFinalStatus(status)) throw new HttpError(409, 'bookingClosed', { status });
  if (
    actor.type === 'customer' &&
    (!row.pickupAt || row.pickupAt.getTime() - CANCEL_CUTOFF_MINUTES * 60_000 <= now.getTime())
  ) {
    throw new HttpError(409, 'tooLateToChange');
  }
  const changes: Changes = {};
  const updates: Partial<NewBookingRow> = {};
  const note = (field: string, before: unknown, after: unknown) => {
    if (!sameValue(before, after)) changes[field] = { before: before ?? null, after: after ?? null };
  };

  const date = input.date ?? row.pickupDate;
  const time = input.time ?? row.pickupTime;
  if (date !== row.pickupDate || time !== row.pickupTime) {
    let pickupAt: Date;
    if (actor.type === 'customer') {
      const when = pickupDateTimeCheck(date, time, now);
      if (!when.ok)
        throw new HttpError(400, when.code, {
          issues: [{ path: 'date', code: when.code, message: ERROR_MESSAGES[when.code] }],
        });
      pickupAt = when.pickupAt;
      // Online changes stay outside the last 2 hours, like cancellations.
      if (pickupAt.getTime() - CANCEL_CUTOFF_MINUTES * 60_000 <= now.getTime()) {
        throw new HttpError(409, 'tooLateToChange');
      }
    } else {
      // An operator may move a ride to any time that exists and is still ahead (a phone call).
      const resolved = resolveAmsterdamTime(date, time);
      if (resolved.status !== 'ok') {
        throw new HttpError(400, resolved.status === 'nonexistent' ? 'nonexistentTime' : 'validation');
      }
      pickupAt = resolved.instant;
      if (pickupAt.getTime() <= now.getTime()) throw new HttpError(400, 'tooSoon');
      const horizon = new Date(now);
      horizon.setUTCMonth(horizon.getUTCMonth() + MAX_LEAD_MONTHS);
      if (pickupAt.getTime() > horizon.getTime()) throw new HttpError(400, 'tooFarAhead');
    }
    if (row.product === 'tour' && row.tour) {
      const tour = business.products.tours.find((candidate) => candidate.id === row.tour);
      if (tour && !isTourInSeason(tour, date)) throw new HttpError(400, 'outOfSeason');
    }
    note('date', row.pickupDate, date);
    note('time', row.pickupTime, time);
    Object.assign(updates, { pickupDate: date, pickupTime: time, pickupAt, reminderSentAt: null });
  }

  const text = (
    field: 'flightNumber' | 'pickupDetail' | 'destinationDetail' | 'notes',
    column: keyof BookingRow,
  ) => {
    const value = input[field];
    if (value === undefined) return;
    const before = row[column] as string | null;
    const after = field === 'flightNumber' ? value : value || null;
    note(field, before, after);
    if (!sameValue(before, after)) Object.assign(updates, { [column]: after });
  };
  text('flightNumber', 'flightNumber');
  text('pickupDetail', 'pickupDetail');
  text('destinationDetail', 'destinationDetail');
  text('notes', 'notes');
  if (input.internalNote !== undefined) {
    const after = input.internalNote || null;
    note('internalNote', row.operatorNotes, after);
    updates.operatorNotes = after;
  }

  // Extras are stored in one shape (booking-view.ts), whether booked, changed or left as they were.
  const currentExtras = extrasView(row).extras;
  const next = {
    passengers: input.passengers ?? row.passengers,
    luggage: input.luggage ?? row.luggage,
    vehicleId: input.vehicleId ?? row.vehicleId,
    extras: input.extras === undefined ? currentExtras : storedExtras(input.extras),
    hours: input.hours ?? row.hours,
  };
  if (input.hours !== undefined && row.product !== 'hourly') throw new HttpError(400, 'validation');
  note('passengers', row.passengers, next.passengers);
  note('luggage', row.luggage, next.luggage);
  note('vehicleId', row.vehicleId, next.vehicleId);
  note('extras', currentExtras, next.extras);
  note('hours', row.hours, next.hours);
  const repricing = PRICE_FIELDS.some((field) => field in changes);
  // A price the business set by hand is not re-quoted by a customer's change: that needs a call.
  const overridden = (row.quote as { override?: unknown } | null)?.override;
  if (repricing && actor.type === 'customer' && overridden) throw new HttpError(409, 'changeNeedsCall');
  let priceCents = row.finalPriceCents;
  if (repricing) {
    const { cents, quote } = requote(row, next);
    priceCents = cents;
    const vehicle = business.vehicles.find((candidate) => candidate.id === next.vehicleId);
    Object.assign(updates, {
      passengers: next.passengers,
      luggage: next.luggage,
      vehicleId: next.vehicleId,
      extras: next.extras,
      hours: next.hours,
      durationMinutes: quote.durationMinutes,
      quote: {
        ...(row.quote as object),
        euros: { ...toProductPricing(quote, next.vehicleId), final: cents / 100 },
        vehicle: vehicle
          ? { name: vehicle.name, type: vehicle.type }
          : (row.quote as { vehicle?: unknown }).vehicle,
        override: null,
      },
    });
  }
  if (actor.type === 'operator' && actor.priceOverride) {
    priceCents = Math.round(actor.priceOverride.final * 100);
    changes.priceOverride = { before: null, after: actor.priceOverride };
    updates.quote = {
      ...((updates.quote as object | undefined) ?? (row.quote as object)),
      override: { final: priceCents / 100, reason: actor.priceOverride.reason, by: actor.email },
    };
  }
  note('finalPrice', row.finalPriceCents / 100, priceCents / 100);
  if (priceCents !== row.finalPriceCents) updates.finalPriceCents = priceCents;

  // A customer's change of a confirmed ride needs a new confirmation, unless only the flight or the
  // address lines changed.
  const needsConfirmation =
    actor.type === 'customer' &&
    status === 'confirmed' &&
    Object.keys(changes).some((field) => !MINOR_CHANGE_FIELDS.includes(field));
  return {
    updates,
    changes,
    priceCents,
    previousPriceCents: row.finalPriceCents,
    status: needsConfirmation ? 'requested' : status,
    customerVisible: Object.keys(changes).some((field) => field !== 'internalNote'),
  };
}

/**
 * Writes a planned change in the transaction `tx`: the booking (only if its status is still the one
 * read, so a concurrent status change wins cleanly with 409), the event with before and after, the
 * customer's mail in their language with the calendar event updated (same UID, SEQUENCE + 1) unless
 * `notifyCustomer` is false, and for a customer's change that needs a new confirmation, the
 * business's notice. Returns the updated row.
 */
export async function applyChange(
  tx: Tx,
  row: BookingRow,
  plan: PlannedChange,
  actor: ChangeActor,
  config: MailConfig,
  options: { message?: string | undefined; notifyCustomer?: boolean | undefined } = {},
): Promise<BookingRow> {
  const from = BookingStatusSchema.parse(row.status);
  if (Object.keys(plan.changes).length === 0) return row;
  const [updated] = await tx
    .update(bookings)
    .set({
      ...plan.updates,
      ...(plan.status !== from ? { status: plan.status, statusChangedAt: new Date() } : {}),
    })
    // Only from the status read: a decision made meanwhile wins, and this change answers 409.
    .where(and(eq(bookings.id, row.id), eq(bookings.status, from)))
    .returning();
  if (!updated) throw new HttpError(409, 'transitionNotAllowed');
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    kind: 'change',
    fromStatus: from,
    toStatus: plan.status,
    actorType: actor.type,
    actorEmail: actor.type === 'operator' ? actor.email : null,
    changes: plan.changes,
    // The message to the customer; a price override's reason stays in `changes` (operators only).
    note: options.message ?? null,
  });
  if (plan.customerVisible && options.notifyCustomer !== false) {
    await queueStatusMail(tx, updated, 'changed', options.message ?? null, actor.type, config);
  }
  if (actor.type === 'customer') {
    // A new time may now overlap another ride of the assigned driver or car: the business is warned
    // (the booking page shows it too); the customer's change stands, to be settled by the office.
    const moved = plan.updates.pickupAt !== undefined || plan.updates.durationMinutes !== undefined;
    const conflicts =
      moved && (updated.driverId !== null || updated.unitId !== null)
        ? await findConflicts(tx, updated, { driverId: updated.driverId, unitId: updated.unitId })
        : [];
    await queueBusinessNotice(tx, updated, 'changed', from, config, conflicts);
  }
  // The assigned driver is told of any change to their ride.
  if (plan.customerVisible) await queueDriverNotice(tx, updated.driverId, 'changed', updated, config);
  return updated;
}

/**
 * Refuses a customer's change of a booking already changed online CUSTOMER_CHANGE_LIMITS times in the
 * last hour or day (429 `tooManyChanges`): each change mails the customer, the business and the
 * driver. Counted from the timeline, so it holds across instances and restarts.
 */
export async function checkCustomerChangeLimit(tx: Tx, row: BookingRow, now: Date): Promise<void> {
  const since = (ms: number) =>
    tx
      .select({ n: count() })
      .from(bookingEvents)
      .where(
        and(
          eq(bookingEvents.bookingId, row.id),
          eq(bookingEvents.kind, 'change'),
          eq(bookingEvents.actorType, 'customer'),
          gte(bookingEvents.at, new Date(now.getTime() - ms)),
        ),
      )
      .then(([result]) => result?.n ?? 0);
  if (
    (await since(3_600_000)) >= CUSTOMER_CHANGE_LIMITS.perHour ||
    (await since(86_400_000)) >= CUSTOMER_CHANGE_LIMITS.perDay
  ) {
    throw new HttpError(429, 'tooManyChanges');
  }
}
