import { ContactRequestSchema, ContactResponseSchema, ERROR_MESSAGES } from '@spt/contracts';
import { toE164 } from '@spt/contracts/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { contactMessages } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import type { OutboxPayload } from '../../mail/templates.js';
import { checkIdempotency, commitWithReference, isSpam } from '../../services/submit.js';

/** POST /api/contact: validate, store the message and its operator mail in one transaction, 201 `{ reference }`. */
const contactRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: { max: config.rateLimit.contactsPerWindow, timeWindow: config.rateLimit.windowMs },
      },
      schema: {
        summary: 'Send a contact message',
        tags: ['contact'],
        description: 'SPEC section 7 payload. Optional Idempotency-Key header.',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).loose(),
        body: ContactRequestSchema,
        response: {
          201: ContactResponseSchema,
          400: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const idempotency = await checkIdempotency(db, 'contact', request, reply);
      if (idempotency === 'replayed') return reply;
      const body = request.body;

      let phone: string | null = null;
      if (body.phone && body.phone.trim() !== '') {
        phone = toE164(body.phone);
        if (!phone) {
          throw new HttpError(400, 'invalidPhone', {
            issues: [{ path: 'phone', code: 'invalidPhone', message: ERROR_MESSAGES.invalidPhone }],
          });
        }
      }
      const spam = isSpam(body, config.minFillMs);
      const result = await commitWithReference(db, {
        prefix: 'MSG',
        referenceConstraint: 'contact_messages_reference_unique',
        idempotency,
        insert: (reference) =>
          db
            .insert(contactMessages)
            .values({
              reference,
              isSpam: spam,
              locale: body.locale ?? 'en',
              source: body.source ?? null,
              name: body.name,
              email: body.email,
              phone,
              message: body.message,
            })
            .returning({ reference: contactMessages.reference }),
        mails: (reference): OutboxPayload[] =>
          spam
            ? []
            : [
                {
                  template: 'contact.business',
                  data: { reference, name: body.name, email: body.email, phone, message: body.message },
                  addresses: { from: config.mailFrom, businessEmail: config.businessEmail },
                },
              ],
        answer: (reference) => ({ reference }),
      });
      if (!result.replayed && !spam) app.outbox.kick();
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.response as z.infer<typeof ContactResponseSchema>);
    },
  );
};

export default contactRoutes;
