import { z } from 'zod';
import { BookingPaymentSchema } from './payments.js';

/** Euro pricing of one vehicle, as the API answers it (DESIGN "API"). */
export const EuroPriceSchema = z.object({
  vehicleId: z.number().int(),
  name: z.string(),
  type: z.string(),
  basePrice: z.number(),
  distancePrice: z.number(),
  timePrice: z.number(),
  totalPrice: z.number(),
  /** The total of the whole booking (every ride and extra). */
  finalPrice: z.number(),
  isMinimumApplied: z.boolean(),
  /** Whether the vehicle can do it; `reason` (seats, luggage, notForHire) when it cannot. */
  available: z.boolean().optional(),
  reason: z.enum(['seats', 'luggage', 'notForHire']).optional(),
  /** Hire: the hourly rate and the hours billed. */
  hourlyRate: z.number().optional(),
  hours: z.number().optional(),
  /** A return trip's way back. */
  returnPrice: z.number().optional(),
  extrasPrice: z.number().optional(),
});
export type EuroPrice = z.infer<typeof EuroPriceSchema>;

/** GET /api/quote answer: the server's quote for every vehicle. */
export const QuoteResponseSchema = z.object({
  /** With a product: `transfer`, `hourly` or `tour` (and the tour's slug). */
  product: z.enum(['transfer', 'hourly', 'tour']).optional(),
  tour: z.string().optional(),
  /** Null for hire without a destination and a tour without a pickup. */
  distance: z.object({ km: z.number(), miles: z.number() }).nullable(),
  durationMinutes: z.number(),
  durationText: z.string(),
  prices: z.array(EuroPriceSchema),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/** POST /api/booking 201 answer: the reference and the server's pricing of the chosen vehicle. */
export const BookingResponseSchema = z.object({
  reference: z.string(),
  /** A return trip's way back: its own booking, linked to this one. */
  returnReference: z.string().optional(),
  pricing: z.object({
    base: z.number(),
    distance: z.number(),
    time: z.number(),
    subtotal: z.number(),
    final: z.number(),
    isMinimumApplied: z.boolean(),
    vehicleId: z.number().int(),
    distanceKm: z.number(),
    durationMinutes: z.number(),
    durationText: z.string(),
  }),
  /** Paid at booking: where to send the visitor (absent when paid later, or the checkout is down). */
  payment: BookingPaymentSchema.optional(),
});
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

/** POST /api/contact 201 answer. */
export const ContactResponseSchema = z.object({ reference: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** One field problem of a 400 answer. `path` is dotted (`coordinates.pickup.lat`). */
export const ApiIssueSchema = z.object({ path: z.string(), code: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

/**
 * Every 4xx/5xx answer: `error` is a human text (English), `code` a stable code for translations.
 * 400 adds `issues`; 422 for a fare mismatch or service-area violation adds the server's `quote`.
 */
export const ApiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    issues: z.array(ApiIssueSchema).optional(),
    quote: QuoteResponseSchema.optional(),
    requestId: z.string().optional(),
  })
  .loose();
export type ApiError = z.infer<typeof ApiErrorSchema>;
