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

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
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
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] && output.includes('"msg":"ready"')) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url };
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
    await new Promise((resolve) => first.child.once('exit', resolve));
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
      await new Promise((resolve) => second.child.once('exit', resolve));
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
    await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(requests);
    await new Promise((resolve) =>
      server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(null),
    );
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
