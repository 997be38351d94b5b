import { MANAGE_ROUTE, translations } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  amsterdamSoon,
  amsterdamTomorrow,
  choosePlace,
  DESKTOP,
  newPage,
  PHONE,
  type RunningServer,
  useServerAndBrowser,
  waitForMails,
  wizardText,
} from './harness';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** The wizard's words in the languages booked in here, from their dictionaries. */
const TEXT = { en: wizardText('en'), nl: wizardText('nl'), de: wizardText('de') };

type Lang = keyof typeof TEXT;

/** A ride as the visitor types it: each place's query, the suggestion to pick, and its address line. */
interface Ride {
  pickup: { query: string; option: RegExp; detail: string };
  destination: { query: string; option: RegExp; detail: string };
}

const SCHIPHOL_TO_MAASTRICHT: Ride = {
  pickup: { query: 'Schiphol', option: /Schiphol/, detail: 'Arrivals hall 2' },
  destination: { query: 'Maastr', option: /Maastricht/, detail: 'Hotel Derlon' },
};

/** Completes all four steps in `scope` (the booking page or the modal) and returns the reference. */
async function completeBooking(
  scope: Locator | Page,
  lang: Lang,
  vehicle: RegExp,
  ride: Ride = SCHIPHOL_TO_MAASTRICHT,
): Promise<string> {
  const t = TEXT[lang];
  await choosePlace(scope, t.pickup, ride.pickup.query, ride.pickup.option);
  await choosePlace(scope, t.destination, ride.destination.query, ride.destination.option);
  // The optional address lines: what no geocoder knows.
  await scope.getByLabel(t.pickupDetail).fill(ride.pickup.detail);
  await scope.getByLabel(t.destinationDetail).fill(ride.destination.detail);
  await scope.getByLabel(t.flight, { exact: false }).first().fill('KL1234');
  await scope.getByLabel(t.date).fill(amsterdamTomorrow());
  await scope.getByLabel(t.time).fill('10:00');
  await scope.getByLabel(t.passengers).selectOption('2');
  await scope.getByRole('button', { name: t.continue, exact: true }).click();
  await scope.getByRole('heading', { name: t.step2 }).waitFor();
  await scope.getByRole('button', { name: vehicle }).click();
  await scope.getByLabel(t.firstName).fill('Jan');
  await scope.getByLabel(t.lastName).fill('Jansen');
  await scope.getByLabel(t.email).fill('jan@example.com');
  await scope.getByLabel(t.phone).fill('06 12345678');
  await scope.getByRole('button', { name: t.review }).click();
  await scope.getByRole('button', { name: t.confirm }).click();
  await scope.getByText(t.sent).waitFor();
  const text = (await scope.getByText(t.reference).textContent()) ?? '';
  const reference = t.reference.exec(text)?.[1];
  if (!reference) throw new Error(`no reference in "${text}"`);
  return reference;
}

