import type { AddressInfo } from 'node:net';
import { isInServiceArea } from '@spt/contracts/service-area';
import { type NominatimResult, searchUrl } from '@spt/geo-search';
import { NominatimResultSchema } from '@spt/geo-search/schema';
import { haversineKm } from '@spt/pricing';
import type { FastifyInstance } from 'fastify';
import NodeGeocoder from 'node-geocoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GEOCODER_UPSTREAM_KINDS, type GeocoderUpstreamKind } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { buildTestApp, openTestDatabase } from '../helpers.js';
import {
  FIXTURE_PLACES,
  type FixturePlace,
  matchFixturePlaces,
  startNominatimFixture,
  startPdokFixture,
  startPhotonFixture,
  type UpstreamFixture,
} from '../upstream-fixtures.js';
import rawCases from './geo-queries.json' with { type: 'json' };

// The golden table (geo-queries.json): what visitors type into the pickup and destination search, and
// the place that must come first, by its name in the site's language and its real coordinates. Each
// case is asked through the real route on a real socket exactly as the booking wizard asks
// (`searchUrl`, SPEC 7), and again through node-geocoder's OpenStreetMap provider, an independent
// Nominatim client, which must read our answer as Nominatim's. Cases marked `upstream` are street
// addresses and postcodes: they are asked of an app whose upstream is that fixture (upstream-fixtures.ts).

/** How far the first result may lie from the expected point. */
const MAX_DISTANCE_KM = 1;

/** A number written with at most 4 decimals (about 10 m). */
const Coordinate = z.number().refine((value) => Number(value.toFixed(4)) === value, 'at most 4 decimals');

const GoldenCaseSchema = z
  .strictObject({
    q: z.string().trim().min(2),
    lang: z.enum(['en', 'nl']),
    kind: z.enum(['place', 'typo', 'station', 'airport', 'venue', 'address']),
    expect: z.strictObject({ name: z.string().min(1), lat: Coordinate, lon: Coordinate }),
    upstream: z.enum(GEOCODER_UPSTREAM_KINDS).optional(),
    note: z.string().min(1),
  })
  .refine((c) => (c.kind === 'address') === (c.upstream !== undefined), {
    message: 'an address case names its upstream, and only an address case does',
  });

type GoldenCase = z.infer<typeof GoldenCaseSchema>;

const CASES: readonly GoldenCase[] = z.array(GoldenCaseSchema).parse(rawCases);

/** The street-address cases, each with the upstream that answers it. */
const ADDRESS_CASES = CASES.flatMap((c) => (c.upstream ? [{ ...c, upstream: c.upstream }] : []));

/** The countries each upstream fixture answers for (PDOK covers the Netherlands only). */
const FIXTURE_COUNTRIES: Readonly<Record<GeocoderUpstreamKind, readonly string[]>> = {
  pdok: ['nl'],
  nominatim: ['nl', 'be'],
  photon: ['nl', 'be'],
};

/** The rows of the shared table an upstream's fixture answers. */
const fixtureRowsOf = (upstream: GeocoderUpstreamKind): FixturePlace[] =>
  FIXTURE_PLACES.filter((place) => FIXTURE_COUNTRIES[upstream].includes(place.countryCode));

const START_FIXTURE: Readonly<Record<GeocoderUpstreamKind, () => Promise<UpstreamFixture>>> = {
  pdok: startPdokFixture,
  nominatim: startNominatimFixture,
  photon: startPhotonFixture,
};

/** No waiting for an upstream's rate limit: a skipped upstream call would drop an address case. */
const NO_RATE_LIMIT = { burst: 1000, perSecond: 1000 };

const ResultsSchema = z.array(NominatimResultSchema);

const pointOf = (result: NominatimResult) => ({ lat: Number(result.lat), lon: Number(result.lon) });

/** The answer to what the booking wizard sends for a case, over HTTP, checked to be a 200. */
async function wizardSearch(baseUrl: string, c: GoldenCase): Promise<NominatimResult[]> {
  const res = await fetch(`${baseUrl}${searchUrl('/api/geo/search', c.q, c.lang)}`);
  expect(res.status, c.q).toBe(200);
  return ResultsSchema.parse(await res.json());
}

