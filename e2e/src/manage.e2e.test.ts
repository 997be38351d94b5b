// The customer's own booking page in real Chromium against the built server: booked through the API,
// opened from the link in the customer's mail, in New York time; calendar file, cancellation, the
// neutral page for a link that is not valid, the language switch, and axe in both languages.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { MANAGE_ROUTE } from '@spt/i18n-content';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  amsterdamIn,
  amsterdamTomorrow,
  bookThroughApi,
  createFirstOperator,
  DESKTOP,
  newPage,
  PHONE,
  type RunningServer,
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
 * Books Schiphol -> Maastricht through the API at the server's own quote, and returns the reference
 * and the manage link's path and fragment from the customer's "booking received" mail.
 */
async function book(
  when: { date: string; time: string },
  locale: 'en' | 'nl',
  email: string,
): Promise<{ reference: string; link: string; token: string }> {
  const reference = await bookThroughApi(server.base, { ...when, locale, name: 'Jan Jansen', email });
  const linkPattern = /\/(?:en\/manage-booking|nl\/boeking-beheren)#t=([\w-]{43})/;
  const mails = await waitForMails(server.dataDir, (all) =>
    all.some((m) => m.includes(reference) && m.includes(email) && linkPattern.test(m)),
  );
  const mail = mails.find((m) => m.includes(reference) && m.includes(email) && linkPattern.test(m));
  if (!mail) throw new Error(`no mail with a manage link for ${reference}`);
  const match = linkPattern.exec(mail);
  if (!match?.[1]) throw new Error('no manage link');
  expect(match[0].startsWith(MANAGE_ROUTE[locale])).toBe(true);
  return { reference, link: match[0], token: match[1] };
}

/** What the server's lookup says (its pickup instant, to compute the visitor's time independently). */
async function lookup(token: string): Promise<{ pickupAt: string; pickupTime: string; status: string }> {
  const response = await fetch(`${server.base}/api/manage/lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { pickupAt: string; pickupTime: string; status: string };
}

function newYorkTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * A light iCalendar check: unfolded content lines of the form `NAME[;params]:value`, BEGIN/END
 * properly nested inside one VCALENDAR; its calendar and event components in order, and the event's
 * own properties.
 */
function parseIcs(text: string): { components: string[]; event: Map<string, string> } {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  const stack: string[] = [];
  const components: string[] = [];
  const event = new Map<string, string>();
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`not an iCalendar content line: ${line}`);
    const [, name = '', , value = ''] = match;
    if (name === 'BEGIN') {
      stack.push(value);
      components.push(value);
    } else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close its BEGIN`);
    } else if (stack.at(-1) === 'VEVENT') {
      event.set(name, value);
    }
  }
  if (stack.length > 0 || components[0] !== 'VCALENDAR') throw new Error('unbalanced calendar');
  return { components: components.filter((c) => c === 'VCALENDAR' || c === 'VEVENT'), event };
}

/** Serious and critical axe violations, and sideways scrolling, as readable lines. */
async function problems(page: Page, where: string, width: number): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const lines = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) lines.push(`${where}: ${scrollWidth} px wide, scrolls sideways`);
  return lines;
}

