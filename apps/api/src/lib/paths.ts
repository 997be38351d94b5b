import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageDir(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@spt/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @spt/api package directory');
    dir = parent;
  }
}

/** apps/api, found from this file whether it runs from src/ (tests) or dist/ (built). */
export const PACKAGE_DIR = findPackageDir(dirname(fileURLToPath(import.meta.url)));
/** The repository root (two levels above apps/api). */
export const REPO_ROOT = resolve(PACKAGE_DIR, '..', '..');
/** The committed SQL migrations. */
export const MIGRATIONS_DIR = join(PACKAGE_DIR, 'drizzle');
