import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';

/** Header values we accept: 1-200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

/** sha256 of the body's canonical JSON (key order does not matter). */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(scope)
    .update('\0')
    .update(JSON.stringify(stable(body)) ?? 'undefined')
    .digest('hex');
}

export type IdempotentLookup =
  | { kind: 'none' }
  | { kind: 'replay'; statusCode: number; response: unknown }
  | { kind: 'conflict' };

/** Looks up a stored answer for this key; a different body under the same key is a conflict. */
export async function lookupIdempotent(db: Db, key: string, hash: string): Promise<IdempotentLookup> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
  if (!row) return { kind: 'none' };
  if (row.requestHash !== hash) return { kind: 'conflict' };
  return { kind: 'replay', statusCode: row.statusCode, response: row.response };
}
