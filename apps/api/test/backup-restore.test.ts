import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../src/db/client.js';
import { bookings, outbox } from '../src/db/schema.js';
import { REPO_ROOT } from '../src/lib/paths.js';
import { buildTestApp, TEST_DATABASE_URL, tempDir, validBooking } from './helpers.js';
import { libpqEnv, type ScratchDatabase, scratchDatabase } from './scratch-database.js';

// The backup service's script and the documented restore (deploy/README-deploy.md, "Backup and
// restore"), run for real: deploy/backup.sh dumps a database the app wrote a booking into,
// deploy/restore.sh puts the dump into a new, empty database, and the app opens that one and finds
// the booking.

const BACKUP_SH = join(REPO_ROOT, 'deploy', 'backup.sh');
const RESTORE_SH = join(REPO_ROOT, 'deploy', 'restore.sh');
const DAY_MS = 86_400_000;

const TOOLS = ['pg_dump', 'pg_restore', 'psql', 'createdb'];
const missingTools = TOOLS.filter((tool) => spawnSync(tool, ['--version']).status !== 0);
const skipReason = !TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : missingTools.length > 0
    ? `${missingTools.join(', ')} not found on PATH (PostgreSQL's client programs)`
    : undefined;
if (skipReason) console.warn(`backup-restore.test.ts: the PostgreSQL part is skipped: ${skipReason}`);

/** Runs a script with only the variables given (and PATH), as the backup container would. */
function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(script, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function dumpsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.dump'))
    .sort();
}

const CountSchema = z.object({ rows: z.tuple([z.object({ count: z.coerce.number() })]) });

/** How many migrations the database has recorded as applied. */
async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*) from drizzle.__drizzle_migrations`);
  return CountSchema.parse(result).rows[0].count;
}

/** Makes a file that looks like a dump, last written `days` ago. */
function oldDump(dir: string, name: string, days: number): void {
  const path = join(dir, name);
  writeFileSync(path, 'not a real dump');
  const when = new Date(Date.now() - days * DAY_MS);
  utimesSync(path, when, when);
}

describe('deploy/backup.sh without a database', () => {
  it('passes its healthcheck only with a dump younger than 26 hours', () => {
    const dir = tempDir('spt-backups-');
    const env = { PGDATABASE: 'taxi', BACKUP_DIR: dir };
    expect(run(BACKUP_SH, ['check'], env).status).toBe(1);
    oldDump(dir, 'taxi-old.dump', 27 / 24);
    expect(run(BACKUP_SH, ['check'], env).status).toBe(1);
    oldDump(dir, 'taxi-new.dump', 25 / 24);
    expect(run(BACKUP_SH, ['check'], env).status).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a retention that is not a whole number of days', () => {
    for (const days of ['0', 'two', '-1', '1.5']) {
      const result = run(BACKUP_SH, ['now'], { PGDATABASE: 'taxi', BACKUP_KEEP_DAYS: days });
      expect(result.status, days).toBe(2);
      expect(result.output).toMatch(/BACKUP_KEEP_DAYS must be a whole number/);
    }
  });
});

describe.skipIf(skipReason)('backup and restore on PostgreSQL', () => {
  const adminUrl = TEST_DATABASE_URL ?? '';
  // Made once the suite runs (a skipped suite's body still runs, without a server to name).
  let source: ScratchDatabase;
  let restored: ScratchDatabase;
  let backupDir: string;
  const opened: Database[] = [];

  beforeAll(() => {
    backupDir = tempDir('spt-backups-');
    source = scratchDatabase(adminUrl, 'spt_backup_');
    restored = scratchDatabase(adminUrl, 'spt_restored_');
  });

  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => undefined);
    await source?.drop();
    await restored?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('dumps the app’s database, keeps 14 days, restores into a new database where the app finds the booking', async () => {
    await source.create();
    const database = await openDatabase({ dataDir: 'unused', databaseUrl: source.url });
    opened.push(database);
    const { app } = await buildTestApp(database);
    const answer = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
    expect(answer.statusCode).toBe(201);
    const reference = String(answer.json().reference);
    await app.close();
    const migrations = await appliedMigrations(database);
    expect(migrations).toBeGreaterThan(0);

    // Dumps of earlier days: 15 days old goes, 13 days old stays.
    const dbName = source.name;
    oldDump(backupDir, `${dbName}-15-days.dump`, 15);
    oldDump(backupDir, `${dbName}-13-days.dump`, 13);
    const backup = run(BACKUP_SH, ['now'], {
      ...libpqEnv(source.url),
      BACKUP_DIR: backupDir,
      BACKUP_KEEP_DAYS: '14',
    });
    expect(backup.status, backup.output).toBe(0);
    const dumps = dumpsIn(backupDir);
    expect(dumps).not.toContain(`${dbName}-15-days.dump`);
    expect(dumps).toContain(`${dbName}-13-days.dump`);
    const fresh = dumps.filter((name) => /-\d{8}T\d{6}Z\.dump$/.test(name));
    expect(fresh).toHaveLength(1);
    const dumpPath = join(backupDir, fresh[0] ?? '');
    // Personal data: readable by its owner only.
    expect(statSync(dumpPath).mode & 0o077).toBe(0);
    expect(readdirSync(backupDir).filter((name) => name.endsWith('.partial'))).toEqual([]);

    // The restore command of the README, into a database that does not exist yet.
    const restore = run(RESTORE_SH, [dumpPath], libpqEnv(restored.url));
    expect(restore.status, restore.output).toBe(0);
    // A second restore into the same (now existing) database is refused.
    const again = run(RESTORE_SH, [dumpPath], libpqEnv(restored.url));
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/exists; rename or drop it first/);

    // The app opens the restored database (its migrator finds every migration applied) and the booking.
    const copy = await openDatabase({ dataDir: 'unused', databaseUrl: restored.url });
    opened.push(copy);
    const rows = await copy.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.finalPriceCents).toBe(61974);
    expect(rows[0]?.contactEmail).toBe('jan@example.com');
    const mails = await copy.db.select().from(outbox).where(eq(outbox.reference, reference));
    expect(mails).toHaveLength(2);
    expect(await appliedMigrations(copy)).toBe(migrations);
    // ...and a new booking goes in after the restored ones (the sequences came along).
    const { app: second } = await buildTestApp(copy);
    const next = await second.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
    expect(next.statusCode).toBe(201);
    await second.close();
  }, 120_000);

  it('leaves no file behind when pg_dump fails, and says so', () => {
    const dir = tempDir('spt-backups-');
    const result = run(BACKUP_SH, ['now'], {
      ...libpqEnv(adminUrl),
      PGDATABASE: 'spt_no_such_database',
      BACKUP_DIR: dir,
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/spt_no_such_database/);
    expect(readdirSync(dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('as the service: dumps at start when no dump is there, and stops at once on SIGTERM', async () => {
    const dir = tempDir('spt-backups-');
    const service = spawn(BACKUP_SH, [], {
      env: { PATH: process.env.PATH ?? '', ...libpqEnv(source.url), BACKUP_DIR: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    service.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && dumpsIn(dir).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(dumpsIn(dir), log).toHaveLength(1);
    const stoppedAt = Date.now();
    const exited = new Promise<number | null>((resolve) => service.once('exit', resolve));
    service.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(log).toMatch(/daily at 03:00 UTC/);
    expect(existsSync(join(dir, `${dumpsIn(dir)[0]}.partial`))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
