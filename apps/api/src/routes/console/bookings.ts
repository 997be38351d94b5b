import {
  amsterdamWallClock,
  BookingChangeRequestSchema,
  type BookingDetailResponse,
  BookingDetailResponseSchema,
  type BookingListItem,
  BookingListQuerySchema,
  BookingListResponseSchema,
  type BookingStatus,
  BookingStatusSchema,
  CsvQuerySchema,
  compactReference,
  DriverProgressSchema,
  DriverSchema,
  isCancellable,
  isUnanswered,
  localeOf,
  multiLineText,
  NOTES_MAX,
  PLANNED_STATUSES,
  phoneSearchDigits,
  StatusChangeRequestSchema,
  StatusChangeResponseSchema,
  statusChangeProblem,
} from '@spt/contracts';
import { toE164 } from '@spt/contracts/phone';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import {
  type BookingEventRow,
  type BookingRow,
  bookingEvents,
  bookings,
  companies,
  invoices,
  outbox,
} from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { mapLink } from '../../lib/map-link.js';
import { linkKeyOf, withFreshManageLinks } from '../../mail/link-secrets.js';
import { bookedVehicle } from '../../services/booked-vehicle.js';
import { applyChange, planChange } from '../../services/booking-change.js';
import { extrasView, productView } from '../../services/booking-view.js';
import { bookingsCsv } from '../../services/bookings-csv.js';
import { findConflicts, flightOfRide, queueDriverNotice } from '../../services/dispatch.js';
import { findUnit } from '../../services/fleet.js';
import { completeRide } from '../../services/invoices/completed.js';
import { invoiceOfRide, invoiceSummariesOf } from '../../services/invoices/index.js';
import { sendInvoicePdf } from '../../services/invoices/send.js';
import { mailsOfBooking } from '../../services/mail-deliveries.js';
import { hasRefund, queueRefund, submitRefundsSoon } from '../../services/payments/index.js';
import { queueStatusMail } from '../../services/status-mail.js';
import { requireOwner } from './session.js';

const PAGE_SIZE = 25;
/** The outbox kinds of the customer's mails about a booking, newest first when sent again. */
const CUSTOMER_MAIL_KINDS = [
  'booking.customer',
  'booking.status',
  'booking.changed',
  'booking.reminder',
  'booking.paid',
  'booking.refunded',
  'booking.payLink',
  'booking.completed',
];
/** The most rows one CSV export holds. */
const CSV_MAX_ROWS = 10_000;

const EuroQuoteSchema = z.object({
  euros: z.object({
    base: z.number(),
    distance: z.number(),
    time: z.number(),
    subtotal: z.number(),
    final: z.number(),
    isMinimumApplied: z.boolean(),
  }),
});

type Cursor = [date: string, time: string, id: number];
const CursorSchema = z.tuple([z.string().max(20), z.string().max(20), z.number().int()]);

function encodeCursor(row: BookingRow): string {
  return Buffer.from(JSON.stringify([row.pickupDate, row.pickupTime, row.id] satisfies Cursor)).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string): Cursor {
  try {
    return CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new HttpError(400, 'validation');
  }
}

export function listItem(row: BookingRow, now = new Date()): BookingListItem {
  const status = BookingStatusSchema.parse(row.status);
  const driver = DriverSchema.safeParse(row.driver);
  return {
    reference: row.reference,
    status,
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    pickup: row.pickup,
    destination: row.destination,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    passengers: row.passengers,
    luggage: row.luggage,
    vehicleId: row.vehicleId,
    finalPrice: row.finalPriceCents / 100,
    createdAt: row.createdAt.toISOString(),
    isSpam: row.isSpam,
    unitId: row.unitId,
    unitLabel: findUnit(row.unitId)?.label ?? null,
    driverId: row.driverId,
    driverName: driver.success ? driver.data.name : null,
    unanswered: isUnanswered(status, row.createdAt, now),
    ...productView(row),
  };
}

const EventChangesSchema = z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }));
const OverrideSchema = z.object({ final: z.number(), reason: z.string() });

