// The operators' console in real Chromium against the real server: the first-run setup link from the
// start-up log, bookings made through the public API, confirm and decline, the CSV export, the
// contact inbox, an invitation accepted from its mail; English on a desktop with the keyboard alone,
// Dutch on a phone; axe and no sideways scrolling on every screen; never indexed, never loaded by the
// public pages.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amsterdamTomorrow,
  bookThroughApi,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningServer,
  setupTokenOf,
  startServer,
  waitForMails,
} from './harness';

const EMAIL = 'ops@example.com';
const PASSWORD = 'a sentence long enough to remember';
let server: RunningServer;
let setupToken = '';
let browser: Browser;

/** The `YYYY-MM-DD` day `days` after `day`. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Books through the public API; the email is the first name's. */
const book = (date: string, name: string, locale: 'en' | 'nl') =>
  bookThroughApi(server.base, {
    date,
    time: '09:30',
    locale,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  });

/** Every axe violation (WCAG 2.1 A and AA, and best practices), and sideways scrolling, as readable lines. */
async function problems(page: Page, where: string, width: number): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const lines = violations.map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) lines.push(`${where}: ${scrollWidth} px wide, scrolls sideways`);
  return lines;
}

/** Chromium logs every 4xx answer as a console error: the session check before signing in is a 401. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

/** Presses Tab until the focused element matches `selector` (the keyboard alone reaches it). */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const tomorrow = amsterdamTomorrow();
const dayAfter = addDays(tomorrow, 1);
let first = '';
let second = '';

