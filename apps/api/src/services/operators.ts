import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  type OperatorRow,
  operatorSessions,
  operators,
  operatorTokens,
  signInAttempts,
} from '../db/schema.js';
import { newToken, tokenHash } from '../lib/tokens.js';

/** A session ends after 12 hours without a request (DESIGN / the issue). */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** A session ends 7 days after sign-in, however active. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
/** Failed sign-ins for one email address before it is locked, and for how long. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
/** Invitations are valid for 7 days, password-reset links for 1 hour. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;
/** Last-seen is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SessionInfo {
  operator: Pick<OperatorRow, 'id' | 'email'>;
  csrfToken: string;
  tokenHash: string;
}

/** Creates a session for an operator; answers the cookie's token and the session's CSRF token. */
export async function createSession(
  db: Db,
  operatorId: number,
): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  await db.insert(operatorSessions).values({ tokenHash: tokenHash(token), operatorId, csrfToken });
  return { token, csrfToken };
}

/**
 * The live session of a cookie token: not idle for 12 h, under 7 days old, its operator not disabled.
 * Touches last-seen (at most once a minute). Expired sessions are deleted when met.
 */
export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionInfo | null> {
  const hash = tokenHash(token);
  const [row] = await db
    .select({
      operatorId: operators.id,
      email: operators.email,
      disabledAt: operators.disabledAt,
      csrfToken: operatorSessions.csrfToken,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, hash));
  if (!row) return null;
  const expired =
    row.disabledAt !== null ||
    now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS ||
    now.getTime() - row.createdAt.getTime() > SESSION_MAX_MS;
  if (expired) {
    await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.tokenHash, hash));
  }
  return { operator: { id: row.operatorId, email: row.email }, csrfToken: row.csrfToken, tokenHash: hash };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash(token)));
}

/** Whether an email address is locked after too many failed sign-ins. */
export async function isLocked(db: Db, email: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: signInAttempts.lockedUntil })
    .from(signInAttempts)
    .where(eq(signInAttempts.email, email));
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/**
 * Counts a failed sign-in for an email address, whether an account has it or not; the fifth within
 * the window locks it for 15 minutes. Failures older than the lock window start a new count.
 */
export async function recordFailure(db: Db, email: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCK_MS);
  await db
    .insert(signInAttempts)
    .values({ email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.email,
      set: {
        failures: sql`case when ${signInAttempts.lastFailureAt} < ${windowStart} then 1 else ${signInAttempts.failures} + 1 end`,
        lastFailureAt: now,
        lockedUntil: sql`case when (case when ${signInAttempts.lastFailureAt} < ${windowStart} then 1 else ${signInAttempts.failures} + 1 end) >= ${MAX_FAILURES} then ${new Date(now.getTime() + LOCK_MS)} else ${signInAttempts.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}

export async function activeOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.email, email), isNull(operators.disabledAt)));
  return row;
}

export async function operatorCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(operators);
  return row?.count ?? 0;
}

/**
 * Ends every still-usable link of `kind` for `email` (ASVS 2.5, 3.3): a new link or a used one leaves
 * no older sibling alive in a mailbox.
 */
async function killSiblings(db: Db | Tx, kind: 'invite' | 'reset', email: string, now: Date): Promise<void> {
  await db
    .update(operatorTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorTokens.kind, kind),
        eq(operatorTokens.email, email),
        isNull(operatorTokens.usedAt),
        gt(operatorTokens.expiresAt, now),
      ),
    );
}

/** Stores a single-use link token, ending the older links of its kind for the address; answers the token to mail. */
export async function createOperatorToken(
  db: Db,
  kind: 'invite' | 'reset',
  email: string,
  createdBy: string | null,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (kind === 'invite' ? INVITE_TTL_MS : RESET_TTL_MS));
  await db.transaction(async (tx) => {
    await killSiblings(tx, kind, email, now);
    await tx
      .insert(operatorTokens)
      .values({ tokenHash: tokenHash(token), kind, email, createdBy, expiresAt });
  });
  return { token, expiresAt };
}

/** The condition of a usable link token: of `kind`, unused and unexpired. */
function usableToken(kind: 'invite' | 'reset', token: string, now: Date) {
  return and(
    eq(operatorTokens.tokenHash, tokenHash(token)),
    eq(operatorTokens.kind, kind),
    isNull(operatorTokens.usedAt),
    gt(operatorTokens.expiresAt, now),
  );
}

/** The email of a usable (unused, unexpired) token of `kind`, without using it; or null. */
export async function peekOperatorToken(
  db: Db,
  kind: 'invite' | 'reset',
  token: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ email: operatorTokens.email })
    .from(operatorTokens)
    .where(usableToken(kind, token, now));
  return row?.email ?? null;
}

/**
 * Uses a single-use token: marks it used if it is of `kind`, unused and unexpired, in one statement,
 * so two clicks race and one wins. Answers its email, or null.
 */
export async function consumeOperatorToken(
  db: Db,
  kind: 'invite' | 'reset',
  token: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .update(operatorTokens)
    .set({ usedAt: now })
    .where(usableToken(kind, token, now))
    .returning({ email: operatorTokens.email });
  if (row) await killSiblings(db, kind, row.email, now);
  return row?.email ?? null;
}

/** Deletes sessions idle past the limit (housekeeping; `findSession` refuses them anyway). */
export async function deleteIdleSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(lt(operatorSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
}
