import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { business } from '@spt/business';
import type { BookingRequestInput, ContactRequestInput } from '@spt/contracts';
import { quoteBooking, quoteTrip, toBookingPricing, toProductPricing } from '@spt/pricing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, DEFAULT_OUTBOX } from '../src/config.js';
import { type Database, type Db, openDatabase } from '../src/db/client.js';
import { openLinkSecrets } from '../src/mail/link-secrets.js';
import { renderOutboxPayload } from '../src/mail/templates.js';
import { toQuoteRequest } from '../src/services/booking-products.js';
import { scratchDatabase } from './scratch-database.js';

export function tempDir(prefix = 'spt-api-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A secret key for suites that queue mail without an app (the apps make theirs in their data directory). */
export const TEST_SECRET_KEY = randomBytes(32);

/** A queued mail with its links opened under TEST_SECRET_KEY (the key of every testConfig()). */
export function opened(mail: unknown): unknown {
  return openLinkSecrets(TEST_SECRET_KEY, mail);
}

/** A queued mail as the worker sends it: its sealed links opened (TEST_SECRET_KEY), then rendered. */
export function sentForm(mail: unknown) {
  return renderOutboxPayload(opened(mail));
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    dataDir: tempDir(),
    // One key for every test app, so a test can open what an app sealed (link-secrets.test.ts tries
    // the key file an app makes without it).
    secretKey: TEST_SECRET_KEY,
    // Two-step sign-in is tested on its own (mfa.test.ts); the other console tests sign in with a password.
    mfaRequiredFor: 'off',
    siteUrl: 'http://localhost:3000',
    mailFrom: 'Schiphol Premium Taxi <no-reply@test.local>',
    businessEmail: 'ops@test.local',
    corsOrigins: [],
    bodyLimitBytes: 32 * 1024,
    rateLimit: { bookingsPerWindow: 10_000, contactsPerWindow: 10_000, windowMs: 60_000 },
    webDistDir: join(tempDir(), 'no-web-build'),
    minFillMs: 0,
    outbox: { ...DEFAULT_OUTBOX, pollMs: 50, retryBaseMs: 50, retryMaxMs: 200 },
    startOutboxWorker: false,
    validateResponses: true,
    ...overrides,
  };
}

/**
 * Optional services some suites need (.ci/run sets them when a server answers). Those suites are
 * always registered and skipped without their service (`describe.skipIf`), so a run lists them.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

/** A database a suite runs against; `skip` is set when its server is not configured. */
export interface DatabaseTarget {
  name: string;
  skip: boolean;
  /** Opens (and migrates) the database; may be called again to reopen it. */
  open(): Promise<Database>;
  cleanup?(): Promise<void>;
}

/**
 * The production database path: a fresh database `<prefix><random>` on the TEST_DATABASE_URL server,
 * created on the first open and dropped on cleanup. Skipped when TEST_DATABASE_URL is not set.
 */
export function postgresTarget(prefix: string): DatabaseTarget {
  const scratch = TEST_DATABASE_URL ? scratchDatabase(TEST_DATABASE_URL, prefix) : undefined;
  let created = false;
  return {
    name: 'PostgreSQL (set TEST_DATABASE_URL)',
    skip: !scratch,
    async open() {
      if (!scratch) throw new Error('TEST_DATABASE_URL is not set');
      if (!created) {
        await scratch.create();
        created = true;
      }
      return openDatabase({ dataDir: 'unused', databaseUrl: scratch.url });
    },
    async cleanup() {
      if (created) await scratch?.drop();
    },
  };
}

/**
 * One in-memory PGlite per test file, started from the run's migrated dump (global-setup.ts); or
 * PostgreSQL when a URL is given.
 */
export async function openTestDatabase(databaseUrl?: string): Promise<Database> {
  if (databaseUrl) return openDatabase({ dataDir: 'memory://', databaseUrl });
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ dataDir: 'memory://', template });
}

/** The dump, read once a test file. */
let template: Blob | undefined;

