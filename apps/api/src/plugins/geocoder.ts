import type { NominatimResult, NominatimResultV2 } from '@spt/geo-search';
import { type FeatureType, loadGazetteer } from '@spt/geo-search/gazetteer';
import { NominatimResultSchema, NominatimResultV2Schema } from '@spt/geo-search/schema';
import { haversineKm } from '@spt/pricing';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { safeError } from '../lib/safe-error.js';

/** A Nominatim search result (SPEC 3), as the gazetteer and an upstream Nominatim answer it. */
export { type NominatimResult, NominatimResultSchema, type NominatimResultV2, NominatimResultV2Schema };

/** One result in either format: `json` (`class`) or `jsonv2` (`category`). */
export type NominatimAnswer = NominatimResult | NominatimResultV2;

export interface SearchOptions {
  limit: number;
  acceptLanguage?: string | undefined;
  /** Nominatim's `countrycodes`, lower case; `undefined`: every country. */
  countryCodes?: readonly string[] | undefined;
  /** Nominatim's `featuretype`. */
  featureType?: FeatureType | undefined;
  /** Default `json`. */
  format?: 'json' | 'jsonv2' | undefined;
  /** Nominatim's `addressdetails`; default `true`. */
  addressDetails?: boolean | undefined;
}

/** The countries the upstream is asked about: the service area's. */
const UPSTREAM_COUNTRIES = ['nl', 'be'];

interface GazetteerLike {
  search(q: string, options: SearchOptions): NominatimAnswer[];
  nearest(
    point: { lat: number; lon: number },
    options?: { acceptLanguage?: string },
  ): { result: NominatimResult; distanceKm: number } | null;
}

export interface Geocoder {
  /** Gazetteer results, merged with cached upstream results when an upstream is configured. */
  search(q: string, options: SearchOptions): Promise<NominatimAnswer[]>;
  /** Whether the embedded gazetteer is available. */
  hasGazetteer(): Promise<boolean>;
  /** The gazetteer's view of a typed place and its coordinates; null without a gazetteer. */
  checkPlace(typed: string, point: { lat: number; lon: number }): Promise<PlaceCheck | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: Geocoder;
  }
}

/** How far the typed place may lie from its coordinates before the operator is warned. */
export const PLACE_MISMATCH_KM = 5;

/**
 * What the server finds at a booking's coordinates, for the operator: the nearest known place and its
 * distance, and whether the typed text names a place within PLACE_MISMATCH_KM of the coordinates
 * (`null` when the gazetteer does not know the typed text at all, e.g. a street address).
 */
export interface PlaceCheck {
  nearestName: string;
  nearestKm: number;
  typedMatches: boolean | null;
}

/** Loads the embedded gazetteer off the start-up path: decoding and indexing take a moment. */
function loadGazetteerSoon(): Promise<GazetteerLike> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(loadGazetteer());
      } catch (error) {
        reject(error);
      }
    });
  });
}

const CACHE_MAX_ENTRIES = 2000;
const CACHE_TTL_MS = 24 * 60 * 60_000;
const UPSTREAM_MIN_INTERVAL_MS = 1000;
const UPSTREAM_TIMEOUT_MS = 3000;

/**
 * The optional upstream (a self-hosted Nominatim or Photon with the Nominatim API): answers are cached
 * per query, and the upstream is called at most once a second. A call that would exceed the rate, a
 * timeout or a bad answer gives `null`: the search degrades to the gazetteer alone.
 */
