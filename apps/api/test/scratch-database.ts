import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database name `<prefix><random>` on the TEST_DATABASE_URL server, with its URL, for suites that hand
 * a URL to another process (a server, pg_dump, the restore script) rather than open it through
 * postgresTarget. Nothing exists until `create`; `drop` removes it whoever made it.
 */
export interface ScratchDatabase {
  name: string;
  url: string;
  create(): Promise<void>;
  drop(): Promise<void>;
}

export function scratchDatabase(adminUrl: string, prefix: string): ScratchDatabase {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  return {
    name,
    url: url.toString(),
    create: () => admin(`create database ${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** libpq's variables for a PostgreSQL URL, for the command-line tools (pg_dump, psql, createdb). */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username) || 'postgres',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  return env;
}
