// A tiny server for the built site that follows the API's rules (apps/api is not imported: web and
// api never import each other): prerendered pages at dist/<path>/index.html, hashed assets, the
// locale endpoint, "/" redirected by cookie then Accept-Language, unknown paths get 404.html with
// status 404, and the API's strict Content-Security-Policy.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguage, languageFromTag, translations } from '@spt/i18n-content';

export const DIST = fileURLToPath(new URL('../dist', import.meta.url));

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileIfExists(path: string): Promise<Buffer | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

function rootLanguage(cookie: string | undefined, acceptLanguage: string | undefined): string {
  const fromCookie = cookie?.match(/(?:^|;\s*)i18next=([^;]+)/)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const lang = languageFromTag(part.split(';')[0]);
    if (lang) return lang;
  }
  return 'en';
}

export async function startStaticServer(
  dist = DIST,
): Promise<{ url: string; close: () => Promise<void>; server: Server }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (path === '/') {
      res
        .writeHead(302, { Location: `/${rootLanguage(req.headers.cookie, req.headers['accept-language'])}` })
        .end();
      return;
    }
    const locale = path.match(/^\/locale\/([a-z]{2})\/translation\.json$/);
    if (locale) {
      const lng = locale[1];
      if (!isLanguage(lng)) {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Unknown language"}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(translations[lng]));
      return;
    }
    if (path.length > 1 && path.endsWith('/')) {
      res.writeHead(301, { Location: path.slice(0, -1) + url.search }).end();
      return;
    }
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const candidates = extname(safe) ? [join(dist, safe)] : [join(dist, safe, 'index.html')];
    for (const file of candidates) {
      const body = await fileIfExists(file);
      if (body) {
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        const cache = safe.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache }).end(body);
        return;
      }
    }
    const notFound = await fileIfExists(join(dist, '404.html'));
    res.writeHead(404, { 'Content-Type': TYPES['.html'] ?? 'text/html' }).end(notFound ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
