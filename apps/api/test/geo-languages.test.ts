import { type Language, type NominatimResult, searchUrl, toSuggestion } from '@spt/geo-search';
import { translations } from '@spt/i18n-content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { GeocoderUpstreamConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { nominatimAdapter } from '../src/services/geocoder/nominatim.js';
import { pdokResult } from '../src/services/geocoder/pdok.js';
import { photonAdapter } from '../src/services/geocoder/photon.js';
import type { UpstreamHttp, UpstreamSearch } from '../src/services/geocoder/types.js';
import { createUpstream, UpstreamError, type UpstreamLog } from '../src/services/geocoder/upstream.js';
import { openTestDatabase, testConfig } from './helpers.js';
import {
  startNominatimFixture,
  startPdokFixture,
  startPhotonFixture,
  type UpstreamFixture,
} from './upstream-fixtures.js';

// German and French in /api/geo/search: the embedded gazetteer's names, and what each upstream is
// asked (Nominatim's accept-language, Photon's lang) and answers, or what the adapter writes (PDOK).

type Answer = NominatimResult & { address?: Record<string, string> };

const NO_RATE_LIMIT = { burst: 1000, perSecond: 1000 };
const quietLog: UpstreamLog = { warn() {}, debug() {} };

/** An `UpstreamHttp` that records each URL and answers with `answer(url)` (which may throw). */
function fakeHttp(answer: (url: URL) => unknown) {
  const urls: URL[] = [];
  const http: UpstreamHttp = {
    async getJson(url) {
      urls.push(new URL(url));
      return answer(url);
    },
  };
  return { http, urls };
}

function search(language: Language, acceptLanguage: string | undefined): UpstreamSearch {
  return { query: 'Meir 1 Antwerpen', limit: 8, countries: ['nl', 'be'], acceptLanguage, language };
}

const NO_FEATURES = { type: 'FeatureCollection', features: [] };

describe('what the upstreams are asked', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['fr', 'fr'],
    ['nl', null],
  ] as const)('Photon, site language %s: lang=%s', async (language, lang) => {
    const { http, urls } = fakeHttp(() => NO_FEATURES);
    await photonAdapter('http://photon.test').search(search(language, language), http);
    expect(urls).toHaveLength(1);
    expect(urls[0]?.searchParams.get('lang')).toBe(lang);
  });

  it('Photon refusing the language (400) is asked once more without it, and not in it again', async () => {
    const { http, urls } = fakeHttp((url) => {
      if (url.searchParams.has('lang')) throw new UpstreamError('status', 400);
      return NO_FEATURES;
    });
    const adapter = photonAdapter('http://photon.test');
    await expect(adapter.search(search('fr', 'fr'), http)).resolves.toEqual([]);
    expect(urls.map((url) => url.searchParams.get('lang'))).toEqual(['fr', null]);
    expect(urls[1]?.searchParams.get('q')).toBe('Meir 1 Antwerpen');
    // Not asked in French again; German still is.
    await adapter.search(search('fr', 'fr'), http);
    await adapter.search(search('de', 'de'), http);
    expect(urls.slice(2).map((url) => url.searchParams.get('lang'))).toEqual([null, 'de', null]);
  });

  it('Photon failing otherwise, or refusing a search without a language, is not asked again', async () => {
    for (const [language, status] of [
      ['fr', 500],
      ['nl', 400],
    ] as const) {
      const { http, urls } = fakeHttp(() => {
        throw new UpstreamError('status', status);
      });
      await expect(
        photonAdapter('http://photon.test').search(search(language, language), http),
      ).rejects.toThrow(UpstreamError);
      expect(urls).toHaveLength(1);
    }
  });

  it.each([
    ['de', 'de', 'de'],
    ['fr', 'fr-BE,fr;q=0.9', 'fr'],
    ['de', 'es, de;q=0.5', 'de'],
    ['nl', 'nl', 'nl'],
    ['en', undefined, null],
  ] as const)('Nominatim, %s from %s: accept-language=%s', async (language, acceptLanguage, sent) => {
    const { http, urls } = fakeHttp(() => []);
    await nominatimAdapter('http://nominatim.test').search(search(language, acceptLanguage), http);
    expect(urls[0]?.searchParams.get('accept-language')).toBe(sent);
  });

  it('the cache keeps one answer per negotiated language, and none asked apart', async () => {
    const asked: (string | null)[] = [];
    const upstream = createUpstream(
      {
        ...nominatimAdapter('http://nominatim.test'),
        rate: NO_RATE_LIMIT,
        async search(s) {
          asked.push(s.acceptLanguage === undefined ? null : s.language);
          return [];
        },
      },
      quietLog,
    );
    for (const acceptLanguage of ['de', 'de-DE,de;q=0.9', 'fr', 'fr-BE', undefined, ' '])
      await upstream('Damrak 1', { limit: 8, acceptLanguage });
    expect(asked).toEqual(['de', 'fr', null]);
  });
});

