import { business } from '@spt/business';
import {
  type BookingRequest,
  BookingRequestSchema,
  BookingResponseSchema,
  ERROR_MESSAGES,
  pickupDateTimeCheck,
} from '@spt/contracts';
import { toE164 } from '@spt/contracts/phone';
import { isInServiceArea } from '@spt/contracts/service-area';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { bookingEvents, bookings, companies, manageTokens } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { manageLink } from '../../lib/manage-link.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import { linkKeyOf, sealLinkSecrets } from '../../mail/link-secrets.js';
import type { BookingMailData, OutboxPayload } from '../../mail/templates.js';
import { meetsAtArrivals, priceBooking } from '../../services/booking-products.js';
import { storedExtras } from '../../services/booking-view.js';
import { checkIdempotency, commitWithReference, isSpam } from '../../services/submit.js';

/**
 * POST /api/booking: validate, check the Amsterdam pickup time, normalize the phones, check the service
 * area, then apply the booking rules of its product (season, the way back, the vehicle's fit, the
 * total against the server's quote), store the booking (both rides of a return trip, linked) and its
 * two mails in one statement and answer 201 `{ reference, returnReference?, pricing }`.
 */
const bookingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  /**
   * Stores a booking request: a visitor's from the site, or an operator's phone booking (`operator`
   * is their email: source `phone`, no spam heuristics, a note on the timeline).
   */
  const submit = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: BookingRequest,
    operator: string | null,
  ) => {
    const db = app.database.db;
    const idempotency = await checkIdempotency(db, 'booking', request, reply);
    if (idempotency === 'replayed') return reply;

    const now = new Date();
    const when = pickupDateTimeCheck(body.date, body.time, now);
    if (!when.ok) {
      throw new HttpError(400, when.code, {
        issues: [{ path: 'date', code: when.code, message: ERROR_MESSAGES[when.code] }],
      });
    }
    const phone = toE164(body.contactPhone);
    if (!phone) {
      throw new HttpError(400, 'invalidPhone', {
        issues: [{ path: 'contactPhone', code: 'invalidPhone', message: ERROR_MESSAGES.invalidPhone }],
      });
    }
    const passengerPhone = body.passenger ? toE164(body.passenger.phone) : null;
    if (body.passenger && !passengerPhone) {
      throw new HttpError(400, 'invalidPhone', {
        issues: [{ path: 'passenger.phone', code: 'invalidPhone', message: ERROR_MESSAGES.invalidPhone }],
      });
    }
    if (!business.vehicles.some((v) => v.id === body.selectedVehicle.id)) {
      throw new HttpError(400, 'unknownVehicle', {
        issues: [
          { path: 'selectedVehicle.id', code: 'unknownVehicle', message: ERROR_MESSAGES.unknownVehicle },
        ],
      });
    }
    // On account: the company of the booking code (any case); an unknown or closed one is the field's 400.
    let companyId: number | null = null;
    if (body.companyCode) {
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.bookingCode, body.companyCode.toUpperCase()), eq(companies.active, true)));
      if (!company) {
        throw new HttpError(400, 'unknownCompanyCode', {
          issues: [
            { path: 'companyCode', code: 'unknownCompanyCode', message: ERROR_MESSAGES.unknownCompanyCode },
          ],
        });
      }
      companyId = company.id;
    }
    const points = [body.coordinates.pickup, body.coordinates.destination].filter((p) => p !== undefined);
    if (!points.every((point) => isInServiceArea(point))) throw new HttpError(422, 'outsideServiceArea');
    const priced = priceBooking(body, when, now);
    const { vehicle, quote, legs } = priced;
    const [outbound] = legs;

    const pricing = {
      ...priced.pricing,
      vehicleId: vehicle.id,
      distanceKm: quote.distance?.km ?? 0,
      durationMinutes: quote.durationMinutes,
      durationText: quote.durationText,
    };
    // An operator's phone booking is trusted: no spam heuristics.
    const spam = operator ? false : isSpam(body, config.minFillMs);
    const [pickupCheck, destinationCheck] = spam
      ? [null, null]
      : await Promise.all([
          app.geocoder.checkPlace(body.pickup, outbound.pickupPoint),
          outbound.destination
            ? app.geocoder.checkPlace(outbound.destination, outbound.destinationPoint)
            : null,
        ]);
    const meetAtArrivals = await Promise.all(
      legs.map((leg) => meetsAtArrivals(leg, (point) => app.geocoder.isAirport(point))),
    );
    const locale = body.locale ?? 'en';
    const extras = storedExtras(body.extras);

    // The customer's manage links, one per ride: only their hashes are stored; the tokens travel in the mail alone.
    const manageTokens = legs.map(() => newToken());
    // …and sealed in the queued mail (no live link rests in the database).
    const linkKey = await linkKeyOf(config);
    const addresses = {
      from: config.mailFrom,
      businessEmail: config.businessEmail,
      siteUrl: config.siteUrl,
    };
    const result = await commitWithReference(db, {
      prefix: 'SPT',
      referenceConstraint: 'bookings_reference_unique',
      idempotency,
      linkedCount: legs.length - 1,
      insert: (reference, linked) => {
        const references = [reference, ...linked];
        return db
          .insert(bookings)
          .values(
            legs.map((leg, index) => ({
              reference: references[index] ?? reference,
              isSpam: spam,
              locale,
              source: operator ? 'phone' : (body.source ?? null),
              pickup: leg.pickup,
              destination: leg.destination,
              pickupDetail: leg.pickupDetail,
              destinationDetail: leg.destinationDetail,
              pickupLat: leg.pickupPoint.lat,
              pickupLon: leg.pickupPoint.lon,
              destinationLat: leg.destinationPoint.lat,
              destinationLon: leg.destinationPoint.lon,
              pickupDate: leg.date,
              pickupTime: leg.time,
              pickupAt: leg.when.pickupAt,
              flightNumber: leg.flightNumber,
              passengers: body.passengers,
              luggage: body.luggage,
              contactName: body.contactName,
              contactEmail: body.contactEmail,
              contactPhone: phone,
              manageTokenHash: tokenHash(manageTokens[index] ?? newToken()),
              vehicleId: vehicle.id,
              distanceKm: quote.distance?.km ?? 0,
              durationMinutes: quote.durationMinutes,
              finalPriceCents: leg.priceCents,
              quote: {
                cents: priced.entry,
                euros: pricing,
                vehicle: { name: vehicle.name, type: vehicle.type },
                leg: leg.leg,
              },
              product: priced.product,
              hours: body.hours ?? null,
              tour: body.tour ?? null,
              extras,
              notes: body.notes || null,
              passengerName: body.passenger?.name ?? null,
              passengerPhone,
              returnOf: leg.leg === 'return' ? reference : null,
              returnReference: leg.leg === 'outbound' ? (linked[0] ?? null) : null,
              meetAtArrivals: meetAtArrivals[index] ?? false,
              companyId,
            })),
          )
          .returning({ reference: bookings.reference });
      },
      mails: (reference, linked): OutboxPayload[] => {
        if (spam) return [];
        const legData = legs.map((leg, index) => ({
          reference: index === 0 ? reference : (linked[index - 1] ?? reference),
          date: leg.date,
          time: leg.time,
          flightNumber: leg.flightNumber,
          utcOffset: leg.when.utcOffset,
          ambiguousTime: leg.when.ambiguous,
          manageUrl: sealLinkSecrets(linkKey, manageLink(config.siteUrl, locale, manageTokens[index] ?? '')),
          finalPriceCents: leg.priceCents,
          meetAtArrivals: meetAtArrivals[index] ?? false,
        }));
        const [first, back] = legData;
        const data: BookingMailData = {
          reference,
          locale,
          pickup: outbound.pickup,
          destination: outbound.destination,
          ...(outbound.pickupDetail ? { pickupDetail: outbound.pickupDetail } : {}),
          ...(outbound.destinationDetail ? { destinationDetail: outbound.destinationDetail } : {}),
          date: body.date,
          time: body.time,
          flightNumber: body.flightNumber,
          passengers: body.passengers,
          luggage: body.luggage,
          contactName: body.contactName,
          contactEmail: body.contactEmail,
          contactPhone: phone,
          vehicleName: vehicle.name,
          vehicleType: vehicle.type,
          distanceKm: quote.distance?.km ?? 0,
          durationText: quote.durationText,
          durationMinutes: quote.durationMinutes,
          utcOffset: when.utcOffset,
          ambiguousTime: when.ambiguous,
          manageUrl: first?.manageUrl ?? '',
          ...(pickupCheck ? { pickupCheck: { ...outbound.pickupPoint, ...pickupCheck } } : {}),
          ...(destinationCheck
            ? { destinationCheck: { ...outbound.destinationPoint, ...destinationCheck } }
            : {}),
          finalPriceCents: outbound.priceCents,
          isMinimumApplied: priced.pricing.isMinimumApplied,
          product: priced.product,
          ...(body.hours !== undefined
            ? { hours: body.hours, hoursBilled: priced.entry.hoursBilled ?? body.hours }
            : {}),
          ...(body.tour ? { tour: body.tour } : {}),
          ...(extras ? { extras } : {}),
          ...(body.notes ? { notes: body.notes } : {}),
          ...(body.passenger && passengerPhone
            ? { passenger: { name: body.passenger.name, phone: passengerPhone } }
            : {}),
          meetAtArrivals: first?.meetAtArrivals ?? false,
          ...(back ? { returnLeg: back } : {}),
          totalPriceCents: priced.entry.totalCents,
        };
        return [
          { template: 'booking.business', data, addresses },
          { template: 'booking.customer', data, addresses },
        ];
      },
      answer: (reference, linked) => ({
        reference,
        ...(linked[0] ? { returnReference: linked[0] } : {}),
        pricing,
      }),
    });
    if (operator && !result.replayed) {
      // Both rides of a return trip say who entered them.
      const reference = (result.response as { reference: string; returnReference?: string }).reference;
      const entered = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(or(eq(bookings.reference, reference), eq(bookings.returnOf, reference)));
      if (entered.length > 0) {
        await db.insert(bookingEvents).values(
          entered.map((row) => ({
            bookingId: row.id,
            // The console words it in its own language ("Entered by phone").
            kind: 'phone' as const,
            fromStatus: 'requested',
            toStatus: 'requested',
            actorType: 'operator' as const,
            actorEmail: operator,
            note: null,
          })),
        );
      }
    }
    if (!result.replayed && !spam) app.outbox.kick();
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    const response = result.response as z.infer<typeof BookingResponseSchema>;
    // Paid at booking: the visitor goes on to the checkout. The booking is kept whatever happens
    // there; when the provider is down the customer pays later from their booking page. (A replayed
    // request's stored answer has no checkout: it would hold a live manage token at rest. The mail's
    // link leads to the same open payment.)
    if (!result.replayed && !spam && !operator) {
      const payment = await paymentAtBooking(response.reference);
      if (payment) return reply.code(201).send({ ...response, payment });
    }
    return reply.code(201).send(response);
  };

  /** The checkout of a booking paid at booking, with a manage token for the tab it returns to. */
  const paymentAtBooking = async (reference: string) => {
    const db = app.database.db;
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    if (!row || app.payments.timing(row) !== 'atBooking') return null;
    try {
      const { checkoutUrl } = await app.payments.start(row);
      const manageToken = newToken();
      await db.insert(manageTokens).values({ tokenHash: tokenHash(manageToken), bookingId: row.id });
      return { checkoutUrl, manageToken };
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
  };

  app.post(
    '/api/booking',
    {
      config: {
        rateLimit: { max: config.rateLimit.bookingsPerWindow, timeWindow: config.rateLimit.windowMs },
      },
      schema: {
        summary: 'Submit a booking request',
        tags: ['booking'],
        description:
          'SPEC section 7 payload. Optional Idempotency-Key header: a repeat with the same body gets the same 201.',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).loose(),
        body: BookingRequestSchema,
        response: {
          201: BookingResponseSchema,
          400: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => submit(request, reply, request.body, null),
  );

  app.post(
    '/api/console/bookings',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: "An operator enters a booking taken by phone (the site's payload; source phone)",
        tags: ['console'],
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).loose(),
        body: BookingRequestSchema,
        response: {
          201: BookingResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          422: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      submit(request, reply, request.body, request.consoleSession?.operator.email ?? 'operator'),
  );
};

export default bookingRoutes;
