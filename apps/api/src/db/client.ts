import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  /** PGlite directory, or `memory://` for an in-memory database. */
  dataDir: string;
}

/**
 * Opens PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR) and applies the committed migrations.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', () => {
      // idle client errors are reported on the next query
    });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
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
  const client = await PGlite.create(inMemory ? options.dataDir : pgliteDir);
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
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null) {
      const record = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
      if (record.code === '23505') {
        if (!constraint) return true;
        if (record.constraint === constraint) return true;
        if (typeof record.message === 'string' && record.message.includes(constraint)) return true;
      }
      current = record.cause;
    } else {
      break;
    }
  }
  return false;
}
