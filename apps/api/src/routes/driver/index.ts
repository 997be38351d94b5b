import {
  amsterdamWallClock,
  type BookingStatus,
  BookingStatusSchema,
  DRIVER_LINK_MAX_AGE_DAYS,
  DRIVER_PROGRESS,
  type DriverProgress,
  DriverProgressSchema,
  DriverRidesRequestSchema,
  DriverRidesResponseSchema,
  DriverStatusRequestSchema,
  DriverStatusResponseSchema,
  DriverTokenSchema,
  localeOf,
  statusChangeProblem,
} from '@spt/contracts';
import type { Extras } from '@spt/pricing';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { type BookingRow, bookingEvents, bookings, drivers } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { tokenHash } from '../../lib/tokens.js';
import { destinationText } from '../../mail/product-rows.js';
import { bookedVehicle } from '../../services/booked-vehicle.js';
import { findUnit } from '../../services/fleet.js';
import { completeRide } from '../../services/invoices/completed.js';
import { queueStatusMail } from '../../services/status-mail.js';

/** The driver's progress can be set from this long before pickup (a long drive to the airport). */
const PROGRESS_FROM_MS = 12 * 3_600_000;

/** Per client IP and minute: a driver's page refreshes once a minute; far too few to guess a token. */
const REQUESTS_PER_MINUTE = 60;

/** Directions to a point: Google Maps' universal link opens the phone's map app, or the web. */
function directionsUrl(point: { lat: number; lon: number }): string {
  const to = `${point.lat.toFixed(5)},${point.lon.toFixed(5)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${to}`;
}

/** One neutral answer for a wrong, old or revoked link. */
function notValid(): never {
  throw new HttpError(404, 'linkNotValid');
}

/** A ride as the driver's page shows it. */
function rideView(row: BookingRow) {
  const extras = (row.extras as Extras | null) ?? {};
  const language = localeOf(row.locale);
  return {
    reference: row.reference,
    status: BookingStatusSchema.parse(row.status),
    date: row.pickupDate,
    time: row.pickupTime,
    pickupAt: row.pickupAt?.toISOString() ?? null,
    pickup: row.pickup,
    pickupDetail: row.pickupDetail,
    destination: destinationText(row.destination, language),
    destinationDetail: row.destinationDetail,
    pickupMapUrl: directionsUrl({ lat: row.pickupLat, lon: row.pickupLon }),
    destinationMapUrl: row.destination
      ? directionsUrl({ lat: row.destinationLat, lon: row.destinationLon })
      : null,
    flightNumber: row.flightNumber,
    meetAtArrivals: row.meetAtArrivals,
    passengers: row.passengers,
    luggage: row.luggage,
    passengerName: row.passengerName ?? row.contactName,
    passengerPhone: row.passengerPhone ?? row.contactPhone,
    nameSign: extras.nameSign || (row.meetAtArrivals ? (row.passengerName ?? row.contactName) : null),
    childSeats: extras.childSeats ?? 0,
    boosterSeats: extras.boosterSeats ?? 0,
    notes: row.notes,
    internalNote: row.operatorNotes,
    product: row.product,
    hours: row.hours,
    tour: row.tour,
    vehicleName: bookedVehicle(row).name,
    unitLabel: findUnit(row.unitId)?.label ?? null,
    progress: DriverProgressSchema.safeParse(row.driverProgress).data ?? null,
  };
}

/**
 * The driver's own page (DESIGN "The driver's day"), by the private link's token in a POST body: their
 * rides of today and tomorrow, and the progress and end of each ride, which reach the console's
 * timeline and the customer's booking page.
 */
const driverRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;

  /**
   * The active driver whose current link this is; 404 for any other token, 410 `linkExpired` for their
   * link once DRIVER_LINK_MAX_AGE_DAYS old (the page then asks them to get a new one from the office).
   */
  const driverFor = async (token: string) => {
    const [driver] = await db
      .select()
      .from(drivers)
      .where(and(eq(drivers.tokenHash, tokenHash(token)), eq(drivers.active, true)));
    if (!driver) notValid();
    const madeAt = driver.tokenCreatedAt?.getTime() ?? 0;
    if (madeAt + DRIVER_LINK_MAX_AGE_DAYS * 86_400_000 <= Date.now()) throw new HttpError(410, 'linkExpired');
    return driver;
  };

  app.post(
    '/api/driver/rides',
    {
      config: { rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: "The driver's rides of today and tomorrow, by their private link's token",
        tags: ['driver'],
        body: DriverRidesRequestSchema,
        response: { 200: DriverRidesResponseSchema, 404: ErrorSchema, 410: ErrorSchema, 429: ErrorSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) notValid();
      const driver = await driverFor(request.body.token);
      const now = new Date();
      const today = amsterdamWallClock(now).date;
      const tomorrow = amsterdamWallClock(new Date(now.getTime() + 24 * 3_600_000)).date;
      const rows = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.driverId, driver.id),
            eq(bookings.isSpam, false),
            gte(bookings.pickupDate, today),
            lte(bookings.pickupDate, tomorrow),
            inArray(bookings.status, ['requested', 'confirmed', 'completed', 'noShow', 'cancelled']),
          ),
        )
        .orderBy(asc(bookings.pickupDate), asc(bookings.pickupTime), asc(bookings.id));
      // Rides taken off this driver (they are told): reassigned, by the assignment events.
      const reassigned = await db
        .select({ reference: bookings.reference, date: bookings.pickupDate, time: bookings.pickupTime })
        .from(bookingEvents)
        .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
        .where(
          and(
            eq(bookingEvents.kind, 'assignment'),
            sql`(${bookingEvents.changes} -> 'driverId' ->> 'before') = ${String(driver.id)}`,
            sql`${bookings.driverId} is distinct from ${driver.id}`,
            gte(bookings.pickupDate, today),
            lte(bookings.pickupDate, tomorrow),
          ),
        );
      const cancelled = rows
        .filter((row) => row.status === 'cancelled')
        .map((r) => ({
          reference: r.reference,
          date: r.pickupDate,
          time: r.pickupTime,
          reason: 'cancelled' as const,
        }));
      // A ride both cancelled and taken off reads as cancelled; one reassigned twice appears once.
      const removed = new Map(
        [...reassigned.map((r) => ({ ...r, reason: 'reassigned' as const })), ...cancelled].map((r) => [
          r.reference,
          r,
        ]),
      );
      reply.header('cache-control', 'no-store');
      return {
        driver: { name: driver.name, language: localeOf(driver.language) },
        rides: rows.filter((row) => row.status !== 'cancelled').map(rideView),
        removed: [...removed.values()],
      };
    },
  );

  app.post(
    '/api/driver/rides/:reference/status',
    {
      config: { rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: 'The driver marks a ride: on the way, arrived, on board, no-show or completed',
        tags: ['driver'],
        params: z.object({ reference: z.string().max(20) }),
        body: DriverStatusRequestSchema,
        response: {
          200: DriverStatusResponseSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          410: ErrorSchema,
        },
      },
      attachValidation: true,
    },
    async (request) => {
      // A malformed token is as dead as a wrong one; a bad status is the caller's 400.
      if (request.validationError) {
        if (!DriverTokenSchema.safeParse((request.body as { token?: unknown } | null)?.token).success)
          notValid();
        throw new HttpError(400, 'validation');
      }
      const driver = await driverFor(request.body.token);
      const { status: next } = request.body;
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.reference, request.params.reference), eq(bookings.driverId, driver.id)))
          .for('update');
        // Another driver's ride looks like no ride at all.
        if (!row) throw new HttpError(404, 'notFound');
        const from = BookingStatusSchema.parse(row.status);
        const progress = DriverProgressSchema.safeParse(next);
        if (progress.success) {
          if (from !== 'confirmed') throw new HttpError(409, 'transitionNotAllowed', { status: from });
          // Forward only (on the way, arrived, on board), and only on the day: from 12 hours before pickup.
          const current = DRIVER_PROGRESS.indexOf(row.driverProgress as DriverProgress);
          const soon = row.pickupAt && row.pickupAt.getTime() - PROGRESS_FROM_MS <= Date.now();
          if (DRIVER_PROGRESS.indexOf(progress.data) < current || !soon) {
            throw new HttpError(409, 'transitionNotAllowed', { status: from });
          }
          const now = new Date();
          await tx
            .update(bookings)
            .set({ driverProgress: progress.data, driverProgressAt: now })
            .where(eq(bookings.id, row.id));
          await tx.insert(bookingEvents).values({
            bookingId: row.id,
            kind: 'progress',
            fromStatus: from,
            toStatus: from,
            actorType: 'driver',
            actorEmail: driver.name,
            note: progress.data,
          });
          return { status: from as BookingStatus, progress: progress.data, mailed: false };
        }
        const to: BookingStatus = next === 'noShow' ? 'noShow' : 'completed';
        const problem = statusChangeProblem(from, to, row.pickupAt, new Date());
        if (problem) throw new HttpError(409, problem, { status: from });
        const [updated] = await tx
          .update(bookings)
          .set({ status: to, statusChangedAt: new Date() })
          .where(and(eq(bookings.id, row.id), eq(bookings.status, from)))
          .returning();
        if (!updated) throw new HttpError(409, 'transitionNotAllowed');
        await tx.insert(bookingEvents).values({
          bookingId: row.id,
          kind: 'status',
          fromStatus: from,
          toStatus: to,
          actorType: 'driver',
          actorEmail: driver.name,
        });
        const mailed = await queueStatusMail(tx, updated, to, null, 'operator', config);
        if (to === 'completed') await completeRide(tx, updated, config);
        return {
          status: to,
          progress: DriverProgressSchema.safeParse(updated.driverProgress).data ?? null,
          mailed,
        };
      });
      if (result.mailed || result.status === 'completed') app.outbox.kick();
      return { status: result.status, progress: result.progress };
    },
  );
};

export default driverRoutes;