/** Chromium logs every 4xx answer as a console error; the expected ones are not failures. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (404|409)/.test(e));

describe('the manage-booking page against the real API', () => {
  it('English, on a phone in New York: both times, calendar file, cancel with confirmation', async () => {
    const { reference, link, token } = await book(
      { date: amsterdamTomorrow(), time: '09:30' },
      'en',
      'jan@example.com',
    );
    const booking = await lookup(token);
    const { context, page, errors } = await newPage(browser, {
      viewport: PHONE,
      timezoneId: 'America/New_York',
    });
    await page.goto(`${server.base}${link}`);
    const heading = page.getByRole('heading', { level: 2, name: `Booking ${reference}` });
    await heading.waitFor();
    // The token has left the address bar, and nothing was stored.
    expect(page.url()).toBe(`${server.base}/en/manage-booking`);
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(token);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex, nofollow');

    const status = page.getByRole('status');
    expect(await status.textContent()).toContain('Requested');
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toMatch(/at 09:30 \(Amsterdam time\)/);
    expect(main).toContain(`That is ${newYorkTime(booking.pickupAt)} in your time zone (New York).`);
    expect(main).toContain('V 250 D Avantgarde (Minivan)');
    expect(main).toContain('KL1234');
    expect(main).toMatch(/Fixed price€\d+\.\d{2}/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`booking-${reference}.ics`);
    const ics = await readFile(await download.path(), 'utf8');
    const calendar = parseIcs(ics);
    expect(calendar.components).toEqual(['VCALENDAR', 'VEVENT']);
    expect(calendar.event.get('DTSTART')).toMatch(/^\d{8}T\d{6}Z?$/);
    expect(calendar.event.get('SUMMARY')).toBeTruthy();
    expect(ics).toContain(reference);

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
    await dialog.waitFor();
    // Escape keeps the booking.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await status.getByText('Cancelled', { exact: true }).waitFor();
    expect(await status.textContent()).toContain('Your booking has been cancelled.');
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    expect((await lookup(token)).status).toBe('cancelled');
    const mails = await waitForMails(server.dataDir, (all) =>
      all.some((m) => m.includes(reference) && m.includes('as you asked')),
    );
    expect(mails.some((m) => m.includes(reference) && m.includes('as you asked'))).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('Dutch: from the confirmation mail, "bevestigd" with the driver, cancel; the console shows the customer did it', async () => {
    // The first operator, with the setup link the server logged.
    const session = await createFirstOperator(server, 'ops@example.com', 'a long and unusual passphrase');
    const { cookie } = session;
    const { reference } = await book(
      { date: amsterdamTomorrow(), time: '14:00' },
      'nl',
      'bevestigd@example.com',
    );
    const confirm = await fetch(`${server.base}/api/console/bookings/${reference}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie, 'x-csrf-token': session.csrfToken },
      body: JSON.stringify({ to: 'confirmed', driver: { name: 'Piet de Vries', phone: '06 11122233' } }),
    });
    expect(confirm.status).toBe(200);
    const confirmation = (
      await waitForMails(server.dataDir, (all) =>
        all.some((m) => m.includes(reference) && m.includes('is bevestigd')),
      )
    ).find((m) => m.includes(reference) && m.includes('is bevestigd'));
    expect(confirmation).toContain('text/calendar');
    const link = /\/nl\/boeking-beheren#t=[\w-]{43}/.exec(confirmation ?? '')?.[0];
    expect(link).toBeDefined();

    const { context, page, errors } = await newPage(browser, {
      viewport: PHONE,
      timezoneId: 'Europe/Amsterdam',
      locale: 'nl-NL',
    });
    await page.goto(`${server.base}${link}`);
    const status = page.getByRole('status');
    await status.getByText('Bevestigd', { exact: true }).waitFor();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain('Piet de Vries');
    expect(main).not.toMatch(/in uw tijdzone/);
    await page.getByRole('button', { name: 'Boeking annuleren' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /annuleer/i })
      .last()
      .click();
    await status.getByText('Geannuleerd', { exact: true }).waitFor();
    const detail = (await (
      await fetch(`${server.base}/api/console/bookings/${reference}`, { headers: { cookie } })
    ).json()) as { booking: { status: string }; events: { to: string; actor: { type: string } }[] };
    expect(detail.booking.status).toBe('cancelled');
    expect(detail.events.at(-1)).toMatchObject({ to: 'cancelled', actor: { type: 'customer' } });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('Dutch, within 2 hours of pickup: the text to call us instead of the cancel button', async () => {
    const { reference, link } = await book(amsterdamIn(45), 'nl', 'piet@example.com');
    expect(link.startsWith('/nl/boeking-beheren#t=')).toBe(true);
    const { context, page, errors } = await newPage(browser, {
      viewport: PHONE,
      timezoneId: 'Europe/Amsterdam',
      locale: 'nl-NL',
    });
    await page.goto(`${server.base}${link}`);
    await page.getByRole('heading', { level: 2, name: `Boeking ${reference}` }).waitFor();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain('Online annuleren kan tot 2 uur voor de ophaaltijd');
    expect(main).not.toContain('in uw tijdzone');
    expect(await page.getByRole('button', { name: 'Boeking annuleren' }).count()).toBe(0);
    const call = page.getByRole('link', { name: /^Bel \+31/ }).last();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+31\d+$/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a tampered, malformed or missing token gets the same neutral page', async () => {
    const { token } = await book({ date: amsterdamTomorrow(), time: '11:00' }, 'en', 'kees@example.com');
    const tampered = (token.startsWith('A') ? 'B' : 'A') + token.slice(1);
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    const texts: string[] = [];
    for (const fragment of [`#t=${tampered}`, '#t=abc', '']) {
      await page.goto(`${server.base}/en/manage-booking${fragment}`);
      await page.getByRole('heading', { level: 2, name: 'This link is not valid' }).waitFor();
      texts.push((await page.getByRole('main').textContent()) ?? '');
      expect(page.url()).toBe(`${server.base}/en/manage-booking`);
    }
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain('+31');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('switching language keeps the booking on screen (the token stays in the tab)', async () => {
    const { reference, link } = await book(
      { date: amsterdamTomorrow(), time: '12:00' },
      'en',
      'els@example.com',
    );
    const { context, page, errors } = await newPage(browser, {
      viewport: DESKTOP,
      timezoneId: 'Europe/Amsterdam',
    });
    await page.goto(`${server.base}${link}`);
    await page.getByRole('heading', { level: 2, name: `Booking ${reference}` }).waitFor();
    await page.getByLabel('Language: English').click();
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await page.waitForURL(/\/nl\/boeking-beheren$/);
    await page.getByRole('heading', { level: 2, name: `Boeking ${reference}` }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    expect(await page.getByRole('status').textContent()).toContain('Aangevraagd');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('has no serious axe violations and no sideways scroll at 360 px, in both languages', async () => {
    const { reference, token } = await book(
      { date: amsterdamTomorrow(), time: '14:00' },
      'en',
      'ans@example.com',
    );
    const width = 360;
    const { context, page } = await newPage(browser, {
      viewport: { width, height: 780 },
      timezoneId: 'America/New_York',
    });
    const found: string[] = [];
    for (const [path, heading, cancel, notValid] of [
      [MANAGE_ROUTE.en, `Booking ${reference}`, 'Cancel booking', 'This link is not valid'],
      [MANAGE_ROUTE.nl, `Boeking ${reference}`, 'Boeking annuleren', 'Deze link is niet geldig'],
    ] as const) {
      await page.goto(`${server.base}${path}#t=${token}`);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      found.push(...(await problems(page, path, width)));
      await page.getByRole('button', { name: cancel }).click();
      await page.getByRole('dialog').waitFor();
      found.push(...(await problems(page, `${path} (dialog)`, width)));
      await page.keyboard.press('Escape');
      // Without the mailed link and with a fresh tab's storage: the page asks for the link.
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${server.base}${path}`);
      await page.getByRole('heading', { level: 2, name: notValid }).waitFor();
      found.push(...(await problems(page, `${path} (not valid)`, width)));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
