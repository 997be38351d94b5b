import { chmodSync, lstatSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { tempDir } from './helpers.js';

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every directory and file under `dir` (symbolic links left out), with its mode. */
function modesUnder(dir: string): { path: string; kind: 'dir' | 'file'; mode: number }[] {
  const found: { path: string; kind: 'dir' | 'file'; mode: number }[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) continue;
    found.push({ path, kind: stats.isDirectory() ? 'dir' : 'file', mode: stats.mode & 0o777 });
    if (stats.isDirectory()) found.push(...modesUnder(path));
  }
  return found;
}

/** Makes every directory under `dir` 0755 and every file 0644, as an older version left them. */
function loosen(dir: string): void {
  chmodSync(dir, 0o755);
  for (const { path, kind } of modesUnder(dir)) chmodSync(path, kind === 'dir' ? 0o755 : 0o644);
}

describe.skipIf(process.platform === 'win32')('DATA_DIR is private (issue 24, ASVS 8.3)', () => {
  it('a fresh DATA_DIR is 0700 with its database files 0600 and directories 0700, whatever the umask', async () => {
    const dataDir = join(tempDir('spt-data-dir-'), 'data');
    const database = await openDatabase({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      const entries = modesUnder(join(dataDir, 'pglite'));
      expect(entries.filter((e) => e.kind === 'file').length).toBeGreaterThan(10);
      expect(entries.filter((e) => e.mode !== (e.kind === 'dir' ? 0o700 : 0o600))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('a DATA_DIR an older version left 0755, with 0644 database files, is tightened at open', async () => {
    const dataDir = tempDir('spt-data-dir-');
    const first = await openDatabase({ dataDir });
    await first.close();
    loosen(dataDir);
    const pgliteDir = join(dataDir, 'pglite');
    // A file of the old install beside the database's own, and a link to a file outside DATA_DIR.
    const stray = join(pgliteDir, 'postmaster.opts.old');
    writeFileSync(stray, 'old', { mode: 0o644 });
    chmodSync(stray, 0o644);
    const outside = join(tempDir('spt-outside-'), 'shared.txt');
    writeFileSync(outside, 'not ours to change', { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(pgliteDir, 'link-to-outside'));
    expect(mode(dataDir)).toBe(0o755);
    expect(mode(stray)).toBe(0o644);
    expect(modesUnder(pgliteDir).some((e) => e.kind === 'dir')).toBe(true);

    const database = await openDatabase({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(pgliteDir)).toBe(0o700);
      expect(mode(stray)).toBe(0o600);
      const loose = modesUnder(pgliteDir).filter((e) => e.mode !== (e.kind === 'dir' ? 0o700 : 0o600));
      expect(loose).toEqual([]);
      // A symbolic link is not followed: the file it points to keeps its mode.
      expect(mode(outside)).toBe(0o644);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
