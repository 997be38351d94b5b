import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { bookings, invoices, operators, outbox, payments } from '../src/db/schema.js';
import { renderMail } from '../src/mail/templates.js';
import { createSession } from '../src/services/operators.js';
import {
  opened,
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

beforeAll(async () => {
  database = await openTestDatabase();
  mollie = await startFakeMollie();
  app = await buildApp({
    config: testConfig({ mollie: { apiKey: mollie.apiKey, apiUrl: mollie.apiUrl, attempts: 1 } }),
    database,
  });
});
afterAll(async () => {
  await app.close();
  await mollie.close();
  await database.close();
});
beforeEach(async () => resetDatabase(database.db));

async function as(role: 'owner' | 'dispatcher') {
  const [operator] = await database.db
    .insert(operators)
    .values({ email: `${role}${Math.random()}@example.com`, passwordHash: 'unused', role })
    .returning({ id: operators.id });
  const session = await createSession(database.db, operator?.id ?? 0);
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie: `spt_console=${session.token}`, 'x-csrf-token': session.csrfToken },
      ...(payload ? { payload } : {}),
    });
}

const ACME = {
  name: 'Acme Logistics B.V.',
  address: 'Kruisweg 100\n2132 NA Hoofddorp',
  vatId: 'NL001234567B01',
  invoiceEmail: 'facturen@acme.example',
  paymentTermDays: 30,
  bookingCode: 'acme-2026',
  active: true,
};

async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  await document.destroy();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('business accounts', () => {
  it('owners manage them; a code is unique in any case; a dispatcher only reads', async () => {
    const owner = await as('owner');
    const dispatcher = await as('dispatcher');
    expect((await dispatcher('POST', '/api/console/companies', ACME)).statusCode).toBe(403);
    const created = await owner('POST', '/api/console/companies', ACME);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: ACME.name, bookingCode: 'ACME-2026', uninvoicedRides: 0 });
    const twice = await owner('POST', '/api/console/companies', {
      ...ACME,
      name: 'Other',
      bookingCode: 'ACME-2026',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('companyCodeTaken');
    const bad = await owner('POST', '/api/console/companies', {
      ...ACME,
      invoiceEmail: 'nope',
      bookingCode: 'a b',
    });
    expect(bad.statusCode).toBe(400);
    expect((await dispatcher('GET', '/api/console/companies')).json().companies).toHaveLength(1);
    const changed = await owner('PUT', `/api/console/companies/${created.json().id}`, {
      ...ACME,
      paymentTermDays: 14,
    });
    expect(changed.json().paymentTermDays).toBe(14);
  });

  it('a booking with the code rides on account: no online payment, a thank-you without an invoice', async () => {
    const owner = await as('owner');
    await owner('POST', '/api/console/companies', ACME);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { ...validBooking(), companyCode: 'NOPE-1' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0]).toMatchObject({ path: 'companyCode', code: 'unknownCompanyCode' });
    // A tour is paid at booking, but not on account.
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: {
        ...productBooking({ product: 'tour', tour: 'giethoorn', passengers: 2, time: '08:00' }, 4),
        companyCode: 'acme-2026',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toBeUndefined();
    expect(await database.db.select().from(payments)).toHaveLength(0);
    const [ride] = await database.db.select().from(bookings);
    expect(ride?.companyId).not.toBeNull();
    await database.db
      .update(bookings)
      .set({ status: 'confirmed', pickupAt: new Date(Date.now() - 3_600_000) })
      .where(eq(bookings.id, ride?.id ?? 0));
    expect(
      (await owner('POST', `/api/console/bookings/${ride?.reference}/status`, { to: 'completed' }))
        .statusCode,
    ).toBe(200);
    expect(await database.db.select().from(invoices)).toHaveLength(0);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.completed'));
    expect(sentForm(mail?.mail).text).toContain("The ride goes on your company's monthly invoice.");
  });

  it('the monthly invoice lists the month’s rides on account, sums them with VAT, and is mailed as a PDF', async () => {
    const owner = await as('owner');
    const company = (await owner('POST', '/api/console/companies', ACME)).json();
    const references: string[] = [];
    for (const time of ['08:00', '12:00', '16:00']) {
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking({ time }) });
      references.push(res.json().reference);
    }
    // Two rides linked by an operator, one left private; all three done in the same month.
    for (const reference of references.slice(0, 2)) {
      expect(
        (await owner('POST', `/api/console/bookings/${reference}/company`, { companyId: company.id }))
          .statusCode,
      ).toBe(204);
    }
    const month = validBooking().date.slice(0, 7);
    await database.db.update(bookings).set({ status: 'completed' });
    expect((await owner('GET', '/api/console/companies')).json().companies[0].uninvoicedRides).toBe(2);
    const made = await owner('POST', `/api/console/companies/${company.id}/invoices`, { month });
    expect(made.statusCode).toBe(201);
    const rides = await database.db.select().from(bookings);
    const onAccount = rides.filter((ride) => references.slice(0, 2).includes(ride.reference));
    const total = onAccount.reduce((sum, ride) => sum + ride.finalPriceCents, 0);
    expect(made.json().gross).toBe(total / 100);
    // Once: the same month again has nothing left.
    const again = await owner('POST', `/api/console/companies/${company.id}/invoices`, { month });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('nothingToInvoice');
    const [invoice] = await database.db.select().from(invoices);
    expect((invoice?.netCents ?? 0) + (invoice?.vatCents ?? 0)).toBe(total);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'company.invoice'));
    const sent = await renderMail(opened(mail?.mail));
    expect(sent.to).toBe('facturen@acme.example');
    expect(sent.subject).toBe(`Factuur ${invoice?.number} van Schiphol Premium Taxi (2 ritten)`);
    const text = await pdfText(sent.attachments?.[0]?.content as Buffer);
    for (const needed of [
      'Factuur',
      `Factuurnummer ${invoice?.number}`,
      'Acme Logistics B.V.',
      'Kruisweg 100',
      'Btw-nummer NL001234567B01',
      references[0] ?? '',
      references[1] ?? '',
      'Vervaldatum',
      'NL91 ABNA 0417 1643 00',
    ]) {
      expect(text).toContain(needed);
    }
    expect(text).not.toContain(references[2] ?? '');
    expect(
      (await owner('GET', `/api/console/companies/${company.id}/invoices`)).json().invoices,
    ).toHaveLength(1);
    // An invoiced ride stays on the account.
    const unlink = await owner('POST', `/api/console/bookings/${references[0]}/company`, { companyId: null });
    expect(unlink.statusCode).toBe(409);
  });
});

describe('a booking on account in the console', () => {
  it('names its company in the booking detail', async () => {
    const owner = await as('owner');
    const company = (await owner('POST', '/api/console/companies', ACME)).json();
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { ...validBooking(), companyCode: 'ACME-2026' },
    });
    const detail = await owner('GET', `/api/console/bookings/${res.json().reference}`);
    expect(detail.json().company).toEqual({ id: company.id, name: ACME.name });
    await owner('POST', `/api/console/bookings/${res.json().reference}/company`, { companyId: null });
    expect((await owner('GET', `/api/console/bookings/${res.json().reference}`)).json().company).toBeNull();
  });
});
