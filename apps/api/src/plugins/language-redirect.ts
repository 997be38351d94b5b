import { createHash } from 'node:crypto';
import {
  company,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  localizePath,
  negotiateLanguage,
  pageIdForUnprefixedPath,
  parseAcceptLanguage,
} from '@spt/i18n-content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../lib/cookies.js';
import { escapeHtml } from '../lib/escape-html.js';

/**
 * The language the server can pick on its own (SPEC 2.2 and 9 without local storage): the `lng` query
 * parameter, the `i18next` cookie, then Accept-Language by quality, else English.
 *
 * @example
 * preferredLanguage({ cookie: 'i18next=nl', acceptLanguage: 'en' }); // 'nl'
 */
export function preferredLanguage(signals: {
  query?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  return negotiateLanguage({
    query: signals.query,
    cookie: readCookie(signals.cookie, LANGUAGE_COOKIE_NAME),
    browser: parseAcceptLanguage(signals.acceptLanguage),
  });
}

/** The query string of a URL without its `lng` parameter ("" or "?a=b"). */
function queryWithoutLng(url: string): { lng: string | undefined; rest: string } {
  const cut = url.indexOf('?');
  if (cut === -1) return { lng: undefined, rest: '' };
  const params = new URLSearchParams(url.slice(cut + 1));
  const lng = params.get('lng') ?? undefined;
  params.delete('lng');
  const rest = params.toString();
  return { lng, rest: rest ? `?${rest}` : '' };
}

/**
 * The page a visitor is choosing a language for, in each language: `/` is the home page; an
 * unprefixed path of a known page (`/about`, `/boeken`) is that page. Undefined for anything else.
 */
export function languageTargets(url: string): Record<Language, string> | undefined {
  const path = url.split('?')[0] ?? '/';
  if (path !== '/' && !pageIdForUnprefixedPath(path)) return undefined;
  const { rest } = queryWithoutLng(url);
  const targets = {} as Record<Language, string>;
  for (const lang of LANGUAGES) targets[lang] = localizePath(path === '/' ? `/${lang}` : path, lang) + rest;
  return targets;
}

/**
 * The script of the chooser page. It runs before anything is painted, reads the visitor's stored
 * choice (local storage, which only the browser can see) and goes to that language's page, else to
 * the language the server picked from Accept-Language. `location.replace` keeps the chooser out of
 * the history (SPEC 2.2: "replacing the history entry"). Targets and fallback are in data attributes,
 * so the script text, and its CSP hash, never change.
 */
const CHOOSER_SCRIPT =
  `(function(){var d=document.documentElement,t=JSON.parse(d.getAttribute('data-targets')),` +
  `l=d.getAttribute('data-fallback');try{var s=localStorage.getItem('${LANGUAGE_STORAGE_KEY}');` +
  `if(s&&Object.prototype.hasOwnProperty.call(t,s))l=s}catch(e){}location.replace(t[l]+location.hash)})()`;

const CHOOSER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CHOOSER_SCRIPT).digest('base64')}'`;

/** The chooser's HTML: blank, unindexed, with a no-script fallback that still lands on a page. */
export function chooserPage(targets: Record<Language, string>, fallback: Language): string {
  const alternates = LANGUAGES.map(
    (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(targets[lang])}">`,
  ).join('');
  const links = LANGUAGES.map(
    (lang) => `<a href="${escapeHtml(targets[lang])}" hreflang="${lang}" lang="${lang}">${lang}</a>`,
  ).join(' ');
  return (
    `<!doctype html><html lang="${fallback}" data-targets="${escapeHtml(JSON.stringify(targets))}" ` +
    `data-fallback="${fallback}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(company.name)}</title>` +
    `${alternates}<link rel="alternate" hreflang="x-default" href="${escapeHtml(targets[DEFAULT_LANGUAGE])}">` +
    `<script>${CHOOSER_SCRIPT}</script><noscript><meta http-equiv="refresh" content="0; url=${escapeHtml(targets[fallback])}"></noscript>` +
    `</head><body><noscript>${links}</noscript></body></html>`
  );
}

/**
 * Sends the visitor of `/` or of an unprefixed page path to a language (SPEC 2.2): a 302 when the
 * request decides it (`?lng=`, the `i18next` cookie, or no Accept-Language at all, as with crawlers,
 * who get English, the x-default); otherwise a tiny page that lets the browser's stored choice win
 * before falling back to Accept-Language, without rendering anything in between.
 */
export function sendLanguageRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  targets: Record<Language, string>,
) {
  const { lng } = queryWithoutLng(request.url);
  const stored = readCookie(request.headers.cookie, LANGUAGE_COOKIE_NAME);
  const browser = parseAcceptLanguage(request.headers['accept-language']);
  const language = negotiateLanguage({ query: lng, cookie: stored, browser });
  reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language');
  const decided = isLanguage(lng) || isLanguage(stored);
  // No usable Accept-Language (crawlers send none, some clients `*`): nothing for the browser to add.
  if (decided || browser.length === 0) return reply.redirect(targets[language], 302);
  const policy = String(
    reply.getHeader('content-security-policy') ?? "default-src 'self'; script-src 'self'",
  );
  return reply
    .header(
      'content-security-policy',
      policy.replace("script-src 'self'", `script-src 'self' ${CHOOSER_SCRIPT_HASH}`),
    )
    .type('text/html; charset=utf-8')
    .send(chooserPage(targets, language));
}
