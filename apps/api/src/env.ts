import { join, resolve } from 'node:path';
import { company } from '@spt/i18n-content';
import { z } from 'zod';
import {
  type AppConfig,
  DEFAULT_HOUSEKEEPING,
  DEFAULT_OUTBOX,
  GEOCODER_UPSTREAM_KINDS,
  type GeocoderUpstreamConfig,
  PDOK_LOCATIESERVER_URL,
} from './config.js';
import { PACKAGE_DIR, REPO_ROOT } from './lib/paths.js';
import { MOLLIE_API_URL } from './services/payments/mollie.js';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** An optional http(s) URL; empty counts as unset. */
const optionalHttpUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/, error: 'an http(s) URL' }).optional())
  .optional();

const UPSTREAM_CHOICES = ['none', ...GEOCODER_UPSTREAM_KINDS] as const;

/** GEOCODER_UPSTREAM: trimmed, any case; empty counts as unset. */
const GeocoderUpstreamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(
    z
      .enum(UPSTREAM_CHOICES, { error: `an unknown upstream; use one of ${UPSTREAM_CHOICES.join(', ')}` })
      .optional(),
  )
  .optional();

/** The upstreams that have no public default URL: GEOCODER_UPSTREAM_URL must name the server. */
const URL_REQUIRED: Readonly<Record<string, string>> = {
  nominatim: "your Nominatim server's /search URL",
  photon: "your Photon server's /api URL",
};

/**
 * The upstream geocoder the two settings choose: GEOCODER_UPSTREAM_URL alone is a Nominatim server (as
 * before GEOCODER_UPSTREAM existed), `pdok` defaults to PDOK's public Locatieserver, `none` or nothing
 * set means the gazetteer alone.
 */
function geocoderUpstream(
  kind: (typeof UPSTREAM_CHOICES)[number] | undefined,
  url: string | undefined,
): GeocoderUpstreamConfig | undefined {
  const chosen = kind ?? (url ? 'nominatim' : 'none');
  if (chosen === 'none') return undefined;
  if (chosen === 'pdok') return { kind: chosen, url: url ?? PDOK_LOCATIESERVER_URL };
  return url ? { kind: chosen, url } : undefined;
}

/** Fastify's trustProxy: off, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const ProxyAddressSchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** RFC 6750's b64token, at least 32 characters long: what METRICS_TOKEN may be. */
const BEARER_TOKEN = /^[A-Za-z0-9._~+/-]{32,}=*$/;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The site's public origin (and path, when it is served below one) for links in mails: an absolute
 * http(s) URL without query, fragment or credentials; a trailing slash is dropped. Unset or empty:
 * `http://localhost:3000`.
 */
