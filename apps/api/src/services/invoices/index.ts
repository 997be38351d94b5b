import { business, payments as paymentRules } from '@spt/business';
import { localeOf, placeWithDetail } from '@spt/contracts';
import { LANGUAGES, type Language } from '@spt/i18n-content';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import {
  type BookingRow,
  bookings,
  type CompanyRow,
  type InvoiceRow,
  invoiceBookings,
  invoiceCounters,
  invoices,
  type PaymentRow,
} from '../../db/schema.js';
import { destinationText, productName, tourName } from '../../mail/product-rows.js';
import { bookedVehicle } from '../booked-vehicle.js';
import { tripRides } from '../trip.js';

/**
 * Invoices and credit notes: what a Dutch invoice needs (art. 35a Wet OB: date, a number in one
 * unbroken series, the seller's name, address and VAT number, the buyer, what was supplied and when,
 * net amount, VAT rate and amount, gross), issued for a ride that was paid or completed, and a credit
 * note for money given back after that. Every price includes VAT; net and VAT are derived per line.
 */

const LineSchema = z.object({
  reference: z.string(),
  /** What was supplied: "Airport transfer: Schiphol → Amsterdam, E 350 Sedan". */
  description: z.string(),
  /** The ride's Amsterdam date and time (the date of supply). */
  date: z.string(),
  time: z.string(),
  grossCents: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
});

export const InvoiceDocumentSchema = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'creditNote']),
  /** The issue date, ISO. */
  issuedAt: z.string(),
  /** The document's language: one its words exist in (see `localeOf`). */
  locale: z.enum(LANGUAGES),
  seller: z.object({
    legalName: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    chamberOfCommerce: z.string(),
    vatNumber: z.string(),
    iban: z.string().optional(),
    email: z.string(),
    phone: z.string(),
    siteUrl: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    company: z.object({ name: z.string(), address: z.string(), vatId: z.string().nullable() }).nullable(),
  }),
  lines: z.array(LineSchema).min(1),
  vatRatePercent: z.number(),
  grossCents: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  /** How it was paid (online), or null: paid to the driver, or to pay by transfer. */
  paid: z
    .object({ method: z.string().nullable(), paidAt: z.string().nullable(), reference: z.string() })
    .nullable(),
  /** A credit note's invoice. */
  credits: z.string().nullable(),
  /** A company's monthly invoice: the month (`YYYY-MM`) and the date it is due. */
  period: z.string().optional(),
  dueDate: z.string().optional(),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocumentSchema>;

/**
 * The VAT inside a gross amount at `ratePercent`, rounded to the cent (half away from zero).
 *
 * @example
 * vatOf(18_000, 9); // 1486: € 180.00 is € 165.14 net + € 14.86 VAT
 */
export function vatOf(grossCents: number, ratePercent: number): number {
  const exact = (grossCents * ratePercent) / (100 + ratePercent);
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** `2026-000123`: the year and the invoice's place in that year's series. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of `year`'s series, taken in the issuing transaction: the counter's row stays locked
 * until that transaction ends, so a concurrent issuer waits, and a rolled-back issue gives its number
 * back. No gaps, no doubles (a database sequence can leave gaps).
 */
async function nextNumber(tx: Tx, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter not taken');
  return invoiceNumber(year, row.last);
}

/** The Amsterdam calendar year of an instant (an invoice issued at 00:30 on 1 January is the new year's). */
function amsterdamYear(instant: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(instant),
  );
}

function seller(): InvoiceDocument['seller'] {
  const company = business.company;
  return {
    legalName: company.legalName,
    street: company.address.street,
    postalCode: company.address.postalCode,
    city: company.address.city,
    country: company.address.country,
    chamberOfCommerce: company.chamberOfCommerce,
    vatNumber: paymentRules.vatNumber,
    iban: paymentRules.iban,
    email: company.email,
    phone: company.phone,
    siteUrl: company.siteUrl,
  };
}

