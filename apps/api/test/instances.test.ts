import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import {
  freePort,
  type Received,
  type SmtpBehaviour,
  startSmtp,
  TEST_DATABASE_URL,
  tempDir,
  validBooking,
} from './helpers.js';
import { scratchDatabase } from './scratch-database.js';
import { buildServer, exited, type ServerProcess, startServerProcess } from './server-process.js';

const BOOKINGS = 1000;
/** Requests in flight at once, spread over the instances. */
const CONCURRENCY = 16;
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe.skipIf(!TEST_DATABASE_URL)(
  'two instances on one PostgreSQL (issue 25; set TEST_DATABASE_URL)',
  () => {
    it(`${BOOKINGS} bookings across both, one killed and restarted midway: each stored once, each mail sent once`, async () => {
      const built = await buildServer('spt-api-instances-test');
      const scratch = scratchDatabase(TEST_DATABASE_URL ?? '', 'spt_instances_');
      await scratch.create();
      const inbox: Received[] = [];
      const behaviour: SmtpBehaviour = { mode: 'accept', rejectRecipients: new Set(), connections: 0 };
      const smtpPort = await freePort();
      let smtp: SMTPServer | undefined = await startSmtp(smtpPort, inbox, behaviour);
      const env = {
        DATABASE_URL: scratch.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        APP_SECRET_KEY: randomBytes(32).toString('base64'),
        RATE_LIMIT_BOOKINGS: '100000',
        OUTBOX_POLL_MS: '200',
        OUTBOX_RETRY_BASE_MS: '200',
        OUTBOX_RETRY_MAX_MS: '1000',
        // Mail claimed by the killed instance goes out 6 s after (2 minutes in production).
        OUTBOX_LEASE_MS: '6000',
        CONSOLE_MFA: 'owners',
      };
      const start = async (name: string) => {
        const server = await startServerProcess(built, {
          ...env,
          DATA_DIR: tempDir(`spt-${name}-`),
          WEB_DIST_DIR: tempDir('spt-no-web-'),
        });
        children.push(server.child);
        return server;
      };
      // Both start at the same instant on the new database: the migrations run once, under their lock.
      let [a, b] = (await Promise.all([start('a'), start('b')])) as [ServerProcess, ServerProcess];

      const acknowledged = new Map<string, string>(); // Idempotency-Key -> reference
      let failures = 0;
      let killed = false;
      const post = async (server: ServerProcess, key: string, index: number) => {
        const res = await fetch(`${server.url}/api/booking`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(validBooking({ contactName: `Instance Test ${index}` })),
        });
        const body = (await res.json()) as { reference?: string };
        if (res.status !== 201 || !body.reference) throw new Error(`answer ${res.status}`);
        return body.reference;
      };
      let next = 0;
      const worker = async (lane: number) => {
        while (next < BOOKINGS) {
          const index = next++;
          const key = randomUUID();
          // Halfway, instance A is killed (SIGKILL, mid-request for some) and started again.
          if (index === BOOKINGS / 2 && !killed) {
            killed = true;
            a.child.kill('SIGKILL');
            void exited(a.child).then(async () => {
              a = await start('a2');
            });
          }
          for (let attempt = 0; ; attempt++) {
            // Alternate lanes between the instances; a request to a dead instance goes to the other with
            // the same Idempotency-Key, as a client's retry would.
            const server = (lane + attempt) % 2 === 0 ? a : b;
            try {
              acknowledged.set(key, await post(server, key, index));
              break;
            } catch {
              failures++;
              if (attempt > 20) throw new Error(`booking ${index} never acknowledged`);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, (_, lane) => worker(lane)));
      expect(acknowledged.size).toBe(BOOKINGS);

      const database = await openDatabase({ dataDir: 'unused', databaseUrl: scratch.url });
      try {
        // Every acknowledged booking stored, once: as many rows as answers, all references distinct.
        const rows = await database.db.execute(sql`select reference from bookings`);
        const stored = (rows as unknown as { rows: { reference: string }[] }).rows.map(
          (row) => row.reference,
        );
        expect(stored).toHaveLength(BOOKINGS);
        expect(new Set(stored)).toEqual(new Set(acknowledged.values()));

        // Every mail sent: two per booking, all marked sent, none failed.
        const waitForMail = async () => {
          const deadline = Date.now() + 60_000;
          for (;;) {
            const result = await database.db.execute(
              sql`select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total from outbox`,
            );
            const { sent, total } = (result as unknown as { rows: { sent: number; total: number }[] })
              .rows[0] ?? {
              sent: 0,
              total: 0,
            };
            if (total === BOOKINGS * 2 && sent === total) return;
            if (Date.now() > deadline) throw new Error(`mail still pending: ${sent} of ${total} sent`);
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        };
        await waitForMail();
        // Received by the mail server: each mail's Message-ID once.
        const ids = inbox.map((mail) => /^Message-ID: (<[^>]+>)/im.exec(mail.raw)?.[1] ?? '');
        const seen = new Map<string, number>();
        for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
        expect(seen.has('')).toBe(false);
        expect(seen.size).toBe(BOOKINGS * 2);
        const repeated = [...seen.values()].filter((count) => count > 1).length;
        console.info(
          `instances test: ${BOOKINGS} bookings, ${failures} requests retried on the other instance after the kill, ` +
            `${inbox.length} mails received for ${seen.size} distinct, ${repeated} repeated`,
        );
        // Only a mail in flight at the very moment of the kill may go twice (a pooled connection each,
        // at most 3), with its own Message-ID, so a mail client shows one.
        expect(repeated).toBeLessThanOrEqual(3);
      } finally {
        await database.close();
        for (const server of [a, b]) server.child.kill('SIGTERM');
        await Promise.all([a, b].map((server) => exited(server.child)));
        await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
        smtp = undefined;
        await scratch.drop();
      }
    }, 240_000);
  },
);
