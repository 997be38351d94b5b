import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import {
  filterAndSortResults,
  firstSegment,
  isPlaceResult,
  type NominatimResult,
  searchUrl,
  toSuggestion,
} from '@spt/geo-search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import type { GeocoderUpstreamConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { PDOK_LICENCE } from '../src/services/geocoder/pdok.js';
import { UPSTREAM_PLACE_ID_MAX, UPSTREAM_PLACE_ID_MIN } from '../src/services/geocoder/place-id.js';
import { OSM_LICENCE } from '../src/services/geocoder/result-parts.js';
import { openTestDatabase, testConfig } from './helpers.js';
import {
  type FixtureMode,
  startNominatimFixture,
  startPdokFixture,
  startPhotonFixture,
  type UpstreamFixture,
} from './upstream-fixtures.js';

// GEOCODER_UPSTREAM: street addresses from PDOK, Nominatim or Photon merged into /api/geo/search,
// each adapter against its fixture through the real route.

type Answer = NominatimResult & { category?: string; address?: Record<string, string> };

/** No waiting for the upstream's rate limit, except in the tests of it. */
const NO_RATE_LIMIT = { burst: 1000, perSecond: 1000 };

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

interface Started {
  app: FastifyInstance;
  /** Every log line the app wrote, at debug level. */
  logs: string[];
}

/** An app with `geocoderUpstream`, its gazetteer loaded, logging into `logs`. */
async function startApp(geocoderUpstream: GeocoderUpstreamConfig): Promise<Started> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    config: testConfig({ geocoderUpstream }),
    database,
    logger: { ...loggerOptions('debug'), stream },
  });
  expect(await app.geocoder.hasGazetteer()).toBe(true);
  return { app, logs };
}

/** The answer to what the booking wizard sends for `query` (SPEC 7), checked to be a 200. */
async function wizardSearch(
  app: FastifyInstance,
  query: string,
  language: 'en' | 'nl' = 'nl',
): Promise<Answer[]> {
  return get(app, searchUrl('/api/geo/search', query, language));
}

async function get(app: FastifyInstance, url: string): Promise<Answer[]> {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json() as Answer[];
}

const isUpstream = (result: Answer) => result.place_id >= UPSTREAM_PLACE_ID_MIN;
const paths = (fixture: UpstreamFixture) => fixture.requests.map((url) => url.pathname.split('/').pop());

/**
 * A place query's answer: the embedded town first (also after the browser's sort), the upstream's
 * copy of it left out, `upstreamNames` among the upstream results (by the dropdown's main name), all of them after the embedded.
 */
function expectEmbeddedFirst(results: Answer[], town: string, upstreamNames: string[]) {
  expect(results[0]).toMatchObject({ name: town });
  expect(['city', 'town']).toContain(results[0]?.type);
  expect(isUpstream(results[0] as Answer)).toBe(false);
  expect(results.filter((r) => r.name === town && ['city', 'town', 'village'].includes(r.type))).toHaveLength(
    1,
  );
  const upstream = results.filter(isUpstream).map((r) => firstSegment(r.display_name));
  expect(upstream).toEqual(expect.arrayContaining(upstreamNames));
  const firstUpstream = results.findIndex(isUpstream);
  if (firstUpstream >= 0) expect(firstUpstream).toBeGreaterThan(results.findLastIndex((r) => !isUpstream(r)));
  expectImportanceOrder(results);
  expect(filterAndSortResults(results)[0]?.place_id).toBe(results[0]?.place_id);
}

/** The importances never rise: the browser, which sorts by importance (SPEC 5), keeps our order. */
function expectImportanceOrder(results: Answer[]) {
  expect(filterAndSortResults(results).map((r) => r.place_id)).toEqual(
    results.filter(isPlaceResult).map((r) => r.place_id),
  );
}