const SiteUrlSchema = z
  .string()
  .trim()
  .default('')
  .transform((given, ctx) => {
    const value = given === '' ? 'http://localhost:3000' : given;
    const url = /^https?:\/\/[^/]/i.test(value) && URL.canParse(value) ? new URL(value) : undefined;
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.search ||
      url.hash ||
      url.username ||
      url.password ||
      value.includes('?') ||
      value.includes('#')
    ) {
      ctx.addIssue({ code: 'custom', message: 'an absolute http(s) URL without query or fragment' });
      return z.NEVER;
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  });

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default(`${company.name} <no-reply@localhost>`),
  BUSINESS_EMAIL: z.email().default('bookings@localhost'),
  SITE_URL: SiteUrlSchema,
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  BODY_LIMIT_BYTES: positiveInt(32 * 1024),
  RATE_LIMIT_BOOKINGS: positiveInt(20),
  RATE_LIMIT_CONTACTS: positiveInt(10),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  REDIS_URL: optionalUrl,
  /**
   * 32 random bytes, base64 (`openssl rand -base64 32`): the key that seals the console's second-factor
   * secrets in the database. Unset: a key file DATA_DIR/secret.key (0600) is made once. Several
   * instances must share one value.
   */
  APP_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    }),
  /**
   * Who must use two-step sign-in in the console: `owners` (default), `all` operators, or `off` (for a
   * development machine or automated tests only: the server warns at every start).
   */
  CONSOLE_MFA: z.enum(['owners', 'all', 'off']).default('owners'),
  /**
   * The bearer token Prometheus sends to GET /metrics (`openssl rand -hex 32`): at least 32 characters
   * that a bearer token may hold. Unset or empty: /metrics is off (404).
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || BEARER_TOKEN.test(value), {
      // The message never repeats the value: it is a secret.
      message: 'at least 32 characters of A-Z, a-z, 0-9 and -._~+/ (openssl rand -hex 32)',
    }),
  GEOCODER_UPSTREAM: GeocoderUpstreamSchema,
  GEOCODER_UPSTREAM_URL: optionalHttpUrl.refine(
    (value) => value === undefined || (new URL(value).username === '' && new URL(value).password === ''),
    // The message never repeats the value: it holds a password.
    'no user name or password in the URL (fetch refuses them; use the server’s own access control)',
  ),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /**
   * Online payment through Mollie (README "Payments and invoices"): the API key of the website profile,
   * `test_…` while trying it out, `live_…` for real money. Unset: customers pay the driver or by transfer.
   */
  MOLLIE_API_KEY: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^(test|live)_[A-Za-z0-9]{20,}$/.test(value), {
      // The message never repeats the value: it is a secret.
      message: 'a Mollie API key: test_ or live_ followed by its letters and digits',
    }),
  /** Mollie's API base URL (default https://api.mollie.com/v2/); tests point it at a local server. */
  MOLLIE_API_URL: optionalHttpUrl,
  /** Where Mollie posts payment updates; default SITE_URL + /api/payments/mollie. */
  MOLLIE_WEBHOOK_URL: optionalHttpUrl,
  // The Schiphol Public Flight API (optional): the OAuth client of an app on developer.schiphol.nl.
  SCHIPHOL_FLIGHT_API_ID: z.string().trim().max(200).optional(),
  SCHIPHOL_FLIGHT_API_KEY: z.string().trim().max(500).optional(),
  SCHIPHOL_FLIGHT_API_URL: optionalHttpUrl,
  SCHIPHOL_FLIGHT_API_TOKEN_URL: optionalHttpUrl,
  MIN_FILL_MS: z.coerce.number().int().min(0).default(0),
  /**
   * The console's cookies Secure and `__Host-` prefixed whatever the request's protocol (browsers
   * take Secure cookies from http://localhost too). Default: true when NODE_ENV=production, so a
   * proxy that forgets X-Forwarded-Proto cannot make them plain; `false` only for a development
   * machine reached over plain HTTP by another address.
   */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      if (v === '' || v === 'false' || v === '0') return false;
      // 'true' is the one proxy in front (load balancer): the client is the address it appended to
      // X-Forwarded-For, so a client cannot choose its own IP (and rate-limit key) with that header.
      if (v === 'true') return 1;
      if (/^[1-9]\d?$/.test(v)) return Number(v);
      const addresses = v.split(',').map((part) => part.trim());
      if (addresses.every((a) => ProxyAddressSchema.safeParse(a).success)) return addresses;
      ctx.addIssue({
        code: 'custom',
        message: 'false, true (one proxy in front), a hop count (1-99), or proxy IPs/CIDRs, comma-separated',
      });
      return z.NEVER;
    }),
  OUTBOX_POLL_MS: positiveInt(DEFAULT_OUTBOX.pollMs),
  OUTBOX_RETRY_BASE_MS: positiveInt(DEFAULT_OUTBOX.retryBaseMs),
  OUTBOX_RETRY_MAX_MS: positiveInt(DEFAULT_OUTBOX.retryMaxMs),
  // How long a claimed mail is reserved for its worker; another instance takes it after that when the
  // worker died. Renewed at half-time, so it must exceed twice one mail's worst case (the SMTP
  // timeouts: 10 + 10 + 30 s).
  OUTBOX_LEASE_MS: z.coerce.number().int().min(5000).default(DEFAULT_OUTBOX.leaseMs),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  CONTACT_RETENTION_DAYS: positiveInt(DEFAULT_HOUSEKEEPING.contactRetentionDays),
  HOUSEKEEPING_INTERVAL_MS: positiveInt(DEFAULT_HOUSEKEEPING.intervalMs),
});

/**
 * Every setting. A GEOCODER_UPSTREAM_URL the chosen upstream needs is checked even when other keys
 * are invalid, so every bad key is listed at once.
 */
export const EnvSchema = EnvFields.refine(
  (env) => !(URL_REQUIRED[String(env.GEOCODER_UPSTREAM)] && !env.GEOCODER_UPSTREAM_URL),
  {
    path: ['GEOCODER_UPSTREAM_URL'],
    when: () => true,
    error: ({ input }) => {
      const kind =
        typeof input === 'object' && input !== null && 'GEOCODER_UPSTREAM' in input
          ? String(input.GEOCODER_UPSTREAM)
          : '';
      return `required when GEOCODER_UPSTREAM is ${kind}: ${URL_REQUIRED[kind] ?? 'the server URL'}`;
    },
  },
);

export interface ServerEnv {
  host: string;
  port: number;
  logLevel: string;
  trustProxy: TrustProxy;
  shutdownTimeoutMs: number;
  config: AppConfig;
  /** Settings that are unsafe for a server on the internet, each a line the server logs at start. */
  warnings: string[];
}

