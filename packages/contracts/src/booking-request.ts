import { LANGUAGES } from '@spt/i18n-content/languages';
import { z } from 'zod';
import { ADDRESS_DETAIL_MAX, LUGGAGE, PASSENGERS, PHONE_CHARACTERS } from './limits.js';
import { singleLineText } from './text.js';

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

export const LocaleSchema = z.enum(LANGUAGES);
/** A supported site language. */
export type Locale = z.infer<typeof LocaleSchema>;

/**
 * POST /api/booking body (SPEC 7, DESIGN "API"). The same schema validates the wizard in the browser
 * and the request on the server. Every free-text field follows the text rules of `./text.ts`. Date and time are checked separately with `pickupDateTimeCheck`
 * (it needs the clock); the phone's shape is checked here and its validity with `@spt/contracts/phone`.
 *
 * @example
 * const result = BookingRequestSchema.safeParse(body);
 * if (!result.success) showIssues(result.error.issues);
 */
export const BookingRequestSchema = z.object({
  pickup: singleLineText(300),
  destination: singleLineText(300),
  /** Optional address lines: house number, hotel, terminal or meeting point ('' for none). */
  pickupDetail: singleLineText(ADDRESS_DETAIL_MAX, 0).optional(),
  destinationDetail: singleLineText(ADDRESS_DETAIL_MAX, 0).optional(),
  flightNumber: singleLineText(40),
  date: z.string().trim().max(20),
  time: z.string().trim().max(20),
  passengers: countField(PASSENGERS.min, PASSENGERS.max),
  luggage: countField(LUGGAGE.min, LUGGAGE.max),
  contactName: singleLineText(200),
  contactEmail: z.email().max(254),
  contactPhone: z.string().trim().regex(PHONE_CHARACTERS),
  distance: z.number().min(0).max(100_000).nullish(),
  duration: singleLineText(40, 0).nullish(),
  selectedVehicle: SelectedVehicleSchema,
  pricing: SubmittedPricingSchema,
  coordinates: z.object({ pickup: LatLonSchema, destination: LatLonSchema }),
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
});

/** A validated booking request (after parsing: passengers and luggage are numbers). */
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
/** The booking request as the web sends it (before parsing). */
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;
