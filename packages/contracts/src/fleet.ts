import { z } from 'zod';
import { LocaleSchema } from './booking-request.js';
import { BookingStatusSchema } from './console.js';
import { DRIVER_STATUSES, DriverProgressSchema } from './dispatch.js';
import { EmailSchema } from './email-schema.js';
import { PHONE_CHARACTERS } from './limits.js';
import { singleLineText } from './text.js';

/** One car of the fleet (`<vehicleId>-<n>`), from the units of business.config.ts. */
export const UnitSchema = z.object({ id: z.string(), vehicleId: z.number(), label: z.string() });
export type Unit = z.infer<typeof UnitSchema>;

/**
 * A driver's private link works this many days after it was made (ASVS: no bearer link lives for
 * ever); the console shows when it ends and makes a new one in a click.
 */
export const DRIVER_LINK_MAX_AGE_DAYS = 180;

/** A driver as the console lists them (DESIGN: `{ id, name, phone, language, active }`). */
export const DriverViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string().nullable(),
  /** The language of the driver's page and mails. */
  language: LocaleSchema,
  active: z.boolean(),
  /** Whether the driver has a private link (made with POST /api/console/drivers/{id}/link). */
  hasLink: z.boolean(),
  /** When the current private link stops working (DRIVER_LINK_MAX_AGE_DAYS after it was made), if any. */
  linkExpiresAt: z.string().nullable(),
});
export type DriverView = z.infer<typeof DriverViewSchema>;

const DriverFields = {
  name: singleLineText(100),
  phone: z.string().trim().regex(PHONE_CHARACTERS),
  email: z.union([z.literal(''), EmailSchema]).optional(),
  language: LocaleSchema,
};

/** POST /api/console/drivers. */
export const DriverCreateSchema = z.strictObject(DriverFields);
export type DriverCreate = z.infer<typeof DriverCreateSchema>;

/** PATCH /api/console/drivers/{id}: any field, and `active: false` to take a driver off the rota. */
export const DriverUpdateSchema = z
  .strictObject({
    name: DriverFields.name.optional(),
    phone: DriverFields.phone.optional(),
    email: DriverFields.email,
    language: LocaleSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type DriverUpdate = z.infer<typeof DriverUpdateSchema>;

export const DriverListResponseSchema = z.object({ drivers: z.array(DriverViewSchema) });
export const UnitListResponseSchema = z.object({ units: z.array(UnitSchema) });
/** The driver's new private link, shown once to the operator (and mailed to the driver). */
export const DriverLinkResponseSchema = z.object({ url: z.string(), mailed: z.boolean() });

/**
 * POST /api/console/bookings/{reference}/assignment: the driver and the car (null to clear either);
 * 409 `{ code: "conflict", conflicts: [reference…] }` when either already has an overlapping ride,
 * unless `force`.
 */
export const AssignmentRequestSchema = z.strictObject({
  driverId: z.number().int().positive().nullable(),
  unitId: z.string().max(20).nullable(),
  force: z.boolean().optional(),
});
export type AssignmentRequest = z.infer<typeof AssignmentRequestSchema>;
export const AssignmentResponseSchema = z.object({
  driverId: z.number().nullable(),
  unitId: z.string().nullable(),
  /** Rides that overlap and were overridden with `force`. */
  conflicts: z.array(z.string()),
});

/** GET /api/console/board?date=YYYY-MM-DD. */
export const BoardQuerySchema = z.object({ date: z.iso.date() });

/** One ride on the day board: its window (ISO instants) and assignment. */
export const BoardRideSchema = z.object({
  reference: z.string(),
  status: BookingStatusSchema,
  /** Pickup and end of the window (the ride plus the turnaround), ISO instants. */
  start: z.string(),
  end: z.string(),
  unitId: z.string().nullable(),
  driverId: z.number().nullable(),
  /** Whether another ride of the same car or driver overlaps this one. */
  conflict: z.boolean(),
  /** The references it overlaps with. */
  conflictsWith: z.array(z.string()),
  vehicleId: z.number(),
  pickupTime: z.string(),
  pickup: z.string(),
  /** Empty for hire "as directed". */
  destination: z.string(),
  product: z.enum(['transfer', 'hourly', 'tour']),
  passengers: z.number(),
  contactName: z.string().nullable(),
  flightNumber: z.string(),
  /** The flight lands after the pickup time (Schiphol Public Flight API, when configured). */
  flightLate: z.boolean().optional(),
});
export type BoardRide = z.infer<typeof BoardRideSchema>;
export const BoardResponseSchema = z.object({
  date: z.string(),
  units: z.array(UnitSchema),
  drivers: z.array(DriverViewSchema),
  rides: z.array(BoardRideSchema),
});
export type BoardResponse = z.infer<typeof BoardResponseSchema>;

/** The driver's private link token: 256 bits, base64url. */
export const DriverTokenSchema = z.string().regex(/^[\w-]{43}$/);

/** POST /api/driver/rides. */
export const DriverRidesRequestSchema = z.strictObject({ token: DriverTokenSchema });

/** One ride on the driver's page: everything needed at the kerb, nothing more. */
export const DriverRideSchema = z.object({
  reference: z.string(),
  status: BookingStatusSchema,
  date: z.string(),
  time: z.string(),
  pickupAt: z.string().nullable(),
  pickup: z.string(),
  pickupDetail: z.string().nullable(),
  destination: z.string(),
  destinationDetail: z.string().nullable(),
  /** Links to a map app's directions to the pickup and to the destination. */
  pickupMapUrl: z.string(),
  destinationMapUrl: z.string().nullable(),
  flightNumber: z.string(),
  meetAtArrivals: z.boolean(),
  passengers: z.number(),
  luggage: z.number(),
  /** Who to meet and call: the travelling passenger, else the booker. */
  passengerName: z.string().nullable(),
  passengerPhone: z.string().nullable(),
  nameSign: z.string().nullable(),
  childSeats: z.number(),
  boosterSeats: z.number(),
  /** The customer's notes and the operators' internal note. */
  notes: z.string().nullable(),
  internalNote: z.string().nullable(),
  product: z.enum(['transfer', 'hourly', 'tour']),
  hours: z.number().nullable(),
  tour: z.string().nullable(),
  vehicleName: z.string(),
  unitLabel: z.string().nullable(),
  progress: DriverProgressSchema.nullable(),
});
export type DriverRide = z.infer<typeof DriverRideSchema>;

export const DriverRidesResponseSchema = z.object({
  driver: z.object({ name: z.string(), language: LocaleSchema }),
  /** Today's and tomorrow's rides (Amsterdam dates), by pickup time. */
  rides: z.array(DriverRideSchema),
  /** Rides taken off this driver since yesterday, or cancelled: the driver is told. */
  removed: z.array(
    z.object({
      reference: z.string(),
      date: z.string(),
      time: z.string(),
      /** Whether the ride was cancelled or given to someone else. */
      reason: z.enum(['cancelled', 'reassigned']),
    }),
  ),
});
export type DriverRidesResponse = z.infer<typeof DriverRidesResponseSchema>;

/** POST /api/driver/rides/{reference}/status. */
export const DriverStatusRequestSchema = z.strictObject({
  token: DriverTokenSchema,
  status: z.enum(DRIVER_STATUSES),
});
export const DriverStatusResponseSchema = z.object({
  status: BookingStatusSchema,
  progress: DriverProgressSchema.nullable(),
});
