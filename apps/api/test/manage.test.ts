import { Writable } from 'node:stream';
import { amsterdamWallClock } from '@spt/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { bookingEvents, bookings, operators, outbox } from '../src/db/schema.js';
import { createSession } from '../src/services/operators.js';
import { openTestDatabase, resetDatabase, sentForm, testConfig, validBooking } from './helpers.js';

let database: Database;
let app: FastifyInstance;
const logs: string[] = [];
let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  app = await buildApp({ config: testConfig(), database, logger: { ...loggerOptions('info'), stream } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => resetDatabase(database.db));

const post = (url: string, token: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url, payload: { token }, remoteAddress });

/** Books and answers the reference and the token of the manage link in the customer's mail. */
async function book(
  overrides: Parameters<typeof validBooking>[0] = {},
): Promise<{ reference: string; token: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking(overrides) });
  expect(res.statusCode).toBe(201);
  const reference = res.json().reference;
  const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.customer'));
  const rows = await database.db.select().from(outbox).where(eq(outbox.reference, reference));
  const customer = rows.find((r) => r.kind === 'booking.customer') ?? row;
  const text = sentForm(customer?.mail).text;
  const token = /\/(?:en\/manage-booking|nl\/boeking-beheren)#t=([\w-]{43})/.exec(text)?.[1];
  expect(token).toBeDefined();
  return { reference, token: token ?? '' };
}

/** Amsterdam date and time `minutes` from now. */
const amsterdamIn = (minutes: number) => amsterdamWallClock(new Date(Date.now() + minutes * 60_000));

async function operatorChange(reference: string, to: string, note?: string) {
  const [operator] = await database.db
    .insert(operators)
    .values({ email: `op${++ip}@example.com`, passwordHash: 'unused' })
    .returning({ id: operators.id });
  const session = await createSession(database.db, operator?.id ?? 0);
  const res = await app.inject({
    method: 'POST',
    url: `/api/console/bookings/${reference}/status`,
    headers: { cookie: `spt_console=${session.token}`, 'x-csrf-token': session.csrfToken },
    payload: { to, note },
  });
  expect(res.statusCode).toBe(200);
}

