import type { FastifyPluginAsync } from 'fastify';

/** GET /api/docs: the OpenAPI document (generated from the routes' zod schemas). */
const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
};

export default docsRoutes;
