import { BOOKING_STATUSES } from '@spt/contracts';
import { PRODUCTS } from '@spt/pricing';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { bookings, outbox } from '../db/schema.js';

/** The mail outbox as an operator watches it (GET /metrics). */
export const OutboxBacklogSchema = z.object({
  /** Mails not sent yet (waiting, leased or backing off after a failure). */
  pending: z.coerce.number().int().min(0),
  /** Mails given up on (a permanent refusal or too many attempts), waiting for an operator. */
  failed: z.coerce.number().int().min(0),
  /** How long the oldest pending mail has waited, by the database's clock; 0 when none is pending. */
  oldestPendingAgeSeconds: z.coerce.number().min(0),
});
export type OutboxBacklog = z.infer<typeof OutboxBacklogSchema>;

/**
 * The outbox's backlog in one statement: pending and failed mails and the oldest pending one's age.
 * Sent mails are skipped; the table holds at most 30 days of them (housekeeping deletes older ones).
 *
 * @example
 * await readOutboxBacklog(db); // { pending: 2, failed: 0, oldestPendingAgeSeconds: 4.2 }
 */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const rows = await db
    .select({
      pending: sql`count(*) filter (where ${outbox.status} = 'pending')::int`,
      failed: sql`count(*) filter (where ${outbox.status} = 'failed')::int`,
      // A mail sent again from the console waits from then (failed_at), not from when it was queued.
      oldestPendingAgeSeconds: sql`coalesce(greatest(extract(epoch from now() - min(coalesce(${outbox.failedAt}, ${outbox.createdAt}))
        filter (where ${outbox.status} = 'pending')), 0), 0)::float8`,
    })
    .from(outbox)
    .where(sql`${outbox.status} <> 'sent'`);
  return OutboxBacklogSchema.parse(rows[0] ?? { pending: 0, failed: 0, oldestPendingAgeSeconds: 0 });
}

export const BookingCountSchema = z.object({
  product: z.string(),
  status: z.string(),
  count: z.coerce.number().int().min(0),
});
export type BookingCount = z.infer<typeof BookingCountSchema>;

/**
 * How many bookings (spam left out) there are of each product in each status, in one grouped
 * statement. Every known product and status is listed, with 0 where there is none, so a series never
 * vanishes when its last booking moves on.
 *
 * @example
 * await countBookingsByProductAndStatus(db);
 * // [{ product: 'transfer', status: 'requested', count: 3 }, { product: 'transfer', status: 'confirmed', count: 0 }, ...]
 */
export async function countBookingsByProductAndStatus(db: Db): Promise<BookingCount[]> {
  const rows = await db
    .select({ product: bookings.product, status: bookings.status, count: sql`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.isSpam, false))
    .groupBy(bookings.product, bookings.status);
  const counts = new Map<string, BookingCount>();
  for (const product of PRODUCTS) {
    for (const status of BOOKING_STATUSES) counts.set(`${product} ${status}`, { product, status, count: 0 });
  }
  for (const row of z.array(BookingCountSchema).parse(rows)) counts.set(`${row.product} ${row.status}`, row);
  return [...counts.values()];
}
