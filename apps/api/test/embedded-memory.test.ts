import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase, PGLITE_SETTINGS } from '../src/db/client.js';
import { passwordProblem } from '../src/lib/passwords.js';
import { tempDir } from './helpers.js';

// The embedded default's idle memory (DESIGN "Budgets": at most 300 MB, measured by `pnpm bench`).
// These tests guard the mechanisms, not the figure: PGlite's settings, a new data directory made in a
// child process, and the password dictionaries left unloaded until a password is checked.

vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>();
  return { ...original, execFile: vi.fn(original.execFile) };
});

afterEach(() => {
  vi.mocked(execFile).mockClear();
});

const OneRowSchema = z.object({ rows: z.tuple([z.record(z.string(), z.unknown())]) });

/** The value of a PostgreSQL setting, as SHOW answers it (`16MB`). */
async function show(database: Database, name: keyof typeof PGLITE_SETTINGS): Promise<unknown> {
  return OneRowSchema.parse(await database.db.execute(sql.raw(`show ${name}`))).rows[0][name];
}

describe('password dictionaries', () => {
  it('are loaded on the first password check, not when the module is imported', () => {
    const load = createRequire(import.meta.url);
    const files = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-en', '@zxcvbn-ts/language-nl-be'].map((name) =>
      load.resolve(name),
    );
    // passwords.ts is imported above; a static import of the dictionaries would have loaded them.
    expect(files.filter((file) => load.cache[file])).toEqual([]);
    expect(passwordProblem('Amsterdam2025!!', 'jan@example.com')).toBe('weak');
    expect(files.filter((file) => load.cache[file])).toEqual(files);
  });
});

describe('the embedded database (PGlite)', () => {
  it('starts with the small memory settings', async () => {
    expect(PGLITE_SETTINGS).toEqual({ shared_buffers: '16MB', maintenance_work_mem: '16MB' });
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await show(database, 'shared_buffers')).toBe('16MB');
      expect(await show(database, 'maintenance_work_mem')).toBe('16MB');
    } finally {
      await database.close();
    }
    // An in-memory database cannot be made elsewhere: no child process.
    expect(execFile).not.toHaveBeenCalled();
  });

  it('makes a new data directory in a child process, whole, and opens it with the same settings', async () => {
    const dataDir = tempDir('spt-embedded-memory-');
    const pgliteDir = join(dataDir, 'pglite');
    // What a first start killed half-way would have left behind.
    mkdirSync(`${pgliteDir}.new`);
    writeFileSync(join(`${pgliteDir}.new`, 'PG_VERSION'), '18');

    const first = await openDatabase({ dataDir });
    try {
      expect(execFile).toHaveBeenCalledTimes(1);
      const [program, args] = vi.mocked(execFile).mock.calls[0] as unknown as [string, string[]];
      expect(program).toBe(process.execPath);
      expect(args).toContain('-e');
      expect(args).toContain(`${pgliteDir}.new`);
      expect(existsSync(`${pgliteDir}.new`)).toBe(false);
      expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(true);
      expect(await show(first, 'shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
      await first.db.execute(sql`create table kept (id int)`);
      await first.db.execute(sql`insert into kept values (1)`);
    } finally {
      await first.close();
    }

    // Reopened in the server's own process, with its data.
    const again = await openDatabase({ dataDir });
    try {
      expect(execFile).toHaveBeenCalledTimes(1);
      const kept = OneRowSchema.parse(await again.db.execute(sql`select count(*)::int as n from kept`));
      expect(kept.rows[0].n).toBe(1);
      expect(await show(again, 'shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
    } finally {
      await again.close();
    }
  });
});
