import { dispatch } from '@spt/business';
import {
  type BoardRide,
  BookingStatusSchema,
  DRIVER_LINK_MAX_AGE_DAYS,
  type DriverView,
  flightOf,
  localeOf,
  PLANNED_STATUSES,
  placeWithDetail,
  type RideWindow,
  rideWindow,
  windowsOverlap,
} from '@spt/contracts';
import { and, asc, eq, gte, inArray, lte, ne, or } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import { type BookingRow, bookings, drivers, outbox } from '../db/schema.js';
import { destinationText } from '../mail/product-rows.js';
import { fleetUnits } from './fleet.js';
import { type FlightStatusClient, landsAfterPickup } from './flight-status.js';

type DriverRow = typeof drivers.$inferSelect;

/** The longest ride window looked back over for overlaps: a full-day tour or 24 hours of hire. */
const LOOK_BACK_MS = 26 * 3_600_000;

/** The window a stored ride keeps its car and driver: pickup to end plus the turnaround. */
export function windowOf(row: Pick<BookingRow, 'pickupAt' | 'durationMinutes'>): RideWindow | null {
  return row.pickupAt ? rideWindow(row.pickupAt, row.durationMinutes, dispatch.turnaroundMinutes) : null;
}

/** A driver as the console lists them. */
export function driverView(row: DriverRow): DriverView {
  const now = new Date();
  const expiresAt =
    row.tokenHash !== null && row.tokenCreatedAt
      ? new Date(row.tokenCreatedAt.getTime() + DRIVER_LINK_MAX_AGE_DAYS * 86_400_000)
      : null;
  const usable = expiresAt !== null && expiresAt.getTime() > now.getTime();
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: localeOf(row.language),
    active: row.active,
    hasLink: usable,
    linkExpiresAt: usable ? expiresAt.toISOString() : null,
  };
}

/**
 * The planned rides (requested or confirmed) that would overlap `row` if it had this driver or car:
 * the same driver or the same unit, whose window (pickup to end plus the turnaround) shares a minute
 * with this one's. Answers their references, by pickup time.
 */
export async function findConflicts(
  db: Db | Tx,
  row: BookingRow,
  assignment: { driverId: number | null; unitId: string | null },
): Promise<string[]> {
  const window = windowOf(row);
  if (!window || (assignment.driverId === null && assignment.unitId === null)) return [];
  const same = [
    ...(assignment.driverId !== null ? [eq(bookings.driverId, assignment.driverId)] : []),
    ...(assignment.unitId !== null ? [eq(bookings.unitId, assignment.unitId)] : []),
  ];
  const candidates = await db
    .select()
    .from(bookings)
    .where(
      and(
        ne(bookings.id, row.id),
        inArray(bookings.status, [...PLANNED_STATUSES]),
        eq(bookings.isSpam, false),
        or(...same),
        gte(bookings.pickupAt, new Date(window.start - LOOK_BACK_MS)),
        lte(bookings.pickupAt, new Date(window.end)),
      ),
    )
    .orderBy(asc(bookings.pickupAt));
  return candidates
    .filter((other) => {
      const theirs = windowOf(other);
      return theirs !== null && windowsOverlap(window, theirs);
    })
    .map((other) => other.reference);
}

/**
 * The day board: every requested and confirmed ride with a pickup on `date` (Amsterdam), with its
 * window and assignment, and whether another ride of the same car or driver overlaps it (rides of the
 * evening before that run into the day count too). Units from the config, every driver.
 */
