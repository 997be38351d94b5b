import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { bookingEvents, bookings, contactMessages, operatorSessions, outbox } from '../src/db/schema.js';
import {
  amsterdamDate,
  buildTestApp,
  opened,
  openTestDatabase,
  resetDatabase,
  sentForm,
  validBooking,
  validContact,
} from './helpers.js';

let database: Database;
let app: FastifyInstance;
const PASSWORD = 'a long and unusual passphrase';
let ip = 0;
/** Each request from its own client address, so the per-IP sign-in limit never interferes. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface Operator {
  cookie: string;
  csrf: string;
}

function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  const cookie = value.split(';')[0] ?? '';
  expect(cookie).toMatch(/^spt_console=[\w-]{40,}$/);
  return cookie;
}

async function withCsrf(cookie: string): Promise<Operator> {
  const res = await app.inject({ url: '/api/console/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return { cookie, csrf: res.json().csrfToken };
}

/** A fresh first-run state: no operators, so the server hands out a setup token. */
async function firstRun(): Promise<string> {
  await resetDatabase(database.db);
  await app.close();
  ({ app } = await buildTestApp(database));
  const token = app.setupToken();
  expect(token).toMatch(/^[\w-]{43}$/);
  return token ?? '';
}

async function setUpFirstOperator(email = 'ops@example.com'): Promise<Operator> {
  const token = await firstRun();
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/setup',
    payload: { token, email, password: PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  const cookie = sessionCookie(res);
  expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
  return withCsrf(cookie);
}

const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/console/session',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

const act = (operator: Operator, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    payload,
    headers: { cookie: operator.cookie, 'x-csrf-token': operator.csrf },
  });

async function book(overrides: Parameters<typeof validBooking>[0] = {}): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json().reference;
}

