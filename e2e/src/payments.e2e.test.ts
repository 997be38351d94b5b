// Getting paid, in real Chromium against the real server and a local server that answers as Mollie
// does (apps/api/test/mollie-server.ts, with Mollie's test-mode checkout page): a tour booked on a
// phone goes on to the checkout, is paid there and comes back to the booking page, which says paid;
// in Dutch on a desktop a failed payment is tried again; an operator declines a paid tour in the
// console, and the money goes back.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMollie, startFakeMollie } from '../../apps/api/test/mollie-server';
import {
  amsterdamTomorrow,
  createFirstOperator,
  DESKTOP,
  hydrated,
  launchBrowser,
  newPage,
  PHONE,
  type RunningServer,
  seriousViolations,
  startServer,
} from './harness';

let mollie: FakeMollie;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mollie = await startFakeMollie();
  server = await startServer({
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_URL: mollie.apiUrl,
    // The checkout returns to this server's booking page, and Mollie's webhook reaches it.
    SITE_URL: '{base}',
    MOLLIE_WEBHOOK_URL: '{base}/api/payments/mollie',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mollie?.close();
});

const WORDS = {
  en: {
    bookNow: 'Book Now',
    passengers: /^Passengers/,
    flight: 'Flight number',
    date: /^Date\b/,
    time: /^Time\b/,
    continue: 'Continue',
    vehicleStep: 'Vehicle & Pricing',
    first: 'First name',
    last: 'Last name',
    email: /^Email\b/,
    phone: /^Phone/,
    review: 'Review Booking',
    confirm: 'Confirm Booking',
  },
  nl: {
    bookNow: 'Nu boeken',
    passengers: /^Passagiers/,
    flight: 'Vluchtnummer',
    date: /^Datum\b/,
    time: /^Tijd\b/,
    continue: 'Verder',
    vehicleStep: 'Voertuig en prijs',
    first: 'Voornaam',
    last: 'Achternaam',
    email: /^E-mailadres\b/,
    phone: /^Telefoonnummer/,
    review: 'Boeking controleren',
    confirm: 'Boeking bevestigen',
  },
} as const;

/** Books the Giethoorn tour for two from its page, in the V 250, up to the checkout. */
async function bookTour(page: Page, lang: 'en' | 'nl', name: string): Promise<void> {
  const w = WORDS[lang];
  await page.goto(`${server.base}/${lang}/tours/giethoorn`);
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: w.bookNow }).first().click();
  const dialog: Locator = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel(w.passengers).selectOption('2');
  await dialog.getByLabel(w.flight, { exact: false }).first().fill('None');
  await dialog.getByLabel(w.date).fill(amsterdamTomorrow());
  await dialog.getByLabel(w.time).fill('09:00');
  await dialog.getByRole('button', { name: w.continue, exact: true }).click();
  await dialog.getByRole('heading', { name: w.vehicleStep }).waitFor();
  await dialog.getByRole('button', { name: /V 250 D Avantgarde/ }).click();
  const [first, last] = name.split(' ');
  await dialog.getByLabel(w.first).fill(first ?? name);
  await dialog.getByLabel(w.last).fill(last ?? name);
  await dialog.getByLabel(w.email).fill('traveller@example.com');
  await dialog.getByLabel(w.phone).fill('06 12345678');
  await dialog.getByRole('button', { name: w.review }).click();
  await dialog.getByRole('button', { name: w.confirm }).click();
}

