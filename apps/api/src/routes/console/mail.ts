import { MailDeliverySchema, MailStatusResponseSchema } from '@spt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';
import { mailStatus, retryMail } from '../../services/mail-deliveries.js';

/** How the mail goes out (the console's banner) and sending a failed mail again. */
const consoleMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/console/mail',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Failed mails, and how many are still waiting to go out and for how long',
        tags: ['console'],
        response: { 200: MailStatusResponseSchema, 401: ErrorSchema },
      },
    },
    async () => mailStatus(db),
  );

  app.post(
    '/api/console/mail/:id/retry',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Send a failed mail again (it goes at once, with a fresh count of attempts)',
        tags: ['console'],
        params: idParams(Number.MAX_SAFE_INTEGER),
        response: { 200: MailDeliverySchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const mail = await retryMail(db, request.params.id);
      if (!mail) throw new HttpError(404, 'notFound');
      app.outbox.kick();
      return mail;
    },
  );
};

export default consoleMailRoutes;
