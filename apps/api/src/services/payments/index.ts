import { business, payments as paymentRules } from '@spt/business';
import type { ConsolePayment, Locale, ManagePayment, PaymentStatus, PaymentTiming } from '@spt/contracts';
import { localeOf } from '@spt/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import {
  type BookingRow,
  bookingEvents,
  bookings,
  outbox,
  type PaymentRow,
  payments,
  refunds,
} from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { MANAGE_PATHS } from '../../lib/manage-link.js';
import { issueCreditNote, issueInvoice } from '../invoices/index.js';
import { type MailConfig, newManageLink } from '../status-mail.js';
import { payerOf, tripRides } from '../trip.js';
import { centsOf, type MollieClient, MollieError, mollieClient, recordedStatus } from './mollie.js';

/**
 * The booking rules of online payment: when a booking is paid, how much, starting a payment, recording
 * what the provider says, and refunds. The routes (booking, manage, webhook, console) and housekeeping
 * call these; none restates them.
 *
 * One payment covers a whole trip: a return trip's outbound ride is the "payer" of both rides, and a
 * cancelled leg is refunded its own price.
 */

/** The statuses in which a ride is still owed: what a payment covers. */
const OWED: readonly string[] = ['requested', 'confirmed', 'completed', 'noShow'];
/** The statuses in which a customer may (still) pay. */
const PAYABLE: readonly string[] = ['requested', 'confirmed'];

/** Mollie's checkout in the booking's language (each one of the locales Mollie's checkout speaks). */
const CHECKOUT_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en_GB',
  nl: 'nl_NL',
  de: 'de_DE',
  fr: 'fr_FR',
};

/** Refunds the provider did not take yet are tried again after this, doubling to the maximum. */
const REFUND_RETRY_BASE_MS = 30_000;
const REFUND_RETRY_MAX_MS = 60 * 60_000;
/** A claimed refund is reserved this long for the instance that claimed it. */
const REFUND_LEASE_MS = 2 * 60_000;

export type PaymentsConfig = Pick<AppConfig, 'mollie' | 'siteUrl'> & MailConfig;

export interface Payments {
  /** Whether online payment is on (a Mollie key is set). */
  readonly enabled: boolean;
  /** When this booking's product is paid online (`later` without a key). */
  timing(row: BookingRow): PaymentTiming;
  /**
   * Starts (or reuses the open) payment of the trip `row` belongs to and answers its checkout link.
   * 409 `nothingToPay` when paid or no longer payable; 503 `paymentsUnavailable` when the provider fails.
   */
  start(row: BookingRow): Promise<{ checkoutUrl: string; paymentId: string }>;
  /** Fetches a payment from the provider and records what changed; null for an id we never made. */
  refresh(id: string): Promise<PaymentRow | null>;
  /** The manage page's view of the trip's payment, or null when it is not paid online. */
  manageView(row: BookingRow): Promise<ManagePayment | null>;
  /** The console's list of the trip's payments with their refunds. */
  consoleView(row: BookingRow): Promise<ConsolePayment[]>;
  /**
   * Mails the customer a link to pay online (the operator's "send pay link"); 409 `nothingToPay` when
   * paid, no longer payable, or online payment is off. On the timeline.
   */
  mailPayLink(row: BookingRow, operatorEmail: string): Promise<void>;
  /** Hands queued refunds to the provider (after a cancellation, and from housekeeping). */
  submitRefunds(now?: Date): Promise<number>;
}

/** What the trip costs now: the rides still owed. */
function amountOwed(trip: readonly BookingRow[]): number {
  return trip
    .filter((ride) => OWED.includes(ride.status))
    .reduce((sum, ride) => sum + ride.finalPriceCents, 0);
}

/** Refunds that stand: queued, on their way or done (a failed or canceled one gave nothing back). */
const standing = sql`${refunds.status} not in ('failed', 'canceled')`;

/** Cents refunded or on their way back of a payment (a failed or canceled refund gave nothing back). */
async function refundedCents(db: Db | Tx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), standing));
  return row?.cents ?? 0;
}

