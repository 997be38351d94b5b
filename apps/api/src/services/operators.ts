import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db, Tx } from '../db/client.js';
import {
  type OperatorRow,
  operatorSessions,
  operators,
  operatorTokens,
  signInAttempts,
} from '../db/schema.js';
import { newToken, tokenHash } from '../lib/tokens.js';

/** A session ends after 30 minutes without the operator doing anything (DESIGN, ASVS 3.3.2). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** A session ends 12 hours after sign-in, however active (ASVS 3.3.2). */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** The longest User-Agent kept with a session. */
const USER_AGENT_MAX = 200;
/**
 * Failed sign-ins for one address from one client before each further try waits, and the longest
 * wait: 1 minute after the 5th failure, doubling to at most 15 minutes (ASVS 2.2.1). Failures older than
 * the window start a new count. Another client is not held up: no stranger can lock an operator out.
 */
export const MAX_FAILURES = 5;
export const MAX_DELAY_MS = 15 * 60_000;
export const FAILURE_WINDOW_MS = 60 * 60_000;
/** Failures for one address over every client within the window before its operator is mailed (once an hour). */
export const ALERT_AFTER_FAILURES = 10;
/**
 * Failures for one address over every client within the window after which only a browser that has
 * signed in to it before (its device cookie, lib/device-cookie.ts) may try again, until an hour passes
 * without a counted failure or the password is reset. A spray from many addresses (IPv6 hands out
 * plenty) gets at most this many guesses an hour (ASVS 2.2.1: at most 100), while the operator's own
 * browsers are not held up.
 */
export const ACCOUNT_CEILING = 50;
/** Invitations are valid for 7 days, password-reset links for 1 hour. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;
/** Last-seen is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SessionInfo {
  operator: Pick<OperatorRow, 'id' | 'email' | 'role'>;
  csrfToken: string;
  tokenHash: string;
  /** Whether the operator has two-step sign-in. */
  mfaEnabled: boolean;
}

/**
 * Creates a session for an operator, noting the browser (`userAgent`, shortened) so the operator can
 * tell their sessions apart; answers the cookie's token and the session's CSRF token.
 */
export async function createSession(
  db: Db,
  operatorId: number,
  userAgent?: string | undefined,
): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  await db.insert(operatorSessions).values({
    tokenHash: tokenHash(token),
    operatorId,
    csrfToken,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  return { token, csrfToken };
}

/**
 * The live session of a cookie token: not idle for 30 minutes, under 12 hours old, its operator not
 * disabled. Touches last-seen (at most once a minute) unless `touch` is false: a page polling on its
 * own (the console's list refresh while nobody uses it) keeps nothing alive. Expired sessions are
 * deleted when met.
 */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
  touch = true,
): Promise<SessionInfo | null> {
  const hash = tokenHash(token);
  const [row] = await db
    .select({
      operatorId: operators.id,
      email: operators.email,
      role: operators.role,
      mfaSecret: operators.mfaSecret,
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
  if (touch && now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.tokenHash, hash));
  }
  return {
    operator: { id: row.operatorId, email: row.email, role: row.role },
    csrfToken: row.csrfToken,
    tokenHash: hash,
    mfaEnabled: row.mfaSecret !== null,
  };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash(token)));
}

/**
 * The network a client address belongs to for throttling: an IPv4 address itself (an IPv4-mapped IPv6
 * one too), an IPv6 address's /64, since one subscriber gets a whole /64 and could use a fresh address
 * for every try.
 *
 * @example
 * clientNetwork('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 * clientNetwork('::ffff:192.0.2.7'); // '192.0.2.7'
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = new ipaddr.IPv6([...address.toByteArray().slice(0, 8), ...new Array<number>(8).fill(0)]);
  return `${prefix.toString()}/64`;
}

/** The client part of a sign-in throttle key: a hash of the IP address's network (no address is stored). */
export function clientKey(ip: string): string {
  return createHash('sha256')
    .update(`spt-sign-in\n${clientNetwork(ip)}`)
    .digest('hex')
    .slice(0, 32);
}

/** The wait before the next try after `failures` failures: none below MAX_FAILURES, then 1, 2, 4… minutes. */
export function delayAfter(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 60_000 * 2 ** Math.min(failures - MAX_FAILURES, 10));
}

/**
 * Milliseconds this address must still wait before trying again from this client (0: go ahead): the
 * client's own growing delay, and, for a browser without the address's device cookie (`remembered`
 * false), the account's ceiling: past ACCOUNT_CEILING failures within the window, until the window has
 * passed since the last counted failure. Known and unknown addresses are treated alike.
 */
