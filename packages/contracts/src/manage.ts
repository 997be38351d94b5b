import { z } from 'zod';
import { LocaleSchema } from './booking-request.js';
import {
  BookingExtrasViewSchema,
  BookingProductViewSchema,
  BookingStatusSchema,
  DriverContactSchema,
} from './console.js';

import { ManageTokenSchema } from './manage-token.js';
import { InvoiceSummarySchema, ManagePaymentSchema } from './payments.js';

export { ManageTokenSchema };
export const ManageRequestSchema = z.object({ token: ManageTokenSchema });
export type ManageRequest = z.infer<typeof ManageRequestSchema>;

/** Free cancellation ends this long before pickup (the terms: 2 hours). */
export const CANCEL_CUTOFF_MINUTES = 120;

/**
 * POST /api/manage/lookup answer: what the customer's own booking page shows. Contact data is never
 * part of it; `pickupAt` is the UTC instant of the Amsterdam pickup time.
 */
export const ManageLookupResponseSchema = z
  .object({
    reference: z.string(),
    status: BookingStatusSchema,
    pickupDate: z.string(),
    pickupTime: z.string(),
    pickupAt: z.string().nullable(),
    pickup: z.string(),
    destination: z.string(),
    /** The address lines given at booking (house number, hotel, terminal, meeting point), or null. */
    pickupDetail: z.string().nullable(),
    destinationDetail: z.string().nullable(),
    passengers: z.number(),
    luggage: z.number(),
    flightNumber: z.string(),
    vehicle: z.object({ id: z.number(), name: z.string(), type: z.string() }),
    finalPrice: z.number(),
    driver: DriverContactSchema.nullable(),
    /** The operator's reason when declined or cancelled by the business. */
    reason: z.string().nullable(),
    cancellable: z.boolean(),
    /** Until when the customer can cancel online (ISO instant), or null. */
    cancellableUntil: z.string().nullable(),
    locale: LocaleSchema,
    /** How long the ride takes in minutes: the travel time, the hours of hire, or the tour's length. */
    durationMinutes: z.number(),
    /** Where the driver meets the traveller at arrivals, in the booking's language; null elsewhere. */
    meetingPoint: z.string().nullable(),
    /** How long the driver waits for free: after landing at arrivals, else after the pickup time. */
    freeWaitingMinutes: z.number(),
    /** The driver's progress on the day: on the way, arrived, passenger on board; null before. */
    progress: z.enum(['onTheWay', 'arrived', 'onBoard']).nullable(),
    /** The business's latest message to the customer (given with a confirmation or a change), or null. */
    message: z.string().nullable(),
    /** The online payment, when the booking is paid online (business.config.ts `payments`); else null. */
    payment: ManagePaymentSchema.nullable(),
    /** Its invoices and credit notes, oldest first (a receipt once paid; empty before). */
    invoices: z.array(InvoiceSummarySchema),
  })
  .extend(BookingProductViewSchema.shape)
  .extend(BookingExtrasViewSchema.shape);
export type ManageLookupResponse = z.infer<typeof ManageLookupResponseSchema>;
export const ManageCancelResponseSchema = z.object({ status: z.literal('cancelled') });

/**
 * Whether a booking in `status` with pickup at `pickupAt` can still be cancelled by the customer at
 * `now`: requested or confirmed, and at least 2 hours before pickup.
 *
 * @example
 * isCancellable('confirmed', new Date('2026-12-24T08:30:00Z'), new Date('2026-12-24T06:00:00Z')); // true
 */
export function isCancellable(status: string, pickupAt: Date | null, now: Date): boolean {
  if (status !== 'requested' && status !== 'confirmed') return false;
  if (!pickupAt) return false;
  return pickupAt.getTime() - now.getTime() >= CANCEL_CUTOFF_MINUTES * 60_000;
}
