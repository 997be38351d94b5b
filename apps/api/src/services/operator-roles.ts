import type { OperatorInvitation, OperatorRole } from '@spt/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { operatorRecoveryCodes, operatorSessions, operators, operatorTokens } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { tokenHash } from '../lib/tokens.js';
import { createOperatorToken } from './operators.js';

/**
 * Roles (ASVS 4.1.3): owners manage the operators, dispatchers run the bookings. The business always
 * keeps an active owner: the last one can be neither disabled nor made a dispatcher (409 `lastOwner`).
 * The changes take a transaction so the caller queues its security mails in the same one.
 */

/** An invitation without a role (made before roles existed) makes a dispatcher: the smaller right. */
const DEFAULT_INVITED_ROLE: OperatorRole = 'dispatcher';

/**
 * Locks the active owners' rows in id order and answers them: two changes at once (two owners
 * demoting each other) wait in turn instead of deadlocking, and the second sees the first's result.
 */
async function lockActiveOwners(tx: Tx): Promise<{ id: number; email: string }[]> {
  return tx
    .select({ id: operators.id, email: operators.email })
    .from(operators)
    .where(and(eq(operators.role, 'owner'), isNull(operators.disabledAt)))
    .orderBy(operators.id)
    .for('update');
}

/** Refuses a change that would take operator `id` out of the active owners if it is the last one. */
function keepAnOwner(owners: { id: number }[], id: number): void {
  if (owners.length > 0 && owners.every((owner) => owner.id === id)) throw new HttpError(409, 'lastOwner');
}

/** The addresses of the active owners (who are mailed about role changes). */
export async function activeOwnerEmails(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ email: operators.email })
    .from(operators)
    .where(and(eq(operators.role, 'owner'), isNull(operators.disabledAt)))
    .orderBy(operators.id);
  return rows.map((row) => row.email);
}

/**
 * Gives operator `id` the role `role`. Answers their address and whether anything changed, or null
 * for an unknown id; 409 `lastOwner` for the last active owner made a dispatcher.
 */
export async function changeOperatorRole(
  tx: Tx,
  id: number,
  role: OperatorRole,
): Promise<{ email: string; changed: boolean } | null> {
  const owners = await lockActiveOwners(tx);
  const [target] = await tx
    .select({ email: operators.email, role: operators.role })
    .from(operators)
    .where(eq(operators.id, id));
  if (!target) return null;
  if (target.role === role) return { email: target.email, changed: false };
  if (role !== 'owner') keepAnOwner(owners, id);
  await tx.update(operators).set({ role }).where(eq(operators.id, id));
  return { email: target.email, changed: true };
}

/**
 * Disables an active operator and ends their sessions at once. Answers their address, or null when
 * there is no active operator `id`; 409 `lastOwner` for the last active owner.
 */
export async function disableOperator(
  tx: Tx,
  id: number,
  now = new Date(),
): Promise<{ email: string } | null> {
  keepAnOwner(await lockActiveOwners(tx), id);
  const [row] = await tx
    .update(operators)
    .set({ disabledAt: now })
    .where(and(eq(operators.id, id), isNull(operators.disabledAt)))
    .returning({ email: operators.email });
  if (!row) return null;
  await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
  // The invitations they sent and nobody has used yet end with them.
  await tx
    .update(operatorTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorTokens.kind, 'invite'),
        eq(operatorTokens.createdBy, row.email),
        isNull(operatorTokens.usedAt),
      ),
    );
  return row;
}

/**
 * Enables a disabled operator again (with their role and password as they were). Answers their
 * address and whether they were disabled, or null for an unknown id.
 */
export async function enableOperator(
  tx: Tx,
  id: number,
): Promise<{ email: string; changed: boolean } | null> {
  const [target] = await tx
    .select({ email: operators.email, disabledAt: operators.disabledAt })
    .from(operators)
    .where(eq(operators.id, id));
  if (!target) return null;
  if (target.disabledAt === null) return { email: target.email, changed: false };
  await tx.update(operators).set({ disabledAt: null }).where(eq(operators.id, id));
  return { email: target.email, changed: true };
}

/**
 * Makes an invitation link for `email` with the new operator's `role` (ending the address's older
 * invitations); answers the token to mail.
 */
export async function createInvitation(
  db: Db,
  email: string,
  role: OperatorRole,
  invitedBy: string,
): Promise<{ token: string; expiresAt: Date }> {
  return createOperatorToken(db, 'invite', email, invitedBy, new Date(), role);
}

/** The role an invitation link gives (its own, or a dispatcher's for a link from before roles). */
export async function invitedRole(db: Db, token: string): Promise<OperatorRole> {
  const [row] = await db
    .select({ role: operatorTokens.role })
    .from(operatorTokens)
    .where(and(eq(operatorTokens.tokenHash, tokenHash(token)), eq(operatorTokens.kind, 'invite')));
  return row?.role ?? DEFAULT_INVITED_ROLE;
}

/** The invitations still usable (not used, revoked or expired), the newest first, one per address. */
export async function pendingInvitations(db: Db, now = new Date()): Promise<OperatorInvitation[]> {
  const rows = await db
    .select({
      email: operatorTokens.email,
      role: operatorTokens.role,
      expiresAt: operatorTokens.expiresAt,
      invitedBy: operatorTokens.createdBy,
    })
    .from(operatorTokens)
    .where(
      and(
        eq(operatorTokens.kind, 'invite'),
        isNull(operatorTokens.usedAt),
        gt(operatorTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(operatorTokens.createdAt));
  const seen = new Set<string>();
  const invitations: OperatorInvitation[] = [];
  for (const row of rows) {
    if (seen.has(row.email)) continue;
    seen.add(row.email);
    invitations.push({
      email: row.email,
      role: row.role ?? DEFAULT_INVITED_ROLE,
      expiresAt: row.expiresAt.toISOString(),
      invitedBy: row.invitedBy || null,
    });
  }
  return invitations;
}

/** Revokes the address's pending invitations: their links stop working. Answers whether there was one. */
export async function revokeInvitation(db: Db, email: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(operatorTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorTokens.kind, 'invite'),
        eq(operatorTokens.email, email),
        isNull(operatorTokens.usedAt),
        gt(operatorTokens.expiresAt, now),
      ),
    )
    .returning({ email: operatorTokens.email });
  return revoked.length > 0;
}

/**
 * Clears another operator's two-step sign-in (lost phone and recovery codes): their secret and codes
 * go, and their sessions end, so their next sign-in is by password and, for an owner, sets it up
 * again at once. Answers their address, or null for an unknown operator; 409 `transitionNotAllowed`
 * for one's own (an owner replaces their own under Your account, with their password).
 */
export async function resetSecondFactor(
  tx: Tx,
  id: number,
  actorId: number,
): Promise<{ email: string } | null> {
  if (id === actorId) throw new HttpError(409, 'transitionNotAllowed');
  const [row] = await tx
    .update(operators)
    .set({ mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null, mfaEnabledAt: null })
    .where(eq(operators.id, id))
    .returning({ email: operators.email });
  if (!row) return null;
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
  await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
  return row;
}
