import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { bookings, invoices, operators, outbox, payments } from '../src/db/schema.js';
import { renderMail } from '../src/mail/templates.js';
import { invoiceNumber, vatOf } from '../src/services/invoices/index.js';
import { createSession } from '../src/services/operators.js';
import {
  type DatabaseTarget,
  opened,
  openTestDatabase,
  postgresTarget,
  productBooking,
  resetDatabase,
  sentForm,
  testConfig,
  validBooking,
} from './helpers.js';
import { type FakeMollie, startFakeMollie } from './mollie-server.js';

/** The text of every page of a PDF, read back with an independent parser (Mozilla's pdf.js). */
async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** Euros written in an English PDF ("€1,234.56", "-€12.00") as cents. */
function centsIn(text: string, label: string): number {
  const match = new RegExp(`${label}\\s+(-?)€\\s?([\\d,]+\\.\\d{2})`).exec(text);
  if (!match) throw new Error(`no amount after "${label}" in: ${text}`);
  return (match[1] ? -1 : 1) * Math.round(Number((match[2] ?? '').replace(/,/g, '')) * 100);
}

describe('VAT inside a price', () => {
  it('splits a gross price into net and 9 % VAT to the cent, whatever the amount', () => {
    expect(vatOf(18_000, 9)).toBe(1486);
    expect(vatOf(-18_000, 9)).toBe(-1486);
    expect(vatOf(0, 9)).toBe(0);
    for (let gross = 1; gross < 200_000; gross += 97) {
      const vat = vatOf(gross, 9);
      // The VAT of the net amount at 9 % is the VAT, within the half cent of rounding.
      expect(Math.abs((gross - vat) * 0.09 - vat)).toBeLessThanOrEqual(0.5 + 0.09);
    }
    expect(invoiceNumber(2026, 123)).toBe('2026-000123');
  });
});

const targets: DatabaseTarget[] = [
  { name: 'PGlite', skip: false, open: () => openTestDatabase() },
  postgresTarget('spt_inv_'),
];

