import { EXPIRE_BEFORE_PICKUP_MINUTES, UNANSWERED_AFTER_MINUTES } from '@spt/contracts';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  bookingEvents,
  bookings,
  contactMessages,
  idempotencyKeys,
  operatorTokens,
  outbox,
  signInAttempts,
} from '../db/schema.js';
import { queueDriverNotice } from './dispatch.js';
import { deleteIdleSessions } from './operators.js';
import { queueRefund } from './payments/index.js';
import { type MailConfig, queueBusinessNotice, queueStatusMail } from './status-mail.js';

const DAY_MS = 24 * 60 * 60_000;
/** The reminder goes about a day before pickup (or at confirmation, when that is later). */
export const REMINDER_BEFORE_MS = DAY_MS;
/** Contact messages are deleted 30 days after they arrive (the privacy text). */
export const CONTACT_MESSAGE_DAYS = 30;
/** Transaction records are kept 7 years (Dutch law, the privacy text). */
export const TRANSACTION_YEARS = 7;
/** Sent mail, which holds personal data too, is deleted after 30 days. */
export const SENT_MAIL_DAYS = 30;
/**
 * How long an Idempotency-Key's answer is kept for a repeat of its request: two days, well past any
 * client's retries (Stripe keeps 24 hours); after that the same key would book again.
 */
export const IDEMPOTENCY_KEY_DAYS = 2;

export interface HousekeepingResult {
  expired: number;
  /** Requests mailed to the business again, unanswered an hour after they came in. */
  unanswered: number;
  reminders: number;
  contactMessagesDeleted: number;
  bookingsErased: number;
  bookingsDeleted: number;
  outboxDeleted: number;
  idempotencyKeysDeleted: number;
}

const count = (rows: readonly unknown[]) => rows.length;

/**
 * One pass of the scheduled jobs, as the privacy text promises and the terms need. Every step is one
 * conditional statement, so passes are idempotent and several instances may run them at once: a row
 * is claimed by the instance whose UPDATE or DELETE changes it, and only that one acts on it.
 *
 * - a request still unanswered 2 hours before pickup becomes `expired` (event by the server) and
 *   the customer is mailed at once with the business's phone number;
 *   A payment made for it is refunded (queued here, handed to the provider by the plugin's pass);
 * - a request still unanswered an hour after it came in is mailed to the business again (once);
 * - a confirmed booking with pickup within 24 hours gets one reminder mail (claimed by setting
 *   `reminder_sent_at`; a booking cancelled meanwhile is not confirmed and gets none);
 * - contact messages are deleted 30 days after they arrive;
 * - a booking's contact data (name, email, phone, flight number) is erased `contactRetentionDays`
 *   after it was completed, cancelled, declined or expired; the transaction record stays;
 * - bookings older than 7 years are deleted, with their events and links;
 * - sent mail older than 30 days, used or expired operator links, stale lock-out counters and idle
 *   sessions are deleted.
 */
