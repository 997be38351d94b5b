import { type BookingStatus, DriverSchema, resolveAmsterdamTime } from '@spt/contracts';
import type { AppConfig } from '../config.js';
import type { Tx } from '../db/client.js';
import { type BookingRow, manageTokens, outbox } from '../db/schema.js';
import { manageLink } from '../lib/manage-link.js';
import { newToken, tokenHash } from '../lib/tokens.js';
import { destinationText } from '../mail/product-rows.js';
import type { OutboxPayload } from '../mail/templates.js';
import { bookedVehicle } from './booked-vehicle.js';

type MailConfig = Pick<AppConfig, 'mailFrom' | 'businessEmail' | 'siteUrl'>;

/**
 * The outbox payload of the customer's mail for a status change, or null when there is none to send:
 * a completed ride, or a booking whose contact data has been erased. Written in the booking's
 * language, in the same transaction as the change.
 */
function statusMailPayload(
  row: BookingRow,
  to: BookingStatus | 'reminder',
  note: string | null,
  by: 'operator' | 'customer',
  config: MailConfig,
  manageUrl: string,
): OutboxPayload | null {
  if (to !== 'confirmed' && to !== 'declined' && to !== 'cancelled' && to !== 'reminder') return null;
  if (!row.contactEmail || !row.contactName) return null;
  const when = resolveAmsterdamTime(row.pickupDate, row.pickupTime);
  const driver = DriverSchema.safeParse(row.driver);
  return {
    template: 'booking.status',
    data: {
      reference: row.reference,
      locale: row.locale === 'nl' ? 'nl' : 'en',
      status: to,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      pickup: row.pickup,
      // Hire without a destination reads "as directed" in the customer's language.
      destination: destinationText(row.destination, row.locale === 'nl' ? 'nl' : 'en'),
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
      driver: (to === 'confirmed' || to === 'reminder') && driver.success ? driver.data : null,
      cancelledBy: to === 'cancelled' ? by : null,
      manageUrl,
    },
    addresses: { from: config.mailFrom, businessEmail: config.businessEmail, siteUrl: config.siteUrl },
  };
}

/**
 * Queues the customer's mail about a status change or the reminder, in the transaction `tx` of the
 * change: with a manage link of its own (a fresh token, stored as its hash; earlier links stay
 * valid). Answers whether a mail was queued (none for a completed ride or erased contact data).
 */
export async function queueStatusMail(
  tx: Tx,
  row: BookingRow,
  to: BookingStatus | 'reminder',
  note: string | null,
  by: 'operator' | 'customer',
  config: MailConfig,
): Promise<boolean> {
  const token = newToken();
  const mail = statusMailPayload(
    row,
    to,
    note,
    by,
    config,
    manageLink(config.siteUrl, row.locale === 'nl' ? 'nl' : 'en', token),
  );
  if (!mail) return false;
  await tx.insert(manageTokens).values({ tokenHash: tokenHash(token), bookingId: row.id });
  await tx.insert(outbox).values({
    kind: to === 'reminder' ? 'booking.reminder' : 'booking.status',
    reference: row.reference,
    mail,
  });
  return true;
}