describe('POST /api/manage/lookup', () => {
  it('answers the booking of the token in the mail, without contact data; Dutch path for a Dutch booking', async () => {
    const { reference, token } = await book({ locale: 'nl' });
    const customer = (await database.db.select().from(outbox)).find((r) => r.kind === 'booking.customer');
    expect(sentForm(customer?.mail).text).toContain('http://localhost:3000/nl/boeking-beheren#t=');
    const res = await post('/api/manage/lookup', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      reference,
      status: 'requested',
      vehicle: { id: 3, name: 'V 250 D Avantgarde' },
      finalPrice: 619.74,
      cancellable: true,
      locale: 'nl',
      driver: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/jan@example\.com|Jan Jansen|612345678/);
    // Only the hash is stored.
    const [row] = await database.db.select().from(bookings);
    expect(row?.manageTokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('each token leads to its own booking only', async () => {
    const a = await book();
    const b = await book({ time: '11:00' });
    expect((await post('/api/manage/lookup', a.token)).json().reference).toBe(a.reference);
    expect((await post('/api/manage/lookup', b.token)).json().reference).toBe(b.reference);
  });

  it('one neutral 404 for a truncated, altered, made-up, malformed or missing token', async () => {
    const { token } = await book();
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    const answers = await Promise.all(
      [token.slice(0, 42), altered, 'x'.repeat(43), '', 'not a token at all', 42, null].map((t) =>
        post('/api/manage/lookup', t),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'This link is not valid', code: 'linkNotValid' });
    }
  });

  it('shows the driver once confirmed, the reason once declined; a status mail carries a working link too', async () => {
    const confirmed = await book();
    await operatorChange(confirmed.reference, 'confirmed');
    expect((await post('/api/manage/lookup', confirmed.token)).json().status).toBe('confirmed');
    const declined = await book({ time: '12:00' });
    await operatorChange(declined.reference, 'declined', 'No car free at that time');
    const body = (await post('/api/manage/lookup', declined.token)).json();
    expect(body).toMatchObject({
      status: 'declined',
      reason: 'No car free at that time',
      cancellable: false,
    });
    const statusMail = (
      await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.status'))
    ).find((r) => r.reference === declined.reference);
    const later = /#t=([\w-]{43})/.exec(sentForm(statusMail?.mail).text)?.[1];
    expect(later).toBeDefined();
    expect(later).not.toBe(declined.token);
    expect((await post('/api/manage/lookup', later)).json().reference).toBe(declined.reference);
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await post('/api/manage/lookup', 'x'.repeat(43), '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('never writes a token to the log', async () => {
    const { token } = await book();
    await post('/api/manage/lookup', token);
    await post('/api/manage/cancel', token);
    expect(logs.join('')).toContain('/api/manage/lookup');
    expect(logs.join('')).not.toContain(token);
  });
});

describe('POST /api/manage/cancel', () => {
  it('cancels, records the customer in the timeline, mails both sides; a second time answers the same', async () => {
    const { reference, token } = await book();
    const first = await post('/api/manage/cancel', token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'cancelled' });
    const again = await post('/api/manage/cancel', token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'cancelled' });
    const events = await database.db.select().from(bookingEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      fromStatus: 'requested',
      toStatus: 'cancelled',
      actorType: 'customer',
    });
    const kinds = (await database.db.select().from(outbox)).map((r) => r.kind).sort();
    expect(kinds).toEqual([
      'booking.business',
      'booking.cancelled.business',
      'booking.customer',
      'booking.status',
    ]);
    const business = (await database.db.select().from(outbox)).find(
      (r) => r.kind === 'booking.cancelled.business',
    );
    expect(sentForm(business?.mail).subject).toContain(`Cancelled by the customer: ${reference}`);
    expect((await post('/api/manage/lookup', token)).json()).toMatchObject({
      status: 'cancelled',
      cancellable: false,
    });
  });

  it('after the operator cancelled, answers cancelled and changes nothing', async () => {
    const { reference, token } = await book();
    await operatorChange(reference, 'cancelled', 'Driver ill');
    expect((await post('/api/manage/cancel', token)).json()).toEqual({ status: 'cancelled' });
    expect(await database.db.select().from(bookingEvents)).toHaveLength(1);
  });

  it('409 for a declined or completed booking', async () => {
    const { reference, token } = await book();
    await operatorChange(reference, 'declined');
    const res = await post('/api/manage/cancel', token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('transitionNotAllowed');
  });

  it('409 tooLateToCancel under 2 hours before pickup, with the text to call', async () => {
    const soon = amsterdamIn(90);
    const { token } = await book(soon);
    expect((await post('/api/manage/lookup', token)).json().cancellable).toBe(false);
    const res = await post('/api/manage/cancel', token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Online cancellation closes 2 hours before pickup; please call us',
      code: 'tooLateToCancel',
    });
    const [row] = await database.db.select().from(bookings);
    expect(row?.status).toBe('requested');
  });

  it('the calendar file of a booking', async () => {
    const { reference, token } = await book();
    const res = await post('/api/manage/calendar', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain(`UID:${reference}@`);
    expect((await post('/api/manage/calendar', 'x'.repeat(43))).statusCode).toBe(404);
  });
});

describe('address lines (house number, hotel, terminal or meeting point)', () => {
  it('are stored, mailed to the customer and the operator, and shown on the booking page and in the console', async () => {
    const { reference, token } = await book({
      locale: 'nl',
      pickupDetail: '  Kleine Houtstraat 12 ',
      destinationDetail: 'Hotel Derlon, receptie',
    });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row).toMatchObject({
      pickupDetail: 'Kleine Houtstraat 12',
      destinationDetail: 'Hotel Derlon, receptie',
    });

    const mails = await database.db.select().from(outbox).where(eq(outbox.reference, reference));
    for (const kind of ['booking.customer', 'booking.business']) {
      const mail = sentForm(mails.find((m) => m.kind === kind)?.mail);
      expect(mail.text).toContain('Kleine Houtstraat 12, Schiphol, Haarlemmermeer');
      expect(mail.text).toContain('Hotel Derlon, receptie, Maastricht');
      expect(mail.html).toContain('Kleine Houtstraat 12, Schiphol');
    }

    const lookup = (await post('/api/manage/lookup', token)).json();
    expect(lookup).toMatchObject({
      pickupDetail: 'Kleine Houtstraat 12',
      destinationDetail: 'Hotel Derlon, receptie',
    });

    const [operator] = await database.db
      .insert(operators)
      .values({ email: 'lines@example.com', passwordHash: 'unused' })
      .returning({ id: operators.id });
    const session = await createSession(database.db, operator?.id ?? 0);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/console/bookings/${reference}`,
      headers: { cookie: `spt_console=${session.token}` },
    });
    expect(detail.json().booking).toMatchObject({
      pickupDetail: 'Kleine Houtstraat 12',
      destinationDetail: 'Hotel Derlon, receptie',
    });

    // The confirmation (with its calendar file) names the address line too.
    await operatorChange(reference, 'confirmed');
    const confirmation = (
      await database.db.select().from(outbox).where(eq(outbox.reference, reference))
    ).find((m) => m.kind === 'booking.status');
    const confirmationMail = sentForm(confirmation?.mail);
    expect(confirmationMail.text).toContain('Kleine Houtstraat 12, Schiphol');
    const calendar = String(confirmationMail.attachments?.[0]?.content ?? '');
    expect(calendar.replace(/\r\n /g, '')).toContain('Kleine Houtstraat 12');
  });

  it('are optional: none gives null, and an empty line is none', async () => {
    const { token } = await book({ pickupDetail: '', destinationDetail: undefined });
    expect((await post('/api/manage/lookup', token)).json()).toMatchObject({
      pickupDetail: null,
      destinationDetail: null,
    });
  });

  it('follow the text rules: a line break, a control character or 121 characters is refused', async () => {
    for (const pickupDetail of ['Damrak 1\nDELETE', 'Damrak\u0000 1', 'x'.repeat(121), 'Damrak \u202e1']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/booking',
        payload: validBooking({ pickupDetail }),
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, JSON.stringify(pickupDetail)).toBe(400);
      expect(res.json().issues?.[0]?.path ?? res.json()).toEqual(expect.stringContaining('pickupDetail'));
    }
  });
});

describe('POST /api/manage/change keeps what the customer did not change', () => {
  it('a new time and party keep the child seat and the name sign', async () => {
    const { reference, token } = await book({ extras: { childSeats: 1, nameSign: 'Herr Müller' } });
    const before = (await post('/api/manage/lookup', token)).json();
    expect(before.extras).toEqual(expect.objectContaining({ childSeats: 1, nameSign: 'Herr Müller' }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/manage/change',
      payload: { token, time: '16:00', passengers: 3 },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row?.extras).toEqual({ childSeats: 1, boosterSeats: 0, nameSign: 'Herr Müller' });
    const after = (await post('/api/manage/lookup', token)).json();
    expect(after.passengers).toBe(3);
    expect(after.extras).toEqual(before.extras);
  });

  it('shows the extras of a booking changed before the fix, stored without its zero counts', async () => {
    const { reference, token } = await book({ extras: { childSeats: 1 } });
    await database.db
      .update(bookings)
      .set({ extras: { nameSign: 'Herr Müller' } })
      .where(eq(bookings.reference, reference));
    expect((await post('/api/manage/lookup', token)).json().extras).toEqual({
      childSeats: 0,
      boosterSeats: 0,
      nameSign: 'Herr Müller',
    });
  });
});
