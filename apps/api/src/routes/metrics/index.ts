import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';

/** The Prometheus text exposition format (0.0.4), as prom-client writes it. */
const MetricsTextSchema = z.string().describe('Prometheus text format 0.0.4');

const BEARER = /^Bearer +(\S+) *$/i;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics for Prometheus, with METRICS_TOKEN as its bearer token (plugins/metrics.ts measures);
 * without the setting there is no such route (404). Never cached, not rate-limited (a scraper calls it
 * every few seconds), and its Authorization header is never logged (the logger drops all headers).
 */
const metricsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const registry = app.metrics;
  if (!config.metricsToken || !registry) return;
  // Both sides hashed to one length, then compared in constant time: neither the token's length nor
  // its first wrong character shows in the time to answer.
  const expected = digest(config.metricsToken);
  const requireMetricsToken = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!timingSafeEqual(digest(given ?? ''), expected) || given === undefined) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'unauthorized');
    }
  };

  app.get(
    '/metrics',
    {
      onRequest: requireMetricsToken,
      schema: {
        operationId: 'getMetrics',
        summary: 'Metrics for Prometheus (bearer METRICS_TOKEN; 404 when it is not set)',
        tags: ['operations'],
        security: [{ metricsToken: [] }],
        response: {
          200: {
            description: 'The metrics',
            content: { 'text/plain; version=0.0.4': { schema: MetricsTextSchema } },
          },
          401: ErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      const text = await registry.metrics();
      return reply.header('content-type', registry.contentType).send(text);
    },
  );
};

export default metricsRoutes;