export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(
    sql`truncate bookings, booking_events, contact_messages, outbox, idempotency_keys,
      operators, operator_sessions, operator_tokens, sign_in_attempts, drivers, invoice_counters, companies
      restart identity cascade`,
  );
}

export async function buildTestApp(
  database: Database,
  overrides: Partial<AppConfig> = {},
): Promise<{ app: FastifyInstance; config: AppConfig }> {
  const config = testConfig(overrides);
  const app = await buildApp({ config, database });
  return { app, config };
}

/** A date `days` ahead, as an Amsterdam calendar date (YYYY-MM-DD). */
export function amsterdamDate(days: number, from = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(from.getTime() + days * 86_400_000));
}

export const SCHIPHOL = { lat: 52.3105, lon: 4.7683 };
export const MAASTRICHT = { lat: 50.8514, lon: 5.691 };

/** A valid booking body whose pricing matches the server's quote. */
export function validBooking(
  overrides: Partial<BookingRequestInput> = {},
  vehicleId = 3,
): BookingRequestInput {
  const pickup = overrides.coordinates?.pickup ?? SCHIPHOL;
  const destination = overrides.coordinates?.destination ?? MAASTRICHT;
  const trip = quoteTrip(pickup, destination, business.vehicles);
  const price = trip.prices.find((p) => p.vehicleId === vehicleId) ?? trip.prices[0];
  const vehicle = business.vehicles.find((v) => v.id === vehicleId) ?? business.vehicles[0];
  if (!price || !vehicle) throw new Error('no vehicles');
  return {
    pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
    destination: 'Maastricht, Limburg, Nederland',
    flightNumber: 'KL1234',
    date: amsterdamDate(2),
    time: '09:30',
    passengers: 2,
    luggage: 2,
    contactName: 'Jan Jansen',
    contactEmail: 'jan@example.com',
    contactPhone: '+31 6 12345678',
    distance: trip.distance.km,
    duration: trip.durationText,
    selectedVehicle: { id: vehicle.id, name: vehicle.name, type: vehicle.type },
    pricing: toBookingPricing(price),
    coordinates: { pickup, destination },
    source: 'website',
    website: '',
    ...overrides,
  };
}

/**
 * A valid booking of any product (DESIGN "Products"): `validBooking`'s contact and route, with the
 * `pricing` the server expects for the product's whole booking in vehicle `vehicleId`.
 */
export function productBooking(
  choices: Pick<BookingRequestInput, 'product' | 'hours' | 'tour' | 'returnTrip' | 'extras'> &
    Partial<BookingRequestInput>,
  vehicleId = 3,
): BookingRequestInput {
  const base = validBooking({}, vehicleId);
  const request = { ...base, ...choices };
  const extras = request.extras;
  const quote = quoteBooking(
    toQuoteRequest({
      product: request.product,
      hours: request.hours === undefined ? undefined : Number(request.hours),
      tour: request.tour,
      pickup: request.coordinates.pickup,
      destination: request.coordinates.destination,
      returnTrip: request.returnTrip !== undefined,
      passengers: Number(request.passengers),
      luggage: Number(request.luggage),
      extras: {
        childSeats: Number(extras?.childSeats ?? 0),
        boosterSeats: Number(extras?.boosterSeats ?? 0),
        ...(extras?.nameSign ? { nameSign: extras.nameSign } : {}),
      },
    }),
    business.vehicles,
    business.products,
  );
  return { ...request, pricing: toProductPricing(quote, vehicleId) };
}

export function validContact(overrides: Partial<ContactRequestInput> = {}): ContactRequestInput {
  return {
    name: 'Jan Jansen',
    email: 'jan@example.com',
    phone: '',
    date: '',
    time: '',
    passengers: '',
    pickup: '',
    destination: '',
    flightNumber: '',
    message: 'Subject: Feedback\n\nGreat ride, <b>thanks</b>!',
    source: 'website',
    website: '',
    ...overrides,
  };
}