export function createUpstream(baseUrl: string, log: FastifyInstance['log']) {
  const cache = new Map<string, { at: number; results: NominatimResult[] }>();
  let lastCallAt = 0;
  return async (q: string, options: SearchOptions): Promise<NominatimResult[] | null> => {
    const countries = options.countryCodes
      ? UPSTREAM_COUNTRIES.filter((code) => options.countryCodes?.includes(code))
      : UPSTREAM_COUNTRIES;
    if (countries.length === 0) return [];
    const featureType = options.featureType ?? '';
    const key = `${options.acceptLanguage ?? ''}\0${options.limit}\0${countries}\0${featureType}\0${q.toLowerCase()}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.results;
    if (Date.now() - lastCallAt < UPSTREAM_MIN_INTERVAL_MS) return null;
    lastCallAt = Date.now();
    try {
      const url = new URL(baseUrl);
      url.searchParams.set('q', q);
      url.searchParams.set('format', 'json');
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('limit', String(options.limit));
      url.searchParams.set('countrycodes', countries.join(','));
      // `city` here means a place a ride starts or ends at (see the gazetteer's `featureType`): the
      // upstream's addresses and venues are wanted, so only the other types are passed on.
      if (featureType && featureType !== 'city') url.searchParams.set('featuretype', featureType);
      if (options.acceptLanguage) url.searchParams.set('accept-language', options.acceptLanguage);
      const response = await fetch(url, {
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        headers: { accept: 'application/json', 'user-agent': 'schiphol-premium-taxi/1.0' },
      });
      if (!response.ok) throw new Error(`upstream answered ${response.status}`);
      const json: unknown = await response.json();
      const items = Array.isArray(json) ? json : [];
      const results = items.flatMap((item) => {
        const parsed = NominatimResultSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
      if (cache.size >= CACHE_MAX_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(key, { at: Date.now(), results });
      return results;
    } catch (error) {
      log.warn({ err: safeError(error) }, 'geocoder upstream failed');
      return null;
    }
  };
}

/**
 * An upstream result in the asked shape: dropped when its country is not asked for (a misbehaving
 * upstream), its address left out for `addressdetails=0`, its `class` named `category` for `jsonv2`.
 */
export function shapeUpstreamResult(result: NominatimResult, options: SearchOptions): NominatimAnswer | null {
  const countryCode = result.address?.country_code?.toLowerCase();
  if (options.countryCodes && countryCode !== undefined && !options.countryCodes.includes(countryCode))
    return null;
  const { address, class: category, ...rest } = result;
  const withAddress = options.addressDetails === false || address === undefined ? rest : { ...rest, address };
  return options.format === 'jsonv2' ? { ...withAddress, category } : { ...withAddress, class: category };
}

/** `app.geocoder`: the embedded gazetteer (loaded in the background at start) plus the optional upstream. */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const gazetteerPromise = loadGazetteerSoon().catch((error: unknown) => {
      app.log.error({ err: safeError(error) }, 'gazetteer failed to load');
      return null;
    });
    app.addHook('onReady', async () => {
      if (!(await gazetteerPromise)) app.log.warn('embedded gazetteer not available; city search answers []');
    });
    const upstream = opts.config.geocoderUpstreamUrl
      ? createUpstream(opts.config.geocoderUpstreamUrl, app.log)
      : null;

    app.decorate('geocoder', {
      async hasGazetteer() {
        return (await gazetteerPromise) !== null;
      },
      async checkPlace(typed: string, point: { lat: number; lon: number }) {
        const gazetteer = await gazetteerPromise;
        const nearest = gazetteer?.nearest(point, { acceptLanguage: 'en' });
        if (!gazetteer || !nearest) return null;
        const name = typed.split(',')[0]?.trim() ?? '';
        const candidates =
          name.length >= 2 ? gazetteer.search(name, { limit: 20, acceptLanguage: 'en' }) : [];
        const typedMatches =
          candidates.length === 0
            ? null
            : candidates.some(
                (c) => haversineKm(point, { lat: Number(c.lat), lon: Number(c.lon) }) <= PLACE_MISMATCH_KM,
              );
        return { nearestName: nearest.result.display_name, nearestKm: nearest.distanceKm, typedMatches };
      },
      async search(q: string, options: SearchOptions) {
        const gazetteer = await gazetteerPromise;
        const local = gazetteer ? gazetteer.search(q, options) : [];
        if (!upstream) return local.slice(0, options.limit);
        const remote = ((await upstream(q, options)) ?? []).flatMap((result) => {
          const shaped = shapeUpstreamResult(result, options);
          return shaped ? [shaped] : [];
        });
        const seen = new Set(local.map((r) => r.display_name.toLowerCase()));
        const merged = [...local, ...remote.filter((r) => !seen.has(r.display_name.toLowerCase()))];
        merged.sort((a, b) => b.importance - a.importance);
        return merged.slice(0, options.limit);
      },
    } satisfies Geocoder);
  },
  { name: 'geocoder' },
);
