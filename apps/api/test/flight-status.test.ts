import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createFlightStatusClient,
  type FlightArrival,
  type FlightStatusOptions,
  flightStatusFromEnv,
  landsAfterPickup,
  normaliseFlightNumber,
} from '../src/services/flight-status.js';

// The Schiphol PublicFlight API (v4) client against a local server answering as the API does: an
// OAuth 2.0 token endpoint and GET /public/public-flights/v4/flights matching `flightName` exactly.

const DATE = '2026-11-25';
const CLIENT_ID = 'test-client-id';
const CLIENT_SECRET = 'test-client-secret';
const FLIGHTS_PATH = '/public/public-flights/v4/flights';
const TOKEN_PATH = '/oauth/token';

/** One request the server received. */
interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Received, response: ServerResponse) => void;

let server: Server;
let origin: string;
let received: Received[] = [];
let onToken: Handler;
let onFlights: Handler;
let tokensIssued = 0;

/** A flight as the API writes it (fields trimmed from a real answer), changed by `fields`. */
function apiFlight(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lastUpdatedAt: '2026-11-25T07:40:01.740+01:00',
    aircraftType: { iataMain: '332', iataSub: '332' },
    baggageClaim: { belts: ['14'] },
    codeshares: { codeshares: ['DL9373'] },
    estimatedLandingTime: '2026-11-25T07:52:00.000+01:00',
    expectedTimeOnBelt: '2026-11-25T08:20:00.000+01:00',
    flightDirection: 'A',
    flightName: 'KL0643',
    flightNumber: 643,
    id: '141988470640710484',
    isOperationalFlight: true,
    mainFlight: 'KL0643',
    prefixIATA: 'KL',
    prefixICAO: 'KLM',
    airlineCode: 100,
    publicFlightState: { flightStates: ['EXP'] },
    route: { destinations: ['JFK'], eu: 'N', visa: false },
    scheduleDateTime: '2026-11-25T07:35:00.000+01:00',
    scheduleDate: DATE,
    scheduleTime: '07:35:00',
    serviceType: 'J',
    terminal: 2,
    schemaVersion: '4',
    ...fields,
  };
}

