import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';
import { firstConnection, redisWithMemoryFallback } from '../lib/rate-limit-store.js';

type HelmetOptions = Parameters<typeof helmet>[1];

/** How long start-up waits for Redis before counting in memory (and how long each connection attempt may take). */
const REDIS_CONNECT_TIMEOUT_MS = 2000;

const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Powerful features the site does not use, turned off for it and anything it might frame: sensors,
 * camera and microphone, screen capture, location, payment, device access (USB, serial, HID, MIDI) and
 * the Topics API. Only names Chromium knows (checked against Chromium 156, which warns in the console
 * about any other); `interest-cohort` is left out because no browser ships FLoC any more.
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer carries (set by the security plugin); for answers made outside a route. */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

/**
 * The headers @fastify/helmet sets for these options. Our policy has no per-request part (no nonces), so
 * helmet runs once at start-up and a hook copies its headers onto every answer: the same headers at a
 * fraction of the per-request cost (helmet's middleware halves a small route's throughput).
 */
export async function helmetHeaders(options: HelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const response = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string' && !NOT_SECURITY_HEADERS.has(name)) headers[name] = value;
  }
  return headers;
}

/**
 * Security headers (computed by helmet, plus the Permissions-Policy) with a strict CSP that the
 * prerendered pages satisfy (external hashed scripts, JSON-LD data blocks, stylesheets from 'self';
 * inline style attributes are allowed because React renders some), CORS for the configured origins
 * only, and per-route rate limits (opt-in per route), in Redis when REDIS_URL is set, in memory while
 * it is unreachable.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          scriptSrcAttr: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // HSTS only makes sense behind TLS; a proxy terminating TLS sets it.
      strictTransportSecurity: false,
      // The same as frame-ancestors 'none', for browsers that only know X-Frame-Options.
      xFrameOptions: { action: 'deny' },
    });
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    app.decorate('securityHeaders', Object.freeze({ ...headers }));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });

    // Limits shared by every instance in Redis; while Redis is unreachable, in this instance's memory
    // (never skipped). A command waits for no reconnection (no offline queue) and at most a second.
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
          commandTimeout: 1000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => redis.disconnect()));
    const store = redis
      ? redisWithMemoryFallback({
          redis,
          nameSpace: config.redisKeyPrefix ?? 'spt-rate-limit-',
          log: app.log,
        })
      : undefined;
    if (redis) await firstConnection(redis, REDIS_CONNECT_TIMEOUT_MS);
    await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  },
  { name: 'security' },
);