describe('console: every route needs a session', () => {
  it.each([
    ['GET', '/api/console/session'],
    ['DELETE', '/api/console/session'],
    ['GET', '/api/console/bookings'],
    ['GET', '/api/console/bookings/SPT-AAAAAA'],
    ['POST', '/api/console/bookings/SPT-AAAAAA/status'],
    ['GET', '/api/console/bookings.csv?from=2026-01-01&to=2026-12-31'],
    ['GET', '/api/console/messages'],
    ['POST', '/api/console/messages/1/handled'],
    ['GET', '/api/console/operators'],
    ['POST', '/api/console/operators/invite'],
    ['POST', '/api/console/operators/1/disable'],
  ] as const)('%s %s -> 401 without a session, and with a made-up one', async (method, url) => {
    const payload = method === 'POST' ? { to: 'confirmed', email: 'x@example.com' } : undefined;
    const anonymous = await app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
    const forged = await app.inject({
      method,
      url,
      payload,
      headers: { cookie: 'spt_console=made-up-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('console: first-run setup', () => {
  it('creates the first operator once with the logged token; no default account exists', async () => {
    const token = await firstRun();
    expect((await signIn('admin@localhost', 'admin')).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/console/setup',
      payload: { token: `${token.slice(0, -2)}xx`, email: 'ops@example.com', password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(404);
    // Passwords an attacker tries first, all 12 characters or more (the audit's adminadminad among them).
    for (const password of [
      'password1234',
      'adminadminad',
      'Welcome2024!',
      'Schiphol2024!',
      'wachtwoord123',
    ]) {
      const weak = await app.inject({
        method: 'POST',
        url: '/api/console/setup',
        payload: { token, email: 'ops@example.com', password },
      });
      expect(weak.statusCode, password).toBe(400);
      expect(weak.json().code).toBe('weakPassword');
    }
    const ok = await app.inject({
      method: 'POST',
      url: '/api/console/setup',
      payload: { token, email: 'Ops@Example.com', password: PASSWORD },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ operator: { email: 'ops@example.com' } });
    const again = await app.inject({
      method: 'POST',
      url: '/api/console/setup',
      payload: { token, email: 'second@example.com', password: PASSWORD },
    });
    expect(again.statusCode).toBe(404);
    expect(app.setupToken()).toBeNull();
  });
});

describe('console: sign-in, CSRF, sign-out, lock-out', () => {
  beforeEach(async () => {
    await setUpFirstOperator();
  });

  it('signs in; the same answer for an unknown address and a wrong password', async () => {
    const unknown = await signIn('nobody@example.com', PASSWORD);
    const wrong = await signIn('ops@example.com', 'not the password at all');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    const ok = await signIn('OPS@example.com', PASSWORD);
    expect(ok.statusCode).toBe(200);
    const operator = await withCsrf(sessionCookie(ok));
    expect(operator.csrf).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a state-changing request without the CSRF token, or from another origin', async () => {
    const operator = await withCsrf(sessionCookie(await signIn('ops@example.com', PASSWORD)));
    const reference = await book();
    const url = `/api/console/bookings/${reference}/status`;
    const noToken = await app.inject({
      method: 'POST',
      url,
      payload: { to: 'confirmed' },
      headers: { cookie: operator.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('csrf');
    const wrongToken = await app.inject({
      method: 'POST',
      url,
      payload: { to: 'confirmed' },
      headers: { cookie: operator.cookie, 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrongToken.statusCode).toBe(403);
    const foreign = await app.inject({
      method: 'POST',
      url,
      payload: { to: 'confirmed' },
      headers: { cookie: operator.cookie, 'x-csrf-token': operator.csrf, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const [row] = await database.db.select().from(bookings);
    expect(row?.status).toBe('requested');
  });

  it('makes one client wait after 5 failures, known address or not, and never locks the operator out', async () => {
    const from = (ip: string, email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/console/session',
        payload: { email, password },
        remoteAddress: ip,
      });
    // (Each address from its own IP: the per-IP limit of 10 a minute is another matter.)
    for (const [email, ip] of [
      ['ops@example.com', '203.0.113.66'],
      ['ghost@example.com', '203.0.113.67'],
    ] as const) {
      for (let i = 0; i < 5; i++) expect((await from(ip, email, 'wrong password here')).statusCode).toBe(401);
      const waiting = await from(ip, email, PASSWORD);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().code).toBe('accountLocked');
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // The operator, elsewhere, signs in as usual.
    expect((await from('198.51.100.7', 'ops@example.com', PASSWORD)).statusCode).toBe(200);
    // The wait grows with each failure after it ends, to at most 15 minutes.
    await database.db.execute(sql`update sign_in_attempts set locked_until = now() - interval '1 second'`);
    expect((await from('203.0.113.66', 'ops@example.com', 'wrong password again')).statusCode).toBe(401);
    const longer = await from('203.0.113.66', 'ops@example.com', PASSWORD);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(120);
  });

  it('mails the operator once after 10 failed sign-ins within an hour, from anywhere; never for an unknown address', async () => {
    for (const email of ['ops@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 12; i++) expect((await signIn(email, `wrong password ${i}`)).statusCode).toBe(401);
    }
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.security'));
    expect(mails).toHaveLength(1);
    const mail = sentForm(mails[0]?.mail);
    expect(mail.to).toBe('ops@example.com');
    expect(mail.subject).toBe('Failed sign-ins to your Schiphol Premium Taxi console account');
    expect(mail.text).toContain('There were 10 failed sign-ins to the console account ops@example.com');
  });

  it('signs out at once; an idle session expires after 30 minutes', async () => {
    const operator = await withCsrf(sessionCookie(await signIn('ops@example.com', PASSWORD)));
    expect((await act(operator, 'DELETE', '/api/console/session')).statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/console/session', headers: { cookie: operator.cookie } })).statusCode,
    ).toBe(401);
    const idle = await withCsrf(sessionCookie(await signIn('ops@example.com', PASSWORD)));
    await database.db.update(operatorSessions).set({ lastSeenAt: new Date(Date.now() - 30 * 60_000 - 1000) });
    expect(
      (await app.inject({ url: '/api/console/bookings', headers: { cookie: idle.cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('console: invitations, disabling, password reset', () => {
  it('invites by mail; the link works once; a disabled operator loses access at once', async () => {
    const first = await setUpFirstOperator();
    expect(
      (
        await act(first, 'POST', '/api/console/operators/invite', {
          email: 'new@example.com',
          role: 'dispatcher',
        })
      ).statusCode,
    ).toBe(201);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.invite'));
    const link = JSON.stringify(opened(mail?.mail)).match(/\/console\/invite#([\w-]+)/);
    const token = link?.[1] ?? '';
    expect(token).toHaveLength(43);
    const accept = () =>
      app.inject({
        method: 'POST',
        url: '/api/console/invite/accept',
        payload: { token, password: PASSWORD },
      });
    const accepted = await accept();
    expect(accepted.statusCode).toBe(201);
    expect((await accept()).statusCode).toBe(404);
    const second = await withCsrf(sessionCookie(accepted));
    const list = await app.inject({ url: '/api/console/operators', headers: { cookie: first.cookie } });
    const newId = list.json().items.find((o: { email: string }) => o.email === 'new@example.com').id;
    expect((await act(first, 'POST', `/api/console/operators/${newId}/disable`)).statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/console/bookings', headers: { cookie: second.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn('new@example.com', PASSWORD)).statusCode).toBe(401);
    // The last active operator cannot be disabled.
    const firstId = list.json().items.find((o: { email: string }) => o.email === 'ops@example.com').id;
    expect((await act(first, 'POST', `/api/console/operators/${firstId}/disable`)).statusCode).toBe(409);
  });

  it('resets a password by a mailed link, once; the same answer for an unknown address', async () => {
    const operator = await setUpFirstOperator();
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/console/password-reset',
      payload: { email: 'x@example.com' },
    });
    const known = await app.inject({
      method: 'POST',
      url: '/api/console/password-reset',
      payload: { email: 'ops@example.com' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    // The link is queued just after the answer (so a real account answers no slower).
    const mails = await vi.waitFor(async () => {
      const rows = await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.reset'));
      expect(rows).toHaveLength(1);
      return rows;
    });
    const token = JSON.stringify(opened(mails[0]?.mail)).match(/\/console\/reset#([\w-]+)/)?.[1] ?? '';
    const confirm = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/console/password-reset/confirm',
        payload: { token, password },
      });
    expect((await confirm('123456789012')).statusCode).toBe(400);
    expect((await confirm('another long passphrase here')).statusCode).toBe(204);
    expect((await confirm('yet another long passphrase')).statusCode).toBe(404);
    // Every session of the account ended; the new password works, the old one not.
    expect(
      (await app.inject({ url: '/api/console/session', headers: { cookie: operator.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn('ops@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn('ops@example.com', 'another long passphrase here')).statusCode).toBe(200);
  });
});

describe("console: changing one's password", () => {
  it('needs the current password and a strong new one; other sessions end, this one stays; the operator is mailed', async () => {
    const operator = await setUpFirstOperator();
    const other = await withCsrf(sessionCookie(await signIn('ops@example.com', PASSWORD)));
    const change = (payload: object) => act(operator, 'POST', '/api/console/password', payload);
    const wrong = await change({
      currentPassword: 'not my password at all',
      password: 'a brand new passphrase here',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrongCurrentPassword');
    const weak = await change({ currentPassword: PASSWORD, password: 'Welcome2024!' });
    expect(weak.json().code).toBe('weakPassword');
    expect(
      (await change({ currentPassword: PASSWORD, password: 'a brand new passphrase here' })).statusCode,
    ).toBe(204);
    const still = await app.inject({ url: '/api/console/session', headers: { cookie: operator.cookie } });
    expect(still.statusCode).toBe(200);
    const ended = await app.inject({ url: '/api/console/session', headers: { cookie: other.cookie } });
    expect(ended.statusCode).toBe(401);
    expect((await signIn('ops@example.com', 'a brand new passphrase here')).statusCode).toBe(200);
    const [told] = await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.security'));
    expect(sentForm(told?.mail).subject).toBe('Your Schiphol Premium Taxi console password was changed');
    // Without a session: 401 before the body is read.
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/console/password',
      payload: { junk: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('console: addresses with control characters (found by an attack: they answered 500)', () => {
  it('answers 400 at sign-in and for a reset link', async () => {
    await setUpFirstOperator();
    for (const url of ['/api/console/session', '/api/console/password-reset']) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: { email: 'a\u0000@example.com', password: 'whatever it is here' },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('console: reset links (ASVS 2.5, 3.3)', () => {
  it('of two reset links only the newest works, and only once', async () => {
    await setUpFirstOperator();
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/console/password-reset',
        payload: { email: 'ops@example.com' },
      });
    const resetMails = () =>
      database.db.select().from(outbox).where(eq(outbox.kind, 'operator.reset')).orderBy(outbox.id);
    for (const count of [1, 2]) {
      expect((await ask()).statusCode).toBe(202);
      await vi.waitFor(async () => expect(await resetMails()).toHaveLength(count));
    }
    const mails = await resetMails();
    const [older, newer] = mails.map(
      (mail) => JSON.stringify(opened(mail.mail)).match(/\/console\/reset#([\w-]+)/)?.[1] ?? '',
    );
    const confirm = (token: string | undefined, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/console/password-reset/confirm',
        payload: { token, password },
      });
    expect((await confirm(older, 'an older link tries this passphrase')).statusCode).toBe(404);
    expect((await confirm(newer, 'the newest link sets this passphrase')).statusCode).toBe(204);
    expect((await confirm(newer, 'and cannot set it a second time')).statusCode).toBe(404);
    expect((await signIn('ops@example.com', 'the newest link sets this passphrase')).statusCode).toBe(200);
    // The operator is told.
    const [told] = await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.security'));
    expect(sentForm(told?.mail).subject).toBe('Your Schiphol Premium Taxi console password was reset');
  });
});

/** Moves a booking's pickup an hour into the past, as if the ride had started. */
async function pickupPassed(reference: string): Promise<void> {
  await database.db
    .update(bookings)
    .set({ pickupAt: new Date(Date.now() - 3_600_000) })
    .where(eq(bookings.reference, reference));
}

describe('console: booking statuses', () => {
  let operator: Operator;
  beforeEach(async () => {
    operator = await setUpFirstOperator();
  });
  const change = (reference: string, payload: object) =>
    act(operator, 'POST', `/api/console/bookings/${reference}/status`, payload);

  it.each([
    [['confirmed'], 'confirmed'],
    [['confirmed', 'completed'], 'completed'],
    [['declined'], 'declined'],
    [['cancelled'], 'cancelled'],
    [['confirmed', 'cancelled'], 'cancelled'],
  ])('allows %j, ending %s, with an event per change', async (steps, final) => {
    const reference = await book();
    if (steps.includes('completed')) await pickupPassed(reference);
    for (const to of steps)
      expect((await change(reference, { to, note: 'OK' })).json()).toEqual({ status: to });
    const detail = await app.inject({
      url: `/api/console/bookings/${reference}`,
      headers: { cookie: operator.cookie },
    });
    expect(detail.json().booking.status).toBe(final);
    expect(detail.json().events.map((e: { to: string }) => e.to)).toEqual(['requested', ...steps]);
    expect(detail.json().events.at(-1).actor).toEqual({ type: 'operator', email: 'ops@example.com' });
  });

  it.each([
    [[], 'completed'],
    [['declined'], 'confirmed'],
    [['cancelled'], 'confirmed'],
    [['confirmed', 'completed'], 'cancelled'],
    [['confirmed'], 'declined'],
    [['confirmed'], 'confirmed'],
  ])('after %j refuses %s with 409 and changes nothing', async (steps, to) => {
    const reference = await book();
    await pickupPassed(reference);
    for (const step of steps) expect((await change(reference, { to: step })).statusCode).toBe(200);
    const before = await database.db.select().from(bookingEvents);
    const res = await change(reference, { to });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('transitionNotAllowed');
    expect(await database.db.select().from(bookingEvents)).toHaveLength(before.length);
  });

  it.each(['completed', 'noShow'])('refuses %s before the pickup time (409 notYetPickedUp)', async (to) => {
    const reference = await book();
    expect((await change(reference, { to: 'confirmed' })).statusCode).toBe(200);
    const early = await change(reference, { to });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('notYetPickedUp');
    await pickupPassed(reference);
    expect((await change(reference, { to })).json()).toEqual({ status: to });
    // Final: nothing more.
    expect((await change(reference, { to: 'cancelled' })).statusCode).toBe(409);
  });

  it('finds a caller by the national phone formats of NL and BE, and a reference without its hyphen', async () => {
    const dutch = await book({ contactPhone: '+31 6 21436587' });
    const belgian = await book({ contactPhone: '+32 470 12 34 56' });
    const search = async (q: string) =>
      (
        await app.inject({
          url: `/api/console/bookings?q=${encodeURIComponent(q)}`,
          headers: { cookie: operator.cookie },
        })
      )
        .json()
        .items.map((item: { reference: string }) => item.reference);
    expect(await search('06 21436587')).toEqual([dutch]);
    expect(await search('0621-436587')).toEqual([dutch]);
    expect(await search('0031 6 2143 6587')).toEqual([dutch]);
    expect(await search('0470 12 34 56')).toEqual([belgian]);
    expect(await search('+32 470 123456')).toEqual([belgian]);
    expect(await search(dutch.replace('-', ''))).toEqual([dutch]);
    expect(await search(dutch.replace('-', ' ').toLowerCase())).toEqual([dutch]);
  });

  it('of two operators deciding at once, exactly one wins', async () => {
    const reference = await book();
    const answers = await Promise.all([
      change(reference, { to: 'confirmed' }),
      change(reference, { to: 'declined' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await database.db.select().from(bookingEvents)).toHaveLength(1);
  });

  it('confirming with a driver stores the driver and queues the customer mail in the same transaction', async () => {
    const reference = await book({ locale: 'nl' });
    const res = await change(reference, {
      to: 'confirmed',
      driver: { name: 'Piet de Vries', phone: '06 11122233' },
      note: 'Tot morgen!',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await database.db.select().from(bookings);
    expect(row?.driver).toEqual({ name: 'Piet de Vries', phone: '+31611122233' });
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.status'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail).toMatchObject({
      template: 'booking.status',
      data: { status: 'confirmed', locale: 'nl', note: 'Tot morgen!', driver: { name: 'Piet de Vries' } },
    });
    const rendered = sentForm(mails[0]?.mail);
    expect(rendered.to).toBe('jan@example.com');
    expect(rendered.text).toContain('Piet de Vries');
    expect(rendered.attachments?.[0]).toMatchObject({
      filename: `booking-${reference}.ics`,
      contentType: expect.stringContaining('text/calendar'),
    });
    // The operator's mail of the new booking links to it in the console.
    const [business] = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.business'));
    expect(sentForm(business?.mail).text).toContain(`http://localhost:3000/console/bookings/${reference}`);
  });
});

describe('console: list, search, CSV, messages', () => {
  let operator: Operator;
  beforeEach(async () => {
    operator = await setUpFirstOperator();
  });
  const get = (url: string) => app.inject({ url, headers: { cookie: operator.cookie } });

  it('lists upcoming bookings by pickup time, filters, searches and pages', async () => {
    const late = await book({ time: '18:00', contactName: 'Anna Bakker', contactEmail: 'anna@example.com' });
    const early = await book({ time: '07:15', contactPhone: '+31 6 55544433' });
    await book({ website: 'http://spam.example' });
    const list = await get('/api/console/bookings');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((b: { reference: string }) => b.reference)).toEqual([early, late]);
    expect((await get('/api/console/bookings?q=anna@EXAMPLE')).json().items).toHaveLength(1);
    expect((await get(`/api/console/bookings?q=${late.toLowerCase()}`)).json().items[0].reference).toBe(late);
    expect((await get('/api/console/bookings?q=55544433')).json().items[0].reference).toBe(early);
    expect((await get('/api/console/bookings?q=%25')).json().items).toHaveLength(0);
    expect((await get('/api/console/bookings?spam=true')).json().items).toHaveLength(1);
    const first = (await get('/api/console/bookings?limit=1')).json();
    expect(first.items[0].reference).toBe(early);
    const second = (await get(`/api/console/bookings?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items[0].reference).toBe(late);
    expect(second.nextCursor).toBeNull();
    await act(operator, 'POST', `/api/console/bookings/${late}/status`, { to: 'confirmed' });
    expect((await get('/api/console/bookings?status=confirmed')).json().items).toHaveLength(1);
    expect((await get('/api/console/bookings?cursor=garbage')).statusCode).toBe(400);
  });

  it('exports CSV for Dutch spreadsheets, with formula cells made inert', async () => {
    await book({ contactName: '=HYPERLINK("http://example.com","x")' });
    await book({ contactName: '@SUM(A1)', pickup: '+31 Schiphol' });
    const res = await get('/api/console/bookings.csv?from=2000-01-01&to=2100-12-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="bookings-2000-01-01-2100-12-31.csv"',
    );
    expect(res.body.startsWith('\uFEFF"Reference";"Status"')).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://example.com"",""x"")"`);
    expect(res.body).toContain(`"'@SUM(A1)"`);
    expect(res.body).toContain(`"'+31 Schiphol"`);
    expect(res.body).toMatch(/"\d+,\d{2}";"Jan Jansen"|;"'=HYPERLINK/);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(res.body).not.toMatch(/(^|;)"=/m);
  });

  it("exports CSV in the console's language (lang): headings and status, product and tour names", async () => {
    const reference = await book();
    await act(operator, 'POST', `/api/console/bookings/${reference}/status`, { to: 'confirmed' });
    const date = amsterdamDate(2);
    const range = `from=${date}&to=${date}`;
    const lines = async (query: string) => {
      const res = await get(`/api/console/bookings.csv?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const [header = '', ...rows] = res.body.slice(1).trim().split('\r\n');
      expect(rows).toHaveLength(1);
      const columns = header.split(';');
      const cells = (rows[0] ?? '').split(';');
      return { header, cell: (name: string) => cells[columns.indexOf(`"${name}"`)] };
    };

    const dutch = await lines(`${range}&lang=nl`);
    expect(dutch.header.startsWith('"Referentie";"Status";"Ophaaldatum";"Ophaaltijd";"Ophaallocatie"')).toBe(
      true,
    );
    expect(dutch.header).toContain('"Omzet (EUR)"');
    expect(dutch.header).not.toContain('"Pickup date"');
    expect(dutch.cell('Referentie')).toBe(`"${reference}"`);
    expect(dutch.cell('Status')).toBe('"Bevestigd"');
    expect(dutch.cell('Product')).toBe('"Transfer"');
    // Dates and times as before, in every language.
    expect(dutch.cell('Ophaaldatum')).toBe(`"${date}"`);
    expect(dutch.cell('Geboekt op (UTC)')).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"$/);

    const english = await lines(`${range}&lang=en`);
    expect(english.header.startsWith('"Reference";"Status";"Pickup date"')).toBe(true);
    expect(english.cell('Status')).toBe('"Confirmed"');
    expect(english.cell('Pickup date')).toBe(`"${date}"`);

    // Without lang: the file other programs read, unchanged: English headings and the status id.
    const plain = await lines(range);
    expect(plain.header).toBe(english.header);
    expect(plain.cell('Status')).toBe('"confirmed"');
    expect(plain.cell('Product')).toBe('"transfer"');

    const unknown = await get(`/api/console/bookings.csv?${range}&lang=fr`);
    expect(unknown.statusCode).toBe(400);
  });

  it('names the place found at each point in every language, for the console', async () => {
    const reference = await book();
    const detail = (await get(`/api/console/bookings/${reference}`)).json();
    expect(detail.booking.pickupPoint.nearestNames).toEqual({
      en: expect.stringMatching(/Netherlands$/),
      nl: expect.stringMatching(/Nederland$/),
    });
    expect(detail.booking.pickupPoint.nearestName).toBe(detail.booking.pickupPoint.nearestNames.en);
    expect(detail.booking.destinationPoint.nearestNames.nl).toMatch(/^Maastricht, Limburg, Nederland$/);
  });

  it('lists contact messages and marks one handled', async () => {
    await app.inject({ method: 'POST', url: '/api/contact', payload: validContact() });
    const list = await get('/api/console/messages');
    expect(list.json().items).toHaveLength(1);
    const id = list.json().items[0].id;
    expect(list.json().items[0].handled).toBe(false);
    expect((await act(operator, 'POST', `/api/console/messages/${id}/handled`)).statusCode).toBe(204);
    expect((await get('/api/console/messages')).json().items[0].handled).toBe(true);
    const [row] = await database.db.select().from(contactMessages);
    expect(row?.handledBy).toBe('ops@example.com');
    expect((await act(operator, 'POST', '/api/console/messages/999/handled')).statusCode).toBe(404);
  });

  it('the OpenAPI document lists the console routes', async () => {
    const docs = (await app.inject('/api/docs')).json();
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/console/bookings', '/api/console/session']),
    );
    await database.db.execute(sql`select 1`);
  });
});
