import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { bookings, outbox } from '../src/db/schema.js';
import { tempDir, validBooking } from './helpers.js';
import { buildServer, exited, type ServerProcess, startServerProcess } from './server-process.js';

const built = buildServer('spt-api-crash-test');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A server on its own embedded database in `dataDir`, with the rate limit out of the way. */
async function startServer(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(await built, {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    RATE_LIMIT_BOOKINGS: '10000',
  });
  children.push(server.child);
  return server;
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
