import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { buildTestApp, openTestDatabase, tempDir } from './helpers.js';

let database: Database;
let app: FastifyInstance;
let withoutConsole: FastifyInstance;
const consolePage =
  '<!doctype html><html lang="en"><head><meta name="robots" content="noindex, nofollow"><title>Console</title>' +
  '<script type="module" crossorigin src="/assets/console-abc123.js"></script></head>' +
  `<body><div id="console-root"></div><!-- ${'x'.repeat(2000)} --></body></html>`;
const consoleScript = `export const console = ${JSON.stringify('c'.repeat(3000))};`;

const COMPRESS_SCRIPT = fileURLToPath(new URL('../../web/scripts/compress.mjs', import.meta.url));

function fakeDist(withConsolePage: boolean): string {
  const dist = tempDir('spt-console-web-');
  const write = (path: string, content: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), content);
  };
  write('en/index.html', '<!doctype html><html lang="en"><title>Home</title></html>');
  write('index.html', '<!doctype html><html><title>Choose a language</title></html>');
  write('404.html', '<!doctype html><html><title>Page not found / Pagina niet gevonden</title></html>');
  write('assets/console-abc123.js', consoleScript);
  write('robots.txt', 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /console\n');
  if (withConsolePage) write('console/index.html', consolePage);
  // The build's last step: .br and .gz files beside each text file, which the server sends as they are.
  execFileSync(process.execPath, [COMPRESS_SCRIPT, dist]);
  return dist;
}

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database, { webDistDir: fakeDist(true) }));
  ({ app: withoutConsole } = await buildTestApp(database, { webDistDir: fakeDist(false) }));
});
afterAll(async () => {
  await app.close();
  await withoutConsole.close();
  await database.close();
});

describe('the console app', () => {
  it.each([
    '/console',
    '/console/',
    '/console/bookings',
    '/console/bookings/SPT-7K3M9Q',
    '/console/bookings?status=requested&q=0612',
    '/console/setup',
    '/console/sign-in?redirect=%2Fconsole%2Fmessages',
    '/console/index.html',
    '/console/no/such/page',
  ])('%s gets the console page, never cached, never indexed', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(consolePage);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The same strict CSP as every page: the console's scripts are external files.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('is compressed like the other pages', async () => {
    const res = await app.inject({ url: '/console/bookings', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves its hashed assets like the site’s: immutable', async () => {
    const res = await app.inject('/assets/console-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(consoleScript);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });

  it('leaves /api/console to the API and other paths to the site', async () => {
    const api = await app.inject('/api/console/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.body).not.toContain('console-root');
    for (const url of ['/consoles', '/en/console', '/console.html']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
    const home = await app.inject('/en');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('HEAD answers like GET, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/console/bookings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('without a console build, /console is the site’s 404 page', async () => {
    for (const url of ['/console', '/console/bookings']) {
      const res = await withoutConsole.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
  });
});
