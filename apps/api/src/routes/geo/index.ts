import { isInServiceArea } from '@spt/contracts/service-area';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { ErrorSchema } from '../../lib/http-error.js';
import { type NominatimResult, NominatimResultSchema, type SearchOptions } from '../../plugins/geocoder.js';

const CACHE_MAX_ENTRIES = 10_000;

/** SPEC 9: at most 8 results. */
export const MAX_RESULTS = 8;

const SearchQuery = z.object({
  q: z.string().max(200).default(''),
  format: z.enum(['json', 'jsonv2']).default('json'),
  addressdetails: z.enum(['0', '1']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(MAX_RESULTS),
  featuretype: z.enum(['city', 'country', 'state', 'settlement']).optional(),
  'accept-language': z.string().max(100).optional(),
  countrycodes: z.string().max(50).optional(),
});

/** Whether a result's `lat`/`lon` (decimal strings) lie in the booking service area. */
function inServiceArea(result: NominatimResult): boolean {
  return isInServiceArea({ lat: Number(result.lat), lon: Number(result.lon) });
}

/**
 * GET /api/geo/search: a Nominatim-compatible search (same parameters, a JSON array) over the embedded
 * NL+BE gazetteer, plus the cached upstream when configured. Queries under 2 characters answer [].
 * Only places inside the service area are answered (the booking refuses the others): an upstream can
 * return a place abroad (Aachen, Lille) even when asked for `countrycodes=nl,be`.
 */
const geoRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const search = async (query: string, options: SearchOptions) =>
    (await app.geocoder.search(query, options)).filter(inServiceArea);
  // The gazetteer is static data: answers are cached serialized (search-as-you-type repeats prefixes).
  // With an upstream the answer can change as the upstream cache fills, so nothing is cached here.
  const cache = config.geocoderUpstreamUrl ? null : new Map<string, Buffer>();
  app.get(
    '/api/geo/search',
    {
      schema: {
        summary: 'Nominatim-compatible city search (NL + BE)',
        querystring: SearchQuery,
        response: { 200: z.array(NominatimResultSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      const acceptLanguage = request.query['accept-language'] ?? request.headers['accept-language'];
      const query = q.trim();
      reply.header('cache-control', 'public, max-age=3600');
      if (query.length < 2) return [];
      const options = {
        limit: Math.min(limit, MAX_RESULTS),
        acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage.slice(0, 100) : undefined,
      };
      if (!cache) return search(query, options);
      const key = `${options.limit}\0${options.acceptLanguage ?? ''}\0${query.toLowerCase()}`;
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
