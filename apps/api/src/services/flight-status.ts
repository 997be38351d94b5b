import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { BodyError, readLimitedBody } from '../lib/read-body.js';
import { TtlCache } from './geocoder/ttl-cache.js';

/*
 * A client of the Schiphol PublicFlight API (v4) for one question: when does an arriving flight land?
 *
 * Documentation relied on (read November 2026):
 * - https://developer.schiphol.nl/apis/schiphol-public-flight-api-4-public-prd/docs/schiphol-public-flight-api-overview
 *   Production base URL https://api.schiphol.nl/public/public-flights/v4; a JWT bearer token; `Accept:
 *   application/json`; list answers of at most 20 flights a page.
 * - https://developer.schiphol.nl/news-and-updates/api-consumer-migration-guide
 *   The platform moved: `/public` prefix and the version in the path; the `app_id` / `app_key` headers
 *   are replaced by OAuth 2.0 client credentials (a short-lived JWT from Auth0, sent as a Bearer token);
 *   the `ResourceVersion` header is deprecated and ignored. The legacy platform (app_id/app_key at
 *   https://api.schiphol.nl/public-flights) was switched off on 1 October 2026
 *   (https://developer.schiphol.nl/news-and-updates/developer-portal-migration-notice).
 * - https://developer.schiphol.nl/news-and-updates/api-consumer-getting-started-guide
 *   Client ID and secret come from an application registered on the portal; tokens last 30 minutes.
 * - https://developer.schiphol.nl/apis/schiphol-public-flight-api-4-public-prd/versions/7e467a47-1065-4998-b293-ef9bb4efbe24/operations/getFlights.md
 *   `GET /flights` with `scheduleDate` (yyyy-MM-dd), `flightName`, `flightDirection` (A or D).
 * - https://developer.schiphol.nl/apis/schiphol-public-flight-api-4-public-prd/docs/flights
 *   The answer `{ flights: [Flight] }`: `flightName` ("KL672"), `flightNumber` (its number), `prefixIATA`,
 *   `flightDirection`, `scheduleDateTime`, `scheduleDate`, `scheduleTime`, `estimatedLandingTime`
 *   (ELDT), `actualLandingTime` (ALDT), `publicFlightState.flightStates`, `terminal`; times written
 *   yyyy-MM-dd'T'HH:mm:ss.SSSZ.
 * - https://developer.schiphol.nl/apis/flight-api/flight-statuses
 *   Arrival states: SCH, AIR, EXP, FIR, LND (landed), FIB, ARR (handled), DIV (diverted), CNX
 *   (cancelled), TOM.
 * The token endpoint and audience are not in the pages above; they are the values the public clients of
 * the new platform use (https://api.auth.schiphol.nl/oauth/token, audience https://api.schiphol.nl/public),
 * and both can be set.
 *
 * Real answers name a flight with its number zero-padded, but not alike for every airline ("KL0428",
 * "DL0046", but "CD238", "KZ004"), while `flightNumber` is the bare number: a lookup asks for the
 * usual spellings in turn and matches what comes back by airline and number, not by text.
 */

/** When an arriving flight lands: what the chauffeur console needs of it. */
export interface FlightArrival {
  /** The flight, normalised: airline designator and number without leading zeros ("KL643"). */
  flightNumber: string;
  /** The scheduled landing, ISO 8601 in UTC. */
  scheduledAt: string;
  /** The actual landing once there is one, else the estimated one; ISO 8601 in UTC, or null. */
  expectedAt: string | null;
  /** Whether it has landed (an actual landing time, or the state LND, FIB or ARR). */
  landed: boolean;
  /** Whether Schiphol shows it cancelled (CNX). */
  cancelled: boolean;
  /** The terminal, as Schiphol gives it (a number, in practice), or null. */
  terminal: number | string | null;
}

