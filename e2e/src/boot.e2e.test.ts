// The boot script (apps/web/scripts/boot.js) starts the app after the first paint. These tests hold
// the app's code back to open the window between paint and hydration, and tap a Book link in it.
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, type RunningServer, useServerAndBrowser } from './harness';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const ENTRY = /\/assets\/entry-client-[^/]+\.js$/;

/** Holds every request for the app's entry until `release` is called. */
async function holdEntry(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(ENTRY, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

describe('before the app has started', () => {
  it('asks for none of the app code until the page has painted', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    const requests: { url: string; at: number }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
    await page.goto(`${server.base}/en/tours/giethoorn`);
    await page.waitForFunction(() => window.__sptAppReady === true);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    );
    const entryRequest = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/entry-client-[^/]+\.js$/.test(entry.name))?.startTime ?? -1,
    );
    expect(firstPaint).toBeGreaterThan(0);
    expect(entryRequest).toBeGreaterThan(firstPaint);
    expect(requests.some((r) => ENTRY.test(new URL(r.url).pathname))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a Book tap made while the app loads, and opens the booking modal once it is ready', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'nl-NL' });
    const release = await holdEntry(page);
    await page.goto(`${server.base}/nl/tours/brugge`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /boeken/i })
      .first()
      .click();
    expect(new URL(page.url()).pathname).toBe('/nl/tours/brugge');
    release();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/nl/tours/brugge');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the Book link at once when the app code cannot load', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.route(ENTRY, (route) => route.abort('connectionrefused'));
    await page.goto(`${server.base}/en/tours/giethoorn`);
    await page.getByRole('main').getByRole('link', { name: /book/i }).first().click();
    // The tour page's Book link carries its tour, so the booking page opens with it chosen; at once,
    // not after the 15 s a loading app is given.
    await page.waitForURL(`${server.base}/en/booking?tour=giethoorn`, { timeout: 8000 });
    await context.close();
  });
});

declare global {
  interface Window {
    __sptAppReady?: boolean;
  }
}
