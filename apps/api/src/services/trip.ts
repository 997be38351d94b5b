import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { type BookingRow, bookings } from '../db/schema.js';

/** The ride that pays for the trip `row` belongs to: the outbound ride of a return trip, else itself. */
export async function payerOf(db: Db | Tx, row: BookingRow): Promise<BookingRow> {
  if (!row.returnOf) return row;
  const [outbound] = await db.select().from(bookings).where(eq(bookings.reference, row.returnOf));
  return outbound ?? row;
}

/** The rides of the trip `row` belongs to, outbound first: a return trip's two rides, else itself. */
export async function tripRides(db: Db | Tx, row: BookingRow): Promise<BookingRow[]> {
  const outboundRef = row.returnOf ?? row.reference;
  return db
    .select()
    .from(bookings)
    .where(sql`${bookings.reference} = ${outboundRef} or ${bookings.returnOf} = ${outboundRef}`)
    .orderBy(asc(bookings.id));
}