/** What the client logs through: a pino-like logger (Fastify's). Only a reason and a status are logged. */
export interface FlightStatusLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface FlightStatusOptions {
  /** The OAuth 2.0 client ID of the application registered on developer.schiphol.nl. */
  appId: string;
  /** That application's client secret. */
  appKey: string;
  /** Default https://api.schiphol.nl/public/public-flights/v4 (acceptance: https://api-acc.schiphol.nl/…). */
  baseUrl?: string | undefined;
  /** The OAuth 2.0 token endpoint; default https://api.auth.schiphol.nl/oauth/token. */
  tokenUrl?: string | undefined;
  /** The token's audience; default https://api.schiphol.nl/public. */
  audience?: string | undefined;
  /** One lookup, token, waits and every request included; default 3000. */
  timeoutMs?: number | undefined;
  /** How long an answer (a flight, or no such flight) is kept; default 5 minutes. */
  cacheTtlMs?: number | undefined;
  /** How long a failed lookup answers null without asking again; default 1 minute. */
  failureTtlMs?: number | undefined;
  /** Lookups kept, answers and failures each, least recently used out first; default 500. */
  maxCacheEntries?: number | undefined;
  /** The least time between two requests to the flights endpoint; default 250. */
  minIntervalMs?: number | undefined;
  fetch?: typeof fetch | undefined;
  /** The clock of the caches and of the token's expiry. */
  now?: (() => Date) | undefined;
  log?: FlightStatusLog | undefined;
}

export interface FlightStatusClient {
  /**
   * The arrival at Schiphol of `flightNumber` ("KL 1234", "kl1234", "KL0643") scheduled on `date`
   * (YYYY-MM-DD, Amsterdam), or null: no such arrival, an input that is not a flight or a date, or a
   * failure (timeout, HTTP error, 429, bad answer). Never throws.
   */
  arrival(flightNumber: string, date: string): Promise<FlightArrival | null>;
}

export const SCHIPHOL_FLIGHTS_URL = 'https://api.schiphol.nl/public/public-flights/v4';
export const SCHIPHOL_TOKEN_URL = 'https://api.auth.schiphol.nl/oauth/token';
export const SCHIPHOL_AUDIENCE = 'https://api.schiphol.nl/public';

const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_CACHE_TTL_MS = 5 * 60_000;
const DEFAULT_FAILURE_TTL_MS = 60_000;
const DEFAULT_MAX_CACHE_ENTRIES = 500;
const DEFAULT_MIN_INTERVAL_MS = 250;
/** A token is renewed this long before it expires. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;
/** The documented lifetime, for an answer without `expires_in`. */
const DEFAULT_TOKEN_LIFETIME_S = 30 * 60;
/** After a 429 without a usable Retry-After, no request goes out for this long; never longer than the cap. */
const DEFAULT_COOL_DOWN_MS = 30_000;
const MAX_COOL_DOWN_MS = 10 * 60_000;
/** A page is 20 flights, some 30 KB: anything past this is not an answer. */
const MAX_BODY_BYTES = 512 * 1024;
const AMSTERDAM = 'Europe/Amsterdam';
const LANDED_STATES = new Set(['LND', 'FIB', 'ARR']);

/** Why a lookup failed: the only detail about it that is logged, with the HTTP status. */
type FailureReason = 'status' | 'rate-limited' | 'auth' | 'too-large' | 'not-json' | 'bad-answer' | 'timeout';

/** A failed upstream call. Its message names the reason only, never a URL, a flight or a credential. */
class FlightApiError extends Error {
  override readonly name = 'FlightApiError';

  constructor(
    readonly reason: FailureReason | 'network',
    readonly status?: number,
  ) {
    super(`schiphol flight api ${reason}${status === undefined ? '' : ` ${status}`}`);
  }
}

/** A flight number taken apart. */
interface ParsedFlight {
  /** The IATA airline designator: two characters, letters or a letter and a digit ("KL", "U2", "3K"). */
  airline: string;
  number: number;
  /** An operational suffix letter, or ''. */
  suffix: string;
  /** `airline` + `number` without leading zeros + `suffix`: the cache key and the answer's name. */
  canonical: string;
}

/** An IATA flight number without spaces, upper case; the API names flights by IATA designator only. */
const IATA_FLIGHT = /^([A-Z][A-Z0-9]|[0-9][A-Z])([0-9]{1,4})([A-Z]?)$/;

/**
 * A flight number taken apart, or null when it is not an IATA flight number (an ICAO designator such
 * as "KLM1234" included: the API does not name flights by it).
 *
 * @example
 * parseFlightNumber(' kl 0643 '); // { airline: 'KL', number: 643, suffix: '', canonical: 'KL643' }
 */
function parseFlightNumber(value: string): ParsedFlight | null {
  const match = IATA_FLIGHT.exec(value.replace(/\s+/g, '').toUpperCase());
  if (!match) return null;
  const [, airline = '', digits = '', suffix = ''] = match;
  const number = Number(digits);
  return { airline, number, suffix, canonical: `${airline}${number}${suffix}` };
}

