import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { TrustProxy } from './env.js';
import { HttpError } from './lib/http-error.js';
import consoleSession from './plugins/console-session.js';
import database from './plugins/database.js';
import errors, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors.js';
import geocoder from './plugins/geocoder.js';
import housekeeping from './plugins/housekeeping.js';
import metrics from './plugins/metrics.js';
import openapi from './plugins/openapi.js';
import outbox from './plugins/outbox.js';
import payments from './plugins/payments.js';
import security from './plugins/security.js';
import web from './plugins/web.js';
import bookingRoutes from './routes/booking/index.js';
import consoleRoutes from './routes/console/index.js';
import contactRoutes from './routes/contact/index.js';
import docsRoutes from './routes/docs/index.js';
import driverRoutes from './routes/driver/index.js';
import geoRoutes from './routes/geo/index.js';
import healthRoutes from './routes/health/index.js';
import localeRoutes from './routes/locale/index.js';
import manageRoutes from './routes/manage/index.js';
import metricsRoutes from './routes/metrics/index.js';
import paymentRoutes from './routes/payments/index.js';
import quoteRoutes from './routes/quote/index.js';
import { type FlightStatusClient, flightStatusFromEnv } from './services/flight-status.js';

export interface AppOptions {
  config: AppConfig;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify server options: body limit, request ids (a sane incoming X-Request-Id is kept), timeouts,
 * a logger that never writes personal data (no bodies, headers, IPs or query strings), and our error
 * shape for what the router and the HTTP parser reject before any route runs.
 */
export function serverOptions(config: AppConfig, logger: FastifyServerOptions['logger'] = false) {
  return {
    logger,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestTimeout: 30_000,
    // Opening a new embedded database takes about 3 s, and over 10 s (Fastify's default limit for a
    // plugin) on a busy two-core machine: the server must not give up starting for that.
    pluginTimeout: 120_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  } satisfies FastifyServerOptions;
}

const CHARSET_PARAMETER = /;\s*charset\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/gi;

/**
 * Whether a Content-Type's charset, if it names one, is UTF-8 (any case, quoted or not). JSON is UTF-8
 * (RFC 8259); a body declared in another charset would be read wrongly, so it is refused.
 *
 * @example
 * declaresUtf8('application/json; charset="UTF-8"'); // true
 * declaresUtf8('application/json; charset=latin1'); // false
 */
function declaresUtf8(contentType: string | undefined): boolean {
  for (const match of (contentType ?? '').matchAll(CHARSET_PARAMETER)) {
    const charset = (match[1]?.replace(/\\(.)/g, '$1') ?? match[2] ?? '').toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return false;
  }
  return true;
}

/** The pino options for production: redaction and serializers that keep personal data out of logs. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers',
        'req.remoteAddress',
        'req.remotePort',
        'body',
        '*.contactEmail',
        '*.contactPhone',
        '*.contactName',
        '*.email',
        '*.phone',
      ],
      remove: true,
    },
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        // Without the query, and with any email address in the path left out (an invitation's).
        url: req.url?.split('?')[0]?.replace(/[^/]*(@|%40)[^/]*/g, '<address>'),
        id: req.id,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * The whole application as one plugin (no listen): shared services, the error handler, the API routes
 * and the web app. `buildApp` wraps it in a Fastify instance for tests, the server and the bench.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The Schiphol Public Flight API client, or null when it is not configured. */
    flightStatus: FlightStatusClient | null;
  }
}

export const app = fp(
  async (fastify: FastifyInstance, opts: AppOptions) => {
    const { config } = opts;
    fastify.setValidatorCompiler(validatorCompiler);
    // Responses are built from typed objects; checking them against their zod schemas on every request
    // costs more than the route itself, so it is on in tests (validateResponses) and off in production.
    // The schemas still document every answer in /api/docs.
    fastify.setSerializerCompiler(config.validateResponses ? serializerCompiler : () => JSON.stringify);
    // JSON only: any other body type (text/plain included) is a 415, never parsed. JSON only in UTF-8:
    // another declared charset is a 415, bytes that are not UTF-8 a 400 (never silently replaced).
    fastify.removeContentTypeParser(['text/plain', 'application/json']);
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
      if (!declaresUtf8(request.headers['content-type'])) {
        done(new HttpError(415, 'unsupportedMediaType'), undefined);
      } else if (!isUtf8(body)) {
        done(new HttpError(400, 'invalidJson'), undefined);
      } else {
        parseJson(request, body.toString('utf8'), done);
      }
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });

    await fastify.register(errors);
    await fastify.register(security, { config });
    await fastify.register(openapi, { config });
    await fastify.register(database, { config, database: opts.database });
    await fastify.register(outbox, { config });
    await fastify.register(payments, { config });
    await fastify.register(geocoder, { config });
    // Schiphol's landing times for the console (optional upstream; null without its settings).
    fastify.decorate(
      'flightStatus',
      config.flightStatus ? flightStatusFromEnv(config.flightStatus, { log: fastify.log }) : null,
    );
    await fastify.register(consoleSession, {
      siteUrl: config.siteUrl,
      mfaRequiredFor: config.mfaRequiredFor,
      secureCookies: config.secureCookies ?? false,
    });
    await fastify.register(housekeeping, { config });
    // Before the routes, so that its latency hook sees every one of them.
    await fastify.register(metrics, { config });

    await fastify.register(healthRoutes);
    await fastify.register(docsRoutes);
    await fastify.register(metricsRoutes, { config });
    await fastify.register(quoteRoutes);
    await fastify.register(geoRoutes, { config });
    await fastify.register(bookingRoutes, { config });
    await fastify.register(contactRoutes, { config });
    await fastify.register(localeRoutes);
    await fastify.register(consoleRoutes, { config });
    await fastify.register(manageRoutes, { config });
    await fastify.register(driverRoutes, { config });
    await fastify.register(paymentRoutes);
    await fastify.register(web, { webDistDir: config.webDistDir });
  },
  { name: 'spt-app' },
);

export interface BuildOptions extends AppOptions {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: TrustProxy;
}

/**
 * Fastify's trustProxy for our setting. A hop count becomes the function Fastify itself builds for a
 * number (its types only admit the function): trust the `hops` nearest proxies, no further.
 */
export function trustProxyOption(trust: TrustProxy = false): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** A ready Fastify instance with the app registered (no port). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const fastify = Fastify({
    ...serverOptions(options.config, options.logger ?? false),
    trustProxy: trustProxyOption(options.trustProxy),
  });
  await fastify.register(app, options);
  await fastify.ready();
  return fastify;
}

export default app;
