// The app starts after the first paint (apps/web/scripts/boot.js): a visitor who scrolls the
// prerendered page before then keeps their place when it hydrates.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, newPage, PHONE, type RunningServer, useServerAndBrowser } from './harness';

let server: RunningServer;
let browser: Browser;
useServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

describe('scrolling before the app has started', () => {
  it('keeps the place the visitor scrolled to when the page hydrates', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.base}/en/services`);
    await page.evaluate(() => window.scrollTo(0, 600));
    release();
    await hydrated(page);
    await page.waitForFunction(() => window.__sptAppReady === true);
    // Two frames after hydration: any reset the router made would have been painted by now.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(errors).toEqual([]);
    await context.close();
  });
});

declare global {
  interface Window {
    __sptAppReady?: boolean;
  }
}