describe('PDOK results in German and French', () => {
  const damrak = {
    id: 'adr-8f4d573be765b4c80dd635ba73747903',
    type: 'adres',
    centroide_ll: 'POINT(4.89803 52.37714)',
    straatnaam: 'Damrak',
    huisnummer: 1,
    postcode: '1012LG',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
    provincienaam: 'Noord-Holland',
  };

  it.each([
    ['nl', 'Noord-Holland', 'Nederland'],
    ['en', 'Noord-Holland', 'Netherlands'],
    ['de', 'Nordholland', 'Niederlande'],
    ['fr', 'Hollande-Septentrionale', 'Pays-Bas'],
  ] as const)(
    '%s: province %s, country %s; the address itself as the BAG writes it',
    (language, state, country) => {
      const result = pdokResult(damrak, 0, language);
      expect(result?.display_name).toBe(`Damrak 1, 1012 LG Amsterdam, ${state}, ${country}`);
      expect(result?.address).toMatchObject({ road: 'Damrak', city: 'Amsterdam', state, country });
      expect(result && toSuggestion(result, language).secondaryLine).toBe(
        `1012 LG Amsterdam, ${state}, ${country}`,
      );
    },
  );

  it('names the Dutch Limburg, not the Belgian one, and keeps a province it does not know', () => {
    const maastricht = { ...damrak, woonplaatsnaam: 'Maastricht', provincienaam: 'Limburg' };
    expect(pdokResult(maastricht, 0, 'fr')?.address?.state).toBe('Limbourg');
    expect(pdokResult({ ...damrak, provincienaam: 'Nergensland' }, 0, 'de')?.address?.state).toBe(
      'Nergensland',
    );
  });
});

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function startApp(geocoderUpstream?: GeocoderUpstreamConfig): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(geocoderUpstream ? { geocoderUpstream } : {}), database });
  expect(await app.geocoder.hasGazetteer()).toBe(true);
  return app;
}

/** What the booking wizard gets for `query` in `language` (SPEC 7's request). */
async function wizardSearch(app: FastifyInstance, query: string, language: Language): Promise<Answer[]> {
  const res = await app.inject(searchUrl('/api/geo/search', query, language));
  expect(res.statusCode).toBe(200);
  return res.json() as Answer[];
}

describe('/api/geo/search from the embedded gazetteer', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['Brüssel', 'de', 'Brüssel', 'Region Brüssel-Hauptstadt, Belgien', 'Stadt'],
    ['Brügge', 'de', 'Brügge', 'Westflandern, Belgien', 'Stadt'],
    ['Den Haag', 'de', 'Den Haag', 'Südholland, Niederlande', 'Stadt'],
    ['Bruxelles', 'fr', 'Bruxelles', 'Région de Bruxelles-Capitale, Belgique', 'Ville'],
    ['Anvers', 'fr', 'Anvers', 'Belgique', 'Ville'],
    ['Gand', 'fr', 'Gand', 'Flandre-Orientale, Belgique', 'Ville'],
    ['La Haye', 'fr', 'La Haye', 'Hollande-Méridionale, Pays-Bas', 'Ville'],
    ['Malines', 'fr', 'Malines', 'Anvers, Belgique', null],
    ['Louvain', 'fr', 'Louvain', 'Brabant flamand, Belgique', 'Ville'],
    ['Courtrai', 'fr', 'Courtrai', 'Flandre-Occidentale, Belgique', null],
    ['Flessingue', 'fr', 'Flessingue', 'Zélande, Pays-Bas', null],
    [
      'Schiphol',
      'fr',
      'Amsterdam Airport Schiphol',
      'Haarlemmermeer, Hollande-Septentrionale, Pays-Bas',
      null,
    ],
  ] as const)('%s (%s) -> %s | %s | %s', async (query, language, main, secondary, badge) => {
    const [first] = await wizardSearch(app, query, language);
    const suggestion = toSuggestion(first as NominatimResult, language);
    expect(suggestion.mainName).toBe(main);
    expect(suggestion.secondaryLine).toBe(secondary);
    expect(suggestion.badge && translations[language].citySearch.badge[suggestion.badge]).toBe(badge);
  });

  it('reads the language from the Accept-Language header when the parameter is absent', async () => {
    const res = await app.inject({
      url: '/api/geo/search?q=Brugge',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect((res.json() as Answer[])[0]?.name).toBe('Brügge');
  });

  it('names the nearest place of a point in the console languages (the console stays English and Dutch)', async () => {
    const names = await app.geocoder.nearestNames({ lat: 51.2093, lon: 3.2247 });
    expect(names).toEqual({ en: expect.stringMatching(/^Bruges, /), nl: expect.stringMatching(/^Brugge, /) });
  });
});

