import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Directories that hold personal data: only the server's own user may list or enter them. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files that hold personal data: only the server's own user may read or write them. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Gives `path` the private mode of its kind (a directory 0700, a regular file 0600) when it is ours and
 * looser; answers whether it is a directory to descend into. Symbolic links are never followed (chmod
 * would change their target, wherever it is), and a path owned by another user is left as it is: it is
 * the administrator's choice, and chmod would fail anyway. Windows has no owners and modes: skipped. A
 * path gone meanwhile (a database's temporary file) is skipped.
 */
async function tighten(path: string): Promise<boolean> {
  const uid = process.getuid?.();
  if (uid === undefined) return false;
  try {
    const stats = await lstat(path);
    if (stats.isSymbolicLink() || stats.uid !== uid) return false;
    const mode = stats.isDirectory() ? PRIVATE_DIR_MODE : stats.isFile() ? PRIVATE_FILE_MODE : undefined;
    if (mode !== undefined && (stats.mode & 0o777) !== mode) await chmod(path, mode);
    return stats.isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function tightenEntries(dir: string): Promise<void> {
  for (const entry of await readdir(dir)) {
    const path = join(dir, entry);
    if (await tighten(path)) await tightenEntries(path);
  }
}

/**
 * Makes a directory and everything in it private: the directory and its subdirectories 0700, its files
 * 0600. For a database directory that an older version (or a looser umask) left readable by others;
 * new files are private through the server's umask (server.ts).
 *
 * @example
 * await makeTreePrivate('/var/lib/spt/pglite'); // drwx------ …/pglite, -rw------- …/pglite/PG_VERSION
 */
export async function makeTreePrivate(dir: string): Promise<void> {
  if (await tighten(dir)) await tightenEntries(dir);
}

/**
 * Makes a directory private (0700) without touching what it holds: anything inside is then out of
 * other users' reach, whatever its own mode.
 *
 * @example
 * await makeDirPrivate('/var/lib/spt'); // drwx------
 */
export async function makeDirPrivate(dir: string): Promise<void> {
  await tighten(dir);
}