export async function boardFor(
  db: Db,
  date: string,
  flights: FlightStatusClient | null = null,
): Promise<{ units: ReturnType<typeof fleetUnits>; drivers: DriverView[]; rides: BoardRide[] }> {
  const dayBefore = new Date(`${date}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...PLANNED_STATUSES]),
        eq(bookings.isSpam, false),
        gte(bookings.pickupDate, dayBefore.toISOString().slice(0, 10)),
        lte(bookings.pickupDate, date),
      ),
    )
    .orderBy(asc(bookings.pickupAt), asc(bookings.id));
  const windows = new Map(rows.map((row) => [row.id, windowOf(row)]));
  const overlapsOf = (row: BookingRow): string[] => {
    const mine = windows.get(row.id);
    if (!mine) return [];
    return rows
      .filter((other) => {
        if (other.id === row.id) return false;
        const shares =
          (row.driverId !== null && other.driverId === row.driverId) ||
          (row.unitId !== null && other.unitId === row.unitId);
        const theirs = windows.get(other.id);
        return shares && theirs !== null && theirs !== undefined && windowsOverlap(mine, theirs);
      })
      .map((other) => other.reference);
  };
  const day = rows.filter((row) => row.pickupDate === date);
  const landings = await Promise.all(day.map((row) => flightOfRide(flights, row)));
  const rides = day.map((row, index) => {
    const window = windows.get(row.id);
    const conflictsWith = overlapsOf(row);
    return {
      reference: row.reference,
      status: BookingStatusSchema.parse(row.status),
      start: new Date(window?.start ?? 0).toISOString(),
      end: new Date(window?.end ?? 0).toISOString(),
      unitId: row.unitId,
      driverId: row.driverId,
      conflict: conflictsWith.length > 0,
      conflictsWith,
      vehicleId: row.vehicleId,
      pickupTime: row.pickupTime,
      pickup: row.pickup,
      // '' for hire "as directed": the console words it in its own language.
      destination: row.destination,
      product: row.product,
      passengers: row.passengers,
      contactName: row.contactName,
      flightNumber: row.flightNumber,
      flightLate: landings[index]?.landsAfterPickup ?? false,
    };
  });
  const allDrivers = await db.select().from(drivers).orderBy(asc(drivers.name), asc(drivers.id));
  return { units: fleetUnits(), drivers: allDrivers.map(driverView), rides };
}

/** The driver's page without a token (the mails about rides link there; the token is on the phone). */
export function driverPageUrl(siteUrl: string): string {
  return `${siteUrl}/driver`;
}

/**
 * Queues a mail to a driver about a ride in the transaction `tx`: given to them, taken off them,
 * changed or cancelled. Nothing for a driver without an email address or taken off the rota.
 */
export async function queueDriverNotice(
  tx: Tx,
  driverId: number | null,
  notice: 'assigned' | 'removed' | 'changed' | 'cancelled',
  row: BookingRow,
  config: Pick<AppConfig, 'mailFrom' | 'businessEmail' | 'siteUrl'>,
): Promise<void> {
  if (driverId === null) return;
  const [driver] = await tx.select().from(drivers).where(eq(drivers.id, driverId));
  if (!driver?.email || !driver.active) return;
  const language = localeOf(driver.language);
  await tx.insert(outbox).values({
    kind: `driver.${notice}`,
    reference: row.reference,
    mail: {
      template: 'driver.notice',
      data: {
        notice,
        driverName: driver.name,
        email: driver.email,
        language,
        url: driverPageUrl(config.siteUrl),
        ride: {
          reference: row.reference,
          date: row.pickupDate,
          time: row.pickupTime,
          pickup: placeWithDetail(row.pickup, row.pickupDetail),
          destination: destinationText(placeWithDetail(row.destination, row.destinationDetail), language),
        },
      },
      addresses: { from: config.mailFrom, businessEmail: config.businessEmail, siteUrl: config.siteUrl },
    },
  });
}

/** Whether a point is at Schiphol (the Public Flight API knows Schiphol's flights only). */
export function isAtSchiphol(point: { lat: number; lon: number }): boolean {
  return point.lat > 52.28 && point.lat < 52.34 && point.lon > 4.7 && point.lon < 4.82;
}

/**
 * A Schiphol arrival's landing for a ride met at arrivals, from the Public Flight API when configured:
 * null without the client, for other pickups, without a flight, or when the API does not answer.
 */
export async function flightOfRide(
  client: FlightStatusClient | null,
  row: Pick<
    BookingRow,
    'meetAtArrivals' | 'flightNumber' | 'pickupDate' | 'pickupAt' | 'pickupLat' | 'pickupLon'
  >,
) {
  if (!client || !row.meetAtArrivals || !row.pickupAt) return null;
  if (!isAtSchiphol({ lat: row.pickupLat, lon: row.pickupLon })) return null;
  const flight = flightOf(row.flightNumber);
  if (!flight) return null;
  const arrival = await client.arrival(flight, row.pickupDate);
  if (!arrival) return null;
  return {
    flightNumber: arrival.flightNumber,
    scheduledAt: arrival.scheduledAt,
    expectedAt: arrival.expectedAt,
    landed: arrival.landed,
    cancelled: arrival.cancelled,
    landsAfterPickup: landsAfterPickup(arrival, row.pickupAt),
  };
}
