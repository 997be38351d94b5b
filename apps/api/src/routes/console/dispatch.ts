import {
  AssignmentRequestSchema,
  AssignmentResponseSchema,
  BoardQuerySchema,
  BoardResponseSchema,
  BookingStatusSchema,
  DriverCreateSchema,
  DriverLinkResponseSchema,
  DriverListResponseSchema,
  DriverUpdateSchema,
  DriverViewSchema,
  isFinalStatus,
  localeOf,
  UnitListResponseSchema,
} from '@spt/contracts';
import { toE164 } from '@spt/contracts/phone';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { bookingEvents, bookings, drivers, outbox } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import { linkKeyOf, sealLinkSecrets } from '../../mail/link-secrets.js';
import { boardFor, driverView, findConflicts, queueDriverNotice } from '../../services/dispatch.js';
import { findUnit, fleetUnits } from '../../services/fleet.js';
import { queueStatusMail } from '../../services/status-mail.js';

const IdParams = idParams();
const ReferenceParams = z.object({ reference: z.string().max(20) });

/**
 * The fleet and the drivers (DESIGN "Changes and dispatch"): the cars from the config, drivers kept
 * in the console with their private links, assignment of a driver and a car to a ride with the
 * conflict check, and the day board.
 */
const consoleDispatchRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;

  app.get(
    '/api/console/units',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'The cars of the fleet, from the configuration',
        tags: ['console'],
        response: { 200: UnitListResponseSchema, 401: ErrorSchema },
      },
    },
    async () => ({ units: [...fleetUnits()] }),
  );

  app.get(
    '/api/console/drivers',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Every driver, active first',
        tags: ['console'],
        response: { 200: DriverListResponseSchema, 401: ErrorSchema },
      },
    },
    async () => {
      const rows = await db.select().from(drivers).orderBy(asc(drivers.name), asc(drivers.id));
      const views = rows.map(driverView);
      return { drivers: [...views.filter((d) => d.active), ...views.filter((d) => !d.active)] };
    },
  );

  const phoneOf = (phone: string): string => {
    const e164 = toE164(phone);
    if (!e164) throw new HttpError(400, 'invalidPhone');
    return e164;
  };

  app.post(
    '/api/console/drivers',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Add a driver',
        tags: ['console'],
        body: DriverCreateSchema,
        response: { 201: z.object({ driver: DriverViewSchema }), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, phone, email, language } = request.body;
      const [row] = await db
        .insert(drivers)
        .values({ name, phone: phoneOf(phone), email: email || null, language })
        .returning();
      if (!row) throw new HttpError(500, 'internal');
      return reply.code(201).send({ driver: driverView(row) });
    },
  );

  app.patch(
    '/api/console/drivers/:id',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Change a driver, or take them off the rota (active: false) and back',
        tags: ['console'],
        params: IdParams,
        body: DriverUpdateSchema,
        response: {
          200: z.object({ driver: DriverViewSchema }),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { name, phone, email, language, active } = request.body;
      const [row] = await db
        .update(drivers)
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(phone !== undefined ? { phone: phoneOf(phone) } : {}),
          ...(email !== undefined ? { email: email || null } : {}),
          ...(language !== undefined ? { language } : {}),
          ...(active !== undefined ? { active } : {}),
          // A driver taken off the rota loses their link at once.
          ...(active === false ? { tokenHash: null, tokenCreatedAt: null } : {}),
        })
        .where(eq(drivers.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, 'notFound');
      return { driver: driverView(row) };
    },
  );

  app.post(
    '/api/console/drivers/:id/link',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: "A new private link to the driver's page (the old one stops working), shown once and mailed",
        tags: ['console'],
        params: IdParams,
        response: { 200: DriverLinkResponseSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = newToken();
      const url = `${config.siteUrl}/driver#t=${token}`;
      const linkKey = await linkKeyOf(config);
      const mailed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(drivers)
          .set({ tokenHash: tokenHash(token), tokenCreatedAt: new Date() })
          .where(eq(drivers.id, request.params.id))
          .returning();
        if (!row) throw new HttpError(404, 'notFound');
        if (!row.active) throw new HttpError(409, 'transitionNotAllowed');
        if (!row.email) return false;
        await tx.insert(outbox).values({
          kind: 'driver.link',
          reference: `driver-${row.id}`,
          mail: {
            template: 'driver.notice',
            data: {
              notice: 'link',
              driverName: row.name,
              email: row.email,
              language: localeOf(row.language),
              url: sealLinkSecrets(linkKey, url),
              ride: null,
            },
            addresses: {
              from: config.mailFrom,
              businessEmail: config.businessEmail,
              siteUrl: config.siteUrl,
            },
          },
        });
        return true;
      });
      if (mailed) app.outbox.kick();
      return reply.header('cache-control', 'no-store').send({ url, mailed });
    },
  );

  app.post(
    '/api/console/bookings/:reference/assignment',
    {
      onRequest: app.requireOperator,
      schema: {
        summary:
          'Assign a driver and a car (null clears either); 409 conflict with the overlapping rides unless force',
        tags: ['console'],
        params: ReferenceParams,
        body: AssignmentRequestSchema,
        response: {
          200: AssignmentResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema.extend({ conflicts: z.array(z.string()).optional() }),
        },
      },
    },
    async (request) => {
      const { driverId, unitId, force } = request.body;
      const operatorEmail = request.consoleSession?.operator.email ?? '';
      if (unitId !== null && !findUnit(unitId)) throw new HttpError(400, 'validation');
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(bookings)
          .where(eq(bookings.reference, request.params.reference))
          .for('update');
        if (!row) throw new HttpError(404, 'notFound');
        const status = BookingStatusSchema.parse(row.status);
        if (isFinalStatus(status)) throw new HttpError(409, 'bookingClosed', { status });
        if (row.isSpam) throw new HttpError(400, 'validation');
        // Lock the driver and the car for this transaction, so two assignments at once cannot both
        // pass the conflict check.
        const [driver] =
          driverId === null
            ? [null]
            : await tx.select().from(drivers).where(eq(drivers.id, driverId)).for('update');
        if (driver === undefined || (driver && !driver.active)) throw new HttpError(400, 'validation');
        if (unitId !== null)
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit:${unitId}`}))`);
        const conflicts = await findConflicts(tx, row, { driverId, unitId });
        if (conflicts.length > 0 && !force) throw new HttpError(409, 'conflict', { conflicts });
        const [updated] = await tx
          .update(bookings)
          .set({
            driverId,
            unitId,
            driver: driver ? { name: driver.name, phone: driver.phone } : null,
          })
          .where(eq(bookings.id, row.id))
          .returning();
        if (!updated) throw new HttpError(404, 'notFound');
        const driverChanged = row.driverId !== driverId;
        const changes: Record<string, { before: unknown; after: unknown }> = {};
        if (driverChanged) {
          const before = (row.driver as { name?: string } | null)?.name ?? null;
          changes.driver = { before, after: driver?.name ?? null };
          changes.driverId = { before: row.driverId, after: driverId };
        }
        if (row.unitId !== unitId) {
          changes.unit = {
            before: findUnit(row.unitId)?.label ?? row.unitId,
            after: findUnit(unitId)?.label ?? unitId,
          };
        }
        if (Object.keys(changes).length === 0) return { conflicts, mailed: false };
        await tx.insert(bookingEvents).values({
          bookingId: row.id,
          kind: 'assignment',
          fromStatus: status,
          toStatus: status,
          actorType: 'operator',
          actorEmail: operatorEmail,
          changes,
          note: conflicts.length > 0 ? `Assigned despite overlap with ${conflicts.join(', ')}` : null,
        });
        let mailed = false;
        if (driverChanged) {
          await queueDriverNotice(tx, row.driverId, 'removed', updated, config);
          await queueDriverNotice(tx, driverId, 'assigned', updated, config);
          mailed = true;
          // A confirmed customer is told their new driver (the calendar event follows).
          if (status === 'confirmed' && driverId !== null) {
            await queueStatusMail(tx, updated, 'changed', null, 'operator', config);
          }
        }
        return { conflicts, mailed };
      });
      if (result.mailed) app.outbox.kick();
      return { driverId, unitId, conflicts: result.conflicts };
    },
  );

  app.get(
    '/api/console/board',
    {
      onRequest: app.requireOperator,
      schema: {
        summary:
          'The day board: every requested and confirmed ride of the day with its car, driver and conflicts',
        tags: ['console'],
        querystring: BoardQuerySchema,
        response: { 200: BoardResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const board = await boardFor(db, request.query.date, app.flightStatus);
      reply.header('cache-control', 'no-store');
      return { date: request.query.date, ...board, units: [...board.units] };
    },
  );
};

export default consoleDispatchRoutes;
