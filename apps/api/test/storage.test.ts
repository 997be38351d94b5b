import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, isUniqueViolation, openDatabase } from '../src/db/client.js';
import { bookingEvents, bookings, operators, outbox } from '../src/db/schema.js';
import { createOutboxWorker } from '../src/mail/outbox-worker.js';
import { createSession } from '../src/services/operators.js';
import {
  buildTestApp,
  countRows,
  type DatabaseTarget,
  postgresTarget,
  resetDatabase,
  TEST_SECRET_KEY,
  tempDir,
  validBooking,
} from './helpers.js';

const silentLog = { info() {}, warn() {}, error() {} };

const pgliteDir = tempDir('spt-pglite-');
const targets: DatabaseTarget[] = [
  { name: 'PGlite (DATA_DIR on disk)', skip: false, open: () => openDatabase({ dataDir: pgliteDir }) },
  postgresTarget('spt_test_'),
];

for (const target of targets) {
  describe.skipIf(target.skip)(`storage on ${target.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await resetDatabase(database.db);
    });
    afterAll(async () => {
      await database.close();
      await target.cleanup?.();
    });

    it('applies the migrations idempotently and keeps committed bookings across reopen', async () => {
      const { app } = await buildTestApp(database);
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
      expect(res.statusCode).toBe(201);
      await app.close();
      await database.close();
      database = await target.open(); // runs the migrator again
      const rows = await database.db
        .select()
        .from(bookings)
        .where(eq(bookings.reference, res.json().reference));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.finalPriceCents).toBe(61974);
    });

    it('a duplicate reference is a detectable unique violation (the retry condition)', async () => {
      const [row] = await database.db.select().from(bookings).limit(1);
      expect(row).toBeDefined();
      if (!row) return;
      const { id: _id, ...copy } = row;
      const error = await database.db
        .insert(bookings)
        .values(copy)
        .then(() => null)
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error, 'bookings_reference_unique')).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    });

    it('idempotent double submit under concurrency stores one booking', async () => {
      await resetDatabase(database.db);
      const { app } = await buildTestApp(database);
      const body = validBooking();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/booking',
            payload: body,
            headers: { 'idempotency-key': 'same' },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
      expect(await countRows(database.db)).toMatchObject({ bookings: 1, outbox: 2, keys: 1 });
      await app.close();
    });

    it('two workers claiming concurrently send every mail exactly once', async () => {
      await resetDatabase(database.db);
      const { app } = await buildTestApp(database);
      for (let i = 0; i < 10; i++) {
        expect(
          (await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() })).statusCode,
        ).toBe(201);
      }
      await app.close();
      const emlDir = join(tempDir(), 'outbox');
      const worker = () =>
        createOutboxWorker({
          db: database.db,
          emlDir,
          linkKey: TEST_SECRET_KEY,
          pollMs: 1000,
          retryBaseMs: 100,
          retryMaxMs: 1000,
          leaseMs: 60_000,
          batchSize: 3,
          maxAttempts: 15,
          smtpConnectTimeoutMs: 1000,
          smtpSocketTimeoutMs: 2000,
          releaseLeasesOnStart: false,
          log: silentLog,
        });
      const [a, b] = [worker(), worker()];
      let sent = 0;
      for (let round = 0; round < 10; round++) {
        const counts = await Promise.all([a.runOnce(), b.runOnce()]);
        sent += counts[0] + counts[1];
      }
      await Promise.all([a.stop(), b.stop()]);
      expect(sent).toBe(20);
      expect(readdirSync(emlDir).filter((f) => f.endsWith('.eml'))).toHaveLength(20);
      const rows = await database.db.select().from(outbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });

    it('of two operators confirming and declining one booking at once, exactly one wins', async () => {
      await resetDatabase(database.db);
      const { app } = await buildTestApp(database);
      try {
        const [operator] = await database.db
          .insert(operators)
          .values({ email: 'race@example.com', passwordHash: 'unused' })
          .returning({ id: operators.id });
        const session = await createSession(database.db, operator?.id ?? 0);
        const booked = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
        const url = `/api/console/bookings/${booked.json().reference}/status`;
        const headers = { cookie: `spt_console=${session.token}`, 'x-csrf-token': session.csrfToken };
        const answers = await Promise.all(
          ['confirmed', 'declined', 'confirmed', 'declined'].map((to) =>
            app.inject({ method: 'POST', url, headers, payload: { to } }),
          ),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(3);
        expect(await database.db.select().from(bookingEvents)).toHaveLength(1);
      } finally {
        await app.close();
      }
    });
  });
}
