// Every product the site sells, booked in real Chromium on a phone against the real server (issue
// "Everything the site sells is bookable"): a tour from its page, a return trip with extras, hire by
// the hour and a group in a minibus. Each reaches the outbox with the server's total, and the
// console's API shows what was booked.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  amsterdamIn,
  amsterdamTomorrow,
  choosePlace,
  createFirstOperator,
  hydrated,
  newPage,
  PHONE,
  type RunningServer,
  seriousViolations,
  useServerAndBrowser,
  waitForMails,
} from './harness';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** Each booking made here, to look up in the console at the end. */
const booked: { reference: string; product: string; returnReference?: string }[] = [];

async function contactAndConfirm(scope: Locator | Page, lang: 'en' | 'nl'): Promise<string> {
  const t =
    lang === 'en'
      ? {
          first: 'First name',
          last: 'Last name',
          email: /^Email\b/,
          phone: /^Phone/,
          review: 'Review Booking',
        }
      : {
          first: 'Voornaam',
          last: 'Achternaam',
          email: /^E-mailadres\b/,
          phone: /^Telefoonnummer/,
          review: 'Boeking controleren',
        };
  await scope.getByLabel(t.first).fill('Kenji');
  await scope.getByLabel(t.last).fill('Tanaka');
  await scope.getByLabel(t.email).fill('kenji@example.com');
  await scope.getByLabel(t.phone).fill('06 12345678');
  await scope.getByRole('button', { name: t.review }).click();
  await scope.getByRole('button', { name: lang === 'en' ? 'Confirm Booking' : 'Boeking bevestigen' }).click();
  const pattern = lang === 'en' ? /Reference: (SPT-[A-Z0-9]+)/ : /Referentie: (SPT-[A-Z0-9]+)/;
  const text = (await scope.getByText(pattern).textContent()) ?? '';
  const reference = pattern.exec(text)?.[1];
  if (!reference) throw new Error(`no reference in "${text}"`);
  return reference;
}

/** The server's total for a vehicle, from the public quote API (what the mails must say). */
async function serverTotal(query: string, vehicleId: number): Promise<number> {
  const answer = (await (await fetch(`${server.base}/api/quote?${query}`)).json()) as {
    prices: { vehicleId: number; finalPrice: number }[];
  };
  const price = answer.prices.find((p) => p.vehicleId === vehicleId)?.finalPrice;
  if (price === undefined) throw new Error(`no price for vehicle ${vehicleId}`);
  return price;
}

/** A Dutch amount's digits ("105,04"), which the mails write after "€" and a no-break space. */
const dutchAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

async function mailsOf(reference: string): Promise<string[]> {
  const mails = await waitForMails(
    server.dataDir,
    (all) => all.filter((m) => m.includes(reference)).length >= 2,
  );
  return mails.filter((m) => m.includes(reference));
}