/**
 * A flight number normalised: spaces out, upper case, the number without leading zeros; null when it
 * is not an IATA flight number.
 *
 * @example
 * normaliseFlightNumber('kl 1234'); // 'KL1234'
 * normaliseFlightNumber('KL0643'); // 'KL643'
 * normaliseFlightNumber('KLM643'); // null (ICAO)
 */
export function normaliseFlightNumber(value: string): string | null {
  return parseFlightNumber(value)?.canonical ?? null;
}

/**
 * The `flightName`s to ask for, most likely first: zero-padded to four digits (KLM, Delta: "KL0643"),
 * to three ("CD238", "KZ004"), then bare.
 *
 * @example
 * flightNameCandidates(parseFlightNumber('KL643')); // ['KL0643', 'KL643']
 */
function flightNameCandidates(flight: ParsedFlight): string[] {
  const digits = String(flight.number);
  const spellings = [digits.padStart(4, '0'), digits.padStart(3, '0'), digits];
  return [...new Set(spellings)].map((spelling) => `${flight.airline}${spelling}${flight.suffix}`);
}

/** Whether `date` is a real calendar date written YYYY-MM-DD. */
function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Amsterdam's offset from UTC at the instant `utcMs`, in milliseconds (3 600 000 in winter). */
function amsterdamOffsetMs(utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: AMSTERDAM,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}

/** A wall-clock time in Amsterdam ("2026-11-25", "07:35:00") as an instant. */
function amsterdamToUtcMs(wallMs: number): number {
  const guess = wallMs - amsterdamOffsetMs(wallMs);
  return wallMs - amsterdamOffsetMs(guess);
}

/** A date-time as the API writes it: an offset with or without a colon, or none (Amsterdam time). */
const API_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An API date-time as ISO 8601 in UTC, or null when it is none.
 *
 * @example
 * isoUtc('2026-11-25T07:52:00.000+01:00'); // '2026-11-25T06:52:00.000Z'
 * isoUtc('2026-11-25T07:52:00.000+0100'); // the same
 * isoUtc('2026-07-01T12:00:00'); // '2026-07-01T10:00:00.000Z' (Amsterdam summer time)
 */
function isoUtc(value: string | null | undefined): string | null {
  const match = API_DATE_TIME.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone] = match;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const wall = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    ms,
  );
  let utc: number;
  if (zone === undefined) utc = amsterdamToUtcMs(wall);
  else if (zone === 'Z') utc = wall;
  else {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[+:-]/g, '');
    utc = wall - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A time field: a string, or absent (null counts as absent). */
const OptionalText = z.string().nullish();

/** One flight of the answer: the fields used, checked; every other field allowed and dropped. */
const FlightSchema = z.object({
  flightName: z.string(),
  flightDirection: OptionalText,
  scheduleDateTime: OptionalText,
  scheduleDate: OptionalText,
  scheduleTime: OptionalText,
  estimatedLandingTime: OptionalText,
  actualLandingTime: OptionalText,
  publicFlightState: z.object({ flightStates: z.array(z.string()).nullish() }).nullish(),
  terminal: z.union([z.number(), z.string()]).nullish(),
});
type ApiFlight = z.infer<typeof FlightSchema>;

/** The answer of `GET /flights`; its flights are checked one by one, so one odd flight spoils nothing. */
const FlightListSchema = z.object({ flights: z.array(z.unknown()) });

/** The token endpoint's answer (OAuth 2.0, RFC 6749 §5.1). */
const TokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
});

/** The scheduled landing of a flight: `scheduleDateTime`, else `scheduleDate` and `scheduleTime`. */
function scheduledOf(flight: ApiFlight): string | null {
  const scheduled = isoUtc(flight.scheduleDateTime);
  if (scheduled || !flight.scheduleDate || !flight.scheduleTime) return scheduled;
  return isoUtc(`${flight.scheduleDate}T${flight.scheduleTime}`);
}

/** Whether an answered flight is the arrival asked for, matched by airline, number and date. */
function isTheArrival(flight: ApiFlight, wanted: ParsedFlight, date: string): boolean {
  const named = parseFlightNumber(flight.flightName);
  if (!named || named.canonical !== wanted.canonical) return false;
  if (flight.flightDirection && flight.flightDirection.toUpperCase() !== 'A') return false;
  return !flight.scheduleDate || flight.scheduleDate === date;
}

