import { meetAndGreet } from '@spt/business';
import {
  type BookingStatus,
  BookingStatusSchema,
  CANCEL_CUTOFF_MINUTES,
  CustomerChangeRequestSchema,
  CustomerChangeResponseSchema,
  DriverProgressSchema,
  DriverSchema,
  isCancellable,
  localeOf,
  ManageCancelResponseSchema,
  ManageInvoiceRequestSchema,
  ManageLookupResponseSchema,
  ManagePayResponseSchema,
  ManageRequestSchema,
  ManageTokenSchema,
  placeWithDetail,
} from '@spt/contracts';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { type BookingRow, bookingEvents, bookings, manageTokens } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { tokenHash } from '../../lib/tokens.js';
import { bookingIcs } from '../../mail/ics.js';
import { destinationText, meetingPointText } from '../../mail/product-rows.js';
import { bookedVehicle } from '../../services/booked-vehicle.js';
import { applyChange, checkCustomerChangeLimit, planChange } from '../../services/booking-change.js';
import { extrasView, productView } from '../../services/booking-view.js';
import { queueDriverNotice } from '../../services/dispatch.js';
import { invoiceSummariesOf, invoicesOfTrip } from '../../services/invoices/index.js';
import { sendInvoicePdf } from '../../services/invoices/send.js';
import { queueRefund, submitRefundsSoon } from '../../services/payments/index.js';
import { queueBusinessNotice, queueStatusMail } from '../../services/status-mail.js';
import { tripRides } from '../../services/trip.js';

/** Per client IP and minute: enough for a person, far too few to guess a 256-bit token. */
const LOOKUPS_PER_MINUTE = 30;
const CANCELS_PER_MINUTE = 10;

/** The booking a manage token belongs to (the received mail's token or a later mail's), or null. */
async function bookingForToken(db: Db | Tx, token: string, lock = false): Promise<BookingRow | null> {
  const hash = tokenHash(token);
  const query = db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.isSpam, false),
        or(
          eq(bookings.manageTokenHash, hash),
          sql`${bookings.id} in (select ${manageTokens.bookingId} from ${manageTokens} where ${manageTokens.tokenHash} = ${hash})`,
        ),
      ),
    );
  // A change or a cancellation locks the row, so an operator's decision at the same moment waits.
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** One neutral answer for every link that does not lead to a booking: wrong, truncated, tampered. */
function notValid(): never {
  throw new HttpError(404, 'linkNotValid');
}

/**
 * The booking of a manage request's token; a malformed token is as invalid as a wrong one (the same
 * 404, never a 400 that tells them apart).
 */
async function bookingOfRequest(
  db: Db,
  request: { validationError?: Error | undefined; body: { token: string } },
): Promise<BookingRow> {
  if (request.validationError) notValid();
  const row = await bookingForToken(db, request.body.token);
  if (!row) notValid();
  return row;
}

/**
 * The customer's own booking page (POST, so the token stays out of URLs and logs): look up the
 * booking, download it as a calendar file, cancel it until 2 hours before pickup.
 */
const manageRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;

  app.post(
    '/api/manage/lookup',
    {
      config: { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: "The customer's booking, by the token of their mail's link",
        tags: ['manage'],
        body: ManageRequestSchema,
        response: { 200: ManageLookupResponseSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
      // A malformed token is as invalid as a wrong one: the same 404, not a 400 that tells them apart.
      attachValidation: true,
    },
    async (request, reply) => {
      const row = await bookingOfRequest(db, request);
      reply.header('cache-control', 'no-store');
      const status = BookingStatusSchema.parse(row.status);
      const vehicle = bookedVehicle(row);
      const driver = DriverSchema.safeParse(row.driver);
      const [reasonEvent] =
        status === 'declined' || status === 'cancelled'
          ? await db
              .select({ note: bookingEvents.note, actorType: bookingEvents.actorType })
              .from(bookingEvents)
              .where(
                and(
                  eq(bookingEvents.bookingId, row.id),
                  eq(bookingEvents.kind, 'status'),
                  eq(bookingEvents.toStatus, status),
                ),
              )
              .orderBy(desc(bookingEvents.at), desc(bookingEvents.id))
              .limit(1)
          : [];
      // The business's latest message to the customer: given with a confirmation or a change.
      const [messageEvent] = await db
        .select({ note: bookingEvents.note })
        .from(bookingEvents)
        .where(
          and(
            eq(bookingEvents.bookingId, row.id),
            eq(bookingEvents.actorType, 'operator'),
            isNotNull(bookingEvents.note),
            or(
              and(eq(bookingEvents.kind, 'status'), eq(bookingEvents.toStatus, 'confirmed')),
              eq(bookingEvents.kind, 'change'),
            ),
          ),
        )
        .orderBy(desc(bookingEvents.at), desc(bookingEvents.id))
        .limit(1);
      const now = new Date();
      const cancellable = isCancellable(status, row.pickupAt, now);
      const locale = localeOf(row.locale);
      return {
        reference: row.reference,
        status,
        pickupDate: row.pickupDate,
        pickupTime: row.pickupTime,
        pickupAt: row.pickupAt?.toISOString() ?? null,
        pickup: row.pickup,
        destination: row.destination,
        pickupDetail: row.pickupDetail,
        destinationDetail: row.destinationDetail,
        passengers: row.passengers,
        luggage: row.luggage,
        flightNumber: row.flightNumber,
        vehicle: { id: vehicle.id, name: vehicle.name, type: vehicle.type },
        finalPrice: row.finalPriceCents / 100,
        driver: status === 'confirmed' && driver.success ? driver.data : null,
        reason: reasonEvent?.actorType === 'operator' ? reasonEvent.note : null,
        cancellable,
        cancellableUntil:
          cancellable && row.pickupAt
            ? new Date(row.pickupAt.getTime() - CANCEL_CUTOFF_MINUTES * 60_000).toISOString()
            : null,
        locale,
        durationMinutes: row.durationMinutes,
        meetingPoint: row.meetAtArrivals ? meetingPointText(locale) : null,
        freeWaitingMinutes: row.meetAtArrivals
          ? meetAndGreet.airportWaitingMinutes
          : meetAndGreet.otherWaitingMinutes,
        progress:
          status === 'confirmed' ? (DriverProgressSchema.safeParse(row.driverProgress).data ?? null) : null,
        message: messageEvent?.note ?? null,
        ...productView(row),
        ...extrasView(row),
        payment: await app.payments.manageView(row),
        invoices: await invoiceSummariesOf(db, row),
      };
    },
  );

  app.post(
    '/api/manage/change',
    {
      config: { rateLimit: { max: CANCELS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary:
          'The customer changes date, time, flight, address lines or counts until 2 hours before pickup; preview first shows the new price',
        tags: ['manage'],
        body: CustomerChangeRequestSchema,
        response: {
          200: CustomerChangeResponseSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
      attachValidation: true,
    },
    async (request) => {
      // A malformed token is as invalid as a wrong one (404); other bad fields are the caller's 400.
      if (request.validationError) {
        if (!ManageTokenSchema.safeParse((request.body as { token?: unknown } | null)?.token).success)
          notValid();
        const parsed = CustomerChangeRequestSchema.safeParse(request.body);
        throw new HttpError(400, 'validation', {
          issues: parsed.success
            ? []
            : parsed.error.issues.map((issue) => ({
                path: issue.path.join('.'),
                code: 'validation',
                message: issue.message,
              })),
        });
      }
      const { token, preview, ...changes } = request.body;
      const actor = { type: 'customer' as const };
      const result = await db.transaction(async (tx) => {
        const row = await bookingForToken(tx, token, true);
        if (!row) notValid();
        const now = new Date();
        await checkCustomerChangeLimit(tx, row, now);
        const plan = planChange(row, changes, actor, now);
        if (!preview) await applyChange(tx, row, plan, actor, config);
        return { plan, needsConfirmation: row.status === 'confirmed' && plan.status === 'requested' };
      });
      if (!preview) app.outbox.kick();
      return {
        finalPrice: result.plan.priceCents / 100,
        previousPrice: result.plan.previousPriceCents / 100,
        needsConfirmation: result.needsConfirmation,
        changes: result.plan.changes,
        applied: !preview,
      };
    },
  );

  app.post(
    '/api/manage/calendar',
    {
      config: { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: 'The booking as an iCalendar file',
        tags: ['manage'],
        body: ManageRequestSchema,
        response: {
          200: {
            description: 'The ride as one event, to save as booking-<reference>.ics',
            content: { 'text/calendar': { schema: z.string().describe('iCalendar (RFC 5545)') } },
          },
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const row = await bookingOfRequest(db, request);
      if (!row.pickupAt || (row.status !== 'requested' && row.status !== 'confirmed')) {
        throw new HttpError(409, 'transitionNotAllowed');
      }
      const driver = DriverSchema.safeParse(row.driver);
      const ics = bookingIcs({
        reference: row.reference,
        locale: localeOf(row.locale),
        pickupAt: row.pickupAt,
        durationMinutes: row.durationMinutes,
        pickup: placeWithDetail(row.pickup, row.pickupDetail),
        destination: destinationText(
          placeWithDetail(row.destination, row.destinationDetail),
          localeOf(row.locale),
        ),
        vehicleName: bookedVehicle(row).name,
        passengers: row.passengers,
        driver: row.status === 'confirmed' && driver.success ? driver.data : null,
        finalPriceCents: row.finalPriceCents,
        now: new Date(),
        sequence: row.calendarSequence,
        // A ride not yet confirmed goes into the calendar as tentative.
        state: row.status === 'confirmed' ? 'confirmed' : 'requested',
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${row.reference}.ics"`)
        .send(ics);
    },
  );

  app.post(
    '/api/manage/cancel',
    {
      config: { rateLimit: { max: CANCELS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: 'Cancel the booking (free until 2 hours before pickup); again is the same answer',
        tags: ['manage'],
        body: ManageRequestSchema,
        response: { 200: ManageCancelResponseSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) notValid();
      const token = request.body.token;
      const mailed = await db.transaction(async (tx) => {
        const row = await bookingForToken(tx, token, true);
        if (!row) notValid();
        const from = BookingStatusSchema.parse(row.status);
        if (from === 'cancelled') return false;
        if (from !== 'requested' && from !== 'confirmed') throw new HttpError(409, 'transitionNotAllowed');
        if (!isCancellable(from, row.pickupAt, new Date())) throw new HttpError(409, 'tooLateToCancel');
        const [updated] = await tx
          .update(bookings)
          .set({ status: 'cancelled' satisfies BookingStatus, statusChangedAt: new Date() })
          .where(and(eq(bookings.id, row.id), inArray(bookings.status, ['requested', 'confirmed'])))
          .returning();
        // An operator changed it in the meantime: the customer sees the new state on reload.
        if (!updated) throw new HttpError(409, 'transitionNotAllowed');
        await tx.insert(bookingEvents).values({
          bookingId: row.id,
          fromStatus: from,
          toStatus: 'cancelled',
          actorType: 'customer',
        });
        await queueStatusMail(tx, updated, 'cancelled', null, 'customer', config);
        await queueRefund(tx, updated, 'cancelled', { type: 'customer' });
        await queueBusinessNotice(tx, updated, 'cancelled', from, config);
        await queueDriverNotice(tx, updated.driverId, 'cancelled', updated, config);
        return true;
      });
      if (mailed) {
        await submitRefundsSoon(app);
        app.outbox.kick();
      }
      return { status: 'cancelled' as const };
    },
  );

  app.post(
    '/api/manage/invoice',
    {
      config: { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: "The booking's invoice or credit note as a PDF (the latest, or the one numbered)",
        tags: ['manage'],
        body: ManageInvoiceRequestSchema,
        response: {
          200: {
            description: 'The invoice, to save as invoice-<number>.pdf',
            content: { 'application/pdf': { schema: z.string().describe('PDF') } },
          },
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const row = await bookingOfRequest(db, request);
      const rides = await tripRides(db, row);
      const all = await invoicesOfTrip(
        db,
        rides.map((ride) => ride.id),
      );
      const wanted = request.body.number;
      const invoice = wanted ? all.find((candidate) => candidate.number === wanted) : all.at(-1);
      if (!invoice) throw new HttpError(404, 'notFound');
      return sendInvoicePdf(reply, invoice);
    },
  );

  app.post(
    '/api/manage/pay',
    {
      config: { rateLimit: { max: CANCELS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: "Start (or resume) the online payment of the customer's booking; answers the checkout link",
        tags: ['manage'],
        body: ManageRequestSchema,
        response: {
          200: ManagePayResponseSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const row = await bookingOfRequest(db, request);
      reply.header('cache-control', 'no-store');
      const view = await app.payments.manageView(row);
      if (!view?.canPay) throw new HttpError(409, 'nothingToPay');
      const { checkoutUrl } = await app.payments.start(row);
      return { checkoutUrl };
    },
  );
};

export default manageRoutes;
