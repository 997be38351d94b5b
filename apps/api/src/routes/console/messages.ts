import { ContactMessageListResponseSchema } from '@spt/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';

const MAX_MESSAGES = 200;

/** The contact inbox: the latest messages (spam apart), and marking one handled. */
const consoleMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/console/messages',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'The latest contact messages, unhandled first',
        tags: ['console'],
        querystring: z.object({ spam: z.enum(['true', 'false']).optional() }),
        response: { 200: ContactMessageListResponseSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.isSpam, request.query.spam === 'true'))
        .orderBy(desc(isNull(contactMessages.handledAt)), desc(contactMessages.createdAt))
        .limit(MAX_MESSAGES);
      return {
        items: rows.map((row) => ({
          id: row.id,
          reference: row.reference,
          createdAt: row.createdAt.toISOString(),
          name: row.name,
          email: row.email,
          phone: row.phone,
          message: row.message,
          handled: row.handledAt !== null,
          isSpam: row.isSpam,
        })),
      };
    },
  );

  app.post(
    '/api/console/messages/:id/handled',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Mark a contact message handled',
        tags: ['console'],
        params: idParams(),
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .update(contactMessages)
        .set({ handledAt: new Date(), handledBy: request.consoleSession?.operator.email ?? null })
        .where(and(eq(contactMessages.id, request.params.id), isNull(contactMessages.handledAt)))
        .returning({ id: contactMessages.id });
      if (!row) {
        const [exists] = await db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(eq(contactMessages.id, request.params.id));
        if (!exists) throw new HttpError(404, 'notFound');
      }
      return reply.code(204).send(null);
    },
  );
};

export default consoleMessageRoutes;
