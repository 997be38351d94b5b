import type { BookingExtrasView, BookingProductView } from '@spt/contracts';
import { z } from 'zod';
import type { BookingRow } from '../db/schema.js';

/** Extras as a booking stores them (jsonb): both counts, and a name sign only when there is one. */
export interface StoredExtras {
  readonly childSeats: number;
  readonly boosterSeats: number;
  readonly nameSign?: string;
}

/**
 * The one rule for writing extras, used by the booking and by every change: null when nothing is
 * asked for, else both counts (0 when not asked) and the name sign when it is not empty.
 */
export function storedExtras(
  extras: { childSeats?: number; boosterSeats?: number; nameSign?: string } | null | undefined,
): StoredExtras | null {
  if (!extras || !(extras.childSeats || extras.boosterSeats || extras.nameSign)) return null;
  return {
    childSeats: extras.childSeats ?? 0,
    boosterSeats: extras.boosterSeats ?? 0,
    ...(extras.nameSign ? { nameSign: extras.nameSign } : {}),
  };
}

/**
 * Reads stored extras. A count that is missing is 0: a change before 2026-11-28 stored only the
 * counts that were not zero, and those bookings keep showing their seats and sign.
 */
const StoredExtrasSchema = z.object({
  childSeats: z.number().int().min(0).default(0),
  boosterSeats: z.number().int().min(0).default(0),
  nameSign: z.string().min(1).optional(),
});

/** What a stored booking says of its product: the product, hours, tour and its linked ride. */
export function productView(row: BookingRow): BookingProductView {
  return {
    product: row.product,
    hours: row.hours,
    tour: row.tour,
    returnOf: row.returnOf,
    returnReference: row.returnReference,
  };
}

/** A stored booking's extras, notes and travelling passenger (the jsonb parsed, never trusted). */
export function extrasView(row: BookingRow): BookingExtrasView {
  const extras = StoredExtrasSchema.safeParse(row.extras);
  return {
    extras: extras.success ? storedExtras(extras.data) : null,
    notes: row.notes,
    passenger:
      row.passengerName && row.passengerPhone ? { name: row.passengerName, phone: row.passengerPhone } : null,
    meetAtArrivals: row.meetAtArrivals,
  };
}