export async function runHousekeeping(
  db: Db,
  config: MailConfig & { contactRetentionDays: number },
  now = new Date(),
): Promise<HousekeepingResult> {
  // A request still unanswered 2 hours before pickup lapses now, and the customer is told at once:
  // nobody waits at arrivals for a driver who will not come.
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: 'expired', statusChangedAt: now })
      .where(
        and(
          eq(bookings.status, 'requested'),
          lt(bookings.pickupAt, new Date(now.getTime() + EXPIRE_BEFORE_PICKUP_MINUTES * 60_000)),
        ),
      )
      .returning();
    if (rows.length > 0) {
      await tx.insert(bookingEvents).values(
        rows.map((row) => ({
          bookingId: row.id,
          fromStatus: 'requested',
          toStatus: 'expired',
          actorType: 'system' as const,
          at: now,
          note: 'Not confirmed by 2 hours before pickup.',
        })),
      );
      for (const row of rows) {
        if (row.isSpam) continue;
        await queueStatusMail(tx, row, 'expired', null, 'operator', config);
        await queueDriverNotice(tx, row.driverId, 'cancelled', row, config);
        // Paid at booking but never confirmed: the money goes back.
        await queueRefund(tx, row, 'expired', { type: 'system' });
      }
    }
    return rows.length;
  });

  // A request unanswered an hour after it came in is mailed to the business again, once.
  const unanswered = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ unansweredMailedAt: now })
      .where(
        and(
          eq(bookings.status, 'requested'),
          eq(bookings.isSpam, false),
          isNull(bookings.unansweredMailedAt),
          lte(bookings.createdAt, new Date(now.getTime() - UNANSWERED_AFTER_MINUTES * 60_000)),
        ),
      )
      .returning();
    for (const row of rows) await queueBusinessNotice(tx, row, 'unanswered', 'requested', config);
    return rows.length;
  });

  const reminders = await db.transaction(async (tx) => {
    const due = await tx
      .update(bookings)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          eq(bookings.isSpam, false),
          isNull(bookings.reminderSentAt),
          gt(bookings.pickupAt, now),
          lte(bookings.pickupAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
        ),
      )
      .returning();
    for (const row of due) await queueStatusMail(tx, row, 'reminder', null, 'operator', config);
    return due.length;
  });

  const contactMessagesDeleted = count(
    await db
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, new Date(now.getTime() - CONTACT_MESSAGE_DAYS * DAY_MS)))
      .returning({ id: contactMessages.id }),
  );

  const bookingsErased = count(
    await db
      .update(bookings)
      .set({
        contactName: null,
        contactEmail: null,
        contactPhone: null,
        flightNumber: '',
        pickupDetail: null,
        destinationDetail: null,
        notes: null,
        passengerName: null,
        passengerPhone: null,
        operatorNotes: null,
        // The name sign is a name; the seats stay (they are no personal data).
        extras: sql`case when ${bookings.extras} is null then null else ${bookings.extras} - 'nameSign' end`,
        contactErasedAt: now,
      })
      .where(
        and(
          isNull(bookings.contactErasedAt),
          or(
            inArray(bookings.status, ['completed', 'noShow', 'cancelled', 'declined', 'expired']),
            eq(bookings.isSpam, true),
          ),
          lt(
            sql`coalesce(${bookings.statusChangedAt}, ${bookings.createdAt})`,
            new Date(now.getTime() - config.contactRetentionDays * DAY_MS),
          ),
        ),
      )
      .returning({ id: bookings.id }),
  );

  const sevenYearsAgo = new Date(now);
  sevenYearsAgo.setUTCFullYear(sevenYearsAgo.getUTCFullYear() - TRANSACTION_YEARS);
  const bookingsDeleted = count(
    await db.delete(bookings).where(lt(bookings.createdAt, sevenYearsAgo)).returning({ id: bookings.id }),
  );

  const monthAgo = new Date(now.getTime() - SENT_MAIL_DAYS * DAY_MS);
  const outboxDeleted = count(
    await db
      .delete(outbox)
      .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, monthAgo)))
      .returning({ id: outbox.id }),
  );
  await db
    .delete(operatorTokens)
    .where(
      and(
        lt(operatorTokens.createdAt, monthAgo),
        or(isNotNull(operatorTokens.usedAt), lt(operatorTokens.expiresAt, now)),
      ),
    );
  const idempotencyKeysDeleted = count(
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * DAY_MS)))
      .returning({ key: idempotencyKeys.key }),
  );
  await db.delete(signInAttempts).where(lt(signInAttempts.lastFailureAt, new Date(now.getTime() - DAY_MS)));
  await deleteIdleSessions(db, now);

  return {
    expired,
    unanswered,
    reminders,
    contactMessagesDeleted,
    bookingsErased,
    bookingsDeleted,
    outboxDeleted,
    idempotencyKeysDeleted,
  };
}
