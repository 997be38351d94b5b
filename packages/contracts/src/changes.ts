import { z } from 'zod';
import { ExtrasSchema, FlightNumberSchema } from './booking-request.js';
import { ADDRESS_DETAIL_MAX, LUGGAGE, NOTES_MAX, PASSENGERS } from './limits.js';
import { multiLineText, singleLineText } from './text.js';

const count = (min: number, max: number) => z.number().int().min(min).max(max);
const DateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const TimeField = z.string().regex(/^\d{2}:\d{2}$/);

/** What a customer may change on their booking page until the cancellation deadline (DESIGN). */
export const CUSTOMER_CHANGE_FIELDS = [
  'date',
  'time',
  'flightNumber',
  'pickupDetail',
  'destinationDetail',
  'passengers',
  'luggage',
] as const;

/**
 * The changes that keep a confirmed booking confirmed when the customer makes them: the flight and
 * the address lines. Any other change needs the business to confirm it again.
 */
export const MINOR_CHANGE_FIELDS: readonly string[] = ['flightNumber', 'pickupDetail', 'destinationDetail'];

/**
 * How often a customer may change one booking online: each change mails the customer, the business
 * and the driver, so a leaked or playful link cannot flood them. Beyond it, 429 `tooManyChanges`.
 */
export const CUSTOMER_CHANGE_LIMITS = { perHour: 5, perDay: 10 } as const;

const changeFields = {
  date: DateField.optional(),
  time: TimeField.optional(),
  flightNumber: FlightNumberSchema.optional(),
  pickupDetail: singleLineText(ADDRESS_DETAIL_MAX, 0).optional(),
  destinationDetail: singleLineText(ADDRESS_DETAIL_MAX, 0).optional(),
  passengers: count(PASSENGERS.min, PASSENGERS.max).optional(),
  luggage: count(LUGGAGE.min, LUGGAGE.max).optional(),
};

/**
 * PATCH /api/console/bookings/{reference} (DESIGN "Changes and dispatch"): any of the fields, at least
 * one. The price is quoted again when the vehicle, the party, the extras or the hours change, unless
 * `priceOverride` sets it (in euros) with its reason. `message` goes to the customer in the change
 * mail; `internalNote` is for the operators and the driver only.
 */
export const BookingChangeRequestSchema = z
  .strictObject({
    ...changeFields,
    vehicleId: z.number().int().min(1).max(9999).optional(),
    notes: multiLineText(NOTES_MAX, 0).optional(),
    extras: ExtrasSchema.optional(),
    hours: count(1, 24).optional(),
    internalNote: multiLineText(NOTES_MAX, 0).optional(),
    priceOverride: z
      .strictObject({
        final: z.number().min(0).max(100_000),
        reason: singleLineText(300, 3),
      })
      .optional(),
    message: multiLineText(1000, 0).optional(),
    /** Whether to mail the customer the change (default: yes). */
    notifyCustomer: z.boolean().optional(),
    /** Keep the assigned driver and car even when the new time overlaps another of their rides. */
    force: z.boolean().optional(),
  })
  .refine(
    (body) =>
      Object.keys(body).some(
        (key) => !['message', 'notifyCustomer', 'priceOverride', 'force'].includes(key),
      ) || body.priceOverride !== undefined,
    { message: 'Nothing to change' },
  );
export type BookingChangeRequest = z.infer<typeof BookingChangeRequestSchema>;

/**
 * POST /api/manage/change: the customer's change, with their link's token. `preview: true` answers the
 * new price and whether it needs a new confirmation, and changes nothing.
 */
export const CustomerChangeRequestSchema = z
  .strictObject({
    token: z.string().regex(/^[\w-]{43}$/),
    preview: z.boolean().optional(),
    ...changeFields,
  })
  .refine((body) => CUSTOMER_CHANGE_FIELDS.some((key) => body[key] !== undefined), {
    message: 'Nothing to change',
  });
export type CustomerChangeRequest = z.infer<typeof CustomerChangeRequestSchema>;

/** One field's value before and after a change, as the timeline shows it. */
export const FieldChangeSchema = z.object({
  before: z.unknown(),
  after: z.unknown(),
});
export const ChangesSchema = z.record(z.string(), FieldChangeSchema);
export type Changes = z.infer<typeof ChangesSchema>;

/** The answer of a customer's change (or its preview). */
export const CustomerChangeResponseSchema = z.object({
  /** The new price in euros. */
  finalPrice: z.number(),
  previousPrice: z.number(),
  /** Whether the business must confirm the booking again. */
  needsConfirmation: z.boolean(),
  changes: ChangesSchema,
  /** False for a preview. */
  applied: z.boolean(),
});
export type CustomerChangeResponse = z.infer<typeof CustomerChangeResponseSchema>;
