import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, posix, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { languageForPath } from '@spt/i18n-content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { ifNoneMatch } from '../lib/if-none-match.js';
import { isApiPath } from './errors.js';
import { languageTargets, sendLanguageRedirect } from './language-redirect.js';

const NOT_FOUND_PAGE = '404.html';
/** The operators' console: one client-rendered HTML entry for every path under /console. */
const CONSOLE_PAGE = 'console/index.html';
/** Never cached (it names the current build's assets and sits behind a sign-in), never indexed. */
const CONSOLE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'public, max-age=60, must-revalidate';
const OTHER_CACHE = 'public, max-age=3600';

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** What a URL path names in the build: a file to send, or a page's clean URL to redirect to. */
type Resolved = { file: string } | { redirect: string };

/**
 * An index page has one address, its directory's: the address to redirect to when the URL reached
 * `file` by naming it (`/en/index.html`, `/en/index` -> `/en`). The root's index page (the static
 * language chooser) is never sent: `/` negotiates the language itself. Undefined for any other file.
 */
function indexPageAddress(file: string, normalizedPath: string): string | undefined {
  if (posix.basename(file) !== 'index.html') return undefined;
  if (file !== 'index.html' && file === posix.join(normalizedPath, 'index.html')) return undefined;
  const directory = posix.dirname(file);
  return directory === '.' ? '/' : `/${directory.split('/').map(encodeURIComponent).join('/')}`;
}

interface CachedText {
  type: string;
  etag: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (relativePath.endsWith('.html')) return HTML_CACHE;
  return OTHER_CACHE;
}

/**
 * Serves the prerendered web app from WEB_DIST_DIR: `/x` -> x/index.html (or x.html), hashed files in
 * /assets with an immutable cache, HTML with a short one, unknown paths -> 404.html with status 404,
 * and `/` -> 302 to /en or /nl. The not-found page is never a 200 (`/404.html`, `/404` are 404s), and a
 * URL naming an index page (`/index.html`, `/en/index.html`, `/en/index`) is a 301 to the page's clean
 * URL (`/`, `/en`), so every page has one address. Text files are compressed once (brotli/gzip), kept
 * in memory and revalidated by ETag; other files (images, fonts) stream through @fastify/static.
 * Without a build, `/` shows a notice.
 */
export default fp(
  async (app: FastifyInstance, opts: { webDistDir: string }) => {
    const root = resolve(opts.webDistDir);
    const built = existsSync(join(root, '404.html')) || existsSync(join(root, 'en', 'index.html'));

    if (!built) {
      app.log.warn({ webDistDir: root }, 'web app not built; serving a notice at /');
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            '<!doctype html><html lang="en"><meta charset="utf-8"><title>Schiphol Premium Taxi API</title>' +
              '<h1>The API is running</h1><p>The web app is not built yet: run <code>pnpm build</code>.</p></html>',
          ),
      );
      return;
    }

    await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: 'deny' });

    const resolved = new Map<string, Resolved | null>();
    const texts = new Map<string, Promise<CachedText>>();

    /** What a URL path names: a dist-relative file, a redirect, or null (not found). Never leaves the root. */
    function resolvePath(urlPath: string): Resolved | null {
      const known = resolved.get(urlPath);
      if (known !== undefined) return known;
      let found: Resolved | null = null;
      const decoded = decodeURIComponentSafe(urlPath);
      if (decoded && !decoded.includes('\0') && !decoded.includes('\\')) {
        const normalized = posix.normalize(decoded).replace(/^\/+/, '').replace(/\/+$/, '');
        if (!normalized.split('/').includes('..') && !normalized.startsWith('.')) {
          const candidates = extname(normalized)
            ? [normalized]
            : [posix.join(normalized, 'index.html'), `${normalized}.html`];
          for (const candidate of candidates) {
            const full = resolve(root, candidate);
            if (!full.startsWith(root + sep)) continue;
            try {
              if (!statSync(full).isFile()) continue;
            } catch {
              continue; // not there
            }
            if (candidate === NOT_FOUND_PAGE) break;
            const redirect = indexPageAddress(candidate, normalized);
            found = redirect ? { redirect } : { file: candidate };
            break;
          }
        }
      }
      if (resolved.size > 10_000) resolved.clear();
      resolved.set(urlPath, found);
      return found;
    }

    function loadText(relativePath: string, type: string): Promise<CachedText> {
      let cached = texts.get(relativePath);
      if (!cached) {
        cached = readFile(join(root, relativePath)).then((raw) => {
          const entry: CachedText = {
            type,
            raw,
            etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
          };
          if (raw.length > 1024) {
            entry.gzip = gzipSync(raw, { level: 9 });
            entry.br = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
          }
          return entry;
        });
        cached.catch(() => texts.delete(relativePath));
        texts.set(relativePath, cached);
      }
      return cached;
    }

    async function sendFile(
      request: FastifyRequest,
      reply: FastifyReply,
      relativePath: string,
      status = 200,
      cacheControl = status === 200 ? cacheControlFor(relativePath) : 'no-cache',
    ) {
      const type = TEXT_TYPES[extname(relativePath).toLowerCase()];
      reply.header('cache-control', cacheControl);
      if (!type) return reply.code(status).sendFile(relativePath);
      const text = await loadText(relativePath, type);
      reply.header('etag', text.etag).header('vary', 'Accept-Encoding').type(text.type);
      if (status === 200 && ifNoneMatch(request.headers['if-none-match'], text.etag)) {
        return reply.code(304).send();
      }
      const accept = String(request.headers['accept-encoding'] ?? '');
      let body = text.raw;
      if (text.br && /\bbr\b/.test(accept)) {
        body = text.br;
        reply.header('content-encoding', 'br');
      } else if (text.gzip && /\bgzip\b/.test(accept)) {
        body = text.gzip;
        reply.header('content-encoding', 'gzip');
      }
      return reply.code(status).send(body);
    }

    async function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
      if (existsSync(join(root, NOT_FOUND_PAGE))) return sendFile(request, reply, NOT_FOUND_PAGE, 404);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    app.decorate('sendWebNotFound', sendNotFound);

    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const targets = languageTargets(request.url);
      return targets ? sendLanguageRedirect(request, reply, targets) : sendNotFound(request, reply);
    });

    // The console (a client-side app with its own router): /console and every path under it get its
    // page; its hashed assets are under /assets like the site's. Built without it: the 404 page.
    const consoleBuilt = existsSync(join(root, CONSOLE_PAGE));
    const sendConsole = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!consoleBuilt) return sendNotFound(request, reply);
      reply.headers(CONSOLE_HEADERS);
      return sendFile(request, reply, CONSOLE_PAGE, 200, CONSOLE_HEADERS['cache-control']);
    };
    app.get('/console', { schema: { hide: true } }, sendConsole);
    app.get('/console/*', { schema: { hide: true } }, sendConsole);

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const cut = request.url.indexOf('?');
      const path = cut === -1 ? request.url : request.url.slice(0, cut);
      if (isApiPath(path)) throw new HttpError(404, 'notFound');
      const found = resolvePath(path);
      if (found && 'file' in found) return sendFile(request, reply, found.file);
      if (found) {
        const query = cut === -1 ? '' : request.url.slice(cut);
        return reply.header('cache-control', OTHER_CACHE).redirect(found.redirect + query, 301);
      }
      // SPEC 2.2: a page path without a language prefix goes to that page in the visitor's language.
      const targets = languageForPath(path) ? undefined : languageTargets(request.url);
      if (targets) return sendLanguageRedirect(request, reply, targets);
      return sendNotFound(request, reply);
    });
  },
  { name: 'web' },
);
