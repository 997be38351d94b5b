import { textProblem } from '@spt/contracts';
import type { NominatimResult, NominatimResultV2 } from '@spt/geo-search';
import { loadGazetteer } from '@spt/geo-search/gazetteer';
import { NominatimResultSchema, NominatimResultV2Schema } from '@spt/geo-search/schema';
import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '@spt/i18n-content/languages';
import { haversineKm } from '@spt/pricing';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { safeError } from '../lib/safe-error.js';
import {
  configuredUpstream,
  looksLikeAddress,
  mergeResults,
  type NominatimAnswer,
  type SearchOptions,
} from '../services/geocoder/index.js';

export type { NominatimAnswer, SearchOptions };
/** A Nominatim search result (SPEC 3), as the gazetteer and an upstream Nominatim answer it. */
export { type NominatimResult, NominatimResultSchema, type NominatimResultV2, NominatimResultV2Schema };

interface GazetteerLike {
  search(q: string, options: SearchOptions): NominatimAnswer[];
  nearest(
    point: { lat: number; lon: number },
    options?: { acceptLanguage?: string },
  ): { result: NominatimResult; distanceKm: number } | null;
}

export interface Geocoder {
  /**
   * Gazetteer results, merged with the upstream's (addresses, postcodes, streets) when one is
   * configured; see `mergeResults`. A failing or rate-limited upstream leaves the gazetteer's alone.
   */
  search(q: string, options: SearchOptions): Promise<NominatimAnswer[]>;
  /** Whether the embedded gazetteer is available. */
  hasGazetteer(): Promise<boolean>;
  /** The gazetteer's view of a typed place and its coordinates; null without a gazetteer. */
  checkPlace(typed: string, point: { lat: number; lon: number }): Promise<PlaceCheck | null>;
  /**
   * The nearest known place to a point, named in each console language as the gazetteer names it there
   * ("Bruges, West-Vlaanderen, Belgium", "Brugge, West-Vlaanderen, België"); null without a gazetteer.
   */
  nearestNames(point: {
    lat: number;
    lon: number;
  }): Promise<Readonly<Record<ConsoleLanguage, string>> | null>;
  /** Whether a point is at an airport (its nearest known place is one, within AIRPORT_RADIUS_KM); false without a gazetteer. */
  isAirport(point: { lat: number; lon: number }): Promise<boolean>;
}

/** How near an airport's point a pickup must be to be a pickup at that airport (terminals, parking, hotels on site). */
export const AIRPORT_RADIUS_KM = 2;

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

/**
 * An upstream result in the asked shape: dropped when its country is not asked for (a misbehaving
 * upstream) or its name holds what the booking's text rules refuse (a control or bidi character),
 * its address left out for `addressdetails=0`, its `class` named `category` for `jsonv2`.
 */
export function shapeUpstreamResult(result: NominatimResult, options: SearchOptions): NominatimAnswer | null {
  // A name the booking would refuse (control or bidi characters, line breaks) is never suggested.
  const name = typeof result.name === 'string' ? result.name : '';
  if ([result.display_name, name].some((text) => textProblem(text, { multiline: false }) !== null))
    return null;
  const countryCode = result.address?.country_code?.toLowerCase();
  if (options.countryCodes && countryCode !== undefined && !options.countryCodes.includes(countryCode))
    return null;
  const { address, class: category, ...rest } = result;
  const withAddress = options.addressDetails === false || address === undefined ? rest : { ...rest, address };
  return options.format === 'jsonv2' ? { ...withAddress, category } : { ...withAddress, class: category };
}

/** Queries shorter than this never reach the upstream: no address is that short. */
const UPSTREAM_MIN_QUERY = 3;

/**
 * Whether a search is worth one of the upstream's few calls a second: a query that may be an address
 * (it holds a digit: "Damrak 1", "1012") or one the gazetteer cannot fill the answer for ("Damrak").
 * "Utrecht" or "Dam" fill it with places and stations, and would use up the budget that a visitor
 * typing a street needs (one client typing fast could otherwise switch addresses off for everyone).
 *
 * @example
 * worthAskingUpstream('Utrecht', 8, 8); // false
 * worthAskingUpstream('Damrak 1', 8, 8); // true
 */
export function worthAskingUpstream(query: string, localCount: number, limit: number): boolean {
  const trimmed = query.trim();
  return trimmed.length >= UPSTREAM_MIN_QUERY && (looksLikeAddress(trimmed) || localCount < limit);
}

/**
 * `app.geocoder`: the embedded gazetteer (loaded in the background at start) plus the optional
 * upstream geocoder (GEOCODER_UPSTREAM: PDOK, Nominatim or Photon; services/geocoder).
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const gazetteerPromise = loadGazetteerSoon().catch((error: unknown) => {
      app.log.error({ err: safeError(error) }, 'gazetteer failed to load');
      return null;
    });
    app.addHook('onReady', async () => {
      if (!(await gazetteerPromise)) app.log.warn('embedded gazetteer not available; city search answers []');
    });
    const upstream = configuredUpstream(opts.config.geocoderUpstream, app.log);

    app.decorate('geocoder', {
      async hasGazetteer() {
        return (await gazetteerPromise) !== null;
      },
      async isAirport(point: { lat: number; lon: number }) {
        const nearest = (await gazetteerPromise)?.nearest(point, { acceptLanguage: 'en' });
        return nearest?.result.class === 'aeroway' && nearest.distanceKm <= AIRPORT_RADIUS_KM;
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
      async nearestNames(point: { lat: number; lon: number }) {
        const gazetteer = await gazetteerPromise;
        const names: [ConsoleLanguage, string][] = [];
        for (const lang of CONSOLE_LANGUAGES) {
          const nearest = gazetteer?.nearest(point, { acceptLanguage: lang });
          if (!nearest) return null;
          names.push([lang, nearest.result.display_name]);
        }
        // Every language has its name: the loop returned null otherwise.
        return Object.fromEntries(names) as Record<ConsoleLanguage, string>;
      },
      async search(q: string, options: SearchOptions) {
        const gazetteer = await gazetteerPromise;
        const local = gazetteer ? gazetteer.search(q, options) : [];
        if (!upstream || !worthAskingUpstream(q, local.length, options.limit))
          return local.slice(0, options.limit);
        const remote = ((await upstream(q, options)) ?? []).flatMap((result) => {
          const shaped = shapeUpstreamResult(result, options);
          return shaped ? [shaped] : [];
        });
        return mergeResults(local, remote, q, options.limit);
      },
    } satisfies Geocoder);
  },
  { name: 'geocoder' },
);