describe('/api/geo/search with an upstream, in German and French', () => {
  const started: { app: FastifyInstance; fixture: UpstreamFixture }[] = [];

  async function start(kind: GeocoderUpstreamConfig['kind'], fixture: UpstreamFixture) {
    const app = await startApp({ kind, url: fixture.url, rate: NO_RATE_LIMIT });
    started.push({ app, fixture });
    return app;
  }

  afterAll(async () => {
    for (const { app, fixture } of started) {
      await app.close();
      await fixture.close();
    }
  });

  it('Photon is asked in German or French and answers the country so; Dutch asks none', async () => {
    const fixture = await startPhotonFixture();
    const app = await start('photon', fixture);
    for (const [language, lang, country] of [
      ['de', 'de', 'Belgien'],
      ['fr', 'fr', 'Belgique'],
      ['nl', null, 'België'],
    ] as const) {
      fixture.requests.length = 0;
      const [meir] = await wizardSearch(app, 'Meir 1 Antwerpen', language);
      expect(fixture.requests[0]?.searchParams.get('lang')).toBe(lang);
      expect(meir?.address?.country).toBe(country);
    }
  });

  it('a Photon without French is asked again without it: the address in local names, no failure', async () => {
    const fixture = await startPhotonFixture({ languages: ['en', 'de'] });
    const app = await start('photon', fixture);
    const [meir] = await wizardSearch(app, 'Meir 1 Antwerpen', 'fr');
    expect(fixture.requests.map((url) => url.searchParams.get('lang'))).toEqual(['fr', null]);
    expect(meir?.address).toMatchObject({ road: 'Meir', house_number: '1', country: 'België' });
  });

  it('Nominatim is asked in the negotiated site language', async () => {
    const fixture = await startNominatimFixture();
    const app = await start('nominatim', fixture);
    const [damrak] = await wizardSearch(app, 'Damrak 1 Amsterdam', 'fr');
    expect(fixture.requests[0]?.searchParams.get('accept-language')).toBe('fr');
    expect(damrak?.address?.country).toBe('Pays-Bas');
    fixture.requests.length = 0;
    const res = await app.inject({
      url: '/api/geo/search?q=Damrak%201%20Amsterdam',
      headers: { 'accept-language': 'es, de;q=0.5' },
    });
    expect(fixture.requests[0]?.searchParams.get('accept-language')).toBe('de');
    expect((res.json() as Answer[])[0]?.address?.country).toBe('Niederlande');
  });

  it('PDOK addresses get the province and country in the language', async () => {
    const fixture = await startPdokFixture();
    const app = await start('pdok', fixture);
    const [damrak] = await wizardSearch(app, 'Damrak 1 Amsterdam', 'de');
    expect(damrak?.display_name).toBe('Damrak 1, 1012 LG Amsterdam, Nordholland, Niederlande');
    const suggestion = toSuggestion(damrak as NominatimResult, 'de');
    expect(suggestion).toMatchObject({
      mainName: 'Damrak 1',
      secondaryLine: '1012 LG Amsterdam, Nordholland, Niederlande',
    });
    expect(suggestion.badge).toBe('address');
    expect(translations.de.citySearch.badge.address).toBe('Adresse');
  });
});
