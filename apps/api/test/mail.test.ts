import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { backoffMs, withoutAddresses } from '../src/mail/outbox-worker.js';
import {
  buildTestApp,
  freePort,
  openTestDatabase,
  type Received,
  resetDatabase,
  startSmtp,
  validBooking,
  validContact,
} from './helpers.js';

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('outbox over SMTP', () => {
  it('both booking mails arrive with the reference; the contact mail reaches the operator', async () => {
    await resetDatabase(database.db);
    const inbox: Received[] = [];
    const port = await freePort();
    const smtp = await startSmtp(port, inbox);
    const { app } = await buildTestApp(database, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      startOutboxWorker: true,
    });
    try {
      const booking = await app.inject({
        method: 'POST',
        url: '/api/booking',
        payload: validBooking({ locale: 'nl' }),
      });
      expect(booking.statusCode).toBe(201);
      const { reference } = booking.json();
      const contact = await app.inject({ method: 'POST', url: '/api/contact', payload: validContact() });
      expect(contact.statusCode).toBe(201);
      await waitFor(() => inbox.length >= 3);
      const toCustomer = inbox.find((m) => m.to.includes('jan@example.com'));
      const toBusiness = inbox.filter((m) => m.to.includes('ops@test.local'));
      expect(toCustomer?.raw).toContain(reference);
      expect(toCustomer?.raw).toContain('Referentie');
      expect(toBusiness.some((m) => m.raw.includes(reference))).toBe(true);
      expect(toBusiness.some((m) => m.raw.includes(contact.json().reference))).toBe(true);
      await waitFor(async () =>
        (await database.db.select().from(outbox)).every((row) => row.status === 'sent'),
      );
    } finally {
      await app.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  it('SMTP down: bookings still get 201 and every mail arrives after it comes back', async () => {
    await resetDatabase(database.db);
    const inbox: Received[] = [];
    const port = await freePort();
    const { app } = await buildTestApp(database, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      startOutboxWorker: true,
    });
    try {
      const references: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
        expect(res.statusCode).toBe(201);
        references.push(res.json().reference);
      }
      await waitFor(async () => (await database.db.select().from(outbox)).every((row) => row.attempts >= 1));
      const failed = await database.db.select().from(outbox);
      expect(failed.every((row) => row.status === 'pending' && row.lastError)).toBe(true);

      const smtp = await startSmtp(port, inbox);
      try {
        await waitFor(() => inbox.length >= 6);
        for (const reference of references) {
          expect(inbox.filter((m) => m.raw.includes(reference))).toHaveLength(2);
        }
      } finally {
        // The app first: its pooled connections stay open until it closes, and the server waits for them.
        await app.close();
        await new Promise<void>((r) => smtp.close(() => r()));
      }
    } finally {
      await app.close();
    }
  });
});

describe('outbox without SMTP', () => {
  it('writes one .eml file per mail into DATA_DIR/outbox', async () => {
    await resetDatabase(database.db);
    const { app, config } = await buildTestApp(database, { startOutboxWorker: true });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
      const { reference } = res.json();
      const dir = join(config.dataDir, 'outbox');
      await waitFor(() => {
        try {
          return readdirSync(dir).filter((f) => f.endsWith('.eml')).length === 2;
        } catch {
          return false;
        }
      });
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files.every((f) => f.includes(reference))).toBe(true);
      const business = readFileSync(join(dir, files.find((f) => f.includes('business')) ?? ''), 'utf8');
      expect(business).toMatch(/^To: ops@test\.local/m);
      expect(business).toContain(reference);
    } finally {
      await app.close();
    }
  });

  it('.eml files are 0600 in a 0700 directory, and a directory an older version made 0755 is tightened', async () => {
    for (const existing of [false, true]) {
      await resetDatabase(database.db);
      const { app, config } = await buildTestApp(database);
      const dir = join(config.dataDir, 'outbox');
      if (existing) {
        mkdirSync(dir, { mode: 0o755 });
        chmodSync(dir, 0o755);
      }
      try {
        const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
        expect(res.statusCode).toBe(201);
        expect(await app.outbox.runOnce()).toBe(2);
        expect(statSync(dir).mode & 0o777, `existing: ${existing}`).toBe(0o700);
        const files = readdirSync(dir);
        expect(files).toHaveLength(2);
        for (const file of files) {
          expect(file).toMatch(/\.eml$/);
          expect(statSync(join(dir, file)).mode & 0o777, file).toBe(0o600);
        }
      } finally {
        await app.close();
      }
    }
  });

  it('the Message-ID is opaque (no row number, no reference) and the same on every retry of a row', async () => {
    await resetDatabase(database.db);
    const { app, config } = await buildTestApp(database);
    const dir = join(config.dataDir, 'outbox');
    const messageIds = () =>
      readdirSync(dir)
        .sort()
        .map((file) => /^Message-ID: (.*)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1]);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
      const { reference } = res.json();
      expect(await app.outbox.runOnce()).toBe(2);
      const first = messageIds();
      expect(first).toHaveLength(2);
      for (const id of first) {
        expect(id).toMatch(/^<[0-9a-f]{32}@spt\.outbox>$/);
        expect(id).not.toContain(reference);
      }
      expect(new Set(first).size).toBe(2);
      // As if the worker died after sending, before marking the rows sent: both go out again.
      await database.db.execute(sql`update outbox set status = 'pending', next_attempt_at = now()`);
      expect(await app.outbox.runOnce()).toBe(2);
      expect(messageIds()).toEqual(first);
    } finally {
      await app.close();
    }
  });

  it('error texts lose their mail addresses before they are logged', () => {
    expect(
      withoutAddresses('550 5.1.1 <jan@example.com>: Recipient address rejected; from ops@test.local'),
    ).toBe('550 5.1.1 <<address>>: Recipient address rejected; from <address>');
  });

  it('backoff doubles and is capped', () => {
    const samples = [1, 2, 3, 10].map((n) => backoffMs(n, 1000, 8000));
    expect(samples[0]).toBeGreaterThanOrEqual(800);
    expect(samples[0]).toBeLessThanOrEqual(1200);
    expect(samples[1]).toBeGreaterThanOrEqual(1600);
    expect(samples[2]).toBeGreaterThanOrEqual(3200);
    expect(samples[3]).toBeLessThanOrEqual(9600);
  });
});
