import { CONSOLE_LANGUAGES } from '@spt/i18n-content/languages';
import { z } from 'zod';
import { LocaleSchema } from './booking-request.js';
import { EmailSchema } from './email-schema.js';
import { PHONE_CHARACTERS } from './limits.js';
import { ConsolePaymentSchema, InvoiceSummarySchema } from './payments.js';
import { multiLineText, singleLineText } from './text.js';

/**
 * A booking's status. `requested` is where every booking starts; `expired` is set by the server when
 * a request is still unanswered 2 hours before pickup; `noShow` when the passenger never came.
 */
export const BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'completed',
  'noShow',
  'declined',
  'cancelled',
  'expired',
] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/**
 * The allowed transitions (DESIGN "Console", "Changes and dispatch"): requested -> confirmed ->
 * completed | noShow (both only once the pickup time has passed), requested -> declined,
 * requested|confirmed -> cancelled, requested -> expired (by the server), confirmed -> requested (a
 * customer's change that needs a new confirmation).
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  requested: ['confirmed', 'declined', 'cancelled', 'expired'],
  confirmed: ['completed', 'noShow', 'cancelled', 'requested'],
  completed: [],
  noShow: [],
  declined: [],
  cancelled: [],
  expired: [],
};

/** The statuses an operator may set (`expired` is the server's alone). */
export const OPERATOR_TARGET_STATUSES = [
  'confirmed',
  'completed',
  'noShow',
  'declined',
  'cancelled',
] as const;
export type OperatorTargetStatus = (typeof OPERATOR_TARGET_STATUSES)[number];

/**
 * Whether a booking may move from `from` to `to`.
 *
 * @example
 * canTransition('requested', 'confirmed'); // true
 * canTransition('completed', 'cancelled'); // false
 */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** Who changed a booking: an operator (by email), the customer, or the server itself. */
export const ActorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('operator'), email: z.string() }),
  z.object({ type: z.literal('customer') }),
  z.object({ type: z.literal('system') }),
  z.object({ type: z.literal('driver'), name: z.string() }),
]);
export type Actor = z.infer<typeof ActorSchema>;

/** At least 12 characters (DESIGN / ASVS 2.1.1), at most 200, any characters but controls. */
/** How long an operator's password may be: at least 12 characters, at most 200. */
export const PASSWORD_LENGTH = { min: 12, max: 200 } as const;
export const PasswordSchema = z.string().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max);
/** An operator's address under the one e-mail rule (`./email.ts`), lower-cased. */
export const OperatorEmailSchema = EmailSchema.transform((email) => email.toLowerCase());

export const SetupRequestSchema = z.object({
  token: z.string().min(16).max(200),
  email: OperatorEmailSchema,
  password: PasswordSchema,
});
/** An address as typed at sign-in or for a reset: no control characters (they cannot be in one). */
const TypedEmailSchema = z
  .string()
  .max(254)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .regex(/^[^\u0000-\u001f\u007f]*$/);

export const SignInRequestSchema = z.object({
  email: TypedEmailSchema,
  password: z.string().max(200),
  /** The second factor, once enrolled: a 6-digit code from the authenticator app, or a recovery code. */
  code: z.string().trim().max(20).optional(),
});
export const OperatorSchema = z.object({ email: z.string() });

/**
 * An operator's role (ASVS 4.1.3): an `owner` manages the operators (invites, disables, enables,
 * changes roles) and runs the bookings; a `dispatcher` runs the bookings only.
 */
export const OPERATOR_ROLES = ['owner', 'dispatcher'] as const;
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

