import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import {
  buildTestApp,
  countRows,
  openTestDatabase,
  testConfig,
  validBooking,
  validContact,
} from './helpers.js';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Body = Record<string, unknown>;
type Mutation = (body: Body) => void;

const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);
const tooLong = (max: number) => fc.string({ maxLength: 20 }).map((s) => `${s}${'x'.repeat(max + 1)}`);
const badText = (max: number) => fc.oneof(notString, fc.constantFrom('', '   ', '\n\t'), tooLong(max));
const badEmail = fc.oneof(
  notString,
  fc.string({ maxLength: 60 }).map((s) => s.replace(/@/g, '')),
  fc.constant('a@b'),
);
const badPhone = fc.oneof(
  notString,
  fc.constantFrom(
    '',
    '+31 6 123',
    '0000',
    '+999 123456789',
    'call me',
    '++31612345678',
    '+31 6 1234567890123',
  ),
  fc.string({ maxLength: 40 }).filter((s) => !/^\+?[0-9 ()\-.]{4,30}$/.test(s.trim())),
);
const badDate = fc.oneof(
  notString,
  fc.constantFrom('', '2020-01-01', '2026-02-30', '24-12-2026', '2026/12/24', 'tomorrow', '1999-12-31'),
  fc.string({ maxLength: 25 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s.trim())),
);
const badTime = fc.oneof(
  notString,
  fc.constantFrom('', '24:00', '9:30', '09:60', '0930', 'noon'),
  fc.string({ maxLength: 25 }).filter((s) => !/^\d{2}:\d{2}$/.test(s.trim())),
);
const badCount = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: max + 1 }),
    fc.integer({ max: min - 1 }),
    fc.double({ noInteger: true }),
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom('', 'two', '1.5', '-1', String(max + 1), '1e1', '0x2'),
    fc.string({ maxLength: 8 }).filter((s) => !/^\d{1,3}$/.test(s.trim())),
  );
const badPoint = fc.oneof(
  notString,
  fc.record({
    lat: fc.double({ min: 90.0001, max: 1e6, noNaN: true }),
    lon: fc.double({ min: 0, max: 5, noNaN: true }),
  }),
  fc.constantFrom(
    { lat: 48.8566, lon: 2.3522 },
    { lat: 40.4168, lon: -3.7038 },
    { lat: '52.3', lon: '4.7' },
    {},
  ),
);

const set =
  (key: string, value: unknown): Mutation =>
  (body) => {
    body[key] = value;
  };

const bookingRequired = [
  'pickup',
  'destination',
  'flightNumber',
  'date',
  'time',
  'passengers',
  'luggage',
  'contactName',
  'contactEmail',
  'contactPhone',
  'selectedVehicle',
  'pricing',
  'coordinates',
];

const bookingMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(...bookingRequired).map(
    (key): Mutation =>
      (body) =>
        void delete body[key],
  ),
  badText(300).map((v) => set('pickup', v)),
  badText(300).map((v) => set('destination', v)),
  // An empty flight number and "None" are allowed (no flight); anything else must look like a flight.
  fc
    .oneof(notString, fc.constantFrom('tomorrow', 'KL', '12345', 'K L 1', 'KL12345'), tooLong(40))
    .map((v) => set('flightNumber', v)),
  badText(200).map((v) => set('contactName', v)),
  badEmail.map((v) => set('contactEmail', v)),
  badPhone.map((v) => set('contactPhone', v)),
  badDate.map((v) => set('date', v)),
  badTime.map((v) => set('time', v)),
  badCount(1, 20).map((v) => set('passengers', v)),
  // The products' fields: an unknown product, a product without what it needs, choices it does not allow.
  fc.constantFrom('taxi', 1, null, 'Transfer').map((v) => set('product', v)),
  fc.constantFrom('hourly', 'tour').map((v) => set('product', v)),
  fc.oneof(fc.constant('paris'), notString).map((v) => set('tour', v)),
  fc.oneof(badCount(1, 24), fc.constant(4)).map((v) => set('hours', v)),
  // (An object of unknown keys only is a valid `extras`: zod drops the keys.)
  fc
    .oneof(
      notString.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
      fc.record({ childSeats: fc.integer({ min: 3, max: 20 }) }),
      fc.record({ nameSign: tooLong(60) }),
    )
    .map((v) => set('extras', v)),
  fc
    .oneof(
      notString,
      fc.record({ date: badDate, time: badTime }),
      fc.record({ date: fc.constant('2020-01-01'), time: fc.constant('10:00') }),
    )
    .map((v) => set('returnTrip', v)),
  fc.oneof(notString, tooLong(500)).map((v) => set('notes', v)),
  fc
    .oneof(notString, fc.record({ name: fc.constant('Kenji Tanaka'), phone: badPhone }))
    .map((v) => set('passenger', v)),
  badCount(1, 10).map((v) => set('luggage', v)),
  fc
    .oneof(
      notString,
      fc.integer({ min: 7, max: 5000 }).map((id) => ({ id, name: 'X', type: 'Y' })),
    )
    .map((v) => set('selectedVehicle', v)),
  fc
    .tuple(
      fc.constantFrom('base', 'distance', 'time', 'subtotal', 'final'),
      fc.integer({ min: 1, max: 5000 }),
    )
    .map(
      ([field, cents]): Mutation =>
        (body) => {
          const pricing = { ...(body.pricing as Record<string, number>) };
          pricing[field] = Math.round(((pricing[field] ?? 0) + cents / 100) * 100) / 100;
          body.pricing = pricing;
        },
    ),
  notString.map((v) => set('pricing', v)),
  fc.tuple(fc.constantFrom('pickup', 'destination'), badPoint).map(
    ([which, point]): Mutation =>
      (body) => {
        body.coordinates = { ...(body.coordinates as object), [which]: point };
      },
  ),
  notString.map((v) => set('coordinates', v)),
  fc
    .oneof(
      notString,
      fc.string({ maxLength: 5 }).filter((s) => s !== 'en' && s !== 'nl'),
    )
    .map((v) => set('locale', v)),
  fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 })).map((v) => set('website', v)),
  fc
    .oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.string())
    .map((v) => set('formElapsedMs', v)),
);

const contactMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom('name', 'email', 'message').map(
    (key): Mutation =>
      (body) =>
        void delete body[key],
  ),
  badText(200).map((v) => set('name', v)),
  badEmail.map((v) => set('email', v)),
  badText(5000).map((v) => set('message', v)),
  fc
    .oneof(
      fc.integer(),
      fc.constant(null),
      fc.constantFrom('+31 2', 'abc', '+999 1234', '12'),
      fc
        .string({ minLength: 1, maxLength: 40 })
        .filter((s) => s.trim() !== '' && !/^\+?[0-9 ()\-.]{4,30}$/.test(s.trim())),
    )
    .map((v) => set('phone', v)),
  fc
    .oneof(
      fc.constant(null),
      fc.boolean(),
      fc.double({ noInteger: true }),
      fc.integer({ min: 101 }),
      tooLong(20),
    )
    .map((v) => set('passengers', v)),
  fc
    .tuple(
      fc.constantFrom('date', 'time', 'pickup', 'destination', 'flightNumber', 'source'),
      fc.oneof(notString, tooLong(200)),
    )
    .map(([key, v]) => set(key, v)),
  fc
    .oneof(
      notString,
      fc.string({ maxLength: 5 }).filter((s) => s !== 'en' && s !== 'nl'),
    )
    .map((v) => set('locale', v)),
  fc.oneof(fc.integer(), fc.boolean()).map((v) => set('website', v)),
);

type Request = { payload: string; contentType: string; idempotencyKey?: string };

function requests(valid: () => Body, mutation: fc.Arbitrary<Mutation>): fc.Arbitrary<Request> {
  const json = 'application/json';
  const mutated = fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations): Request => {
    const body = valid();
    for (const mutate of mutations) mutate(body);
    return { payload: JSON.stringify(body), contentType: json };
  });
  return fc.oneof(
    { weight: 14, arbitrary: mutated },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue()
        .map((v): Request => ({ payload: JSON.stringify(v) ?? 'null', contentType: json })),
    },
    {
      weight: 2,
      arbitrary: fc.string({ maxLength: 200 }).map((s): Request => ({ payload: s, contentType: json })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '{"pickup":',
          '[]',
          '""',
          '{}',
        )
        .map((payload): Request => ({ payload, contentType: json })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'text/html', 'application/xml'),
          fc.string(),
        )
        .map(([contentType]): Request => ({ payload: JSON.stringify(valid()), contentType })),
    },
    {
      weight: 1,
      arbitrary: mutated.map((r): Request => ({ ...r, idempotencyKey: 'fuzz key with spaces' })),
    },
  );
}

async function fuzz(
  url: string,
  arbitrary: fc.Arbitrary<Request>,
  numRuns: number,
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      const headers: Record<string, string> = { 'content-type': request.contentType };
      if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
      const res = await app.inject({ method: 'POST', url, payload: request.payload, headers });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode < 400 || res.statusCode >= 500) {
        throw new Error(
          `status ${res.statusCode} for ${request.payload.slice(0, 300)}: ${res.body.slice(0, 300)}`,
        );
      }
      const answer = res.json() as { error?: unknown };
      if (typeof answer.error !== 'string' || answer.error.length === 0)
        throw new Error(`no error text: ${res.body}`);
    }),
    { numRuns },
  );
  console.info(url, 'statuses', Object.fromEntries(statuses));
  return statuses;
}

