import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import {
  buildTestApp,
  openTestDatabase,
  TEST_REDIS_URL,
  tcpRelay,
  testConfig,
  validContact,
} from './helpers.js';

/** The lines a Fastify logger writes, for a test to read. */
function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, stream };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rate limits without REDIS_URL', () => {
  it('are counted in process memory: each instance has its own quota', async () => {
    const database = await openTestDatabase();
    const limits = { rateLimit: { bookingsPerWindow: 100, contactsPerWindow: 1, windowMs: 60_000 } };
    const { app: first } = await buildTestApp(database, limits);
    const { app: second } = await buildTestApp(database, limits);
    try {
      const post = (app: typeof first) =>
        app.inject({ method: 'POST', url: '/api/contact', payload: validContact() });
      expect((await post(first)).statusCode).toBe(201);
      expect((await post(second)).statusCode).toBe(201);
      expect((await post(first)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await database.close();
    }
  });
});

describe('rate limits behind one proxy (TRUST_PROXY=true, one hop)', () => {
  it('key on the address the proxy appended, so a forged X-Forwarded-For does not reset the quota', async () => {
    const database = await openTestDatabase();
    const config = testConfig({
      rateLimit: { bookingsPerWindow: 100, contactsPerWindow: 1, windowMs: 60_000 },
    });
    const app = await buildApp({ config, database, trustProxy: 1 });
    try {
      // The proxy appends the client's real address (203.0.113.7) to whatever the client sent.
      const post = (forged: string) =>
        app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: validContact(),
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` },
        });
      expect((await post('198.51.100.1')).statusCode).toBe(201);
      expect((await post('198.51.100.2')).statusCode).toBe(429);
      const other = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validContact(),
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.skipIf(!TEST_REDIS_URL)('rate limits in Redis (set TEST_REDIS_URL)', () => {
  it('counts per IP across app instances sharing the store: 429 after the limit', async () => {
    const database = await openTestDatabase();
    const shared = {
      redisUrl: TEST_REDIS_URL,
      redisKeyPrefix: `spt-test-${randomBytes(6).toString('hex')}-`,
      rateLimit: { bookingsPerWindow: 100, contactsPerWindow: 2, windowMs: 60_000 },
    };
    const { app: first } = await buildTestApp(database, shared);
    const { app: second } = await buildTestApp(database, shared);
    try {
      const post = (app: typeof first) =>
        app.inject({ method: 'POST', url: '/api/contact', payload: validContact() });
      expect((await post(first)).statusCode).toBe(201);
      expect((await post(second)).statusCode).toBe(201);
      const limited = await post(first);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rateLimited');
    } finally {
      await first.close();
      await second.close();
      await database.close();
    }
  });
});

describe('rate limits with REDIS_URL set but Redis unreachable (issue 24: never fail open)', () => {
  it('count in process memory instead: 429 after the limit, and one warning without addresses', async () => {
    const { lines, stream } = logLines();
    const database = await openTestDatabase();
    const config = testConfig({
      // Nothing listens on port 1: every connection is refused.
      redisUrl: 'redis://127.0.0.1:1',
      rateLimit: { bookingsPerWindow: 100, contactsPerWindow: 2, windowMs: 60_000 },
    });
    const app = await buildApp({ config, database, logger: { ...loggerOptions('info'), stream } });
    try {
      const post = (remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/contact', payload: validContact(), remoteAddress });
      expect((await post('203.0.113.9')).statusCode).toBe(201);
      expect((await post('203.0.113.9')).statusCode).toBe(201);
      const limited = await post('203.0.113.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rateLimited');
      expect((await post('203.0.113.10')).statusCode).toBe(201);

      // The console's per-IP sign-in limit (10 a minute) holds too, even for bodies it refuses.
      const signIn = () =>
        app.inject({
          method: 'POST',
          url: '/api/console/session',
          payload: {},
          remoteAddress: '198.51.100.4',
        });
      for (let attempt = 1; attempt <= 10; attempt++) expect((await signIn()).statusCode).not.toBe(429);
      expect((await signIn()).statusCode).toBe(429);

      const warnings = lines.filter((line) => line.includes('Redis is unreachable'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0] ?? '{}').level).toBe(40);
      expect(lines.join('')).not.toMatch(/203\.0\.113|198\.51\.100/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/**
 * An app whose rate limits are kept in the test Redis through a relay that can be cut or hung, with
 * `contactsPerWindow` contact messages a minute per client, its log lines, and a contact POST.
 */
async function behindRedisRelay(contactsPerWindow: number) {
  const relay = await tcpRelay(new URL(TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'), 'redis');
  const { lines, stream } = logLines();
  const database = await openTestDatabase();
  const config = testConfig({
    redisUrl: relay.url,
    redisKeyPrefix: `spt-test-${randomBytes(6).toString('hex')}-`,
    rateLimit: { bookingsPerWindow: 100, contactsPerWindow, windowMs: 60_000 },
  });
  const app = await buildApp({ config, database, logger: { ...loggerOptions('info'), stream } });
  const post = (remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/contact', payload: validContact(), remoteAddress });
  return { relay, lines, app, database, post };
}

describe.skipIf(!TEST_REDIS_URL)(
  'rate limits when Redis goes away and comes back (set TEST_REDIS_URL)',
  () => {
    it('count in memory during the outage and in Redis again after it', async () => {
      const { relay, lines, app, database, post } = await behindRedisRelay(2);
      try {
        expect((await post('203.0.113.20')).statusCode).toBe(201); // 1 in Redis

        await relay.cut();
        await waitFor(() => lines.some((line) => line.includes('Redis is unreachable')));
        expect((await post('203.0.113.20')).statusCode).toBe(201); // 1 in memory
        expect((await post('203.0.113.20')).statusCode).toBe(201); // 2 in memory
        expect((await post('203.0.113.20')).statusCode).toBe(429);

        await relay.restore();
        // Another client's requests until one is counted in Redis again.
        await waitFor(async () => {
          await post('203.0.113.21');
          return lines.some((line) => line.includes('Redis answers again'));
        });
        expect((await post('203.0.113.20')).statusCode).toBe(201); // 2 in Redis
        expect((await post('203.0.113.20')).statusCode).toBe(429);
        expect(lines.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
      } finally {
        await app.close();
        await database.close();
        await relay.cut();
      }
    });
  },
);

describe.skipIf(!TEST_REDIS_URL)(
  'rate limits when Redis stops answering (a partition; set TEST_REDIS_URL)',
  () => {
    it('after one command times out, no request asks Redis until a ping is answered', async () => {
      const { relay, lines, app, database, post } = await behindRedisRelay(3);
      try {
        expect((await post('203.0.113.30')).statusCode).toBe(201); // 1 in Redis
        relay.hang();
        // The first request meets the command timeout, is counted in memory, and the store degrades.
        expect((await post('203.0.113.30')).statusCode).toBe(201); // 1 in memory
        expect(lines.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
        const heldAfterFirst = relay.held();
        // The following requests go straight to memory: not one more command reaches the relay
        // (the background ping may, every 2 s, so the burst is made at once).
        const burst = await Promise.all([
          post('203.0.113.30'), // 2 in memory
          post('203.0.113.30'), // 3 in memory
          post('203.0.113.30'), // over the limit of 3
          post('203.0.113.31'),
        ]);
        expect(burst.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 429]);
        expect(relay.held()).toBeLessThanOrEqual(heldAfterFirst + 1);
        expect(lines.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
      } finally {
        await app.close();
        await database.close();
        await relay.cut();
      }
    });
  },
);
