import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /healthz (the process answers) and GET /readyz (the database answers too). */
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
        await app.database.ping();
        return { status: 'ready' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'readiness check failed',
        );
        return reply.code(503).send({
          status: 'unavailable' as const,
          error: 'Database unavailable',
          code: 'databaseUnavailable',
        });
      }
    },
  );
};

export default healthRoutes;
