import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The business's drivers, managed in the console; each has a private link to their day's rides. */
export const drivers = pgTable('drivers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  /** E.164. */
  phone: text('phone').notNull(),
  /** Where the driver's link and the changes to their rides are mailed (optional). */
  email: text('email'),
  /** The language of the driver's page and mails. */
  language: text('language').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** SHA-256 of the driver's private link; a new link replaces it, so the old one dies. */
  tokenHash: text('token_hash').unique('drivers_token_hash_unique'),
  tokenCreatedAt: timestamp('token_created_at', { withTimezone: true }),
});

/**
 * Business accounts: companies whose bookers ride "on account" (a booking code in the wizard, or linked
 * by an operator) and get one invoice a month instead of paying per ride.
 */
export const companies = pgTable('companies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  vatId: text('vat_id'),
  invoiceEmail: text('invoice_email').notNull(),
  paymentTermDays: integer('payment_term_days').notNull(),
  /** What its bookers type, stored in capitals. */
  bookingCode: text('booking_code').notNull().unique('companies_booking_code_unique'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every booking request, including those marked as spam (honeypot or too-fast submits). */
export const bookings = pgTable(
  'bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique('bookings_reference_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    isSpam: boolean('is_spam').notNull().default(false),
    locale: text('locale').notNull(),
    source: text('source'),
    pickup: text('pickup').notNull(),
    destination: text('destination').notNull(),
    /**
     * What no geocoder knows, typed by the visitor: house number, hotel, terminal or meeting point.
     * Personal (a home address): erased with the contact details.
     */
    pickupDetail: text('pickup_detail'),
    destinationDetail: text('destination_detail'),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLon: doublePrecision('pickup_lon').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationLon: doublePrecision('destination_lon').notNull(),
    pickupDate: text('pickup_date').notNull(),
    pickupTime: text('pickup_time').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    flightNumber: text('flight_number').notNull(),
    passengers: integer('passengers').notNull(),
    luggage: integer('luggage').notNull(),
    /** Null once erased by the retention rules (see `contactErasedAt`). */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactErasedAt: timestamp('contact_erased_at', { withTimezone: true }),
    /** The transitions of `BOOKING_TRANSITIONS` (@spt/contracts). */
    status: text('status', {
      enum: ['requested', 'confirmed', 'completed', 'noShow', 'declined', 'cancelled', 'expired'],
    })
      .notNull()
      .default('requested'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** When the reminder mail was queued (once per booking, whichever instance claims it). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** SHA-256 of the manage link token of the booking-received mail (later mails get their own). */
    manageTokenHash: text('manage_token_hash').unique('bookings_manage_token_hash_unique'),
    /** `{ name, phone }` given by the operator at confirmation. */
    driver: jsonb('driver'),
    vehicleId: integer('vehicle_id').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    finalPriceCents: integer('final_price_cents').notNull(),
    /** The server's quote of the chosen vehicle in cents (what is charged), plus the submitted euros. */
    quote: jsonb('quote').notNull(),
    /** What is booked: `transfer` (one way, or a leg of a return trip), `hourly` hire, or a `tour`. */
    product: text('product', { enum: ['transfer', 'hourly', 'tour'] })
      .notNull()
      .default('transfer'),
    /** Hire: the hours asked for (the quote holds the hours billed). */
    hours: integer('hours'),
    /** A tour: the slug of its English page. */
    tour: text('tour'),
    /** `{ childSeats, boosterSeats, nameSign }`; the name sign is personal and erased with the contact. */
    extras: jsonb('extras'),
    /** The customer's notes for the driver and the business (personal: erased with the contact). */
    notes: text('notes'),
    /** The travelling passenger when not the booker (personal: erased with the contact). */
    passengerName: text('passenger_name'),
    passengerPhone: text('passenger_phone'),
    /** A return trip's way back names its outbound ride; the outbound ride names its way back. */
    returnOf: text('return_of'),
    returnReference: text('return_reference'),
    /** A pickup at an airport with a flight: met in arrivals, with the airport's free waiting time. */
    meetAtArrivals: boolean('meet_at_arrivals').notNull().default(false),
    /** The calendar event's SEQUENCE (RFC 5545): raised with every change the customer is mailed. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The assigned driver (the `driver` column keeps their name and phone as mailed). */
    driverId: bigint('driver_id', { mode: 'number' }).references(() => drivers.id, { onDelete: 'set null' }),
    /** The assigned vehicle unit, `<vehicleId>-<n>` of the fleet configuration. */
    unitId: text('unit_id'),
    /** The operators' internal note, never shown to the customer (personal: erased with the contact). */
    operatorNotes: text('operator_notes'),
    /** The driver's latest progress on the ride: `onTheWay`, `arrived`, `onBoard`. */
    driverProgress: text('driver_progress'),
    driverProgressAt: timestamp('driver_progress_at', { withTimezone: true }),
    /** When the business was mailed again about this still unanswered request (once). */
    unansweredMailedAt: timestamp('unanswered_mailed_at', { withTimezone: true }),
    /** On account: the company whose monthly invoice carries this ride (no online payment). */
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('bookings_created_at_idx').on(table.createdAt),
    index('bookings_pickup_idx').on(table.pickupDate, table.pickupTime, table.id),
    check('bookings_product_check', sql`${table.product} in ('transfer', 'hourly', 'tour')`),
    check(
      'bookings_status_check',
      sql`${table.status} in ('requested', 'confirmed', 'completed', 'noShow', 'declined', 'cancelled', 'expired')`,
    ),
  ],
);

/** Every status change of a booking, append-only: who (operator, customer or the server), when, why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /**
     * What happened: a `status` change (from -> to), a `change` of the booking (`changes` holds each
     * field's before and after), an `assignment`, the driver's `progress`, an internal `note` or a
     * `mail` sent again. Besides a status change, from and to are the status at the time.
     */
    kind: text('kind', {
      enum: ['status', 'change', 'assignment', 'progress', 'note', 'mail', 'phone', 'payment', 'refund'],
    })
      .notNull()
      .default('status'),
    changes: jsonb('changes'),
    actorType: text('actor_type', { enum: ['operator', 'customer', 'system', 'driver'] }).notNull(),
    /** The operator's email at the time (kept if the account is later disabled). */
    actorEmail: text('actor_email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (table) => [index('booking_events_booking_idx').on(table.bookingId, table.at)],
);

/**
 * The online payments (Mollie), one row per payment the provider made: its id, the booking that pays
 * (a return trip's outbound ride pays for both), the amount and the status last fetched from the
 * provider's API (a webhook's body is never trusted). Kept as long as the booking (seven years).
 */
export const payments = pgTable(
  'payments',
  {
    /** The provider's id, `tr_…`. */
    id: text('id').primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'paid', 'failed', 'expired', 'canceled'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** `test` or `live`, as the provider answered. */
    mode: text('mode').notNull(),
    method: text('method'),
    /** The provider's checkout page while the payment is open. */
    checkoutUrl: text('checkout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId, table.createdAt),
    check('payments_status_check', sql`${table.status} in ('open', 'paid', 'failed', 'expired', 'canceled')`),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Refunds of paid payments. A refund is written `queued` in the transaction that cancels or declines the
 * booking, then handed to the provider (with the row's id as its idempotency key) right after, and
 * again by housekeeping until the provider has taken it: a provider outage delays a refund, never loses it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The ride it refunds (one leg of a return trip refunds that leg's price). */
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** `queued` until the provider took it, then the provider's status. */
    status: text('status', {
      enum: ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'],
    })
      .notNull()
      .default('queued'),
    /** The provider's id, `re_…`, once it took the refund. */
    providerId: text('provider_id').unique('refunds_provider_id_unique'),
    /** Why: `cancelled` (by the customer or the business), `declined`, `expired` or `operator`. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    index('refunds_payment_idx').on(table.paymentId),
    index('refunds_queued_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    check('refunds_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** The last invoice number of each year: locked by the transaction that issues the next one. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Invoices and credit notes, numbered without gaps per year (`2026-000123`) from `invoice_counters`
 * in the transaction that issues them. `document` holds what is printed, as issued: an invoice never
 * changes (a refund is a credit note). Kept as long as the booking (seven years, the fiscal term).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number').notNull().unique('invoices_number_unique'),
    kind: text('kind', { enum: ['invoice', 'creditNote'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The booking it was issued for (a return trip's outbound ride for both). */
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id, {
      onDelete: 'cascade',
    }),
    /** The invoice a credit note corrects. */
    creditsId: bigint('credits_id', { mode: 'number' }),
    /** A company's monthly invoice. */
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'set null',
    }),
    paymentId: text('payment_id'),
    grossCents: integer('gross_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    document: jsonb('document').notNull(),
  },
  (table) => [
    index('invoices_booking_idx').on(table.bookingId),
    index('invoices_company_idx').on(table.companyId),
    check('invoices_kind_check', sql`${table.kind} in ('invoice', 'creditNote')`),
    check('invoices_total_check', sql`${table.netCents} + ${table.vatCents} = ${table.grossCents}`),
  ],
);

/** The rides an invoice or credit note is for. */
export const invoiceBookings = pgTable(
  'invoice_bookings',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.bookingId] }),
    index('invoice_bookings_booking_idx').on(table.bookingId),
  ],
);

