import { business } from '@spt/business';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { bookingEvents, bookings, outbox } from '../src/db/schema.js';
import type { renderOutboxPayload } from '../src/mail/templates.js';
import { asOperator, bookVia, type Operator, withFirstOperator } from './console-helpers.js';
import { amsterdamDate, openTestDatabase, productBooking, sentForm, validBooking } from './helpers.js';

let database: Database;
let app: FastifyInstance;
let operator: Operator;
let as: ReturnType<typeof asOperator>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await app?.close();
  await database.close();
});
beforeEach(async () => {
  await app?.close();
  ({ app, operator } = await withFirstOperator(database));
  as = asOperator(app, operator);
});

const row = async (reference: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.reference, reference)))[0];

/** The customer's mails about a booking, rendered, oldest first. */
async function customerMails(reference: string, kind = 'booking.changed') {
  const rows = await database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.reference, reference), eq(outbox.kind, kind)))
    .orderBy(outbox.id);
  return rows.map((r) => sentForm(r.mail));
}

/** A mail's calendar part as ical.js reads it. */
function calendar(mail: ReturnType<typeof renderOutboxPayload>) {
  const part = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error('no calendar part');
  const component = ICAL.Component.fromString(String(part.content));
  const vevent = component.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    method: component.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
  };
}

