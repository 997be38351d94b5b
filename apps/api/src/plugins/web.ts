import type { Stats } from 'node:fs';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, posix, resolve, sep } from 'node:path';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import { company, LANGUAGES, type Language, languageForPath } from '@spt/i18n-content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/escape-html.js';
import { HttpError } from '../lib/http-error.js';
import { ifNoneMatch } from '../lib/if-none-match.js';
import { isApiPath } from './errors.js';
import { languageTargets, sendLanguageRedirect } from './language-redirect.js';

/** The not-found page of a path without a language prefix: bilingual, with links to both languages. */
const NOT_FOUND_PAGE = '404.html';
/** The not-found page of each language, in the site's layout, for the unknown paths under its prefix. */
const notFoundPageOf = (lang: Language): string => `${lang}/404.html`;
const NOT_FOUND_PAGES: ReadonlySet<string> = new Set([NOT_FOUND_PAGE, ...LANGUAGES.map(notFoundPageOf)]);
/** The operators' console: one client-rendered HTML entry for every path under /console. */
const CONSOLE_PAGE = 'console/index.html';
/** Never cached (it names the current build's assets and sits behind a sign-in), never indexed. */
const CONSOLE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };
/** The driver's private page (`/driver#t=<token>`): one client-rendered HTML entry. */
const DRIVER_PAGE = 'driver/index.html';
/**
 * As the console's, and no Referer ever (the page links to map apps; its token lives in the fragment
 * and local storage, which a Referer never carries, but nothing of the page's address leaves either).
 */
const DRIVER_HEADERS = { ...CONSOLE_HEADERS, 'referrer-policy': 'no-referrer' };
/** The driver's page's service worker (a hashed build file) may control /driver, and only that. */
const DRIVER_SERVICE_WORKER = /^assets\/driver-sw-[\w-]+\.js$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'public, max-age=60, must-revalidate';
const OTHER_CACHE = 'public, max-age=3600';
/** Judged here against our ETag; send would judge them by validators of its own (see sendFile). */
const CONDITIONAL_HEADERS = [
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
] as const;

