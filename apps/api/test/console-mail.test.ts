import type { FastifyInstance } from 'fastify';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { asOperator, type Operator, withFirstOperator } from './console-helpers.js';
import {
  buildTestApp,
  freePort,
  openTestDatabase,
  type Received,
  resetDatabase,
  type SmtpBehaviour,
  startSmtp,
  validBooking,
} from './helpers.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('failed mail in the console (issue 25)', () => {
  let app: FastifyInstance;
  let operator: Operator;
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  const behaviour: SmtpBehaviour = { mode: 'accept', rejectRecipients: new Set(), connections: 0 };

  beforeAll(async () => {
    await resetDatabase(database.db);
    const port = await freePort();
    smtp = await startSmtp(port, inbox, behaviour);
    // The first operator is made on an app without SMTP; the app under test sends through the server.
    const first = await withFirstOperator(database);
    operator = first.operator;
    await first.app.close();
    ({ app } = await buildTestApp(database, { smtpUrl: `smtp://127.0.0.1:${port}` }));
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('shows a mail refused for good on its booking and in the banner; an operator sends it again', async () => {
    await database.db.delete(outbox);
    behaviour.rejectRecipients.add('typo@exmaple.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: validBooking({ contactEmail: 'typo@exmaple.com' }),
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    await app.outbox.runOnce();

    const as = asOperator(app, operator);
    const status = await as('GET', '/api/console/mail');
    expect(status.statusCode).toBe(200);
    const body = status.json();
    expect(body.failedCount).toBe(1);
    expect(body.pending).toBe(0);
    expect(body.oldestPendingMinutes).toBeNull();
    const [failed] = body.failed;
    expect(failed).toMatchObject({ kind: 'booking.customer', reference, status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/550/);
    expect(failed.lastError).not.toContain('typo@exmaple.com');

    const detail = (await as('GET', `/api/console/bookings/${reference}`)).json();
    const kinds = Object.fromEntries(
      detail.mails.map((mail: { kind: string; status: string }) => [mail.kind, mail.status]),
    );
    expect(kinds).toEqual({ 'booking.customer': 'failed', 'booking.business': 'sent' });

    // The address is fixed at the mail server's end; the operator sends the mail again.
    behaviour.rejectRecipients.clear();
    const retried = await as('POST', `/api/console/mail/${failed.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed.id, status: 'pending', attempts: 0 });
    // Only a failed mail goes again: a second press is a 404, and so is a made-up id.
    expect((await as('POST', `/api/console/mail/${failed.id}/retry`)).statusCode).toBe(404);
    expect((await as('POST', '/api/console/mail/99999999/retry')).statusCode).toBe(404);
    expect((await as('POST', '/api/console/mail/0x10/retry')).statusCode).toBe(400);
    expect(await app.outbox.runOnce()).toBe(1);
    expect(inbox.some((mail) => mail.to.includes('typo@exmaple.com'))).toBe(true);
    expect((await as('GET', '/api/console/mail')).json()).toMatchObject({ failedCount: 0, failed: [] });
  });

  it('counts what waits while the mail server is down, and how long the oldest has waited', async () => {
    await database.db.delete(outbox);
    await database.db.insert(outbox).values({
      kind: 'operator.security',
      reference: 'operator',
      createdAt: new Date(Date.now() - 20 * 60_000),
      mail: { template: 'operator.security', data: {}, addresses: {} },
    });
    const body = (await asOperator(app, operator)('GET', '/api/console/mail')).json();
    expect(body).toMatchObject({ failedCount: 0, pending: 1, oldestPendingMinutes: 20 });
    // A mail sent again from the console waits from then, not from when it was first queued.
    await database.db.delete(outbox);
    await database.db.insert(outbox).values({
      kind: 'operator.security',
      reference: 'operator',
      createdAt: new Date(Date.now() - 180 * 60_000),
      failedAt: new Date(Date.now() - 2 * 60_000),
      mail: { template: 'operator.security', data: {}, addresses: {} },
    });
    const retried = (await asOperator(app, operator)('GET', '/api/console/mail')).json();
    expect(retried).toMatchObject({ pending: 1, oldestPendingMinutes: 2 });
  });

  it('needs a session, and the CSRF token to send again', async () => {
    expect((await app.inject({ url: '/api/console/mail' })).statusCode).toBe(401);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/console/mail/1/retry',
      headers: { cookie: operator.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
