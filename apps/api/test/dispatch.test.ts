import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { bookings, drivers, outbox } from '../src/db/schema.js';
import { asOperator, bookVia, type Operator, withFirstOperator } from './console-helpers.js';
import { amsterdamDate, openTestDatabase, productBooking, sentForm, validBooking } from './helpers.js';

let database: Database;
let app: FastifyInstance;
let operator: Operator;
let as: ReturnType<typeof asOperator>;
let ip = 0;

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

async function addDriver(name: string, extra: object = {}) {
  const res = await as('POST', '/api/console/drivers', {
    name,
    phone: '06 12345678',
    language: 'nl',
    email: `${name.toLowerCase()}@example.com`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().driver as { id: number; name: string; phone: string; active: boolean };
}

const assign = (reference: string, body: object) =>
  as('POST', `/api/console/bookings/${reference}/assignment`, body);

/** A booking two days ahead at `time` (Amsterdam), in vehicle 4 (the S-Class). */
const at = (time: string, body = validBooking({ time }, 4)) => bookVia(app, body);

async function linkOf(driverId: number): Promise<string> {
  const res = await as('POST', `/api/console/drivers/${driverId}/link`);
  expect(res.statusCode).toBe(200);
  const token = /\/driver#t=([\w-]{43})$/.exec(res.json().url)?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

const driverPost = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: `10.7.0.${++ip % 250}` });

describe('fleet and drivers', () => {
  it('lists one car per vehicle from the config', async () => {
    const res = await as('GET', '/api/console/units');
    expect(res.json().units[0]).toEqual({ id: '1-1', vehicleId: 1, label: expect.any(String) });
    expect(res.json().units).toHaveLength(6);
  });

  it('adds, lists, changes and takes a driver off the rota; phones in E.164', async () => {
    const piet = await addDriver('Piet');
    expect(piet).toMatchObject({ name: 'Piet', phone: '+31612345678', active: true });
    expect(
      (await as('POST', '/api/console/drivers', { name: 'X', phone: 'abc', language: 'nl' })).statusCode,
    ).toBe(400);
    expect(
      (await as('POST', '/api/console/drivers', { name: 'X', phone: '0612345678', language: 'es' }))
        .statusCode,
    ).toBe(400);
    const changed = await as('PATCH', `/api/console/drivers/${piet.id}`, {
      name: 'Piet de Vries',
      language: 'en',
    });
    expect(changed.json().driver).toMatchObject({ name: 'Piet de Vries', language: 'en' });
    await as('PATCH', `/api/console/drivers/${piet.id}`, { active: false });
    const list = await as('GET', '/api/console/drivers');
    expect(list.json().drivers).toEqual([expect.objectContaining({ id: piet.id, active: false })]);
    expect((await as('PATCH', '/api/console/drivers/999', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('needs a session for every dispatch route', async () => {
    for (const [method, url] of [
      ['GET', '/api/console/units'],
      ['GET', '/api/console/drivers'],
      ['POST', '/api/console/drivers'],
      ['GET', `/api/console/board?date=${amsterdamDate(2)}`],
      ['POST', '/api/console/bookings/SPT-AAAAAA/assignment'],
      ['POST', '/api/console/drivers/1/link'],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});

describe('assignment', () => {
  it('refuses a driver or a car with an overlapping ride (409 conflict), unless forced', async () => {
    const piet = await addDriver('Piet');
    const kees = await addDriver('Kees');
    // Schiphol -> Maastricht takes over 2 hours: 10:00 and 11:00 overlap; 15:00 does not.
    const first = await at('10:00');
    const second = await at('11:00');
    const later = await at('15:00');
    expect((await assign(first, { driverId: piet.id, unitId: '4-1' })).statusCode).toBe(200);

    const sameDriver = await assign(second, { driverId: piet.id, unitId: null });
    expect(sameDriver.statusCode).toBe(409);
    expect(sameDriver.json()).toMatchObject({ code: 'conflict', conflicts: [first] });
    const sameCar = await assign(second, { driverId: kees.id, unitId: '4-1' });
    expect(sameCar.json()).toMatchObject({ code: 'conflict', conflicts: [first] });
    expect((await row(second))?.driverId).toBeNull();

    expect((await assign(later, { driverId: piet.id, unitId: '4-1' })).statusCode).toBe(200);
    const forced = await assign(second, { driverId: piet.id, unitId: '4-1', force: true });
    expect(forced.json()).toEqual({ driverId: piet.id, unitId: '4-1', conflicts: [first] });
    // The ride now carries the driver's name and phone for the mails.
    expect((await row(second))?.driver).toEqual({ name: 'Piet', phone: '+31612345678' });
  });

  it('filters the list by driver and by car on the server, `none` for the unassigned', async () => {
    const piet = await addDriver('Piet');
    const a = await at('08:00');
    const b = await at('13:00');
    const c = await at('18:00');
    await assign(a, { driverId: piet.id, unitId: '4-1' });
    await assign(b, { driverId: null, unitId: '4-1' });
    const refs = async (query: string) => {
      const res = await as('GET', `/api/console/bookings?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .items.map((item: { reference: string }) => item.reference)
        .sort();
    };
    expect(await refs(`driver=${piet.id}`)).toEqual([a]);
    expect(await refs('driver=none')).toEqual([b, c].sort());
    expect(await refs('unit=4-1')).toEqual([a, b].sort());
    expect(await refs('unit=none')).toEqual([c]);
    expect(await refs(`driver=none&unit=4-1`)).toEqual([b]);
    expect((await as('GET', '/api/console/bookings?driver=piet')).statusCode).toBe(400);
    expect((await as('GET', "/api/console/bookings?unit=4-1'--")).statusCode).toBe(400);
  });

  it("holds the car for a tour's full day", async () => {
    const tour = await bookVia(
      app,
      productBooking({ product: 'tour', tour: 'giethoorn', passengers: 2, time: '08:00' }, 4),
    );
    const evening = await at('17:00');
    expect((await assign(tour, { driverId: null, unitId: '4-1' })).statusCode).toBe(200);
    const res = await assign(evening, { driverId: null, unitId: '4-1' });
    expect(res.json()).toMatchObject({ code: 'conflict', conflicts: [tour] });
  });

  it('refuses unknown cars, inactive drivers and final bookings', async () => {
    const reference = await at('10:00');
    expect((await assign(reference, { driverId: null, unitId: '9-9' })).statusCode).toBe(400);
    const gone = await addDriver('Gone');
    await as('PATCH', `/api/console/drivers/${gone.id}`, { active: false });
    expect((await assign(reference, { driverId: gone.id, unitId: null })).statusCode).toBe(400);
    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'declined' });
    expect((await assign(reference, { driverId: null, unitId: '4-1' })).json().code).toBe('bookingClosed');
  });

  it('tells the customer of a confirmed ride their new driver, and both drivers', async () => {
    const piet = await addDriver('Piet');
    const kees = await addDriver('Kees');
    const reference = await at('10:00');
    await assign(reference, { driverId: piet.id, unitId: null });
    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });
    await assign(reference, { driverId: kees.id, unitId: null });
    const mails = await database.db.select().from(outbox).where(eq(outbox.reference, reference));
    const kinds = mails.map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['driver.assigned', 'driver.removed', 'booking.changed']));
    const changed = sentForm(mails.find((m) => m.kind === 'booking.changed')?.mail);
    expect(changed.text).toContain('Kees');
    const removed = sentForm(mails.find((m) => m.kind === 'driver.removed')?.mail);
    expect(removed.to).toBe('piet@example.com');
    expect(removed.subject).toBe(`Rit ${reference} is niet meer van jou`);
    // The driver's mails about rides carry no token.
    expect(removed.text).not.toMatch(/#t=/);
  });
});

describe('the day board', () => {
  it('lists the day with windows, assignment and conflicts marked', async () => {
    const piet = await addDriver('Piet');
    const a = await at('10:00');
    const b = await at('11:00');
    const free = await at('07:00');
    await assign(a, { driverId: piet.id, unitId: '4-1' });
    await assign(b, { driverId: piet.id, unitId: '4-1', force: true });
    const res = await as('GET', `/api/console/board?date=${amsterdamDate(2)}`);
    expect(res.statusCode).toBe(200);
    const rides = res.json().rides as {
      reference: string;
      conflict: boolean;
      conflictsWith: string[];
      start: string;
      end: string;
    }[];
    expect(rides.map((r) => r.reference)).toEqual([free, a, b]);
    expect(rides.find((r) => r.reference === a)).toMatchObject({ conflict: true, conflictsWith: [b] });
    expect(rides.find((r) => r.reference === free)).toMatchObject({ conflict: false, conflictsWith: [] });
    const first = rides[0];
    expect(first && new Date(first.end).getTime() > new Date(first.start).getTime()).toBe(true);
    expect(res.json().drivers).toEqual([expect.objectContaining({ name: 'Piet' })]);
    expect((await as('GET', '/api/console/board?date=tomorrow')).statusCode).toBe(400);
  });
});

describe("the driver's day", () => {
  it('lives by its link: a new link kills the old one, and so does taking the driver off the rota', async () => {
    const piet = await addDriver('Piet');
    const first = await linkOf(piet.id);
    expect((await driverPost('/api/driver/rides', { token: first })).statusCode).toBe(200);
    const second = await linkOf(piet.id);
    expect((await driverPost('/api/driver/rides', { token: first })).statusCode).toBe(404);
    expect((await driverPost('/api/driver/rides', { token: second })).json().driver).toEqual({
      name: 'Piet',
      language: 'nl',
    });
    // Stored only as its hash; the link is mailed to the driver.
    const [stored] = await database.db.select().from(drivers).where(eq(drivers.id, piet.id));
    expect(stored?.tokenHash).not.toContain(second);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'driver.link'));
    expect(sentForm(mail?.mail).subject).toMatch(/^Je link naar je ritten/);
    await as('PATCH', `/api/console/drivers/${piet.id}`, { active: false });
    expect((await driverPost('/api/driver/rides', { token: second })).statusCode).toBe(404);
    expect((await driverPost('/api/driver/rides', { token: 'x' })).statusCode).toBe(404);
  });

  it('shows only their rides of today and tomorrow, and the ones taken off them', async () => {
    const piet = await addDriver('Piet');
    const kees = await addDriver('Kees');
    const token = await linkOf(piet.id);
    const tomorrow = await bookVia(
      app,
      validBooking({ date: amsterdamDate(1), time: '10:00', extras: { nameSign: 'Fam. Bakker' } }, 4),
    );
    const later = await bookVia(app, validBooking({ date: amsterdamDate(3), time: '10:00' }, 4));
    const moved = await bookVia(app, validBooking({ date: amsterdamDate(1), time: '16:00' }, 4));
    const notMine = await bookVia(app, validBooking({ date: amsterdamDate(1), time: '21:30' }, 4));
    for (const reference of [tomorrow, later, moved])
      await assign(reference, { driverId: piet.id, unitId: null });
    await assign(notMine, { driverId: kees.id, unitId: null });
    await assign(moved, { driverId: kees.id, unitId: null });
    const res = await driverPost('/api/driver/rides', { token });
    const body = res.json();
    expect(body.rides.map((r: { reference: string }) => r.reference)).toEqual([tomorrow]);
    expect(body.rides[0]).toMatchObject({
      nameSign: 'Fam. Bakker',
      passengerPhone: '+31612345678',
      pickupMapUrl: expect.stringMatching(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=52\.31050,4\.76830$/,
      ),
    });
    expect(body.removed).toEqual([
      { reference: moved, date: amsterdamDate(1), time: '16:00', reason: 'reassigned' },
    ]);
    // A cancelled ride says so, rather than "no longer yours".
    await as('POST', `/api/console/bookings/${tomorrow}/status`, { to: 'cancelled' });
    const after = (await driverPost('/api/driver/rides', { token })).json();
    expect(after.rides).toEqual([]);
    expect(after.removed).toContainEqual(
      expect.objectContaining({ reference: tomorrow, reason: 'cancelled' }),
    );
  });

  it('stops working 180 days after it was made: 410 linkExpired, and the console shows when', async () => {
    const piet = await addDriver('Piet');
    const token = await linkOf(piet.id);
    const listed = (await as('GET', '/api/console/drivers')).json().drivers[0];
    expect(listed.hasLink).toBe(true);
    const expires = Date.parse(listed.linkExpiresAt) - Date.now();
    expect(Math.round(expires / 86_400_000)).toBe(180);
    await database.db
      .update(drivers)
      .set({ tokenCreatedAt: new Date(Date.now() - 180 * 86_400_000 - 1000) })
      .where(eq(drivers.id, piet.id));
    const res = await driverPost('/api/driver/rides', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('linkExpired');
    expect(
      (await driverPost('/api/driver/rides/SPT-AAAAAA/status', { token, status: 'onTheWay' })).statusCode,
    ).toBe(410);
    expect((await as('GET', '/api/console/drivers')).json().drivers[0]).toMatchObject({
      hasLink: false,
      linkExpiresAt: null,
    });
    // A new link works again.
    expect((await driverPost('/api/driver/rides', { token: await linkOf(piet.id) })).statusCode).toBe(200);
  });

  it('marks progress on a confirmed ride; completed and no-show only after pickup; another driver cannot', async () => {
    const piet = await addDriver('Piet');
    const kees = await addDriver('Kees');
    const token = await linkOf(piet.id);
    const keesToken = await linkOf(kees.id);
    const reference = await bookVia(app, validBooking({ date: amsterdamDate(1), time: '10:00' }, 4));
    await assign(reference, { driverId: piet.id, unitId: null });
    const mark = (status: string, t = token) =>
      driverPost(`/api/driver/rides/${reference}/status`, { token: t, status });
    // Not confirmed yet: no progress.
    expect((await mark('onTheWay')).statusCode).toBe(409);
    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });
    // The morning of the ride: an hour before pickup.
    await database.db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() + 3_600_000) })
      .where(eq(bookings.reference, reference));
    expect((await mark('onTheWay', keesToken)).statusCode).toBe(404);
    expect((await mark('onTheWay')).json()).toEqual({ status: 'confirmed', progress: 'onTheWay' });
    expect((await mark('arrived')).json()).toEqual({ status: 'confirmed', progress: 'arrived' });
    expect((await mark('completed')).json().code).toBe('notYetPickedUp');
    expect((await mark('teleported')).statusCode).toBe(400);

    // The console's timeline and the customer's page show it.
    const detail = await as('GET', `/api/console/bookings/${reference}`);
    expect(detail.json().booking, detail.body).toMatchObject({ driverProgress: 'arrived' });
    expect(detail.json().events.at(-1)).toMatchObject({
      kind: 'progress',
      actor: { type: 'driver', name: 'Piet' },
    });

    await database.db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.reference, reference));
    expect((await mark('onBoard')).json().progress).toBe('onBoard');
    expect((await mark('completed')).json()).toEqual({ status: 'completed', progress: 'onBoard' });
    expect((await mark('noShow')).statusCode).toBe(409);
  });
});

describe("the customer's changes", () => {
  async function customerToken(reference: string): Promise<string> {
    const rows = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.reference, reference), eq(outbox.kind, 'booking.customer')));
    return /#t=([\w-]{43})/.exec(sentForm(rows[0]?.mail).text)?.[1] ?? '';
  }
  const change = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/manage/change', payload, remoteAddress: `10.8.0.${++ip % 250}` });

  it('previews the new price first, then applies; a confirmed ride needs confirming again', async () => {
    const reference = await bookVia(
      app,
      productBooking({ product: 'tour', tour: 'volendam', passengers: 2 }, 3),
    );
    const token = await customerToken(reference);
    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });
    const before = (await row(reference))?.finalPriceCents ?? 0;
    const preview = await change({ token, preview: true, passengers: 4 });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      previousPrice: before / 100,
      finalPrice: (before / 100) * 2,
      needsConfirmation: true,
      applied: false,
    });
    expect((await row(reference))?.passengers).toBe(2);
    const applied = await change({ token, passengers: 4 });
    expect(applied.json()).toMatchObject({ applied: true, needsConfirmation: true });
    expect(await row(reference)).toMatchObject({
      passengers: 4,
      status: 'requested',
      finalPriceCents: before * 2,
    });
    const kinds = (await database.db.select().from(outbox).where(eq(outbox.reference, reference))).map(
      (m) => m.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['booking.changed', 'booking.changed.business']));
  });

  it('keeps a confirmed ride confirmed when only the flight or the address lines change', async () => {
    const reference = await at('10:00');
    const token = await customerToken(reference);
    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });
    const res = await change({ token, flightNumber: 'KL 1002', pickupDetail: 'Terminal 3' });
    expect(res.json()).toMatchObject({ needsConfirmation: false, applied: true });
    expect(await row(reference)).toMatchObject({ status: 'confirmed', flightNumber: 'KL 1002' });
    const lookup = await app.inject({ method: 'POST', url: '/api/manage/lookup', payload: { token } });
    expect(lookup.json()).toMatchObject({ flightNumber: 'KL 1002', progress: null, message: null });
  });

  it('refuses after the deadline (409), other fields (400) and a wrong link (404)', async () => {
    const reference = await at('10:00');
    const token = await customerToken(reference);
    await database.db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(bookings.reference, reference));
    expect((await change({ token, flightNumber: 'KL 1' })).json().code).toBe('tooLateToChange');
    expect((await change({ token, vehicleId: 1 })).statusCode).toBe(400);
    expect((await change({ token: 'A'.repeat(43), flightNumber: 'KL 1' })).statusCode).toBe(404);
  });

  it("shows the operator's message on the customer's page", async () => {
    const reference = await at('10:00');
    const token = await customerToken(reference);
    await as('POST', `/api/console/bookings/${reference}/status`, {
      to: 'confirmed',
      note: 'Driver waits at door 4',
    });
    const lookup = await app.inject({ method: 'POST', url: '/api/manage/lookup', payload: { token } });
    expect(lookup.json().message).toBe('Driver waits at door 4');
  });
});

describe('found by attacking the new routes', () => {
  async function customerToken(reference: string): Promise<string> {
    const rows = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.reference, reference), eq(outbox.kind, 'booking.customer')));
    return /#t=([\w-]{43})/.exec(sentForm(rows[0]?.mail).text)?.[1] ?? '';
  }
  const change = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/manage/change', payload, remoteAddress: `10.6.0.${++ip % 250}` });

  it("never shows an internal note or a resent mail's kind as the reason on the customer's page", async () => {
    const reference = await at('10:00');
    const token = await customerToken(reference);
    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'cancelled', note: 'Sorry, no car' });
    await as('POST', `/api/console/bookings/${reference}/notes`, { text: 'INTERNAL: do not show' });
    await as('POST', `/api/console/bookings/${reference}/resend`);
    const lookup = await app.inject({ method: 'POST', url: '/api/manage/lookup', payload: { token } });
    expect(lookup.json().reason).toBe('Sorry, no car');
  });

  it("keeps a price set by hand: a customer's change that would re-quote it needs a call", async () => {
    const reference = await at('10:00');
    const token = await customerToken(reference);
    await as('PATCH', `/api/console/bookings/${reference}`, {
      priceOverride: { final: 999, reason: 'Extra stop and waiting' },
    });
    const res = await change({ token, luggage: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('changeNeedsCall');
    expect((await row(reference))?.finalPriceCents).toBe(99_900);
    // A change that does not touch the price still works.
    expect((await change({ token, flightNumber: 'KL 1002' })).statusCode).toBe(200);
  });

  it('refuses a customer moving the ride into the last 2 hours', async () => {
    const reference = await at('10:00');
    const token = await customerToken(reference);
    const soon = new Date(Date.now() + 60 * 60_000);
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Amsterdam',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(soon);
    const [date, time] = wall.split(' ');
    expect((await change({ token, date, time })).json().code).toBe('tooLateToChange');
  });

  it("checks an assigned ride's new time against the driver's other rides, unless forced", async () => {
    const piet = await addDriver('Piet');
    const a = await at('08:00');
    const b = await at('13:00');
    await assign(a, { driverId: piet.id, unitId: '4-1' });
    await assign(b, { driverId: piet.id, unitId: '4-1' });
    const moved = await as('PATCH', `/api/console/bookings/${b}`, { time: '09:00' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'conflict', conflicts: [a] });
    expect((await as('PATCH', `/api/console/bookings/${b}`, { time: '09:00', force: true })).statusCode).toBe(
      200,
    );
  });

  it("takes a customer's new time that overlaps the driver's other ride, warns the office and shows it on the booking", async () => {
    const piet = await addDriver('Piet');
    const a = await at('08:00');
    const b = await at('13:00');
    await assign(a, { driverId: piet.id, unitId: '4-1' });
    await assign(b, { driverId: piet.id, unitId: null });
    for (const reference of [a, b])
      await as('POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });
    expect((await as('GET', `/api/console/bookings/${b}`)).json().booking.conflictsWith).toEqual([]);
    const res = await change({ token: await customerToken(b), time: '08:30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().needsConfirmation).toBe(true);
    const detail = (await as('GET', `/api/console/bookings/${b}`)).json().booking;
    expect(detail).toMatchObject({ status: 'requested', conflictsWith: [a] });
    const [notice] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.reference, b), eq(outbox.kind, 'booking.changed.business')));
    const mail = sentForm(notice?.mail);
    expect(mail.text).toContain(`WARNING: at the new time the assigned driver or car also has ${a}.`);
    expect(mail.text).toContain('confirm the booking again');
  });

  it('tells the office a flight-only change keeps the ride confirmed', async () => {
    const reference = await at('10:00');
    await as('POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });
    expect(
      (await change({ token: await customerToken(reference), flightNumber: 'KL 1002' })).statusCode,
    ).toBe(200);
    const [notice] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.reference, reference), eq(outbox.kind, 'booking.changed.business')));
    const mail = sentForm(notice?.mail);
    expect(mail.text).toContain('It stays confirmed');
    expect(mail.text).not.toContain('WARNING');
  });

  it('limits a booking to 5 online changes an hour (each mails three people); previews too', async () => {
    const reference = await at('10:00');
    const token = await customerToken(reference);
    for (let i = 1; i <= 5; i++) {
      const res = await change({ token, flightNumber: `KL 100${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const preview of [true, false]) {
      const res = await change({ token, flightNumber: 'KL 1009', preview });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('tooManyChanges');
    }
    expect((await row(reference))?.flightNumber).toBe('KL 1005');
    // The operator is not limited.
    expect(
      (await as('PATCH', `/api/console/bookings/${reference}`, { flightNumber: 'KL 1010' })).statusCode,
    ).toBe(200);
  });

  it('answers 400 for an impossible board date, refuses spam on the board and to drivers', async () => {
    expect((await as('GET', '/api/console/board?date=2027-13-45')).statusCode).toBe(400);
    const spam = await bookVia(app, validBooking({ website: 'http://spam.example' }, 4));
    expect((await row(spam))?.isSpam).toBe(true);
    expect((await assign(spam, { driverId: null, unitId: '4-1' })).statusCode).toBe(400);
  });

  it('moves progress forward only, from 12 hours before pickup; a malformed token is a 404', async () => {
    const piet = await addDriver('Piet');
    const token = await linkOf(piet.id);
    const far = await bookVia(app, validBooking({ date: amsterdamDate(1), time: '23:30' }, 4));
    const near = await bookVia(app, validBooking({ date: amsterdamDate(1), time: '10:00' }, 4));
    for (const reference of [far, near]) {
      await assign(reference, { driverId: piet.id, unitId: null, force: true });
      await as('POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });
    }
    await database.db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() + 3_600_000) })
      .where(eq(bookings.reference, near));
    await database.db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() + 20 * 3_600_000) })
      .where(eq(bookings.reference, far));
    const mark = (reference: string, status: string, t: string = token) =>
      driverPost(`/api/driver/rides/${reference}/status`, { token: t, status });
    expect((await mark(far, 'onTheWay')).statusCode).toBe(409);
    expect((await mark(near, 'arrived')).statusCode).toBe(200);
    expect((await mark(near, 'onTheWay')).statusCode).toBe(409);
    expect((await mark(near, 'onTheWay', 'short')).statusCode).toBe(404);
    expect((await mark(near, 'sleeping')).statusCode).toBe(400);
  });
});
