import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PACKAGE_DIR, REPO_ROOT } from '../src/lib/paths.js';

/** The newest modification time of a file under `dir`, in milliseconds. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * The server as `pnpm build` makes it, in a private directory under node_modules/.cache (`name`), so
 * a concurrent `pnpm build` cannot change it under a running test; answers the directory. A dist/
 * newer than every source file (as `pnpm test` leaves it: its tests run after the build) is copied,
 * in milliseconds; otherwise tsup builds the sources into the directory.
 */
export async function buildServer(name: string): Promise<string> {
  const dir = join(PACKAGE_DIR, 'node_modules', '.cache', name);
  const dist = join(PACKAGE_DIR, 'dist');
  const built = join(dist, 'server.js');
  if (existsSync(built) && statSync(built).mtimeMs >= newestChange(join(PACKAGE_DIR, 'src'))) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(dist, dir, { recursive: true });
    return dir;
  }
  const local = [PACKAGE_DIR, REPO_ROOT]
    .map((root) => join(root, 'node_modules', '.bin', 'tsup'))
    .find(existsSync);
  await promisify(execFile)(local ?? 'tsup', ['--out-dir', dir, '--silent'], { cwd: PACKAGE_DIR });
  return dir;
}

/** A server process of the real server.js, as `node dist/server.js` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once the server has logged a line matching `pattern`; rejects if it exits first. */
  logged(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

/**
 * Starts `server.js` of `buildDir` on a free port of 127.0.0.1 with `env` (besides PATH, HOST, PORT and
 * LOG_LEVEL=info), and resolves once it has logged "ready".
 */
export async function startServerProcess(
  buildDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(buildDir, 'server.js')], {
    cwd: PACKAGE_DIR,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const checks = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of checks) check();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const logged = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const fail = (why: string) => {
        done();
        reject(new Error(`${why} before logging ${pattern}:\n${output}`));
      };
      const onClose = () => fail(`server exited with ${child.exitCode ?? child.signalCode}`);
      const timer = setTimeout(() => fail(`timed out after ${timeoutMs / 1000} s`), timeoutMs);
      const check = () => {
        if (!pattern.test(output)) return;
        done();
        resolve();
      };
      const done = () => {
        clearTimeout(timer);
        checks.delete(check);
        child.off('close', onClose);
      };
      checks.add(check);
      child.once('close', onClose); // after 'exit', once its output is all read
      check();
    });
  await logged(/"msg":"ready"/);
  const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
  if (!url) throw new Error(`server is ready but logged no address:\n${output}`);
  return { child, url, output: () => output, logged };
}

/** Resolves when the child has exited, at once if it already has. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