/**
 * The manage links of later mails to the customer (status changes, reminder): each mail its own
 * token, all valid, stored only as SHA-256.
 */
export const manageTokens = pgTable(
  'manage_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('manage_tokens_booking_idx').on(table.bookingId)],
);

/** The business's operators. There are no default accounts: the first is made by the setup link. */
export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique('operators_email_unique'),
  /** `scrypt$N$r$p$salt$hash` (base64). */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /**
   * `owner` (manages operators and roles, and dispatches) or `dispatcher` (runs the bookings). The first
   * operator is an owner; operators from before roles existed became owners.
   */
  role: text('role', { enum: ['owner', 'dispatcher'] })
    .notNull()
    .default('dispatcher'),
  /** The TOTP secret (RFC 6238), sealed with the server's secret key (lib/secret-box.ts); null until enrolled. */
  mfaSecret: text('mfa_secret'),
  /** A secret offered by enrolment, sealed, until its first code confirms it. */
  mfaPendingSecret: text('mfa_pending_secret'),
  /** The last 30-second step whose code was accepted: a code works once. */
  mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
  mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
  /** Hashes of the kinds of browser (browser and system) the operator signed in from: a new one is mailed. */
  knownDevices: jsonb('known_devices').$type<string[]>().notNull().default([]),
});