// send's mime table (shared with @fastify/static, which also types the compressed variants from it)
// says application/javascript and gives manifests and XML no charset; every text file we build is UTF-8.
send.mime.define(
  {
    'text/javascript': ['js', 'mjs'],
    'application/manifest+json; charset=utf-8': ['webmanifest'],
    'application/xml; charset=utf-8': ['xml'],
  },
  true,
);

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** Size and modification time, as nginx does: cheap, and a build rewrites every file it changes. */
const etagOf = (stats: Stats): string =>
  `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;

/** A dist-relative file to send with its ETag, a page's clean URL to redirect to, or nothing. */
type Found = { file: string; etag: string } | { redirect: string } | undefined;

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

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (file.endsWith('.html')) return HTML_CACHE;
  return OTHER_CACHE;
}

/**
 * Serves the prerendered web app from WEB_DIST_DIR: `/x` -> x/index.html (or x.html), hashed files in
 * /assets with an immutable cache, HTML with a short one, unknown paths -> the not-found page with
 * status 404 (`<lang>/404.html` under a language prefix, the bilingual 404.html elsewhere), and `/` ->
 * 302 to /en or /nl. A not-found page is never a 200 (`/404.html`, `/nl/404` are 404s), and a
 * URL naming an index page (`/index.html`, `/en/index.html`, `/en/index`) is a 301 to the page's clean
 * URL (`/`, `/en`), so every page has one address. @fastify/static sends the files and picks the
 * `.br` / `.gz` the build wrote beside them (apps/web/scripts/compress.mjs); nothing is compressed
 * here, so a build without them is sent as it is. Without a build, `/` shows a notice.
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
            `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(company.name)} API</title>` +
              '<h1>The API is running</h1><p>The web app is not built yet: run <code>pnpm build</code>.</p></html>',
          ),
      );
      return;
    }

    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      etag: false,
      lastModified: false,
      dotfiles: 'deny',
    });

    async function fileEtag(file: string): Promise<string | undefined> {
      const stats = await stat(join(root, file)).catch(() => undefined);
      return stats?.isFile() ? etagOf(stats) : undefined;
    }

    /** What a URL path names in the build. Never leaves the root, never a hidden file. */
    async function find(urlPath: string): Promise<Found> {
      const decoded = decodeURIComponentSafe(urlPath);
      if (!decoded || decoded.includes('\0') || decoded.includes('\\')) return undefined;
      const normalized = posix.normalize(decoded).replace(/^\/+/, '').replace(/\/+$/, '');
      if (normalized.split('/').some((part) => part.startsWith('.'))) return undefined;
      const candidates = extname(normalized)
        ? [normalized]
        : [posix.join(normalized, 'index.html'), `${normalized}.html`];
      for (const file of candidates) {
        if (!resolve(root, file).startsWith(root + sep)) continue;
        const etag = await fileEtag(file);
        if (!etag) continue;
        if (NOT_FOUND_PAGES.has(file)) return undefined;
        const redirect = indexPageAddress(file, normalized);
        return redirect ? { redirect } : { file, etag };
      }
      return undefined;
    }

    async function sendFile(
      request: FastifyRequest,
      reply: FastifyReply,
      file: string,
      etag: string,
      status = 200,
      cacheControl = status === 200 ? cacheControlFor(file) : 'no-cache',
    ) {
      reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'Accept-Encoding');
      if (DRIVER_SERVICE_WORKER.test(file)) reply.header('service-worker-allowed', '/driver');
      if (status === 200 && ifNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      // The conditions are judged above, and a 404 has none (RFC 9110 13.2.1). send knows only its own
      // validators and would answer `If-None-Match: *` with a 304 even for the not-found page.
      for (const name of CONDITIONAL_HEADERS) delete request.raw.headers[name];
      return reply.code(status).sendFile(file, { acceptRanges: status === 200 });
    }

    /** The not-found page for the request's path: its language's, else the bilingual one. */
    async function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
      const lang = languageForPath(request.url);
      for (const file of lang ? [notFoundPageOf(lang), NOT_FOUND_PAGE] : [NOT_FOUND_PAGE]) {
        const etag = await fileEtag(file);
        if (etag) return sendFile(request, reply, file, etag, 404);
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    app.decorate('sendWebNotFound', sendNotFound);

    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const targets = languageTargets(request.url);
      return targets ? sendLanguageRedirect(request, reply, targets) : sendNotFound(request, reply);
    });

    // The console (a client-side app with its own router): /console and every path under it get its
    // page; its hashed assets are under /assets like the site's. Built without it: the 404 page.
    const sendConsole = async (request: FastifyRequest, reply: FastifyReply) => {
      const etag = await fileEtag(CONSOLE_PAGE);
      if (!etag) return sendNotFound(request, reply);
      reply.headers(CONSOLE_HEADERS);
      return sendFile(request, reply, CONSOLE_PAGE, etag, 200, CONSOLE_HEADERS['cache-control']);
    };
    app.get('/console', { schema: { hide: true } }, sendConsole);
    app.get('/console/*', { schema: { hide: true } }, sendConsole);

    // The driver's page: /driver only (its token is in the fragment, which never reaches the server).
    // Anything under /driver/ is not a page; /driver/ itself is the page's one address, /driver.
    app.get('/driver', { schema: { hide: true } }, async (request, reply) => {
      const etag = await fileEtag(DRIVER_PAGE);
      if (!etag) return sendNotFound(request, reply);
      reply.headers(DRIVER_HEADERS);
      return sendFile(request, reply, DRIVER_PAGE, etag, 200, DRIVER_HEADERS['cache-control']);
    });
    app.get('/driver/*', { schema: { hide: true } }, async (request, reply) => {
      const cut = request.url.indexOf('?');
      const path = cut === -1 ? request.url : request.url.slice(0, cut);
      if (path !== '/driver/') return sendNotFound(request, reply);
      return reply
        .header('cache-control', OTHER_CACHE)
        .redirect(`/driver${cut === -1 ? '' : request.url.slice(cut)}`, 301);
    });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const cut = request.url.indexOf('?');
      const path = cut === -1 ? request.url : request.url.slice(0, cut);
      if (isApiPath(path)) throw new HttpError(404, 'notFound');
      const found = await find(path);
      if (found && 'file' in found) return sendFile(request, reply, found.file, found.etag);
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