describe('booking in a real browser against the real API', () => {
  it('English, on a phone in Los Angeles time: the booking is stored and both mails are written', async () => {
    const { context, page, errors } = await newPage(browser, {
      viewport: PHONE,
      timezoneId: 'America/Los_Angeles',
    });
    await page.goto(`${server.base}/en/booking`);
    const reference = await completeBooking(page, 'en', /V 250 D Avantgarde/);
    expect(reference).toMatch(/^SPT-[A-Z0-9]{6}$/);
    const mails = await waitForMails(
      server.dataDir,
      (all) => all.filter((m) => m.includes(reference)).length >= 2,
    );
    expect(mails.filter((m) => m.includes(reference))).toHaveLength(2);
    // Both mails name the address lines before the places (quoted-printable soft breaks undone).
    for (const mail of mails.filter((m) => m.includes(reference)))
      expect(mail).toContain('Hotel Derlon, Maastricht');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Dutch, on a desktop in Auckland time, from the booking modal of the services page; the modal closes', async () => {
    const { context, page, errors } = await newPage(browser, {
      viewport: DESKTOP,
      timezoneId: 'Pacific/Auckland',
      locale: 'nl-NL',
    });
    await page.goto(`${server.base}/nl/diensten`);
    // Book buttons are links to the booking page that open the modal once the page has hydrated.
    await page
      .getByRole('main')
      .getByRole('link', { name: /boeken/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const reference = await completeBooking(dialog, 'nl', /E 350 Sedan/);
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    const mails = await waitForMails(
      server.dataDir,
      (all) => all.filter((m) => m.includes(reference)).length >= 2,
    );
    expect(mails.filter((m) => m.includes(reference))).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('German, on a phone in Zurich time: to Brügge by its German name; German mail and booking page', async () => {
    const { context, page, errors } = await newPage(browser, {
      viewport: PHONE,
      timezoneId: 'Europe/Zurich',
      locale: 'de-CH',
    });
    await page.goto(`${server.base}/de/buchen`);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    const reference = await completeBooking(page, 'de', /V 250 D Avantgarde/, {
      pickup: { query: 'Schiphol', option: /Schiphol/, detail: 'Ankunftshalle 2' },
      destination: { query: 'Brügge', option: /Brügge/, detail: 'Hotel Dukes’ Palace' },
    });
    const mails = await waitForMails(server.dataDir, (all) =>
      all.some((m) => m.includes(reference) && m.includes(MANAGE_ROUTE.de)),
    );
    const mail = mails.find((m) => m.includes(reference) && m.includes(MANAGE_ROUTE.de)) ?? '';
    // The customer's confirmation is German: its greeting, its rows, its words around the manage link.
    expect(mail).toContain(mailTexts.de.letter.greeting({ name: 'Jan Jansen' }));
    expect(mail).toContain(mailTexts.de.rows.reference);
    for (const english of ['Dear', 'Pickup', 'Manage your booking', 'Kind regards'])
      expect(mail).not.toContain(english);
    const token = new RegExp(`${MANAGE_ROUTE.de}#t=([\\w-]{43})`).exec(mail)?.[1];
    expect(token).toHaveLength(43);

    await page.goto(`${server.base}${MANAGE_ROUTE.de}#t=${token}`);
    await page
      .getByRole('heading', {
        level: 2,
        name: translations.de.manage.heading.replace('{{reference}}', reference),
      })
      .waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    // biome-ignore lint/performance/useDomNodeTextContent: innerText on purpose: only the text a visitor sees
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('Brügge');
    for (const english of ['Pickup', 'Destination', 'Cancel', 'Booking', 'Passengers'])
      expect(text).not.toContain(english);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Dutch, on a phone: from a station to an attraction, both picked from the suggestions, with address lines', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'nl-NL' });
    await page.goto(`${server.base}/nl/boeken`);
    // The suggestions carry the kind of place as a badge: a station, an attraction.
    const pickup = page.getByRole('combobox', { name: TEXT.nl.pickup });
    await pickup.fill('Rotterdam Centraal');
    await expect
      .poll(() =>
        page
          .getByRole('option', { name: /Rotterdam Centraal/ })
          .first()
          .textContent(),
      )
      .toMatch(/Station/);
    const reference = await completeBooking(page, 'nl', /E 350 Sedan/, {
      pickup: { query: 'Rotterdam Centraal', option: /Rotterdam Centraal/, detail: 'Ingang Stationsplein' },
      destination: { query: 'Keukenhof', option: /Keukenhof/, detail: 'Hoofdingang' },
    });
    const mails = await waitForMails(
      server.dataDir,
      (all) => all.filter((m) => m.includes(reference)).length >= 2,
    );
    const ours = mails.filter((m) => m.includes(reference));
    expect(ours).toHaveLength(2);
    for (const mail of ours) {
      expect(mail).toContain('Ingang Stationsplein, Rotterdam Centraal');
      expect(mail).toContain('Hoofdingang, Keukenhof');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('can be completed with the keyboard alone', async () => {
    // The date and time fields' segment order follows the browser's UI locale: en-US here (mm/dd/yyyy,
    // hh:mm AM/PM), which is what a keyboard user of this browser types.
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP, locale: 'en-US' });
    await page.goto(`${server.base}/en/booking`);
    const tabTo = async (test: (el: Element | null) => boolean, fn: string) => {
      for (let i = 0; i < 80; i++) {
        if (await page.evaluate(`(${fn})(document.activeElement)`)) return;
        await page.keyboard.press('Tab');
      }
      expect.fail(`keyboard focus never reached ${fn} (${String(test)})`);
    };
    const focused = (selector: string) => `(el) => !!el && el.matches(${JSON.stringify(selector)})`;
    const byLabel = (text: string) =>
      `(el) => !!el && !!el.labels && [...el.labels].some((l) => l.textContent.trim().replace(/\\s*\\*$/, '') === ${JSON.stringify(text)})`;
    const button = (text: string) =>
      `(el) => !!el && el.tagName === 'BUTTON' && el.textContent.trim().startsWith(${JSON.stringify(text)})`;

    await tabTo(() => true, byLabel('Pickup location'));
    await page.keyboard.type('Schiphol');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(() => true, byLabel('Destination'));
    await page.keyboard.type('Utrecht');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(() => true, byLabel('Flight number'));
    await page.keyboard.type('None');
    await tabTo(() => true, focused('input[type="date"]'));
    const [y, m, d] = amsterdamTomorrow().split('-');
    await page.keyboard.type(`${m}${d}${y}`);
    await tabTo(() => true, focused('input[type="time"]'));
    await page.keyboard.type('1000A');
    expect(await page.locator('input[type="date"]').inputValue()).toBe(amsterdamTomorrow());
    expect(await page.locator('input[type="time"]').inputValue()).toBe('10:00');
    await tabTo(() => true, button('Continue'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Vehicle & Pricing' }).waitFor();
    await tabTo(() => true, button('E 450 Wagon'));
    await page.keyboard.press('Enter');
    await tabTo(() => true, byLabel('First name'));
    await page.keyboard.type('Anna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('de Vries');
    await page.keyboard.press('Tab');
    await page.keyboard.type('anna@example.nl');
    await tabTo(() => true, focused('input[type="tel"]'));
    await page.keyboard.type('0612345678');
    await tabTo(() => true, button('Review Booking'));
    await page.keyboard.press('Enter');
    await tabTo(() => true, button('Confirm Booking'));
    await page.keyboard.press('Enter');
    await page.getByText('Booking Request Sent!').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the date error for a pickup under 30 minutes ahead and the phone error for a bad number', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.base}/en/booking`);
    const t = TEXT.en;
    await choosePlace(page, t.pickup, 'Schiphol', /Schiphol/);
    await choosePlace(page, t.destination, 'Haarl', /Haarlem/);
    await page.getByLabel(t.flight).fill('None');
    const soon = amsterdamSoon();
    await page.getByLabel(t.date).fill(soon.date);
    await page.getByLabel(t.time).fill(soon.time);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Please select a date and time at least 30 minutes from now');
    await page.getByLabel(t.date).fill(amsterdamTomorrow());
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await page.getByRole('button', { name: /E 350 Sedan/ }).click();
    await page.getByLabel(t.firstName).fill('Jan');
    await page.getByLabel(t.lastName).fill('Jansen');
    await page.getByLabel(t.email).fill('jan@example.com');
    await page.getByLabel(t.phone).fill('06 123');
    await page.getByRole('button', { name: t.review }).click();
    await page.getByText('Please enter a valid phone number').waitFor();
    expect(await page.getByRole('heading', { name: 'Contact Info' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a contact message that reaches the outbox', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.base}/en/contact`);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Taylor');
    await page.getByLabel(/^Email\b/).fill('sam@example.org');
    await page.getByLabel(/^Subject/).selectOption({ label: 'Airport Service' });
    await page.getByLabel(/^Message/).fill('Do you have child seats for a 3-year-old?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    const mails = await waitForMails(server.dataDir, (all) => all.some((m) => m.includes('child seats')));
    expect(mails.some((m) => m.includes('child seats'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
