import { connect } from 'node:net';
import { ERROR_MESSAGES, type ErrorCode } from '@spt/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { contactMessages } from '../src/db/schema.js';
import { buildTestApp, countRows, openTestDatabase, resetDatabase, validContact } from './helpers.js';

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

/** Our error shape, exactly: the code's text, and nothing of Fastify's own (codes, messages, the URL). */
function expectOurError(res: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.json()).toEqual({ error: ERROR_MESSAGES[code], code });
}

describe('every error answer has our shape', () => {
  it.each(['/%ZZ', '/en/%E0%A4%A', '/api/%ZZ', '/locale/%ZZ/translation.json'])(
    'a URL the router cannot decode (%s) is a 400 without the URL, with our headers',
    async (url) => {
      const res = await app.inject({ url, headers: { 'x-request-id': 'bad-url-1' } });
      expectOurError(res, 400, 'validation');
      expect(res.body).not.toContain('%');
      expect(res.headers['x-request-id']).toBe('bad-url-1');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each<[string, InjectOptions, number, ErrorCode]>([
    ['an unknown API path', { url: '/api/nope' }, 404, 'notFound'],
    ['a POST to an unknown API path', { method: 'POST', url: '/api/nope', payload: {} }, 404, 'notFound'],
    ['a long locale parameter', { url: `/locale/${'a'.repeat(300)}/translation.json` }, 404, 'notFound'],
    ['a method the route does not have', { method: 'DELETE', url: '/api/booking' }, 404, 'notFound'],
    ['GET of a POST-only route', { url: '/api/contact' }, 404, 'notFound'],
    ['PUT of a web page', { method: 'PUT', url: '/en', payload: {} }, 404, 'notFound'],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/api/contact',
        payload: `"${'x'.repeat(40_000)}"`,
        headers: { 'content-type': 'application/json' },
      },
      413,
      'payloadTooLarge',
    ],
    [
      'text/plain',
      { method: 'POST', url: '/api/contact', payload: '{}', headers: { 'content-type': 'text/plain' } },
      415,
      'unsupportedMediaType',
    ],
    [
      'XML',
      {
        method: 'POST',
        url: '/api/contact',
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
      },
      415,
      'unsupportedMediaType',
    ],
    [
      'a malformed Content-Type',
      { method: 'POST', url: '/api/contact', payload: '{}', headers: { 'content-type': 'json' } },
      415,
      'unsupportedMediaType',
    ],
    [
      'a JSON syntax error',
      {
        method: 'POST',
        url: '/api/contact',
        payload: '{"name":',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'invalidJson',
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: '/api/contact', payload: '', headers: { 'content-type': 'application/json' } },
      400,
      'invalidJson',
    ],
    [
      'a Content-Length that does not match the body',
      {
        method: 'POST',
        url: '/api/contact',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'content-length': '5' },
      },
      400,
      'validation',
    ],
  ])('%s', async (_name, request, status, code) => {
    expectOurError(await app.inject(request), status, code);
  });
});

describe('the HTTP parser', () => {
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** Sends raw bytes to the listening app and returns everything it answers before closing. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      // The server closes the connection right after its answer; a reset then is not a failure.
      socket.on('error', () => socket.destroy());
      socket.on('close', () => resolve(answer));
      socket.write(request);
    });
  }

  it.each<[string, string, number]>([
    ['a malformed request line', 'GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a malformed header', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400],
    ['headers over the size limit', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s gets our shape', async (_name, request, status) => {
    const answer = await raw(request);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ error: ERROR_MESSAGES.validation, code: 'validation' });
    expect(answer).toMatch(/^Content-Type: application\/json; charset=utf-8$/im);
  });
});

describe('JSON bodies are UTF-8', () => {
  const post = (contentType: string, payload: string | Buffer) =>
    app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': contentType } });

  it.each([
    'application/json; charset=latin1',
    'application/json; charset=ISO-8859-1',
    'application/json; charset=utf-16',
    'application/json;charset="utf-16le"',
    'application/json; charset=',
    'application/json; charset=utf-8; charset=latin1',
  ])('%s is a 415, and nothing is stored', async (contentType) => {
    await resetDatabase(database.db);
    const body = JSON.stringify(validContact({ name: 'José Müller' }));
    expectOurError(await post(contentType, Buffer.from(body, 'latin1')), 415, 'unsupportedMediaType');
    expect((await countRows(database.db)).contacts).toBe(0);
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=UTF-8',
    'Application/JSON; Charset="Utf-8"',
    'application/json;charset=utf8',
  ])('%s is read as UTF-8', async (contentType) => {
    await resetDatabase(database.db);
    const res = await post(contentType, JSON.stringify(validContact({ name: 'José Müller' })));
    expect(res.statusCode).toBe(201);
    const rows = await database.db.select({ name: contactMessages.name }).from(contactMessages);
    expect(rows).toEqual([{ name: 'José Müller' }]);
  });

  it('bytes that are not UTF-8 are invalid JSON, never replaced', async () => {
    const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    expectOurError(await post('application/json; charset=utf-8', body), 400, 'invalidJson');
  });
});

describe('security headers', () => {
  it('X-Frame-Options agrees with frame-ancestors, and a Permissions-Policy turns unused features off', async () => {
    for (const url of ['/healthz', '/api/nope']) {
      const res = await app.inject(url);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      const policy = String(res.headers['permissions-policy']);
      const directives = policy.split(', ');
      for (const directive of directives) expect(directive).toMatch(/^[a-z-]+=\(\)$/);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
        expect(directives, feature).toContain(`${feature}=()`);
      }
    }
  });
});
