import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { bookingEvents, bookings, operators, outbox, payments, refunds } from '../src/db/schema.js';
import { createSession } from '../src/services/operators.js';
import { MollieError, mollieClient } from '../src/services/payments/mollie.js';
import {
  openTestDatabase,
  productBooking,
  resetDatabase,
  sentForm,
  testConfig,
  validBooking,
} from './helpers.js';
import { type FakeMollie, startFakeMollie } from './mollie-server.js';

let database: Database;
let mollie: FakeMollie;
let app: FastifyInstance;
let plain: FastifyInstance;
let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  database = await openTestDatabase();
  mollie = await startFakeMollie();
  app = await buildApp({
    config: testConfig({
      mollie: {
        apiKey: mollie.apiKey,
        apiUrl: mollie.apiUrl,
        webhookUrl: 'http://placeholder.invalid/api/payments/mollie',
        timeoutMs: 2000,
        attempts: 2,
      },
    }),
    database,
  });
  await app.ready();
  // Mollie posts its webhook to the app: the fake calls the app through inject.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `${address}/api/payments/mollie`;
  // The same database without a Mollie key: nothing is paid online.
  plain = await buildApp({ config: testConfig(), database });
});
let webhookUrl = '';
afterAll(async () => {
  await plain.close();
  await app.close();
  await mollie.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
  mollie.down = false;
  mollie.requests.length = 0;
  mollie.payments.clear();
  mollie.refunds.clear();
});

const tour = (overrides = {}) =>
  productBooking({ product: 'tour', tour: 'giethoorn', passengers: 2, time: '08:00', ...overrides }, 4);

/** Books on `target` and answers the 201 body with the token of the customer's mail. */
async function book(payload: object, target = app) {
  const res = await target.inject({ method: 'POST', url: '/api/booking', payload, remoteAddress: nextIp() });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  const mails = await database.db.select().from(outbox).where(eq(outbox.reference, body.reference));
  const customer = mails.find((row) => row.kind === 'booking.customer');
  const token = /#t=([\w-]{43})/.exec(sentForm(customer?.mail).text)?.[1] ?? '';
  expect(token).toHaveLength(43);
  return { body, token, reference: body.reference as string };
}

/** A manage-page call with the customer's token (pay, cancel), from a fresh client address. */
const manage = (action: 'pay' | 'cancel', token: string, target = app) =>
  target.inject({
    method: 'POST',
    url: `/api/manage/${action}`,
    payload: { token },
    remoteAddress: nextIp(),
  });

