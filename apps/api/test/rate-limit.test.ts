import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { buildTestApp, openTestDatabase, TEST_REDIS_URL, testConfig, validContact } from './helpers.js';

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
