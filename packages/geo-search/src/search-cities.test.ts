import { describe, expect, it, vi } from 'vitest';
import type { NominatimResult } from './nominatim-result';
import {
  isAbortError,
  SearchFailedError,
  searchCities,
  searchCitiesOrThrow,
  searchUrl,
} from './search-cities';

type Fetch = typeof globalThis.fetch;

function result(overrides: Partial<NominatimResult> & { place_id: number }): NominatimResult {
  return {
    display_name: `Place ${overrides.place_id}, Noord-Holland, Nederland`,
    lat: '52.1',
    lon: '4.9',
    type: 'town',
    class: 'place',
    importance: 0.5,
    ...overrides,
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(body: unknown, status = 200) {
  return vi.fn<Fetch>(async () => jsonResponse(body, status));
}

const logger = () => ({ error: vi.fn<(message: string, err?: unknown) => void>() });

describe('searchUrl', () => {
  it('has exactly the SPEC parameters in order, the query encoded', () => {
    expect(searchUrl('/api/geo/search', "'s-Gravenhage Centrum", 'nl')).toBe(
      '/api/geo/search?q=%27s-Gravenhage+Centrum&format=json&addressdetails=1&limit=8&featuretype=city&accept-language=nl',
    );
  });

  it('appends with & when the base URL already has a query', () => {
    expect(searchUrl('https://geo.example/search?key=1', 'Lisse', 'en')).toBe(
      'https://geo.example/search?key=1&q=Lisse&format=json&addressdetails=1&limit=8&featuretype=city&accept-language=en',
    );
  });
});

describe('searchCities', () => {
  it('requests the SPEC parameters with the active language and maps results to suggestions', async () => {
    const fetch = fakeFetch([
      result({
        place_id: 2755517,
        display_name: 'Giethoorn, Steenwijkerland, Overijssel, Nederland',
        lat: '52.74',
        lon: '6.07917',
        type: 'village',
        address: {
          village: 'Giethoorn',
          municipality: 'Steenwijkerland',
          state: 'Overijssel',
          country: 'Nederland',
        },
      }),
    ]);
    const suggestions = await searchCities('  Giethoorn ', {
      baseUrl: '/api/geo/search',
      language: 'nl',
      fetch,
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/geo/search');
    expect([...url.searchParams.entries()]).toEqual([
      ['q', 'Giethoorn'],
      ['format', 'json'],
      ['addressdetails', '1'],
      ['limit', '8'],
      ['featuretype', 'city'],
      ['accept-language', 'nl'],
    ]);
    expect(suggestions).toEqual([
      expect.objectContaining({
        id: '2755517',
        mainName: 'Giethoorn, Steenwijkerland',
        secondaryLine: 'Steenwijkerland, Overijssel, Nederland',
        badge: 'village',
        displayName: 'Giethoorn, Steenwijkerland, Overijssel, Nederland',
        lat: 52.74,
        lon: 6.07917,
        type: 'village',
      }),
    ]);
  });

  it.each([
    ['de', 'Nordholland (Provinz)'],
    ['fr', 'Hollande-Septentrionale (province)'],
  ] as const)('asks in %s and words a province as %s', async (language, main) => {
    const name = main.replace(/ \(.*$/, '');
    const country = language === 'de' ? 'Niederlande' : 'Pays-Bas';
    const fetch = fakeFetch([
      result({ place_id: 7, type: 'state', class: 'boundary', display_name: `${name}, ${country}` }),
    ]);
    const [suggestion] = await searchCities('Noord-Holland', { baseUrl: '/s', language, fetch });
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`accept-language=${language}`);
    expect(suggestion).toMatchObject({ mainName: main, secondaryLine: country, badge: 'province' });
  });

  it('defaults accept-language to en', async () => {
    const fetch = fakeFetch([]);
    await searchCities('Lisse', { baseUrl: '/s', fetch });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('accept-language=en');
  });

  it.each(['', 'a', ' a ', '   '])(
    'returns [] without a request for %j (under 2 characters)',
    async (query) => {
      const fetch = fakeFetch([result({ place_id: 1 })]);
      await expect(searchCities(query, { baseUrl: '/s', fetch })).resolves.toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('makes a request for exactly 2 characters', async () => {
    const fetch = fakeFetch([]);
    await searchCities('Ma', { baseUrl: '/s', fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs "Search failed" and returns [] on a non-OK answer', async () => {
    const log = logger();
    const fetch = fakeFetch({ error: 'rate limited' }, 503);
    await expect(searchCities('Lisse', { baseUrl: '/s', fetch, logger: log })).resolves.toEqual([]);
    expect(log.error).toHaveBeenCalledWith('Search failed', expect.any(Error));
  });

  it('logs "Search failed" and returns [] on a network failure', async () => {
    const log = logger();
    const failure = new TypeError('fetch failed');
    const fetch = vi.fn<Fetch>(async () => {
      throw failure;
    });
    await expect(searchCities('Lisse', { baseUrl: '/s', fetch, logger: log })).resolves.toEqual([]);
    expect(log.error).toHaveBeenCalledWith('Search failed', failure);
  });

  it('logs "Search failed" and returns [] when the answer is not a JSON array', async () => {
    const log = logger();
    const fetch = fakeFetch({ results: [] });
    await expect(searchCities('Lisse', { baseUrl: '/s', fetch, logger: log })).resolves.toEqual([]);
    expect(log.error).toHaveBeenCalledWith('Search failed', expect.any(Error));
  });

  it('drops items that do not match the result schema and keeps the rest', async () => {
    const fetch = fakeFetch([{ display_name: 'broken' }, result({ place_id: 7, extra: 'kept' })]);
    const suggestions = await searchCities('Place', { baseUrl: '/s', fetch });
    expect(suggestions.map((s) => s.id)).toEqual(['7']);
    expect(suggestions[0]?.raw).toHaveProperty('extra', 'kept');
  });

  it('filters non-places and sorts by importance, at most 8', async () => {
    const answer = [
      result({ place_id: 1, importance: 0.1 }),
      result({ place_id: 2, importance: 0.9 }),
      result({ place_id: 3, type: 'bus_stop', class: 'highway', importance: 0.99 }),
      ...Array.from({ length: 8 }, (_, i) => result({ place_id: 10 + i, importance: 0.5 - i / 100 })),
    ];
    const suggestions = await searchCities('Place', { baseUrl: '/s', fetch: fakeFetch(answer) });
    expect(suggestions.map((s) => s.id)).toEqual(['2', '10', '11', '12', '13', '14', '15', '16']);
  });

  it('rejects with the AbortError, without logging, when the signal aborts during the request', async () => {
    const log = logger();
    const controller = new AbortController();
    const fetch = vi.fn<Fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = searchCities('Lisse', { baseUrl: '/s', fetch, logger: log, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((err: unknown) => err);
    expect(isAbortError(error)).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('rejects with an AbortError and makes no request when the signal is already aborted', async () => {
    const fetch = fakeFetch([]);
    const controller = new AbortController();
    controller.abort();
    const error = await searchCities('Lisse', { baseUrl: '/s', fetch, signal: controller.signal }).catch(
      (err: unknown) => err,
    );
    expect(isAbortError(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with an AbortError when the signal aborts while the body is read', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<Fetch>(async () => {
      controller.abort();
      return jsonResponse([result({ place_id: 1 })]);
    });
    const error = await searchCities('Lisse', { baseUrl: '/s', fetch, signal: controller.signal }).catch(
      (err: unknown) => err,
    );
    expect(isAbortError(error)).toBe(true);
  });
});

describe('searchCitiesOrThrow', () => {
  const failures: [string, () => ReturnType<typeof vi.fn<Fetch>>][] = [
    ['a non-OK answer', () => fakeFetch({ error: 'rate limited' }, 503)],
    [
      'a network failure',
      () =>
        vi.fn<Fetch>(async () => {
          throw new TypeError('fetch failed');
        }),
    ],
    ['an answer that is not a JSON array', () => fakeFetch({ results: [] })],
  ];

  it.each(failures)(
    'logs "Search failed" once, then rejects with a SearchFailedError on %s',
    async (_case, makeFetch) => {
      const log = logger();
      const error = await searchCitiesOrThrow('Lisse', {
        baseUrl: '/s',
        fetch: makeFetch(),
        logger: log,
      }).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(SearchFailedError);
      expect(error).toMatchObject({ name: 'SearchFailedError', message: 'Search failed' });
      expect((error as SearchFailedError).cause).toBeInstanceOf(Error);
      expect(isAbortError(error)).toBe(false);
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenCalledWith('Search failed', (error as SearchFailedError).cause);
    },
  );

  it.each(failures)('searchCities still resolves to [] on %s, logging once', async (_case, makeFetch) => {
    const log = logger();
    await expect(searchCities('Lisse', { baseUrl: '/s', fetch: makeFetch(), logger: log })).resolves.toEqual(
      [],
    );
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('resolves to [] for a successful answer without a match, logging nothing', async () => {
    const log = logger();
    await expect(
      searchCitiesOrThrow('Xyzzy', { baseUrl: '/s', fetch: fakeFetch([]), logger: log }),
    ).resolves.toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('resolves to the suggestions of a successful answer, like searchCities', async () => {
    const answer = [result({ place_id: 1, importance: 0.2 }), result({ place_id: 2, importance: 0.8 })];
    const suggestions = await searchCitiesOrThrow('Place', { baseUrl: '/s', fetch: fakeFetch(answer) });
    expect(suggestions.map((s) => s.id)).toEqual(['2', '1']);
    expect(suggestions).toEqual(await searchCities('Place', { baseUrl: '/s', fetch: fakeFetch(answer) }));
  });

  it('returns [] without a request for a query under 2 characters', async () => {
    const fetch = fakeFetch([]);
    await expect(searchCitiesOrThrow(' a ', { baseUrl: '/s', fetch })).resolves.toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with the AbortError, not a SearchFailedError, and logs nothing when aborted', async () => {
    const log = logger();
    const controller = new AbortController();
    const fetch = vi.fn<Fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = searchCitiesOrThrow('Lisse', {
      baseUrl: '/s',
      fetch,
      logger: log,
      signal: controller.signal,
    });
    controller.abort();
    const error = await pending.catch((err: unknown) => err);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(SearchFailedError);
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('isAbortError', () => {
  it.each([
    [new DOMException('x', 'AbortError'), true],
    [Object.assign(new Error('x'), { name: 'AbortError' }), true],
    [new TypeError('fetch failed'), false],
    ['AbortError', false],
    [null, false],
  ])('%o -> %s', (err, expected) => {
    expect(isAbortError(err)).toBe(expected);
  });
});
