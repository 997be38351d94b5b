import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { OperatorSecurityMailData } from '../../mail/templates.js';
import { recordFailure, waitBeforeSignIn } from '../../services/operators.js';

type MailAddresses = Pick<AppConfig, 'mailFrom' | 'businessEmail'>;

/** Queues a security event's mail to the operator it concerns (DESIGN: reset, disable, new device…). */
export function queueSecurityMail(
  db: Db | Tx,
  config: MailAddresses,
  data: { email: string; event: OperatorSecurityMailData['event'] } & Partial<OperatorSecurityMailData>,
) {
  return db.insert(outbox).values({
    kind: 'operator.security',
    reference: 'operator',
    mail: {
      template: 'operator.security',
      data: { at: new Date().toISOString(), ...data },
      addresses: { from: config.mailFrom, businessEmail: config.businessEmail },
    },
  });
}

/**
 * Before a password or a code is checked for `email` from `client` (a sign-in, or one in disguise:
 * the current password of a change): 429 `accountLocked` with Retry-After while that client waits.
 */
export async function refuseWhileWaiting(
  db: Db,
  reply: FastifyReply,
  email: string,
  client: string,
): Promise<void> {
  const wait = await waitBeforeSignIn(db, email, client);
  if (wait > 0) {
    reply.header('retry-after', String(Math.ceil(wait / 1000)));
    throw new HttpError(429, 'accountLocked');
  }
}

/**
 * Counts a wrong password or code for `email` from `client`, and mails the address's operator when
 * the failures call for it (`operatorExists`: never for an address without an account).
 */
export async function countFailedAttempt(
  app: FastifyInstance,
  config: MailAddresses,
  email: string,
  client: string,
  operatorExists = true,
): Promise<void> {
  const { alert, failures } = await recordFailure(app.database.db, email, client);
  if (alert && operatorExists) {
    await queueSecurityMail(app.database.db, config, { email, event: 'failedSignIns', failures });
    app.outbox.kick();
  }
}
