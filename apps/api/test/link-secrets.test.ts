import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { hasLinkSecrets, withoutLinkSecrets } from '../src/mail/link-secrets.js';
import { asOperator, withFirstOperator } from './console-helpers.js';
import { openTestDatabase, validBooking } from './helpers.js';

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

  it('a sent mail keeps no live link in the outbox; the recipient got it; a resend carries a new one that works', async () => {
    const { app, operator, config } = await withFirstOperator(database);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
      expect(res.statusCode).toBe(201);
      const { reference } = res.json();
      // Before sending, the row must hold the link: it is what goes out.
      const [pending] = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.reference, reference), eq(outbox.kind, 'booking.customer')));
      const sentToken = /#t=([\w-]{43})/.exec(JSON.stringify(pending?.mail))?.[1] ?? '';
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
      const newToken = /#t=([\w-]{43})/.exec(JSON.stringify(again?.mail))?.[1] ?? '';
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
});