describe('GEOCODER_UPSTREAM=pdok', () => {
  let fixture: UpstreamFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await startPdokFixture();
    ({ app } = await startApp({ kind: 'pdok', url: fixture.url, rate: NO_RATE_LIMIT }));
  });

  afterAll(async () => {
    await app.close();
    await fixture.close();
  });

  it('answers a street address with road, house_number, postcode and town, Dutch style', async () => {
    fixture.requests.length = 0;
    const results = await wizardSearch(app, 'Damrak 1 Amsterdam');
    const [damrak] = results;
    expect(damrak).toMatchObject({
      class: 'place',
      type: 'house',
      addresstype: 'place',
      place_rank: 30,
      name: 'Damrak 1',
      display_name: 'Damrak 1, 1012 LG Amsterdam, Noord-Holland, Nederland',
      lat: '52.37714',
      lon: '4.89803',
      licence: PDOK_LICENCE,
      address: {
        road: 'Damrak',
        house_number: '1',
        postcode: '1012 LG',
        city: 'Amsterdam',
        municipality: 'Amsterdam',
        state: 'Noord-Holland',
        country: 'Nederland',
        country_code: 'nl',
      },
    });
    expect(damrak?.place_id).toBeGreaterThanOrEqual(UPSTREAM_PLACE_ID_MIN);
    expect(damrak?.place_id).toBeLessThanOrEqual(UPSTREAM_PLACE_ID_MAX);
    const [south, north, west, east] = (damrak?.boundingbox ?? []).map(Number) as number[];
    expect(52.37714).toBeGreaterThan(south as number);
    expect(52.37714).toBeLessThan(north as number);
    expect(4.89803).toBeGreaterThan(west as number);
    expect(4.89803).toBeLessThan(east as number);
    // What the browser makes of it: the dropdown's lines, and the address line the wizard prefills.
    const suggestion = toSuggestion(filterAndSortResults(results)[0] as NominatimResult, 'nl');
    expect(suggestion).toMatchObject({
      mainName: 'Damrak 1',
      secondaryLine: '1012 LG Amsterdam, Noord-Holland, Nederland',
    });
    expect(`${suggestion.raw.address?.road} ${suggestion.raw.address?.house_number}`).toBe('Damrak 1');

    const suggest = fixture.requests.find((url) => url.pathname.endsWith('/suggest'));
    expect(suggest?.searchParams.get('q')).toBe('Damrak 1 Amsterdam');
    expect(suggest?.searchParams.get('fq')).toBe('type:(adres OR postcode OR weg OR woonplaats)');
    expect(suggest?.searchParams.get('rows')).toBe('6');
    const lookups = fixture.requests.filter((url) => url.pathname.endsWith('/lookup'));
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups[0]?.searchParams.get('id')).toMatch(/^adr-[0-9a-f]{32}$/);
  });

  it('answers the English site with the country in English', async () => {
    const [damrak] = await wizardSearch(app, 'Damrak 1 Amsterdam', 'en');
    expect(damrak?.display_name).toBe('Damrak 1, 1012 LG Amsterdam, Noord-Holland, Netherlands');
    expect(damrak?.address?.country).toBe('Netherlands');
  });

  it('answers a postcode, the town named when the municipality differs', async () => {
    const [postcode] = await wizardSearch(app, '1012 JS');
    expect(postcode).toMatchObject({
      class: 'place',
      type: 'postcode',
      addresstype: 'postcode',
      display_name: '1012 JS, Dam, Amsterdam, Noord-Holland, Nederland',
      address: { road: 'Dam', postcode: '1012 JS', city: 'Amsterdam', country_code: 'nl' },
    });
    const [schiphol] = await wizardSearch(app, '1118CP');
    expect(schiphol).toMatchObject({
      type: 'postcode',
      display_name: '1118 CP, Evert van de Beekstraat, Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
      address: { city: 'Schiphol', municipality: 'Haarlemmermeer', postcode: '1118 CP' },
    });
  });

  it('an address query answers the address first, also after the browser sorts by importance', async () => {
    for (const [query, road, number] of [
      ['Coolsingel 40, Rotterdam', 'Coolsingel', '40'],
      ['Damrak 1 Amsterdam', 'Damrak', '1'],
      ['europalaan 93 utrecht', 'Europalaan', '93'],
    ] as const) {
      const results = await wizardSearch(app, query);
      expect(results[0]?.address, query).toMatchObject({ road, house_number: number });
      expect(filterAndSortResults(results)[0]?.place_id, query).toBe(results[0]?.place_id);
      expectImportanceOrder(results);
    }
  });

  it('a place query answers the embedded places first, the upstream town not again, addresses after', async () => {
    fixture.requests.length = 0;
    const results = await wizardSearch(app, 'Nieuwegein');
    expect(paths(fixture)).toContain('suggest');
    expectEmbeddedFirst(results, 'Nieuwegein', ['Koolmees 1']);
  });

  it('"Utrecht" keeps the embedded city first and the upstream town out', async () => {
    expectEmbeddedFirst(await wizardSearch(app, 'Utrecht'), 'Utrecht', []);
  });

  it('countrycodes without nl skips PDOK', async () => {
    fixture.requests.length = 0;
    expect(await get(app, '/api/geo/search?q=Damrak%201&countrycodes=be')).toEqual([]);
    expect((await get(app, '/api/geo/search?q=Brugge&countrycodes=be&accept-language=nl'))[0]?.name).toBe(
      'Brugge',
    );
    expect(fixture.requests).toHaveLength(0);
    await get(app, '/api/geo/search?q=Damrak%201&countrycodes=nl,be');
    expect(fixture.requests.length).toBeGreaterThan(0);
  });

  it('featuretype=settlement asks for towns only; state and country ask nothing', async () => {
    fixture.requests.length = 0;
    await get(app, '/api/geo/search?q=Nieuwegein&featuretype=settlement');
    expect(fixture.requests[0]?.searchParams.get('fq')).toBe('type:(woonplaats)');
    fixture.requests.length = 0;
    await get(app, '/api/geo/search?q=Nieuwegein&featuretype=state');
    await get(app, '/api/geo/search?q=Nieuwegein&featuretype=country');
    expect(fixture.requests).toHaveLength(0);
  });

  it('addressdetails=0 and format=jsonv2 shape upstream results like the embedded ones', async () => {
    const [v2] = await get(app, '/api/geo/search?q=Koolmees%201&format=jsonv2&addressdetails=0');
    expect(v2).toMatchObject({ name: 'Koolmees 1', category: 'place', type: 'house', place_rank: 30 });
    expect(v2).not.toHaveProperty('class');
    expect(v2).not.toHaveProperty('address');
    const [json] = await get(app, '/api/geo/search?q=Koolmees%201&format=json&addressdetails=0');
    expect(json).toMatchObject({ class: 'place', type: 'house' });
    expect(json).not.toHaveProperty('category');
    expect(json).not.toHaveProperty('address');
  });

  it('caches: the same query again (any case or spacing) makes no call; a known id is not looked up again', async () => {
    fixture.requests.length = 0;
    const first = await wizardSearch(app, 'Lijsterstraat 20');
    expect(paths(fixture).filter((path) => path === 'suggest')).toHaveLength(1);
    const lookups = paths(fixture).filter((path) => path === 'lookup').length;
    expect(lookups).toBeGreaterThan(0);
    expect(await wizardSearch(app, 'Lijsterstraat 20')).toEqual(first);
    expect(await wizardSearch(app, '  lijsterstraat   20 ')).toEqual(first);
    expect(fixture.requests).toHaveLength(1 + lookups);
    await wizardSearch(app, 'Lijsterstraat 20 Amersfoort');
    expect(paths(fixture).filter((path) => path === 'suggest')).toHaveLength(2);
    expect(paths(fixture).filter((path) => path === 'lookup')).toHaveLength(lookups);
  });

  it('caches no failure, and the route caches nothing with an upstream', async () => {
    fixture.behave({ mode: 'error' });
    try {
      expect((await wizardSearch(app, 'Arend Noorduijnstraat 1')).filter(isUpstream)).toEqual([]);
    } finally {
      fixture.behave({ mode: 'ok' });
    }
    const [found] = await wizardSearch(app, 'Arend Noorduijnstraat 1');
    expect(found?.display_name).toBe('Arend Noorduijnstraat 1, 6512 BK Nijmegen, Gelderland, Nederland');
    const res = await app.inject(searchUrl('/api/geo/search', 'Arend Noorduijnstraat 1', 'nl'));
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GEOCODER_UPSTREAM=nominatim', () => {
  let fixture: UpstreamFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await startNominatimFixture();
    ({ app } = await startApp({ kind: 'nominatim', url: fixture.url, rate: NO_RATE_LIMIT }));
  });

  afterAll(async () => {
    await app.close();
    await fixture.close();
  });

  it('answers a street address, street first, with our place_id and the OSM object kept', async () => {
    fixture.requests.length = 0;
    const results = await wizardSearch(app, 'Damrak 1 Amsterdam');
    expect(results[0]).toMatchObject({
      class: 'place',
      type: 'house',
      display_name: 'Damrak 1, Amsterdam, Noord-Holland, 1012 LG, Nederland',
      osm_type: 'node',
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      address: {
        road: 'Damrak',
        house_number: '1',
        postcode: '1012 LG',
        city: 'Amsterdam',
        country_code: 'nl',
      },
    });
    expect(typeof results[0]?.osm_id).toBe('number');
    expect(results[0]?.place_id).toBeGreaterThanOrEqual(UPSTREAM_PLACE_ID_MIN);
    expect(toSuggestion(results[0] as NominatimResult, 'nl').mainName).toBe('Damrak 1');
    const request = fixture.requests[0];
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      q: 'Damrak 1 Amsterdam',
      format: 'json',
      addressdetails: '1',
      limit: '8',
      countrycodes: 'nl,be',
      'accept-language': 'nl',
    });
  });

  it('answers a Belgian address', async () => {
    const [brussel] = await wizardSearch(app, 'Grote Markt 1 Brussel');
    expect(brussel?.address).toMatchObject({
      road: 'Grote Markt',
      house_number: '1',
      postcode: '1000',
      city: 'Brussel',
      country_code: 'be',
    });
  });

  it('a place query answers the embedded places first and the upstream town not again', async () => {
    expectEmbeddedFirst(await wizardSearch(app, 'Nieuwegein'), 'Nieuwegein', ['Koolmees 1']);
    expectEmbeddedFirst(await wizardSearch(app, 'Utrecht'), 'Utrecht', []);
  });
});

