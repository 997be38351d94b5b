import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, MigrationError, openDatabase } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/lib/paths.js';
import { TEST_DATABASE_URL, tcpRelay, testConfig, validBooking } from './helpers.js';
import { scratchDatabase } from './scratch-database.js';

const MIGRATION_COUNT = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!TEST_DATABASE_URL)(
  'PostgreSQL at start and in trouble (issue 25; set TEST_DATABASE_URL)',
  () => {
    it('two instances started at the same instant on a new database both come up, migrating once (10 times)', async () => {
      for (let round = 0; round < 10; round++) {
        const scratch = scratchDatabase(TEST_DATABASE_URL ?? '', 'spt_race_');
        await scratch.create();
        const opened: Database[] = [];
        try {
          const results = await Promise.allSettled([
            openDatabase({ dataDir: 'unused', databaseUrl: scratch.url }),
            openDatabase({ dataDir: 'unused', databaseUrl: scratch.url }),
          ]);
          for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
          expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
          const [first] = opened;
          const applied = await first?.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          );
          expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(MIGRATION_COUNT);
        } finally {
          await Promise.all(opened.map((database) => database.close()));
          await scratch.drop();
        }
      }
    }, 120_000);

    it('a failing migration names its SQLSTATE', async () => {
      const scratch = scratchDatabase(TEST_DATABASE_URL ?? '', 'spt_badmig_');
      await scratch.create();
      try {
        // A table in the way of the first migration's CREATE TABLE: 42P07, duplicate_table.
        const blocker = await openDatabase({ dataDir: 'unused', databaseUrl: scratch.url });
        await blocker.db.execute(sql`drop schema drizzle cascade`);
        await blocker.close();
        const failure = await openDatabase({ dataDir: 'unused', databaseUrl: scratch.url }).catch(
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(MigrationError);
        expect((failure as MigrationError).sqlState).toBe('42P07');
        expect((failure as Error).message).toMatch(/^database migrations failed \(SQLSTATE 42P07\)/);
      } finally {
        await scratch.drop();
      }
    });

    it('a database that refuses, then is cut off: 503 with Retry-After within the timeouts, and recovery by itself', async () => {
      const scratch = scratchDatabase(TEST_DATABASE_URL ?? '', 'spt_outage_');
      await scratch.create();
      const relay = await tcpRelay(new URL(scratch.url), 'postgres');
      const database = await openDatabase({
        dataDir: 'unused',
        databaseUrl: relay.url,
        // Short limits, so the test need not wait the production ones (5 s to connect, 12 s a query).
        pool: { connectionTimeoutMillis: 1000, query_timeout: 1500, statement_timeout: 1000 },
      });
      const app = await buildApp({ config: testConfig(), database });
      const book = () => app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
      const ready = () => app.inject({ url: '/readyz' });
      try {
        expect((await book()).statusCode).toBe(201);

        // Refused: every connection is cut and new ones are refused.
        await relay.cut();
        const refused = await book();
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ code: 'unavailable' });
        expect(refused.headers['retry-after']).toBe('5');
        expect((await ready()).statusCode).toBe(503);
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

        await relay.restore();
        await waitFor(async () => (await book()).statusCode === 201);

        // A partition: the connections stay open and nothing comes back.
        relay.hang();
        const started = Date.now();
        const cutOff = await book();
        expect(cutOff.statusCode).toBe(503);
        expect(Date.now() - started).toBeLessThan(10_000);
        const notReady = await ready();
        expect(notReady.statusCode).toBe(503);

        relay.heal();
        await waitFor(async () => (await ready()).statusCode === 200);
        await waitFor(async () => (await book()).statusCode === 201);
      } finally {
        await app.close();
        await database.close().catch(() => undefined);
        await relay.cut();
        await scratch.drop();
      }
    }, 90_000);
  },
);
