import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as appPlugin, serverOptions } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { buildTestApp, openTestDatabase, testConfig, validBooking, validContact } from './helpers.js';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database, { corsOrigins: ['https://allowed.example'] }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/quote', () => {
  it('200: the server quote for every vehicle (DESIGN example)', async () => {
    const res = await app.inject('/api/quote?pickup=52.3105,4.7683&destination=50.8514,5.691');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      distance: { km: 174.3, miles: 108.3 },
      durationMinutes: 131,
      durationText: '2h 11min',
    });
    expect(body.prices).toHaveLength(6);
    expect(body.prices[0]).toMatchObject({
      vehicleId: 1,
      name: 'E 350 Sedan',
      type: 'Saloon',
      finalPrice: 456.53,
    });
    expect(body.prices[2]).toMatchObject({ vehicleId: 3, finalPrice: 619.74, isMinimumApplied: false });
  });

  it('400 for malformed points', async () => {
    for (const query of [
      '',
      '?pickup=52.3&destination=5,5',
      '?pickup=abc,def&destination=1,1',
      '?pickup=95,4&destination=52,4',
    ]) {
      const res = await app.inject(`/api/quote${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBeTypeOf('string');
    }
  });

  it('422 outside the service area', async () => {
    const res = await app.inject('/api/quote?pickup=48.8566,2.3522&destination=52.3105,4.7683');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('outsideServiceArea');
  });
});

describe('GET /api/geo/search', () => {
  it('200 [] for a query under 2 characters', async () => {
    const res = await app.inject('/api/geo/search?q=a&format=json&addressdetails=1&limit=8&featuretype=city');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('200 with a JSON array of at most 8 Nominatim results', async () => {
    const res = await app.inject(
      '/api/geo/search?q=amst&format=json&addressdetails=1&limit=8&featuretype=city&accept-language=en',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeLessThanOrEqual(8);
    if ((await app.geocoder.hasGazetteer()) && body.length > 0) {
      expect(body[0]).toHaveProperty('display_name');
      expect(body[0].display_name).toMatch(/Amst/i);
    }
  });

  it('400 for invalid parameters', async () => {
    expect((await app.inject('/api/geo/search?q=amst&limit=0')).statusCode).toBe(400);
    expect((await app.inject('/api/geo/search?q=amst&format=xml')).statusCode).toBe(400);
  });
});

describe('health and docs', () => {
  it('GET /healthz 200', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz 200 with the database, 503 when it is gone', async () => {
    const ok = await app.inject('/readyz');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ready', database: 'pglite' });

    const own = await openTestDatabase();
    const { app: other } = await buildTestApp(own);
    await own.close();
    const down = await other.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', code: 'databaseUnavailable' });
    await other.close();
  });

  it('GET /api/docs: OpenAPI with every API route', async () => {
    const res = await app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/booking',
      '/api/contact',
      '/api/quote',
      '/api/geo/search',
      '/healthz',
      '/readyz',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(
      doc.paths['/api/booking'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('contactPhone');
  });
});

describe('GET /locale/{lng}/translation.json', () => {
  it('404 for an unsupported language', async () => {
    const res = await app.inject('/locale/es/translation.json');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
  });

  it('200 with ETag and Cache-Control; 304 for a matching, weak or listed If-None-Match', async () => {
    const res = await app.inject('/locale/nl/translation.json');
    expect(res.statusCode).toBe(200);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.json()).toMatchObject({ common: { bookNow: 'Nu boeken' } });
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.inject({
        url: '/locale/nl/translation.json',
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode, header).toBe(304);
    }
    const stale = await app.inject({
      url: '/locale/nl/translation.json',
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
    const en = await app.inject('/locale/en/translation.json');
    expect(en.headers.etag).not.toBe(etag);
  });

  it('sends the brotli or gzip bytes it compressed at start, and plain JSON otherwise', async () => {
    const plain = await app.inject('/locale/nl/translation.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [header, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await app.inject({
        url: '/locale/nl/translation.json',
        headers: { 'accept-encoding': header },
      });
      expect(res.headers['content-encoding'], header).toBe(encoding);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decoders[encoding](res.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const identity = await app.inject({
      url: '/locale/nl/translation.json',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });
});

describe('cross-cutting', () => {
  it('404 JSON for unknown API paths and methods', async () => {
    const get = await app.inject('/api/nope');
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ error: 'Not found', code: 'notFound' });
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('security headers with a strict CSP on every answer', async () => {
    const res = await app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('request ids: generated, or a sane incoming X-Request-Id is kept', async () => {
    const generated = await app.inject('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\nx' } });
    // A fresh UUID instead (which may itself contain the letters "bad", so the whole shape is checked).
    expect(replaced.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('CORS only for configured origins', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/booking',
      headers: {
        origin: 'https://allowed.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://allowed.example');
    const other = await app.inject({
      url: '/api/quote?pickup=52,4.7&destination=52.1,4.8',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('429 after the per-IP limit, with the error text', async () => {
    const own = await openTestDatabase();
    const { app: limited } = await buildTestApp(own, {
      rateLimit: { bookingsPerWindow: 2, contactsPerWindow: 1, windowMs: 60_000 },
    });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await limited.inject({ method: 'POST', url: '/api/booking', payload: validBooking() })).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 429]);
    const contacts: number[] = [];
    for (let i = 0; i < 2; i++) {
      contacts.push(
        (await limited.inject({ method: 'POST', url: '/api/contact', payload: validContact() })).statusCode,
      );
    }
    expect(contacts).toEqual([201, 429]);
    const limitedAnswer = await limited.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validContact(),
    });
    expect(limitedAnswer.json()).toMatchObject({ code: 'rateLimited' });
    expect(limitedAnswer.json().error).toMatch(/Too many requests/);
    expect(limitedAnswer.headers['retry-after']).toBeDefined();
    await limited.close();
    await own.close();
  });

  it('500: a generic text and the request id, no internals', async () => {
    const config = testConfig();
    const fastify = Fastify(serverOptions(config));
    await fastify.register(appPlugin, { config, database });
    fastify.get('/api/boom', async () => {
      throw new Error('secret internal detail');
    });
    await fastify.ready();
    const res = await fastify.inject({ url: '/api/boom', headers: { 'x-request-id': 'req-500' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Something went wrong on our side, please try again',
      code: 'internal',
      requestId: 'req-500',
    });
    expect(res.body).not.toContain('secret');
    await fastify.close();
  });
});
