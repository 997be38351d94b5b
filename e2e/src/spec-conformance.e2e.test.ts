// Spec rules that only a real browser against the real server can show: language negotiation at the
// root and on unprefixed paths (SPEC 2.2, 9), the copyright year from the visitor's clock (SPEC 1),
// and placeholders that fit their fields on a phone.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, newPage, PHONE, type RunningServer, useServerAndBrowser } from './harness';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

describe('language negotiation (SPEC 2.2 and 9)', () => {
  it('a stored preference in local storage wins over an English browser at /, without a cookie', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'en-US' });
    await context.addInitScript(() => {
      // about:blank (after Back) has no storage of its own.
      if (window.location.protocol === 'http:') window.localStorage.setItem('i18nextLng', 'nl');
    });
    await page.goto(`${server.base}/`);
    await page.waitForURL(/\/nl$/);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    // The chooser replaced its own history entry: Back does not return to it (and bounce to /nl again).
    await page.goBack();
    expect(page.url()).not.toBe(`${server.base}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without a stored preference, the browser language decides', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE, locale: 'nl-BE' });
    await page.goto(`${server.base}/`);
    await page.waitForURL(/\/nl$/);
    await context.close();
  });

  it('?lng=nl comes first, before the cookie and the browser', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE, locale: 'en-US' });
    await context.addCookies([{ name: 'i18next', value: 'en', url: server.base }]);
    await page.goto(`${server.base}/?lng=nl`);
    await page.waitForURL(/\/nl$/);
    await context.close();
  });

  it('an unprefixed path is a real HTTP redirect to the page in the visitor language', async () => {
    const nl = await fetch(`${server.base}/about`, {
      redirect: 'manual',
      headers: { cookie: 'i18next=nl' },
    });
    expect(nl.status).toBe(302);
    expect(nl.headers.get('location')).toBe('/nl/over-ons');
    // Node's fetch sends `Accept-Language: *`, which names no language: English, the x-default.
    const crawler = await fetch(`${server.base}/tours/bruges`, { redirect: 'manual' });
    expect(crawler.status).toBe(302);
    expect(crawler.headers.get('location')).toBe('/en/tours/bruges');
    const { context, page } = await newPage(browser, { viewport: PHONE, locale: 'en-US' });
    await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'nl'));
    await page.goto(`${server.base}/booking`);
    await page.waitForURL(/\/nl\/boeken$/);
    await context.close();
  });
});

describe('copyright year (SPEC 1: from the current date)', () => {
  it('follows the visitor clock after hydration, without a hydration error', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE });
    await page.clock.setFixedTime(new Date('2028-03-01T12:00:00Z'));
    await page.goto(`${server.base}/en/about`);
    await hydrated(page);
    await page.getByText(/© 2028/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('placeholders fit their fields on a phone', () => {
  for (const [lang, path] of [
    ['en', '/en/booking'],
    ['nl', '/nl/boeken'],
  ] as const) {
    for (const width of [360, 390]) {
      it(`${lang} booking page at ${width} px`, async () => {
        const { context, page } = await newPage(browser, { viewport: { width, height: 800 } });
        await page.goto(`${server.base}${path}`);
        await hydrated(page);
        await page.locator('input[placeholder]').first().waitFor();
        const cut = await page.evaluate(() => {
          const canvas = document.createElement('canvas').getContext('2d');
          if (!canvas) throw new Error('no canvas');
          const overflowing: string[] = [];
          for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
            if (!input.checkVisibility()) continue;
            const style = getComputedStyle(input);
            canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room =
              input.clientWidth -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight);
            if (canvas.measureText(input.placeholder).width > room) overflowing.push(input.placeholder);
          }
          return overflowing;
        });
        expect(cut).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('before the wizard and the contact form load (or with JavaScript off)', () => {
  it('the fallback with phone and email fits a 360 px phone', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const path of ['/en/booking', '/nl/boeken', '/en/contact', '/nl/contact']) {
      await page.goto(`${server.base}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await context.close();
  });
});
