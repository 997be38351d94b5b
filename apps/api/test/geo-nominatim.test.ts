import { searchUrl } from '@spt/geo-search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { type NominatimResult, shapeUpstreamResult } from '../src/plugins/geocoder.js';
import { parseCountryCodes } from '../src/routes/geo/index.js';
import { buildTestApp, type FixtureUpstream, openTestDatabase, startFixtureUpstream } from './helpers.js';

// Issue 16, "Nominatim compatibility": GET /api/geo/search honours countrycodes, featuretype,
// addressdetails and format for the embedded gazetteer, as Nominatim does.

type Answer = Record<string, unknown> & {
  name?: string;
  type: string;
  lat: string;
  lon: string;
  address?: Record<string, string>;
  boundingbox?: string[];
};

let database: Database;
let app: FastifyInstance;
let upstream: FixtureUpstream;
/** The upstream's requests, oldest first. */
let upstreamRequests: URL[] = [];
let withUpstream: FastifyInstance;

const UPSTREAM_ANSWER = [
  {
    display_name: 'Kerkstraat, Brugge, West-Vlaanderen, Vlaanderen, België',
    lat: '51.2',
    lon: '3.22',
    place_id: 1,
    class: 'highway',
    type: 'residential',
    place_rank: 26,
    importance: 0.1,
    address: { road: 'Kerkstraat', city: 'Brugge', country: 'België', country_code: 'be' },
    boundingbox: ['51.19', '51.21', '3.21', '3.23'] as [string, string, string, string],
  },
];

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database));
  expect(await app.geocoder.hasGazetteer()).toBe(true);
  upstream = await startFixtureUpstream(UPSTREAM_ANSWER);
  upstreamRequests = upstream.requests;
  ({ app: withUpstream } = await buildTestApp(database, {
    geocoderUpstream: { kind: 'nominatim', url: upstream.url },
  }));
  await withUpstream.geocoder.hasGazetteer();
});

afterAll(async () => {
  await app.close();
  await withUpstream.close();
  await upstream.close();
  await database.close();
});

async function search(query: string, target: FastifyInstance = app): Promise<Answer[]> {
  const res = await target.inject(`/api/geo/search?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json() as Answer[];
}

describe('countrycodes', () => {
  it('filters to the listed countries, case-insensitive', async () => {
    expect(await search('q=Brugge&countrycodes=nl')).toEqual([]);
    expect((await search('q=Brugge&countrycodes=BE&accept-language=nl'))[0]?.name).toBe('Brugge');
    expect((await search('q=Brugge&countrycodes=nl,be&accept-language=nl'))[0]?.name).toBe('Brugge');
    expect((await search('q=Brugge&countrycodes=%20nl%20,%20Be%20&accept-language=nl'))[0]?.name).toBe(
      'Brugge',
    );
    const nl = await search('q=Sint&countrycodes=nl&limit=8');
    expect(nl.length).toBe(8);
    expect(nl.every((r) => r.address?.country_code === 'nl')).toBe(true);
  });

  it('a well-formed code the gazetteer does not hold matches nothing (200 [])', async () => {
    expect(await search('q=Amsterdam&countrycodes=de')).toEqual([]);
    expect(await search('q=Amsterdam&countrycodes=xx')).toEqual([]);
    expect((await search('q=Amsterdam&countrycodes=de,nl'))[0]?.name).toBe('Amsterdam');
  });

  it('an empty value filters nothing', async () => {
    expect((await search('q=Amsterdam&countrycodes='))[0]?.name).toBe('Amsterdam');
  });

  // The last: empty items and spaces before a bad character, which an earlier pattern took seconds of
  // backtracking to refuse (a regular-expression denial of service).
  it.each(['nld', 'n1', 'nl;be', 'nl be', 'netherlands', '12', 'nl,bel', `${',   '.repeat(12)}!`])(
    '400 with a clear error for a malformed value (%s)',
    async (value) => {
      const res = await app.inject(`/api/geo/search?q=Amsterdam&countrycodes=${encodeURIComponent(value)}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation');
      expect(JSON.stringify(body.issues)).toMatch(/countrycodes/);
      expect(JSON.stringify(body.issues)).toMatch(/ISO 3166-1 alpha-2/);
    },
  );

  it('is part of the cache key: the same query with and without it answers differently', async () => {
    expect((await search('q=Charleroi'))[0]?.name).toBe('Charleroi');
    expect(await search('q=Charleroi&countrycodes=nl')).toEqual([]);
    expect((await search('q=Charleroi&countrycodes=be'))[0]?.name).toBe('Charleroi');
  });

  it('parses the list to sorted, unique, lower-case codes', () => {
    expect(parseCountryCodes('BE, nl,,be')).toEqual(['be', 'nl']);
    expect(parseCountryCodes('')).toBeUndefined();
    expect(parseCountryCodes(undefined)).toBeUndefined();
  });
});

