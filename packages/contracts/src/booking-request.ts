import { LANGUAGES } from '@spt/i18n-content/languages';
import { PRODUCTS } from '@spt/pricing/rules';
import { z } from 'zod';
import { EmailSchema } from './email-schema.js';
import { ERROR_MESSAGES } from './error-codes.js';
import {
  ADDRESS_DETAIL_MAX,
  isFlightNumberField,
  LUGGAGE,
  NAME_SIGN_MAX,
  NOTES_MAX,
  PASSENGERS,
  PHONE_CHARACTERS,
} from './limits.js';
import { multiLineText, singleLineText } from './text.js';

/** A whole number that may arrive as a number or a numeric string ("2"), within [min, max]. */
const countField = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/),
    ])
    .transform((v) => Number(v))
    .pipe(z.number().int().min(min).max(max));

export const LatLonSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
/** A point, `{ lat, lon }` in degrees. */
export type LatLon = z.infer<typeof LatLonSchema>;

/** The euro pricing object the web sends (SPEC 7); amounts with at most 2 decimals. */
export const SubmittedPricingSchema = z.object({
  base: z.number().min(0).max(1_000_000),
  distance: z.number().min(0).max(1_000_000),
  time: z.number().min(0).max(1_000_000),
  subtotal: z.number().min(0).max(1_000_000),
  final: z.number().min(0).max(1_000_000),
  isMinimumApplied: z.boolean(),
});
export type SubmittedPricing = z.infer<typeof SubmittedPricingSchema>;

export const SelectedVehicleSchema = z.object({
  id: z.number().int().min(1).max(1000),
  name: singleLineText(100),
  type: singleLineText(100),
});

/** A flight number ("KL1234", "KL 1234"), "None", or empty. */
export const FlightNumberSchema = singleLineText(40, 0).refine(isFlightNumberField, {
  error: ERROR_MESSAGES.invalidFlightNumber,
});

/** The way back of a return trip: the same route reversed, on its own date and time. */
export const ReturnTripSchema = z.object({
  date: z.string().trim().max(20),
  time: z.string().trim().max(20),
  /** The flight the traveller leaves on, if any. */
  flightNumber: FlightNumberSchema.optional(),
});

/** Child seats, booster seats and the name sign shown at arrivals (empty for none). */
export const ExtrasSchema = z.object({
  childSeats: countField(0, PASSENGERS.max).optional(),
  boosterSeats: countField(0, PASSENGERS.max).optional(),
  nameSign: singleLineText(NAME_SIGN_MAX, 0).optional(),
});

/** The person who travels, when the booker books for someone else. */
export const PassengerSchema = z.object({
  name: singleLineText(200),
  phone: z.string().trim().regex(PHONE_CHARACTERS),
});

export const LocaleSchema = z.enum(LANGUAGES);
/** A supported site language. */
export type Locale = z.infer<typeof LocaleSchema>;

/**
 * A stored language (a booking's, a driver's) as one the site speaks, English when it is none of them:
 * the one place that decides, so a new language is data, not a branch.
 *
 * @example
 * localeOf('nl'); // 'nl'
 * localeOf('xx'); // 'en'
 */
export function localeOf(value: string | null | undefined): Locale {
  return LocaleSchema.safeParse(value).data ?? 'en';
}

/**
 * POST /api/booking body (SPEC 7, DESIGN "API"). The same schema validates the wizard in the browser
 * and the request on the server. Every free-text field follows the text rules of `./text.ts`. Date and time are checked separately with `pickupDateTimeCheck`
 * (it needs the clock); the phone's shape is checked here and its validity with `@spt/contracts/phone`.
 *
 * @example
 * const result = BookingRequestSchema.safeParse(body);
 * if (!result.success) showIssues(result.error.issues);
 */
export const BookingRequestSchema = z
  .object({
    pickup: singleLineText(300),
    /** Required for a transfer; optional for hire ("as directed"); a tour's is the tour's own place. */
    destination: singleLineText(300).optional(),
    /** Optional address lines: house number, hotel, terminal or meeting point ('' for none). */
    pickupDetail: singleLineText(ADDRESS_DETAIL_MAX, 0).optional(),
    destinationDetail: singleLineText(ADDRESS_DETAIL_MAX, 0).optional(),
    flightNumber: FlightNumberSchema,
    date: z.string().trim().max(20),
    time: z.string().trim().max(20),
    passengers: countField(PASSENGERS.min, PASSENGERS.max),
    luggage: countField(LUGGAGE.min, LUGGAGE.max),
    contactName: singleLineText(200),
    contactEmail: EmailSchema,
    contactPhone: z.string().trim().regex(PHONE_CHARACTERS),
    distance: z.number().min(0).max(100_000).nullish(),
    duration: singleLineText(40, 0).nullish(),
    selectedVehicle: SelectedVehicleSchema,
    pricing: SubmittedPricingSchema,
    coordinates: z.object({ pickup: LatLonSchema, destination: LatLonSchema.optional() }),
    /** DESIGN "Products": what is booked; without it, the SPEC's one-way transfer. */
    product: z.enum(PRODUCTS).optional(),
    /** A transfer's way back: the same route reversed. */
    returnTrip: ReturnTripSchema.optional(),
    /** Hire: whole hours asked for (at least the business's minimum is billed). */
    hours: countField(1, 24).optional(),
    /** A tour: the slug of the tour's English page (`giethoorn`, `zaanse-schans`). */
    tour: z
      .string()
      .max(40)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .optional(),
    extras: ExtrasSchema.optional(),
    /** Notes for the driver and the business; line breaks allowed. */
    notes: multiLineText(NOTES_MAX, 0).optional(),
    /** The travelling passenger, when not the booker. */
    passenger: PassengerSchema.optional(),
    /**
     * A business account's booking code (letters, digits, hyphens; any case): the ride goes on the
     * company's monthly invoice instead of being paid. An unknown code is a 400 on this field.
     */
    companyCode: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9-]*$/)
      .optional(),
    source: singleLineText(100, 0).optional(),
    /** Honeypot: hidden from people, filled by bots. */
    website: z.string().max(2000).optional(),
    /** Language of the page the visitor booked on; the customer's mail is written in it. Default en. */
    locale: LocaleSchema.optional(),
    /** Milliseconds the visitor spent on the form; the server may treat very fast submits as spam. */
    formElapsedMs: z
      .number()
      .int()
      .min(0)
      .max(86_400_000 * 30)
      .optional(),
  })
  .superRefine((body, ctx) => {
    const product = body.product ?? 'transfer';
    const require = (ok: boolean, path: string[], message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path, message });
    };
    // A tour goes to its own place (the server sets it); hire may go "as directed".
    require(product !== 'transfer' || (body.destination ?? '') !== '', ['destination'], 'Required');
    require(product !== 'transfer' || body.coordinates.destination !== undefined, [
      'coordinates',
      'destination',
    ], 'Required');
    require(product !== 'hourly' || body.hours !== undefined, ['hours'], 'Hire by the hour needs the hours');
    require(product !== 'tour' || body.tour !== undefined, ['tour'], 'A tour booking needs the tour');
    require(product === 'transfer' || body.returnTrip === undefined, [
      'returnTrip',
    ], 'Only a transfer has a return trip');
    require(product === 'hourly' || body.hours === undefined, ['hours'], 'Only hire by the hour has hours');
    require(product === 'tour' || body.tour === undefined, ['tour'], 'Only a tour booking names a tour');
  });

/** A validated booking request (after parsing: passengers and luggage are numbers). */
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
/** The booking request as the web sends it (before parsing). */
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;
