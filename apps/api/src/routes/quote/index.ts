import { business } from '@spt/business';
import { QuoteResponseSchema } from '@spt/contracts';
import { isInServiceArea } from '@spt/contracts/service-area';
import {
  PRODUCTS,
  PricingError,
  quoteBooking,
  quoteTrip,
  toEuroBookingQuote,
  toEuroQuote,
} from '@spt/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { toQuoteRequest } from '../../services/booking-products.js';

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

/** A whole number in a query string. */
const CountParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const Flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const QuoteQuerySchema = z
  .object({
    pickup: PointParam.optional(),
    destination: PointParam.optional(),
    product: z.enum(PRODUCTS).optional(),
    hours: CountParam(1, 24).optional(),
    tour: z
      .string()
      .max(40)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .optional(),
    returnTrip: Flag.optional(),
    childSeats: CountParam(0, 20).optional(),
    boosterSeats: CountParam(0, 20).optional(),
    nameSign: Flag.optional(),
    passengers: CountParam(1, 20).optional(),
    luggage: CountParam(0, 10).optional(),
  })
  .superRefine((query, ctx) => {
    const product = query.product ?? 'transfer';
    const need = (ok: boolean, path: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: 'Required' });
    };
    need(product === 'tour' || query.pickup !== undefined, 'pickup');
    need(product !== 'transfer' || query.destination !== undefined, 'destination');
    need(product !== 'hourly' || query.hours !== undefined, 'hours');
    need(product !== 'tour' || query.tour !== undefined, 'tour');
  });
type QuoteQuery = z.infer<typeof QuoteQuerySchema>;

/** Whether the query asks for more than the SPEC's plain quote of a route. */
function asksForProduct(query: QuoteQuery): boolean {
  const { pickup: _pickup, destination: _destination, ...choices } = query;
  return Object.values(choices).some((value) => value !== undefined);
}

/**
 * GET /api/quote: the server's quote for every vehicle, in euros. `?pickup=lat,lon&destination=lat,lon`
 * is the SPEC's route quote; with `product`, `hours`, `tour`, `returnTrip`, the extras or the party,
 * each entry's `finalPrice` is the whole booking's total and `available`/`reason` say whether the
 * vehicle can do it (DESIGN "Products").
 */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quote',
    {
      schema: {
        summary: "The server's quote for every vehicle",
        tags: ['booking'],
        querystring: QuoteQuerySchema,
        response: { 200: QuoteResponseSchema, 400: ErrorSchema, 422: ErrorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const points = [query.pickup, query.destination].filter((point) => point !== undefined);
      if (!points.every((point) => isInServiceArea(point))) throw new HttpError(422, 'outsideServiceArea');
      reply.header('cache-control', 'public, max-age=300');
      if (!asksForProduct(query) && query.pickup && query.destination) {
        const quote = toEuroQuote(quoteTrip(query.pickup, query.destination, business.vehicles));
        return { ...quote, prices: [...quote.prices] };
      }
      try {
        const quote = toEuroBookingQuote(
          quoteBooking(
            toQuoteRequest({
              ...query,
              returnTrip: query.returnTrip ?? false,
              passengers: query.passengers ?? 1,
              luggage: query.luggage ?? 0,
              extras: {
                childSeats: query.childSeats ?? 0,
                boosterSeats: query.boosterSeats ?? 0,
                ...(query.nameSign ? { nameSign: 'yes' } : {}),
              },
            }),
            business.vehicles,
            business.products,
          ),
          business.vehicles,
        );
        return { ...quote, prices: [...quote.prices] };
      } catch (error) {
        if (error instanceof PricingError) throw new HttpError(400, 'validation', {}, error.message);
        throw error;
      }
    },
  );
};

export default quoteRoutes;
