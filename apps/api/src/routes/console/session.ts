import {
  AcceptInviteRequestSchema,
  deviceName,
  InviteRequestSchema,
  OperatorEmailSchema,
  OperatorListResponseSchema,
  PasswordChangeSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RoleChangeRequestSchema,
  SessionResponseSchema,
  SetupRequestSchema,
  SignInRequestSchema,
} from '@spt/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { operatorSessions, operators, outbox } from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import { idParams } from '../../lib/id-params.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords.js';
import { safeError } from '../../lib/safe-error.js';
import { loadSecretKey } from '../../lib/secret-box.js';
import { sameSecret } from '../../lib/tokens.js';
import { sealLinkSecrets } from '../../mail/link-secrets.js';
import { sessionTokenOf } from '../../plugins/console-session.js';
import { checkSecondFactor, mfaRequired } from '../../services/mfa.js';
import {
  activeOwnerEmails,
  changeOperatorRole,
  createInvitation,
  disableOperator,
  enableOperator,
  invitedRole,
  pendingInvitations,
  resetSecondFactor,
  revokeInvitation,
} from '../../services/operator-roles.js';
import {
  activeOperatorByEmail,
  clearFailures,
  clientKey,
  consumeOperatorToken,
  createOperatorToken,
  createSession,
  deleteSession,
  forgiveFailures,
  normalizeEmail,
  peekOperatorToken,
  rememberDevice,
} from '../../services/operators.js';
import {
  countFailedAttempt,
  queueSecurityMail,
  refuseWhileWaiting,
  rememberThisBrowser,
} from './attempts.js';

const SIGN_INS_PER_MINUTE = 10;
const CreatedRowsSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });
const SignedInSchema = z.object({ operator: z.object({ email: z.string() }) });
const OperatorIdParamsSchema = idParams();

/**
 * onRequest hook, after `app.requireOperator`: 403 `forbidden` unless the signed-in operator is an
 * owner (ASVS 4.1.3: only owners manage the operators and the money; dispatchers run the bookings).
 */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  if (request.consoleSession?.operator.role !== 'owner') throw new HttpError(403, 'forbidden');
}

function checkPassword(password: string, email: string): void {
  if (passwordProblem(password, email)) {
    throw new HttpError(400, 'weakPassword', {
      issues: [{ path: 'password', code: 'weakPassword', message: 'Choose a stronger password' }],
    });
  }
}

/**
 * The console's accounts: first-run setup, sign-in and sign-out, invitations, password resets and the
 * operator list. No default credentials exist; every account is made by the setup link or an invite.
 * Only owners manage the operators (invite, revoke, disable, enable, change roles; `requireOwner`).
 */
const consoleSessionRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;
  // Per client IP, on top of the per-address lock-out: 10 attempts a minute.
  const signInLimit = { rateLimit: { max: SIGN_INS_PER_MINUTE, timeWindow: 60_000 } };
  const consoleUrl = (path: string) => `${config.siteUrl}/console${path}`;

  /** The key that seals second-factor secrets (loaded, or made, once per process). */
  const secretKey = () => loadSecretKey(config.secretKey, config.dataDir);

  /** Mails a security event to the operator it concerns. */
  const securityMail = (tx: Db | Tx, data: Parameters<typeof queueSecurityMail>[2]) =>
    queueSecurityMail(tx, config, data);

  app.post(
    '/api/console/setup',
    {
      config: signInLimit,
      schema: {
        summary: 'Create the first operator with the setup link of the start-up log',
        tags: ['console'],
        body: SetupRequestSchema,
        response: { 201: SignedInSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const expected = app.setupToken();
      const { token, email, password } = request.body;
      if (!expected || !sameSecret(token, expected)) throw new HttpError(404, 'notFound');
      checkPassword(password, email);
      const passwordHash = await hashPassword(password);
      // Only while there is no operator at all: two instances (or two tabs) cannot both create one.
      const created = await db.execute<{ id: number }>(
        sql`insert into operators (email, password_hash, role)
            select ${email}, ${passwordHash}, 'owner' where not exists (select 1 from operators) returning id`,
      );
      const id = CreatedRowsSchema.parse(created).rows[0]?.id;
      app.useSetupToken();
      if (!id) throw new HttpError(404, 'notFound');
      const session = await createSession(db, id, request.headers['user-agent']);
      app.setSessionCookie(request, reply, session.token);
      return reply.code(201).send({ operator: { email } });
    },
  );

  app.post(
    '/api/console/session',
    {
      config: signInLimit,
      schema: {
        summary: 'Sign in',
        tags: ['console'],
        body: SignInRequestSchema,
        response: { 200: SignedInSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const client = clientKey(request.ip);
      // Too many failures for this address from this client: wait (the same for a known address and
      // an unknown one). Other clients are not held up, so no stranger locks an operator out.
      await refuseWhileWaiting(db, request, reply, email, client, await secretKey());
      const operator = await activeOperatorByEmail(db, email);
      // The same work and the same answers for an unknown address and a wrong password.
      const valid = await verifyPassword(request.body.password, operator?.passwordHash);
      if (!valid || !operator) {
        await countFailedAttempt(app, config, email, client, operator !== undefined);
        throw new HttpError(401, 'invalidCredentials');
      }
      // The second factor, once enrolled: asked after the password, counted and throttled like it;
      // the same answer for a missing code and a wrong one.
      if (operator.mfaSecret) {
        const code = request.body.code ?? '';
        if (!code || !(await checkSecondFactor(db, await secretKey(), operator, code))) {
          if (code) await countFailedAttempt(app, config, email, client);
          throw new HttpError(401, 'mfaRequired');
        }
      }
      await clearFailures(db, email, client);
      const userAgent = request.headers['user-agent'];
      const session = await createSession(db, operator.id, userAgent);
      // A kind of browser this account has not signed in from before: the operator is told.
      const device = deviceName(userAgent) ?? 'an unknown browser';
      if (await rememberDevice(db, operator, device)) {
        await securityMail(db, { email: operator.email, event: 'newDevice', device });
        app.outbox.kick();
      }
      app.setSessionCookie(request, reply, session.token);
      // This browser may still sign in while a spray from elsewhere holds the account past its ceiling.
      rememberThisBrowser(request, reply, email, await secretKey());
      return { operator: { email: operator.email } };
    },
  );

  app.get(
    '/api/console/session',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'The signed-in operator and the CSRF token for state-changing requests',
        tags: ['console'],
        response: { 200: SessionResponseSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const session = request.consoleSession;
      if (!session) throw new HttpError(401, 'unauthorized');
      return {
        operator: { email: session.operator.email, role: session.operator.role },
        csrfToken: session.csrfToken,
        mfaEnrolmentRequired:
          !session.mfaEnabled && mfaRequired(session.operator.role, config.mfaRequiredFor),
      };
    },
  );

  app.delete(
    '/api/console/session',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'Sign out',
        tags: ['console'],
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await deleteSession(db, token);
      app.clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/console/operators',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'The operators with their roles, and the pending invitations (only owners act on them)',
        tags: ['console'],
        response: { 200: OperatorListResponseSchema, 401: ErrorSchema },
      },
    },
    async () => {
      const rows = await db.select().from(operators).orderBy(operators.createdAt);
      return {
        items: rows.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          active: row.disabledAt === null,
          mfaEnabled: row.mfaSecret !== null,
          createdAt: row.createdAt.toISOString(),
        })),
        invitations: await pendingInvitations(db),
      };
    },
  );

  /** The console routes only an owner may call: a dispatcher gets 403 `forbidden`, before the body is read. */
  const ownerOnly = [app.requireOperator, requireOwner];

  app.post(
    '/api/console/operators/invite',
    {
      onRequest: ownerOnly,
      schema: {
        summary:
          'Invite an operator by email with their role (owners only; the link is valid for 7 days, once)',
        tags: ['console'],
        body: InviteRequestSchema,
        response: {
          201: z.object({ email: z.string() }),
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, role } = request.body;
      const invitedBy = request.consoleSession?.operator.email ?? '';
      const [existing] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.email, email));
      if (existing) throw new HttpError(409, 'operatorExists');
      const { token, expiresAt } = await createInvitation(db, email, role, invitedBy);
      await db.insert(outbox).values({
        kind: 'operator.invite',
        reference: 'operator',
        mail: {
          template: 'operator.invite',
          data: {
            email,
            inviteUrl: sealLinkSecrets(await secretKey(), consoleUrl(`/invite#${token}`)),
            invitedBy,
            expiresAt: expiresAt.toISOString(),
            role,
          },
          addresses: { from: config.mailFrom, businessEmail: config.businessEmail },
        },
      });
      app.outbox.kick();
      return reply.code(201).send({ email });
    },
  );

  app.delete(
    '/api/console/operators/invitations/:email',
    {
      onRequest: ownerOnly,
      schema: {
        summary:
          'Revoke the pending invitation of an address (owners only): its link stops working at once (DELETE, not POST …/revoke)',
        tags: ['console'],
        params: z.object({ email: OperatorEmailSchema }),
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await revokeInvitation(db, request.params.email))) throw new HttpError(404, 'notFound');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/console/invite/accept',
    {
      config: signInLimit,
      schema: {
        summary: 'Accept an invitation: choose a password, get signed in with the invitation’s role',
        tags: ['console'],
        body: AcceptInviteRequestSchema,
        response: { 201: SignedInSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const invited = await peekOperatorToken(db, 'invite', token);
      if (!invited) throw new HttpError(404, 'invalidToken');
      // A refused password leaves the link usable.
      checkPassword(password, invited);
      const email = await consumeOperatorToken(db, 'invite', token);
      if (!email) throw new HttpError(404, 'invalidToken');
      const role = await invitedRole(db, token);
      const passwordHash = await hashPassword(password);
      const [row] = await db
        .insert(operators)
        .values({ email, passwordHash, role })
        .onConflictDoNothing()
        .returning({ id: operators.id });
      if (!row) throw new HttpError(409, 'operatorExists');
      // Everyone else is told that someone joined.
      const others = await db
        .select({ email: operators.email })
        .from(operators)
        .where(and(isNull(operators.disabledAt), ne(operators.id, row.id)));
      for (const other of others) {
        await securityMail(db, { email: other.email, event: 'newOperator', subject: email });
      }
      app.outbox.kick();
      const session = await createSession(db, row.id, request.headers['user-agent']);
      app.setSessionCookie(request, reply, session.token);
      return reply.code(201).send({ operator: { email } });
    },
  );

  app.post(
    '/api/console/operators/:id/role',
    {
      onRequest: ownerOnly,
      schema: {
        summary:
          'Change an operator’s role (owners only); never the last active owner’s. The operator and the owners are mailed',
        tags: ['console'],
        params: OperatorIdParamsSchema,
        body: RoleChangeRequestSchema,
        response: {
          204: z.null(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { role } = request.body;
      const actor = request.consoleSession?.operator.email ?? '';
      const changed = await db.transaction(async (tx) => {
        const result = await changeOperatorRole(tx, id, role);
        if (result?.changed) {
          const subject = result.email;
          // The operator concerned and every owner (after the change) hear of it.
          const told = new Set([subject, ...(await activeOwnerEmails(tx))]);
          for (const email of told) {
            await securityMail(tx, {
              email,
              event: 'roleChanged',
              subject,
              role,
              ...(actor && actor !== subject ? { actor } : {}),
            });
          }
        }
        return result;
      });
      if (!changed) throw new HttpError(404, 'notFound');
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/console/operators/:id/disable',
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'Disable an operator (owners only; never the last active owner): their sessions end at once',
        tags: ['console'],
        params: OperatorIdParamsSchema,
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const disabled = await db.transaction(async (tx) => {
        const row = await disableOperator(tx, id);
        if (row) {
          await securityMail(tx, {
            email: row.email,
            event: 'disabled',
            actor: request.consoleSession?.operator.email ?? '',
          });
        }
        return row;
      });
      if (!disabled) throw new HttpError(404, 'notFound');
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/console/operators/:id/enable',
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'Enable a disabled operator again (owners only), with their role and password as they were',
        tags: ['console'],
        params: OperatorIdParamsSchema,
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const enabled = await db.transaction(async (tx) => {
        const result = await enableOperator(tx, id);
        if (result?.changed) {
          await securityMail(tx, {
            email: result.email,
            event: 'enabled',
            actor: request.consoleSession?.operator.email ?? '',
          });
        }
        return result;
      });
      if (!enabled) throw new HttpError(404, 'notFound');
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/console/operators/:id/mfa/reset',
    {
      onRequest: ownerOnly,
      schema: {
        summary:
          "Clear another operator's two-step sign-in (lost phone and recovery codes; owners only): their sessions end, they and the owners are mailed",
        tags: ['console'],
        params: OperatorIdParamsSchema,
        response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = request.consoleSession?.operator;
      if (!actor) throw new HttpError(401, 'unauthorized');
      await db.transaction(async (tx) => {
        const reset = await resetSecondFactor(tx, request.params.id, actor.id);
        if (!reset) throw new HttpError(404, 'notFound');
        const owners = await tx
          .select({ email: operators.email })
          .from(operators)
          .where(and(isNull(operators.disabledAt), eq(operators.role, 'owner')));
        const told = new Set([reset.email, ...owners.map((owner) => owner.email)]);
        for (const email of told) {
          await securityMail(tx, { email, event: 'mfaReset', actor: actor.email, subject: reset.email });
        }
      });
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/console/password-reset',
    {
      config: signInLimit,
      schema: {
        summary: 'Mail a password-reset link (the answer is the same whether the address has an account)',
        tags: ['console'],
        body: PasswordResetRequestSchema,
        response: { 202: z.object({ ok: z.literal(true) }), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const operator = await activeOperatorByEmail(db, email);
      // The link is made and queued after the answer, so a real account answers no slower than an
      // unknown address (ASVS 2.2: no account enumeration by timing).
      if (operator) {
        // After the answer has gone out, not merely after the handler returned.
        reply.raw.once('finish', () => {
          void (async () => {
            const { token, expiresAt } = await createOperatorToken(db, 'reset', email, null);
            await db.insert(outbox).values({
              kind: 'operator.reset',
              reference: 'operator',
              mail: {
                template: 'operator.reset',
                data: {
                  email,
                  resetUrl: sealLinkSecrets(await secretKey(), consoleUrl(`/reset#${token}`)),
                  expiresAt: expiresAt.toISOString(),
                },
                addresses: { from: config.mailFrom, businessEmail: config.businessEmail },
              },
            });
            app.outbox.kick();
          })().catch((error: unknown) =>
            request.log.warn({ err: safeError(error) }, 'password reset link not queued'),
          );
        });
      }
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/api/console/password-reset/confirm',
    {
      config: signInLimit,
      schema: {
        summary: 'Set a new password with a reset link; every session of the account ends',
        tags: ['console'],
        body: PasswordResetConfirmSchema,
        response: { 204: z.null(), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const owner = await peekOperatorToken(db, 'reset', token);
      if (!owner) throw new HttpError(404, 'invalidToken');
      checkPassword(password, owner);
      const email = await consumeOperatorToken(db, 'reset', token);
      const operator = email ? await activeOperatorByEmail(db, email) : undefined;
      if (!email || !operator) throw new HttpError(404, 'invalidToken');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(operators).set({ passwordHash }).where(eq(operators.id, operator.id));
        await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, operator.id));
        // A new password: every client may try again at once, and the account's ceiling starts again.
        await forgiveFailures(tx, email);
        await securityMail(tx, { email, event: 'passwordReset' });
      });
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/console/password',
    {
      onRequest: app.requireOperator,
      config: signInLimit,
      schema: {
        summary: "Change the signed-in operator's password (with the current one); their other sessions end",
        tags: ['console'],
        body: PasswordChangeSchema,
        response: { 204: z.null(), 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.consoleSession;
      if (!session) throw new HttpError(401, 'unauthorized');
      const { email } = session.operator;
      const client = clientKey(request.ip);
      // The current password is a sign-in in disguise: the same waits after failures.
      await refuseWhileWaiting(db, request, reply, email, client, await secretKey());
      const operator = await activeOperatorByEmail(db, email);
      if (!operator || !(await verifyPassword(request.body.currentPassword, operator.passwordHash))) {
        await countFailedAttempt(app, config, email, client);
        throw new HttpError(400, 'wrongCurrentPassword', {
          issues: [
            {
              path: 'currentPassword',
              code: 'wrongCurrentPassword',
              message: 'The current password is not right',
            },
          ],
        });
      }
      checkPassword(request.body.password, email);
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        await tx.update(operators).set({ passwordHash }).where(eq(operators.id, operator.id));
        // Every other session ends; this one stays.
        await tx
          .delete(operatorSessions)
          .where(
            and(
              eq(operatorSessions.operatorId, operator.id),
              ne(operatorSessions.tokenHash, session.tokenHash),
            ),
          );
        await securityMail(tx, { email, event: 'passwordChanged' });
      });
      await clearFailures(db, email, client);
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );
};

export default consoleSessionRoutes;