/** The arrival of an answered flight in our shape, or null when it has no scheduled time. */
function toArrival(flight: ApiFlight, wanted: ParsedFlight): FlightArrival | null {
  const scheduledAt = scheduledOf(flight);
  if (!scheduledAt) return null;
  const states = new Set((flight.publicFlightState?.flightStates ?? []).map((state) => state.toUpperCase()));
  const actual = isoUtc(flight.actualLandingTime);
  const terminal = flight.terminal;
  return Object.freeze({
    flightNumber: wanted.canonical,
    scheduledAt,
    expectedAt: actual ?? isoUtc(flight.estimatedLandingTime),
    landed: actual !== null || [...states].some((state) => LANDED_STATES.has(state)),
    cancelled: states.has('CNX'),
    terminal: terminal === undefined || terminal === null || terminal === '' ? null : terminal,
  });
}

/** The arrival asked for among an answer's flights (the earliest, should there be two), or null. */
function pickArrival(flights: unknown[], wanted: ParsedFlight, date: string): FlightArrival | null {
  const arrivals = flights.flatMap((item) => {
    const parsed = FlightSchema.safeParse(item);
    if (!parsed.success || !isTheArrival(parsed.data, wanted, date)) return [];
    const arrival = toArrival(parsed.data, wanted);
    return arrival ? [arrival] : [];
  });
  arrivals.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  return arrivals[0] ?? null;
}

/** The body as text, refused (`too-large`) past MAX_BODY_BYTES, declared or read. */
async function readBody(response: Response): Promise<string> {
  try {
    return await readLimitedBody(response, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError)
      throw new FlightApiError(error.reason === 'too-large' ? 'too-large' : 'not-json');
    throw error;
  }
}

/** The body parsed as JSON, or a `not-json` failure. */
async function readJson(response: Response): Promise<unknown> {
  const text = await readBody(response);
  try {
    return JSON.parse(text);
  } catch {
    throw new FlightApiError('not-json');
  }
}

/** The failure an error stands for: ours as it is, an abort as a timeout, anything else the network. */
function failureOf(error: unknown): FlightApiError {
  if (error instanceof FlightApiError) return error;
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  return new FlightApiError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
}

/** How long a 429's Retry-After (seconds or an HTTP date) asks to wait, within the cap; a default without one. */
function coolDownMs(retryAfter: string | null, nowMs: number): number {
  const text = retryAfter?.trim() ?? '';
  let wait = DEFAULT_COOL_DOWN_MS;
  if (/^\d+$/.test(text)) wait = Number(text) * 1000;
  else if (text !== '' && !Number.isNaN(Date.parse(text))) wait = Date.parse(text) - nowMs;
  return Math.min(MAX_COOL_DOWN_MS, Math.max(0, wait));
}

/** `promise`, or a rejection as soon as `signal` aborts: a shared call outlives one caller's deadline. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Spaces calls `minIntervalMs` apart: each call takes the next free slot and waits for it (under its
 * caller's deadline).
 */
function spacing(minIntervalMs: number): (signal: AbortSignal) => Promise<void> {
  let nextSlot = 0;
  return async (signal) => {
    const now = performance.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + minIntervalMs;
    if (slot > now) await sleep(slot - now, undefined, { signal });
  };
}