export async function waitBeforeSignIn(
  db: Db,
  email: string,
  client: string,
  remembered: boolean,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .select({
      client: signInAttempts.client,
      failures: signInAttempts.failures,
      lastFailureAt: signInAttempts.lastFailureAt,
      lockedUntil: signInAttempts.lockedUntil,
    })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, email), inArray(signInAttempts.client, [client, '*'])));
  const own = rows.find((row) => row.client === client && client !== '*');
  const all = rows.find((row) => row.client === '*');
  let until = own?.lockedUntil?.getTime() ?? 0;
  if (!remembered && all && all.failures >= ACCOUNT_CEILING) {
    until = Math.max(until, all.lastFailureAt.getTime() + FAILURE_WINDOW_MS);
  }
  return Math.max(0, until - now.getTime());
}

/**
 * After a password reset (the operator proved they hold the mailbox): every client may try again at
 * once and the account's ceiling starts again; the `*` row keeps its alert time.
 */
export async function forgiveFailures(db: Db | Tx, email: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.email, email), sql`${signInAttempts.client} <> '*'`));
  await db
    .update(signInAttempts)
    .set({ failures: 0 })
    .where(and(eq(signInAttempts.email, email), eq(signInAttempts.client, '*')));
}

/** Adds a failure to the row (email, client), restarting the count after the window; answers the row. */
async function countFailure(db: Db, email: string, client: string, now: Date) {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const failures = sql<number>`case when ${signInAttempts.lastFailureAt} < ${windowStart} then 1 else ${signInAttempts.failures} + 1 end`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ email, client, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [signInAttempts.email, signInAttempts.client],
      set: { failures, lastFailureAt: now },
    })
    .returning();
  if (!row) throw new Error('sign-in attempt not stored');
  return row;
}

/**
 * Counts a failed sign-in for an address (whether an account has it or not) from a client: after
 * MAX_FAILURES from that client each try waits longer (delayAfter). Answers whether the address's
 * operator should now be mailed: ALERT_AFTER_FAILURES over all clients within the window, at most
 * once an hour (the caller mails only a real, active operator).
 */
export async function recordFailure(
  db: Db,
  email: string,
  client: string,
  now = new Date(),
): Promise<{ alert: boolean; failures: number }> {
  const mine = await countFailure(db, email, client, now);
  const delay = delayAfter(mine.failures);
  if (delay > 0) {
    await db
      .update(signInAttempts)
      .set({ lockedUntil: new Date(now.getTime() + delay) })
      .where(and(eq(signInAttempts.email, email), eq(signInAttempts.client, client)));
  }
  const all = await countFailure(db, email, '*', now);
  if (all.failures < ALERT_AFTER_FAILURES) return { alert: false, failures: all.failures };
  const hourAgo = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [alerted] = await db
    .update(signInAttempts)
    .set({ alertedAt: now })
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.client, '*'),
        or(isNull(signInAttempts.alertedAt), lt(signInAttempts.alertedAt, hourAgo)),
      ),
    )
    .returning({ email: signInAttempts.email });
  return { alert: alerted !== undefined, failures: all.failures };
}

/** After a right password: this client's count for the address starts again (the `*` row keeps its alert time). */
export async function clearFailures(db: Db, email: string, client: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.email, email), eq(signInAttempts.client, client)));
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
  /** An invitation's role for the new operator. */
  role: 'owner' | 'dispatcher' | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (kind === 'invite' ? INVITE_TTL_MS : RESET_TTL_MS));
  await db.transaction(async (tx) => {
    await killSiblings(tx, kind, email, now);
    await tx
      .insert(operatorTokens)
      .values({ tokenHash: tokenHash(token), kind, email, createdBy, expiresAt, role });
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

/** How many kinds of browser an operator's account remembers. */
const KNOWN_DEVICES_MAX = 20;

/**
 * Notes the kind of browser an operator signed in from (its name, e.g. "Safari · iPhone", hashed) and
 * answers whether it is new to an account that has signed in before: then they are mailed (ASVS 3.3,
 * DESIGN "new device"). The first device of an account is remembered silently.
 */
export async function rememberDevice(
  db: Db,
  operator: Pick<OperatorRow, 'id' | 'knownDevices'>,
  device: string,
): Promise<boolean> {
  const key = createHash('sha256').update(`spt-device\n${device}`).digest('hex').slice(0, 32);
  const known = operator.knownDevices ?? [];
  if (known.includes(key)) return false;
  await db
    .update(operators)
    .set({ knownDevices: [...known, key].slice(-KNOWN_DEVICES_MAX) })
    .where(eq(operators.id, operator.id));
  return known.length > 0;
}
