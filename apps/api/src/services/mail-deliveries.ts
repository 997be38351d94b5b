import type { MailDelivery, MailStatusResponse } from '@spt/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type OutboxRow, outbox } from '../db/schema.js';
import { readOutboxBacklog } from './operations-readings.js';

/** Failed mails the console's banner lists at most. */
const FAILED_LISTED = 50;
/** Mails of one booking the console shows at most. */
const BOOKING_MAILS = 50;

const deliveryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  reference: outbox.reference,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  failedAt: outbox.failedAt,
};

type DeliveryRow = Pick<OutboxRow, keyof typeof deliveryColumns>;

/** A mail's delivery as the console shows it (never its content: that holds the recipient's data). */
function deliveryView(row: DeliveryRow): MailDelivery {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
  };
}

/** The mails about one booking, newest first. */
export async function mailsOfBooking(db: Db, reference: string): Promise<MailDelivery[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(outbox)
    .where(eq(outbox.reference, reference))
    .orderBy(desc(outbox.id))
    .limit(BOOKING_MAILS);
  return rows.map(deliveryView);
}

/**
 * How the mail goes out: the failed mails (newest first, at most 50), how many there are, how many
 * are still pending and how long the oldest of those has waited, by the database's clock (the same
 * reading as GET /metrics).
 */
export async function mailStatus(db: Db): Promise<MailStatusResponse> {
  const { failed, pending, oldestPendingAgeSeconds } = await readOutboxBacklog(db);
  const rows =
    failed === 0
      ? []
      : await db
          .select(deliveryColumns)
          .from(outbox)
          .where(eq(outbox.status, 'failed'))
          .orderBy(desc(outbox.failedAt), desc(outbox.id))
          .limit(FAILED_LISTED);
  return {
    failed: rows.map(deliveryView),
    failedCount: failed,
    pending,
    oldestPendingMinutes: pending === 0 ? null : Math.floor(oldestPendingAgeSeconds / 60),
  };
}

/**
 * Puts a failed mail back in the queue, to go at once with a fresh count of attempts (the operator
 * fixed the address, or the mail server is back). `failed_at` becomes now, so the mail's wait counts
 * from then. Answers the mail, or null when there is no failed mail with that id (already sent
 * again, or never failed).
 */
export async function retryMail(db: Db, id: number): Promise<MailDelivery | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), failedAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning(deliveryColumns);
  return row ? deliveryView(row) : null;
}
