import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { operatorRecoveryCodes, operators } from '../src/db/schema.js';
import { open, seal } from '../src/lib/secret-box.js';
import {
  beginEnrolment,
  checkSecondFactor,
  confirmEnrolment,
  mfaRequired,
  recoveryCodesLeft,
} from '../src/services/mfa.js';
import { openTestDatabase, resetDatabase } from './helpers.js';

let database: Database;
const key = randomBytes(32);
let operatorId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetDatabase(database.db);
  const [row] = await database.db
    .insert(operators)
    .values({ email: 'owner@example.com', passwordHash: 'x', role: 'owner' })
    .returning({ id: operators.id });
  operatorId = row?.id ?? 0;
});

const operatorRow = async () =>
  (await database.db.select().from(operators).where(eq(operators.id, operatorId)))[0];

describe('the sealed box for secrets at rest', () => {
  it('opens only with its key and purpose, and refuses any change', () => {
    const sealed = seal(key, 'totp:1', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, 'totp:1', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(open(key, 'totp:2', sealed)).toBeNull();
    expect(open(randomBytes(32), 'totp:1', sealed)).toBeNull();
    const [v, nonce, body, tag] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(open(key, 'totp:1', [v, nonce, flipped, tag].join('.'))).toBeNull();
    expect(seal(key, 'totp:1', 'same')).not.toBe(seal(key, 'totp:1', 'same'));
  });
});

describe('the second factor (RFC 6238 TOTP with recovery codes)', () => {
  it('enrols with a computed code; the secret rests sealed; a code works once; a recovery code once', async () => {
    const { secret, otpauthUrl, qrSvg } = await beginEnrolment(
      database.db,
      key,
      { id: operatorId, email: 'owner@example.com' },
      'Schiphol Premium Taxi',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Schiphol%20Premium%20Taxi:owner%40example.com?secret=${secret}&issuer=Schiphol%20Premium%20Taxi`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*>/);
    expect(JSON.stringify(await operatorRow())).not.toContain(secret);

    await expect(confirmEnrolment(database.db, key, operatorId, '000000')).rejects.toMatchObject({
      code: 'invalidCode',
    });
    const first = await generate({ secret });
    const codes = await confirmEnrolment(database.db, key, operatorId, first);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await database.db.select().from(operatorRecoveryCodes);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    const row = await operatorRow();
    expect(row?.mfaEnabledAt).not.toBeNull();
    expect(row?.mfaPendingSecret).toBeNull();

    // The code that confirmed the enrolment is spent; so is any code of a step not after it.
    expect(await checkSecondFactor(database.db, key, row ?? { id: 0, mfaSecret: null }, first)).toBe(false);
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect(await checkSecondFactor(database.db, key, row ?? { id: 0, mfaSecret: null }, next)).toBe(true);
    expect(await checkSecondFactor(database.db, key, row ?? { id: 0, mfaSecret: null }, next)).toBe(false);
    expect(await checkSecondFactor(database.db, key, row ?? { id: 0, mfaSecret: null }, '123456')).toBe(
      false,
    );

    const recovery = (codes[3] ?? '').toUpperCase().replace('-', ' ');
    expect(await checkSecondFactor(database.db, key, row ?? { id: 0, mfaSecret: null }, recovery)).toBe(true);
    expect(await checkSecondFactor(database.db, key, row ?? { id: 0, mfaSecret: null }, recovery)).toBe(
      false,
    );
    expect(await recoveryCodesLeft(database.db, operatorId)).toBe(9);
  });

  it('is required of owners, and of dispatchers only when the config says all', () => {
    expect(mfaRequired('owner')).toBe(true);
    expect(mfaRequired('dispatcher')).toBe(false);
    expect(mfaRequired('dispatcher', 'all')).toBe(true);
  });
});