/** Whether a URL's host is this machine (a development setup), where plain HTTP is no risk. */
function isLocalUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The settings that would be unsafe on a server on the internet, as lines for the log (never a
 * secret's value). The server still starts: each may be right on a development machine.
 */
export function unsafeSettings(env: z.infer<typeof EnvSchema>): string[] {
  const warnings: string[] = [];
  const production = env.NODE_ENV === 'production';
  if (env.CONSOLE_MFA === 'off') {
    warnings.push('CONSOLE_MFA=off: owners can use the console without two-step sign-in');
  }
  if (production && env.SITE_URL.startsWith('http:') && !isLocalUrl(env.SITE_URL)) {
    warnings.push(
      'SITE_URL is plain http: links in mails and the console are sent unencrypted; put the site behind HTTPS',
    );
  }
  if (production && env.COOKIE_SECURE === 'false') {
    warnings.push('COOKIE_SECURE=false: the console cookies may travel over plain HTTP');
  }
  if (env.DATABASE_URL && !env.APP_SECRET_KEY) {
    warnings.push(
      'APP_SECRET_KEY is not set: this instance seals with its own DATA_DIR/secret.key, so another instance on the same database cannot open its two-step secrets or send its queued mails',
    );
  }
  if (production && env.SITE_URL.startsWith('https:') && !isLocalUrl(env.SITE_URL) && !env.TRUST_PROXY) {
    warnings.push(
      "TRUST_PROXY is off while SITE_URL is https: behind a TLS proxy every client has the proxy's address, so one rate limit is shared by all",
    );
  }
  if (production && env.MOLLIE_API_KEY?.startsWith('test_')) {
    warnings.push('MOLLIE_API_KEY is a test key: customers are sent to a test checkout and pay nothing');
  }
  if (production && env.DATABASE_URL && !env.REDIS_URL) {
    warnings.push('REDIS_URL is not set: with several instances, each counts the rate limits on its own');
  }
  return warnings;
}

/** Thrown when the environment is invalid; the message lists every bad key. */
export class EnvError extends Error {
  constructor(
    readonly keys: string[],
    message: string,
  ) {
    super(message);
    this.name = 'EnvError';
  }
}

/**
 * Reads and validates the environment. The only place that touches `process.env`.
 * Relative DATA_DIR / WEB_DIST_DIR are resolved from the current directory; their defaults are
 * `<repo>/data` and `apps/web/dist`, found from this package, wherever the process starts.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const keys = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    const lines = result.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new EnvError(keys, `Invalid environment: ${keys.join(', ')}\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    warnings: unsafeSettings(env),
    config: {
      dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : join(REPO_ROOT, 'data'),
      databaseUrl: env.DATABASE_URL,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      businessEmail: env.BUSINESS_EMAIL,
      siteUrl: env.SITE_URL,
      corsOrigins: env.CORS_ORIGINS,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      rateLimit: {
        bookingsPerWindow: env.RATE_LIMIT_BOOKINGS,
        contactsPerWindow: env.RATE_LIMIT_CONTACTS,
        windowMs: env.RATE_LIMIT_WINDOW_MS,
      },
      redisUrl: env.REDIS_URL,
      secretKey: env.APP_SECRET_KEY ? Buffer.from(env.APP_SECRET_KEY, 'base64') : undefined,
      mfaRequiredFor: env.CONSOLE_MFA,
      secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
      metricsToken: env.METRICS_TOKEN || undefined,
      geocoderUpstream: geocoderUpstream(env.GEOCODER_UPSTREAM, env.GEOCODER_UPSTREAM_URL),
      flightStatus:
        env.SCHIPHOL_FLIGHT_API_ID && env.SCHIPHOL_FLIGHT_API_KEY
          ? {
              SCHIPHOL_FLIGHT_API_ID: env.SCHIPHOL_FLIGHT_API_ID,
              SCHIPHOL_FLIGHT_API_KEY: env.SCHIPHOL_FLIGHT_API_KEY,
              SCHIPHOL_FLIGHT_API_URL: env.SCHIPHOL_FLIGHT_API_URL,
              SCHIPHOL_FLIGHT_API_TOKEN_URL: env.SCHIPHOL_FLIGHT_API_TOKEN_URL,
            }
          : undefined,
      mollie: env.MOLLIE_API_KEY
        ? {
            apiKey: env.MOLLIE_API_KEY,
            apiUrl: env.MOLLIE_API_URL ?? MOLLIE_API_URL,
            webhookUrl: env.MOLLIE_WEBHOOK_URL ?? `${env.SITE_URL}/api/payments/mollie`,
          }
        : undefined,
      webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : resolve(PACKAGE_DIR, '..', 'web', 'dist'),
      minFillMs: env.MIN_FILL_MS,
      outbox: {
        ...DEFAULT_OUTBOX,
        pollMs: env.OUTBOX_POLL_MS,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
        leaseMs: env.OUTBOX_LEASE_MS,
      },
      startOutboxWorker: true,
      housekeeping: {
        contactRetentionDays: env.CONTACT_RETENTION_DAYS,
        intervalMs: env.HOUSEKEEPING_INTERVAL_MS,
        start: true,
      },
    },
  };
}