const lookup = async (token: string, target = app) => {
  const res = await target.inject({
    method: 'POST',
    url: '/api/manage/lookup',
    payload: { token },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Mollie's webhook, as Mollie sends it (form-encoded `id=`), through the network. */
const webhook = (id: string) => mollie.callWebhook(id, webhookUrl);

const paymentOf = (id: string) => database.db.select().from(payments).where(eq(payments.id, id));

/** A signed-in operator's console calls (cookie and CSRF header) on `target`. */
async function operatorSession(role: 'owner' | 'dispatcher' = 'owner', target = app) {
  const [operator] = await database.db
    .insert(operators)
    .values({ email: `op${++ip}@example.com`, passwordHash: 'unused', role })
    .returning({ id: operators.id });
  const session = await createSession(database.db, operator?.id ?? 0);
  return (method: 'POST' | 'GET', url: string, payload?: object) =>
    target.inject({
      method,
      url,
      headers: { cookie: `spt_console=${session.token}`, 'x-csrf-token': session.csrfToken },
      ...(payload ? { payload } : {}),
    });
}

async function operatorStatus(reference: string, to: string) {
  return (await operatorSession())('POST', `/api/console/bookings/${reference}/status`, { to });
}

async function consoleDetail(reference: string) {
  const res = await (await operatorSession())('GET', `/api/console/bookings/${reference}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the Mollie client', () => {
  it('creates and reads a payment in Mollie’s format, amounts as two-decimal strings', async () => {
    const client = mollieClient({ apiKey: mollie.apiKey, apiUrl: mollie.apiUrl });
    const created = await client.createPayment({
      amountCents: 18_005,
      description: 'Test SPT-1',
      redirectUrl: 'http://localhost:3000/en/manage-booking',
      locale: 'en_GB',
      metadata: { reference: 'SPT-1' },
      idempotencyKey: 'k-1',
    });
    expect(created).toMatchObject({ status: 'open', amount: { currency: 'EUR', value: '180.05' } });
    expect(created._links.checkout?.href).toMatch(/\/checkout\/select-method\/tr_/);
    // The same idempotency key gives the same payment: a retried create never charges twice.
    const again = await client.createPayment({
      amountCents: 18_005,
      description: 'Test SPT-1',
      redirectUrl: 'http://localhost:3000/en/manage-booking',
      locale: 'en_GB',
      metadata: { reference: 'SPT-1' },
      idempotencyKey: 'k-1',
    });
    expect(again.id).toBe(created.id);
    expect((await client.getPayment(created.id)).id).toBe(created.id);
  });

  it('says why it failed: a wrong key is the API’s 401, an outage is unavailable after its retries', async () => {
    const wrong = mollieClient({ apiKey: `test_${'y'.repeat(30)}`, apiUrl: mollie.apiUrl });
    const refused = await wrong.getPayment('tr_abcdef').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MollieError);
    expect((refused as MollieError).status).toBe(401);
    expect((refused as MollieError).unavailable).toBe(false);
    mollie.down = true;
    mollie.requests.length = 0;
    const client = mollieClient({ apiKey: mollie.apiKey, apiUrl: mollie.apiUrl, attempts: 3 });
    const down = await client.getPayment('tr_abcdef').catch((error: unknown) => error);
    expect((down as MollieError).unavailable).toBe(true);
    expect(mollie.requests.filter((r) => r.path === '/payments/tr_abcdef')).toHaveLength(3);
    const nowhere = mollieClient({ apiKey: mollie.apiKey, apiUrl: 'http://127.0.0.1:9/v2/', attempts: 1 });
    expect(((await nowhere.getPayment('tr_abcdef').catch((e: unknown) => e)) as MollieError).status).toBe(0);
  });
});

describe('paying a tour at booking', () => {
  it('sends the visitor to the checkout; the webhook records paid; the manage page says paid', async () => {
    const { body, token, reference } = await book(tour());
    expect(body.payment.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/select-method\/tr_/);
    // The token for the tab opens the same booking as the mail's link.
    expect((await lookup(body.payment.manageToken)).reference).toBe(reference);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, reference));
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ bookingId: row?.id, status: 'open', amountCents: row?.finalPriceCents });
    const created = mollie.payments.get(payment?.id ?? '');
    expect(created?.redirectUrl).toBe('http://localhost:3000/en/manage-booking');
    expect(created?.description).toBe(`Schiphol Premium Taxi ${reference}`);
    expect(created?.locale).toBe('en_GB');
    expect((await lookup(token)).payment).toMatchObject({
      status: 'open',
      canPay: true,
      checkoutUrl: body.payment.checkoutUrl,
    });

    await mollie.settle(payment?.id ?? '', 'paid', { webhook: false });
    expect(await webhook(payment?.id ?? '')).toBe(200);
    expect((await paymentOf(payment?.id ?? ''))[0]).toMatchObject({ status: 'paid', checkoutUrl: null });
    const view = await lookup(token);
    expect(view.payment).toEqual({
      status: 'paid',
      amount: (row?.finalPriceCents ?? 0) / 100,
      canPay: false,
      refunded: 0,
    });
    // The customer is mailed a receipt notice in their language, with a manage link.
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.paid'));
    expect(mails).toHaveLength(1);
    const sent = sentForm(mails[0]?.mail);
    expect(sent.subject).toBe(`Payment received for your booking ${reference}`);
    expect(sent.text).toContain('Paid (incl. VAT)');
    expect(sent.text).toMatch(/#t=[\w-]{43}/);
    // A replayed webhook changes nothing: one event, one mail.
    expect(await webhook(payment?.id ?? '')).toBe(200);
    const events = await database.db.select().from(bookingEvents).where(eq(bookingEvents.kind, 'payment'));
    expect(events.map((event) => (event.changes as { payment: { after: string } }).payment.after)).toEqual([
      'open',
      'paid',
    ]);
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.paid'))).toHaveLength(1);
    // The console shows it.
    expect((await consoleDetail(reference)).payments).toEqual([
      expect.objectContaining({ id: payment?.id, status: 'paid', method: 'ideal', refunds: [] }),
    ]);
  });

  it('shows paid when the customer is back before the webhook: the manage page asks Mollie', async () => {
    const { token } = await book(tour({ locale: 'nl' }));
    const [payment] = await database.db.select().from(payments);
    expect(mollie.payments.get(payment?.id ?? '')?.locale).toBe('nl_NL');
    await mollie.settle(payment?.id ?? '', 'paid', { webhook: false });
    expect((await lookup(token)).payment).toMatchObject({ status: 'paid', canPay: false });
    // The webhook arriving after that is a no-op.
    expect(await webhook(payment?.id ?? '')).toBe(200);
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.paid'))).toHaveLength(1);
  });

  it('lets the customer try again after a failed payment: a new payment, then paid', async () => {
    const { token } = await book(tour());
    const [first] = await database.db.select().from(payments);
    await mollie.settle(first?.id ?? '', 'failed', { webhook: false });
    await webhook(first?.id ?? '');
    const view = await lookup(token);
    expect(view.payment).toMatchObject({ status: 'failed', canPay: true });
    expect(view.payment.checkoutUrl).toBeUndefined();
    const pay = await manage('pay', token);
    expect(pay.statusCode).toBe(200);
    const second = [...mollie.payments.values()].find((p) => p.id !== first?.id);
    expect(pay.json()).toEqual({ checkoutUrl: second?._links.checkout?.href });
    // Twice the button is the same checkout, not a second payment.
    const again = await manage('pay', token);
    expect(again.json().checkoutUrl).toBe(pay.json().checkoutUrl);
    expect(mollie.payments.size).toBe(2);
    await mollie.settle(second?.id ?? '', 'paid', { webhook: false });
    await webhook(second?.id ?? '');
    expect((await lookup(token)).payment).toMatchObject({ status: 'paid', canPay: false });
    const paid = await manage('pay', token);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('nothingToPay');
  });

  it('keeps the booking when Mollie is down; the customer pays later from the manage page', async () => {
    mollie.down = true;
    const { body, token, reference } = await book(tour());
    expect(body.payment).toBeUndefined();
    expect(await database.db.select().from(bookings).where(eq(bookings.reference, reference))).toHaveLength(
      1,
    );
    expect((await lookup(token)).payment).toMatchObject({ status: 'due', canPay: true });
    const down = await manage('pay', token);
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('paymentsUnavailable');
    mollie.down = false;
    const pay = await manage('pay', token);
    expect(pay.statusCode).toBe(200);
    expect(pay.json().checkoutUrl).toMatch(/\/checkout\/select-method\/tr_/);
  });

  it('changes nothing for a forged, unknown or malformed id, and answers Mollie 503 when it cannot check', async () => {
    const { token } = await book(tour());
    const [payment] = await database.db.select().from(payments);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/payments/mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nothing=here',
    });
    expect(missing.statusCode).toBe(400);
    for (const body of [
      'id=tr_forged12345',
      'id=re_notapayment',
      'id=',
      `id=${'x'.repeat(90)}`,
      'id=tr_a&id=tr_b',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/mollie',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
    // A forged call for a real id cannot set a status: the server asks Mollie, which says open.
    expect(await webhook(payment?.id ?? '')).toBe(200);
    expect((await paymentOf(payment?.id ?? ''))[0]?.status).toBe('open');
    expect((await lookup(token)).payment.status).toBe('open');
    // JSON is not Mollie's format.
    const json = await app.inject({
      method: 'POST',
      url: '/api/payments/mollie',
      payload: { id: payment?.id },
    });
    expect(json.statusCode).toBe(200);
    mollie.down = true;
    expect(await webhook(payment?.id ?? '')).toBe(503);
  });

  it('refunds a paid tour the customer cancels in time, records it and mails the customer', async () => {
    const { token, reference } = await book(tour());
    const [payment] = await database.db.select().from(payments);
    await mollie.settle(payment?.id ?? '', 'paid', { webhook: false });
    await webhook(payment?.id ?? '');
    const cancel = await manage('cancel', token);
    expect(cancel.statusCode).toBe(200);
    const [refund] = await database.db.select().from(refunds);
    expect(refund).toMatchObject({
      paymentId: payment?.id,
      amountCents: payment?.amountCents,
      status: 'pending',
      reason: 'cancelled',
    });
    expect(refund?.providerId).toMatch(/^re_/);
    expect(mollie.refunds.get(refund?.providerId ?? '')?.amount.value).toBe(
      ((payment?.amountCents ?? 0) / 100).toFixed(2),
    );
    expect(mollie.requests.find((r) => r.path.endsWith('/refunds'))?.idempotencyKey).toBe(
      `refund-${refund?.id}`,
    );
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.refunded'));
    expect(sentForm(mails[0]?.mail).subject).toBe(`Refund of ${reference} is on its way`);
    expect((await lookup(token)).payment).toMatchObject({ status: 'refunded', canPay: false });
    expect((await consoleDetail(reference)).payments[0].refunds).toEqual([
      expect.objectContaining({ id: refund?.providerId, status: 'pending' }),
    ]);
    const events = await database.db.select().from(bookingEvents).where(eq(bookingEvents.kind, 'refund'));
    expect(events).toHaveLength(2);
  });

  it('refunds when the business declines a paid booking; Mollie down keeps the refund queued for housekeeping', async () => {
    const { reference } = await book(tour());
    const [payment] = await database.db.select().from(payments);
    await mollie.settle(payment?.id ?? '', 'paid', { webhook: false });
    await webhook(payment?.id ?? '');
    mollie.down = true;
    expect((await operatorStatus(reference, 'declined')).statusCode).toBe(200);
    const [queued] = await database.db.select().from(refunds);
    expect(queued).toMatchObject({ status: 'queued', reason: 'declined', attempts: 1 });
    expect(queued?.lastError).toContain('503');
    mollie.down = false;
    // Its retry is due later; housekeeping hands it over then.
    expect(await app.payments.submitRefunds(new Date(Date.now() + 60 * 60_000))).toBe(1);
    const [taken] = await database.db.select().from(refunds);
    expect(taken).toMatchObject({ status: 'pending' });
    expect(mollie.refunds.size).toBe(1);
    // Nothing is refunded twice.
    expect(await app.payments.submitRefunds(new Date(Date.now() + 2 * 60 * 60_000))).toBe(0);
  });

  it('refunds a payment that completes after the booking was cancelled', async () => {
    const { token } = await book(tour());
    const [payment] = await database.db.select().from(payments);
    const cancel = await manage('cancel', token);
    expect(cancel.statusCode).toBe(200);
    expect(await database.db.select().from(refunds)).toHaveLength(0);
    await mollie.settle(payment?.id ?? '', 'paid', { webhook: false });
    await webhook(payment?.id ?? '');
    const [refund] = await database.db.select().from(refunds);
    expect(refund).toMatchObject({ reason: 'unowed', amountCents: payment?.amountCents, status: 'pending' });
  });
});

describe('without a Mollie key', () => {
  it('changes nothing: no payment in the answer or on the manage page, no call to Mollie', async () => {
    const { body, token } = await book(tour(), plain);
    expect(body.payment).toBeUndefined();
    expect((await lookup(token, plain)).payment).toBeNull();
    expect(mollie.requests).toHaveLength(0);
    const pay = await manage('pay', token, plain);
    expect(pay.statusCode).toBe(409);
  });
});

describe('paying a transfer on confirmation', () => {
  it('offers nothing to pay until the business confirms, then a pay link', async () => {
    const { body, token, reference } = await book(validBooking());
    expect(body.payment).toBeUndefined();
    expect((await lookup(token)).payment).toBeNull();
    expect((await operatorStatus(reference, 'confirmed')).statusCode).toBe(200);
    expect((await lookup(token)).payment).toMatchObject({ status: 'due', canPay: true });
    const pay = await manage('pay', token);
    expect(pay.statusCode).toBe(200);
  });

  it('charges a return trip once for both rides and refunds one cancelled leg its own price', async () => {
    const { body, token, reference } = await book(
      productBooking({ product: 'transfer', returnTrip: { date: validBooking().date, time: '18:00' } }),
    );
    const back = body.returnReference as string;
    expect((await operatorStatus(reference, 'confirmed')).statusCode).toBe(200);
    expect((await operatorStatus(back, 'confirmed')).statusCode).toBe(200);
    const rides = await database.db.select().from(bookings);
    const total = rides.reduce((sum, ride) => sum + ride.finalPriceCents, 0);
    const pay = await manage('pay', token);
    expect(pay.statusCode).toBe(200);
    const [payment] = await database.db.select().from(payments);
    expect(payment?.amountCents).toBe(total);
    await mollie.settle(payment?.id ?? '', 'paid', { webhook: false });
    await webhook(payment?.id ?? '');
    expect((await operatorStatus(back, 'cancelled')).statusCode).toBe(200);
    const backRide = rides.find((ride) => ride.reference === back);
    const [refund] = await database.db.select().from(refunds);
    expect(refund).toMatchObject({ amountCents: backRide?.finalPriceCents, bookingId: backRide?.id });
    expect((await lookup(token)).payment).toMatchObject({
      status: 'paid',
      refunded: (backRide?.finalPriceCents ?? 0) / 100,
    });
  });
});

describe('the confirmation mail of a ride paid on confirmation', () => {
  it('invites to pay online with a button to the booking page, in the customer’s language', async () => {
    const { reference } = await book(validBooking({ locale: 'nl' }));
    expect((await operatorStatus(reference, 'confirmed')).statusCode).toBe(200);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.status'));
    const sent = sentForm(mail?.mail);
    expect(sent.text).toContain('Betaal uw rit vooraf online (iDEAL, creditcard of Bancontact)');
    expect(sent.text).toMatch(/boeking-beheren#t=[\w-]{43}/);
    expect(sent.html).toContain('Online betalen');
  });

  it('stays as it was without a Mollie key', async () => {
    const { reference } = await book(validBooking(), plain);
    const res = await (await operatorSession('owner', plain))(
      'POST',
      `/api/console/bookings/${reference}/status`,
      {
        to: 'confirmed',
      },
    );
    expect(res.statusCode).toBe(200);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.status'));
    expect(sentForm(mail?.mail).text).not.toContain('Pay for your ride online');
    expect(sentForm(mail?.mail).text).toContain('View or manage your booking online:');
  });
});

describe('payments in the console', () => {
  it('sends a pay link once confirmed, never for a paid ride; only an owner refunds', async () => {
    const { reference } = await book(validBooking());
    const dispatcher = await operatorSession('dispatcher');
    expect((await dispatcher('POST', `/api/console/bookings/${reference}/payment-link`)).statusCode).toBe(
      409,
    );
    expect((await operatorStatus(reference, 'confirmed')).statusCode).toBe(200);
    expect((await dispatcher('POST', `/api/console/bookings/${reference}/payment-link`)).statusCode).toBe(
      204,
    );
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.payLink'));
    const sent = sentForm(mail?.mail);
    expect(sent.subject).toBe(`Pay for your ride ${reference} online`);
    expect(sent.html).toContain('Pay online');
    const token = /#t=([\w-]{43})/.exec(sent.text)?.[1] ?? '';
    const pay = await manage('pay', token);
    expect(pay.statusCode).toBe(200);
    const [payment] = await database.db.select().from(payments);
    await mollie.settle(payment?.id ?? '', 'paid', { webhook: false });
    await webhook(payment?.id ?? '');
    expect((await dispatcher('POST', `/api/console/bookings/${reference}/payment-link`)).statusCode).toBe(
      409,
    );
    // Money out: a dispatcher may not, an owner may, once.
    expect((await dispatcher('POST', `/api/console/bookings/${reference}/refund`)).statusCode).toBe(403);
    const owner = await operatorSession('owner');
    const refund = await owner('POST', `/api/console/bookings/${reference}/refund`);
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toEqual({ refunded: (payment?.amountCents ?? 0) / 100 });
    const again = await owner('POST', `/api/console/bookings/${reference}/refund`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('notRefundable');
    const detail = await owner('GET', `/api/console/bookings/${reference}`);
    expect(detail.json().payments[0].refunds).toHaveLength(1);
    expect(detail.json().events.map((event: { kind: string }) => event.kind)).toEqual(
      expect.arrayContaining(['payment', 'refund', 'mail']),
    );
  });
});

describe('a retried booking request', () => {
  it('is one booking and one payment; the replay holds no live token, the mail’s link resumes the checkout', async () => {
    const payload = tour();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/booking',
        payload,
        headers: { 'idempotency-key': 'retry-after-lost-answer-1' },
        remoteAddress: nextIp(),
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().reference).toBe(first.json().reference);
    expect(again.json().payment).toBeUndefined();
    expect(await database.db.select().from(bookings)).toHaveLength(1);
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.customer'));
    const token = /#t=([\w-]{43})/.exec(sentForm(mails[0]?.mail).text)?.[1] ?? '';
    expect((await lookup(token)).payment).toMatchObject({
      status: 'open',
      checkoutUrl: first.json().payment.checkoutUrl,
    });
    expect(mollie.payments.size).toBe(1);
  });
});

describe('a late cancellation asked for by the customer', () => {
  it('is not refunded by itself; an owner may refund it from the console', async () => {
    const { reference } = await book(tour());
    const [payment] = await database.db.select().from(payments);
    await mollie.settle(payment?.id ?? '', 'paid', { webhook: false });
    await webhook(payment?.id ?? '');
    // An hour before pickup the customer calls to cancel.
    await database.db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(bookings.reference, reference));
    const owner = await operatorSession();
    const cancel = await owner('POST', `/api/console/bookings/${reference}/status`, {
      to: 'cancelled',
      byCustomer: true,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await database.db.select().from(refunds)).toHaveLength(0);
    const refund = await owner('POST', `/api/console/bookings/${reference}/refund`);
    expect(refund.statusCode).toBe(200);
    expect(await database.db.select().from(refunds)).toHaveLength(1);
  });
});
