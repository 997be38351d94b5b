import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { createOutboxWorker, failureKind, type OutboxWorker } from '../src/mail/outbox-worker.js';
import {
  freePort,
  openTestDatabase,
  type Received,
  resetDatabase,
  type SmtpBehaviour,
  startSmtp,
  TEST_SECRET_KEY,
  tempDir,
} from './helpers.js';

let database: Database;
let smtp: SMTPServer;
let inbox: Received[];
let behaviour: SmtpBehaviour;
let port: number;
const workers: OutboxWorker[] = [];
const logged: { level: string; msg: string; obj: object }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetDatabase(database.db);
  inbox = [];
  logged.length = 0;
  behaviour = { mode: 'accept', rejectRecipients: new Set(), connections: 0 };
  port = await freePort();
  smtp = await startSmtp(port, inbox, behaviour);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function worker(
  overrides: { maxAttempts?: number; leaseMs?: number; retryBaseMs?: number } = {},
): OutboxWorker {
  const record = (level: string) => (obj: object, msg: string) => void logged.push({ level, msg, obj });
  const w = createOutboxWorker({
    db: database.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    emlDir: join(tempDir(), 'outbox'),
    linkKey: TEST_SECRET_KEY,
    pollMs: 60_000,
    retryBaseMs: overrides.retryBaseMs ?? 10,
    retryMaxMs: Math.max(20, overrides.retryBaseMs ?? 0),
    leaseMs: overrides.leaseMs ?? 60_000,
    batchSize: 20,
    maxAttempts: overrides.maxAttempts ?? 15,
    smtpConnectTimeoutMs: 1000,
    smtpSocketTimeoutMs: 1500,
    releaseLeasesOnStart: false,
    log: { info: record('info'), warn: record('warn'), error: record('error') },
  });
  workers.push(w);
  return w;
}

/** Queues `count` security mails to `to`, oldest first. */
async function queue(count: number, to = 'ops@example.com'): Promise<void> {
  for (let i = 0; i < count; i++) {
    await database.db.insert(outbox).values({
      kind: 'operator.security',
      reference: 'operator',
      mail: {
        template: 'operator.security',
        data: { email: to, event: 'passwordChanged', at: new Date().toISOString() },
        addresses: { from: 'Taxi <no-reply@test.local>', businessEmail: 'ops@test.local' },
      },
    });
  }
}

const rows = () => database.db.select().from(outbox).orderBy(asc(outbox.id));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox under SMTP faults (issue 25)', () => {
  it('marks each mail sent right after its own send, so a later hang leaves the earlier ones sent', async () => {
    await queue(3);
    const w = worker();
    // The first mail goes through; the server hangs on the second.
    behaviour.modeFor = (n) => (n === 2 ? 'hang' : undefined);
    const pass = w.runOnce();
    await waitFor(() => behaviour.hung === 1);
    const during = await rows();
    expect(during.map((row) => row.status)).toEqual(['sent', 'pending', 'pending']);
    await pass;
  });

  it('a hung SMTP session costs one mail its socket timeout, not the worker: the rest go out in the same pass', async () => {
    await queue(3);
    // The server hangs on the first mail only.
    behaviour.modeFor = (n) => (n === 1 ? 'hang' : undefined);
    const w = worker();
    expect(await w.runOnce()).toBe(2);
    const after = await rows();
    expect(after.map((row) => row.status)).toEqual(['pending', 'sent', 'sent']);
    expect(after[0]?.attempts).toBe(1);
    expect(after[0]?.lastError).toMatch(/timeout/i);
    expect(inbox).toHaveLength(2);
    // And the hung one goes on the next pass.
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.id, after[0]?.id ?? 0));
    expect(await w.runOnce()).toBe(1);
    expect(inbox).toHaveLength(3);
  });

  it('a mailbox that does not exist (550) fails at once, for good, without its address in the log', async () => {
    behaviour.rejectRecipients.add('gone@example.com');
    await queue(1, 'gone@example.com');
    await queue(1, 'ops@example.com');
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    const [gone, ok] = await rows();
    expect(gone?.status).toBe('failed');
    expect(gone?.failedAt).toBeInstanceOf(Date);
    expect(gone?.attempts).toBe(1);
    expect(gone?.lastError).toMatch(/550|No such mailbox/);
    expect(gone?.lastError).not.toContain('gone@example.com');
    expect(ok?.status).toBe('sent');
    const given = logged.find((line) => line.msg.startsWith('mail given up'));
    expect(given?.level).toBe('error');
    expect(JSON.stringify(logged)).not.toContain('gone@example.com');
    // A failed mail is not claimed again.
    expect(await w.runOnce()).toBe(0);
  });

  it('a mail the server keeps refusing (451) is tried again with backoff, then given up after the last attempt', async () => {
    behaviour.mode = 'refuse';
    await queue(1);
    const w = worker({ maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await database.db.update(outbox).set({ nextAttemptAt: new Date() });
      expect(await w.runOnce()).toBe(0);
      const [row] = await rows();
      expect(row?.attempts).toBe(attempt);
      expect(row?.status).toBe(attempt < 3 ? 'pending' : 'failed');
    }
    const error = (fields: object) => Object.assign(new Error('x'), fields);
    expect(failureKind(error({ responseCode: 451, code: 'EMESSAGE' }))).toBe('mail');
    expect(failureKind(error({ responseCode: 535, code: 'EAUTH' }))).toBe('server');
    expect(failureKind(error({ code: 'ECONNECTION' }))).toBe('server');
    expect(failureKind(error({ responseCode: 550, code: 'EENVELOPE' }))).toBe('permanent');
  });

  it('a server that is down delays mail without ever giving it up, however many attempts', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await queue(1);
    const w = worker({ maxAttempts: 2 });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await database.db.update(outbox).set({ nextAttemptAt: new Date() });
      expect(await w.runOnce()).toBe(0);
    }
    const [row] = await rows();
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(4);
    smtp = await startSmtp(port, inbox, behaviour);
    await database.db.update(outbox).set({ nextAttemptAt: new Date() });
    expect(await w.runOnce()).toBe(1);
  });

  it('reuses pooled connections instead of one per mail', async () => {
    await queue(12);
    const w = worker();
    expect(await w.runOnce()).toBe(12);
    expect(inbox).toHaveLength(12);
    expect(behaviour.connections).toBeLessThanOrEqual(3);
  });

  it('keeps the claim on a long batch: another worker takes none of its rows while it is still sending', async () => {
    await queue(4);
    behaviour.mode = 'hang';
    // A lease of 4 s: each hung mail takes 1.5 s, so the batch outlasts a lease; the claim is renewed.
    // A failed attempt waits a minute: whatever the other worker would take is a stolen claim.
    const slow = worker({ leaseMs: 4000, retryBaseMs: 60_000 });
    const other = worker({ leaseMs: 4000, retryBaseMs: 60_000 });
    const pass = slow.runOnce();
    await waitFor(() => behaviour.connections >= 1);
    const started = Date.now();
    while (Date.now() - started < 5000) {
      expect(await other.runOnce()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await pass).toBe(0);
    expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
  }, 20_000);
});