describe('GEOCODER_UPSTREAM=photon', () => {
  let fixture: UpstreamFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await startPhotonFixture();
    ({ app } = await startApp({ kind: 'photon', url: fixture.url, rate: NO_RATE_LIMIT }));
  });

  afterAll(async () => {
    await app.close();
    await fixture.close();
  });

  it('answers a street address with its OSM object (osm_type node/way/relation, osm_id)', async () => {
    fixture.requests.length = 0;
    const [meir] = await wizardSearch(app, 'Meir 1 Antwerpen');
    expect(meir).toMatchObject({
      class: 'place',
      type: 'house',
      name: 'Meir 1',
      display_name: 'Meir 1, 2000 Antwerpen, Antwerpen, Vlaanderen, België',
      osm_type: 'node',
      licence: OSM_LICENCE,
      address: {
        road: 'Meir',
        house_number: '1',
        postcode: '2000',
        city: 'Antwerpen',
        county: 'Antwerpen',
        state: 'Vlaanderen',
        country: 'België',
        country_code: 'be',
      },
    });
    expect(typeof meir?.osm_id).toBe('number');
    expect(meir?.place_id).toBeGreaterThanOrEqual(UPSTREAM_PLACE_ID_MIN);
    const request = fixture.requests[0];
    expect(request?.pathname).toBe('/api');
    expect(request?.searchParams.get('q')).toBe('Meir 1 Antwerpen');
    expect(request?.searchParams.get('limit')).toBe('8');
    expect(request?.searchParams.get('bbox')).toBe('2.5,49.4,7.3,53.6');
    expect(request?.searchParams.has('lang')).toBe(false);
  });

  it('asks in English for the English site', async () => {
    fixture.requests.length = 0;
    const [meir] = await wizardSearch(app, 'Meir 1 Antwerpen', 'en');
    expect(fixture.requests[0]?.searchParams.get('lang')).toBe('en');
    expect(meir?.address?.country).toBe('Belgium');
  });

  it('a named building keeps its OSM class and its street address', async () => {
    const [bijenkorf] = await wizardSearch(app, 'Dam 1 Amsterdam');
    expect(bijenkorf).toMatchObject({
      class: 'shop',
      type: 'department_store',
      name: 'De Bijenkorf',
      display_name: 'De Bijenkorf, Dam 1, 1012 JS Amsterdam, Noord-Holland, Nederland',
      address: { road: 'Dam', house_number: '1', postcode: '1012 JS', city: 'Amsterdam' },
    });
  });

  it('drops what Photon answers outside the asked countries', async () => {
    fixture.requests.length = 0;
    expect(await wizardSearch(app, 'Domkloster 4')).toEqual([]);
    expect(fixture.requests).toHaveLength(1);
    expect((await get(app, '/api/geo/search?q=Meir%201&countrycodes=nl')).filter(isUpstream)).toEqual([]);
  });

  it('a place query answers the embedded places first and the upstream town not again', async () => {
    expectEmbeddedFirst(await wizardSearch(app, 'Nieuwegein'), 'Nieuwegein', ['Koolmees 1']);
    expectEmbeddedFirst(await wizardSearch(app, 'Utrecht'), 'Utrecht', []);
  });
});

