import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@spt/i18n-content/languages';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOutboxPayload } from '../src/mail/templates.js';
import { mailSamples } from './mail-fixtures.js';

// Every kind of mail, in every language, drawn by real Chromium at a phone's width: nothing may
// stick out sideways and the mail's button must be there to tap. With MAIL_SCREENSHOTS_DIR set, each
// mail is also saved there as HTML and as pictures at the phone's width and at a desktop's, to look at.

const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1000;
const SCREENSHOTS = process.env.MAIL_SCREENSHOTS_DIR;

// The page's globals as the functions run in it use them (the API's TypeScript has no DOM library).
interface PageElement {
  tagName: string;
  textContent: string | null;
  getBoundingClientRect(): { right: number };
}
declare const window: { innerWidth: number };
declare const document: {
  scrollingElement: { scrollWidth: number } | null;
  documentElement: { scrollWidth: number };
  body: { querySelectorAll(selector: string): Iterable<PageElement> };
};
declare function getComputedStyle(element: unknown): { fontSize: string };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  page = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 844 } });
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

/** How far the page reaches sideways, and every element whose right edge passes the viewport. */
async function overflow(target: Page) {
  return target.evaluate(() => {
    const width = window.innerWidth;
    const scroller = document.scrollingElement ?? document.documentElement;
    const beyond = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()} (${Math.round(right)} px): ${(element.textContent ?? '').trim().slice(0, 60)}`,
      );
    return { width, scrollWidth: scroller.scrollWidth, beyond };
  });
}

const fileName = (name: string) => name.replace(/[^\w.-]+/g, '-').replace(/-+$/, '');

const samples = mailSamples();

describe('every mail at a 390 px phone', () => {
  it('has a sample of every template in every language', () => {
    const templates = new Set(samples.map((sample) => sample.payload.template));
    expect([...templates].sort()).toEqual([
      'booking.business',
      'booking.cancelled.business',
      'booking.customer',
      'booking.status',
      'contact.business',
      'driver.notice',
      'operator.invite',
      'operator.reset',
      'operator.security',
    ]);
    for (const template of ['booking.customer', 'booking.status', 'driver.notice']) {
      const languages = samples
        .filter((sample) => sample.payload.template === template)
        .map((sample) => sample.payload.data as { locale?: string; language?: string })
        .map((data) => data.locale ?? data.language);
      expect(new Set(languages), template).toEqual(new Set(LANGUAGES));
    }
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))('%s', async (_name, sample) => {
    const mail = renderOutboxPayload(sample.payload);
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await page.setContent(mail.html, { waitUntil: 'load' });

    expect(await page.locator('meta[name="viewport"]').count()).toBe(1);
    const fit = await overflow(page);
    expect(fit.width).toBe(PHONE_WIDTH);
    expect(fit.beyond).toEqual([]);
    expect(fit.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);

    // The body text is 16 px and the letterhead names the business.
    const bodySize = await page.locator('h1 + p').evaluate((element) => getComputedStyle(element).fontSize);
    expect(bodySize).toBe('16px');
    expect(await page.locator('h1').textContent()).toBe(mail.subject);

    if (sample.button) {
      const button = page.getByRole('link', { name: sample.button, exact: true });
      expect(await button.count()).toBe(1);
      expect(await button.isVisible()).toBe(true);
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      // Big enough to tap, and wholly on the screen.
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_WIDTH);
    }

    if (SCREENSHOTS) {
      const name = fileName(sample.name);
      writeFileSync(join(SCREENSHOTS, `${name}.html`), mail.html);
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-390.png`), fullPage: true });
      await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-1000.png`), fullPage: true });
    }
  });
});