describe('featuretype', () => {
  it('settlement leaves out airports; city (what the wizard sends, SPEC 7) and no featuretype keep them', async () => {
    expect(await search('q=Schiphol&featuretype=settlement')).toEqual([]);
    expect((await search('q=Schiphol'))[0]?.type).toBe('aerodrome');
    expect((await search('q=Schiphol&featuretype=city'))[0]?.type).toBe('aerodrome');
    const eindhoven = await search('q=Eindhoven&featuretype=city');
    expect(eindhoven[0]?.name).toBe('Eindhoven');
    expect(eindhoven.some((r) => r.type === 'aerodrome')).toBe(true);
  });

  it('city keeps places a ride starts or ends at, never a province', async () => {
    const types = new Set((await search('q=Zaan&featuretype=city&limit=50')).map((r) => r.type));
    // Towns, villages and the pickup points in them (stations, the Zaanse Schans), never a province.
    expect([...types]).toEqual(expect.arrayContaining(['town', 'village', 'station', 'attraction']));
    expect([...types]).not.toContain('state');
    expect((await search('q=Giethoorn&featuretype=city'))[0]?.type).toBe('village');
    expect((await search('q=Noord-Holland&featuretype=city')).map((r) => r.type)).not.toContain('state');
  });

  it('state answers the Dutch provinces, country nothing', async () => {
    expect((await search('q=Noord-Holland&featuretype=state')).map((r) => r.name)).toEqual(['Noord-Holland']);
    expect(await search('q=Amsterdam&featuretype=state')).toEqual([]);
    expect(await search('q=Amsterdam&featuretype=country')).toEqual([]);
  });

  it('400 for an unknown featuretype', async () => {
    expect((await app.inject('/api/geo/search?q=Amsterdam&featuretype=airport')).statusCode).toBe(400);
  });
});

describe('addressdetails', () => {
  it('includes the address by default and with 1, omits it with 0', async () => {
    expect((await search('q=Lisse'))[0]?.address).toMatchObject({ town: 'Lisse' });
    expect((await search('q=Lisse&addressdetails=1'))[0]?.address).toMatchObject({ town: 'Lisse' });
    const without = await search('q=Lisse&addressdetails=0');
    expect(without[0]).toMatchObject({ name: 'Lisse', type: 'town' });
    expect(without[0]).not.toHaveProperty('address');
  });

  it('400 for a value other than 0 or 1', async () => {
    expect((await app.inject('/api/geo/search?q=Lisse&addressdetails=2')).statusCode).toBe(400);
  });
});

describe('format', () => {
  it('jsonv2 has category and place_rank and no class', async () => {
    const [amsterdam] = await search('q=Amsterdam&format=jsonv2');
    expect(amsterdam).toMatchObject({ category: 'place', type: 'city', place_rank: 16 });
    expect(amsterdam).not.toHaveProperty('class');
    const [schiphol] = await search('q=Schiphol&format=jsonv2');
    expect(schiphol).toMatchObject({ category: 'aeroway', type: 'aerodrome', place_rank: 30 });
  });

  it('json keeps class (and has no category)', async () => {
    const [amsterdam] = await search('q=Amsterdam&format=json');
    expect(amsterdam).toMatchObject({ class: 'place', type: 'city' });
    expect(amsterdam).not.toHaveProperty('category');
  });

  it('all parameters together', async () => {
    const results = await search(
      'q=Brugge&format=jsonv2&addressdetails=0&featuretype=city&countrycodes=be&accept-language=nl',
    );
    expect(results[0]).toMatchObject({ name: 'Brugge', category: 'place', place_rank: 16 });
    expect(results[0]).not.toHaveProperty('address');
    expect(results[0]).not.toHaveProperty('class');
  });
});

