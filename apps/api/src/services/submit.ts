import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/client.js';
import { idempotencyKeys, outbox } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { IDEMPOTENCY_KEY_PATTERN, lookupIdempotent, requestHash } from '../lib/idempotency.js';
import { newReference } from '../lib/reference.js';
import type { OutboxPayload } from '../mail/templates.js';

/** Postgres names an inline primary key `<table>_pkey`. */
const IDEMPOTENCY_KEYS_PKEY = 'idempotency_keys_pkey';

export interface IdempotencyContext {
  key: string;
  hash: string;
}

/**
 * Reads the Idempotency-Key header. A repeat of a stored request is answered here (same status and
 * body, header `Idempotent-Replayed: true`); a different body under the key is a 409.
 * Returns the context to store the new answer with, `null` without a key, or `'replayed'`.
 */
export async function checkIdempotency(
  db: Db,
  scope: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<IdempotencyContext | null | 'replayed'> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new HttpError(400, 'invalidIdempotencyKey');
  }
  const context = { key: `${scope}:${header}`, hash: requestHash(scope, request.body) };
  const found = await lookupIdempotent(db, context.key, context.hash);
  if (found.kind === 'conflict') throw new HttpError(409, 'idempotencyConflict');
  if (found.kind === 'replay') {
    await reply.code(found.statusCode).header('idempotent-replayed', 'true').send(found.response);
    return 'replayed';
  }
  return context;
}

export interface CommitPlan<T> {
  /** Reference prefix, e.g. `SPT`. */
  prefix: string;
  /** Unique constraint of the reference column (a collision is retried with a new reference). */
  referenceConstraint: string;
  idempotency: IdempotencyContext | null;
  /** How many more references to draw for linked rows (the way back of a return trip); default 0. */
  linkedCount?: number;
  /** The INSERT of the main row (and its linked rows) for the references, ending in `RETURNING reference`. */
  insert: (reference: string, linked: readonly string[]) => SQLWrapper;
  /** The mails to queue for the main row (none for spam). */
  mails: (reference: string, linked: readonly string[]) => OutboxPayload[];
  /** The 201 answer for the references. */
  answer: (reference: string, linked: readonly string[]) => T;
}

/**
 * Writes the row, its outbox mails and the idempotency record as ONE SQL statement (data-modifying
 * CTEs are atomic on their own, so there is no BEGIN/COMMIT round trip), retrying with a fresh
 * reference on a collision. When another request already stored the same Idempotency-Key the statement
 * fails as a whole on the key's primary key, and the stored answer is replayed (or 409 for another body).
 */
export async function commitWithReference<T>(
  db: Db,
  plan: CommitPlan<T>,
): Promise<{ response: T | unknown; replayed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference(plan.prefix);
    const linked = Array.from({ length: plan.linkedCount ?? 0 }, () => newReference(plan.prefix));
    const answer = plan.answer(reference, linked);
    // drizzle parenthesizes a nested query
    const ctes: SQL[] = [sql`r as ${plan.insert(reference, linked)}`];
    const mails = plan.mails(reference, linked).map((mail) => ({ kind: mail.template, mail }));
    if (mails.length > 0) {
      ctes.push(
        sql`m as (insert into ${outbox} (${sql.identifier(outbox.kind.name)}, ${sql.identifier(
          outbox.reference.name,
        )}, ${sql.identifier(outbox.mail.name)}) select x.kind, r.reference, x.mail from r cross join jsonb_to_recordset(${JSON.stringify(
          mails,
        )}::jsonb) as x(kind text, mail jsonb) where r.reference = ${reference})`,
      );
    }
    if (plan.idempotency) {
      const { key, hash } = plan.idempotency;
      ctes.push(
        sql`k as ${db.insert(idempotencyKeys).values({ key, requestHash: hash, statusCode: 201, response: answer })}`,
      );
    }
    try {
      await db.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
      return { response: answer, replayed: false };
    } catch (error) {
      if (plan.idempotency && isUniqueViolation(error, IDEMPOTENCY_KEYS_PKEY)) {
        const found = await lookupIdempotent(db, plan.idempotency.key, plan.idempotency.hash);
        if (found.kind === 'replay') return { response: found.response, replayed: true };
        throw new HttpError(409, 'idempotencyConflict');
      }
      if (attempt < 5 && isUniqueViolation(error, plan.referenceConstraint)) continue;
      throw error;
    }
  }
}

/** Spam: the honeypot is filled, or the form was submitted faster than a person can fill it. */
export function isSpam(
  body: { website?: string | undefined; formElapsedMs?: number | undefined },
  minFillMs: number,
) {
  if (body.website !== undefined && body.website.trim() !== '') return true;
  return minFillMs > 0 && body.formElapsedMs !== undefined && body.formElapsedMs < minFillMs;
}