export async function countRows(
  db: Db,
): Promise<{ bookings: number; contacts: number; outbox: number; keys: number }> {
  const result = await db.execute<{ b: number; c: number; o: number; k: number }>(sql`select
    (select count(*)::int from bookings) as b, (select count(*)::int from contact_messages) as c,
    (select count(*)::int from outbox) as o, (select count(*)::int from idempotency_keys) as k`);
  const row = (result as unknown as { rows: { b: number; c: number; o: number; k: number }[] }).rows[0];
  return { bookings: row?.b ?? 0, contacts: row?.c ?? 0, outbox: row?.o ?? 0, keys: row?.k ?? 0 };
}

/** A message a test SMTP server received: its envelope recipients and its raw source. */
export interface Received {
  to: string[];
  raw: string;
}

/**
 * How a test SMTP server treats what comes in: `accept`; `refuse` every mail for now (451, a
 * temporary failure); `hang` on the mail's end of data without ever answering, as a stuck server
 * would. `rejectRecipients` get 550 (no such mailbox) at RCPT TO.
 */
export interface SmtpBehaviour {
  mode: 'accept' | 'refuse' | 'hang';
  /** Overrides `mode` for the n-th mail that reaches its end of data (1-based). */
  modeFor?: (mailNumber: number) => SmtpBehaviour['mode'] | undefined;
  rejectRecipients: Set<string>;
  /** Connections opened so far. */
  connections: number;
  /** Mails that reached their end of data so far, and how many of those were left hanging. */
  mails?: number;
  hung?: number;
}

/**
 * A local SMTP server (no TLS, no auth) that collects what it accepts into `inbox` and behaves as
 * `behaviour` says at the time (a test may change it while the server runs).
 */
export function startSmtp(
  port: number,
  inbox: Received[],
  behaviour: SmtpBehaviour = { mode: 'accept', rejectRecipients: new Set(), connections: 0 },
): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      behaviour.connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (behaviour.rejectRecipients.has(address.address)) {
        callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        behaviour.mails = (behaviour.mails ?? 0) + 1;
        const mode = behaviour.modeFor?.(behaviour.mails) ?? behaviour.mode;
        if (mode === 'hang') {
          behaviour.hung = (behaviour.hung ?? 0) + 1;
          return;
        }
        if (mode === 'refuse') {
          callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
          return;
        }
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A relay between the app and a server of ours (Redis, PostgreSQL), to break the way between them. */
export interface TcpRelay {
  /** The target's URL with the relay's host and port. */
  url: string;
  /** An outage: open connections are cut and new ones refused. */
  cut(): Promise<void>;
  /** Listens again after a cut. */
  restore(): Promise<void>;
  /** A partition: connections stay open but nothing gets through either way, until `heal`. */
  hang(): void;
  heal(): void;
  /** Chunks that came in while hanging (not passed on). */
  held(): number;
}

/** A TCP relay to `target` (a redis:// or postgres:// URL) on a free local port; see TcpRelay. */
export async function tcpRelay(target: URL, defaultPort: 'redis' | 'postgres'): Promise<TcpRelay> {
  const port = await freePort();
  const targetPort = Number(target.port || (defaultPort === 'redis' ? 6379 : 5432));
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let hung = false;
  let heldChunks = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = createConnection(targetPort, target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
          socket.on('error', () => socket.destroy());
        }
        client.on('data', (chunk: Buffer) => {
          if (hung) heldChunks++;
          else upstream.write(chunk);
        });
        upstream.on('data', (chunk: Buffer) => {
          if (!hung) client.write(chunk);
        });
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async cut() {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    hang() {
      hung = true;
    },
    heal() {
      hung = false;
    },
    held: () => heldChunks,
  };
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A local stand-in for an upstream geocoder: answers every request with `answer`, recording its URL. */
export interface FixtureUpstream {
  /** The `/search` URL to configure as `geocoderUpstreamUrl`. */
  url: string;
  /** Every request's URL, oldest first; a test may empty it. */
  requests: URL[];
  close: () => Promise<void>;
}

/** Starts a {@link FixtureUpstream} on a free port of 127.0.0.1. */
export async function startFixtureUpstream(answer: unknown): Promise<FixtureUpstream> {
  const requests: URL[] = [];
  const server = createHttpServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://upstream.test'));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
