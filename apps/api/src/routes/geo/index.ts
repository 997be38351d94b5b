import { isInServiceArea } from '@spt/contracts/service-area';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { ErrorSchema } from '../../lib/http-error.js';
import {
  type NominatimAnswer,
  NominatimResultSchema,
  NominatimResultV2Schema,
  type SearchOptions,
} from '../../plugins/geocoder.js';

const CACHE_MAX_ENTRIES = 10_000;

/** SPEC 9: at most 8 results. */
export const MAX_RESULTS = 8;

/**
 * A comma-separated list of ISO 3166-1 alpha-2 codes, any case, spaces and empty items allowed. Linear:
 * each space belongs to one place (an earlier form backtracked exponentially on ",   ,   ,…!").
 */
const COUNTRY_CODES = /^\s*(?:[A-Za-z]{2}\s*)?(?:,\s*(?:[A-Za-z]{2}\s*)?)*$/;

const SearchQuery = z.object({
  q: z.string().max(200).default(''),
  format: z.enum(['json', 'jsonv2']).default('json'),
  // Nominatim's default is 0; this endpoint keeps sending the address unless asked not to (README).
  addressdetails: z.enum(['0', '1']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(MAX_RESULTS),
  featuretype: z.enum(['city', 'country', 'state', 'settlement']).optional(),
  'accept-language': z.string().max(100).optional(),
  countrycodes: z
    .string()
    .max(50)
    .regex(COUNTRY_CODES, {
      message:
        'countrycodes must be a comma-separated list of ISO 3166-1 alpha-2 country codes, e.g. "nl,be"',
    })
    .optional(),
});

/** The codes of a valid `countrycodes` value, lower case; `undefined` when none is given. */
export function parseCountryCodes(value: string | undefined): string[] | undefined {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code !== '');
  return codes.length > 0 ? [...new Set(codes)].sort() : undefined;
}

/** Whether a result's `lat`/`lon` (decimal strings) lie in the booking service area. */
function inServiceArea(result: NominatimAnswer): boolean {
  return isInServiceArea({ lat: Number(result.lat), lon: Number(result.lon) });
}

/**
 * GET /api/geo/search: a Nominatim-compatible search (same parameters, a JSON array) over the embedded
 * NL+BE gazetteer, plus the upstream geocoder's street addresses when one is configured
 * (GEOCODER_UPSTREAM; see `mergeResults`). Queries under 2 characters answer [].
 * Honours `countrycodes` (a malformed list is a 400), `featuretype`, `addressdetails` (default 1, unlike
 * Nominatim) and `format=json|jsonv2`; see packages/geo-search/README.md.
 * Only places inside the service area are answered (the booking refuses the others): an upstream can
 * return a place abroad (Aachen, Lille) even when asked for `countrycodes=nl,be`.
 */
const geoRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const search = async (query: string, options: SearchOptions) =>
    (await app.geocoder.search(query, options)).filter(inServiceArea);
  // The gazetteer is static data: answers are cached serialized (search-as-you-type repeats prefixes).
  // With an upstream the answer can change as the upstream cache fills, or from an answer it could not
  // give (a timeout, the rate limit) to one it gives, so nothing is cached here.
  const cache = config.geocoderUpstream ? null : new Map<string, Buffer>();
  // Likewise for browsers and shared caches: with an upstream an answer may hold a home address, or be
  // the gazetteer's alone because the upstream was slow or over its rate; neither is kept.
  const cacheControl = cache ? 'public, max-age=3600' : 'no-store';
  app.get(
    '/api/geo/search',
    {
      schema: {
        summary: 'Nominatim-compatible city search (NL + BE)',
        tags: ['booking'],
        querystring: SearchQuery,
        response: {
          200: z.array(z.union([NominatimResultSchema, NominatimResultV2Schema])),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { q, limit, format, addressdetails, featuretype, countrycodes } = request.query;
      const acceptLanguage = request.query['accept-language'] ?? request.headers['accept-language'];
      const query = q.trim();
      reply.header('cache-control', cacheControl);
      if (query.length < 2) return [];
      const options: SearchOptions = {
        limit: Math.min(limit, MAX_RESULTS),
        acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage.slice(0, 100) : undefined,
        countryCodes: parseCountryCodes(countrycodes),
        featureType: featuretype,
        format,
        addressDetails: addressdetails !== '0',
      };
      if (!cache) return search(query, options);
      const key = [
        options.limit,
        options.acceptLanguage ?? '',
        format,
        addressdetails ?? '',
        featuretype ?? '',
        options.countryCodes?.join(',') ?? '',
        query.toLowerCase(),
      ].join('\0');
      let json = cache.get(key);
      if (json === undefined) {
        json = Buffer.from(JSON.stringify(await search(query, options)));
        if (cache.size >= CACHE_MAX_ENTRIES) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(key, json);
      }
      // Cached as UTF-8 bytes: sent as they are, without serializing or encoding again.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};

export default geoRoutes;
