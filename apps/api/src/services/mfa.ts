import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../db/client.js';
import { type OperatorRow, operatorRecoveryCodes, operators } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { open, seal } from '../lib/secret-box.js';

/** How many recovery codes an enrolment gives (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** One 30-second step of clock drift either way (DESIGN). */
const EPOCH_TOLERANCE_SECONDS = 30;
/** Recovery codes: 10 characters of this alphabet (no 0/O, 1/l/I), shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const purpose = (operatorId: number) => `totp:${operatorId}`;

function recoveryHash(code: string): string {
  return createHash('sha256')
    .update(`spt-recovery\n${normalizeRecoveryCode(code)}`)
    .digest('base64url');
}

/** A recovery code as typed, without spaces, hyphens or capitals. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Whether this operator must have a second factor: owners, or everyone when the config says `all`;
 * nobody when it says `off` (a development machine, automated tests).
 */
export function mfaRequired(
  role: OperatorRow['role'],
  requiredFor: 'owners' | 'all' | 'off' = 'owners',
): boolean {
  if (requiredFor === 'off') return false;
  return role === 'owner' || requiredFor === 'all';
}

/**
 * Starts (or restarts) an enrolment: a new secret, kept sealed as pending until a code confirms it.
 * Answers the secret (base32, for typing in), the otpauth:// URL and that URL as an SVG QR code.
 */
export async function beginEnrolment(
  db: Db,
  key: Buffer,
  operator: Pick<OperatorRow, 'id' | 'email'>,
  issuer: string,
): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer, label: operator.email, secret });
  await db
    .update(operators)
    .set({ mfaPendingSecret: seal(key, purpose(operator.id), secret) })
    .where(eq(operators.id, operator.id));
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** The 30-second step of `code` for `secret` now (± one step), or null when it is not right. */
async function stepOf(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Confirms an enrolment with a code from the app: the pending secret becomes the operator's, and ten
 * new recovery codes replace any old ones (answered once, stored as hashes). 400 `invalidCode` for a
 * wrong code or no enrolment under way.
 */
export async function confirmEnrolment(
  db: Db,
  key: Buffer,
  operatorId: number,
  code: string,
): Promise<string[]> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId));
  const secret = row?.mfaPendingSecret ? open(key, purpose(operatorId), row.mfaPendingSecret) : null;
  const step = secret ? await stepOf(secret, code.trim()) : null;
  if (!row || !secret || step === null) throw new HttpError(400, 'invalidCode');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({
        mfaSecret: row.mfaPendingSecret,
        mfaPendingSecret: null,
        mfaLastStep: step,
        mfaEnabledAt: new Date(),
      })
      .where(eq(operators.id, operatorId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codes.map((recovery) => ({ codeHash: recoveryHash(recovery), operatorId })));
  });
  return codes;
}

/**
 * Whether `code` is this operator's second factor now: a TOTP code of a step after the last one
 * accepted (so each code works once; the step is claimed in one statement, so two requests with one
 * code race and one wins), or an unused recovery code (used up by this).
 */
export async function checkSecondFactor(
  db: Db,
  key: Buffer,
  operator: Pick<OperatorRow, 'id' | 'mfaSecret'>,
  code: string,
): Promise<boolean> {
  if (!operator.mfaSecret) return false;
  const secret = open(key, purpose(operator.id), operator.mfaSecret);
  const step = secret ? await stepOf(secret, code.trim()) : null;
  if (step !== null) {
    const claimed = await db
      .update(operators)
      .set({ mfaLastStep: step })
      .where(
        and(
          eq(operators.id, operator.id),
          or(isNull(operators.mfaLastStep), lt(operators.mfaLastStep, step)),
        ),
      )
      .returning({ id: operators.id });
    return claimed.length > 0;
  }
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 10) return false;
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(operatorRecoveryCodes.codeHash, recoveryHash(normalized)),
        eq(operatorRecoveryCodes.operatorId, operator.id),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: operatorRecoveryCodes.codeHash });
  return used.length > 0;
}

/** How many unused recovery codes an operator has left. */
export async function recoveryCodesLeft(db: Db, operatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