beforeAll(async () => {
  server = await startServer();
  setupToken = await setupTokenOf(server);
  browser = await launchBrowser();
  first = await book(tomorrow, 'Jan Jansen', 'en');
  second = await book(dayAfter, 'Eva de Boer', 'nl');
  const contact = await fetch(`${server.base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Sam Taylor',
      email: 'sam@example.org',
      phone: '',
      message: 'Subject: Airport Service\n\nDo you have child seats for a 3-year-old?',
      source: 'website',
      website: '',
      locale: 'en',
    }),
  });
  expect(contact.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the console against the real API', () => {
  it('is served at /console, never indexed, and no public page loads it', async () => {
    for (const path of ['/console', '/console/bookings/SPT-AAAAAA', '/console/setup']) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html).not.toMatch(/<script>/);
    }
    expect(await (await fetch(`${server.base}/robots.txt`)).text()).toContain('Disallow: /console\n');
    expect(await (await fetch(`${server.base}/sitemap.xml`)).text()).not.toContain('/console');
    const consoleHtml = await (await fetch(`${server.base}/console`)).text();
    const consoleScript = /src="(\/assets\/console-[^"]+\.js)"/.exec(consoleHtml)?.[1];
    expect(consoleScript).toBeTruthy();
    for (const path of ['/en', '/nl/boeken', '/en/contact']) {
      const html = await (await fetch(`${server.base}${path}`)).text();
      expect(html, path).not.toContain('/console');
      expect(html, path).not.toContain(String(consoleScript));
    }
  });

  it('English on a desktop with the keyboard alone: setup, the list, confirm with a driver, CSV', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    const lines: string[] = [];
    await page.goto(`${server.base}/console/setup#${setupToken}`);
    await page.getByRole('heading', { name: 'Create the first operator account' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    lines.push(...(await problems(page, 'setup', DESKTOP.width)));
    await tabTo(page, 'input[type="email"]');
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    const list = page.getByRole('list', { name: 'Bookings' });
    await list.getByRole('link', { name: first }).waitFor();
    await page
      .getByRole('region', { name: /^Tomorrow/ })
      .getByRole('link', { name: first })
      .waitFor();
    lines.push(...(await problems(page, 'bookings', DESKTOP.width)));

    // Filter by the second booking's day, with the keyboard (a date field takes en-US's month, day, year).
    await tabTo(page, 'input[type="date"]');
    const [year, month, day] = dayAfter.split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${dayAfter}`);
    await list.getByRole('link', { name: second }).waitFor();
    expect(await list.getByRole('link', { name: first }).count()).toBe(0);
    // The export's link carries its date range (this month by default) and the console's language.
    const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/console\/bookings\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}&lang=en$/);

    // Open the first booking and confirm it with a driver, the keyboard alone.
    await page.goto(`${server.base}/console/bookings/${first}`);
    await page.getByRole('heading', { name: 'Fare' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Open the pickup in OpenStreetMap' }).getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/?mlat=52.31050&mlon=4.76830#map=16/52.31050/4.76830');
    lines.push(...(await problems(page, 'booking', DESKTOP.width)));
    await page.getByRole('button', { name: 'Confirm', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Confirm booking ${first}` });
    await dialog.waitFor();
    lines.push(...(await problems(page, 'confirm dialog', DESKTOP.width)));
    await dialog.getByLabel('Driver’s name').focus();
    await page.keyboard.type('Piet de Vries');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+31 6 87654321');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Your driver waits at arrivals.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `Booking ${first} is now Confirmed.` })
      .waitFor();
    await page.getByText('Requested → Confirmed').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    // Escape closes a dialog without changing anything.
    await page.getByRole('button', { name: 'Cancel booking' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Cancel booking ${first}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The CSV export of the range holds both bookings.
    const csv = await page.request.get(
      `${server.base}/api/console/bookings.csv?from=${tomorrow}&to=${dayAfter}`,
    );
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain(first);
    expect(text).toContain(second);

    const mails = await waitForMails(server.dataDir, (all) =>
      all.some((m) => m.includes(first) && m.includes('Piet de Vries')),
    );
    expect(mails.some((m) => m.includes(first) && m.includes('Piet de Vries'))).toBe(true);
    expect(lines).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('Dutch on a phone: sign in returns to the booking, decline it, the inbox, an invitation', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'nl-NL' });
    const lines: string[] = [];
    await page.goto(`${server.base}/console/bookings/${second}`);
    await page.getByRole('heading', { name: 'Inloggen op de console' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    lines.push(...(await problems(page, 'inloggen', PHONE.width)));
    await page.getByLabel('E-mailadres').fill(EMAIL);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await page.getByRole('heading', { level: 1, name: `Boeking ${second}` }).waitFor();
    await page.getByRole('heading', { name: 'Ritprijs' }).waitFor();
    lines.push(...(await problems(page, 'boeking', PHONE.width)));
    await page.getByRole('button', { name: 'Afwijzen' }).click();
    const dialog = page.getByRole('dialog', { name: `Boeking ${second} afwijzen` });
    await dialog.getByLabel('Reden (gaat naar de klant)').fill('Geen chauffeur beschikbaar op dit tijdstip.');
    lines.push(...(await problems(page, 'afwijzen', PHONE.width)));
    await dialog.getByRole('button', { name: 'Boeking afwijzen' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Boeking ${second} is nu Afgewezen.` })
      .waitFor();
    await page.getByText('In deze status is geen wijziging mogelijk.').waitFor();

    await page.getByRole('link', { name: 'Boekingen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Boekingen' }).waitFor();
    await page.getByRole('list', { name: 'Boekingen' }).getByRole('link', { name: first }).waitFor();
    lines.push(...(await problems(page, 'boekingen', PHONE.width)));

    await page.getByRole('link', { name: 'Berichten' }).click();
    await page.getByText('Do you have child seats for a 3-year-old?').waitFor();
    // The subject the form stored in English, named in the console's language.
    await page.getByText('Luchthavenvervoer', { exact: true }).waitFor();
    expect(await page.getByText('Airport Service').count()).toBe(0);
    lines.push(...(await problems(page, 'berichten', PHONE.width)));
    await page.getByRole('button', { name: /^Markeren als afgehandeld\W+Sam Taylor$/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Het bericht van Sam Taylor is gemarkeerd als afgehandeld.' })
      .waitFor();

    await page.getByRole('link', { name: 'Medewerkers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Medewerkers' }).waitFor();
    lines.push(...(await problems(page, 'medewerkers', PHONE.width)));
    await page.getByLabel('E-mailadres').fill('collega@example.com');
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await page.getByText('Er is een uitnodiging onderweg naar collega@example.com.').waitFor();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByText('Je bent uitgelogd.').waitFor();
    expect(lines).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // The invitation's link: the colleague chooses a password and is signed in.
    const invitePattern = /\/console\/invite#([\w-]{16,200})/;
    const mails = await waitForMails(server.dataDir, (all) =>
      all.some((m) => m.includes('collega@example.com') && invitePattern.test(m)),
    );
    const token = invitePattern.exec(mails.find((m) => invitePattern.test(m)) ?? '')?.[1];
    expect(token).toBeTruthy();
    const invited = await newPage(browser, { viewport: PHONE, locale: 'en-GB' });
    await invited.page.goto(`${server.base}/console/invite#${token}`);
    await invited.page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await invited.page.getByLabel('New password').fill('another long enough password');
    await invited.page.getByRole('button', { name: 'Create account and sign in' }).click();
    await invited.page.getByText('Signed in as collega@example.com').waitFor();
    expect(unexpected(invited.errors)).toEqual([]);
    await invited.context.close();
  });
});