/** The payments of the trip whose payer is `payerId`, oldest first. */
function paymentsOf(db: Db | Tx, payerId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.bookingId, payerId)).orderBy(asc(payments.createdAt));
}

/** The paid payment of the trip whose payer is `payer`, if any. */
export async function paidPaymentOf(db: Db | Tx, payer: BookingRow): Promise<PaymentRow | null> {
  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, payer.id), eq(payments.status, 'paid')))
    .limit(1);
  return paid ?? null;
}

/** On account (a company's ride) is invoiced monthly, never paid online. */
export function timingOf(enabled: boolean, row: Pick<BookingRow, 'product' | 'companyId'>): PaymentTiming {
  return enabled && row.companyId === null ? paymentRules.when[row.product] : 'later';
}

/** Whether a ride has a refund that stands (queued, on its way or done; a failed one does not count). */
export async function hasRefund(db: Db | Tx, rideId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.bookingId, rideId), standing))
    .limit(1);
  return row !== undefined;
}

/** Why money goes back: the ride ended so, an owner's refund, or a payment for rides no longer owed. */
type RefundReason = 'cancelled' | 'declined' | 'expired' | 'unowed' | 'operator';

/**
 * Queues the refund of `row`'s price from the trip's paid payment, in the transaction that cancels,
 * declines or expires it: at most what is left of the payment. Nothing when nothing was paid.
 * Answers the cents queued.
 */
export async function queueRefund(
  tx: Tx,
  row: BookingRow,
  reason: RefundReason,
  actor: { type: 'operator' | 'customer' | 'system'; email?: string | null },
): Promise<number> {
  const payer = await payerOf(tx, row);
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, payer.id), eq(payments.status, 'paid')))
    .orderBy(asc(payments.createdAt))
    .for('update')
    .limit(1);
  if (!paid) return 0;
  const left = paid.amountCents - (await refundedCents(tx, paid.id));
  const amount = Math.min(row.finalPriceCents, left);
  if (amount <= 0) return 0;
  await insertRefund(tx, paid.id, row, amount, reason, actor);
  return amount;
}

/**
 * Writes a refund `queued` for the provider, on the ride's timeline, and (when the ride was invoiced
 * already) the credit note for what goes back.
 */
async function insertRefund(
  tx: Tx,
  paymentId: string,
  ride: BookingRow,
  amount: number,
  reason: RefundReason,
  actor: { type: 'operator' | 'customer' | 'system'; email?: string | null },
): Promise<void> {
  await tx.insert(refunds).values({ paymentId, bookingId: ride.id, amountCents: amount, reason });
  await issueCreditNote(tx, ride, amount);
  await tx.insert(bookingEvents).values({
    bookingId: ride.id,
    kind: 'refund',
    fromStatus: ride.status,
    toStatus: ride.status,
    actorType: actor.type,
    actorEmail: actor.email ?? null,
    changes: {
      refund: { before: null, after: { payment: paymentId, amount: amount / 100, status: 'queued' } },
    },
  });
}