function line(ride: BookingRow, locale: Language, grossCents: number): z.infer<typeof LineSchema> {
  const vat = vatOf(grossCents, paymentRules.vatRatePercent);
  const what =
    ride.product === 'tour' && ride.tour
      ? tourName(ride.tour, locale)
      : productName({ product: ride.product }, locale);
  const route = `${placeWithDetail(ride.pickup, null)} → ${destinationText(ride.destination, locale)}`;
  return {
    reference: ride.reference,
    description: `${what}: ${route}, ${bookedVehicle(ride).name}`,
    date: ride.pickupDate,
    time: ride.pickupTime,
    grossCents,
    netCents: grossCents - vat,
    vatCents: vat,
  };
}

function totals(lines: readonly z.infer<typeof LineSchema>[]) {
  return {
    grossCents: lines.reduce((sum, l) => sum + l.grossCents, 0),
    netCents: lines.reduce((sum, l) => sum + l.netCents, 0),
    vatCents: lines.reduce((sum, l) => sum + l.vatCents, 0),
  };
}

async function insertInvoice(
  tx: Tx,
  document: InvoiceDocument,
  rideIds: readonly number[],
  links: {
    bookingId: number | null;
    creditsId?: number | null;
    paymentId?: string | null;
    companyId?: number | null;
  },
): Promise<InvoiceRow> {
  const [row] = await tx
    .insert(invoices)
    .values({
      number: document.number,
      kind: document.kind,
      issuedAt: new Date(document.issuedAt),
      bookingId: links.bookingId,
      creditsId: links.creditsId ?? null,
      paymentId: links.paymentId ?? null,
      companyId: links.companyId ?? null,
      grossCents: document.grossCents,
      netCents: document.netCents,
      vatCents: document.vatCents,
      document,
    })
    .returning();
  if (!row) throw new Error('invoice not stored');
  await tx.insert(invoiceBookings).values(rideIds.map((bookingId) => ({ invoiceId: row.id, bookingId })));
  return row;
}

/** Rides (bookings) that no invoice covers yet: a condition for a query of `bookings`. */
export const notInvoiced = sql`not exists (select 1 from ${invoiceBookings} ib join ${invoices} i on i.id = ib.invoice_id
  where ib.booking_id = ${bookings.id} and i.kind = 'invoice')`;

/** The invoice (not credit note) that covers a ride, if one was issued. */
export async function invoiceOfRide(db: Db | Tx, rideId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoiceBookings)
    .innerJoin(invoices, eq(invoices.id, invoiceBookings.invoiceId))
    .where(and(eq(invoiceBookings.bookingId, rideId), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.id))
    .limit(1);
  return row?.invoice ?? null;
}

/**
 * Issues the invoice of `rides` (in the transaction that paid or completed them), leaving out rides
 * an invoice already covers; null when none is left or the customer's name is gone. Paid online: the
 * invoice says so, and is a receipt.
 */
export async function issueInvoice(
  tx: Tx,
  rides: readonly BookingRow[],
  payment: PaymentRow | null,
  now = new Date(),
): Promise<InvoiceRow | null> {
  const open: BookingRow[] = [];
  for (const ride of rides) {
    if (ride.isSpam) continue;
    if (!(await invoiceOfRide(tx, ride.id))) open.push(ride);
  }
  const [first] = open;
  if (!first?.contactName) return null;
  // The customer's language, or English while it has no invoice texts.
  const locale = localeOf(first.locale);
  const lines = open.map((ride) => line(ride, locale, ride.finalPriceCents));
  const document: InvoiceDocument = {
    number: await nextNumber(tx, amsterdamYear(now)),
    kind: 'invoice',
    issuedAt: now.toISOString(),
    locale,
    seller: seller(),
    buyer: { name: first.contactName, company: null },
    lines,
    vatRatePercent: paymentRules.vatRatePercent,
    ...totals(lines),
    paid:
      payment?.status === 'paid'
        ? { method: payment.method, paidAt: payment.paidAt?.toISOString() ?? null, reference: payment.id }
        : null,
    credits: null,
  };
  return insertInvoice(
    tx,
    document,
    open.map((ride) => ride.id),
    { bookingId: first.id, paymentId: payment?.id ?? null },
  );
}