describe('fields', () => {
  it('every result has a boundingbox of 4 decimal strings around its point, and no OSM ids', async () => {
    for (const query of [
      'q=Amsterdam',
      'q=Schiphol&format=jsonv2',
      'q=Sint&limit=8',
      'q=Lisse&addressdetails=0',
    ]) {
      for (const r of await search(query)) {
        expect(r.boundingbox, query).toHaveLength(4);
        for (const corner of r.boundingbox ?? []) expect(corner).toMatch(/^-?\d+\.\d+$/);
        const [south, north, west, east] = (r.boundingbox ?? []).map(Number) as number[];
        expect(Number(r.lat)).toBeGreaterThan(south as number);
        expect(Number(r.lat)).toBeLessThan(north as number);
        expect(Number(r.lon)).toBeGreaterThan(west as number);
        expect(Number(r.lon)).toBeLessThan(east as number);
        expect(r).not.toHaveProperty('osm_id');
        expect(r).not.toHaveProperty('osm_type');
      }
    }
  });

  it("an airport's address.city is the city it serves", async () => {
    expect((await search('q=Schiphol'))[0]?.address?.city).toBe('Amsterdam');
    expect((await search('q=Eindhoven%20Airport'))[0]?.address?.city).toBe('Eindhoven');
    expect((await search('q=Brussels%20Airport&accept-language=en'))[0]?.address?.city).toBe('Brussels');
    expect((await search('q=Brussels%20Airport&accept-language=nl'))[0]?.address).toMatchObject({
      city: 'Brussel',
      county: 'Vlaams-Brabant',
      state: 'Vlaanderen',
    });
  });

  it('a Belgian province is the county and the region the state; a Dutch province the state', async () => {
    expect((await search('q=Brugge&accept-language=nl'))[0]?.address).toMatchObject({
      county: 'West-Vlaanderen',
      state: 'Vlaanderen',
    });
    const zaandam = (await search('q=Zaandam'))[0];
    expect(zaandam?.address?.state).toBe('Noord-Holland');
    expect(zaandam?.address).not.toHaveProperty('county');
  });
});

describe("the web client's request", () => {
  it('still finds Schiphol (the client sends no featuretype) with the address present', async () => {
    const res = await app.inject(searchUrl('/api/geo/search', 'Schiphol', 'en'));
    expect(res.statusCode).toBe(200);
    const [schiphol] = res.json() as Answer[];
    expect(schiphol).toMatchObject({ type: 'aerodrome', class: 'aeroway' });
    expect(schiphol?.address?.city).toBe('Amsterdam');
  });
});

describe('with an upstream', () => {
  it('asks the upstream only for the requested countries and featuretype', async () => {
    upstreamRequests.length = 0;
    await search('q=Kerkstraat&countrycodes=be,de&featuretype=settlement', withUpstream);
    expect(upstreamRequests[0]?.searchParams.get('countrycodes')).toBe('be');
    expect(upstreamRequests[0]?.searchParams.get('featuretype')).toBe('settlement');
  });

  it('does not ask the upstream when none of its countries is requested', async () => {
    upstreamRequests.length = 0;
    expect(await search('q=Kerkstraat2&countrycodes=de', withUpstream)).toEqual([]);
    expect(upstreamRequests).toHaveLength(0);
  });

  it('shapes upstream results like the embedded ones', () => {
    const result = UPSTREAM_ANSWER[0] as NominatimResult;
    expect(shapeUpstreamResult(result, { limit: 8, countryCodes: ['nl'] })).toBeNull();
    const v2 = shapeUpstreamResult(result, { limit: 8, format: 'jsonv2', addressDetails: false });
    expect(v2).toMatchObject({ category: 'highway', place_rank: 26 });
    expect(v2).not.toHaveProperty('class');
    expect(v2).not.toHaveProperty('address');
    expect(shapeUpstreamResult(result, { limit: 8 })).toEqual(result);
  });

  it('drops an upstream result whose name the booking would refuse (bidi override, control, line break)', () => {
    const result = UPSTREAM_ANSWER[0] as NominatimResult;
    for (const bad of ['Kerk\u202Estraat', 'Kerk\u0007straat', 'Kerk\nstraat']) {
      expect(shapeUpstreamResult({ ...result, display_name: bad }, { limit: 8 })).toBeNull();
      expect(shapeUpstreamResult({ ...result, name: bad }, { limit: 8 })).toBeNull();
    }
  });
});