export function createPayments(
  db: Db,
  config: PaymentsConfig,
  log: { warn: (o: object, m: string) => void },
): Payments {
  const client: MollieClient | null = config.mollie ? mollieClient(config.mollie) : null;
  const enabled = client !== null;

  /** Records the provider's answer for a payment we made; an event when its status changed. */
  async function record(id: string, fetched: Awaited<ReturnType<MollieClient['getPayment']>>) {
    const status = recordedStatus(fetched.status);
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      if (!current) return null;
      const changed = current.status !== status;
      // A paid payment stays paid: a late or replayed answer never turns it back.
      if (current.status === 'paid' && status !== 'paid') return current;
      const [updated] = await tx
        .update(payments)
        .set({
          status,
          method: fetched.method ?? current.method,
          checkoutUrl: status === 'open' ? (fetched._links.checkout?.href ?? current.checkoutUrl) : null,
          paidAt: fetched.paidAt ? new Date(fetched.paidAt) : current.paidAt,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, id))
        .returning();
      if (!changed || !updated) return updated ?? current;
      const [payer] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, current.bookingId))
        .for('update');
      if (!payer) return updated;
      await tx.insert(bookingEvents).values({
        bookingId: payer.id,
        kind: 'payment',
        fromStatus: payer.status,
        toStatus: payer.status,
        actorType: 'system',
        changes: { payment: { before: current.status, after: status } },
        note: id,
      });
      if (status === 'paid') {
        // Paid for rides that are no longer owed (the booking expired or was cancelled meanwhile): back.
        const trip = await tripRides(tx, payer);
        const owed = amountOwed(trip);
        const extra = updated.amountCents - owed;
        if (extra > 0) {
          const ended = trip.find((ride) => !OWED.includes(ride.status)) ?? payer;
          await insertRefund(tx, id, ended, extra, 'unowed', { type: 'system' });
        }
        // The receipt: an invoice of the rides paid for, marked paid.
        await issueInvoice(
          tx,
          trip.filter((ride) => OWED.includes(ride.status)),
          updated,
        );
        await queuePaymentMail(tx, payer, 'paid', updated.amountCents, config);
      }
      return updated;
    });
  }

  async function refresh(id: string): Promise<PaymentRow | null> {
    const [known] = await db.select().from(payments).where(eq(payments.id, id));
    if (!known || !client) return known ?? null;
    const fetched = await client.getPayment(id);
    // The provider's payment must be the one we made: same amount, same booking.
    if (centsOf(fetched.amount) !== known.amountCents) return known;
    const updated = await record(id, fetched);
    if (updated && updated.status === 'paid') await submitRefunds();
    return updated;
  }

  async function start(row: BookingRow): Promise<{ checkoutUrl: string; paymentId: string }> {
    if (!client) throw new HttpError(503, 'paymentsUnavailable');
    // Decided under the payer's row lock, but the provider is called outside any transaction (the
    // embedded database has one connection: a slow provider must not stall the site). Two clicks at
    // once compute the same attempt number, so the provider's idempotency gives both one payment.
    const plan = await db.transaction(async (tx) => {
      const payerRow = await payerOf(tx, row);
      const [payer] = await tx.select().from(bookings).where(eq(bookings.id, payerRow.id)).for('update');
      if (!payer || payer.isSpam) throw new HttpError(409, 'nothingToPay');
      const trip = await tripRides(tx, payer);
      const existing = await paymentsOf(tx, payer.id);
      if (existing.some((payment) => payment.status === 'paid')) throw new HttpError(409, 'nothingToPay');
      if (!trip.some((ride) => PAYABLE.includes(ride.status))) throw new HttpError(409, 'nothingToPay');
      const amount = amountOwed(trip);
      if (amount <= 0) throw new HttpError(409, 'nothingToPay');
      const open = existing.findLast((payment) => payment.status === 'open');
      return { payer, amount, attempt: existing.length + 1, open };
    });
    const { payer, amount, open } = plan;
    if (open?.checkoutUrl && open.amountCents === amount) {
      return { checkoutUrl: open.checkoutUrl, paymentId: open.id };
    }
    const locale: Locale = localeOf(payer.locale);
    let created: Awaited<ReturnType<MollieClient['createPayment']>>;
    try {
      created = await client.createPayment({
        amountCents: amount,
        description: `${business.company.name} ${payer.reference}`,
        redirectUrl: `${config.siteUrl}${MANAGE_PATHS[locale]}`,
        locale: CHECKOUT_LOCALES[locale],
        metadata: { reference: payer.reference },
        idempotencyKey: `payment-${payer.reference}-${plan.attempt}`,
      });
    } catch (error) {
      if (error instanceof MollieError) {
        log.warn({ reference: payer.reference, status: error.status }, 'payment could not be started');
        throw new HttpError(503, 'paymentsUnavailable');
      }
      throw error;
    }
    const checkoutUrl = created._links.checkout?.href;
    if (!checkoutUrl || centsOf(created.amount) !== amount) throw new HttpError(503, 'paymentsUnavailable');
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(payments)
        .values({
          id: created.id,
          bookingId: payer.id,
          status: recordedStatus(created.status),
          amountCents: amount,
          mode: created.mode,
          method: created.method ?? null,
          checkoutUrl,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!inserted) return;
      await tx.insert(bookingEvents).values({
        bookingId: payer.id,
        kind: 'payment',
        fromStatus: payer.status,
        toStatus: payer.status,
        actorType: 'system',
        changes: { payment: { before: null, after: 'open' } },
        note: created.id,
      });
    });
    return { checkoutUrl, paymentId: created.id };
  }

  async function manageView(row: BookingRow): Promise<ManagePayment | null> {
    const payer = await payerOf(db, row);
    let rows = await paymentsOf(db, payer.id);
    const timing = timingOf(enabled, payer);
    if (rows.length === 0 && timing === 'later') return null;
    const latest = rows.at(-1);
    // Back from the checkout before the webhook: ask the provider (a failure shows what we know).
    if (latest?.status === 'open' && client) {
      try {
        await refresh(latest.id);
        rows = await paymentsOf(db, payer.id);
      } catch (error) {
        if (!(error instanceof MollieError)) throw error;
      }
    }
    const trip = await tripRides(db, payer);
    const paid = rows.find((payment) => payment.status === 'paid');
    const last = rows.at(-1);
    const owed = amountOwed(trip);
    const payable = trip.some((ride) => PAYABLE.includes(ride.status));
    const dueNow = timing === 'atBooking' || (timing === 'onConfirm' && payer.status === 'confirmed');
    const refunded = paid ? await refundedCents(db, paid.id) : 0;
    if (!paid && !last && (!dueNow || !payable)) return null;
    const canPay = enabled && !paid && payable && dueNow && owed > 0;
    let status: ManagePayment['status'];
    if (paid) status = refunded >= paid.amountCents ? 'refunded' : 'paid';
    else status = last?.status ?? 'due';
    return {
      status,
      amount: (paid?.amountCents ?? owed) / 100,
      ...(last?.status === 'open' && last.checkoutUrl && !paid ? { checkoutUrl: last.checkoutUrl } : {}),
      canPay,
      refunded: refunded / 100,
    };
  }

  async function consoleView(row: BookingRow): Promise<ConsolePayment[]> {
    const payer = await payerOf(db, row);
    const rows = await paymentsOf(db, payer.id);
    if (rows.length === 0) return [];
    const refundRows = await db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.paymentId,
          rows.map((payment) => payment.id),
        ),
      )
      .orderBy(asc(refunds.createdAt));
    return rows.map((payment) => ({
      id: payment.id,
      status: payment.status as PaymentStatus,
      amount: payment.amountCents / 100,
      method: payment.method,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
      refunds: refundRows
        .filter((refund) => refund.paymentId === payment.id)
        .map((refund) => ({
          id: refund.providerId ?? `queued-${refund.id}`,
          amount: refund.amountCents / 100,
          status: refund.status,
          createdAt: refund.createdAt.toISOString(),
        })),
    }));
  }

  async function submitRefunds(now = new Date()): Promise<number> {
    if (!client) return 0;
    // Claim the due ones (another instance skips them), reserving them for the lease.
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'queued'), lte(refunds.nextAttemptAt, now)))
        .orderBy(asc(refunds.id))
        .limit(20)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(refunds)
        .set({ nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS) })
        .where(
          inArray(
            refunds.id,
            due.map((refund) => refund.id),
          ),
        );
      return due;
    });
    let submitted = 0;
    for (const refund of claimed) {
      const [ride] = await db.select().from(bookings).where(eq(bookings.id, refund.bookingId));
      try {
        const made = await client.createRefund(refund.paymentId, {
          amountCents: refund.amountCents,
          description: `${business.company.name} ${ride?.reference ?? ''}`.trim(),
          idempotencyKey: `refund-${refund.id}`,
        });
        await db.transaction(async (tx) => {
          await tx
            .update(refunds)
            .set({ status: made.status, providerId: made.id, submittedAt: new Date(), lastError: null })
            .where(eq(refunds.id, refund.id));
          if (ride) {
            await tx.insert(bookingEvents).values({
              bookingId: ride.id,
              kind: 'refund',
              fromStatus: ride.status,
              toStatus: ride.status,
              actorType: 'system',
              changes: {
                refund: {
                  before: 'queued',
                  after: { payment: refund.paymentId, amount: refund.amountCents / 100, status: made.status },
                },
              },
              note: made.id,
            });
            await queuePaymentMail(tx, ride, 'refunded', refund.amountCents, config);
          }
        });
        submitted++;
      } catch (error) {
        if (!(error instanceof MollieError)) throw error;
        const attempts = refund.attempts + 1;
        const wait = Math.min(REFUND_RETRY_BASE_MS * 2 ** (attempts - 1), REFUND_RETRY_MAX_MS);
        await db
          .update(refunds)
          .set({
            attempts,
            lastError: error.message.slice(0, 300),
            // The provider refused it (not refundable, more than is left): an operator has to look.
            ...(error.unavailable
              ? { nextAttemptAt: new Date(Date.now() + wait) }
              : { status: 'failed' as const }),
          })
          .where(eq(refunds.id, refund.id));
        log.warn({ refund: refund.id, status: error.status }, 'refund not taken by the provider');
      }
    }
    return submitted;
  }

  async function mailPayLink(row: BookingRow, operatorEmail: string): Promise<void> {
    // What the customer's page would offer: paid at booking, or confirmed when paid on confirmation.
    const view = await manageView(row);
    if (!view?.canPay) throw new HttpError(409, 'nothingToPay');
    await db.transaction(async (tx) => {
      const payer = await payerOf(tx, row);
      const trip = await tripRides(tx, payer);
      if (await paidPaymentOf(tx, payer)) throw new HttpError(409, 'nothingToPay');
      if (!trip.some((ride) => PAYABLE.includes(ride.status))) throw new HttpError(409, 'nothingToPay');
      const owed = amountOwed(trip);
      if (owed <= 0 || !payer.contactEmail) throw new HttpError(409, 'nothingToPay');
      await queuePaymentMail(tx, payer, 'payLink', owed, config);
      await tx.insert(bookingEvents).values({
        bookingId: payer.id,
        kind: 'mail',
        fromStatus: payer.status,
        toStatus: payer.status,
        actorType: 'operator',
        actorEmail: operatorEmail,
        note: 'booking.payLink',
      });
    });
  }

  return {
    enabled,
    mailPayLink,
    timing: (row) => timingOf(enabled, row),
    start,
    refresh,
    manageView,
    consoleView,
    submitRefunds,
  };
}

