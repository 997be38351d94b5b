import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { SECRET_KEY_FILE } from '../src/lib/secret-box.js';
import {
  hasLinkSecrets,
  openLinkSecrets,
  SealedLinkError,
  sealLinkSecrets,
  withoutLinkSecrets,
} from '../src/mail/link-secrets.js';
import { asOperator, withFirstOperator } from './console-helpers.js';
import { opened, openTestDatabase, TEST_SECRET_KEY, tempDir, testConfig, validBooking } from './helpers.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

describe('link secrets in stored mails', () => {
  it('cuts the token fragment off every link, and nothing else', () => {
    const mail = {
      data: {
        manageUrl: `https://www.example.nl/en/manage-booking#t=${TOKEN}`,
        returnLeg: { manageUrl: `https://www.example.nl/nl/boeking-beheren#t=${TOKEN}` },
        url: `https://www.example.nl/console/reset#${TOKEN}`,
        notes: 'Meet at #4, gate B',
        anchor: 'https://www.example.nl/en#faq',
      },
      list: [`https://www.example.nl/driver#t=${TOKEN}`],
    };
    expect(hasLinkSecrets(mail)).toBe(true);
    const clean = withoutLinkSecrets(mail);
    expect(clean).toEqual({
      data: {
        manageUrl: 'https://www.example.nl/en/manage-booking',
        returnLeg: { manageUrl: 'https://www.example.nl/nl/boeking-beheren' },
        url: 'https://www.example.nl/console/reset',
        notes: 'Meet at #4, gate B',
        anchor: 'https://www.example.nl/en#faq',
      },
      list: ['https://www.example.nl/driver'],
    });
    expect(hasLinkSecrets(clean)).toBe(false);
    expect(JSON.stringify(clean)).not.toContain(TOKEN);
  });

  it('seals the token of every link under the key, opens it again, and refuses another key', () => {
    const mail = {
      manageUrl: `https://www.example.nl/en/manage-booking#t=${TOKEN}`,
      legs: [{ url: `https://www.example.nl/console/reset#${TOKEN}` }],
      notes: 'Meet at #4, gate B',
    };
    const sealed = sealLinkSecrets(TEST_SECRET_KEY, mail);
    expect(JSON.stringify(sealed)).not.toContain(TOKEN);
    expect(JSON.stringify(sealed)).not.toContain(TOKEN.slice(0, 16));
    expect(sealed.manageUrl).toMatch(/^https:\/\/www\.example\.nl\/en\/manage-booking#~v1\./);
    expect(sealed.notes).toBe(mail.notes);
    expect(openLinkSecrets(TEST_SECRET_KEY, sealed)).toEqual(mail);
    // The same link sealed twice reads differently (a fresh nonce each time).
    expect(sealLinkSecrets(TEST_SECRET_KEY, mail).manageUrl).not.toBe(sealed.manageUrl);
    // Another server's key, or an altered seal, opens nothing.
    expect(() => openLinkSecrets(Buffer.alloc(32, 7), sealed)).toThrow(SealedLinkError);
    const altered = { ...sealed, manageUrl: `${sealed.manageUrl.slice(0, -2)}AA` };
    expect(() => openLinkSecrets(TEST_SECRET_KEY, altered)).toThrow(SealedLinkError);
    // A sent mail loses sealed fragments too.
    expect(withoutLinkSecrets(sealed)).toEqual(withoutLinkSecrets(mail));
  });

  it('a sent mail keeps no live link in the outbox; the recipient got it; a resend carries a new one that works', async () => {
    const { app, operator, config } = await withFirstOperator(database);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
      expect(res.statusCode).toBe(201);
      const { reference } = res.json();
      // Before sending, the row holds the link sealed: the worker opens it when it sends.
      const [pending] = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.reference, reference), eq(outbox.kind, 'booking.customer')));
      expect(JSON.stringify(pending?.mail)).not.toMatch(/#t=[\w-]{43}/);
      const sentToken = /#t=([\w-]{43})/.exec(JSON.stringify(opened(pending?.mail)))?.[1] ?? '';
      expect(sentToken).not.toBe('');
      await app.outbox.runOnce();

      // The table no longer holds it (nor any other sent row a token) ...
      const rows = await database.db.select().from(outbox);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      expect(JSON.stringify(rows.map((row) => row.mail))).not.toMatch(/#t=[\w-]{43}|#[\w-]{43}/);
      // ... though the customer has it, and it works.
      const dir = join(config.dataDir, 'outbox');
      const eml = readdirSync(dir)
        .map((file) => readFileSync(join(dir, file), 'utf8'))
        .join('\n')
        .replace(/=\r?\n/g, '');
      expect(eml).toContain(sentToken);
      const lookup = (token: string) =>
        app.inject({ method: 'POST', url: '/api/manage/lookup', payload: { token } });
      expect((await lookup(sentToken)).statusCode).toBe(200);

      // The operator sends the mail again: it goes with a new working link, and is cleaned in turn.
      expect(
        (await asOperator(app, operator)('POST', `/api/console/bookings/${reference}/resend`)).statusCode,
      ).toBe(204);
      const [again] = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.reference, reference), eq(outbox.status, 'pending')));
      expect(JSON.stringify(again?.mail)).not.toMatch(/#t=[\w-]{43}/);
      const newToken = /#t=([\w-]{43})/.exec(JSON.stringify(opened(again?.mail)))?.[1] ?? '';
      expect(newToken).not.toBe('');
      expect(newToken).not.toBe(sentToken);
      expect((await lookup(newToken)).statusCode).toBe(200);
      await app.outbox.runOnce();
      const [resent] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, again?.id ?? 0));
      expect(JSON.stringify(resent?.mail)).not.toContain(newToken);
    } finally {
      await app.close();
    }
  });

  it('cleans rows sent by an older version when the worker starts', async () => {
    const { app } = await withFirstOperator(database);
    try {
      await database.db.insert(outbox).values({
        kind: 'operator.reset',
        reference: 'operator',
        status: 'sent',
        sentAt: new Date(),
        mail: { template: 'operator.reset', data: { url: `https://x.example/console/reset#${TOKEN}` } },
      });
      await app.outbox.stop();
      await app.outbox.start();
      await app.outbox.stop();
      const rows = await database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.mail}::text like ${`%${TOKEN}%`}`);
      expect(rows).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('writes no live link into the database files at all, write-ahead log included, under its own key file', async () => {
    // A file-backed PGlite, and no APP_SECRET_KEY: the app makes DATA_DIR/secret.key (0600) once.
    const config = testConfig({ dataDir: tempDir(), secretKey: undefined });
    const app = await buildApp({ config });
    let token = '';
    try {
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
      expect(res.statusCode).toBe(201);
      const key = Buffer.from(readFileSync(join(config.dataDir, SECRET_KEY_FILE), 'utf8'), 'base64');
      expect(key).toHaveLength(32);
      expect(statSync(join(config.dataDir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
      const rows = await app.database.db.select().from(outbox);
      const customer = rows.find((row) => row.kind === 'booking.customer');
      token = /#t=([\w-]{43})/.exec(JSON.stringify(openLinkSecrets(key, customer?.mail)))?.[1] ?? '';
      expect(token).toHaveLength(43);
      expect(() => openLinkSecrets(TEST_SECRET_KEY, customer?.mail)).toThrow(SealedLinkError);
      await app.outbox.runOnce();
      const lookup = await app.inject({ method: 'POST', url: '/api/manage/lookup', payload: { token } });
      expect(lookup.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    // Every file the database wrote, its write-ahead log and old row versions included: no token.
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk(join(config.dataDir, 'pglite'));
    expect(files.some((file) => file.includes('pg_wal'))).toBe(true);
    const needle = Buffer.from(token);
    expect(files.filter((file) => readFileSync(file).includes(needle))).toEqual([]);
  });
});
