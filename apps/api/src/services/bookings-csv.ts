import type { BookingRow } from '../db/schema.js';
import { bookedVehicle } from './booked-vehicle.js';
import { extrasView, productView } from './booking-view.js';
import { findUnit } from './fleet.js';

/**
 * A cell as text a spreadsheet shows and never runs: a value starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return would be read as a formula (OWASP "CSV injection"), so it gets a leading
 * apostrophe; every cell is quoted, with its quotes doubled.
 *
 * @example
 * csvCell('=HYPERLINK("http://example.com","x")'); // '"\'=HYPERLINK(""http://example.com"",""x"")"'
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** Euros with a decimal comma and no thousands separator, as Dutch spreadsheets read numbers. */
function euros(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

const HEADER = [
  'Reference',
  'Status',
  'Pickup date',
  'Pickup time',
  'Pickup',
  'Destination',
  'Flight',
  'Passengers',
  'Luggage',
  'Vehicle',
  'Distance (km)',
  'Price (EUR)',
  'Revenue (EUR)',
  'Name',
  'Email',
  'Phone',
  'Booked at (UTC)',
  'Product',
  'Hours',
  'Tour',
  'Return of',
  'Return ride',
  'Child seats',
  'Booster seats',
  'Name sign',
  'Travelling passenger',
  'Notes',
  'Driver',
  'Car',
];

/** The statuses whose price counts as revenue: the ride took place or stands (a no-show is charged). */
const REVENUE_STATUSES = new Set(['confirmed', 'completed', 'noShow']);

/**
 * Bookings as CSV that Excel and LibreOffice open correctly with Dutch settings: UTF-8 with a byte
 * order mark, `;` between cells, CRLF between rows, amounts and distances with a decimal comma.
 */
export function bookingsCsv(rows: readonly BookingRow[]): string {
  const lines = [HEADER.map(csvCell).join(';')];
  for (const row of rows) {
    const product = productView(row);
    const extras = extrasView(row);
    lines.push(
      [
        row.reference,
        row.status,
        row.pickupDate,
        row.pickupTime,
        row.pickup,
        row.destination,
        row.flightNumber,
        row.passengers,
        row.luggage,
        bookedVehicle(row).name,
        row.distanceKm.toFixed(1).replace('.', ','),
        euros(row.finalPriceCents),
        // Cancelled, declined and lapsed rides keep their price but bring no revenue.
        REVENUE_STATUSES.has(row.status) ? euros(row.finalPriceCents) : '',
        row.contactName,
        row.contactEmail,
        row.contactPhone,
        row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        product.product,
        product.hours,
        product.tour,
        product.returnOf,
        product.returnReference,
        extras.extras?.childSeats ?? 0,
        extras.extras?.boosterSeats ?? 0,
        extras.extras?.nameSign ?? null,
        extras.passenger ? `${extras.passenger.name}, ${extras.passenger.phone}` : null,
        extras.notes,
        (row.driver as { name?: string } | null)?.name ?? null,
        findUnit(row.unitId)?.label ?? null,
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
