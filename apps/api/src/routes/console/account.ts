import { createHash } from 'node:crypto';
import {
  MfaConfirmRequestSchema,
  MfaConfirmResponseSchema,
  MfaSetupRequestSchema,
  MfaSetupResponseSchema,
  MfaStatusSchema,
  OperatorSessionsResponseSchema,
} from '@spt/contracts';
import { company } from '@spt/i18n-content';
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { operatorSessions, operators } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { loadSecretKey } from '../../lib/secret-box.js';
import { beginEnrolment, confirmEnrolment, mfaRequired, recoveryCodesLeft } from '../../services/mfa.js';
import { clientKey, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../services/operators.js';
import { countFailedAttempt, queueSecurityMail, refuseWhileWaiting } from './attempts.js';

const SessionIdSchema = z.string().regex(/^[0-9a-f]{16}$/);

/**
 * The name of a session shown to its operator: 64 bits of a hash of the stored hash, enough to tell
 * sessions apart and of no use for anything else.
 */
function sessionId(tokenHash: string): string {
  return createHash('sha256').update(`spt-session-id\n${tokenHash}`).digest('hex').slice(0, 16);
}

/**
 * The signed-in operator's own account (ASVS 3.3.4): their live sessions, with the browser and when
 * each was last used, and ending any one of them or every other one. Each route checks the session
 * before it reads anything else.
 */
const consoleAccountRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;
  const secretKey = () => loadSecretKey(config.secretKey, config.dataDir);

  app.get(
    '/api/console/mfa',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Whether you have a second factor, whether your role needs one, and recovery codes left',
        tags: ['console'],
        response: { 200: MfaStatusSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const session = request.consoleSession;
      if (!session) throw new HttpError(401, 'unauthorized');
      const [row] = await db.select().from(operators).where(eq(operators.id, session.operator.id));
      return {
        enabled: Boolean(row?.mfaSecret),
        required: mfaRequired(session.operator.role, config.mfaRequiredFor),
        recoveryCodesLeft: await recoveryCodesLeft(db, session.operator.id),
      };
    },
  );

  app.post(
    '/api/console/mfa/setup',
    {
      onRequest: app.requireOperator,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary:
          'Start setting up the authenticator app (RFC 6238): a new secret and its QR code, confirmed by a code',
        tags: ['console'],
        body: MfaSetupRequestSchema,
        response: {
          200: MfaSetupResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const session = request.consoleSession;
      if (!session) throw new HttpError(401, 'unauthorized');
      const [operator] = await db.select().from(operators).where(eq(operators.id, session.operator.id));
      if (!operator) throw new HttpError(401, 'unauthorized');
      // Replacing a factor already set up takes the current password (ASVS 3.7.1), checked like a sign-in.
      if (operator.mfaSecret) {
        const client = clientKey(request.ip);
        await refuseWhileWaiting(db, request, reply, operator.email, client, await secretKey());
        if (!(await verifyPassword(request.body?.password ?? '', operator.passwordHash))) {
          await countFailedAttempt(app, config, operator.email, client);
          throw new HttpError(400, 'wrongCurrentPassword');
        }
      }
      reply.header('cache-control', 'no-store');
      return beginEnrolment(db, await secretKey(), session.operator, company.name);
    },
  );

  app.post(
    '/api/console/mfa/confirm',
    {
      onRequest: app.requireOperator,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary:
          'Confirm the authenticator app with its first code; answers ten one-time recovery codes, once. This session stays signed in',
        tags: ['console'],
        body: MfaConfirmRequestSchema,
        response: {
          200: MfaConfirmResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const session = request.consoleSession;
      if (!session) throw new HttpError(401, 'unauthorized');
      const recoveryCodes = await confirmEnrolment(
        db,
        await secretKey(),
        session.operator.id,
        request.body.code,
      );
      // The operator is told whenever their second factor is set up or replaced.
      await queueSecurityMail(db, config, { email: session.operator.email, event: 'mfaEnabled' });
      app.outbox.kick();
      reply.header('cache-control', 'no-store');
      return { recoveryCodes };
    },
  );

  const mine = (operatorId: number, now: Date) =>
    and(
      eq(operatorSessions.operatorId, operatorId),
      gt(operatorSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      gt(operatorSessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS)),
    );

  app.get(
    '/api/console/sessions',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: "The signed-in operator's live sessions, newest use first",
        tags: ['console'],
        response: { 200: OperatorSessionsResponseSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const session = request.consoleSession;
      if (!session) throw new HttpError(401, 'unauthorized');
      const rows = await db
        .select()
        .from(operatorSessions)
        .where(mine(session.operator.id, new Date()))
        .orderBy(desc(operatorSessions.lastSeenAt));
      return {
        sessions: rows.map((row) => ({
          id: sessionId(row.tokenHash),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          userAgent: row.userAgent,
          current: row.tokenHash === session.tokenHash,
        })),
      };
    },
  );

  app.delete(
    '/api/console/sessions/:id',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'End one of your sessions (signed out there at once)',
        tags: ['console'],
        params: z.object({ id: SessionIdSchema }),
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.consoleSession;
      if (!session) throw new HttpError(401, 'unauthorized');
      const own = await db
        .select({ tokenHash: operatorSessions.tokenHash })
        .from(operatorSessions)
        .where(eq(operatorSessions.operatorId, session.operator.id));
      const target = own
        .filter((row) => sessionId(row.tokenHash) === request.params.id)
        .map((row) => row.tokenHash);
      const ended =
        target.length === 0
          ? []
          : await db
              .delete(operatorSessions)
              .where(
                and(
                  eq(operatorSessions.operatorId, session.operator.id),
                  inArray(operatorSessions.tokenHash, target),
                ),
              )
              .returning({ tokenHash: operatorSessions.tokenHash });
      if (ended.length === 0) throw new HttpError(404, 'notFound');
      if (ended.some((row) => row.tokenHash === session.tokenHash)) app.clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/console/sessions',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'End all your other sessions; this one stays',
        tags: ['console'],
        response: { 200: z.object({ ended: z.number() }), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => {
      const session = request.consoleSession;
      if (!session) throw new HttpError(401, 'unauthorized');
      const ended = await db
        .delete(operatorSessions)
        .where(
          and(
            eq(operatorSessions.operatorId, session.operator.id),
            ne(operatorSessions.tokenHash, session.tokenHash),
          ),
        )
        .returning({ tokenHash: operatorSessions.tokenHash });
      return { ended: ended.length };
    },
  );
};

export default consoleAccountRoutes;