/** Mollie's test checkout: pick the outcome and continue (Mollie calls the webhook, then redirects). */
async function checkout(page: Page, outcome: 'paid' | 'failed' | 'canceled'): Promise<void> {
  await page.waitForURL(`${mollie.url}/checkout/**`);
  await page.getByRole('radio', { name: outcome[0]?.toUpperCase() + outcome.slice(1) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('paying for a tour online', () => {
  it('on a phone in English: booked, paid at the checkout, back on the booking page it says paid', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    await bookTour(page, 'en', 'Kenji Tanaka');
    await checkout(page, 'paid');
    await page.waitForURL(`${server.base}/en/manage-booking`);
    // The tab kept its token: the page shows the booking without the mail's link, and that it is paid.
    const paid = page.getByText(/^Paid online: €\s?360\.00 incl\. VAT$/);
    await paid.waitFor({ timeout: 20_000 });
    expect(await page.getByText('Thank you: we have received your payment.').count()).toBe(1);
    expect(await page.getByRole('button', { name: /Pay now|Try again/ }).count()).toBe(0);
    // The receipt: the paid tour's invoice, as a PDF download.
    await page.getByRole('heading', { name: 'Receipts and invoices' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download invoice \d{4}-\d{6}$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
    const pdf = await readFile((await file.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await seriousViolations(page, 'manage page, paid')).toEqual([]);
    const [payment] = [...mollie.payments.values()];
    expect(payment).toMatchObject({
      status: 'paid',
      amount: { currency: 'EUR', value: '360.00' },
      locale: 'en_GB',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a desktop in Dutch: a failed payment is tried again from the booking page, then paid', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP, locale: 'nl-NL' });
    const before = mollie.payments.size;
    await bookTour(page, 'nl', 'Eva Jansen');
    await checkout(page, 'failed');
    await page.waitForURL(`${server.base}/nl/boeking-beheren`);
    await page.getByText('De betaling is niet gelukt').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Er is niets afgeschreven.').count()).toBe(1);
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await checkout(page, 'paid');
    await page.waitForURL(`${server.base}/nl/boeking-beheren`);
    await page.getByText(/^Online betaald: €\s?360,00 incl\. btw$/).waitFor({ timeout: 20_000 });
    expect(mollie.payments.size).toBe(before + 2);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const english of ['Payment', 'Paid online', 'Try again', 'incl. VAT'])
      expect(text).not.toContain(english);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the operator and a paid tour', () => {
  it('declines it in the console: refunded through Mollie in full, shown in the payment panel', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    await bookTour(page, 'en', 'Anna Smit');
    await checkout(page, 'paid');
    await page.waitForURL(`${server.base}/en/manage-booking`);
    await page.getByText(/^Paid online/).waitFor({ timeout: 20_000 });
    // The payment names its booking (Mollie's metadata, as the server sent it).
    const { reference = '' } = ([...mollie.payments.values()].at(-1)?.metadata ?? {}) as {
      reference?: string;
    };
    expect(reference).not.toBe('');
    await context.close();

    await createFirstOperator(server, 'owner@example.com', 'Tulip-Harbour-93-Glass');
    const console = await newPage(browser, { viewport: DESKTOP });
    await console.page.goto(`${server.base}/console/`);
    await console.page.getByLabel('Email').fill('owner@example.com');
    await console.page.getByLabel('Password', { exact: true }).fill('Tulip-Harbour-93-Glass');
    await console.page.getByRole('button', { name: 'Sign in' }).click();
    await console.page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    // Before signing in, the console's session check is a 401 by design.
    const signedIn = console.errors.length;
    await console.page.goto(`${server.base}/console/bookings/${reference}`);
    await console.page.getByRole('heading', { name: 'Fare' }).waitFor();
    await console.page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = console.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Reason, sent to the customer').fill('Our minibus is in the workshop that day.');
    await dialog.getByRole('button', { name: 'Decline booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    const refund = [...mollie.refunds.values()].at(-1);
    expect(refund).toMatchObject({ status: 'pending', amount: { value: '360.00' } });
    await console.page.reload();
    const panel = console.page.getByRole('region', { name: 'Payment' });
    await panel.waitFor();
    expect(await panel.textContent()).toMatch(/Refund/);
    expect(console.errors.slice(signedIn)).toEqual([]);
    expect(errors).toEqual([]);
    await console.context.close();
  });
});
