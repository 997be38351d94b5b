import { EMAIL_PROBLEM_MESSAGES, ERROR_MESSAGES } from '@spt/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { bookings, outbox } from '../src/db/schema.js';
import { REFERENCE_PATTERN } from '../src/lib/reference.js';
import {
  amsterdamDate,
  buildTestApp,
  countRows,
  openTestDatabase,
  resetDatabase,
  sentForm,
  validBooking,
} from './helpers.js';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database));
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => resetDatabase(database.db));

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/booking', payload: payload as object, headers });

describe('POST /api/booking', () => {
  it('201: stores the booking with the server quote and queues two mails', async () => {
    const res = await post(validBooking());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.reference).toMatch(REFERENCE_PATTERN);
    expect(body.reference.startsWith('SPT-')).toBe(true);
    expect(body.pricing).toMatchObject({ base: 40, final: body.pricing.subtotal, vehicleId: 3 });
    const rows = await database.db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference: body.reference, contactPhone: '+31612345678', isSpam: false });
    const mails = await database.db.select().from(outbox);
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking.business', 'booking.customer']);
  });

  it('201: accepts numeric strings for passengers and luggage and "None" as flight number', async () => {
    const res = await post(validBooking({ passengers: '4', luggage: '3', flightNumber: 'None' }));
    expect(res.statusCode).toBe(201);
    const [row] = await database.db.select().from(bookings);
    expect(row).toMatchObject({ passengers: 4, luggage: 3, flightNumber: 'None' });
  });

  it('201: writes the customer mail in Dutch for locale nl, with the user text escaped', async () => {
    const res = await post(validBooking({ locale: 'nl', contactName: 'Jan <script>x</script> Jansen' }));
    expect(res.statusCode).toBe(201);
    const mails = await database.db.select().from(outbox);
    const customer = sentForm(mails.find((m) => m.kind === 'booking.customer')?.mail) as {
      subject: string;
      html: string;
    };
    expect(customer.subject).toContain('boekingsaanvraag');
    expect(customer.html).toContain(res.json().reference);
    expect(customer.html).not.toContain('<script>');
    const business = sentForm(mails.find((m) => m.kind === 'booking.business')?.mail);
    expect(business.html).toContain('Jan &lt;script&gt;x&lt;/script&gt; Jansen');
  });

  it('201 for a filled honeypot: stored as spam, no mail', async () => {
    const res = await post(validBooking({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().reference).toMatch(REFERENCE_PATTERN);
    const [row] = await database.db.select().from(bookings);
    expect(row?.isSpam).toBe(true);
    expect(await countRows(database.db)).toMatchObject({ bookings: 1, outbox: 0 });
  });

  it('400 with field issues for invalid input; nothing stored', async () => {
    const res = await post({ ...validBooking(), contactEmail: 'nope', passengers: 21 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe(ERROR_MESSAGES.validation);
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['contactEmail', 'passengers']);
    expect((await countRows(database.db)).bookings).toBe(0);
  });

  it('400 naming contactEmail for an address without a domain ending', async () => {
    const res = await post(validBooking({ contactEmail: 'eva@example' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      issues: [{ path: 'contactEmail', message: EMAIL_PROBLEM_MESSAGES.incomplete }],
    });
    expect((await countRows(database.db)).bookings).toBe(0);
  });

  it('400 with the SPEC text when the pickup is less than 30 minutes ahead (Amsterdam time)', async () => {
    const now = new Date();
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(now.getTime() + 10 * 60_000));
    const res = await post(
      validBooking({ date: amsterdamDate(0, new Date(now.getTime() + 10 * 60_000)), time: parts }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: ERROR_MESSAGES.tooSoon, code: 'tooSoon' });
  });

  it('400 when date or time is missing', async () => {
    const res = await post(validBooking({ time: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Please select both date and time', code: 'dateTimeRequired' });
  });

  it('400 for an invalid phone number', async () => {
    const res = await post(validBooking({ contactPhone: '+31 6 123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: ERROR_MESSAGES.invalidPhone, code: 'invalidPhone' });
  });

  it('400 for an unknown vehicle', async () => {
    const res = await post(validBooking({ selectedVehicle: { id: 99, name: 'X', type: 'Y' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unknownVehicle');
  });

  it('422 with the server quote when the fare is off by one cent', async () => {
    const body = validBooking();
    const pricing = { ...body.pricing, final: Math.round((body.pricing.final + 0.01) * 100) / 100 };
    const res = await post({ ...body, pricing });
    expect(res.statusCode).toBe(422);
    const answer = res.json();
    expect(answer.code).toBe('fareMismatch');
    expect(answer.error).toBe(ERROR_MESSAGES.fareMismatch);
    expect(answer.expected.final).toBe(body.pricing.final);
    expect(answer.quote.prices).toHaveLength(6);
    expect((await countRows(database.db)).bookings).toBe(0);
  });

  it('422 outside the NL/BE service area', async () => {
    const res = await post(
      validBooking({
        coordinates: { pickup: { lat: 48.8566, lon: 2.3522 }, destination: { lat: 52.3105, lon: 4.7683 } },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('outsideServiceArea');
  });

  it('422 when the vehicle cannot carry the passengers', async () => {
    const res = await post(validBooking({ passengers: 6 }, 1));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'vehicleCapacity', maxPassengers: 4 });
  });

  it('422 when the luggage is more than the vehicle states; the minibuses take any count', async () => {
    const res = await post(validBooking({ luggage: 10 }, 1));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'luggageCapacity', maxLuggage: 2 });
    expect((await post(validBooking({ luggage: 10 }, 5))).statusCode).toBe(201);
  });

  it('422 when pickup and destination are less than 1 km apart', async () => {
    const here = { lat: 52.3105, lon: 4.7683 };
    const res = await post(
      validBooking({ coordinates: { pickup: here, destination: { lat: 52.3135, lon: 4.7683 } } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('tooClose');
  });

  it('400 for a time in the spring-forward gap, which does not exist in Amsterdam', async () => {
    const res = await post(validBooking({ date: nextLastSunday(2), time: '02:30' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'nonexistentTime', error: ERROR_MESSAGES.nonexistentTime });
  });

  it('201 for a time that happens twice at fall-back: the first one, and the mails show the UTC offset', async () => {
    const date = nextLastSunday(9);
    const res = await post(validBooking({ date, time: '02:30' }));
    expect(res.statusCode).toBe(201);
    const [row] = await database.db.select().from(bookings);
    expect(row?.pickupAt?.toISOString()).toBe(`${date}T00:30:00.000Z`);
    const mails = (await database.db.select().from(outbox)).map((r) => sentForm(r.mail).text);
    for (const text of mails) expect(text).toContain('02:30 (Amsterdam time, UTC+02:00)');
  });

  it('400 for a pickup more than 18 months ahead', async () => {
    const res = await post(validBooking({ date: '9999-12-31', time: '23:59' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('tooFarAhead');
  });

  it('the Dutch customer mail gives the travel time in Dutch', async () => {
    expect((await post(validBooking({ locale: 'nl' }))).statusCode).toBe(201);
    const texts = (await database.db.select().from(outbox)).map((r) => sentForm(r.mail).text);
    const dutch = texts.find((text) => text.includes('Geschatte reistijd'));
    expect(dutch).toContain('2 u 11 min');
    expect(dutch).not.toContain('2h 11min');
  });

  it('the operator mail shows the place found at each point, and warns when the typed text is elsewhere', async () => {
    const AMSTERDAM = { lat: 52.3728, lon: 4.8936 };
    const forged = validBooking({
      pickup: 'Maastricht Aachen Airport',
      destination: 'Brussels Airport',
      coordinates: { pickup: { lat: 52.3105, lon: 4.7683 }, destination: AMSTERDAM },
    });
    expect((await post(forged)).statusCode).toBe(201);
    const rows = await database.db.select().from(outbox);
    const business = rows.find((r) => r.kind === 'booking.business');
    const text = sentForm(business?.mail).text;
    expect(text).toMatch(/Pickup at coordinates: +near Amsterdam Airport Schiphol/);
    expect(text).toMatch(/Destination at coordinates: +near [^\n]*Amsterdam/);
    expect(text).toContain('WARNING pickup');
    expect(text).toContain('WARNING destination');
    expect(text).toContain('https://www.openstreetmap.org/?mlat=52.31050&mlon=4.76830');
    // The customer is not shown the operator's checks.
    const customer = sentForm(rows.find((r) => r.kind === 'booking.customer')?.mail).text;
    expect(customer).not.toContain('coordinates');
  });

  it('an honest booking gets no warning', async () => {
    expect((await post(validBooking())).statusCode).toBe(201);
    const business = (await database.db.select().from(outbox)).find((r) => r.kind === 'booking.business');
    const text = sentForm(business?.mail).text;
    expect(text).toMatch(/Pickup at coordinates: +near /);
    expect(text).not.toContain('WARNING');
  });

  it('Idempotency-Key: same key and body -> same 201; different body -> 409; one booking', async () => {
    const body = validBooking();
    const first = await post(body, { 'idempotency-key': 'abc-123' });
    const second = await post(body, { 'idempotency-key': 'abc-123' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const third = await post({ ...body, luggage: 5 }, { 'idempotency-key': 'abc-123' });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('idempotencyConflict');
    expect(await countRows(database.db)).toMatchObject({ bookings: 1, outbox: 2, keys: 1 });
  });

  it('Idempotency-Key: concurrent double submit creates one booking', async () => {
    const body = validBooking();
    const answers = await Promise.all([1, 2, 3].map(() => post(body, { 'idempotency-key': 'double-click' })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
    expect((await countRows(database.db)).bookings).toBe(1);
  });

  it('400 for a malformed Idempotency-Key', async () => {
    const res = await post(validBooking(), { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
  });

  it('400 for malformed JSON, 415 for another content type, 413 for a large body', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: '{"pickup": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalidJson', error: ERROR_MESSAGES.invalidJson });

    const text = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: 'pickup=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('unsupportedMediaType');

    const large = await post({ ...validBooking(), pickup: 'x'.repeat(40_000) });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('payloadTooLarge');
    expect((await countRows(database.db)).bookings).toBe(0);
  });
});

/** The next last Sunday of the month `monthIndex` (0-based) at least two days from now, `YYYY-MM-DD`. */
function nextLastSunday(monthIndex: number): string {
  const now = new Date();
  for (let year = now.getUTCFullYear(); ; year++) {
    const last = new Date(Date.UTC(year, monthIndex + 1, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    if (last.getTime() > now.getTime() + 2 * 86_400_000) return last.toISOString().slice(0, 10);
  }
}
