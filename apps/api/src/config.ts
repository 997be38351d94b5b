import type { FlightStatusEnv } from './services/flight-status.js';
import type { MollieSettings } from './services/payments/mollie.js';

/** Everything the app needs from the outside, resolved by env.ts (or given directly by tests). */
export interface AppConfig {
  /** PGlite data directory; also holds outbox/*.eml when no SMTP_URL is set. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. `memory://` PGlite when dataDir is it. */
  databaseUrl?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom: string;
  businessEmail: string;
  /**
   * The site's public origin without a trailing slash (SITE_URL), for links in mails and log lines:
   * `https://www.schipholpremiumtaxi.nl` (default `http://localhost:3000`).
   */
  siteUrl: string;
  corsOrigins: string[];
  bodyLimitBytes: number;
  rateLimit: { bookingsPerWindow: number; contactsPerWindow: number; windowMs: number };
  /** Shared rate-limit store for several instances; in-process memory without it. */
  redisUrl?: string | undefined;
  /** Key prefix in Redis (tests isolate themselves with a unique one). */
  redisKeyPrefix?: string | undefined;
  /** The key that seals second-factor secrets (APP_SECRET_KEY); unset: DATA_DIR/secret.key, made once. */
  secretKey?: Buffer | undefined;
  /**
   * The console's cookies always Secure with the `__Host-` prefix (COOKIE_SECURE, default in
   * production); otherwise only over TLS. Tests leave it off (their requests are plain HTTP).
   */
  secureCookies?: boolean | undefined;
  /** Who must enrol a second factor (CONSOLE_MFA): owners (default), all operators, or nobody (`off`). */
  mfaRequiredFor?: 'owners' | 'all' | 'off' | undefined;
  /** The bearer token of GET /metrics (METRICS_TOKEN, 32 characters or more); unset: /metrics is off (404). */
  metricsToken?: string | undefined;
  /** The upstream geocoder for street addresses (GEOCODER_UPSTREAM); unset: the gazetteer alone. */
  geocoderUpstream?: GeocoderUpstreamConfig | undefined;
  /**
   * The Schiphol Public Flight API's settings (SCHIPHOL_FLIGHT_API_ID and _KEY, optional URLs); unset:
   * the console shows no landing times.
   */
  flightStatus?: FlightStatusEnv | undefined;
  /** Online payment (MOLLIE_API_KEY, MOLLIE_API_URL, MOLLIE_WEBHOOK_URL); unset: nothing is paid online. */
  mollie?: MollieSettings | undefined;
  webDistDir: string;
  /** Submits faster than this (when the client reports formElapsedMs) are stored as spam. 0 = off. */
  minFillMs: number;
  outbox: OutboxSettings;
  /** Check every answer against its zod response schema (tests); off in production for speed. */
  validateResponses?: boolean;
  /** Start the outbox worker with the app (tests may drive it by hand). */
  startOutboxWorker: boolean;
  /** Reminders, expiry and the retention rules (see services/housekeeping.ts). */
  housekeeping?: { contactRetentionDays: number; intervalMs: number; start: boolean } | undefined;
}

/** How the mail worker sends (DEFAULT_OUTBOX; OUTBOX_* settings). */
export interface OutboxSettings {
  pollMs: number;
  /** Backoff after a failed send: the base doubling to the maximum. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed mail is reserved for the claiming worker (renewed at half-time). */
  leaseMs: number;
  batchSize: number;
  /**
   * Attempts before a mail the mail server keeps refusing (4xx) is given up (status failed, shown in
   * the console); an unreachable server delays mail without giving it up.
   */
  maxAttempts: number;
  /** The SMTP connection's limits: connecting and the greeting each, and any silence after. */
  smtpConnectTimeoutMs: number;
  smtpSocketTimeoutMs: number;
}

/** The protocols an upstream geocoder may speak (GEOCODER_UPSTREAM, besides `none`). */
export const GEOCODER_UPSTREAM_KINDS = ['pdok', 'nominatim', 'photon'] as const;

export type GeocoderUpstreamKind = (typeof GEOCODER_UPSTREAM_KINDS)[number];

/** Where city search asks for street addresses; see services/geocoder. */
export interface GeocoderUpstreamConfig {
  kind: GeocoderUpstreamKind;
  /**
   * PDOK: the Locatieserver base URL (`.../search/v3_1`); Nominatim: its `/search` URL; Photon: its
   * `/api` URL. A Nominatim or Photon URL without that path gets it appended.
   */
  url: string;
  /** How long one search may take, lookups included; default 3000. Tests shorten it. */
  timeoutMs?: number | undefined;
  /** The upstream's own rate limit replaced (tests that must not wait for it); not an env setting. */
  rate?: { burst: number; perSecond: number } | undefined;
}

/** PDOK Locatieserver, the Dutch government's free address search: the default URL for `pdok`. */
export const PDOK_LOCATIESERVER_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';

export const DEFAULT_HOUSEKEEPING = {
  contactRetentionDays: 30,
  intervalMs: 5 * 60_000,
  start: false,
} as const;

export const DEFAULT_OUTBOX = {
  pollMs: 1000,
  retryBaseMs: 2000,
  retryMaxMs: 15 * 60_000,
  leaseMs: 120_000,
  batchSize: 20,
  // 2 s doubling to 15 minutes: 15 attempts are about 2 hours of trying.
  maxAttempts: 15,
  smtpConnectTimeoutMs: 10_000,
  smtpSocketTimeoutMs: 30_000,
} as const;
