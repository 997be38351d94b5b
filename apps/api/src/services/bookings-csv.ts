import {
  type ConsoleLanguage,
  type ConsoleResource,
  consoleEn,
  consoleTranslations,
} from '@spt/i18n-content/console';
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

type ColumnId = keyof ConsoleResource['bookings']['export']['columns'];

/** How a file names a booking's coded values: by their ids, or by the console's names in a language. */
interface ValueNames {
  status(status: string): string;
  product(product: string): string;
  tour(slug: string | null): string | null;
}

/** The ids, as stored: the file other programs read. */
const IDS: ValueNames = { status: (status) => status, product: (product) => product, tour: (slug) => slug };

/** The console's names of statuses, products and tours in a language, for people; an unknown id as is. */
function namesIn(texts: ConsoleResource): ValueNames {
  const named = (names: Readonly<Record<string, string>>, id: string) =>
    Object.hasOwn(names, id) ? (names[id] ?? id) : id;
  return {
    status: (status) => named(texts.status, status),
    product: (product) => named(texts.board.products, product),
    tour: (slug) => (slug === null ? null : named(texts.newBooking.tours, slug)),
  };
}

/** The statuses whose price counts as revenue: the ride took place or stands (a no-show is charged). */
const REVENUE_STATUSES = new Set(['confirmed', 'completed', 'noShow']);

/** A booking as its line is written: the row, its product and extras read once, and the file's names. */
interface Line {
  row: BookingRow;
  product: ReturnType<typeof productView>;
  extras: ReturnType<typeof extrasView>;
  names: ValueNames;
}

/** The columns in the file's order: each heading's text id and its cell of a booking. */
const COLUMNS: readonly (readonly [ColumnId, (line: Line) => string | number | null])[] = [
  ['reference', ({ row }) => row.reference],
  ['status', ({ row, names }) => names.status(row.status)],
  ['pickupDate', ({ row }) => row.pickupDate],
  ['pickupTime', ({ row }) => row.pickupTime],
  ['pickup', ({ row }) => row.pickup],
  ['destination', ({ row }) => row.destination],
  ['flight', ({ row }) => row.flightNumber],
  ['passengers', ({ row }) => row.passengers],
  ['luggage', ({ row }) => row.luggage],
  ['vehicle', ({ row }) => bookedVehicle(row).name],
  ['distanceKm', ({ row }) => row.distanceKm.toFixed(1).replace('.', ',')],
  ['price', ({ row }) => euros(row.finalPriceCents)],
  // Cancelled, declined and lapsed rides keep their price but bring no revenue.
  ['revenue', ({ row }) => (REVENUE_STATUSES.has(row.status) ? euros(row.finalPriceCents) : '')],
  ['name', ({ row }) => row.contactName],
  ['email', ({ row }) => row.contactEmail],
  ['phone', ({ row }) => row.contactPhone],
  ['bookedAt', ({ row }) => row.createdAt.toISOString().slice(0, 16).replace('T', ' ')],
  ['product', ({ product, names }) => names.product(product.product)],
  ['hours', ({ product }) => product.hours],
  ['tour', ({ product, names }) => names.tour(product.tour)],
  ['returnOf', ({ product }) => product.returnOf],
  ['returnRide', ({ product }) => product.returnReference],
  ['childSeats', ({ extras }) => extras.extras?.childSeats ?? 0],
  ['boosterSeats', ({ extras }) => extras.extras?.boosterSeats ?? 0],
  ['nameSign', ({ extras }) => extras.extras?.nameSign ?? null],
  [
    'passenger',
    ({ extras }) => (extras.passenger ? `${extras.passenger.name}, ${extras.passenger.phone}` : null),
  ],
  ['notes', ({ extras }) => extras.notes],
  ['driver', ({ row }) => (row.driver as { name?: string } | null)?.name ?? null],
  ['car', ({ row }) => findUnit(row.unitId)?.label ?? null],
];

/**
 * Bookings as CSV that Excel and LibreOffice open correctly with Dutch settings: UTF-8 with a byte
 * order mark, `;` between cells, CRLF between rows, amounts and distances with a decimal comma, dates
 * as `YYYY-MM-DD` and times as `HH:MM` in every language.
 *
 * Without a language it is the file other programs read, as it always was: English headings and the
 * status, product and tour ids. With one (the console sends its own) it is a file for people: the
 * headings and the status, product and tour names in that language, from the console's texts.
 *
 * @example
 * bookingsCsv(rows, { lang: 'nl' }); // '\uFEFF"Referentie";"Status";"Ophaaldatum";…'
 */
export function bookingsCsv(
  rows: readonly BookingRow[],
  options: { lang?: ConsoleLanguage | undefined } = {},
): string {
  const { lang } = options;
  const headings = (lang === undefined ? consoleEn : consoleTranslations[lang]).bookings.export.columns;
  const names = lang === undefined ? IDS : namesIn(consoleTranslations[lang]);
  const lines = [COLUMNS.map(([id]) => csvCell(headings[id])).join(';')];
  for (const row of rows) {
    const line: Line = { row, product: productView(row), extras: extrasView(row), names };
    lines.push(COLUMNS.map(([, cell]) => csvCell(cell(line))).join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
