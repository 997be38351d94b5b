import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { preferredLanguage } from '../src/plugins/web.js';
import { buildTestApp, openTestDatabase, tempDir } from './helpers.js';

let database: Database;
let app: FastifyInstance;
let bare: FastifyInstance;
const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  const dist = tempDir('spt-web-');
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), content);
  };
  write('en/index.html', '<!doctype html><html lang="en"><title>Home</title></html>');
  write('nl/index.html', '<!doctype html><html lang="nl"><title>Thuis</title></html>');
  write('nl/boeken/index.html', '<!doctype html><html lang="nl"><title>Boeken</title></html>');
  write('404.html', '<!doctype html><html><title>Page not found / Pagina niet gevonden</title></html>');
  write('assets/index-abc123.js', bigScript);
  write('assets/hero-abc123.webp', Buffer.from([1, 2, 3, 4]));
  write('robots.txt', 'User-agent: *\n');
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database, { webDistDir: dist }));
  ({ app: bare } = await buildTestApp(database, { webDistDir: join(dist, 'missing') }));
});
afterAll(async () => {
  await app.close();
  await bare.close();
  await database.close();
});

describe('web app', () => {
  it('/ redirects by cookie, then Accept-Language, then English', async () => {
    const byCookie = await app.inject({
      url: '/',
      headers: { cookie: 'a=b; i18next=nl', 'accept-language': 'en' },
    });
    expect(byCookie.statusCode).toBe(302);
    expect(byCookie.headers.location).toBe('/nl');
    const byHeader = await app.inject({
      url: '/',
      headers: { 'accept-language': 'de-DE,nl;q=0.8,en;q=0.5' },
    });
    expect(byHeader.headers.location).toBe('/nl');
    const fallback = await app.inject({ url: '/', headers: { 'accept-language': 'fr' } });
    expect(fallback.headers.location).toBe('/en');
    expect((await app.inject('/')).headers.location).toBe('/en');
  });

  it.each([
    [undefined, undefined, 'en'],
    ['i18next=nl-NL', 'en', 'nl'],
    ['i18next=de', 'nl-BE', 'nl'],
    [undefined, 'en-US,en;q=0.9,nl;q=0.8', 'en'],
    [undefined, 'nl;q=0,en;q=0.1', 'en'],
  ])('preferredLanguage(%s, %s) = %s', (cookie, accept, expected) => {
    expect(preferredLanguage(cookie, accept)).toBe(expected);
  });

  it('serves path/index.html with a short HTML cache', async () => {
    const res = await app.inject('/nl/boeken');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Boeken');
    expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect((await app.inject('/en/')).body).toContain('Home');
    const again = await app.inject({
      url: '/nl/boeken',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves hashed assets immutable and compressed', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(bigScript);
    const image = await app.inject('/assets/hero-abc123.webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload).toEqual(Buffer.from([1, 2, 3, 4]));
    expect((await app.inject('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('unknown paths get 404.html with status 404; traversal never leaves the root', async () => {
    for (const url of ['/en/nope', '/assets/missing.js', '/../package.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
    const badEncoding = await app.inject('/%E0%A4%A');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json().error).toBeTypeOf('string');
  });

  it('without a build: a notice at / and the API still works', async () => {
    const res = await bare.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('not built');
    expect((await bare.inject('/healthz')).statusCode).toBe(200);
    expect((await bare.inject('/en')).statusCode).toBe(404);
  });
});