/** Answers `body` as JSON. */
function json(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A flights handler answering, for the asked `flightName`, the flights of that exact name in `flights`. */
function serving(flights: Record<string, unknown>[]): Handler {
  return (request, response) => {
    const name = request.query.get('flightName');
    json(response, { flights: flights.filter((flight) => flight.flightName === name) });
  };
}

/** The requests to the flights endpoint. */
const flightRequests = () => received.filter((request) => request.path === FLIGHTS_PATH);

/** A hand-moved clock for the caches and the token's expiry. */
let clock = Date.parse('2026-11-25T06:00:00Z');
const now = () => new Date(clock);

/** A client against the local server: no spacing between requests unless asked. */
function client(options: Partial<FlightStatusOptions> = {}) {
  return createFlightStatusClient({
    appId: CLIENT_ID,
    appKey: CLIENT_SECRET,
    baseUrl: `${origin}/public/public-flights/v4`,
    tokenUrl: `${origin}${TOKEN_PATH}`,
    minIntervalMs: 0,
    timeoutMs: 1000,
    now,
    ...options,
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const entry: Received = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      if (url.pathname === TOKEN_PATH) onToken(entry, response);
      else if (url.pathname === FLIGHTS_PATH) onFlights(entry, response);
      else json(response, { message: 'no route' }, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  tokensIssued = 0;
  clock = Date.parse('2026-11-25T06:00:00Z');
  onToken = (_request, response) => {
    tokensIssued += 1;
    json(response, { access_token: `token-${tokensIssued}`, token_type: 'Bearer', expires_in: 1800 });
  };
  onFlights = serving([apiFlight()]);
});

describe('the request', () => {
  it('asks the token endpoint with client credentials, then GET /flights with the bearer token', async () => {
    const arrival = await client().arrival('KL643', DATE);
    expect(arrival).not.toBeNull();

    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST ${TOKEN_PATH}`,
      `GET ${FLIGHTS_PATH}`,
    ]);
    const [tokenRequest, flightsRequest] = received as [Received, Received];
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      audience: 'https://api.schiphol.nl/public',
    });

    expect(Object.fromEntries(flightsRequest.query)).toEqual({
      flightName: 'KL0643',
      scheduleDate: DATE,
      flightDirection: 'A',
    });
    expect(flightsRequest.headers.authorization).toBe('Bearer token-1');
    expect(flightsRequest.headers.accept).toBe('application/json');
    expect(flightsRequest.headers.resourceversion).toBe('v4');
    // The secret goes to the token endpoint only.
    expect(JSON.stringify(flightsRequest.headers)).not.toContain(CLIENT_SECRET);
    expect(flightsRequest.headers.app_key).toBeUndefined();
  });

  it('reuses the token until a minute before it expires', async () => {
    const flights = client({ cacheTtlMs: 1 });
    await flights.arrival('KL643', DATE);
    clock += 1000;
    await flights.arrival('KL643', DATE);
    expect(tokensIssued).toBe(1);
    expect(flightRequests().map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
    ]);

    clock += 1800_000 - 60_000;
    await flights.arrival('KL643', DATE);
    expect(tokensIssued).toBe(2);
    expect(flightRequests().at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('renews a refused token once and asks again', async () => {
    const answer = serving([apiFlight()]);
    onFlights = (request, response) => {
      if (request.headers.authorization === 'Bearer token-1') json(response, { message: 'expired' }, 401);
      else answer(request, response);
    };
    const arrival = await client().arrival('KL643', DATE);
    expect(arrival?.flightNumber).toBe('KL643');
    expect(tokensIssued).toBe(2);
    expect(flightRequests()).toHaveLength(2);
  });
});

describe('the answer', () => {
  it('gives the scheduled and estimated landing in UTC, not landed, with the terminal', async () => {
    expect(await client().arrival('KL643', DATE)).toEqual({
      flightNumber: 'KL643',
      scheduledAt: '2026-11-25T06:35:00.000Z',
      expectedAt: '2026-11-25T06:52:00.000Z',
      landed: false,
      cancelled: false,
      terminal: 2,
    });
  });

  it('prefers the actual landing and reads it as landed', async () => {
    onFlights = serving([
      apiFlight({
        estimatedLandingTime: '2026-11-25T07:52:00.000+01:00',
        actualLandingTime: '2026-11-25T07:49:31.000+01:00',
        publicFlightState: { flightStates: ['LND'] },
      }),
    ]);
    const arrival = await client().arrival('KL643', DATE);
    expect(arrival?.expectedAt).toBe('2026-11-25T06:49:31.000Z');
    expect(arrival?.landed).toBe(true);
  });

  it('reads a landed state without a landing time, a cancellation, and no estimate', async () => {
    onFlights = serving([
      apiFlight({ estimatedLandingTime: undefined, publicFlightState: { flightStates: ['ARR', 'EXP'] } }),
    ]);
    expect(await client().arrival('KL643', DATE)).toMatchObject({ expectedAt: null, landed: true });

    onFlights = serving([
      apiFlight({ estimatedLandingTime: null, publicFlightState: { flightStates: ['CNX'] }, terminal: null }),
    ]);
    expect(await client().arrival('KL643', DATE)).toMatchObject({
      expectedAt: null,
      landed: false,
      cancelled: true,
      terminal: null,
    });
  });

  it('reads the documented offset without a colon and a time without one as Amsterdam time', async () => {
    onFlights = serving([
      apiFlight({
        scheduleDate: '2026-07-01',
        scheduleDateTime: '2026-07-01T12:00:00.000+0200',
        estimatedLandingTime: '2026-07-01T12:10:00',
      }),
    ]);
    expect(await client().arrival('KL643', '2026-07-01')).toMatchObject({
      scheduledAt: '2026-07-01T10:00:00.000Z',
      expectedAt: '2026-07-01T10:10:00.000Z',
    });
  });

  it('falls back to scheduleDate and scheduleTime (Amsterdam) without scheduleDateTime', async () => {
    onFlights = serving([apiFlight({ scheduleDateTime: undefined })]);
    expect((await client().arrival('KL643', DATE))?.scheduledAt).toBe('2026-11-25T06:35:00.000Z');
  });

  it('ignores a flight scheduled on another date than asked', async () => {
    onFlights = serving([apiFlight({ scheduleDate: '2026-11-24' })]);
    expect(await client().arrival('KL643', DATE)).toBeNull();
  });

  it('picks the arrival among codeshares, departures and odd entries; unknown fields are fine', async () => {
    onFlights = (_request, response) =>
      json(response, {
        flights: [
          { flightName: 42 },
          apiFlight({ flightName: 'DL9373', prefixIATA: 'DL', flightNumber: 9373, terminal: 3 }),
          apiFlight({ flightDirection: 'D', terminal: 1 }),
          apiFlight({ somethingNew: { nested: true } }),
        ],
      });
    expect(await client().arrival('KL643', DATE)).toMatchObject({ flightNumber: 'KL643', terminal: 2 });
  });

  it('answers null for a flight the API does not know, and caches that', async () => {
    onFlights = (_request, response) => json(response, { flights: [] });
    const flights = client();
    expect(await flights.arrival('KL9999', DATE)).toBeNull();
    expect(flightRequests()).toHaveLength(1);
    expect(await flights.arrival('KL9999', DATE)).toBeNull();
    expect(flightRequests()).toHaveLength(1);
  });

  it('answers null for an empty 204', async () => {
    onFlights = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    expect(await client().arrival('KL1234', DATE)).toBeNull();
  });
});

describe('failures answer null, quickly, and are cached for a minute', () => {
  const failing: [string, Handler][] = [
    ['a 500', (_request, response) => json(response, { message: 'boom' }, 500)],
    ['a 429', (_request, response) => json(response, { message: 'slow down' }, 429)],
    [
      'a body that is not JSON',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"flights": [');
      },
    ],
    ['an answer without flights', (_request, response) => json(response, { flight: [] })],
  ];

  it.each(failing)('%s', async (_name, handler) => {
    onFlights = handler;
    const logged: Record<string, unknown>[] = [];
    const flights = client({ log: { warn: (fields) => logged.push(fields) } });
    expect(await flights.arrival('KL643', DATE)).toBeNull();
    expect(flightRequests()).toHaveLength(1);
    expect(logged).toHaveLength(1);
    // Only the reason and the status: no flight, no date, no credential.
    expect(Object.keys(logged[0] ?? {}).sort()).toEqual(['reason', 'status']);
    expect(JSON.stringify(logged)).not.toMatch(/KL|643|2026|secret/);

    clock += 59_000;
    expect(await flights.arrival('KL643', DATE)).toBeNull();
    expect(flightRequests()).toHaveLength(1);
  });

  it('asks again once a failure has expired', async () => {
    onFlights = (_request, response) => json(response, {}, 503);
    const flights = client();
    expect(await flights.arrival('KL643', DATE)).toBeNull();
    onFlights = serving([apiFlight()]);
    clock += 61_000;
    expect(await flights.arrival('KL643', DATE)).not.toBeNull();
    expect(flightRequests()).toHaveLength(2);
  });

  it('gives up on an upstream that hangs after timeoutMs', async () => {
    onFlights = () => {}; // never answers
    const started = performance.now();
    expect(await client({ timeoutMs: 300 }).arrival('KL643', DATE)).toBeNull();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1500);
  });

  it('gives up on a token endpoint that hangs after timeoutMs', async () => {
    onToken = () => {};
    const started = performance.now();
    expect(await client({ timeoutMs: 300 }).arrival('KL643', DATE)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(flightRequests()).toHaveLength(0);
  });

  it('answers null when the token is refused', async () => {
    onToken = (_request, response) => json(response, { error: 'access_denied' }, 401);
    expect(await client().arrival('KL643', DATE)).toBeNull();
    expect(flightRequests()).toHaveLength(0);
  });

  it('holds every lookup back after a 429 for its Retry-After', async () => {
    onFlights = (_request, response) => {
      response.writeHead(429, { 'retry-after': '120', 'content-type': 'application/json' });
      response.end('{}');
    };
    const flights = client();
    expect(await flights.arrival('KL643', DATE)).toBeNull();
    onFlights = serving([apiFlight(), apiFlight({ flightName: 'KL1002', flightNumber: 1002 })]);
    expect(await flights.arrival('KL1002', DATE)).toBeNull(); // another flight: not asked
    expect(flightRequests()).toHaveLength(1);
    clock += 121_000;
    expect(await flights.arrival('KL1002', DATE)).not.toBeNull();
    expect(flightRequests()).toHaveLength(2);
  });
});

describe('caching and sharing', () => {
  it('answers a second lookup from the cache until cacheTtlMs has passed', async () => {
    const flights = client({ cacheTtlMs: 5 * 60_000 });
    const first = await flights.arrival('KL643', DATE);
    clock += 4 * 60_000;
    expect(await flights.arrival('KL643', DATE)).toEqual(first);
    expect(flightRequests()).toHaveLength(1);
    clock += 61_000;
    await flights.arrival('KL643', DATE);
    expect(flightRequests()).toHaveLength(2);
  });

  it('makes one request for identical lookups at the same time', async () => {
    const answer = serving([apiFlight()]);
    onFlights = (request, response) => setTimeout(() => answer(request, response), 100);
    const flights = client();
    const answers = await Promise.all([
      flights.arrival('KL643', DATE),
      flights.arrival('kl 643', DATE),
      flights.arrival('KL0643', DATE),
    ]);
    expect(answers.every((arrival) => arrival?.scheduledAt === '2026-11-25T06:35:00.000Z')).toBe(true);
    expect(flightRequests()).toHaveLength(1);
    expect(tokensIssued).toBe(1);
  });

  it('shares one token request between different lookups at the same time', async () => {
    onFlights = serving([apiFlight(), apiFlight({ flightName: 'KL1002', flightNumber: 1002 })]);
    const flights = client();
    const [a, b] = await Promise.all([flights.arrival('KL643', DATE), flights.arrival('KL1002', DATE)]);
    expect([a?.flightNumber, b?.flightNumber]).toEqual(['KL643', 'KL1002']);
    expect(tokensIssued).toBe(1);
  });

  it('keeps at most maxCacheEntries, the least recently used out first', async () => {
    onFlights = (_request, response) => json(response, { flights: [] });
    const flights = client({ maxCacheEntries: 2 });
    await flights.arrival('KL1001', DATE);
    await flights.arrival('KL1002', DATE);
    await flights.arrival('KL1003', DATE); // pushes KL1001 out
    expect(flightRequests()).toHaveLength(3);
    await flights.arrival('KL1003', DATE);
    await flights.arrival('KL1002', DATE);
    expect(flightRequests()).toHaveLength(3);
    await flights.arrival('KL1001', DATE);
    expect(flightRequests()).toHaveLength(4);
  });

  it('spaces requests minIntervalMs apart', async () => {
    onFlights = serving([apiFlight(), apiFlight({ flightName: 'KL1002', flightNumber: 1002 })]);
    const arrivedAt: number[] = [];
    const answer = onFlights;
    onFlights = (request, response) => {
      arrivedAt.push(performance.now());
      answer(request, response);
    };
    const flights = client({ minIntervalMs: 200 });
    await Promise.all([flights.arrival('KL643', DATE), flights.arrival('KL1002', DATE)]);
    expect(arrivedAt).toHaveLength(2);
    expect((arrivedAt[1] ?? 0) - (arrivedAt[0] ?? 0)).toBeGreaterThanOrEqual(180);
  });
});

describe('flight numbers', () => {
  it.each([
    ['kl 1234', 'KL1234'],
    ['KL1234', 'KL1234'],
    [' kl1234 ', 'KL1234'],
    ['KL0643', 'KL643'],
    ['kl 0643', 'KL643'],
    ['U2 123', 'U2123'],
    ['3K 0522', '3K522'],
    ['HV5A', 'HV5A'],
  ])('normalises %j to %j', (input, canonical) => {
    expect(normaliseFlightNumber(input)).toBe(canonical);
  });

  it.each(['KLM643', 'KL', '1234', 'KL12345', 'KL-1234', 'tomorrow', ''])('refuses %j', (input) => {
    expect(normaliseFlightNumber(input)).toBeNull();
  });

  it('asks for the four-digit spelling first, then three digits, then bare', async () => {
    // CD and KZ write three digits ("CD238", "KZ004"); KL and DL four ("KL0643", "DL0046").
    onFlights = serving([apiFlight({ flightName: 'CD238', prefixIATA: 'CD', flightNumber: 238 })]);
    const arrival = await client().arrival('cd 0238', DATE);
    expect(arrival?.flightNumber).toBe('CD238');
    expect(flightRequests().map((request) => request.query.get('flightName'))).toEqual(['CD0238', 'CD238']);
  });

  it('tries every spelling of an unknown flight, then caches that it is unknown', async () => {
    onFlights = (_request, response) => json(response, { flights: [] });
    const flights = client();
    expect(await flights.arrival('KZ4', DATE)).toBeNull();
    expect(flightRequests().map((request) => request.query.get('flightName'))).toEqual([
      'KZ0004',
      'KZ004',
      'KZ4',
    ]);
    expect(await flights.arrival('KZ004', DATE)).toBeNull();
    expect(flightRequests()).toHaveLength(3);
  });

  it('answers null without a request for a flight number or a date it cannot read', async () => {
    const flights = client();
    expect(await flights.arrival('KLM643', DATE)).toBeNull();
    expect(await flights.arrival('KL643', '2026-02-30')).toBeNull();
    expect(await flights.arrival('KL643', '25-11-2026')).toBeNull();
    expect(received).toHaveLength(0);
  });
});

describe('landsAfterPickup', () => {
  const arrival: FlightArrival = {
    flightNumber: 'KL643',
    scheduledAt: '2026-11-25T06:35:00.000Z',
    expectedAt: '2026-11-25T07:20:00.000Z',
    landed: false,
    cancelled: false,
    terminal: 2,
  };

  it('compares the expected landing when there is one', () => {
    expect(landsAfterPickup(arrival, new Date('2026-11-25T07:00:00Z'))).toBe(true);
    expect(landsAfterPickup(arrival, new Date('2026-11-25T07:30:00Z'))).toBe(false);
    expect(landsAfterPickup(arrival, new Date('2026-11-25T07:20:00Z'))).toBe(false);
  });

  it('compares the scheduled landing without an expected one', () => {
    const scheduledOnly = { ...arrival, expectedAt: null };
    expect(landsAfterPickup(scheduledOnly, new Date('2026-11-25T06:30:00Z'))).toBe(true);
    expect(landsAfterPickup(scheduledOnly, new Date('2026-11-25T07:00:00Z'))).toBe(false);
  });

  it('is false without an arrival or with an invalid pickup time', () => {
    expect(landsAfterPickup(null, new Date('2026-11-25T07:00:00Z'))).toBe(false);
    expect(landsAfterPickup(arrival, new Date('not a date'))).toBe(false);
  });
});

describe('flightStatusFromEnv', () => {
  it('is null without the client ID or the secret', () => {
    expect(flightStatusFromEnv({})).toBeNull();
    expect(flightStatusFromEnv({ SCHIPHOL_FLIGHT_API_ID: CLIENT_ID })).toBeNull();
    expect(flightStatusFromEnv({ SCHIPHOL_FLIGHT_API_KEY: CLIENT_SECRET })).toBeNull();
    expect(
      flightStatusFromEnv({ SCHIPHOL_FLIGHT_API_ID: '  ', SCHIPHOL_FLIGHT_API_KEY: CLIENT_SECRET }),
    ).toBeNull();
  });

  it('gives a working client with both, at the configured URLs', async () => {
    const flights = flightStatusFromEnv(
      {
        SCHIPHOL_FLIGHT_API_ID: CLIENT_ID,
        SCHIPHOL_FLIGHT_API_KEY: CLIENT_SECRET,
        SCHIPHOL_FLIGHT_API_URL: `${origin}/public/public-flights/v4/`,
        SCHIPHOL_FLIGHT_API_TOKEN_URL: `${origin}${TOKEN_PATH}`,
      },
      { minIntervalMs: 0, now },
    );
    expect(await flights?.arrival('KL643', DATE)).toMatchObject({ flightNumber: 'KL643' });
    expect(received.map((request) => request.path)).toEqual([TOKEN_PATH, FLIGHTS_PATH]);
  });

  it('refuses a URL that is not one', () => {
    expect(() =>
      flightStatusFromEnv({
        SCHIPHOL_FLIGHT_API_ID: CLIENT_ID,
        SCHIPHOL_FLIGHT_API_KEY: CLIENT_SECRET,
        SCHIPHOL_FLIGHT_API_URL: 'not a url',
      }),
    ).toThrow(/baseUrl/);
  });
});
