import {
  type BookingStatus,
  DriverSchema,
  localeOf,
  placeWithDetail,
  resolveAmsterdamTime,
} from '@spt/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Tx } from '../db/client.js';
import { type BookingRow, bookings, manageTokens, outbox } from '../db/schema.js';
import { manageLink } from '../lib/manage-link.js';
import { newToken, tokenHash } from '../lib/tokens.js';
import { linkKeyOf, sealLinkSecrets } from '../mail/link-secrets.js';
import { destinationText } from '../mail/product-rows.js';
import type { OutboxPayload } from '../mail/templates.js';
import { bookedVehicle } from './booked-vehicle.js';
import { timingOf } from './payments/index.js';

/** What a queued mail needs: the addresses, the site for its links and the key that seals them. */
export type MailConfig = Pick<AppConfig, 'mailFrom' | 'businessEmail' | 'siteUrl' | 'secretKey' | 'dataDir'> &
  Partial<Pick<AppConfig, 'mollie'>>;

/** What a customer's mail is about: a status change, the reminder, or a change of the booking. */
export type CustomerMailKind = BookingStatus | 'reminder' | 'changed';

/** The mails that carry the calendar event, and so raise its SEQUENCE. */
const CALENDAR_MAILS: readonly CustomerMailKind[] = [
  'confirmed',
  'changed',
  'cancelled',
  'declined',
  'expired',
];

/**
 * The outbox payload of the customer's mail, or null when there is none to send: a completed ride or
 * a no-show (nothing to tell), or a booking whose contact data has been erased. Written in the
 * booking's language, in the same transaction as the change.
 */
function statusMailPayload(
  row: BookingRow,
  to: CustomerMailKind,
  note: string | null,
  by: 'operator' | 'customer',
  config: MailConfig,
  manageUrl: string,
): OutboxPayload | null {
  if (to === 'completed' || to === 'noShow' || to === 'requested') return null;
  if (!row.contactEmail || !row.contactName) return null;
  const when = resolveAmsterdamTime(row.pickupDate, row.pickupTime);
  const driver = DriverSchema.safeParse(row.driver);
  return {
    template: 'booking.status',
    data: {
      reference: row.reference,
      locale: localeOf(row.locale),
      status: to,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      pickup: row.pickup,
      // Hire without a destination reads "as directed" in the customer's language.
      destination: destinationText(row.destination, localeOf(row.locale)),
      pickupDetail: row.pickupDetail,
      destinationDetail: row.destinationDetail,
      date: row.pickupDate,
      time: row.pickupTime,
      pickupAt: row.pickupAt?.toISOString() ?? null,
      ...(when.status === 'ok' ? { utcOffset: when.utcOffset, ambiguousTime: when.ambiguous } : {}),
      durationMinutes: row.durationMinutes,
      vehicleName: bookedVehicle(row).name,
      passengers: row.passengers,
      luggage: row.luggage,
      finalPriceCents: row.finalPriceCents,
      note,
      driver:
        (to === 'confirmed' || to === 'reminder' || to === 'changed') && driver.success ? driver.data : null,
      ...(to === 'changed' ? { rideStatus: row.status === 'requested' ? 'requested' : 'confirmed' } : {}),
      sequence: row.calendarSequence,
      cancelledBy: to === 'cancelled' ? by : null,
      manageUrl,
      // Paid on confirmation (with online payment on): the mail's link invites to pay.
      ...(to === 'confirmed' && timingOf(config.mollie !== undefined, row) === 'onConfirm'
        ? { payOnline: true }
        : {}),
    },
    addresses: { from: config.mailFrom, businessEmail: config.businessEmail, siteUrl: config.siteUrl },
  };
}

/**
 * A manage link of its own for a mail queued in `tx`: a fresh token, its hash stored (earlier links
 * stay valid), the link sealed for the outbox (no live link rests in the database).
 */
export async function newManageLink(tx: Tx, row: BookingRow, config: MailConfig): Promise<string> {
  const token = newToken();
  await tx.insert(manageTokens).values({ tokenHash: tokenHash(token), bookingId: row.id });
  return sealLinkSecrets(await linkKeyOf(config), manageLink(config.siteUrl, localeOf(row.locale), token));
}

/**
 * Queues the customer's mail about a status change, a change of the booking or the reminder, in the
 * transaction `tx` of the change: with a manage link of its own (a fresh token, stored as its hash;
 * earlier links stay valid). A mail with the calendar event raises the booking's SEQUENCE first, so
 * the customer's calendar takes it as the newer version. Answers whether a mail was queued (none for
 * a completed ride or erased contact data).
 */
export async function queueStatusMail(
  tx: Tx,
  row: BookingRow,
  to: CustomerMailKind,
  note: string | null,
  by: 'operator' | 'customer',
  config: MailConfig,
): Promise<boolean> {
  if (!row.contactEmail || !row.contactName) return false;
  let current = row;
  if (CALENDAR_MAILS.includes(to)) {
    const [bumped] = await tx
      .update(bookings)
      .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
      .where(eq(bookings.id, row.id))
      .returning();
    if (bumped) current = bumped;
  }
  const token = newToken();
  const mail = statusMailPayload(
    current,
    to,
    note,
    by,
    config,
    sealLinkSecrets(await linkKeyOf(config), manageLink(config.siteUrl, localeOf(row.locale), token)),
  );
  if (!mail) return false;
  await tx.insert(manageTokens).values({ tokenHash: tokenHash(token), bookingId: row.id });
  await tx.insert(outbox).values({
    kind: to === 'reminder' ? 'booking.reminder' : to === 'changed' ? 'booking.changed' : 'booking.status',
    reference: row.reference,
    mail,
  });
  return true;
}

/**
 * Queues the business's notice about a booking (in English, with its console link), in the
 * transaction `tx`: the customer cancelled or changed it on their page, or it is still unanswered.
 */
export async function queueBusinessNotice(
  tx: Tx,
  row: BookingRow,
  notice: 'cancelled' | 'changed' | 'unanswered',
  previousStatus: BookingStatus,
  config: MailConfig,
  /** Planned rides of the same driver or car that a customer's new time now overlaps. */
  conflicts: readonly string[] = [],
): Promise<void> {
  await tx.insert(outbox).values({
    kind: `booking.${notice}.business`,
    reference: row.reference,
    mail: {
      template: 'booking.cancelled.business',
      data: {
        notice,
        reference: row.reference,
        date: row.pickupDate,
        time: row.pickupTime,
        pickup: placeWithDetail(row.pickup, row.pickupDetail),
        destination: destinationText(placeWithDetail(row.destination, row.destinationDetail), 'en'),
        contactName: row.contactName ?? '',
        contactPhone: row.contactPhone ?? '',
        previousStatus,
        status: row.status,
        ...(conflicts.length > 0 ? { conflicts: [...conflicts] } : {}),
      },
      addresses: { from: config.mailFrom, businessEmail: config.businessEmail, siteUrl: config.siteUrl },
    },
  });
}