/** One line about a result: name, type, display name, point and distance from the expected point. */
function describeResult(c: GoldenCase, result: NominatimResult): string {
  const km = haversineKm(c.expect, pointOf(result)).toFixed(2);
  return `${result.name} [${result.class}/${result.type}] "${result.display_name}" at ${result.lat}, ${result.lon} (${km} km)`;
}

/**
 * Why a case failed, all in one message: what came first, and where a result of the expected name came
 * (the first one with the right name and a wrong point: the data's point; a later one: the ranking;
 * none: the data or the matching).
 */
function failureReport(c: GoldenCase, answer: readonly NominatimResult[]): string {
  const wanted = `"${c.q}" (${c.lang}) wants ${c.expect.name} at ${c.expect.lat}, ${c.expect.lon}`;
  const [first] = answer;
  if (!first) return `${wanted}; the answer was empty`;
  const position = answer.findIndex((result) => result.name === c.expect.name);
  const found = answer[position];
  const verdict =
    position === 0
      ? 'the name is right, the point is off'
      : found
        ? `the expected name came at position ${position + 1}: ${describeResult(c, found)}`
        : `the expected name is not among the ${answer.length} results`;
  return `${wanted}; first came ${describeResult(c, first)}; ${verdict}`;
}

/**
 * node-geocoder's OpenStreetMap provider pointed at the app. It requests `<osmServer>/search` with
 * `format=json&addressdetails=1` forced, `accept-language` from `language`, every key of an object
 * query as a parameter, and (a quirk of the provider) `osmServer` itself as a parameter. It keeps the
 * endpoint on the provider's prototype, so the last one made wins: make one right before each search.
 */