/**
 * A credit note for `amountCents` given back for `ride`, when an invoice covers it (in the transaction
 * that queues the refund); null when nothing was invoiced yet (then there is nothing to correct).
 */
export async function issueCreditNote(
  tx: Tx,
  ride: BookingRow,
  amountCents: number,
  now = new Date(),
): Promise<InvoiceRow | null> {
  const invoice = await invoiceOfRide(tx, ride.id);
  if (!invoice || amountCents <= 0) return null;
  const original = InvoiceDocumentSchema.parse(invoice.document);
  const credited = line(ride, original.locale, -amountCents);
  const document: InvoiceDocument = {
    ...original,
    number: await nextNumber(tx, amsterdamYear(now)),
    kind: 'creditNote',
    issuedAt: now.toISOString(),
    lines: [credited],
    ...totals([credited]),
    paid: null,
    credits: original.number,
  };
  return insertInvoice(tx, document, [ride.id], { bookingId: ride.id, creditsId: invoice.id });
}

/** Every invoice and credit note of the rides of a trip, oldest first. */
export async function invoicesOfTrip(db: Db | Tx, rideIds: readonly number[]): Promise<InvoiceRow[]> {
  if (rideIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ invoice: invoices })
    .from(invoiceBookings)
    .innerJoin(invoices, eq(invoices.id, invoiceBookings.invoiceId))
    .where(inArray(invoiceBookings.bookingId, [...rideIds]));
  return rows.map((row) => row.invoice).sort((a, b) => a.id - b.id);
}

/** The list entry of an invoice (console and manage page). */
export function invoiceSummary(row: InvoiceRow) {
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    gross: row.grossCents / 100,
  };
}

/** The invoices and credit notes of the trip `row` belongs to, as listed. */
export async function invoiceSummariesOf(db: Db | Tx, row: BookingRow) {
  const rides = await tripRides(db, row);
  return (
    await invoicesOfTrip(
      db,
      rides.map((ride) => ride.id),
    )
  ).map(invoiceSummary);
}

/**
 * A company's invoice of a month: one line per ride of its account that was completed (or a no-show)
 * with pickup in `month` and is on no invoice yet, due after its payment term. Null when there is none.
 */
export async function issueCompanyInvoice(
  tx: Tx,
  company: CompanyRow,
  month: string,
  now = new Date(),
): Promise<InvoiceRow | null> {
  const rides = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, company.id),
        inArray(bookings.status, ['completed', 'noShow']),
        sql`${bookings.pickupDate} like ${`${month}-%`}`,
        notInvoiced,
      ),
    )
    .orderBy(asc(bookings.pickupDate), asc(bookings.pickupTime), asc(bookings.id))
    .for('update');
  if (rides.length === 0) return null;
  // A company is invoiced in Dutch: its address is in the Netherlands or Belgium (the service area).
  const locale: Language = 'nl';
  const lines = rides.map((ride) => line(ride, locale, ride.finalPriceCents));
  const due = new Date(now.getTime() + company.paymentTermDays * 86_400_000);
  const document: InvoiceDocument = {
    number: await nextNumber(tx, amsterdamYear(now)),
    kind: 'invoice',
    issuedAt: now.toISOString(),
    locale,
    seller: seller(),
    buyer: {
      name: company.name,
      company: { name: company.name, address: company.address, vatId: company.vatId },
    },
    lines,
    vatRatePercent: paymentRules.vatRatePercent,
    ...totals(lines),
    paid: null,
    credits: null,
    period: month,
    dueDate: due.toISOString(),
  };
  return insertInvoice(
    tx,
    document,
    rides.map((ride) => ride.id),
    { bookingId: null, companyId: company.id },
  );
}