describe('fuzz: 10,000 malformed bodies', () => {
  it('5,000 bookings: every answer 4xx with an error text, nothing stored', async () => {
    const statuses = await fuzz(
      '/api/booking',
      requests(() => validBooking() as Body, bookingMutation),
      5000,
    );
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect(statuses.get(415)).toBeGreaterThan(0);
    expect(statuses.get(422)).toBeGreaterThan(0);
    expect(await countRows(database.db)).toEqual({ bookings: 0, contacts: 0, outbox: 0, keys: 0 });
  }, 120_000);

  it('5,000 contact messages: every answer 4xx with an error text, nothing stored', async () => {
    const statuses = await fuzz(
      '/api/contact',
      requests(() => validContact() as Body, contactMutation),
      5000,
    );
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    expect(await countRows(database.db)).toEqual({ bookings: 0, contacts: 0, outbox: 0, keys: 0 });
  }, 120_000);
});

describe('fuzz: hostile text in every free-text field (NUL, surrogate halves, C0/C1, non-characters, bidi, CRLF)', () => {
  const EMAIL = 'hostile.fuzz.person@example.com';
  const PHONE = '+31 6 87654321';
  const hostileChar = fc.constantFrom(
    '\u0000',
    '\ud800',
    '\udbff',
    '\udc00',
    '\u0001',
    '\u0007',
    '\u001b',
    '\u007f',
    '\u0080',
    '\u009b',
    '\ufdd0',
    '\ufffe',
    '\uffff',
    '\u{10ffff}',
    '\u202e',
    '\u2066',
  );
  const lineBreak = fc.constantFrom('\n', '\r', '\r\n', '\u2028', '\u2029');
  const around = (middle: fc.Arbitrary<string>) =>
    fc
      .tuple(fc.string({ maxLength: 30 }), middle, fc.string({ maxLength: 30 }))
      .map(([a, m, b]) => a + m + b);
  const bookingSingleLine = ['pickup', 'destination', 'flightNumber', 'contactName', 'source'];
  const contactSingleLine = ['name', 'source', 'pickup', 'destination', 'flightNumber', 'date', 'time'];

  async function run(url: string, arbitrary: fc.Arbitrary<Body>, numRuns: number, logs: string[]) {
    const { app: logged } = await buildTestAppWithLog(logs);
    try {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (body) => {
          const res = await logged.inject({
            method: 'POST',
            url,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          if (res.statusCode !== 400)
            throw new Error(
              `status ${res.statusCode} for ${JSON.stringify(body).slice(0, 300)}: ${res.body.slice(0, 300)}`,
            );
          const answer = res.json() as { code?: string; issues?: unknown[] };
          if (answer.code !== 'validation' || !Array.isArray(answer.issues) || answer.issues.length === 0)
            throw new Error(`no field issue: ${res.body}`);
        }),
        { numRuns },
      );
    } finally {
      await logged.close();
    }
  }

  it('bookings: 400 with a field issue, 0 answers of 500, nothing stored, nothing personal logged', async () => {
    const logs: string[] = [];
    const anyField = fc.tuple(
      fc.constantFrom(...bookingSingleLine),
      around(fc.oneof(hostileChar, lineBreak)),
    );
    const vehicleName = around(hostileChar).map((text): [string, string] => ['selectedVehicle.name', text]);
    const arbitrary = fc.oneof(anyField, vehicleName).map(([key, text]) => {
      const body = validBooking({ contactEmail: EMAIL, contactPhone: PHONE }) as Body;
      if (key === 'selectedVehicle.name')
        body.selectedVehicle = { ...(body.selectedVehicle as object), name: text };
      else body[key] = text;
      return body;
    });
    await run('/api/booking', arbitrary, 1500, logs);
    expect(await countRows(database.db)).toEqual({ bookings: 0, contacts: 0, outbox: 0, keys: 0 });
    const log = logs.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [EMAIL, '87654321', 'hostile.fuzz']) expect(log).not.toContain(secret);
  }, 120_000);

  it('contact messages: the same, with line breaks allowed only in the message', async () => {
    const logs: string[] = [];
    const singleLine = fc.tuple(
      fc.constantFrom(...contactSingleLine),
      around(fc.oneof(hostileChar, lineBreak)),
    );
    const message = around(hostileChar).map((text): [string, string] => [
      'message',
      `Subject: Other\n\n${text}`,
    ]);
    const arbitrary = fc.oneof(singleLine, message).map(([key, text]) => {
      const body = validContact({ email: EMAIL, phone: PHONE }) as Body;
      body[key] = text;
      return body;
    });
    await run('/api/contact', arbitrary, 1500, logs);
    expect(await countRows(database.db)).toEqual({ bookings: 0, contacts: 0, outbox: 0, keys: 0 });
    const log = logs.join('');
    for (const secret of [EMAIL, '87654321', 'hostile.fuzz']) expect(log).not.toContain(secret);
  }, 120_000);

  it('a message with ordinary line breaks and tabs is still accepted', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validContact({ message: 'Subject: Other\r\n\r\nLine one\r\n\tLine two' }),
    });
    expect(res.statusCode).toBe(201);
  });
});

async function buildTestAppWithLog(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: { ...loggerOptions('info'), stream },
  });
  return { app };
}
