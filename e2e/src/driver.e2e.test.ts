// The driver's page in real Chromium against the real server: an operator adds a driver, makes their
// private link and assigns them a confirmed ride; the driver opens the link on a phone (Dutch), marks
// "on the way" and "arrived", and the customer's booking page shows it; a press made offline waits
// and goes out when the phone is back online; English on a desktop; a killed link stops working.
// axe and no sideways scrolling on every screen; never cached, never indexed, never sends a Referer,
// never loaded by the public pages.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amsterdamIn,
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

let server: RunningServer;
let browser: Browser;
let operator: BrowserContext;
let csrfToken = '';
let reference = '';
let manageToken = '';
let driverId = 0;
let driverToken = '';
/** The ride's Amsterdam pickup: three hours from now, so today (or just after midnight, tomorrow). */
const pickup = amsterdamIn(180);

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

/** A console call as the signed-in operator (session cookie and CSRF token); fails on an unexpected status. */
async function asOperator(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  expected: number,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await request.fetch(`${server.base}${path}`, {
    method,
    headers: { 'x-csrf-token': csrfToken, origin: server.base },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  expect(response.status(), `${method} ${path}: ${text}`).toBe(expected);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** What the customer's booking page is told about the driver's progress. */
async function customerProgress(): Promise<unknown> {
  const response = await fetch(`${server.base}/api/manage/lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: manageToken }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { progress?: unknown }).progress;
}

/** Chromium logs every 4xx answer, and every request made offline, as a console error: those are on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of 409|net::ERR_INTERNET_DISCONNECTED/.test(e));

beforeAll(async () => {
  server = await startServer();
  const setupToken = await setupTokenOf(server);
  browser = await launchBrowser();

  // The customer books, and their manage link comes by mail.
  reference = await bookThroughApi(server.base, {
    ...pickup,
    locale: 'en',
    name: 'Jan Jansen',
    email: 'jan@example.com',
  });
  const linkPattern = /\/en\/manage-booking#t=([\w-]{43})/;
  const mails = await waitForMails(server.dataDir, (all) =>
    all.some((m) => m.includes(reference) && linkPattern.test(m)),
  );
  manageToken =
    linkPattern.exec(mails.find((m) => m.includes(reference) && linkPattern.test(m)) ?? '')?.[1] ?? '';
  expect(manageToken).toHaveLength(43);

  // The operator signs up, confirms the ride, adds a driver, makes their link and assigns them.
  operator = await browser.newContext();
  const setup = await operator.request.post(`${server.base}/api/console/setup`, {
    data: { token: setupToken, email: 'ops@example.com', password: 'a sentence long enough to remember' },
  });
  expect(setup.status()).toBe(201);
  const session = await asOperator(operator.request, 'GET', '/api/console/session', 200);
  csrfToken = String(session.csrfToken ?? '');
  expect(csrfToken).not.toBe('');
  await asOperator(operator.request, 'POST', `/api/console/bookings/${reference}/status`, 200, {
    to: 'confirmed',
  });
  const created = await asOperator(operator.request, 'POST', '/api/console/drivers', 201, {
    name: 'Piet de Vries',
    phone: '+31 6 87654321',
    email: 'piet@example.com',
    language: 'nl',
  });
  driverId = Number((created.driver as { id: number }).id);
  const link = await asOperator(operator.request, 'POST', `/api/console/drivers/${driverId}/link`, 200);
  const url = String(link.url);
  expect(url).toMatch(/\/driver#t=[\w-]{43}$/);
  driverToken = url.slice(url.indexOf('#t=') + 3);
  const { units } = (await asOperator(operator.request, 'GET', '/api/console/units', 200)) as {
    units: { id: string; vehicleId: number }[];
  };
  await asOperator(operator.request, 'POST', `/api/console/bookings/${reference}/assignment`, 200, {
    driverId,
    unitId: units.find((unit) => unit.vehicleId === 3)?.id ?? null,
  });
});

afterAll(async () => {
  await operator?.close();
  await browser?.close();
  await server?.stop();
});

describe("the driver's page against the real API", () => {
  it('is served at /driver only, never cached or indexed, without a Referer, and no public page loads it', async () => {
    const res = await fetch(`${server.base}/driver`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toMatch(/<script>/);
    const script = /src="(\/assets\/driver-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();

    const slash = await fetch(`${server.base}/driver/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/driver');
    expect((await fetch(`${server.base}/driver/anything`)).status).toBe(404);
    expect((await fetch(`${server.base}/driver/index.html`)).status).toBe(404);

    // The service worker may control /driver (and is a file of the build like any other).
    const scriptText = await (await fetch(`${server.base}${script}`)).text();
    const worker = /["'`](\/assets\/driver-sw-[\w-]+\.js)["'`]/.exec(scriptText)?.[1];
    expect(worker).toBeTruthy();
    const workerResponse = await fetch(`${server.base}${worker}`);
    expect(workerResponse.status).toBe(200);
    expect(workerResponse.headers.get('service-worker-allowed')).toBe('/driver');
    expect((await fetch(`${server.base}/en`)).headers.get('service-worker-allowed')).toBeNull();

    for (const path of ['/en', '/nl/boeken', '/en/manage-booking']) {
      const page = await (await fetch(`${server.base}${path}`)).text();
      expect(page, path).not.toContain('/driver');
      expect(page, path).not.toContain(String(script));
    }
  });

  it('Dutch on a phone: the link, on the way and arrived, seen by the customer; a press made offline', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'en-GB' });
    const lines: string[] = [];
    const sentReferers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers().referer;
      if (referer) sentReferers.push(`${request.url()} <- ${referer}`);
    });
    await page.goto(`${server.base}/driver#t=${driverToken}`);
    await page.getByRole('heading', { level: 1, name: 'Ritten van Piet de Vries' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    // The token left the address bar for local storage, and went to the server in a body only.
    expect(page.url()).toBe(`${server.base}/driver`);
    expect(await page.evaluate(() => window.localStorage.getItem('sptDriverToken'))).toBe(driverToken);

    const card = page.getByRole('article', { name: `${pickup.time} ${reference}` });
    await card.waitFor();
    await card.getByText('Schiphol, Haarlemmermeer, Noord-Holland, Nederland').waitFor();
    await card.getByText('Vlucht KL1234').waitFor();
    await card.getByText('2 passagiers').waitFor();
    await card.getByText('3 stuks bagage').waitFor();
    expect(await card.getByRole('link', { name: 'Route naar het ophaaladres' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=52\.31050,4\.76830$/,
    );
    expect(await card.getByRole('link', { name: 'Bel Jan Jansen' }).getAttribute('href')).toBe(
      'tel:+31612345678',
    );
    // Every control is a large touch target.
    for (const control of await card.locator('a.button, button').all()) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(48);
    }
    lines.push(...(await problems(page, 'ritten', PHONE.width)));

    await card.getByRole('button', { name: 'Onderweg' }).click();
    await card.getByText('Nu: Onderweg').waitFor();
    await expect.poll(customerProgress).toBe('onTheWay');
    await card.getByRole('button', { name: 'Aangekomen' }).click();
    await card.getByText('Nu: Aangekomen').waitFor();
    await expect.poll(customerProgress).toBe('arrived');
    // No-show is offered after arrival; completing before the pickup time is refused, in Dutch.
    await card.getByRole('button', { name: 'Niet verschenen' }).waitFor();
    await card.getByRole('button', { name: 'Afgerond' }).click();
    await card.getByText(`Kan pas na de ophaaltijd (${pickup.time}).`).waitFor();
    lines.push(...(await problems(page, 'aangekomen', PHONE.width)));

    // The name sign, full screen.
    await card.getByRole('button', { name: 'Naambord tonen' }).click();
    const sign = page.getByRole('dialog', { name: 'Naambord voor Jan Jansen' });
    await sign.waitFor();
    lines.push(...(await problems(page, 'naambord', PHONE.width)));
    await sign.getByRole('button', { name: 'Sluiten' }).click();
    await sign.waitFor({ state: 'hidden' });

    // The customer's own page says the driver has arrived.
    const customer = await newPage(browser, { viewport: PHONE, locale: 'en-GB' });
    await customer.page.goto(`${server.base}/en/manage-booking#t=${manageToken}`);
    await customer.page.getByText('Your driver has arrived').waitFor();
    await customer.context.close();

    // Offline: the service worker opens the page again from its cache, with the last rides; a press
    // waits, marked, and goes out when the phone is back online.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ritten van Piet de Vries' }).waitFor();
    await page.getByText(/^Geen verbinding\. Je ziet wat om \d\d:\d\d het laatst is geladen\.$/).waitFor();
    await card.getByRole('button', { name: 'Passagier ingestapt' }).click();
    await card.getByText('Wacht op verzending').waitFor();
    await page.getByText(/^1 wijziging wacht op verzending/).waitFor();
    expect(await customerProgress()).toBe('arrived');
    lines.push(...(await problems(page, 'offline', PHONE.width)));
    await context.setOffline(false);
    await expect.poll(customerProgress, { timeout: 15_000 }).toBe('onBoard');
    await card.getByText('Wacht op verzending').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.localStorage.getItem('sptDriverQueue'))).toBe('[]');

    expect(sentReferers).toEqual([]);
    expect(lines).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('English on a desktop, from the stored link; a new link kills the old one', async () => {
    await asOperator(operator.request, 'PATCH', `/api/console/drivers/${driverId}`, 200, { language: 'en' });
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP, locale: 'nl-NL' });
    const lines: string[] = [];
    await page.goto(`${server.base}/driver#t=${driverToken}`);
    await page.getByRole('heading', { level: 1, name: 'Rides for Piet de Vries' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const card = page.getByRole('article', { name: `${pickup.time} ${reference}` });
    await card.getByText('Now: Passenger on board').waitFor();
    lines.push(...(await problems(page, 'rides', DESKTOP.width)));

    // Opened again without the fragment (the home-screen shortcut): the stored token.
    await page.goto(`${server.base}/driver`);
    await page.getByRole('heading', { level: 1, name: 'Rides for Piet de Vries' }).waitFor();

    // The operator makes a new link: the old one stops working, and the page forgets it.
    await asOperator(operator.request, 'POST', `/api/console/drivers/${driverId}/link`, 200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('This link no longer works. Ask the office for a new one.').first().waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('sptDriverToken'))).toBeNull();
    lines.push(...(await problems(page, 'dead link', DESKTOP.width)));

    expect(lines).toEqual([]);
    expect(errors.filter((e) => !/status of 40[49]/.test(e))).toEqual([]);
    await context.close();
  });
});