/**
 * Hands the refunds just queued to the provider, after the transaction that queued them. A failure
 * leaves them queued for housekeeping; it never fails the request that cancelled the booking.
 */
export async function submitRefundsSoon(app: {
  payments: Payments;
  log: { warn: (o: object, m: string) => void };
}): Promise<void> {
  try {
    await app.payments.submitRefunds();
  } catch (error) {
    app.log.warn({ err: error }, 'queued refunds not submitted now; housekeeping tries again');
  }
}

/**
 * The customer's mail that their payment arrived, or that money is on its way back, in the booking's
 * language with a manage link of its own (sealed in the outbox, its hash stored like every mail's).
 */
async function queuePaymentMail(
  tx: Tx,
  row: BookingRow,
  kind: 'paid' | 'refunded' | 'payLink',
  amountCents: number,
  config: MailConfig,
): Promise<void> {
  if (!row.contactEmail || !row.contactName || row.isSpam) return;
  const manageUrl = await newManageLink(tx, row, config);
  await tx.insert(outbox).values({
    kind: `booking.${kind}`,
    reference: row.reference,
    mail: {
      template: 'booking.payment',
      data: {
        kind,
        reference: row.reference,
        locale: localeOf(row.locale),
        contactName: row.contactName,
        contactEmail: row.contactEmail,
        amountCents,
        date: row.pickupDate,
        time: row.pickupTime,
        manageUrl,
      },
      addresses: { from: config.mailFrom, businessEmail: config.businessEmail, siteUrl: config.siteUrl },
    },
  });
}