/** GET /api/console/session: the signed-in operator (with their role) and the session's CSRF token. */
export const SessionResponseSchema = z.object({
  operator: OperatorSchema.extend({ role: OperatorRoleSchema }),
  csrfToken: z.string(),
  /** The operator must set up two-step sign-in before anything but their account answers (403 otherwise). */
  mfaEnrolmentRequired: z.boolean(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** POST /api/console/operators/invite: the new operator's address and role. */
export const InviteRequestSchema = z.object({ email: OperatorEmailSchema, role: OperatorRoleSchema });
/** POST /api/console/operators/{id}/role. */
export const RoleChangeRequestSchema = z.object({ role: OperatorRoleSchema });
export const AcceptInviteRequestSchema = z.object({
  token: z.string().min(16).max(200),
  password: PasswordSchema,
});
export const PasswordResetRequestSchema = z.object({ email: TypedEmailSchema });
export const PasswordResetConfirmSchema = z.object({
  token: z.string().min(16).max(200),
  password: PasswordSchema,
});
/** One of the signed-in operator's sessions (GET /api/console/sessions). */
export const OperatorSessionSchema = z.object({
  /** Opaque: names the session to end it, and nothing else. */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser's User-Agent at sign-in, if it sent one. */
  userAgent: z.string().nullable(),
  /** This browser's own session. */
  current: z.boolean(),
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;
export const OperatorSessionsResponseSchema = z.object({ sessions: z.array(OperatorSessionSchema) });

/** POST /api/console/mfa/setup: a new secret for the authenticator app (confirmed by a code). */
export const MfaSetupResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qrSvg: z.string(),
});
/**
 * POST /api/console/mfa/setup: to replace a second factor already set up, the current password (so a
 * stolen session cannot swap the operator's factor for the thief's).
 */
export const MfaSetupRequestSchema = z.strictObject({ password: z.string().max(200).optional() }).nullish();
/** POST /api/console/mfa/confirm: the first code from the app. */
export const MfaConfirmRequestSchema = z.strictObject({ code: z.string().trim().min(6).max(10) });
/** The ten one-time recovery codes, shown once. */
export const MfaConfirmResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** GET /api/console/mfa: whether the operator has a second factor, and how many recovery codes are left. */
export const MfaStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});

/** POST /api/console/password: the signed-in operator's new password, with the current one. */
export const PasswordChangeSchema = z.strictObject({
  currentPassword: z.string().max(200),
  password: PasswordSchema,
});
export const OperatorListItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: OperatorRoleSchema,
  active: z.boolean(),
  /** Whether they have two-step sign-in. */
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
});
export type OperatorListItem = z.infer<typeof OperatorListItemSchema>;
/** A pending invitation: sent, not yet accepted, revoked or expired. */
export const OperatorInvitationSchema = z.object({
  email: z.string(),
  role: OperatorRoleSchema,
  expiresAt: z.string(),
  /** The inviting operator's address (null when unknown). */
  invitedBy: z.string().nullable(),
});
export type OperatorInvitation = z.infer<typeof OperatorInvitationSchema>;
/** GET /api/console/operators: the operators and the pending invitations. */
export const OperatorListResponseSchema = z.object({
  items: z.array(OperatorListItemSchema),
  invitations: z.array(OperatorInvitationSchema),
});
export type OperatorListResponse = z.infer<typeof OperatorListResponseSchema>;

const DateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/console/bookings query. `from`/`to` filter the pickup date (inclusive). */
export const BookingListQuerySchema = z.object({
  status: BookingStatusSchema.optional(),
  from: DateParam.optional(),
  to: DateParam.optional(),
  q: singleLineText(100, 0).optional(),
  spam: z.enum(['true', 'false']).optional(),
  /** A driver's id, or `none` for rides without a driver. */
  driver: z
    .string()
    .regex(/^(\d{1,9}|none)$/)
    .optional(),
  /** A car's unit id (`<vehicleId>-<n>`), or `none` for rides without a car. */
  unit: z
    .string()
    .regex(/^[\w-]{1,20}$/)
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/**
 * What a booking says of its product (DESIGN "Products"): the console's list and detail and the
 * customer's manage page carry it. A return trip's legs name each other.
 */
export const BookingProductViewSchema = z.object({
  product: z.enum(['transfer', 'hourly', 'tour']),
  /** Hire: the hours asked for. */
  hours: z.number().nullable(),
  /** A tour: the slug of its English page. */
  tour: z.string().nullable(),
  /** A return trip's way back names its outbound ride, and the outbound ride its way back. */
  returnOf: z.string().nullable(),
  returnReference: z.string().nullable(),
});
export type BookingProductView = z.infer<typeof BookingProductViewSchema>;

/** The extras, notes and travelling passenger of a booking (null when none or erased). */
export const BookingExtrasViewSchema = z.object({
  extras: z
    .object({ childSeats: z.number(), boosterSeats: z.number(), nameSign: z.string().optional() })
    .nullable(),
  notes: z.string().nullable(),
  passenger: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** A pickup at an airport for a flight: met in arrivals, with the airport's free waiting time. */
  meetAtArrivals: z.boolean(),
});
export type BookingExtrasView = z.infer<typeof BookingExtrasViewSchema>;

export const BookingListItemSchema = z
  .object({
    reference: z.string(),
    status: BookingStatusSchema,
    pickupDate: z.string(),
    pickupTime: z.string(),
    pickup: z.string(),
    destination: z.string(),
    /** `null` once erased by the retention rules. */
    contactName: z.string().nullable(),
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    passengers: z.number(),
    luggage: z.number(),
    vehicleId: z.number(),
    finalPrice: z.number(),
    createdAt: z.string(),
    isSpam: z.boolean(),
    /** The assigned car (`<vehicleId>-<n>`) and its label, and the assigned driver; null when none. */
    unitId: z.string().nullable(),
    unitLabel: z.string().nullable(),
    driverId: z.number().nullable(),
    driverName: z.string().nullable(),
    /** A request still unanswered an hour after it came in. */
    unanswered: z.boolean(),
  })
  .extend(BookingProductViewSchema.shape);
export type BookingListItem = z.infer<typeof BookingListItemSchema>;
export const BookingListResponseSchema = z.object({
  items: z.array(BookingListItemSchema),
  nextCursor: z.string().nullable(),
});
export type BookingListResponse = z.infer<typeof BookingListResponseSchema>;

export const DriverSchema = z.object({
  name: singleLineText(100),
  phone: z.string().trim().regex(PHONE_CHARACTERS),
});
export type Driver = z.infer<typeof DriverSchema>;
/**
 * A driver's name and phone as answers carry them (plain strings: an answer is serialized, and the
 * input schema's normalising transform cannot run backwards).
 */
export const DriverContactSchema = z.object({ name: z.string(), phone: z.string() });

/** A text in each of the console's languages: an object of them, so the API document names each one. */
const TextByLanguageSchema = z.object(
  Object.fromEntries(CONSOLE_LANGUAGES.map((language) => [language, z.string()])) as Record<
    ConsoleLocale,
    z.ZodString
  >,
);

/** What the server found at a point's coordinates (see the operator mail). */
export const PointCheckViewSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  /** The nearest known place, named in English (as the operator mail names it). */
  nearestName: z.string().nullable(),
  /** The same place named in each site language (the gazetteer's names and exonyms: "Brugge, …, België"). */
  nearestNames: TextByLanguageSchema.nullable(),
  nearestKm: z.number().nullable(),
  typedMatches: z.boolean().nullable(),
  mapUrl: z.string(),
});

export const BookingDetailSchema = BookingListItemSchema.extend({
  /** The visitor's address lines (house number, hotel, terminal, meeting point), null when none or erased. */
  pickupDetail: z.string().nullable(),
  destinationDetail: z.string().nullable(),
  flightNumber: z.string(),
  locale: LocaleSchema,
  vehicleName: z.string(),
  distanceKm: z.number(),
  durationMinutes: z.number(),
  pricing: z.object({
    base: z.number(),
    distance: z.number(),
    time: z.number(),
    subtotal: z.number(),
    final: z.number(),
    isMinimumApplied: z.boolean(),
  }),
  pickupAt: z.string().nullable(),
  pickupPoint: PointCheckViewSchema,
  destinationPoint: PointCheckViewSchema,
  driver: DriverContactSchema.nullable(),
  contactErased: z.boolean(),
  /** The operators' note for themselves and the driver; never shown to the customer. */
  internalNote: z.string().nullable(),
  /** The driver's latest progress (`onTheWay`, `arrived`, `onBoard`) and when. */
  driverProgress: z.enum(['onTheWay', 'arrived', 'onBoard']).nullable(),
  driverProgressAt: z.string().nullable(),
  /** A price set by an operator instead of the quote, with its reason. */
  priceOverride: z.object({ final: z.number(), reason: z.string() }).nullable(),
  /**
   * Planned rides of the same driver or car whose time overlaps this one's (a change by the customer
   * or an assignment forced through): the page shows them until the operator settles it.
   */
  conflictsWith: z.array(z.string()),
  /**
   * A Schiphol arrival's landing from the Schiphol Public Flight API (when configured): scheduled and
   * expected (or actual) landing as ISO instants, and whether it lands after the pickup time. Absent
   * or null without the API, for other pickups, or when the API does not answer in time.
   */
  flight: z
    .object({
      flightNumber: z.string(),
      scheduledAt: z.string(),
      expectedAt: z.string().nullable(),
      landed: z.boolean(),
      cancelled: z.boolean(),
      landsAfterPickup: z.boolean(),
    })
    .nullable()
    .optional(),
}).extend(BookingExtrasViewSchema.shape);
export type BookingDetail = z.infer<typeof BookingDetailSchema>;

