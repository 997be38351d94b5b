import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { buildTestApp, type FixtureUpstream, openTestDatabase, startFixtureUpstream } from './helpers.js';

/** A Nominatim result as an upstream answers it. */
function place(display_name: string, lat: string, lon: string, place_id: number) {
  return { display_name, lat, lon, place_id, type: 'city', class: 'place', importance: 0.9 - place_id / 100 };
}

// What a misbehaving upstream answers for any query: places abroad despite `countrycodes=nl,be`.
const UPSTREAM_ANSWER = [
  place('Aachen, Nordrhein-Westfalen, Deutschland', '50.7766', '6.0834', 1),
  place('Vaals, Limburg, Nederland', '50.7708', '6.0181', 2),
  place('Lille, Hauts-de-France, France', '50.6339', '3.0551', 3),
  place('Eupen, Lüttich, Belgien', '50.6279', '6.0365', 4),
  place('Somewhere in the North Sea', '52.5', '3.5', 5),
  place('Not a number', 'abc', '5', 6),
];

let database: Database;
let upstream: FixtureUpstream;
/** The upstream's requests, oldest first. */
let upstreamRequests: URL[] = [];
let withUpstream: FastifyInstance;
let gazetteerOnly: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  upstream = await startFixtureUpstream(UPSTREAM_ANSWER);
  upstreamRequests = upstream.requests;
  ({ app: withUpstream } = await buildTestApp(database, {
    geocoderUpstream: { kind: 'nominatim', url: upstream.url },
  }));
  ({ app: gazetteerOnly } = await buildTestApp(database));
});

afterAll(async () => {
  await withUpstream.close();
  await gazetteerOnly.close();
  await upstream.close();
  await database.close();
});

describe('GET /api/geo/search keeps to the service area', () => {
  it('200: drops upstream results outside NL/BE and keeps those inside', async () => {
    const res = await withUpstream.inject('/api/geo/search?q=aachen&format=json&limit=8');
    expect(res.statusCode).toBe(200);
    expect(upstreamRequests).toHaveLength(1);
    expect(upstreamRequests[0]?.searchParams.get('q')).toBe('aachen');
    const names = (res.json() as { display_name: string }[]).map((r) => r.display_name);
    expect(names).toContain('Vaals, Limburg, Nederland');
    expect(names).toContain('Eupen, Lüttich, Belgien');
    for (const dropped of ['Aachen', 'Lille', 'Somewhere in the North Sea', 'Not a number']) {
      expect(names.some((name) => name.startsWith(dropped))).toBe(false);
    }
  });

  it('200: gazetteer places near the border are still answered', async () => {
    for (const [query, name] of [
      ['vaals', 'Vaals'],
      ['maastricht', 'Maastricht'],
      ['eupen', 'Eupen'],
    ]) {
      const res = await gazetteerOnly.inject(`/api/geo/search?q=${query}&format=json&limit=8`);
      expect(res.statusCode).toBe(200);
      const results = res.json() as { display_name: string }[];
      expect(
        results.some((r) => r.display_name.startsWith(name ?? '')),
        query,
      ).toBe(true);
    }
  });
});
