import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCookie, serializeCookie } from '../lib/cookies.js';
import { HttpError } from '../lib/http-error.js';
import { newToken, sameSecret } from '../lib/tokens.js';
import { mfaRequired } from '../services/mfa.js';
import { findSession, operatorCount, type SessionInfo } from '../services/operators.js';

/**
 * The console's session cookie: HttpOnly, SameSite=Strict, path `/`. Over TLS it is `__Host-` prefixed
 * and Secure, so no subdomain or plain-HTTP page can set or overwrite it (ASVS 3.4.4); over plain HTTP
 * (a development machine) the browser would refuse that, so it goes without the prefix.
 */
export const SESSION_COOKIE = 'spt_console';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Whether the console's cookies go Secure with the `__Host-` prefix for this request: always with
 * COOKIE_SECURE (the default in production), else over TLS only.
 */
export function secureCookiesFor(request: FastifyRequest): boolean {
  return request.server.secureConsoleCookies || request.protocol === 'https';
}

/** The session cookie's name for this request: the `__Host-` one when cookies are secure. */
export function sessionCookieName(request: FastifyRequest): string {
  return secureCookiesFor(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Sets one of the console's cookies: HttpOnly, SameSite=Strict, path `/`, Secure when the console's
 * cookies are (`secureCookiesFor`); a session cookie without `maxAgeSeconds`, deleted with 0.
 */
export function setConsoleCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds?: number,
): void {
  reply.header(
    'set-cookie',
    serializeCookie(name, value, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: secureCookiesFor(request),
      path: '/',
      ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }),
    }),
  );
}

/**
 * The cookie that remembers the browsers an operator signed in from (lib/device-cookie.ts), `__Host-`
 * over TLS like the session's.
 */
export const DEVICE_COOKIE = 'spt_console_device';

/** The device cookie's name for this request. */
export function deviceCookieName(request: FastifyRequest): string {
  return secureCookiesFor(request) ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

/** The session token the request's cookie carries (only the `__Host-` cookie counts over TLS). */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, sessionCookieName(request));
}

/**
 * Whether the console marked a request as made on its own (a list refreshing itself, the new-bookings
 * count) with no operator at the keyboard for a while: it does not keep the session alive.
 */
function madeWhileIdle(request: FastifyRequest): boolean {
  return request.headers['x-console-idle'] === '1';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator's session (set by `app.requireOperator`). */
    consoleSession?: SessionInfo;
  }
  interface FastifyInstance {
    /** onRequest hook (before the body is read and validated): 401 without a live session; 403 for a state-changing request without its CSRF token. */
    requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Sets the session cookie on a reply. */
    setSessionCookie: (request: FastifyRequest, reply: FastifyReply, token: string) => void;
    clearSessionCookie: (request: FastifyRequest, reply: FastifyReply) => void;
    /** COOKIE_SECURE: the console's cookies Secure and `__Host-` whatever the protocol. */
    secureConsoleCookies: boolean;
    /** The first-run setup token while no operator exists, else null; `useSetupToken` ends it. */
    setupToken: () => string | null;
    useSetupToken: () => void;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cross-site request carries an Origin of another host: refused even before the CSRF token. */
function foreignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Console sessions (server-side, in the database; see services/operators.ts), the CSRF check of
 * state-changing console requests (a per-session token in `x-csrf-token`, plus an Origin check), and
 * the first-run setup link: while no operator exists the server logs one line with
 * `/console/setup#<token>`; the token lives in memory until it is used or the server restarts.
 */
/**
 * What an operator who must have two-step sign-in but has not set it up may still reach: their session,
 * setting it up, their sessions and their password. Everything else answers 403 `mfaEnrolmentRequired`.
 */
const ENROLMENT_ROUTES = new Set([
  '/api/console/session',
  '/api/console/mfa',
  '/api/console/mfa/setup',
  '/api/console/mfa/confirm',
  '/api/console/sessions',
  '/api/console/sessions/:id',
  '/api/console/password',
]);

export default fp(
  async (
    app: FastifyInstance,
    opts: { siteUrl: string; mfaRequiredFor?: 'owners' | 'all' | 'off' | undefined; secureCookies: boolean },
  ) => {
    app.decorate('secureConsoleCookies', opts.secureCookies);
    let setupToken: string | null = null;

    app.addHook('onReady', async () => {
      if ((await operatorCount(app.database.db)) > 0) return;
      setupToken = newToken();
      app.log.warn(
        `No console operator exists yet. Create the first one, once, at ${opts.siteUrl}/console/setup#${setupToken}`,
      );
    });
    app.decorate('setupToken', () => setupToken);
    app.decorate('useSetupToken', () => {
      setupToken = null;
    });

    app.decorate('setSessionCookie', (request: FastifyRequest, reply: FastifyReply, token: string) => {
      setConsoleCookie(request, reply, sessionCookieName(request), token);
    });
    app.decorate('clearSessionCookie', (request: FastifyRequest, reply: FastifyReply) => {
      setConsoleCookie(request, reply, sessionCookieName(request), '', 0);
    });

    app.decorateRequest('consoleSession', undefined);
    app.decorate('requireOperator', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const token = sessionTokenOf(request);
      const session = token
        ? await findSession(app.database.db, token, new Date(), !madeWhileIdle(request))
        : null;
      if (!session) throw new HttpError(401, 'unauthorized');
      if (!SAFE_METHODS.has(request.method)) {
        const sent = request.headers['x-csrf-token'];
        if (foreignOrigin(request) || typeof sent !== 'string' || !sameSecret(sent, session.csrfToken)) {
          throw new HttpError(403, 'csrf');
        }
      }
      request.consoleSession = session;
      if (
        !session.mfaEnabled &&
        mfaRequired(session.operator.role, opts.mfaRequiredFor) &&
        !ENROLMENT_ROUTES.has(request.routeOptions.url ?? '')
      ) {
        throw new HttpError(403, 'mfaEnrolmentRequired');
      }
    });
  },
  { name: 'console-session', dependencies: ['database'] },
);