for (const target of targets) {
  describe.skipIf(target.skip)(`invoices on ${target.name}`, () => {
    let database: Database;
    let mollie: FakeMollie;
    let app: FastifyInstance;
    let session: { token: string; csrfToken: string };
    beforeAll(async () => {
      database = await target.open();
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
      await target.cleanup?.();
    });
    beforeEach(async () => {
      await resetDatabase(database.db);
      const [operator] = await database.db
        .insert(operators)
        .values({ email: 'owner@example.com', passwordHash: 'unused', role: 'owner' })
        .returning({ id: operators.id });
      session = await createSession(database.db, operator?.id ?? 0);
    });

    const asOperator = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { cookie: `spt_console=${session.token}`, 'x-csrf-token': session.csrfToken },
        ...(payload ? { payload } : {}),
      });

    /** A confirmed booking whose pickup was an hour ago, so it can be completed. */
    async function pastRide(overrides: Parameters<typeof validBooking>[0] = {}) {
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking(overrides) });
      expect(res.statusCode).toBe(201);
      const reference = res.json().reference as string;
      await database.db
        .update(bookings)
        .set({ status: 'confirmed', pickupAt: new Date(Date.now() - 3_600_000) })
        .where(eq(bookings.reference, reference));
      return reference;
    }

    it('numbers 20 rides completed at once 1 to 20 of the year: no gap, no double', async () => {
      const references = [];
      for (let i = 0; i < 20; i++) references.push(await pastRide());
      const answers = await Promise.all(
        references.map((reference) =>
          asOperator('POST', `/api/console/bookings/${reference}/status`, { to: 'completed' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(references.map(() => 200));
      const rows = await database.db.select().from(invoices);
      const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(
        new Date(),
      );
      expect(rows.map((row) => row.number).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => invoiceNumber(Number(year), i + 1)),
      );
      // One invoice per ride, each the ride's price.
      const rides = await database.db.select().from(bookings).where(inArray(bookings.reference, references));
      expect(rows.map((row) => row.grossCents).sort()).toEqual(
        rides.map((ride) => ride.finalPriceCents).sort(),
      );
    });

    it('prints what a Dutch invoice needs; net + VAT = gross to the cent; mailed as a PDF with the thank-you', async () => {
      const reference = await pastRide({ contactName: 'Łukasz Żółć' });
      expect((await asOperator('GET', `/api/console/bookings/${reference}/invoice.pdf`)).statusCode).toBe(
        404,
      );
      expect(
        (await asOperator('POST', `/api/console/bookings/${reference}/status`, { to: 'completed' }))
          .statusCode,
      ).toBe(200);
      const [ride] = await database.db.select().from(bookings).where(eq(bookings.reference, reference));
      const res = await asOperator('GET', `/api/console/bookings/${reference}/invoice.pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      const [invoice] = await database.db.select().from(invoices);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${invoice?.number}.pdf"`,
      );
      const text = await pdfText(res.rawPayload);
      for (const needed of [
        'Invoice',
        `Invoice number ${invoice?.number}`,
        'Invoice date',
        'Schiphol Premium Taxi B.V.',
        'Stationsplein 10, 1118 AX Schiphol',
        'Chamber of Commerce (KvK) 81234567',
        'VAT number NL862345678B01',
        'Billed to Łukasz Żółć',
        `Reference ${reference}`,
        'Transfer:',
        'VAT 9 %',
      ]) {
        expect(text).toContain(needed);
      }
      const gross = centsIn(text, 'Total incl. VAT');
      const net = centsIn(text, 'Net amount');
      const vat = centsIn(text, 'VAT 9 %');
      expect(gross).toBe(ride?.finalPriceCents);
      expect(net + vat).toBe(gross);
      expect(vat).toBe(vatOf(gross, 9));
      // The customer's thank-you carries the same invoice as a PDF.
      const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.completed'));
      const sent = await renderMail(opened(mail?.mail));
      expect(sent.subject).toBe(`Thank you for riding with us: ${reference}`);
      expect(sent.text).toContain(`Your invoice ${invoice?.number} is attached`);
      const [pdf] = sent.attachments ?? [];
      expect(pdf).toMatchObject({
        filename: `invoice-${invoice?.number}.pdf`,
        contentType: 'application/pdf',
      });
      expect(await pdfText(pdf?.content as Buffer)).toContain(`Invoice number ${invoice?.number}`);
      // By number too; the console's detail lists it.
      expect((await asOperator('GET', `/api/console/invoices/${invoice?.number}.pdf`)).statusCode).toBe(200);
      expect((await asOperator('GET', '/api/console/invoices/2020-999999.pdf')).statusCode).toBe(404);
      expect((await asOperator('GET', '/api/console/invoices/..%2F..%2Fetc.pdf')).statusCode).toBe(400);
      expect((await asOperator('GET', `/api/console/bookings/${reference}`)).json().invoices).toEqual([
        {
          number: invoice?.number,
          kind: 'invoice',
          issuedAt: invoice?.issuedAt.toISOString(),
          gross: (ride?.finalPriceCents ?? 0) / 100,
        },
      ]);
      // Not without a session.
      expect(
        (await app.inject({ method: 'GET', url: `/api/console/invoices/${invoice?.number}.pdf` })).statusCode,
      ).toBe(401);
    });

    it('a Dutch customer gets a Dutch invoice, downloadable from their booking page', async () => {
      const reference = await pastRide({ locale: 'nl' });
      await asOperator('POST', `/api/console/bookings/${reference}/status`, { to: 'completed' });
      const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.completed'));
      const form = sentForm(mail?.mail);
      expect(form.subject).toBe(`Dank u wel voor uw rit: ${reference}`);
      const token = /#t=([\w-]{43})/.exec(form.text)?.[1] ?? '';
      const lookup = await app.inject({ method: 'POST', url: '/api/manage/lookup', payload: { token } });
      const [summary] = lookup.json().invoices;
      expect(summary.kind).toBe('invoice');
      const res = await app.inject({ method: 'POST', url: '/api/manage/invoice', payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="factuur-${summary.number}.pdf"`);
      const text = await pdfText(res.rawPayload);
      for (const needed of [
        'Factuur',
        `Factuurnummer ${summary.number}`,
        'Btw 9 %',
        'Totaal incl. btw',
        'Btw-nummer NL862345678B01',
      ]) {
        expect(text).toContain(needed);
      }
      // Another booking's number is not this customer's.
      const other = await app.inject({
        method: 'POST',
        url: '/api/manage/invoice',
        payload: { token, number: '2020-000001' },
      });
      expect(other.statusCode).toBe(404);
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/manage/invoice',
        payload: { token: 'x'.repeat(43) },
      });
      expect(wrong.statusCode).toBe(404);
    });

    it('a paid tour gets its receipt when paid; a refund after that gets a credit note', async () => {
      mollie.payments.clear();
      const res = await app.inject({
        method: 'POST',
        url: '/api/booking',
        payload: productBooking({ product: 'tour', tour: 'giethoorn', passengers: 2, time: '08:00' }, 4),
      });
      const { reference, payment } = res.json();
      expect(payment.checkoutUrl).toBeTruthy();
      const [row] = await database.db.select().from(payments);
      await mollie.settle(row?.id ?? '', 'paid', { webhook: false });
      await app.payments.refresh(row?.id ?? '');
      const [receipt] = await database.db.select().from(invoices);
      expect(receipt).toMatchObject({ kind: 'invoice', paymentId: row?.id, grossCents: row?.amountCents });
      const receiptText = await pdfText(
        (await asOperator('GET', `/api/console/invoices/${receipt?.number}.pdf`)).rawPayload,
      );
      expect(receiptText).toMatch(/Paid online on .+ \(iDEAL\)\. Thank you\./);
      expect(receiptText).toContain('Giethoorn');
      // The business declines it: refund and credit note.
      expect(
        (await asOperator('POST', `/api/console/bookings/${reference}/status`, { to: 'declined' }))
          .statusCode,
      ).toBe(200);
      const rows = await database.db.select().from(invoices).orderBy(invoices.id);
      expect(rows).toHaveLength(2);
      const credit = rows[1];
      expect(credit).toMatchObject({
        kind: 'creditNote',
        creditsId: receipt?.id,
        grossCents: -(row?.amountCents ?? 0),
      });
      expect((credit?.netCents ?? 0) + (credit?.vatCents ?? 0)).toBe(credit?.grossCents);
      const creditText = await pdfText(
        (await asOperator('GET', `/api/console/invoices/${credit?.number}.pdf`)).rawPayload,
      );
      expect(creditText).toContain(`Credit note number ${credit?.number}`);
      expect(creditText).toContain(`Corrects invoice ${receipt?.number}`);
      expect(centsIn(creditText, 'Total incl. VAT')).toBe(-(row?.amountCents ?? 0));
      expect(creditText).toContain('This amount is refunded');
      // Numbers run on in one series.
      expect(Number(credit?.number.slice(5))).toBe(Number(receipt?.number.slice(5)) + 1);
    });
  });
}
