import { PaymentIdSchema } from '@spt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { MollieError } from '../../services/payments/mollie.js';

/** Per client IP and minute: Mollie's calls for a busy day, far too few to sweep payment ids. */
const WEBHOOKS_PER_MINUTE = 120;

/**
 * POST /api/payments/mollie: Mollie's webhook (form body `id=tr_…`). The body is never trusted: the
 * payment is fetched from Mollie's API and its status recorded, idempotently. An id we never made (a
 * forged or stray call) changes nothing and gets the same empty 200, so it tells nothing; Mollie
 * being unreachable is a 503, so Mollie calls again later.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/api/payments/mollie',
    {
      config: { rateLimit: { max: WEBHOOKS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: "Mollie's webhook: a payment changed (the server fetches it from Mollie's API)",
        tags: ['payments'],
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({ id: z.string().max(100) }).loose(),
        response: {
          200: {
            description: 'Taken (or an id we never made: nothing changed); an empty body',
            content: { 'text/plain': { schema: z.string().max(0) } },
          },
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const taken = () => reply.code(200).header('content-type', 'text/plain; charset=utf-8').send('');
      const id = PaymentIdSchema.safeParse(request.body.id);
      if (!id.success) return taken();
      try {
        await app.payments.refresh(id.data);
      } catch (error) {
        if (error instanceof MollieError && error.unavailable) {
          throw new HttpError(503, 'paymentsUnavailable');
        }
        // Mollie said it does not know the id (ours but not theirs?): nothing to record.
        if (error instanceof MollieError) return taken();
        throw error;
      }
      return taken();
    },
  );
};

export default paymentRoutes;