export const BookingEventSchema = z.object({
  from: BookingStatusSchema.nullable(),
  to: BookingStatusSchema,
  actor: ActorSchema,
  at: z.string(),
  note: z.string().nullable(),
  /**
   * A `status` change, a `change` of the booking (`changes`: each field before and after), an
   * `assignment`, the driver's `progress`, an internal `note`, a `mail` sent again, or a `payment` or `refund` (`changes` holds its before and after).
   */
  kind: z.enum(['status', 'change', 'assignment', 'progress', 'note', 'mail', 'phone', 'payment', 'refund']),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
});
export type BookingEvent = z.infer<typeof BookingEventSchema>;
/**
 * One mail of the outbox as the console shows it: what it is (`kind`, e.g. `booking.customer`), for
 * which booking (`reference`; `operator` or `driver-<id>` for mails about accounts and drivers), and
 * how its delivery goes: pending (waiting or retrying), sent, or failed (refused for good by the mail
 * server, or too often; `lastError` says why, without addresses), which the console can send again.
 */
export const MailDeliverySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type MailDelivery = z.infer<typeof MailDeliverySchema>;

export const BookingDetailResponseSchema = z.object({
  booking: BookingDetailSchema,
  events: z.array(BookingEventSchema),
  /** The booking's mails, newest first, with their delivery (a failed one can be sent again). */
  mails: z.array(MailDeliverySchema),
  /** Its online payments, oldest first, with their refunds (empty when none). */
  payments: z.array(ConsolePaymentSchema),
  /** Its invoices and credit notes, oldest first. */
  invoices: z.array(InvoiceSummarySchema),
  /** The business account it rides on (its monthly invoice), or null: paid by the customer. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type BookingDetailResponse = z.infer<typeof BookingDetailResponseSchema>;

/**
 * POST /api/console/bookings/{reference}/status. `note` is the reason (decline, cancel) or a message
 * to the customer (confirm); `driver` is only for a confirmation.
 */
export const StatusChangeRequestSchema = z.object({
  to: z.enum(OPERATOR_TARGET_STATUSES),
  /** A cancellation the customer asked for (by phone): their mail confirms it as theirs. */
  byCustomer: z.boolean().optional(),
  note: multiLineText(1000, 0).optional(),
  driver: DriverSchema.optional(),
});
export type StatusChangeRequest = z.infer<typeof StatusChangeRequestSchema>;
export const StatusChangeResponseSchema = z.object({ status: BookingStatusSchema });

/**
 * GET /api/console/bookings.csv query: the pickup date range (both inclusive), and `lang`, the
 * language of a file for people: its column headings and its status, product and tour names (the
 * console sends its own). Without `lang` the file is the one other programs read, as it always was:
 * English headings and the status, product and tour ids.
 */
/** One of the console's languages (English, Dutch): a file for people is made in one of them. */
export const ConsoleLocaleSchema = z.enum(CONSOLE_LANGUAGES);
export type ConsoleLocale = z.infer<typeof ConsoleLocaleSchema>;

export const CsvQuerySchema = z.object({
  from: DateParam,
  to: DateParam,
  lang: ConsoleLocaleSchema.optional(),
});

export const ContactMessageItemSchema = z.object({
  id: z.number(),
  reference: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  handled: z.boolean(),
  isSpam: z.boolean(),
});
export type ContactMessageItem = z.infer<typeof ContactMessageItemSchema>;
export const ContactMessageListResponseSchema = z.object({ items: z.array(ContactMessageItemSchema) });

/**
 * GET /api/console/mail: how the mail goes out, for the console's banner. `failed` lists the mails
 * given up (newest first, at most 50 of `failedCount`); `pending` counts the mails still to go and
 * `oldestPendingMinutes` says how long the oldest has waited (null when none): a mail server that is
 * down shows there, since its mails wait instead of failing.
 */
export const MailStatusResponseSchema = z.object({
  failed: z.array(MailDeliverySchema),
  failedCount: z.number().int(),
  pending: z.number().int(),
  oldestPendingMinutes: z.number().int().nullable(),
});
export type MailStatusResponse = z.infer<typeof MailStatusResponseSchema>;
