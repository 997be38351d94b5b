import { type BookingStatus, DriverSchema, resolveAmsterdamTime } from '@spt/contracts';
import { findVehicle } from '@spt/pricing';
import type { AppConfig } from '../config.js';
import type { BookingRow } from '../db/schema.js';
import type { OutboxPayload } from '../mail/templates.js';

/**
 * The outbox payload of the customer's mail for a status change, or null when there is none to send:
 * a completed ride, or a booking whose contact data has been erased. Written in the booking's
 * language, in the same transaction as the change.
 */
export function statusMailPayload(
  row: BookingRow,
  to: BookingStatus | 'reminder',
  note: string | null,
  by: 'operator' | 'customer',
  config: Pick<AppConfig, 'mailFrom' | 'businessEmail' | 'siteUrl'>,
  manageUrl: string | null,
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
      destination: row.destination,
      date: row.pickupDate,
      time: row.pickupTime,
      pickupAt: row.pickupAt?.toISOString() ?? null,
      ...(when.status === 'ok' ? { utcOffset: when.utcOffset, ambiguousTime: when.ambiguous } : {}),
      durationMinutes: row.durationMinutes,
      vehicleName: findVehicle(row.vehicleId).name,
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
