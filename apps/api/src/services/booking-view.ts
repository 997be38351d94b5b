import { type BookingExtrasView, BookingExtrasViewSchema, type BookingProductView } from '@spt/contracts';
import type { BookingRow } from '../db/schema.js';

const ExtrasSchema = BookingExtrasViewSchema.shape.extras.unwrap();

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
  const extras = ExtrasSchema.safeParse(row.extras);
  return {
    extras: extras.success ? extras.data : null,
    notes: row.notes,
    passenger:
      row.passengerName && row.passengerPhone ? { name: row.passengerName, phone: row.passengerPhone } : null,
    meetAtArrivals: row.meetAtArrivals,
  };
}
