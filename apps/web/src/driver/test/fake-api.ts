import type { DriverRide, DriverRidesResponse } from '@spt/contracts';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | 'network';
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/**
 * The driver API, faked at the fetch boundary: handlers keyed by "METHOD /path", each answering a
 * status and a JSON body, or `'network'` for a request that never reaches the server (fetch rejects,
 * as it does offline). Every call is recorded; a call no handler answers is a 404 and is listed.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const unanswered: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const handler = handlers[`${method} ${url}`];
    if (!handler) {
      unanswered.push(`${method} ${url}`);
      return new Response(JSON.stringify({ error: 'Not found', code: 'notFound' }), { status: 404 });
    }
    const answer = await handler(call);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, unanswered, fetchMock };
}

export const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

/** A confirmed transfer from Schiphol with everything a driver may be told. */
export function ride(overrides: Partial<DriverRide> = {}): DriverRide {
  return {
    reference: 'SPT-7K3M9Q',
    status: 'confirmed',
    date: '2027-03-02',
    time: '09:30',
    pickupAt: '2027-03-02T08:30:00.000Z',
    pickup: 'Schiphol, Haarlemmermeer',
    pickupDetail: 'Terminal 1, arrivals hall 2',
    destination: 'Maastricht, Limburg',
    destinationDetail: 'Vrijthof 1',
    pickupMapUrl: 'https://www.google.com/maps/dir/?api=1&destination=52.3105,4.7683',
    destinationMapUrl: 'https://www.google.com/maps/dir/?api=1&destination=50.8514,5.691',
    flightNumber: 'KL1234',
    meetAtArrivals: true,
    passengers: 2,
    luggage: 3,
    passengerName: 'Jan Jansen',
    passengerPhone: '+31612345678',
    nameSign: 'MR J. JANSEN',
    childSeats: 1,
    boosterSeats: 0,
    notes: 'We have a small dog in a bag.',
    internalNote: 'Regular customer: tips well.',
    product: 'transfer',
    hours: null,
    tour: null,
    vehicleName: 'Mercedes V 250',
    unitLabel: 'GX-123-B',
    progress: null,
    ...overrides,
  };
}

export function ridesAnswer(overrides: Partial<DriverRidesResponse> = {}): DriverRidesResponse {
  return {
    driver: { name: 'Piet de Vries', language: 'en' },
    rides: [ride()],
    removed: [],
    ...overrides,
  };
}
