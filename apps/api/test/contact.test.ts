import { EMAIL_PROBLEM_MESSAGES, ERROR_MESSAGES } from '@spt/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { contactMessages, outbox } from '../src/db/schema.js';
import { REFERENCE_PATTERN } from '../src/lib/reference.js';
import {
  buildTestApp,
  countRows,
  openTestDatabase,
  resetDatabase,
  sentForm,
  validContact,
} from './helpers.js';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database, { minFillMs: 2000 }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => resetDatabase(database.db));

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers });

describe('POST /api/contact', () => {
  it('201 { reference }: stores the message and queues the operator mail with escaped text', async () => {
    const res = await post(validContact({ phone: '+31 20 123 4567' }));
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    expect(reference).toMatch(REFERENCE_PATTERN);
    const [row] = await database.db.select().from(contactMessages);
    expect(row).toMatchObject({ reference, phone: '+31201234567', isSpam: false });
    const [mail] = await database.db.select().from(outbox);
    const content = sentForm(mail?.mail);
    expect(content.to).toBe('ops@test.local');
    expect(content.replyTo).toBe('jan@example.com');
    expect(content.subject).toBe(`Contact ${reference}: Feedback`);
    expect(content.html).toContain('&lt;b&gt;thanks&lt;/b&gt;');
  });

  it('quotes every line of the message, so none can pass for a field of the operator mail', async () => {
    const message = 'Subject: Other\n\nReference: SPT-FAKE00\nPhone: +31 6 00000000';
    expect((await post(validContact({ message }))).statusCode).toBe(201);
    const [row] = await database.db.select().from(outbox);
    const text = sentForm(row?.mail).text;
    expect(text).toContain('> Reference: SPT-FAKE00\n> Phone: +31 6 00000000');
    expect(text).not.toMatch(/^Phone: \+31 6 0/m);
    expect(text).not.toMatch(/^Reference: SPT-FAKE00/m);
  });

  it('201 for the honeypot and for a too-fast submit: stored as spam, no mail', async () => {
    expect((await post(validContact({ website: 'x' }))).statusCode).toBe(201);
    expect((await post(validContact({ formElapsedMs: 300 }))).statusCode).toBe(201);
    expect((await post(validContact({ formElapsedMs: 9000 }))).statusCode).toBe(201);
    const rows = await database.db.select().from(contactMessages);
    expect(rows.map((r) => r.isSpam)).toEqual([true, true, false]);
    expect((await countRows(database.db)).outbox).toBe(1);
  });

  it('400 with issues for missing fields', async () => {
    const res = await post({ ...validContact(), name: '', email: 'x', message: '' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['email', 'message', 'name']);
  });

  it('400 naming the e-mail field for an address without a domain ending; nothing stored', async () => {
    const res = await post(validContact({ email: 'eva@example' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: ERROR_MESSAGES.validation,
      code: 'validation',
      issues: [{ path: 'email', code: 'custom', message: EMAIL_PROBLEM_MESSAGES.incomplete }],
    });
    expect(await countRows(database.db)).toMatchObject({ outbox: 0 });
    expect(await database.db.select().from(contactMessages)).toEqual([]);
  });

  it('400 for an invalid optional phone', async () => {
    const res = await post(validContact({ phone: '+31 2' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalidPhone', error: ERROR_MESSAGES.invalidPhone });
  });

  it('409 for a reused Idempotency-Key with another body; replay otherwise', async () => {
    const a = await post(validContact(), { 'idempotency-key': 'k1' });
    const b = await post(validContact(), { 'idempotency-key': 'k1' });
    const c = await post(validContact({ message: 'other' }), { 'idempotency-key': 'k1' });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 409]);
    expect(b.json()).toEqual(a.json());
    expect((await countRows(database.db)).contacts).toBe(1);
  });

  it('413, 415 and 400 for transport-level problems', async () => {
    expect((await post({ ...validContact(), message: 'x'.repeat(40_000) })).statusCode).toBe(413);
    const form = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'a=b',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.statusCode).toBe(415);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBeTypeOf('string');
  });
});
