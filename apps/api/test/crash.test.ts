import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { bookings, outbox } from '../src/db/schema.js';
import { PACKAGE_DIR, REPO_ROOT } from '../src/lib/paths.js';
import { tempDir, validBooking } from './helpers.js';

/** The server is built into a private directory so a concurrent `pnpm build` cannot interfere. */
const BUILD_DIR = join(PACKAGE_DIR, 'node_modules', '.cache', 'spt-api-crash-test');
const children: ChildProcess[] = [];

beforeAll(() => {
  const local = [PACKAGE_DIR, REPO_ROOT]
    .map((dir) => join(dir, 'node_modules', '.bin', 'tsup'))
    .find(existsSync);
  execFileSync(local ?? 'tsup', ['--out-dir', BUILD_DIR, '--silent'], {
    cwd: PACKAGE_DIR,
    stdio: 'pipe',
  });
}, 120_000);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Server {
  child: ChildProcess;
  url: string;
  /** Resolves once the server has logged a line matching `pattern`; rejects if it exits first. */
  logged(pattern: RegExp): Promise<void>;
}

async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [join(BUILD_DIR, 'server.js')], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_BOOKINGS: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const checks = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of checks) check();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const logged = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const fail = (why: string) => {
        done();
        reject(new Error(`${why} before logging ${pattern}:\n${output}`));
      };
      const onClose = () => fail(`server exited with ${child.exitCode ?? child.signalCode}`);
      const timer = setTimeout(() => fail('timed out after 30 s'), 30_000);
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
  return { child, url, logged };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves when the child has exited, at once if it already has. */
function exited(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function emlFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
}

describe('crash safety', () => {
  it('bookings acknowledged right before SIGKILL are all there after restart, and their mails are written', async () => {
    const dataDir = tempDir('spt-crash-');
    const first = await startServer(dataDir);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        fetch(`${first.url}/api/booking`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validBooking({ contactName: `Crash Test ${i}` })),
        }),
      ),
    );
    first.child.kill('SIGKILL');
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(201));
    const references = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { reference: string }).reference),
    );
    await exited(first.child);
    const beforeRestart = emlFiles(dataDir).length;

    const second = await startServer(dataDir);
    try {
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      const deadline = Date.now() + 20_000;
      while (emlFiles(dataDir).length < references.length * 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const files = emlFiles(dataDir);
      for (const reference of references) {
        expect(
          files.filter((f) => f.includes(reference)),
          reference,
        ).toHaveLength(2);
      }
      expect(files).toHaveLength(50);
      console.info(`crash test: ${beforeRestart} of 50 mails written before SIGKILL, the rest after restart`);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
    expect(second.child.exitCode).toBe(0); // graceful shutdown
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ reference: bookings.reference }).from(bookings);
      expect(rows.map((r) => r.reference).sort()).toEqual([...references].sort());
      const pending = await database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
      expect(pending).toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('SIGTERM: in-flight bookings finish with 201 and are stored, then the process exits 0', async () => {
    const dataDir = tempDir('spt-term-');
    const server = await startServer(dataDir);
    const requests = Array.from({ length: 30 }, (_, i) =>
      fetch(`${server.url}/api/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validBooking({ contactName: `Shutdown Test ${i}` })),
      }).then(
        async (res) => ({ status: res.status, body: (await res.json()) as { reference?: string } }),
        () => ({ status: 0, body: {} as { reference?: string } }), // refused after the listener closed: never acknowledged
      ),
    );
    // SIGTERM once the server has taken in a booking request, so at least one is in flight.
    await server.logged(/"url":"\/api\/booking"[^\n]*"msg":"incoming request"/);
    server.child.kill('SIGTERM');
    const answers = await Promise.all(requests);
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);
    expect(answers.every((a) => [201, 503, 0].includes(a.status))).toBe(true);
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.body.reference);
    expect(acknowledged.length).toBeGreaterThan(0);
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
    console.info('SIGTERM test answers by status (0 = refused):', counts);
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ reference: bookings.reference }).from(bookings);
      const stored = new Set(rows.map((r) => r.reference));
      for (const reference of acknowledged) expect(stored.has(reference ?? '')).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