describe('every product in a real browser on a phone', () => {
  it('a Giethoorn tour for six, from the tour page: €1,080 in the V 250', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.base}/en/tours/giethoorn`);
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The tour is chosen and the pickup is Schiphol, where the tours start.
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Tour', exact: true }).inputValue())
      .toBe('giethoorn');
    expect(await dialog.getByRole('combobox', { name: /Pickup location/ }).inputValue()).toBe('Schiphol');
    await dialog.getByLabel(/^Passengers/).selectOption('6');
    const problems = await seriousViolations(page, 'tour step 1 in the modal');
    await dialog.getByLabel('Flight number', { exact: false }).first().fill('None');
    await dialog.getByLabel(/^Date\b/).fill(amsterdamTomorrow());
    await dialog.getByLabel(/^Time\b/).fill('09:00');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Vehicle & Pricing' }).waitFor();
    problems.push(...(await seriousViolations(page, 'tour step 2')));
    expect(problems).toEqual([]);
    // Cars that seat four are not offered for six.
    expect(await dialog.getByRole('button', { name: /E 350 Sedan/ }).isDisabled()).toBe(true);
    const v250 = dialog.getByRole('button', { name: /V 250 D Avantgarde/ });
    expect(await v250.textContent()).toContain('€1,080.00');
    await v250.click();
    const reference = await contactAndConfirm(dialog, 'en');
    booked.push({ reference, product: 'tour' });
    for (const mail of await mailsOf(reference)) {
      expect(mail).toContain('Giethoorn Day Tour');
      // (The mails' "€" is UTF-8 in quoted-printable; the digits are plain.)
      expect(mail).toContain('1,080.00');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Dutch: a return trip Schiphol – Amsterdam with a child seat and a name sign', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'nl-NL' });
    await page.goto(`${server.base}/nl/boeken`);
    await choosePlace(page, /Ophaallocatie/, 'Schiphol', /Schiphol/);
    await choosePlace(page, /Bestemming/, 'Amsterdam', /^Amsterdam/);
    await page.getByLabel('Vluchtnummer', { exact: false }).first().fill('KL1234');
    await page.getByLabel(/^Datum\b/).fill(amsterdamTomorrow());
    await page.getByLabel(/^Tijd\b/).fill('10:00');
    await page.getByRole('checkbox', { name: /Terugrit erbij boeken/ }).check();
    await page.getByLabel('Datum terugrit').fill(amsterdamIn(3 * 24 * 60).date);
    await page.getByLabel('Ophaaltijd terugrit').fill('18:00');
    await page.getByText('Kinderzitjes en naambordje').click();
    await page.getByLabel('Kinderzitjes').selectOption('1');
    await page.getByLabel('Naam op het bordje').fill('Dhr. K. Tanaka');
    expect(await seriousViolations(page, 'return trip with extras, step 1')).toEqual([]);
    await page.getByRole('button', { name: 'Verder', exact: true }).click();
    await page.getByRole('heading', { name: 'Voertuig en prijs' }).waitFor();
    const sedan = page.getByRole('button', { name: /E 350 Sedan/ });
    const card = (await sedan.textContent()) ?? '';
    expect(card).toContain('Heen en terug');
    // The card's total for both rides ("€ 103,78"), which the server must have charged too.
    const shown = /(\d+),(\d\d)/.exec(card);
    const total = Number(`${shown?.[1]}.${shown?.[2]}`);
    const [pickupPoint, destinationPoint] = await Promise.all(
      ['Schiphol', 'Amsterdam'].map(async (q) => {
        const [first] = (await (
          await fetch(`${server.base}/api/geo/search?q=${q}&format=json&limit=1&featuretype=city`)
        ).json()) as { lat: string; lon: string }[];
        return `${first?.lat},${first?.lon}`;
      }),
    );
    expect(
      await serverTotal(
        `pickup=${pickupPoint}&destination=${destinationPoint}&returnTrip=1&childSeats=1&nameSign=1&passengers=1&luggage=1`,
        1,
      ),
    ).toBe(total);
    await sedan.click();
    const reference = await contactAndConfirm(page, 'nl');
    const returnText = (await page.getByText(/Terugrit: SPT-/).textContent()) ?? '';
    const returnReference = /SPT-[A-Z0-9]+/.exec(returnText)?.[0];
    expect(returnReference).toBeDefined();
    booked.push({ reference, product: 'transfer', returnReference: returnReference ?? '' });
    const mails = await mailsOf(reference);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toContain(returnReference);
      expect(mail).toContain('Dhr. K. Tanaka');
      // The customer's mail in Dutch (103,78), the business's in English (103.78).
      expect(mail).toMatch(new RegExp(dutchAmount(total).replace(',', '[,.]')));
    }
    const customer = mails.find((mail) => mail.includes('Retourtransfer'));
    expect(customer).toContain('Ontmoetingspunt');
    expect(customer).toContain('60 minuten na de landing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('four hours of hire, as directed: €260 in the E 350', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.base}/en/booking`);
    await hydrated(page);
    // The product choice is a radio group drawn as cards: a tap on the card's text chooses it.
    await page.locator('label', { hasText: 'By the hour' }).click();
    expect(await page.getByRole('radio', { name: /By the hour/ }).isChecked()).toBe(true);
    await choosePlace(page, /Pickup location/, 'Amsterdam', /^Amsterdam/);
    await page.getByLabel('How long do you need us?').selectOption('4');
    expect(await seriousViolations(page, 'hire, step 1')).toEqual([]);
    await page.getByLabel('Flight number', { exact: false }).first().fill('None');
    await page.getByLabel(/^Date\b/).fill(amsterdamTomorrow());
    await page.getByLabel(/^Time\b/).fill('13:00');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Vehicle & Pricing' }).waitFor();
    const sedan = page.getByRole('button', { name: /E 350 Sedan/ });
    expect(await sedan.textContent()).toContain('€260.00');
    await sedan.click();
    const reference = await contactAndConfirm(page, 'en');
    booked.push({ reference, product: 'hourly' });
    for (const mail of await mailsOf(reference)) {
      expect(mail).toContain('Chauffeur by the hour');
      expect(mail).toContain('260.00');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Dutch: a group of fifteen, only in a minibus', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'nl-NL' });
    await page.goto(`${server.base}/nl/boeken`);
    await choosePlace(page, /Ophaallocatie/, 'Schiphol', /Schiphol/);
    await choosePlace(page, /Bestemming/, 'Utrecht', /^Utrecht/);
    await page.getByLabel('Vluchtnummer', { exact: false }).first().fill('KL1234');
    await page.getByLabel(/^Datum\b/).fill(amsterdamTomorrow());
    await page.getByLabel(/^Tijd\b/).fill('11:00');
    await page.getByLabel(/^Passagiers/).selectOption('15');
    await page.getByRole('button', { name: 'Verder', exact: true }).click();
    await page.getByRole('heading', { name: 'Voertuig en prijs' }).waitFor();
    expect(await page.getByRole('button', { name: /V 250 D Avantgarde/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /Sprinter 519 CDI/ }).click();
    const reference = await contactAndConfirm(page, 'nl');
    booked.push({ reference, product: 'transfer' });
    const mails = await mailsOf(reference);
    expect(mails.some((mail) => /Passagiers[^\n]*15/.test(mail))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the console shows what each booking is', async () => {
    expect(booked).toHaveLength(4);
    const { cookie } = await createFirstOperator(
      server,
      'owner@example.com',
      'a long and unusual passphrase 42',
    );
    const list = (await (
      await fetch(`${server.base}/api/console/bookings`, { headers: { cookie } })
    ).json()) as {
      items: { reference: string; product: string; returnOf: string | null; finalPrice: number }[];
    };
    for (const booking of booked) {
      const item = list.items.find((candidate) => candidate.reference === booking.reference);
      expect(item?.product, booking.reference).toBe(booking.product);
      if (booking.returnReference) {
        const back = list.items.find((candidate) => candidate.reference === booking.returnReference);
        expect(back?.returnOf).toBe(booking.reference);
      }
    }
    const tour = list.items.find((item) => item.product === 'tour');
    expect(tour?.finalPrice).toBe(1080);
  });
});
