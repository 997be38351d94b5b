// The customer changes their own booking in real Chromium against the built server: opened from the
// link in their mail, the tab reloaded (the page finds the booking again without the link), the
// flight number changed through the check and the confirmation, the page showing the new flight; in
// Dutch on a phone and in English on a desktop, with axe on the form and on its check.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  amsterdamTomorrow,
  bookThroughApi,
  createFirstOperator,
  DESKTOP,
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

/**
 * Books Schiphol -> Maastricht (flight KL1234) through the API and returns the reference, the manage
 * link's path and fragment from the customer's mail, and its token.
 */
async function book(
  locale: 'en' | 'nl',
  email: string,
  time: string,
): Promise<{ reference: string; link: string; token: string }> {
  const reference = await bookThroughApi(server.base, {
    date: amsterdamTomorrow(),
    time,
    locale,
    name: 'Jan Jansen',
    email,
  });
  const linkPattern = /\/(?:en\/manage-booking|nl\/boeking-beheren)#t=([\w-]{43})/;
  const withLink = (m: string) => m.includes(reference) && m.includes(email) && linkPattern.test(m);
  const mail = (await waitForMails(server.dataDir, (all) => all.some(withLink))).find(withLink);
  if (!mail) throw new Error(`no mail with a manage link for ${reference}`);
  const match = linkPattern.exec(mail);
  if (!match?.[1]) throw new Error('no manage link');
  return { reference, link: match[0], token: match[1] };
}

/** The booking as the server's lookup answers it. */
async function lookup(token: string): Promise<{ status: string; flightNumber: string }> {
  const response = await fetch(`${server.base}/api/manage/lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; flightNumber: string };
}

/** Confirms a booking as the first operator would in the console. */
async function confirmAsOperator(reference: string): Promise<void> {
  const { cookie, csrfToken } = await createFirstOperator(
    server,
    'ops@example.com',
    'a long and unusual passphrase',
  );
  const confirm = await fetch(`${server.base}/api/console/bookings/${reference}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ to: 'confirmed', driver: { name: 'Piet de Vries', phone: '06 11122233' } }),
  });
  expect(confirm.status).toBe(200);
}

/** Serious axe violations and sideways scrolling at `width`. */
async function problems(page: Page, where: string, width: number): Promise<string[]> {
  const found = await seriousViolations(page, where);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) found.push(`${where}: ${scrollWidth} px wide, scrolls sideways`);
  return found;
}

/** The value of a row of the ride's details, by its label. */
async function detail(page: Page, label: string): Promise<string> {
  const term = page.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
  return (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}

const TEXTS = {
  nl: {
    heading: (reference: string) => `Boeking ${reference}`,
    change: 'Boeking wijzigen',
    form: 'Uw boeking wijzigen',
    flight: 'Vluchtnummer',
    check: 'Wijziging controleren',
    preview: 'Uw wijziging',
    samePrice: /De prijs blijft €\s?\d/,
    flightChange: 'HV5678 (voorheen KL1234)',
    confirm: 'Wijziging bevestigen',
    done: 'Uw boeking is gewijzigd.',
    stays: 'Uw boeking blijft bevestigd.',
    status: { requested: 'Aangevraagd', confirmed: 'Bevestigd' },
  },
  en: {
    heading: (reference: string) => `Booking ${reference}`,
    change: 'Change booking',
    form: 'Change your booking',
    flight: 'Flight number',
    check: 'Check changes',
    preview: 'Your change',
    samePrice: /The price stays €\d/,
    flightChange: 'HV5678 (was KL1234)',
    confirm: 'Confirm change',
    done: 'Your booking has been changed.',
    stays: 'Your booking stays confirmed.',
    status: { requested: 'Requested', confirmed: 'Confirmed' },
  },
} as const;

/**
 * Opens the mailed link, reloads the tab, changes the flight number to HV5678 through the check and
 * the confirmation, and returns the axe and layout problems found on the way.
 */
async function changeFlight(
  page: Page,
  lang: 'en' | 'nl',
  booking: { reference: string; link: string; token: string },
  width: number,
  expectedStatus: 'requested' | 'confirmed',
): Promise<string[]> {
  const text = TEXTS[lang];
  const found: string[] = [];
  await page.goto(`${server.base}${booking.link}`);
  const heading = page.getByRole('heading', { level: 2, name: text.heading(booking.reference) });
  await heading.waitFor();
  // The token has left the address bar; the tab keeps it in its session storage only.
  expect(page.url()).not.toContain(booking.token);
  expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(booking.token);

  // A reload: no fragment any more, and still the booking.
  await page.reload();
  await heading.waitFor();
  expect(page.url()).toBe(`${server.base}${booking.link.replace(/#.*$/, '')}`);
  const status = page.getByRole('status');
  await status.getByText(text.status[expectedStatus], { exact: true }).waitFor();
  expect(await detail(page, text.flight)).toBe('KL1234');
  found.push(...(await problems(page, `${lang} booking after reload`, width)));

  await page.getByRole('button', { name: text.change }).click();
  const form = page.getByRole('region', { name: text.form });
  await form.waitFor();
  expect(await form.getByLabel(text.flight).inputValue()).toBe('KL1234');
  found.push(...(await problems(page, `${lang} change form`, width)));

  await form.getByLabel(text.flight).fill('HV5678');
  await form.getByRole('button', { name: text.check }).click();
  const preview = form.locator('[data-slot="change-preview"]');
  await preview.getByRole('heading', { name: text.preview }).waitFor();
  const previewText = (await preview.textContent()) ?? '';
  expect(previewText).toContain(text.flightChange);
  expect(previewText).toMatch(text.samePrice);
  if (expectedStatus === 'confirmed') expect(previewText).toContain(text.stays);
  // The check changed nothing yet.
  expect((await lookup(booking.token)).flightNumber).toBe('KL1234');
  found.push(...(await problems(page, `${lang} change preview`, width)));

  await form.getByRole('button', { name: text.confirm }).click();
  await status.getByText(text.done).waitFor();
  await form.waitFor({ state: 'detached' });
  await expect.poll(() => detail(page, text.flight)).toBe('HV5678');
  // Only the flight changed: the booking keeps its status.
  expect(await status.getByText(text.status[expectedStatus], { exact: true }).count()).toBe(1);
  const after = await lookup(booking.token);
  expect(after).toMatchObject({ flightNumber: 'HV5678', status: expectedStatus });
  found.push(...(await problems(page, `${lang} booking after the change`, width)));
  return found;
}

describe('a customer changes their booking on the manage page', () => {
  it('Dutch, on a phone (390 px): reload, change the flight number, the page shows it', async () => {
    const booking = await book('nl', 'wijzig@example.com', '10:00');
    expect(booking.link.startsWith('/nl/boeking-beheren#t=')).toBe(true);
    const { context, page, errors } = await newPage(browser, {
      viewport: PHONE,
      timezoneId: 'Europe/Amsterdam',
      locale: 'nl-NL',
    });
    const found = await changeFlight(page, 'nl', booking, PHONE.width, 'requested');
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('English, on a desktop (1366 px): a confirmed booking stays confirmed after a new flight number', async () => {
    const booking = await book('en', 'change@example.com', '15:00');
    await confirmAsOperator(booking.reference);
    const { context, page, errors } = await newPage(browser, {
      viewport: DESKTOP,
      timezoneId: 'Europe/Amsterdam',
    });
    const found = await changeFlight(page, 'en', booking, DESKTOP.width, 'confirmed');
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
