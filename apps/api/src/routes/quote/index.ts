import { business } from '@spt/business';
import { QuoteResponseSchema } from '@spt/contracts';
import { isInServiceArea } from '@spt/contracts/service-area';
import { quoteTrip, toEuroQuote } from '@spt/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';

/** `lat,lon` in decimal degrees. */
const PointParam = z
  .string()
  .max(60)
  .regex(/^\s*-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, { error: 'Expected "lat,lon"' })
  .transform((value) => {
    const [lat, lon] = value.split(',').map((part) => Number(part.trim()));
    return { lat: lat ?? Number.NaN, lon: lon ?? Number.NaN };
  })
  .pipe(z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }));

/** GET /api/quote?pickup=lat,lon&destination=lat,lon: the server's quote for every vehicle, in euros. */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quote',
    {
      schema: {
        summary: "The server's quote for every vehicle",
        querystring: z.object({ pickup: PointParam, destination: PointParam }),
        response: { 200: QuoteResponseSchema, 400: ErrorSchema, 422: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { pickup, destination } = request.query;
      if (!isInServiceArea(pickup) || !isInServiceArea(destination))
        throw new HttpError(422, 'outsideServiceArea');
      reply.header('cache-control', 'public, max-age=300');
      const quote = toEuroQuote(quoteTrip(pickup, destination, business.vehicles));
      return { ...quote, prices: [...quote.prices] };
    },
  );
};

export default quoteRoutes;