/** One-time recovery codes of an operator's second factor, stored as SHA-256. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/** Server-side console sessions; the cookie holds the token, the row its SHA-256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (200 characters at most), so the operator knows which device it is. */
    userAgent: text('user_agent'),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/**
 * Failed sign-ins per email address (known or not, so a delay tells nothing about accounts) and client:
 * `client` is a hash of the client's IP address, or `*` for the address's count over every client
 * (which never blocks anyone; it decides when the operator is mailed). `lockedUntil` is the end of the
 * growing delay for that address from that client.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    email: text('email').notNull(),
    client: text('client').notNull().default('*'),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the operator was last mailed about failed sign-ins (the `*` row only). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.email, table.client] })],
);

/** Single-use links mailed to operators: invitations and password resets (stored as SHA-256). */
export const operatorTokens = pgTable('operator_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind', { enum: ['invite', 'reset'] }).notNull(),
  email: text('email').notNull(),
  /** An invitation's role for the new operator. */
  role: text('role', { enum: ['owner', 'dispatcher'] }),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Messages from the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull().unique('contact_messages_reference_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  isSpam: boolean('is_spam').notNull().default(false),
  locale: text('locale').notNull(),
  source: text('source'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by'),
});

/** Transactional outbox: mails written with the booking, sent later by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** e.g. booking.business, booking.customer, contact.business */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /**
     * pending (to send, or retrying), sent, or failed: refused for good by the mail server (a 5xx such
     * as 550 for a mailbox that does not exist) or still not sent after the worker's last attempt. A
     * failed mail is shown in the console, which can send it again.
     */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the mail was given up (status failed); once sent again from the console, when that was,
     * so its wait counts from then.
     */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** When the row may next be claimed; a claim pushes it forward by the lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The mail to send: { template, data, addresses } (see mail/templates.ts OutboxPayloadSchema). */
    mail: jsonb('mail').notNull(),
  },
  (table) => [
    index('outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('outbox_failed_idx').on(table.failedAt).where(sql`${table.status} = 'failed'`),
  ],
);

/** Idempotency-Key records: the request's hash and the answer given, replayed for a repeat. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;
export type OperatorRow = typeof operators.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