const STARTERS = {
  pdok: startPdokFixture,
  nominatim: startNominatimFixture,
  photon: startPhotonFixture,
} as const;
type Kind = keyof typeof STARTERS;

/** A fresh fixture and app for one failure, closed after `run`. */
async function withFailingUpstream(
  kind: Kind,
  behaviour: { mode: FixtureMode; delayMs?: number; only?: string },
  timeoutMs: number,
  run: (started: Started, fixture: UpstreamFixture) => Promise<void>,
) {
  const fixture = await STARTERS[kind]();
  fixture.behave(behaviour);
  const started = await startApp({ kind, url: fixture.url, timeoutMs, rate: NO_RATE_LIMIT });
  try {
    await run(started, fixture);
  } finally {
    await started.app.close();
    await fixture.close();
  }
}

describe('a failing upstream leaves the embedded answer (200)', () => {
  const failures: [FixtureMode, string][] = [
    ['error', '"reason":"status"'],
    ['garbage', '"reason":"not-json"'],
    ['oversize', '"reason":"too-large"'],
    ['wrong-shape', '"reason":"bad-answer"'],
  ];
  for (const kind of Object.keys(STARTERS) as Kind[]) {
    it.each(failures)(`${kind}: %s`, async (mode, logged) => {
      await withFailingUpstream(kind, { mode }, 2000, async ({ app, logs }, fixture) => {
        // A place the gazetteer answers in fewer than eight results, so the upstream is asked too.
        const results = await wizardSearch(app, 'Giethoorn');
        expect(fixture.requests.length).toBeGreaterThan(0);
        expect(results[0]).toMatchObject({ name: 'Giethoorn', type: 'village' });
        expect(results.filter(isUpstream)).toEqual([]);
        const log = logs.join('');
        expect(log).toContain(`"upstream":"${kind}"`);
        expect(log).toContain(logged);
        if (mode === 'error') expect(log).toContain('"status":500');
      });
    });
  }

  it('pdok: a failing lookup', async () => {
    await withFailingUpstream('pdok', { mode: 'error', only: '/lookup' }, 2000, async ({ app }, fixture) => {
      expect((await wizardSearch(app, 'Damrak 1 Amsterdam')).filter(isUpstream)).toEqual([]);
      expect(paths(fixture)).toContain('lookup');
    });
  });

  it.each(Object.keys(STARTERS) as Kind[])(
    '%s: a slow upstream is given up after the timeout',
    async (kind) => {
      const timeoutMs = 300;
      await withFailingUpstream(kind, { mode: 'slow', delayMs: 10_000 }, timeoutMs, async ({ app, logs }) => {
        const started = Date.now();
        const results = await wizardSearch(app, 'Giethoorn');
        expect(Date.now() - started).toBeLessThan(timeoutMs + 1500);
        expect(results[0]).toMatchObject({ name: 'Giethoorn', type: 'village' });
        expect(results.filter(isUpstream)).toEqual([]);
        expect(logs.join('')).toContain('"reason":"timeout"');
      });
    },
  );
});

