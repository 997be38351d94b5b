import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { readCookie } from '../../lib/cookies.js';
import { DEVICE_COOKIE_MAX_AGE_MS, isRememberedDevice, rememberedDevice } from '../../lib/device-cookie.js';
import { HttpError } from '../../lib/http-error.js';
import type { OperatorSecurityMailData } from '../../mail/templates.js';
import { deviceCookieName, setConsoleCookie } from '../../plugins/console-session.js';
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
 * the current password of a change): 429 `accountLocked` with Retry-After while that client waits,
 * or while the account is past its ceiling and this browser holds no device cookie for the address
 * (signed under `key`).
 */
export async function refuseWhileWaiting(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  client: string,
  key: Buffer,
): Promise<void> {
  const remembered = isRememberedDevice(
    key,
    email,
    readCookie(request.headers.cookie, deviceCookieName(request)),
  );
  const wait = await waitBeforeSignIn(db, email, client, remembered);
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

/** After a right password (and code): this browser is remembered for `email` for 180 days. */
export function rememberThisBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  key: Buffer,
): void {
  const name = deviceCookieName(request);
  const value = rememberedDevice(key, email, readCookie(request.headers.cookie, name));
  setConsoleCookie(request, reply, name, value, DEVICE_COOKIE_MAX_AGE_MS / 1000);
}