/** A URL option checked at construction: a misconfiguration shows at start-up, not as silent nulls. */
function httpUrl(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`flight status: ${what} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`flight status: ${what} is not http(s)`);
  return value.replace(/\/+$/, '');
}

/**
 * A Schiphol PublicFlight API client answering when an arriving flight lands. Each lookup asks
 * `GET {baseUrl}/flights?flightName=…&scheduleDate=…&flightDirection=A` with a bearer token (OAuth 2.0
 * client credentials, cached until a minute before it expires, renewed once on a 401), trying the
 * flight name's usual zero-paddings in turn. Answers (a flight, or none) are cached per flight and date
 * for `cacheTtlMs`, failures for `failureTtlMs`; identical lookups in flight share one; requests are
 * spaced `minIntervalMs` apart and, after a 429, held back for its Retry-After. A lookup gives up after
 * `timeoutMs`. Logs a failure's reason and status only, never a flight, a date or a credential.
 *
 * @example
 * const flights = createFlightStatusClient({ appId: clientId, appKey: clientSecret, log: app.log });
 * await flights.arrival('KL 643', '2026-11-25');
 * // { flightNumber: 'KL643', scheduledAt: '2026-11-25T06:35:00.000Z', expectedAt: '…', landed: false, … }
 */
export function createFlightStatusClient(options: FlightStatusOptions): FlightStatusClient {
  const baseUrl = httpUrl(options.baseUrl ?? SCHIPHOL_FLIGHTS_URL, 'baseUrl');
  const tokenUrl = httpUrl(options.tokenUrl ?? SCHIPHOL_TOKEN_URL, 'tokenUrl');
  const audience = options.audience ?? SCHIPHOL_AUDIENCE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxEntries = options.maxCacheEntries ?? DEFAULT_MAX_CACHE_ENTRIES;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const answers = new TtlCache<FlightArrival | null>(
    maxEntries,
    options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS,
    nowMs,
  );
  const failures = new TtlCache<true>(maxEntries, options.failureTtlMs ?? DEFAULT_FAILURE_TTL_MS, nowMs);
  const inFlight = new Map<string, Promise<FlightArrival | null>>();
  const waitForSlot = spacing(options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS);
  let token: { value: string; expiresAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;
  let coolDownUntil = 0;

  /** Holds requests back after a 429. */
  const coolDown = (response: Response) => {
    coolDownUntil = nowMs() + coolDownMs(response.headers.get('retry-after'), nowMs());
  };

  /** A new token from the token endpoint, within its own deadline (callers share it). */
  const requestToken = async (): Promise<string> => {
    const response = await fetchImpl(tokenUrl, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.appId,
        client_secret: options.appKey,
        audience,
      }).toString(),
    });
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status === 429) {
        coolDown(response);
        throw new FlightApiError('rate-limited', 429);
      }
      throw new FlightApiError('auth', response.status);
    }
    const parsed = TokenSchema.safeParse(await readJson(response));
    if (!parsed.success) throw new FlightApiError('bad-answer', response.status);
    const lifetimeMs = (parsed.data.expires_in ?? DEFAULT_TOKEN_LIFETIME_S) * 1000;
    token = {
      value: parsed.data.access_token,
      expiresAt: nowMs() + Math.max(lifetimeMs / 2, lifetimeMs - TOKEN_EXPIRY_MARGIN_MS),
    };
    return token.value;
  };

  /** The cached token while it lasts, else one new token for every caller asking meanwhile. */
  const bearerToken = (signal: AbortSignal): Promise<string> => {
    if (token && nowMs() < token.expiresAt) return Promise.resolve(token.value);
    if (!tokenRequest) {
      tokenRequest = requestToken().finally(() => {
        tokenRequest = null;
      });
      // Every caller may have given up before it settles: its failure must not go unhandled.
      tokenRequest.catch(() => {});
    }
    return untilAborted(tokenRequest, signal);
  };

  /** The flights answered for one flight name on `date`, arrivals only; a 401 renews the token once. */
  const queryFlights = async (flightName: string, date: string, signal: AbortSignal): Promise<unknown[]> => {
    const url = new URL(`${baseUrl}/flights`);
    url.searchParams.set('flightName', flightName);
    url.searchParams.set('scheduleDate', date);
    url.searchParams.set('flightDirection', 'A');
    for (let attempt = 0; ; attempt++) {
      if (nowMs() < coolDownUntil) throw new FlightApiError('rate-limited');
      const bearer = await bearerToken(signal);
      await waitForSlot(signal);
      const response = await fetchImpl(url, {
        signal,
        redirect: 'error',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${bearer}`,
          // Deprecated and ignored by the new platform (migration guide); harmless, and still listed
          // as required by the acceptance environment's specification.
          resourceversion: 'v4',
        },
      });
      if ((response.status === 401 || response.status === 403) && attempt === 0) {
        await response.body?.cancel();
        if (token?.value === bearer) token = null;
        continue;
      }
      if (response.status === 204) {
        await response.body?.cancel();
        return [];
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 429) {
          coolDown(response);
          throw new FlightApiError('rate-limited', 429);
        }
        throw new FlightApiError(
          response.status === 401 || response.status === 403 ? 'auth' : 'status',
          response.status,
        );
      }
      const parsed = FlightListSchema.safeParse(await readJson(response));
      if (!parsed.success) throw new FlightApiError('bad-answer', response.status);
      return parsed.data.flights;
    }
  };

  /** The arrival, asking for each spelling of its name until one answers it; null when none does. */
  const lookUp = async (flight: ParsedFlight, date: string): Promise<FlightArrival | null> => {
    const signal = AbortSignal.timeout(timeoutMs);
    for (const flightName of flightNameCandidates(flight)) {
      const arrival = pickArrival(await queryFlights(flightName, date, signal), flight, date);
      if (arrival) return arrival;
    }
    return null;
  };

  /** One lookup whose answer is cached, or whose failure is cached, logged and answered with null. */
  const settle = async (flight: ParsedFlight, date: string, key: string): Promise<FlightArrival | null> => {
    try {
      const arrival = await lookUp(flight, date);
      answers.set(key, arrival);
      return arrival;
    } catch (error) {
      const failure = failureOf(error);
      failures.set(key, true);
      options.log?.warn({ reason: failure.reason, status: failure.status }, 'schiphol flight api failed');
      return null;
    }
  };

  return {
    async arrival(flightNumber, date) {
      try {
        const flight = parseFlightNumber(String(flightNumber));
        if (!flight || !isCalendarDate(String(date))) return null;
        const key = `${flight.canonical}|${date}`;
        const cached = answers.get(key);
        if (cached !== undefined) return cached;
        if (failures.get(key)) return null;
        const pending = inFlight.get(key);
        if (pending) return await pending;
        if (nowMs() < coolDownUntil) return null;
        const promise = settle(flight, date, key).finally(() => inFlight.delete(key));
        inFlight.set(key, promise);
        return await promise;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Whether a flight lands after the pickup: its expected landing (actual, else estimated), else its
 * scheduled one, later than `pickupAt`. False without an arrival or with an unreadable time.
 *
 * @example
 * landsAfterPickup({ …, scheduledAt: '2026-11-25T06:35:00.000Z', expectedAt: '2026-11-25T07:20:00.000Z' },
 *   new Date('2026-11-25T07:00:00Z')); // true: 20 minutes late for the pickup
 */
export function landsAfterPickup(arrival: FlightArrival | null, pickupAt: Date): boolean {
  if (!arrival) return false;
  const landing = Date.parse(arrival.expectedAt ?? arrival.scheduledAt);
  const pickup = pickupAt.getTime();
  return !Number.isNaN(landing) && !Number.isNaN(pickup) && landing > pickup;
}

/** The settings `flightStatusFromEnv` reads; blank counts as unset. */
export interface FlightStatusEnv {
  /** The OAuth 2.0 client ID. */
  SCHIPHOL_FLIGHT_API_ID?: string | undefined;
  /** The OAuth 2.0 client secret. */
  SCHIPHOL_FLIGHT_API_KEY?: string | undefined;
  /** The API's base URL, the version included; default SCHIPHOL_FLIGHTS_URL. */
  SCHIPHOL_FLIGHT_API_URL?: string | undefined;
  /** The token endpoint; default SCHIPHOL_TOKEN_URL. */
  SCHIPHOL_FLIGHT_API_TOKEN_URL?: string | undefined;
  /** The token's audience; default SCHIPHOL_AUDIENCE. */
  SCHIPHOL_FLIGHT_API_AUDIENCE?: string | undefined;
}

/**
 * The client the environment configures, or null without both the client ID and the secret (the
 * console then shows no landing times). Throws on a URL that is not one.
 *
 * @example
 * const flights = flightStatusFromEnv(process.env, { log: app.log }); // null in development
 */
export function flightStatusFromEnv(
  env: FlightStatusEnv,
  settings: Omit<FlightStatusOptions, 'appId' | 'appKey' | 'baseUrl' | 'tokenUrl' | 'audience'> = {},
): FlightStatusClient | null {
  const read = (value: string | undefined) => {
    const text = value?.trim() ?? '';
    return text === '' ? undefined : text;
  };
  const appId = read(env.SCHIPHOL_FLIGHT_API_ID);
  const appKey = read(env.SCHIPHOL_FLIGHT_API_KEY);
  if (!appId || !appKey) return null;
  return createFlightStatusClient({
    ...settings,
    appId,
    appKey,
    baseUrl: read(env.SCHIPHOL_FLIGHT_API_URL),
    tokenUrl: read(env.SCHIPHOL_FLIGHT_API_TOKEN_URL),
    audience: read(env.SCHIPHOL_FLIGHT_API_AUDIENCE),
  });
}
