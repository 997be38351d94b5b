import { business } from '@spt/business';
import {
  BookingRequestSchema,
  BookingResponseSchema,
  ERROR_MESSAGES,
  isTripLongEnough,
  pickupDateTimeCheck,
  vehicleProblem,
} from '@spt/contracts';
import { toE164 } from '@spt/contracts/phone';
import { isInServiceArea } from '@spt/contracts/service-area';
import { distanceBetween, findVehicle, toBookingPricing, toEuroQuote, verifyFare } from '@spt/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { bookings } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { manageLink } from '../../lib/manage-link.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import type { BookingMailData, OutboxPayload } from '../../mail/templates.js';
import { checkIdempotency, commitWithReference, isSpam } from '../../services/submit.js';

/**
 * POST /api/booking: validate, check the Amsterdam pickup time, normalize the phone, check the service
 * area and capacity, verify the fare against the server's quote, then store the booking and its two
 * mails in one transaction and answer 201 `{ reference, pricing }`.
 */
const bookingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/booking',
    {
      config: {
        rateLimit: { max: config.rateLimit.bookingsPerWindow, timeWindow: config.rateLimit.windowMs },
      },
      schema: {
        summary: 'Submit a booking request',
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
    async (request, reply) => {
      const db = app.database.db;
      const idempotency = await checkIdempotency(db, 'booking', request, reply);
      if (idempotency === 'replayed') return reply;
      const body = request.body;

      const when = pickupDateTimeCheck(body.date, body.time, new Date());
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
      if (!business.vehicles.some((v) => v.id === body.selectedVehicle.id)) {
        throw new HttpError(400, 'unknownVehicle', {
          issues: [
            { path: 'selectedVehicle.id', code: 'unknownVehicle', message: ERROR_MESSAGES.unknownVehicle },
          ],
        });
      }
      const vehicle = findVehicle(body.selectedVehicle.id, business.vehicles);
      const { pickup, destination } = body.coordinates;
      if (!isInServiceArea(pickup) || !isInServiceArea(destination)) {
        throw new HttpError(422, 'outsideServiceArea');
      }
      const capacity = vehicleProblem(vehicle, body.passengers, body.luggage);
      if (capacity) {
        throw new HttpError(422, capacity, {
          maxPassengers: vehicle.passengers,
          maxLuggage: vehicle.luggage,
        });
      }
      if (!isTripLongEnough(distanceBetween(pickup, destination).km)) throw new HttpError(422, 'tooClose');
      const fare = verifyFare(body.pricing, pickup, destination, vehicle.id, business.vehicles);
      if (!fare.ok) {
        throw new HttpError(422, 'fareMismatch', {
          mismatches: fare.mismatches,
          expected: toBookingPricing(fare.expected),
          quote: toEuroQuote(fare.trip),
        });
      }

      const pricing = {
        ...toBookingPricing(fare.expected),
        vehicleId: vehicle.id,
        distanceKm: fare.trip.distance.km,
        durationMinutes: fare.trip.durationMinutes,
        durationText: fare.trip.durationText,
      };
      const spam = isSpam(body, config.minFillMs);
      const [pickupCheck, destinationCheck] = spam
        ? [null, null]
        : await Promise.all([
            app.geocoder.checkPlace(body.pickup, pickup),
            app.geocoder.checkPlace(body.destination, destination),
          ]);
      const locale = body.locale ?? 'en';

      // The customer's manage link: only its hash is stored; the token travels in the mail alone.
      const manageToken = newToken();
      const addresses = {
        from: config.mailFrom,
        businessEmail: config.businessEmail,
        siteUrl: config.siteUrl,
      };
      const result = await commitWithReference(db, {
        prefix: 'SPT',
        referenceConstraint: 'bookings_reference_unique',
        idempotency,
        insert: (reference) =>
          db
            .insert(bookings)
            .values({
              reference,
              isSpam: spam,
              locale,
              source: body.source ?? null,
              pickup: body.pickup,
              destination: body.destination,
              pickupDetail: body.pickupDetail || null,
              destinationDetail: body.destinationDetail || null,
              pickupLat: pickup.lat,
              pickupLon: pickup.lon,
              destinationLat: destination.lat,
              destinationLon: destination.lon,
              pickupDate: body.date,
              pickupTime: body.time,
              pickupAt: when.pickupAt,
              flightNumber: body.flightNumber,
              passengers: body.passengers,
              luggage: body.luggage,
              contactName: body.contactName,
              contactEmail: body.contactEmail,
              contactPhone: phone,
              manageTokenHash: tokenHash(manageToken),
              vehicleId: vehicle.id,
              distanceKm: fare.trip.distance.km,
              durationMinutes: fare.trip.durationMinutes,
              finalPriceCents: fare.expected.finalPriceCents,
              quote: {
                cents: fare.expected,
                euros: pricing,
                vehicle: { name: vehicle.name, type: vehicle.type },
              },
            })
            .returning({ reference: bookings.reference }),
        mails: (reference): OutboxPayload[] => {
          if (spam) return [];
          const data: BookingMailData = {
            reference,
            locale,
            pickup: body.pickup,
            destination: body.destination,
            ...(body.pickupDetail ? { pickupDetail: body.pickupDetail } : {}),
            ...(body.destinationDetail ? { destinationDetail: body.destinationDetail } : {}),
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
            distanceKm: fare.trip.distance.km,
            durationText: fare.trip.durationText,
            durationMinutes: fare.trip.durationMinutes,
            utcOffset: when.utcOffset,
            ambiguousTime: when.ambiguous,
            manageUrl: manageLink(config.siteUrl, locale, manageToken),
            ...(pickupCheck ? { pickupCheck: { ...pickup, ...pickupCheck } } : {}),
            ...(destinationCheck ? { destinationCheck: { ...destination, ...destinationCheck } } : {}),
            finalPriceCents: fare.expected.finalPriceCents,
            isMinimumApplied: fare.expected.isMinimumApplied,
          };
          return [
            { template: 'booking.business', data, addresses },
            { template: 'booking.customer', data, addresses },
          ];
        },
        answer: (reference) => ({ reference, pricing }),
      });
      if (!result.replayed && !spam) app.outbox.kick();
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.response as z.infer<typeof BookingResponseSchema>);
    },
  );
};

export default bookingRoutes;
