import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    finalPriceCents: integer('final_price_cents').notNull(),
    /** The server's quote of the chosen vehicle in cents (what is charged), plus the submitted euros. */
    quote: jsonb('quote').notNull(),
  },
  (table) => [index('bookings_created_at_idx').on(table.createdAt)],
);

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
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row may next be claimed; a claim pushes it forward by the lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The mail to send: { template, data, addresses } (see mail/templates.ts OutboxPayloadSchema). */
    mail: jsonb('mail').notNull(),
  },
  (table) => [index('outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`)],
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