function osmGeocoder(baseUrl: string, language: string, fetchImpl?: NodeGeocoder.BaseOptions['fetch']) {
  return NodeGeocoder({
    provider: 'openstreetmap',
    osmServer: `${baseUrl}/api/geo`,
    language,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/** The object query: the wizard's parameters (the provider adds format and addressdetails) and the countries. */
function osmQuery(q: string): NodeGeocoder.Query {
  const query: NodeGeocoder.Query & { q: string; featuretype: string; countrycodes: string } = {
    q,
    limit: 8,
    featuretype: 'city',
    countrycodes: 'nl,be',
  };
  return query;
}

/** What node-geocoder must read from each result. */
function expectedEntry(result: NominatimResult) {
  return {
    latitude: Number(result.lat),
    longitude: Number(result.lon),
    formattedAddress: result.display_name,
    countryCode: result.address?.country_code?.toUpperCase(),
  };
}

function entryView(entry: NodeGeocoder.Entry) {
  return {
    latitude: entry.latitude,
    longitude: entry.longitude,
    formattedAddress: entry.formattedAddress,
    countryCode: entry.countryCode,
  };
}

describe('the golden table', () => {
  it('holds at least 150 cases of every kind, in both languages', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(150);
    for (const kind of ['place', 'typo', 'station', 'airport', 'venue', 'address'])
      for (const lang of ['en', 'nl'])
        expect(
          CASES.filter((c) => c.kind === kind && c.lang === lang).length,
          `${kind} ${lang}`,
        ).toBeGreaterThan(0);
    for (const upstream of GEOCODER_UPSTREAM_KINDS)
      expect(CASES.filter((c) => c.upstream === upstream).length, upstream).toBeGreaterThan(0);
  });

  it('asks each query once per language and upstream', () => {
    const keys = CASES.map((c) => `${c.q}\0${c.lang}\0${c.upstream ?? ''}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('expects every place inside the service area', () => {
    expect(CASES.filter((c) => !isInServiceArea(c.expect)).map((c) => c.q)).toEqual([]);
  });

  it('takes its addresses from the shared fixture table: each names a row its upstream serves, at the expected point', () => {
    for (const c of ADDRESS_CASES) {
      const [row] = matchFixturePlaces(c.q, fixtureRowsOf(c.upstream));
      expect(row, c.q).toBeDefined();
      expect(row?.kind, c.q).not.toBe('town');
      expect(haversineKm(c.expect, { lat: row?.lat ?? 0, lon: row?.lon ?? 0 }), c.q).toBeLessThanOrEqual(0.2);
    }
  });

  it('covers every address, postcode and street of the shared table in the Netherlands and Belgium', () => {
    const asked = new Set(
      ADDRESS_CASES.flatMap((c) => matchFixturePlaces(c.q, fixtureRowsOf(c.upstream)).slice(0, 1)),
    );
    const uncovered = FIXTURE_PLACES.filter(
      (place) =>
        place.kind !== 'town' &&
        (place.countryCode === 'nl' || place.countryCode === 'be') &&
        !asked.has(place),
    );
    expect(uncovered.map((place) => place.key)).toEqual([]);
  });
});

/** Where the cases are asked: the gazetteer alone, or with one upstream fixture. */
const TARGETS = [
  { label: 'the gazetteer alone', upstream: undefined },
  ...GEOCODER_UPSTREAM_KINDS.map((upstream) => ({ label: `the ${upstream} fixture`, upstream })),
];

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe.each(TARGETS)('through $label', ({ upstream }) => {
  const cases = CASES.filter((c) => c.upstream === upstream);
  let app: FastifyInstance;
  let fixture: UpstreamFixture | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    fixture = upstream ? await START_FIXTURE[upstream]() : undefined;
    ({ app } = await buildTestApp(database, {
      geocoderUpstream:
        upstream && fixture ? { kind: upstream, url: fixture.url, rate: NO_RATE_LIMIT } : undefined,
    }));
    expect(await app.geocoder.hasGazetteer()).toBe(true);
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await fixture?.close();
  });

  // Titles from plain strings (`%s`): a query's own quotes and apostrophes ("A'dam") print as typed.
  const rows = cases.map((c) => [c.q, c.lang, c.expect.name, c] as const);

  it.each(rows)('"%s" (%s) answers %s first', async (_q, _lang, _name, c) => {
    const answer = await wizardSearch(baseUrl, c);
    const [first] = answer;
    const withinKm = first !== undefined && haversineKm(c.expect, pointOf(first)) <= MAX_DISTANCE_KM;
    expect({ name: first?.name, withinKm }, failureReport(c, answer)).toEqual({
      name: c.expect.name,
      withinKm: true,
    });
  });

  it.each(rows)('node-geocoder reads "%s" (%s) as the API answers it', async (_q, _lang, _name, c) => {
    const answer = await wizardSearch(baseUrl, c);
    expect(answer.length, `"${c.q}" (${c.lang}): the API answered nothing to compare`).toBeGreaterThan(0);
    const entries = await osmGeocoder(baseUrl, c.lang).geocode(osmQuery(c.q));
    expect(entries.map(entryView)).toEqual(answer.map(expectedEntry));
    expect(entries.every((entry) => entry.countryCode === 'NL' || entry.countryCode === 'BE')).toBe(true);
  });

  it('node-geocoder sends a request the API accepts: the wizard parameters plus countrycodes and osmServer', async () => {
    const requested: string[] = [];
    // node-geocoder's `fetch` option (typed with node-fetch's types): the global fetch, recording the URL.
    const recording = ((url: unknown, init: RequestInit) => {
      requested.push(String(url));
      return fetch(String(url), init);
    }) as unknown as NodeGeocoder.BaseOptions['fetch'];
    const entries = await osmGeocoder(baseUrl, 'nl', recording).geocode(osmQuery('Maastricht'));
    expect(entries[0]?.city).toBe('Maastricht');
    expect(requested).toHaveLength(1);
    const url = new URL(requested[0] ?? '');
    expect(url.pathname).toBe('/api/geo/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'accept-language': 'nl',
      osmServer: `${baseUrl}/api/geo`,
      addressdetails: '1',
      q: 'Maastricht',
      limit: '8',
      featuretype: 'city',
      countrycodes: 'nl,be',
      format: 'json',
    });
  });
});
