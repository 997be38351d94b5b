import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { preferredLanguage } from '../src/plugins/language-redirect.js';
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
  write('index.html', '<!doctype html><html><title>Choose a language</title></html>');
  write('404.html', '<!doctype html><html><title>Page not found / Pagina niet gevonden</title></html>');
  write('en/404.html', '<!doctype html><html lang="en"><title>Page not found | Site</title></html>');
  write('nl/404.html', '<!doctype html><html lang="nl"><title>Pagina niet gevonden | Site</title></html>');
  write('assets/index-abc123.js', bigScript);
  write('assets/index-abc123.js.gz', gzipSync(bigScript)); // as the build's compress script writes it
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
  it('/ redirects by ?lng=, then the cookie; crawlers without Accept-Language get English', async () => {
    const byQuery = await app.inject({
      url: '/?lng=nl',
      headers: { cookie: 'i18next=en', 'accept-language': 'en' },
    });
    expect(byQuery.statusCode).toBe(302);
    expect(byQuery.headers.location).toBe('/nl');
    const byCookie = await app.inject({
      url: '/',
      headers: { cookie: 'a=b; i18next=nl', 'accept-language': 'en' },
    });
    expect(byCookie.statusCode).toBe(302);
    expect(byCookie.headers.location).toBe('/nl');
    expect(byCookie.headers.vary).toBe('Cookie, Accept-Language');
    for (const headers of [{}, { 'accept-language': '*' }]) {
      const crawler = await app.inject({ url: '/', headers });
      expect(crawler.statusCode).toBe(302);
      expect(crawler.headers.location).toBe('/en');
    }
  });

  it('/ with only Accept-Language lets the stored choice win in the browser, else Accept-Language', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-language': 'es-ES,nl;q=0.8,en;q=0.5' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('data-fallback="nl"');
    expect(res.body).toContain("localStorage.getItem('i18nextLng')");
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<meta http-equiv="refresh" content="0; url=/nl">');
    // The inline script is allowed by its hash, and by nothing else.
    const script = /<script>([^<]*)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    const fallback = await app.inject({ url: '/', headers: { 'accept-language': 'es' } });
    expect(fallback.body).toContain('data-fallback="en"');
    const french = await app.inject({ url: '/', headers: { 'accept-language': 'fr-BE' } });
    expect(french.body).toContain('data-fallback="fr"');
    // The chooser lists the four languages for browsers without scripts, and each as an alternate.
    for (const [lang, path] of [
      ['en', '/en'],
      ['nl', '/nl'],
      ['de', '/de'],
      ['fr', '/fr'],
    ])
      expect(french.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${path}">`);
  });

  it.each([
    ['/about', 'i18next=nl', '/nl/over-ons'],
    ['/about', 'i18next=en', '/en/about'],
    ['/boeken', 'i18next=en', '/en/booking'],
    ['/tours/brugge/', 'i18next=nl', '/nl/tours/brugge'],
    ['/contact?x=1&lng=nl', 'i18next=en', '/nl/contact?x=1'],
    ['/ueber-uns', 'i18next=fr', '/fr/a-propos'],
    ['/tours/brugge', 'i18next=de', '/de/touren/bruegge'],
  ])(
    'the unprefixed page path %s with %s answers a real 302 to %s (SPEC 2.2)',
    async (url, cookie, location) => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
    },
  );

  it('an unprefixed path of no page is a 404, not a redirect', async () => {
    const res = await app.inject({ url: '/nowhere', headers: { cookie: 'i18next=nl' } });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    [undefined, undefined, undefined, 'en'],
    [undefined, 'i18next=nl', 'en', 'nl'],
    ['nl', 'i18next=en', 'en', 'nl'],
    ['es', 'i18next=es', 'nl-BE', 'nl'],
    ['de', 'i18next=nl', 'nl-BE', 'de'],
    [undefined, undefined, 'fr-BE,fr;q=0.9,nl;q=0.8', 'fr'],
    [undefined, undefined, 'es-ES,de-AT;q=0.7', 'de'],
    [undefined, undefined, 'en-US,en;q=0.9,nl;q=0.8', 'en'],
    [undefined, undefined, 'nl;q=0,en;q=0.1', 'en'],
    [undefined, undefined, 'en;q=0.1, nl;q=0.9', 'nl'],
  ])('preferredLanguage(query %s, cookie %s, %s) = %s', (query, cookie, acceptLanguage, expected) => {
    expect(preferredLanguage({ query, cookie, acceptLanguage })).toBe(expected);
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

  it('If-None-Match: a weak tag, a list or * revalidates (weak comparison); other tags get the page', async () => {
    for (const url of ['/nl/boeken', '/assets/index-abc123.js']) {
      const first = await app.inject(url);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[^"]+"$/);
      for (const header of [`W/${etag}`, `"other", ${etag}`, `W/"other",W/${etag}`, '*', ` ${etag} `]) {
        const res = await app.inject({ url, headers: { 'if-none-match': header } });
        expect(res.statusCode, `${url} ${header}`).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe(first.headers['cache-control']);
      }
      for (const header of ['"other"', 'W/"other", "again"', etag.slice(1, -1), '']) {
        const res = await app.inject({ url, headers: { 'if-none-match': header } });
        expect(res.statusCode, `${url} ${header}`).toBe(200);
      }
    }
  });

  it.each(['/404.html', '/404', '/404/', '/404.html?x=1', '/%34%30%34.html'])(
    'the not-found page at %s is a 404, never a 200',
    async (url) => {
      for (const headers of [{}, { 'if-none-match': '*' }]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('Page not found');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  it.each([
    ['/index.html', '/'],
    ['/index.html?lng=nl', '/?lng=nl'],
    ['/index', '/'],
    ['//', '/'],
    ['/en/index.html', '/en'],
    ['/nl/boeken/index.html', '/nl/boeken'],
    ['/nl/boeken/index?a=1', '/nl/boeken?a=1'],
  ])('an index page named in the URL (%s) is a 301 to its one address %s', async (url, location) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(res.body).not.toContain('Choose a language');
  });

  it('the index page of a missing directory is a 404', async () => {
    const res = await app.inject('/missing/index.html');
    expect(res.statusCode).toBe(404);
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

  it('an unknown path under a language prefix gets that language’s not-found page, status 404', async () => {
    for (const [url, lang, title] of [
      ['/nl/bestaat-niet', 'nl', 'Pagina niet gevonden | Site'],
      ['/nl/tours/nergens?x=1', 'nl', 'Pagina niet gevonden | Site'],
      ['/NL/Bestaat-Niet', 'nl', 'Pagina niet gevonden | Site'],
      ['/en/nowhere', 'en', 'Page not found | Site'],
      ['/en/assets/missing.js', 'en', 'Page not found | Site'],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`<html lang="${lang}"><title>${title}</title>`);
    }
    // Without a prefix, the bilingual page: a path in no language names none.
    const unprefixed = await app.inject('/nowhere-at-all');
    expect(unprefixed.statusCode).toBe(404);
    expect(unprefixed.body).toContain('Page not found / Pagina niet gevonden');
  });

  it.each(['/nl/404', '/nl/404.html', '/nl/404/', '/en/404', '/en/404.html', '/en/%34%30%34.html'])(
    'a localized not-found page named in the URL (%s) is a 404, never a 200',
    async (url) => {
      for (const headers of [{}, { 'if-none-match': '*' }]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  it('without a build: a notice at / and the API still works', async () => {
    const res = await bare.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('not built');
    expect((await bare.inject('/healthz')).statusCode).toBe(200);
    expect((await bare.inject('/en')).statusCode).toBe(404);
  });
});
