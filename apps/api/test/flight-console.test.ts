import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { amsterdamLocalToInstant } from '@spt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { asOperator, bookVia, withFirstOperator } from './console-helpers.js';
import { amsterdamDate, buildTestApp, openTestDatabase, validBooking } from './helpers.js';

// The console with the Schiphol Public Flight API configured, against a local server answering in
// the API's documented format (OAuth token, then GET /flights by flightName and scheduleDate).

const DATE = amsterdamDate(2);
let server: Server;
let origin = '';
let database: Database;
const flightsAsked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/oauth/token') {
      response.end(JSON.stringify({ access_token: 'token-1', token_type: 'Bearer', expires_in: 1800 }));
      return;
    }
    const name = url.searchParams.get('flightName') ?? '';
    flightsAsked.push(name);
    // KL1234 lands 40 minutes late: 09:50 where the pickup is 09:30.
    const landing = amsterdamLocalToInstant(DATE, '09:50');
    const flights =
      name === 'KL1234' && url.searchParams.get('scheduleDate') === DATE
        ? [
            {
              flightName: 'KL1234',
              flightNumber: 1234,
              prefixIATA: 'KL',
              flightDirection: 'A',
              scheduleDate: DATE,
              scheduleTime: '09:10:00',
              scheduleDateTime: amsterdamLocalToInstant(DATE, '09:10')?.toISOString(),
              estimatedLandingTime: landing?.toISOString(),
              publicFlightState: { flightStates: ['EXP'] },
              terminal: 2,
            },
          ]
        : [];
    response.end(JSON.stringify({ flights }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('flight status in the console', () => {
  it('shows a Schiphol arrival landing after the pickup on the booking and the board', async () => {
    const { app, operator } = await withFirstOperator(database);
    await app.close();
    const { app: configured } = await buildTestApp(database, {
      flightStatus: {
        SCHIPHOL_FLIGHT_API_ID: 'client',
        SCHIPHOL_FLIGHT_API_KEY: 'secret',
        SCHIPHOL_FLIGHT_API_URL: `${origin}/public/public-flights/v4`,
        SCHIPHOL_FLIGHT_API_TOKEN_URL: `${origin}/oauth/token`,
      },
    });
    try {
      const as = asOperator(configured, operator);
      const late = await bookVia(configured, validBooking({ date: DATE, time: '09:30' }));
      const unknown = await bookVia(
        configured,
        validBooking({ date: DATE, time: '13:00', flightNumber: 'HV9999' }),
      );
      const detail = await as('GET', `/api/console/bookings/${late}`);
      expect(detail.json().booking.flight).toMatchObject({
        flightNumber: 'KL1234',
        landed: false,
        cancelled: false,
        landsAfterPickup: true,
        expectedAt: amsterdamLocalToInstant(DATE, '09:50')?.toISOString(),
      });
      expect((await as('GET', `/api/console/bookings/${unknown}`)).json().booking.flight).toBeNull();
      const board = await as('GET', `/api/console/board?date=${DATE}`);
      const rides = board.json().rides as { reference: string; flightLate: boolean }[];
      expect(rides.map((r) => [r.reference, r.flightLate])).toEqual([
        [late, true],
        [unknown, false],
      ]);
    } finally {
      await configured.close();
    }
  });

  it('changes nothing without the settings: no flight, no upstream call', async () => {
    const { app, operator } = await withFirstOperator(database);
    try {
      const asked = flightsAsked.length;
      expect(app.flightStatus).toBeNull();
      const reference = await bookVia(app, validBooking({ date: DATE, time: '09:30' }));
      const detail = await asOperator(app, operator)('GET', `/api/console/bookings/${reference}`);
      expect(detail.json().booking.flight).toBeNull();
      expect(flightsAsked.length).toBe(asked);
    } finally {
      await app.close();
    }
  });
});