const patch = (reference: string, body: object) => as('PATCH', `/api/console/bookings/${reference}`, body);
const confirm = (reference: string) =>
  as('POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });

describe('PATCH /api/console/bookings/{reference}', () => {
  it.each([
    ['date', { date: amsterdamDate(5) }, (r: Row) => r.pickupDate, amsterdamDate(5)],
    ['time', { time: '14:45' }, (r: Row) => r.pickupTime, '14:45'],
    ['flightNumber', { flightNumber: 'HV 5678' }, (r: Row) => r.flightNumber, 'HV 5678'],
    ['pickupDetail', { pickupDetail: 'Terminal 2' }, (r: Row) => r.pickupDetail, 'Terminal 2'],
    [
      'destinationDetail',
      { destinationDetail: 'Hotel Derlon' },
      (r: Row) => r.destinationDetail,
      'Hotel Derlon',
    ],
    ['passengers', { passengers: 5 }, (r: Row) => r.passengers, 5],
    ['luggage', { luggage: 6 }, (r: Row) => r.luggage, 6],
    ['notes', { notes: 'Two surfboards' }, (r: Row) => r.notes, 'Two surfboards'],
    // Stored in the one shape of a booking's extras: both counts (booking-view.ts, storedExtras).
    ['extras', { extras: { childSeats: 1 } }, (r: Row) => r.extras, { childSeats: 1, boosterSeats: 0 }],
    ['internalNote', { internalNote: 'VIP, water' }, (r: Row) => r.operatorNotes, 'VIP, water'],
  ] as const)('changes %s, records it before and after', async (field, body, read, expected) => {
    const reference = await bookVia(app);
    const before = await row(reference);
    const res = await patch(reference, body);
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(reference);
    expect(after && read(after)).toEqual(expected);
    const [event] = await database.db.select().from(bookingEvents).where(eq(bookingEvents.kind, 'change'));
    expect(event?.actorEmail).toBe('ops@example.com');
    const changes = (event?.changes ?? {}) as Record<string, { before: unknown; after: unknown }>;
    expect(changes[field]).toEqual({
      before: before && field === 'internalNote' ? null : before && (read(before) ?? null),
      after: expected,
    });
    // The answer is the booking as the console shows it, with the change on its timeline.
    expect(res.json().booking.reference).toBe(reference);
    const detail = await as('GET', `/api/console/bookings/${reference}`);
    expect(detail.json().events.at(-1)).toMatchObject({ kind: 'change', actor: { type: 'operator' } });
  });

  it('quotes again for another vehicle, and mails the customer the new price', async () => {
    const reference = await bookVia(app, validBooking({}, 3));
    const res = await patch(reference, { vehicleId: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = productBooking({ product: 'transfer' }, 4).pricing.final;
    expect(res.json().booking.finalPrice).toBe(expected);
    expect(res.json().booking.vehicleName).toBe(business.vehicles.find((v) => v.id === 4)?.name);
    const [mail] = await customerMails(reference);
    expect(mail?.text).toContain(
      new Intl.NumberFormat('en-US').format(Math.trunc(expected)).replace(',', '.'),
    );
  });

  it('refuses a vehicle too small for the party (422) and changes nothing', async () => {
    const reference = await bookVia(app, validBooking({ passengers: 6 }, 3));
    const res = await patch(reference, { vehicleId: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('vehicleCapacity');
    expect((await row(reference))?.vehicleId).toBe(3);
  });

  it('changes the hours of hire and quotes them', async () => {
    const reference = await bookVia(app, productBooking({ product: 'hourly', hours: 4 }, 1));
    const res = await patch(reference, { hours: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.finalPrice).toBe(
      productBooking({ product: 'hourly', hours: 6 }, 1).pricing.final,
    );
    expect(res.json().booking.hours).toBe(6);
    // Hours are for hire only.
    const transfer = await bookVia(app);
    expect((await patch(transfer, { hours: 3 })).statusCode).toBe(400);
  });

  it('takes a price override only with its reason, and shows it', async () => {
    const reference = await bookVia(app);
    const without = await patch(reference, { priceOverride: { final: 100 } });
    expect(without.statusCode).toBe(400);
    const res = await patch(reference, { priceOverride: { final: 99.5, reason: 'Regular customer' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.finalPrice).toBe(99.5);
    expect(res.json().booking.priceOverride).toEqual({ final: 99.5, reason: 'Regular customer' });
    expect((await row(reference))?.finalPriceCents).toBe(9950);
    const detail = await as('GET', `/api/console/bookings/${reference}`);
    expect(detail.json().events.at(-1)).toMatchObject({
      kind: 'change',
      note: null,
      changes: { priceOverride: { after: { final: 99.5, reason: 'Regular customer' } } },
    });
  });

  it('refuses unknown fields, an empty change and a time that does not exist (400)', async () => {
    const reference = await bookVia(app);
    expect((await patch(reference, { status: 'completed' })).statusCode).toBe(400);
    expect((await patch(reference, {})).statusCode).toBe(400);
    expect((await patch(reference, { message: 'hi' })).statusCode).toBe(400);
    expect((await patch(reference, { passengers: 0 })).statusCode).toBe(400);
    expect((await patch(reference, { date: '2027-03-28', time: '02:30' })).json().code).toBe(
      'nonexistentTime',
    );
    expect((await patch(reference, { date: '2020-01-01' })).json().code).toBe('tooSoon');
  });

  it('answers 409 for a final booking and 404 for an unknown one', async () => {
    const reference = await bookVia(app);
    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'declined' });
    const res = await patch(reference, { time: '10:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('bookingClosed');
    expect((await patch('SPT-ZZZZZZ', { time: '10:00' })).statusCode).toBe(404);
  });

  it("updates the customer's calendar: same UID, SEQUENCE + 1 each time, METHOD:CANCEL at the end", async () => {
    const reference = await bookVia(app, validBooking({ locale: 'nl' }));
    await confirm(reference);
    const [confirmation] = await customerMails(reference, 'booking.status');
    const first = confirmation && calendar(confirmation);
    expect(first).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED', sequence: 1 });

    await patch(reference, { time: '15:10' });
    await patch(reference, { date: amsterdamDate(3) });
    const changes = await customerMails(reference);
    expect(changes.map((mail) => mail.subject)).toEqual([
      `Uw rit ${reference} is gewijzigd`,
      `Uw rit ${reference} is gewijzigd`,
    ]);
    const [second, third] = changes.map(calendar);
    expect(second).toMatchObject({ uid: first?.uid, sequence: 2, status: 'CONFIRMED' });
    expect(third).toMatchObject({ uid: first?.uid, sequence: 3 });
    expect(third?.start).toBe((await row(reference))?.pickupAt?.toISOString());

    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'cancelled', note: 'Storm' });
    const cancelled = (await customerMails(reference, 'booking.status')).at(-1);
    expect(cancelled && calendar(cancelled)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: first?.uid,
      sequence: 4,
    });
  });

  it('does not mail the customer when asked not to, nor for an internal note alone', async () => {
    const reference = await bookVia(app);
    await patch(reference, { internalNote: 'Call before' });
    await patch(reference, { pickupDetail: 'Gate 3', notifyCustomer: false });
    expect(await customerMails(reference)).toEqual([]);
  });
});

describe('internal notes and mails sent again', () => {
  it('keeps a note on the timeline, never for the customer', async () => {
    const reference = await bookVia(app);
    const res = await as('POST', `/api/console/bookings/${reference}/notes`, { text: 'Called, no answer' });
    expect(res.statusCode).toBe(204);
    const detail = await as('GET', `/api/console/bookings/${reference}`);
    expect(detail.json().events.at(-1)).toMatchObject({ kind: 'note', note: 'Called, no answer' });
    const lookup = await database.db.select().from(outbox).where(eq(outbox.reference, reference));
    expect(JSON.stringify(lookup)).not.toContain('Called, no answer');
  });

  it("sends the customer's latest mail again", async () => {
    const reference = await bookVia(app);
    await confirm(reference);
    const before = await customerMails(reference, 'booking.status');
    expect((await as('POST', `/api/console/bookings/${reference}/resend`)).statusCode).toBe(204);
    const after = await customerMails(reference, 'booking.status');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)?.subject).toBe(before.at(-1)?.subject);
    const detail = await as('GET', `/api/console/bookings/${reference}`);
    expect(detail.json().events.at(-1)).toMatchObject({ kind: 'mail' });
  });
});

type Row = typeof bookings.$inferSelect;

describe('cancellations and the CSV', () => {
  it('a cancellation the customer asked for by phone is mailed as theirs', async () => {
    const reference = await bookVia(app);
    await confirm(reference);
    const res = await as('POST', `/api/console/bookings/${reference}/status`, {
      to: 'cancelled',
      byCustomer: true,
    });
    expect(res.statusCode).toBe(200);
    const mail = (await customerMails(reference, 'booking.status')).at(-1);
    expect(mail?.subject).toBe(`Your ride ${reference} has been cancelled, as you asked`);
    const detail = await as('GET', `/api/console/bookings/${reference}`);
    expect(detail.json().events.at(-1)).toMatchObject({
      to: 'cancelled',
      changes: { requestedBy: { before: null, after: 'customer' } },
    });
  });

  it('keeps cancelled rides apart from revenue, with the driver and car', async () => {
    const kept = await bookVia(app);
    const cancelled = await bookVia(app, validBooking({ time: '11:00' }));
    await confirm(kept);
    await as('POST', `/api/console/bookings/${cancelled}/status`, { to: 'cancelled' });
    const date = amsterdamDate(2);
    const csv = (await as('GET', `/api/console/bookings.csv?from=${date}&to=${date}`)).body;
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header?.split(';') ?? [];
    const cell = (line: string | undefined, name: string) =>
      line?.split(';')[columns.indexOf(`"${name}"`)]?.replace(/"/g, '');
    const byRef = (reference: string) => lines.find((line) => line.startsWith(`"${reference}"`));
    expect(columns).toEqual(expect.arrayContaining(['"Revenue (EUR)"', '"Driver"', '"Car"']));
    expect(cell(byRef(kept), 'Revenue (EUR)')).toBe(cell(byRef(kept), 'Price (EUR)'));
    expect(cell(byRef(cancelled), 'Revenue (EUR)')).toBe('');
    expect(cell(byRef(cancelled), 'Price (EUR)')).not.toBe('');
  });
});

describe('a booking taken by phone', () => {
  it('is entered by an operator: source phone, never spam, a note on the timeline, the customer mailed', async () => {
    const res = await as('POST', '/api/console/bookings', validBooking({ formElapsedMs: 10, website: '' }));
    expect(res.statusCode, res.body).toBe(201);
    const reference = res.json().reference as string;
    expect(await row(reference)).toMatchObject({ source: 'phone', isSpam: false, status: 'requested' });
    const detail = await as('GET', `/api/console/bookings/${reference}`);
    expect(detail.json().events.at(-1)).toMatchObject({
      kind: 'phone',
      note: null,
      actor: { type: 'operator', email: 'ops@example.com' },
    });
    expect(await customerMails(reference, 'booking.customer')).toHaveLength(1);
  });

  it('needs a session before anything else is read (401), and the CSRF token (403)', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/console/bookings', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const withoutCsrf = await app.inject({
      method: 'POST',
      url: '/api/console/bookings',
      payload: validBooking(),
      headers: { cookie: operator.cookie },
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });
});