/** A stored event as the timeline shows it. */
function eventView(event: BookingEventRow) {
  const changes = EventChangesSchema.safeParse(event.changes);
  const actor =
    event.actorType === 'operator'
      ? { type: 'operator' as const, email: event.actorEmail ?? '' }
      : event.actorType === 'driver'
        ? { type: 'driver' as const, name: event.actorEmail ?? '' }
        : { type: event.actorType };
  return {
    from: event.fromStatus === null ? null : BookingStatusSchema.parse(event.fromStatus),
    to: BookingStatusSchema.parse(event.toStatus),
    actor,
    at: event.at.toISOString(),
    note: event.note,
    kind: event.kind,
    changes: changes.success ? changes.data : null,
  };
}

/** Escapes LIKE's wildcards in text typed into the search box. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The console's bookings: the list (upcoming first: from today by pickup date and time, unless a date
 * range is given; spam apart), a booking's detail and timeline, status changes with the customer's
 * mail in one transaction, and the CSV export.
 */
const consoleBookingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;

  /** A booking with everything the operator needs, and its timeline. */
  async function bookingDetail(row: BookingRow): Promise<BookingDetailResponse> {
    const events = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row.id))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
    const point = async (typed: string, lat: number, lon: number) => {
      const check = await app.geocoder.checkPlace(typed, { lat, lon });
      return {
        lat,
        lon,
        nearestName: check?.nearestName ?? null,
        // The console shows the place in its own language.
        nearestNames: check ? await app.geocoder.nearestNames({ lat, lon }) : null,
        nearestKm: check ? Math.round(check.nearestKm * 10) / 10 : null,
        typedMatches: check?.typedMatches ?? null,
        mapUrl: mapLink({ lat, lon }),
      };
    };
    const quote = EuroQuoteSchema.safeParse(row.quote);
    const euros = quote.success
      ? quote.data.euros
      : {
          base: 0,
          distance: 0,
          time: 0,
          subtotal: 0,
          final: row.finalPriceCents / 100,
          isMinimumApplied: false,
        };
    const driver = DriverSchema.safeParse(row.driver);
    return {
      booking: {
        ...listItem(row),
        pickupDetail: row.pickupDetail,
        destinationDetail: row.destinationDetail,
        flightNumber: row.flightNumber,
        locale: localeOf(row.locale),
        vehicleName: bookedVehicle(row).name,
        distanceKm: row.distanceKm,
        durationMinutes: row.durationMinutes,
        pricing: euros,
        pickupAt: row.pickupAt?.toISOString() ?? null,
        pickupPoint: await point(row.pickup, row.pickupLat, row.pickupLon),
        destinationPoint: await point(row.destination, row.destinationLat, row.destinationLon),
        driver: driver.success ? driver.data : null,
        contactErased: row.contactErasedAt !== null,
        internalNote: row.operatorNotes,
        driverProgress: DriverProgressSchema.safeParse(row.driverProgress).data ?? null,
        driverProgressAt: row.driverProgressAt?.toISOString() ?? null,
        priceOverride:
          OverrideSchema.safeParse((row.quote as { override?: unknown } | null)?.override).data ?? null,
        conflictsWith: PLANNED_STATUSES.includes(BookingStatusSchema.parse(row.status))
          ? await findConflicts(db, row, { driverId: row.driverId, unitId: row.unitId })
          : [],
        flight: await flightOfRide(app.flightStatus, row),
        ...extrasView(row),
      },
      events: [
        // The request itself opens the timeline.
        {
          from: null,
          to: 'requested' as const,
          actor: { type: 'customer' as const },
          at: row.createdAt.toISOString(),
          note: null,
          kind: 'status' as const,
          changes: null,
        },
        ...events.map(eventView),
      ],
      mails: await mailsOfBooking(db, row.reference),
      payments: await app.payments.consoleView(row),
      invoices: await invoiceSummariesOf(db, row),
      company: row.companyId
        ? ((
            await db
              .select({ id: companies.id, name: companies.name })
              .from(companies)
              .where(eq(companies.id, row.companyId))
          )[0] ?? null)
        : null,
    };
  }

  app.get(
    '/api/console/bookings',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Bookings by pickup time, filtered and searched, 25 a page',
        tags: ['console'],
        querystring: BookingListQuerySchema,
        response: { 200: BookingListResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const limit = query.limit ?? PAGE_SIZE;
      const conditions: SQL[] = [eq(bookings.isSpam, query.spam === 'true')];
      if (query.status) conditions.push(eq(bookings.status, query.status));
      const from = query.from ?? (query.to || query.q ? undefined : amsterdamWallClock(new Date()).date);
      if (from) conditions.push(gte(bookings.pickupDate, from));
      if (query.to) conditions.push(lte(bookings.pickupDate, query.to));
      if (query.driver) {
        conditions.push(
          query.driver === 'none' ? isNull(bookings.driverId) : eq(bookings.driverId, Number(query.driver)),
        );
      }
      if (query.unit) {
        conditions.push(query.unit === 'none' ? isNull(bookings.unitId) : eq(bookings.unitId, query.unit));
      }
      // Invisible format characters (zero-width space, soft hyphen, BOM; Unicode Cf) pasted along with
      // a name would make the search miss it: they are left out of what is searched for.
      const q = query.q?.replace(/\p{Cf}/gu, '').trim();
      if (q) {
        const pattern = likePattern(q);
        const matches = [
          ilike(bookings.reference, pattern),
          ilike(bookings.contactName, pattern),
          ilike(bookings.contactEmail, pattern),
          ilike(bookings.passengerName, pattern),
        ];
        // A reference typed without its hyphen or with spaces: SPT7K3M9Q, spt 7k3m9q.
        const compact = compactReference(q);
        if (compact.length >= 4) {
          matches.push(ilike(sql`replace(${bookings.reference}, '-', '')`, likePattern(compact)));
        }
        // Phones are stored in E.164; a caller gives the national form (06…, 0470…) or 00…
        for (const digits of phoneSearchDigits(q)) {
          matches.push(ilike(bookings.contactPhone, likePattern(digits)));
          matches.push(ilike(bookings.passengerPhone, likePattern(digits)));
        }
        const any = or(...matches);
        if (any) conditions.push(any);
      }
      if (query.cursor) {
        const [date, time, id] = decodeCursor(query.cursor);
        conditions.push(
          sql`(${bookings.pickupDate}, ${bookings.pickupTime}, ${bookings.id}) > (${date}, ${time}, ${id})`,
        );
      }
      const rows = await db
        .select()
        .from(bookings)
        .where(and(...conditions))
        .orderBy(asc(bookings.pickupDate), asc(bookings.pickupTime), asc(bookings.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => listItem(row)),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },
  );

  app.get(
    '/api/console/bookings.csv',
    {
      onRequest: app.requireOperator,
      schema: {
        summary:
          'Bookings with a pickup date in the range, as CSV for Excel and LibreOffice (Dutch settings)',
        description:
          '`lang` (en, nl) makes a file for people in that language: its headings and its status, product and tour names. Without it the headings are English and those cells hold the ids.',
        tags: ['console'],
        querystring: CsvQuerySchema,
        response: {
          200: {
            description: 'A download named bookings-<from>-<to>.csv',
            content: {
              'text/csv': {
                schema: z.string().describe('UTF-8 with a BOM, `;` between cells, decimal commas'),
              },
            },
          },
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { from, to, lang } = request.query;
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.isSpam, false), gte(bookings.pickupDate, from), lte(bookings.pickupDate, to)))
        .orderBy(asc(bookings.pickupDate), asc(bookings.pickupTime), asc(bookings.id))
        .limit(CSV_MAX_ROWS);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${from}-${to}.csv"`)
        .send(bookingsCsv(rows, { lang }));
    },
  );

  app.get(
    '/api/console/bookings/:reference',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'A booking with everything the operator needs, and its timeline',
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        response: { 200: BookingDetailResponseSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const [row] = await db.select().from(bookings).where(eq(bookings.reference, request.params.reference));
      if (!row) throw new HttpError(404, 'notFound');
      return bookingDetail(row);
    },
  );

  app.post(
    '/api/console/bookings/:reference/payment-link',
    {
      onRequest: app.requireOperator,
      schema: {
        summary:
          'Mail the customer a link to pay online (409 when paid, not payable, or online payment is off)',
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(bookings).where(eq(bookings.reference, request.params.reference));
      if (!row) throw new HttpError(404, 'notFound');
      await app.payments.mailPayLink(row, request.consoleSession?.operator.email ?? '');
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/console/bookings/:reference/refund',
    {
      onRequest: [app.requireOperator, requireOwner],
      schema: {
        summary:
          "Refund the ride's price (or what is left of the payment) through the payment provider; owners only",
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        response: {
          200: z.object({ refunded: z.number() }),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const [row] = await db.select().from(bookings).where(eq(bookings.reference, request.params.reference));
      if (!row) throw new HttpError(404, 'notFound');
      const cents = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(bookings).where(eq(bookings.id, row.id)).for('update');
        if (!locked) throw new HttpError(404, 'notFound');
        // Once per ride: a double click, or two owners at once, never refunds it twice (nor the other
        // ride's share of a return trip).
        if (await hasRefund(tx, locked.id)) throw new HttpError(409, 'notRefundable');
        return queueRefund(tx, locked, 'operator', {
          type: 'operator',
          email: request.consoleSession?.operator.email ?? '',
        });
      });
      if (cents === 0) throw new HttpError(409, 'notRefundable');
      await submitRefundsSoon(app);
      app.outbox.kick();
      return { refunded: cents / 100 };
    },
  );

  app.get(
    '/api/console/bookings/:reference/invoice.pdf',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: "The ride's invoice as a PDF (404 until it is paid or completed)",
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        response: {
          200: {
            description: 'The invoice, to save as invoice-<number>.pdf',
            content: { 'application/pdf': { schema: z.string().describe('PDF') } },
          },
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(bookings).where(eq(bookings.reference, request.params.reference));
      if (!row) throw new HttpError(404, 'notFound');
      const invoice = await invoiceOfRide(db, row.id);
      if (!invoice) throw new HttpError(404, 'notFound');
      return sendInvoicePdf(reply, invoice);
    },
  );

  app.get(
    '/api/console/invoices/:number',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'An invoice or credit note as a PDF, by its number (`2026-000123.pdf`)',
        tags: ['console'],
        params: z.object({ number: z.string().regex(/^\d{4}-\d{6}\.pdf$/) }),
        response: {
          200: {
            description: 'The invoice or credit note',
            content: { 'application/pdf': { schema: z.string().describe('PDF') } },
          },
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const number = request.params.number.replace(/\.pdf$/, '');
      const [invoice] = await db.select().from(invoices).where(eq(invoices.number, number));
      if (!invoice) throw new HttpError(404, 'notFound');
      return sendInvoicePdf(reply, invoice);
    },
  );

  app.post(
    '/api/console/bookings/:reference/status',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Confirm, decline, cancel or complete a booking; 409 when its status does not allow it',
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        body: StatusChangeRequestSchema,
        response: {
          200: StatusChangeResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { to, note, driver, byCustomer } = request.body;
      const operatorEmail = request.consoleSession?.operator.email ?? '';
      if (driver && to !== 'confirmed') throw new HttpError(400, 'validation');
      const driverE164 = driver ? toE164(driver.phone) : null;
      if (driver && !driverE164) throw new HttpError(400, 'invalidPhone');
      const result = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(bookings)
          .where(eq(bookings.reference, request.params.reference));
        if (!current) throw new HttpError(404, 'notFound');
        const from = BookingStatusSchema.parse(current.status);
        const problem = statusChangeProblem(from, to, current.pickupAt, new Date());
        if (problem) throw new HttpError(409, problem, { status: from });
        // Only from the status just read: of two operators clicking at once, exactly one wins.
        const [updated] = await tx
          .update(bookings)
          .set({
            status: to,
            statusChangedAt: new Date(),
            ...(driver && driverE164 ? { driver: { name: driver.name, phone: driverE164 } } : {}),
          })
          .where(and(eq(bookings.id, current.id), eq(bookings.status, from)))
          .returning();
        if (!updated) throw new HttpError(409, 'transitionNotAllowed');
        const by = to === 'cancelled' && byCustomer ? 'customer' : 'operator';
        await tx.insert(bookingEvents).values({
          bookingId: current.id,
          fromStatus: from,
          toStatus: to,
          actorType: 'operator',
          actorEmail: operatorEmail,
          note: note || null,
          // Who asked for a cancellation: the timeline and the customer's mail say so.
          ...(by === 'customer' ? { changes: { requestedBy: { before: null, after: 'customer' } } } : {}),
        });
        const mailed = await queueStatusMail(tx, updated, to, note || null, by, config);
        let refunded = 0;
        // Done: the invoice, and the customer's thank-you with it.
        if (to === 'completed') await completeRide(tx, updated, config);
        if (to === 'cancelled' || to === 'declined') {
          await queueDriverNotice(tx, updated.driverId, 'cancelled', updated, config);
          // The business's decision is refunded in full; a customer's own cancellation only when it
          // came in time (the terms: free until 2 hours before pickup). A late one is the owner's
          // call: the console's Refund.
          const lateByCustomer = by === 'customer' && !isCancellable(from, current.pickupAt, new Date());
          if (!lateByCustomer) {
            refunded = await queueRefund(tx, updated, to, { type: 'operator', email: operatorEmail });
          }
        }
        return { status: to as BookingStatus, mailed, refunded };
      });
      if (result.refunded > 0) await submitRefundsSoon(app);
      if (result.mailed || result.refunded > 0 || result.status === 'completed') app.outbox.kick();
      return { status: result.status };
    },
  );

  app.patch(
    '/api/console/bookings/:reference',
    {
      onRequest: app.requireOperator,
      schema: {
        summary:
          'Change a booking: date, time, flight, address lines, party, vehicle, notes, extras, hours; re-quoted or a price override with its reason; the customer is mailed with the calendar event updated',
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        body: BookingChangeRequestSchema,
        response: {
          200: z.object({ booking: BookingDetailResponseSchema.shape.booking }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { priceOverride, message, notifyCustomer, force, ...changes } = request.body;
      const actor = {
        type: 'operator' as const,
        email: request.consoleSession?.operator.email ?? '',
        ...(priceOverride ? { priceOverride } : {}),
      };
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(bookings)
          .where(eq(bookings.reference, request.params.reference))
          .for('update');
        if (!row) throw new HttpError(404, 'notFound');
        const plan = planChange(row, changes, actor, new Date());
        // A new time or length is checked against the assigned driver's and car's other rides.
        const moved = plan.updates.pickupAt !== undefined || plan.updates.durationMinutes !== undefined;
        if (moved && !force && (row.driverId !== null || row.unitId !== null)) {
          const conflicts = await findConflicts(tx, { ...row, ...plan.updates } as BookingRow, {
            driverId: row.driverId,
            unitId: row.unitId,
          });
          if (conflicts.length > 0) throw new HttpError(409, 'conflict', { conflicts });
        }
        return applyChange(tx, row, plan, actor, config, { message, notifyCustomer });
      });
      app.outbox.kick();
      return { booking: (await bookingDetail(updated)).booking };
    },
  );

  app.post(
    '/api/console/bookings/:reference/notes',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Add an internal note to the timeline (never shown to the customer)',
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        body: z.strictObject({ text: multiLineText(NOTES_MAX, 1) }),
        response: { 204: z.null(), 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(bookings).where(eq(bookings.reference, request.params.reference));
      if (!row) throw new HttpError(404, 'notFound');
      await db.insert(bookingEvents).values({
        bookingId: row.id,
        kind: 'note',
        fromStatus: row.status,
        toStatus: row.status,
        actorType: 'operator',
        actorEmail: request.consoleSession?.operator.email ?? '',
        note: request.body.text,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/console/bookings/:reference/resend',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: "Send the customer's latest mail about this booking again",
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        response: {
          204: z.null(),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(bookings).where(eq(bookings.reference, request.params.reference));
      if (!row) throw new HttpError(404, 'notFound');
      if (!row.contactEmail) throw new HttpError(409, 'transitionNotAllowed');
      const [latest] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.reference, row.reference), inArray(outbox.kind, CUSTOMER_MAIL_KINDS)))
        .orderBy(desc(outbox.id))
        .limit(1);
      if (!latest) throw new HttpError(404, 'notFound');
      await db.transaction(async (tx) => {
        // The stored copy keeps no live link once sent: the mail goes again with new ones.
        const mail = await withFreshManageLinks(tx, await linkKeyOf(config), latest.mail);
        await tx.insert(outbox).values({ kind: latest.kind, reference: row.reference, mail });
        await tx.insert(bookingEvents).values({
          bookingId: row.id,
          kind: 'mail',
          fromStatus: row.status,
          toStatus: row.status,
          actorType: 'operator',
          actorEmail: request.consoleSession?.operator.email ?? '',
          note: latest.kind,
        });
      });
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );
};

export default consoleBookingRoutes;
