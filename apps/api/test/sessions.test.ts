import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { operatorSessions, outbox } from '../src/db/schema.js';
import { withFirstOperator } from './console-helpers.js';
import { openTestDatabase, sentForm, testConfig } from './helpers.js';

const PASSWORD = 'a long and unusual passphrase';
let database: Database;
let app: FastifyInstance;
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
  ({ app } = await withFirstOperator(database));
});

const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0] ?? '';

async function signIn(userAgent: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/session',
    payload: { email: 'ops@example.com', password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: `10.20.0.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieOf(res);
  const session = await app.inject({ url: '/api/console/session', headers: { cookie } });
  return { cookie, csrf: session.json().csrfToken as string };
}

describe('console sessions (ASVS 3.3, 3.4)', () => {
  it('lists one’s live sessions with their browser; ends one, or every other one', async () => {
    const laptop = await signIn('Mozilla/5.0 (X11; Linux x86_64) Laptop');
    const phone = await signIn('Mozilla/5.0 (iPhone) Phone');
    const tablet = await signIn('Mozilla/5.0 (iPad) Tablet');
    const list = async (who: { cookie: string }) => {
      const res = await app.inject({ url: '/api/console/sessions', headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(200);
      return res.json().sessions as { id: string; userAgent: string; current: boolean }[];
    };
    const seen = await list(laptop);
    // The first operator's own setup session, and the three sign-ins.
    expect(seen).toHaveLength(4);
    expect(seen.find((s) => s.current)?.userAgent).toContain('Laptop');
    expect(seen.every((s) => /^[0-9a-f]{16}$/.test(s.id))).toBe(true);

    const phoneId = seen.find((s) => s.userAgent?.includes('Phone'))?.id ?? '';
    const end = (who: { cookie: string; csrf: string }, url: string) =>
      app.inject({ method: 'DELETE', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf } });
    expect((await end(laptop, `/api/console/sessions/${phoneId}`)).statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/console/session', headers: { cookie: phone.cookie } })).statusCode,
    ).toBe(401);
    expect((await end(laptop, `/api/console/sessions/${phoneId}`)).statusCode).toBe(404);
    expect((await end(laptop, '/api/console/sessions/not-an-id')).statusCode).toBe(400);
    const others = await end(laptop, '/api/console/sessions');
    expect(others.json()).toEqual({ ended: 2 });
    expect(
      (await app.inject({ url: '/api/console/session', headers: { cookie: tablet.cookie } })).statusCode,
    ).toBe(401);
    expect(await list(laptop)).toHaveLength(1);
    // Without a session: 401 before anything else; without the CSRF token: 403.
    expect((await app.inject({ method: 'DELETE', url: '/api/console/sessions/zz' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/console/sessions',
          headers: { cookie: laptop.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('ends 12 hours after sign-in however busy, and after 30 idle minutes; polling while idle keeps nothing alive', async () => {
    const who = await signIn('Poller');
    const [row] = await database.db
      .select()
      .from(operatorSessions)
      .orderBy(operatorSessions.createdAt)
      .limit(10);
    expect(row).toBeDefined();
    const hash = (await database.db.select().from(operatorSessions)).find(
      (s) => s.userAgent === 'Poller',
    )?.tokenHash;
    const set = (values: { lastSeenAt?: Date; createdAt?: Date }) =>
      database.db
        .update(operatorSessions)
        .set(values)
        .where(eq(operatorSessions.tokenHash, hash ?? ''));
    const get = (headers: Record<string, string> = {}) =>
      app.inject({ url: '/api/console/bookings', headers: { cookie: who.cookie, ...headers } });

    // Idle for 20 minutes, the list polls on its own: answered, but the session is not touched.
    await set({ lastSeenAt: new Date(Date.now() - 20 * 60_000) });
    expect((await get({ 'x-console-idle': '1' })).statusCode).toBe(200);
    await set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await get({ 'x-console-idle': '1' })).statusCode).toBe(401);

    const busy = await signIn('Busy');
    const busyHash = (await database.db.select().from(operatorSessions)).find(
      (s) => s.userAgent === 'Busy',
    )?.tokenHash;
    await database.db
      .update(operatorSessions)
      .set({ createdAt: new Date(Date.now() - 12 * 3_600_000 - 1000), lastSeenAt: new Date() })
      .where(eq(operatorSessions.tokenHash, busyHash ?? ''));
    expect(
      (await app.inject({ url: '/api/console/session', headers: { cookie: busy.cookie } })).statusCode,
    ).toBe(401);
  });

  it('uses a __Host- cookie, Secure, behind TLS, and reads only that one there', async () => {
    await app.close();
    app = await buildApp({ config: testConfig(), database, trustProxy: 1 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/session',
      payload: { email: 'ops@example.com', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: `10.21.0.${++ip}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [setCookie = '', deviceCookie = ''] = [res.headers['set-cookie'] ?? []].flat();
    expect(setCookie).toMatch(/^__Host-spt_console=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    // The browser is remembered for the sign-in ceiling, with the same protections.
    expect(deviceCookie).toMatch(
      /^__Host-spt_console_device=[\w.~-]+; Path=\/; Max-Age=15552000; HttpOnly; Secure; SameSite=Strict$/,
    );
    const token = /^__Host-spt_console=([\w-]+)/.exec(setCookie)?.[1] ?? '';
    const over = (proto: string, cookie: string) =>
      app.inject({ url: '/api/console/session', headers: { cookie, 'x-forwarded-proto': proto } });
    expect((await over('https', `__Host-spt_console=${token}`)).statusCode).toBe(200);
    // A cookie without the prefix (which a subdomain could have set) does not count over TLS.
    expect((await over('https', `spt_console=${token}`)).statusCode).toBe(401);
  });

  it('with COOKIE_SECURE (production), uses the __Host- Secure cookies over plain HTTP too', async () => {
    await app.close();
    app = await buildApp({ config: testConfig({ secureCookies: true }), database });
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/session',
      payload: { email: 'ops@example.com', password: PASSWORD },
      remoteAddress: `10.21.1.${++ip}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [session = '', device = ''] = [res.headers['set-cookie'] ?? []].flat();
    expect(session).toMatch(/^__Host-spt_console=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(device).toMatch(/^__Host-spt_console_device=.*; Secure; SameSite=Strict$/);
    const token = /^__Host-spt_console=([\w-]+)/.exec(session)?.[1] ?? '';
    const as = (cookie: string) => app.inject({ url: '/api/console/session', headers: { cookie } });
    expect((await as(`__Host-spt_console=${token}`)).statusCode).toBe(200);
    expect((await as(`spt_console=${token}`)).statusCode).toBe(401);
  });

  it('mails the operator when their account signs in from a kind of browser it was not used on before', async () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const told = async () =>
      (await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.security'))).map((row) =>
        sentForm(row.mail),
      );
    await signIn(android);
    await signIn(android);
    expect(await told()).toEqual([]);
    await signIn(iphone);
    const mails = await told();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A new sign-in to your Schiphol Premium Taxi console account');
    expect(mails[0]?.text).toContain('Safari · iPhone');
    await signIn(iphone);
    expect(await told()).toHaveLength(1);
  });
});
