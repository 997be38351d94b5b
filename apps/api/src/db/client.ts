import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { errorChain } from '../lib/error-chain.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { makeDirPrivate, makeTreePrivate, PRIVATE_DIR_MODE } from '../lib/private-dir.js';
import * as schema from './schema.js';

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle (same query API). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string | undefined;
  /** PostgreSQL pool settings over POOL_SETTINGS (tests shorten the timeouts). */
  pool?: Partial<pg.PoolConfig> | undefined;
  /** PGlite directory, or `memory://` for an in-memory database. */
  dataDir: string;
  /**
   * For `memory://` only: a data directory PGlite dumped (`dumpDataDir`), started from instead of a
   * new cluster. initdb takes about 4 s of CPU, loading a dump under one; the test suites open one
   * database per file from one migrated dump. The migrations still run (finding nothing to do on a
   * current dump).
   */
  template?: Blob | undefined;
}

/**
 * The embedded database's memory settings, on top of PGlite's own start parameters. PostgreSQL's
 * initdb picks `shared_buffers = 128MB`; PGlite (PostgreSQL in WebAssembly) places the shared memory
 * in its WebAssembly memory and touches it as it starts, so nearly all of it is resident: 145 MB of
 * shared memory at the default, 24 MB with these settings, and the server restarted on its own data
 * held 280 MB instead of 419 (median of 3, `pnpm bench`; DESIGN "Budgets": at most 300 MB). 16 MB of
 * buffers (2,048 pages) hold the working set, the catalogs and the recent bookings (1,200 bookings
 * with their mails and keys took 11 MB); an older page is read from the data directory, through the
 * OS page cache, when asked for. `maintenance_work_mem` caps what a VACUUM or CREATE INDEX may take:
 * WebAssembly memory only grows, so a peak would stay resident until a restart.
 * (`initialMemory` cannot help: PGlite's module declares 128 MB of initial memory as its minimum,
 * and pages it never touches are not resident anyway.) Node's `--liftoff-only` would take another
 * 65 MB off (V8's optimizing compiler kept off PostgreSQL's WebAssembly), but V8 calls it a testing
 * flag and a Node without it would not start: the server does without (265 MB idle, `pnpm bench`).
 */
export const PGLITE_SETTINGS = { shared_buffers: '16MB', maintenance_work_mem: '16MB' } as const;

/** PGlite's start parameters with PGLITE_SETTINGS as `-c name=value` pairs. */
const PGLITE_OPTIONS = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ],
};

/** The child process's program: creates the PGlite data directory argv[2] with argv[3]'s options. */
const CREATE_PGLITE_DIR = `
const [pglite, dir, options] = process.argv.slice(1);
require(pglite)
  .PGlite.create(dir, JSON.parse(options))
  .then((db) => db.close())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

/**
 * Creates a new PGlite data directory in a short-lived child process, under a temporary name renamed
 * into place once complete. PGlite runs initdb in a second, temporary PostgreSQL inside the process
 * that creates the directory; its WebAssembly memory, the initdb module and a tarball of the new
 * cluster stay resident in a long-running server until a full garbage collection, which nothing in
 * an idle server forces (3,000 queries in a row did not): the first start held 702 MB where a
 * restart on the same data held 265 MB. A child returns all of it when it exits (the first start
 * then held 255 MB); reopening the directory costs about half a second. The child peaks at 670 MB
 * for a few seconds; `--liftoff-only` keeps V8 from also compiling PostgreSQL's hot WebAssembly
 * functions a second time with its optimizing compiler, work a one-off initdb never earns back
 * (without it: 790 MB and 2 s more CPU). A Node whose V8 lacks that testing flag refuses it: the
 * child is then run again without it. The rename means a first start killed half-way leaves no
 * half-made cluster (a leftover `.new` is removed).
 */
async function createPgliteDir(dir: string): Promise<void> {
  const building = `${dir}.new`;
  await rm(building, { recursive: true, force: true });
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const run = (flags: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        [...flags, '-e', CREATE_PGLITE_DIR, pglite, building, JSON.stringify(PGLITE_OPTIONS)],
        { maxBuffer: 4 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (!error) resolve();
          else reject(new Error(`creating the embedded database failed: ${stderr.trim() || error.message}`));
        },
      );
    });
  try {
    await run(['--liftoff-only']);
  } catch (error) {
    if (!/bad option/.test(String(error))) throw error;
    await run([]);
  }
  await rename(building, dir);
}

/**
 * PostgreSQL's pool: 10 connections an instance; a connection that cannot be made within 5 s is an
 * error (a request answers 503 then, instead of hanging while the database is unreachable); a
 * statement that runs over 10 s is cancelled by the server, and the client gives up on a query after
 * 12 s when the server does not even answer (a network partition); a session idle in a transaction
 * for 30 s is ended. TCP keepalive notices a dead peer.
 */
export const POOL_SETTINGS = {
  max: 10,
  connectionTimeoutMillis: 5000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  idle_in_transaction_session_timeout: 30_000,
  keepAlive: true,
} as const;

/** The advisory lock that one instance holds while it migrates (any 64-bit number of our own). */
export const MIGRATION_LOCK_KEY = 7_351_907_202_611n;

/**
 * Applies the committed migrations on PostgreSQL under a session advisory lock, so instances started
 * at the same instant migrate one after the other: the second finds the work done. The lock is held
 * on one connection for the whole run and released (or dropped with the connection) after it.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    // Migrating may take longer than a request's statement limit.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A SQLSTATE: five digits or capitals (`23505`, `57P01`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error (`23505`), looking through the causes drizzle wraps it in. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = errorChain(error).find(
    (link) => typeof link.code === 'string' && SQLSTATE.test(link.code),
  )?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Migrations that failed at start, with the database's SQLSTATE in the message for the log. */
export class MigrationError extends Error {
  readonly sqlState: string | undefined;
  constructor(cause: unknown) {
    const sqlState = sqlStateOf(cause);
    const text =
      cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : '';
    super(`database migrations failed${sqlState ? ` (SQLSTATE ${sqlState})` : ''}: ${text}`, { cause });
    this.sqlState = sqlState;
  }
}

/**
 * Opens PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR) and applies the committed migrations.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, ...POOL_SETTINGS, ...options.pool });
    pool.on('error', () => {
      // idle client errors are reported on the next query
    });
    const db = drizzleNodePg(pool, { schema });
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new MigrationError(error);
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const pgliteDir = join(options.dataDir, 'pglite');
  // The database files hold personal data: only the server's own user may read them. A directory an
  // older version left 0755 is tightened before the database opens.
  if (!inMemory) {
    await mkdir(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await makeDirPrivate(options.dataDir);
  }
  if (!inMemory && !existsSync(pgliteDir)) await createPgliteDir(pgliteDir);
  const client = await PGlite.create(
    inMemory ? options.dataDir : pgliteDir,
    inMemory && options.template ? { ...PGLITE_OPTIONS, loadDataDir: options.template } : PGLITE_OPTIONS,
  );
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  // Once open (and before any request): files an older version or a looser umask made 0644 become 0600.
  if (!inMemory) await makeTreePrivate(pgliteDir);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** True for a unique-constraint violation (SQLSTATE 23505), optionally of a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return errorChain(error).some(
    (link) =>
      link.code === '23505' &&
      (!constraint ||
        link.constraint === constraint ||
        (typeof link.message === 'string' && link.message.includes(constraint))),
  );
}
