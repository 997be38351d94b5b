import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { buildTestApp, openTestDatabase, tempDir } from './helpers.js';

/** The web build's own last step: these tests serve what it writes. */
const COMPRESS_SCRIPT = fileURLToPath(new URL('../../web/scripts/compress.mjs', import.meta.url));

const text = (words: string) => `${words} `.repeat(400);
const FILES: Record<string, string | Buffer> = {
  'en/index.html': `<!doctype html><html lang="en"><title>Home</title><p>${text('Schiphol')}</p></html>`,
  '404.html': `<!doctype html><html><title>Page not found</title><p>${text('Pagina niet gevonden')}</p></html>`,
  'assets/app-abc123.js': `export const words = ${JSON.stringify(text('taxi'))};`,
  'assets/tiny-abc123.js': 'export const x = 1;',
  'assets/noise-abc123.txt': randomBytes(4096),
  'assets/hero-abc123.webp': randomBytes(2048),
  'site.webmanifest': JSON.stringify({ name: 'Schiphol Premium Taxi', description: text('manifest') }),
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?><urlset>${text('<url/>')}</urlset>`,
};
/** Written after the compress script ran, like a build made by `vite build` alone: no variants. */
const LATE_SCRIPT = 'assets/late-abc123.js';

let dist: string;
let database: Database;
let app: FastifyInstance;
const onDisk = (file: string) => readFileSync(join(dist, file));

beforeAll(async () => {
  dist = tempDir('spt-web-precompressed-');
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), content);
  };
  for (const [file, content] of Object.entries(FILES)) write(file, content);
  execFileSync(process.execPath, [COMPRESS_SCRIPT, dist], { stdio: 'pipe' });
  write(LATE_SCRIPT, `export const late = ${JSON.stringify(text('late'))};`);
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database, { webDistDir: dist }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the build compresses once (apps/web/scripts/compress.mjs)', () => {
  it.each(['en/index.html', '404.html', 'assets/app-abc123.js', 'site.webmanifest', 'sitemap.xml'])(
    'writes %s.br and .gz, smaller and decoding to the file',
    (file) => {
      const raw = onDisk(file);
      const br = onDisk(`${file}.br`);
      const gz = onDisk(`${file}.gz`);
      expect(br.length).toBeLessThan(raw.length);
      expect(gz.length).toBeLessThan(raw.length);
      expect(brotliDecompressSync(br)).toEqual(raw);
      expect(gunzipSync(gz)).toEqual(raw);
    },
  );

  it.each(['assets/tiny-abc123.js', 'assets/noise-abc123.txt', 'assets/hero-abc123.webp'])(
    'writes no variant for %s (under 1 KB, not smaller, or not text)',
    (file) => {
      expect(existsSync(join(dist, file))).toBe(true);
      expect(existsSync(join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`))).toBe(false);
    },
  );
});

describe('the server sends the build’s files as they are', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
  ])('Accept-Encoding: %s gets the %s file from disk', async (acceptEncoding, encoding) => {
    const suffix = encoding === 'br' ? '.br' : '.gz';
    for (const [url, file, type] of [
      ['/en', 'en/index.html', 'text/html; charset=utf-8'],
      ['/assets/app-abc123.js', 'assets/app-abc123.js', 'text/javascript; charset=utf-8'],
      ['/site.webmanifest', 'site.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/sitemap.xml', 'sitemap.xml', 'application/xml; charset=utf-8'],
    ] as const) {
      const identity = await app.inject(url);
      const res = await app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.rawPayload, url).toEqual(onDisk(file + suffix));
      expect(res.headers['content-length'], url).toBe(String(onDisk(file + suffix).length));
      expect(res.headers['content-type'], url).toBe(type);
      expect(String(res.headers.vary).toLowerCase(), url).toBe('accept-encoding');
      expect(res.headers.etag, url).toBe(identity.headers.etag);
      expect(res.headers['cache-control'], url).toBe(identity.headers['cache-control']);
    }
  });

  it.each([undefined, 'identity', 'zstd', 'br;q=0, gzip;q=0'])(
    'Accept-Encoding: %s gets the file itself',
    async (acceptEncoding) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const res = await app.inject({ url: '/assets/app-abc123.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload).toEqual(onDisk('assets/app-abc123.js'));
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(String(res.headers.vary).toLowerCase()).toBe('accept-encoding');
    },
  );

  it('compresses nothing at request time: a file with no .br or .gz beside it is sent as it is', async () => {
    expect(existsSync(join(dist, `${LATE_SCRIPT}.br`))).toBe(false);
    for (const file of [LATE_SCRIPT, 'assets/tiny-abc123.js', 'assets/noise-abc123.txt']) {
      const res = await app.inject({ url: `/${file}`, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-encoding'], file).toBeUndefined();
      expect(res.rawPayload, file).toEqual(onDisk(file));
    }
  });

  it('the not-found page is sent compressed too, with status 404, whatever the conditions', async () => {
    for (const headers of [{}, { 'if-none-match': '*' }, { 'if-modified-since': new Date().toUTCString() }]) {
      const res = await app.inject({ url: '/en/nope', headers: { 'accept-encoding': 'br', ...headers } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.rawPayload).toEqual(onDisk('404.html.br'));
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('HEAD names the compressed file’s length and sends no body', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(onDisk('assets/app-abc123.js.br').length));
    expect(res.body).toBe('');
  });

  it('one ETag for every encoding of a file: a compressed copy revalidates to a 304', async () => {
    const first = await app.inject({ url: '/en', headers: { 'accept-encoding': 'gzip' } });
    const again = await app.inject({
      url: '/en',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(String(again.headers.vary).toLowerCase()).toBe('accept-encoding');
  });

  it('a byte range is of the bytes sent, and the not-found page has none', async () => {
    const range = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toEqual(onDisk('assets/app-abc123.js.gz').subarray(0, 10));
    const missing = await app.inject({ url: '/en/nope', headers: { range: 'bytes=0-9' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.rawPayload).toEqual(onDisk('404.html'));
  });
});
