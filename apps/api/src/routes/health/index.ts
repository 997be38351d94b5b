import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { within } from '../../lib/within.js';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.js';

/** How long readiness waits for the database before it answers 503: a load balancer's check is short. */
export const READY_TIMEOUT_MS = 2000;

/** GET /healthz (the process answers) and GET /readyz (the database answers too, within 2 s). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness',
        tags: ['operations'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: checks the database',
        tags: ['operations'],
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), error: z.string(), code: z.string() }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await within(app.database.ping(), READY_TIMEOUT_MS);
        return { status: 'ready' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'readiness check failed',
        );
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({
            status: 'unavailable' as const,
            error: 'Database unavailable',
            code: 'databaseUnavailable',
          });
      }
    },
  );
};

export default healthRoutes;
