import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { outbox, signInAttempts } from '../src/db/schema.js';
import { isRememberedDevice, rememberedDevice } from '../src/lib/device-cookie.js';
import { ACCOUNT_CEILING, clientNetwork } from '../src/services/operators.js';
import { withFirstOperator } from './console-helpers.js';
import { opened, openTestDatabase, TEST_SECRET_KEY } from './helpers.js';

const PASSWORD = 'a long and unusual passphrase';
const EMAIL = 'ops@example.com';
let database: Database;
let app: FastifyInstance;

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

function signIn(ip: string, password: string, cookie = '', email = EMAIL) {
  return app.inject({
    method: 'POST',
    url: '/api/console/session',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
}

/** The device cookie a sign-in set (`name=value`). */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [String(header)];
  return all.find((line) => line.startsWith('spt_console_device='))?.split(';')[0] ?? '';
}

/** The account's count over every client, set as if a spray had reached it from all over. */
async function sprayedTo(email: string, failures: number) {
  await database.db
    .insert(signInAttempts)
    .values({ email, client: '*', failures, lastFailureAt: new Date() })
    .onConflictDoUpdate({
      target: [signInAttempts.email, signInAttempts.client],
      set: { failures, lastFailureAt: new Date() },
    });
}

describe('sign-in throttling across clients (ASVS 2.2.1)', () => {
  it('counts an IPv6 client by its /64, an IPv4-mapped one as IPv4', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2::1')).toBe(clientNetwork('2001:db8:1:2:ffff::9'));
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
  });

  it('makes a whole IPv6 /64 wait after 5 failures, whichever of its addresses tries', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await signIn(`2001:db8:77:1::${i}`, 'wrong password here')).statusCode).toBe(401);
    }
    const next = await signIn('2001:db8:77:1:abcd::42', PASSWORD);
    expect(next.statusCode).toBe(429);
    expect(next.json().code).toBe('accountLocked');
    // The next /64 over is another client.
    expect((await signIn('2001:db8:77:2::1', PASSWORD)).statusCode).toBe(200);
  });

  it(`past ${ACCOUNT_CEILING} failures an hour from all over, only a browser that signed in before may try`, async () => {
    // The operator's own browser signs in once and is remembered.
    const first = await signIn('198.51.100.10', PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^spt_console_device=\d{13}\./);
    expect(String(first.headers['set-cookie'])).toMatch(
      /spt_console_device=[^;]+; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Strict/,
    );

    // A spray from many networks, one guess each, reaches the ceiling.
    await sprayedTo(EMAIL, ACCOUNT_CEILING - 1);
    expect((await signIn('2001:db8:99:1::1', 'spray guess 1')).statusCode).toBe(401);
    const [all] = await database.db
      .select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.email, EMAIL), eq(signInAttempts.client, '*')));
    expect(all?.failures).toBe(ACCOUNT_CEILING);

    // Now a new network is refused before its password is even checked, the right one too, and its
    // tries no longer count.
    for (const ip of ['2001:db8:99:2::1', '203.0.113.200']) {
      const refused = await signIn(ip, PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('accountLocked');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
    const [still] = await database.db
      .select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.email, EMAIL), eq(signInAttempts.client, '*')));
    expect(still?.failures).toBe(ACCOUNT_CEILING);

    // The remembered browser signs in as usual, from any network.
    expect((await signIn('203.0.113.201', PASSWORD, device)).statusCode).toBe(200);
    // A made-up cookie, or one of another address, does not pass.
    const forged = `spt_console_device=${String(Date.now())}.${'A'.repeat(16)}.${'B'.repeat(43)}`;
    expect((await signIn('203.0.113.202', PASSWORD, forged)).statusCode).toBe(429);
    const other = `spt_console_device=${rememberedDevice(TEST_SECRET_KEY, 'someone@example.com', undefined)}`;
    expect((await signIn('203.0.113.203', PASSWORD, other)).statusCode).toBe(429);

    // An unknown address past its ceiling answers the same (no account enumeration).
    await sprayedTo('ghost@example.com', ACCOUNT_CEILING);
    const ghost = await signIn('203.0.113.204', PASSWORD, '', 'ghost@example.com');
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json().code).toBe('accountLocked');

    // After the window without counted failures, anyone may try again.
    await database.db.execute(
      sql`update sign_in_attempts set last_failure_at = now() - interval '61 minutes' where client = '*'`,
    );
    expect((await signIn('203.0.113.205', PASSWORD)).statusCode).toBe(200);
  });

  it('a password reset by the mailed link lifts the ceiling for every browser', async () => {
    await sprayedTo(EMAIL, ACCOUNT_CEILING + 20);
    expect((await signIn('203.0.113.50', PASSWORD)).statusCode).toBe(429);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/console/password-reset',
      payload: { email: EMAIL },
    });
    expect(asked.statusCode).toBe(202);
    let token = '';
    for (let i = 0; i < 50 && !token; i++) {
      const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'operator.reset'));
      token = JSON.stringify(opened(mail?.mail)).match(/\/console\/reset#([\w-]+)/)?.[1] ?? '';
      if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(token).toHaveLength(43);
    const NEW_PASSWORD = 'another rather unusual passphrase';
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/console/password-reset/confirm',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await signIn('203.0.113.51', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a device cookie is bound to its address and its key, and ends after 180 days', () => {
    const now = Date.now();
    const value = rememberedDevice(TEST_SECRET_KEY, EMAIL, undefined, now);
    expect(isRememberedDevice(TEST_SECRET_KEY, EMAIL, value, now)).toBe(true);
    expect(isRememberedDevice(TEST_SECRET_KEY, 'other@example.com', value, now)).toBe(false);
    expect(isRememberedDevice(Buffer.alloc(32, 1), EMAIL, value, now)).toBe(false);
    expect(isRememberedDevice(TEST_SECRET_KEY, EMAIL, value, now + 181 * 24 * 3_600_000)).toBe(false);
    // A browser shared by two operators remembers both, and at most four.
    const shared = rememberedDevice(TEST_SECRET_KEY, 'b@example.com', value, now);
    expect(isRememberedDevice(TEST_SECRET_KEY, EMAIL, shared, now)).toBe(true);
    expect(isRememberedDevice(TEST_SECRET_KEY, 'b@example.com', shared, now)).toBe(true);
    let many = shared;
    for (const email of ['c@example.com', 'd@example.com', 'e@example.com']) {
      many = rememberedDevice(TEST_SECRET_KEY, email, many, now);
    }
    expect(many.split('~')).toHaveLength(4);
    expect(isRememberedDevice(TEST_SECRET_KEY, EMAIL, many, now)).toBe(false);
    // Signing in again replaces the older entry of the same address instead of adding one.
    expect(rememberedDevice(TEST_SECRET_KEY, EMAIL, value, now).split('~')).toHaveLength(1);
  });
});