describe('rate limits', () => {
  it('pdok: a burst beyond 5 searches answers the rest from the gazetteer, without an error', async () => {
    const fixture = await startPdokFixture();
    const { app, logs } = await startApp({ kind: 'pdok', url: fixture.url });
    try {
      const queries = [
        'Dam 1',
        'Damrak 1',
        'Amstel 1',
        'Coolsingel 40',
        'Europalaan 93',
        'Koolmees 1',
        'Lijsterstraat 20',
        'Arend Noorduijnstraat 1',
        '1118 CP',
        'Sint Jansstraat 4',
        '1012 JS',
        'Damrak',
      ];
      const answers = await Promise.all(
        queries.map((query) => app.inject(searchUrl('/api/geo/search', query, 'nl'))),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(queries.map(() => 200));
      const suggests = paths(fixture).filter((path) => path === 'suggest').length;
      expect(suggests).toBeGreaterThanOrEqual(5);
      expect(suggests).toBeLessThanOrEqual(6);
      const withUpstream = answers.filter((res) => (res.json() as Answer[]).some(isUpstream)).length;
      expect(withUpstream).toBe(suggests);
      expect(logs.join('')).toContain('"reason":"rate-limited"');
    } finally {
      await app.close();
      await fixture.close();
    }
  });

  it('nominatim: at most one search a second (its usage policy)', async () => {
    const fixture = await startNominatimFixture();
    const { app } = await startApp({ kind: 'nominatim', url: fixture.url });
    try {
      expect((await wizardSearch(app, 'Damrak 1')).some(isUpstream)).toBe(true);
      expect((await wizardSearch(app, 'Amstel 1')).some(isUpstream)).toBe(false);
      expect(fixture.requests).toHaveLength(1);
      // A cached answer needs no call, so no token.
      expect((await wizardSearch(app, 'Damrak 1')).some(isUpstream)).toBe(true);
      expect(fixture.requests).toHaveLength(1);
    } finally {
      await app.close();
      await fixture.close();
    }
  });
});

describe('logs', () => {
  it('never hold the query: only the upstream, the reason, the status and the error class', async () => {
    const fixture = await startPdokFixture();
    const { app, logs } = await startApp({
      kind: 'pdok',
      url: fixture.url,
      rate: { burst: 2, perSecond: 0.001 },
    });
    try {
      await wizardSearch(app, 'Damrak 1 Amsterdam');
      fixture.behave({ mode: 'error' });
      await wizardSearch(app, 'Geheimstraat 99, 1234 AB Verstopt');
      await wizardSearch(app, 'Sint Jansstraat 4 Groningen');
      fixture.behave({ mode: 'ok' });
    } finally {
      await app.close();
      await fixture.close();
    }
    const log = logs.join('');
    expect(log).toContain('"upstream":"pdok"');
    expect(log).toContain('"status":500');
    expect(log).toContain('"errorClass":"UpstreamError"');
    expect(log).toContain('"reason":"rate-limited"');
    for (const secret of [
      'Damrak',
      'damrak',
      'Geheimstraat',
      'geheimstraat',
      '1234',
      'Verstopt',
      'Jansstraat',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

/** A Nominatim-protocol server that answers `answer(url)` as JSON, or a redirect when it returns a string. */
async function startHostileUpstream(
  answer: (url: URL) => unknown,
): Promise<{ url: string; hits: URL[]; close(): Promise<void> }> {
  const hits: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream.test');
    hits.push(url);
    const body = answer(url);
    if (typeof body === 'string') {
      res.writeHead(302, { location: body }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const HOUSE = {
  place_id: 1,
  licence: OSM_LICENCE,
  osm_type: 'node',
  osm_id: 42,
  lat: '52.3771400',
  lon: '4.8980300',
  class: 'place',
  type: 'house',
  place_rank: 30,
  importance: 0.3,
  addresstype: 'place',
  name: '',
  display_name: '1, Damrak, Amsterdam, Noord-Holland, Nederland',
  address: {
    house_number: '1',
    road: 'Damrak',
    city: 'Amsterdam',
    state: 'Noord-Holland',
    country: 'Nederland',
    country_code: 'nl',
  },
};

describe('which searches reach the upstream', () => {
  it('a place the gazetteer fills the answer with, or a query under 3 characters, is not sent; an address or a thin answer is', async () => {
    const fixture = await startNominatimFixture();
    const { app } = await startApp({ kind: 'nominatim', url: fixture.url, rate: NO_RATE_LIMIT });
    try {
      for (const query of ['Utrecht', 'Dam', 'Amsterdam']) await wizardSearch(app, query);
      expect(fixture.requests).toEqual([]);
      await wizardSearch(app, 'Damrak 1');
      await wizardSearch(app, 'Giethoorn');
      expect(fixture.requests.map((url) => url.searchParams.get('q'))).toEqual(['Damrak 1', 'Giethoorn']);
    } finally {
      await app.close();
      await fixture.close();
    }
  });
});

describe('a hostile upstream', () => {
  it('is not followed to another host by a redirect: the other host is never asked', async () => {
    const other = await startHostileUpstream(() => [HOUSE]);
    const hostile = await startHostileUpstream(() => `${other.url}?leak=1`);
    const { app } = await startApp({ kind: 'nominatim', url: hostile.url, rate: NO_RATE_LIMIT });
    try {
      const results = await wizardSearch(app, 'Keizersgracht 123 Amsterdam');
      expect(hostile.hits.length).toBeGreaterThan(0);
      expect(other.hits).toEqual([]);
      expect(results.filter(isUpstream)).toEqual([]);
    } finally {
      await app.close();
      await hostile.close();
      await other.close();
    }
  });

  it('passes on only the result fields, plain decimal points, clean address parts and each object once', async () => {
    const hostile = await startHostileUpstream(() => [
      {
        ...HOUSE,
        icon: 'javascript:alert(1)',
        extratags: { x: 'y' },
        address: { ...HOUSE.address, evil: 'x'.repeat(5), 'bad key!': 'x' },
      },
      { ...HOUSE, osm_id: 43, lat: '0x34', lon: '0x5' },
      {
        ...HOUSE,
        osm_id: 44,
        display_name: '2, Damrak, Amsterdam',
        address: { ...HOUSE.address, house_number: '2', road: 'Dam\u202Erak' },
      },
      HOUSE,
    ]);
    const { app } = await startApp({ kind: 'nominatim', url: hostile.url, rate: NO_RATE_LIMIT });
    try {
      const upstream = (await wizardSearch(app, 'Damrak 1 Amsterdam')).filter(isUpstream);
      // The repeated object once; the hexadecimal point dropped.
      expect(upstream).toHaveLength(2);
      const [first, second] = upstream;
      expect(first).not.toHaveProperty('icon');
      expect(first).not.toHaveProperty('extratags');
      expect(first?.address).not.toHaveProperty('bad key!');
      expect(first).toMatchObject({
        display_name: 'Damrak 1, Amsterdam, Noord-Holland, Nederland',
        lat: '52.3771400',
      });
      // A street with a bidi override is left out of the address, so the wizard copies nothing unsafe.
      expect(second?.address).not.toHaveProperty('road');
      expect(second?.address).toMatchObject({ house_number: '2', city: 'Amsterdam' });
    } finally {
      await app.close();
      await hostile.close();
    }
  });
});
