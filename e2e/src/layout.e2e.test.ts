// Layout in real Chromium against the real server, at 360, 390, 768, 1280 and 1366 px, in English and
// Dutch: every public page, the booking wizard's four steps and its success panel, the booking modal,
// the legal dialogs, the 404, a customer's manage page, the console and the driver's page. Nothing may
// scroll sideways, reach past the viewport, be clipped or truncated, and no word may break inside
// (see layout-defects.ts). Every defect is collected, with page, width, language and a CSS path, and
// the test fails once at the end with the whole list. One server, one browser, one page per language
// (the two languages side by side) that is resized through the widths; the checks of one width are
// one `page.evaluate`.
import { LANGUAGES, type Language, MANAGE_ROUTE, ROUTES, translations } from '@spt/i18n-content';
import { isConsoleLanguage } from '@spt/i18n-content/console';
import { driverTranslations } from '@spt/i18n-content/driver';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amsterdamTomorrow,
  bookThroughApi,
  choosePlace,
  createFirstOperator,
  hydrated,
  launchBrowser,
  literally,
  type RunningServer,
  startServer,
  waitForMails,
  wizardText,
} from './harness';
import { layoutDefects } from './layout-defects';

const WIDTHS = [360, 390, 768, 1280, 1366] as const;
const heightFor = (width: number) => (width < 600 ? 800 : 900);
const OPERATOR = { email: 'ops@example.com', password: 'a sentence long enough to remember' };

/** The console's words, in its languages (English, Dutch). */
const CONSOLE_TEXT = {
  en: {
    signIn: 'Sign in to the console',
    emailField: 'Email address',
    password: 'Password',
    signInButton: 'Sign in',
    bookings: 'Bookings',
    fare: 'Fare',
    board: 'Board',
    mail: 'Mail',
    drivers: 'Drivers',
    messages: 'Messages',
    operators: 'Operators',
    companies: 'Business accounts',
  },
  nl: {
    signIn: 'Inloggen op de console',
    emailField: 'E-mailadres',
    password: 'Wachtwoord',
    signInButton: 'Inloggen',
    bookings: 'Boekingen',
    fare: 'Ritprijs',
    board: 'Planning',
    mail: 'E-mail',
    drivers: 'Chauffeurs',
    messages: 'Berichten',
    operators: 'Medewerkers',
    companies: 'Zakelijke klanten',
  },
} as const;

/**
 * A language's words for the sweep, from its own dictionaries: the booking wizard's, the site's and
 * the driver page's; with the name of the language's driver and a path that is not there.
 */
function siteText(lang: Language, driverName: string, notFound: string) {
  const { common, footer, nav, manage } = translations[lang];
  const driverTitle = driverTranslations[lang].header.title;
  return {
    ...wizardText(lang),
    locale: `${lang}-${lang === 'en' ? 'GB' : lang.toUpperCase()}`,
    driverName,
    bookNow: common.bookNow,
    privacy: footer.privacy,
    terms: footer.terms,
    openMenu: nav.openMenu,
    manage: manage.heading.replace(' {{reference}}', ''),
    notFound,
    driverPage: new RegExp(`^${literally(driverTitle.split('{{name}}')[0] ?? driverTitle)}`),
  };
}

/** The sweep's words per language. */
const TEXT: Record<Language, ReturnType<typeof siteText>> = {
  en: siteText('en', 'Peter Smith', '/en/nowhere'),
  nl: siteText('nl', 'Piet de Vries', '/nl/nergens'),
  de: siteText('de', 'Klaus Becker', '/de/nirgendwo-nulle-part'),
  fr: siteText('fr', 'Jean Dupont', '/fr/nirgendwo-nulle-part'),
};

let server: RunningServer;
let browser: Browser;
let operator: { cookie: string; csrfToken: string };

/** Per language: a booking, its manage link's token, and the private link of the driver it is assigned to. */
interface Fixture {
  reference: string;
  manageToken: string;
  driverToken: string;
}
const fixtures = new Map<Language, Fixture>();
const fixture = (lang: Language): Fixture => {
  const found = fixtures.get(lang);
  if (!found) throw new Error(`no fixture for ${lang}`);
  return found;
};

/** A console API call as the operator; fails on any status but `expected`. */
async function asOperator(method: string, path: string, expected: number, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      cookie: operator.cookie,
      'x-csrf-token': operator.csrfToken,
      origin: server.base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : {};
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  operator = await createFirstOperator(server, OPERATOR.email, OPERATOR.password);
  // Per language a booking, with the manage link from its mail, confirmed and assigned to a driver
  // of that language with a private link: the manage page, the console's detail page and the
  // driver's page each have something to show.
  const tomorrow = amsterdamTomorrow();
  const prepare = async (lang: Language) => {
    const reference = await bookThroughApi(server.base, {
      date: tomorrow,
      time: '09:30',
      locale: lang,
      name: 'Jan Jansen',
      email: `jan.${lang}@example.com`,
    });
    const linkPattern = new RegExp(`${MANAGE_ROUTE[lang]}#t=([\\w-]{43})`);
    const mails = await waitForMails(server.dataDir, (all) =>
      all.some((m) => m.includes(reference) && linkPattern.test(m)),
    );
    const manageToken =
      linkPattern.exec(mails.find((m) => m.includes(reference) && linkPattern.test(m)) ?? '')?.[1] ?? '';
    expect(manageToken, `the manage link of ${reference}`).toHaveLength(43);
    await asOperator('POST', `/api/console/bookings/${reference}/status`, 200, { to: 'confirmed' });
    const created = (await asOperator('POST', '/api/console/drivers', 201, {
      name: TEXT[lang].driverName,
      phone: '+31 6 87654321',
      email: `driver.${lang}@example.com`,
      language: lang,
    })) as { driver: { id: number } };
    const driverId = created.driver.id;
    const link = (await asOperator('POST', `/api/console/drivers/${driverId}/link`, 200)) as { url: string };
    const driverToken = link.url.slice(link.url.indexOf('#t=') + 3);
    expect(driverToken).toHaveLength(43);
    await asOperator('POST', `/api/console/bookings/${reference}/assignment`, 200, {
      driverId,
      unitId: null,
    });
    fixtures.set(lang, { reference, manageToken, driverToken });
  };
  await Promise.all(LANGUAGES.map(prepare));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** One browser page per language, resized through the widths; the defects found so far. */
interface Sweep {
  lang: Language;
  context: BrowserContext;
  page: Page;
  defects: string[];
}

async function openSweep(lang: Language): Promise<Sweep> {
  const context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: heightFor(WIDTHS[0]) },
    locale: TEXT[lang].locale,
    timezoneId: 'Europe/Amsterdam',
    // Reveal animations and counters show their end state at once: the layout is what is measured.
    reducedMotion: 'reduce',
  });
  return { lang, context, page: await context.newPage(), defects: [] };
}

/** Resizes the page through every width and records what layoutDefects finds at each. */
async function check(sweep: Sweep, where: string, widths: readonly number[] = WIDTHS): Promise<void> {
  for (const width of widths) {
    await sweep.page.setViewportSize({ width, height: heightFor(width) });
    const lines = await sweep.page.evaluate(layoutDefects);
    sweep.defects.push(...lines.map((line) => `${where} [${sweep.lang}, ${width} px]: ${line}`));
  }
}

/**
 * Opens a path of the site: through the navigation's own link when the site is already loaded (a
 * client-side navigation, much faster than a page load), else by loading it; waits for its heading.
 */
async function visit(sweep: Sweep, path: string): Promise<void> {
  const { page } = sweep;
  const previous = await page
    .evaluate((target) => {
      if ('$_TSR' in window || document.documentElement.lang === '') return null;
      const link = document.querySelector<HTMLAnchorElement>(
        `header nav a[href="${target}"], footer a[href="${target}"]`,
      );
      if (!link) return null;
      const heading = document.querySelector('h1')?.textContent ?? '';
      link.click();
      return heading;
    }, path)
    .catch(() => null);
  if (previous === null) {
    await page.goto(`${server.base}${path}`);
    await hydrated(page);
    return;
  }
  await page.waitForFunction(
    ([target, before]) =>
      window.location.pathname === target && (document.querySelector('h1')?.textContent ?? before) !== before,
    [path, previous] as const,
  );
}

/** Step 1 of the wizard in `scope`, Schiphol to Maastricht tomorrow at 10:00; continues to step 2. */
async function fillTrip(scope: Page | Locator, lang: Language): Promise<void> {
  const t = TEXT[lang];
  await choosePlace(scope, t.pickup, 'Schiphol', /Schiphol/);
  await choosePlace(scope, t.destination, 'Maastr', /Maastricht/);
  await scope.getByLabel(t.pickupDetail).fill('Arrivals hall 2, meeting point');
  await scope.getByLabel(t.flight, { exact: false }).first().fill('KL1234');
  await scope.getByLabel(t.date).fill(amsterdamTomorrow());
  await scope.getByLabel(t.time).fill('10:00');
  await scope.getByLabel(t.passengers).selectOption('2');
  await scope.getByRole('button', { name: t.continue, exact: true }).click();
  await scope.getByRole('heading', { name: t.step2 }).waitFor();
}

/** Step 2 (the V 250) and step 3 of the wizard in `scope`; ends on step 4, the summary. */
async function chooseAndFillContact(scope: Page | Locator, lang: Language, onStep3: () => Promise<void>) {
  const t = TEXT[lang];
  await scope.getByRole('button', { name: /V 250 D Avantgarde/ }).click();
  await scope.getByLabel(t.firstName).waitFor();
  await onStep3();
  await scope.getByLabel(t.firstName).fill('Jan');
  await scope.getByLabel(t.lastName).fill('Jansen');
  await scope.getByLabel(t.email).fill('jan@example.com');
  await scope.getByLabel(t.phone).fill('06 12345678');
  await scope.getByRole('button', { name: t.review }).click();
  await scope.getByRole('button', { name: t.confirm }).waitFor();
}

/** Every public page, the mobile menu, the legal dialogs, the 404 and the customer's manage page. */
async function publicPages(sweep: Sweep): Promise<void> {
  const { page, lang } = sweep;
  const t = TEXT[lang];
  for (const route of ROUTES) {
    await visit(sweep, route[lang]);
    await check(sweep, route[lang]);
  }

  // The mobile menu, open below 1280 px (the last page visited is resized back to a phone).
  await page.setViewportSize({ width: WIDTHS[0], height: heightFor(WIDTHS[0]) });
  await page.getByLabel(t.openMenu).click();
  await page.locator('[data-mobile-menu]').waitFor();
  await check(sweep, `${ROUTES.at(-1)?.[lang]} with the menu open`, [360, 390, 768]);

  await page.locator('[data-mobile-menu-toggle]').click();
  await page.locator('[data-mobile-menu]').waitFor({ state: 'hidden' });
  for (const doc of ['privacy', 'terms'] as const) {
    await page.locator('footer').getByRole('link', { name: t[doc] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await check(sweep, `the ${doc} dialog`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  await page.goto(`${server.base}${t.notFound}`);
  await page.locator('h1').waitFor();
  await check(sweep, t.notFound);

  await page.goto(`${server.base}${MANAGE_ROUTE[lang]}#t=${fixture(lang).manageToken}`);
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${t.manage} SPT-`) }).waitFor();
  await check(sweep, MANAGE_ROUTE[lang]);
}

/** The booking page through its four steps and the success panel, then the modal's four steps. */
async function bookingFlows(sweep: Sweep): Promise<void> {
  const { page, lang } = sweep;
  const t = TEXT[lang];
  const bookingPath = ROUTES.find((route) => route.id === 'booking')?.[lang] ?? '';

  await visit(sweep, bookingPath);
  const wizard = page.locator('.booking-wizard');
  await wizard.waitFor();
  await check(sweep, `${bookingPath} step 1`);
  await fillTrip(page, lang);
  await check(sweep, `${bookingPath} step 2`);
  await chooseAndFillContact(page, lang, () => check(sweep, `${bookingPath} step 3`));
  await check(sweep, `${bookingPath} step 4`);

  // Confirmed on a desktop: the success panel is in view below the fixed header, and has the focus.
  await page.setViewportSize({ width: 1366, height: heightFor(1366) });
  await page.getByRole('button', { name: t.confirm }).click();
  const success = page.getByRole('status').filter({ hasText: t.sent });
  await success.waitFor();
  const placed = await success
    .evaluate(async (panel) => {
      // The panel is scrolled into view and focused at once; a few frames for the scroll to land.
      for (let frame = 0; frame < 10; frame++) await new Promise((done) => requestAnimationFrame(done));
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const top = panel.getBoundingClientRect().top;
      return [
        top < header
          ? `its top (${Math.round(top)} px) is under the fixed header (${Math.round(header)} px)`
          : '',
        top > window.innerHeight ? `it is below the viewport (${Math.round(top)} px)` : '',
        panel.contains(document.activeElement) ? '' : 'it does not have the focus',
      ].filter(Boolean);
    })
    .catch((error: Error) => [error.message]);
  sweep.defects.push(...placed.map((line) => `${bookingPath} success panel [${lang}, 1366 px]: ${line}`));
  await check(sweep, `${bookingPath} success panel`, [1366]);

  // The booking modal, opened from the navbar, through its four steps.
  await visit(sweep, ROUTES[0]?.[lang] ?? '/');
  await page.locator('header').getByRole('link', { name: t.bookNow }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.booking-wizard').waitFor();
  await check(sweep, 'booking modal step 1');
  await fillTrip(dialog, lang);
  await check(sweep, 'booking modal step 2');
  await chooseAndFillContact(dialog, lang, () => check(sweep, 'booking modal step 3'));
  await check(sweep, 'booking modal step 4');
}

/** The console's screens, signed in through its form, and the driver's page. */
async function consoleAndDriver(sweep: Sweep): Promise<void> {
  const { page, lang } = sweep;
  const t = TEXT[lang];
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
  const { reference, driverToken } = fixture(lang);

  if (isConsoleLanguage(lang)) await consolePages(sweep, CONSOLE_TEXT[lang], reference);

  await page.goto(`${server.base}/driver#t=${driverToken}`);
  await heading(t.driverPage);
  await page.getByRole('article').first().waitFor();
  await check(sweep, '/driver');
}

/** The console's screens in one of its languages, signed in through its form. */
async function consolePages(
  sweep: Sweep,
  t: (typeof CONSOLE_TEXT)[keyof typeof CONSOLE_TEXT],
  reference: string,
): Promise<void> {
  const { page } = sweep;
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
  await page.goto(`${server.base}/console/bookings`);
  await page.getByRole('heading', { name: t.signIn }).waitFor();
  await check(sweep, '/console/sign-in');
  await page.getByLabel(t.emailField).fill(OPERATOR.email);
  await page.getByLabel(t.password, { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: t.signInButton }).click();
  await heading(t.bookings);
  await page.getByRole('list', { name: t.bookings }).getByRole('link', { name: reference }).waitFor();
  await check(sweep, '/console/bookings');

  await page.goto(`${server.base}/console/bookings/${reference}`);
  await page.getByRole('heading', { name: t.fare }).waitFor();
  await check(sweep, `/console/bookings/${reference}`);

  const pages = [
    ['/console/board', t.board],
    ['/console/mail', t.mail],
    ['/console/drivers', t.drivers],
    ['/console/messages', t.messages],
    ['/console/operators', t.operators],
    ['/console/companies', t.companies],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(`${server.base}${path}`);
    await heading(title);
    await check(sweep, path);
  }
}

describe('the layout at every width', () => {
  // The two languages run side by side, each in a browser context of its own: most of the time goes
  // to waiting on the page, not to the two cores. A part that cannot go on (a step that never shows)
  // is reported with the defects, and the next part still runs.
  it.concurrent.each(LANGUAGES)(
    'in %s: public pages, booking flows, console (in its languages) and driver page',
    async (lang) => {
      const sweep = await openSweep(lang);
      for (const part of [publicPages, bookingFlows, consoleAndDriver]) {
        try {
          await part(sweep);
        } catch (error) {
          sweep.defects.push(
            `${part.name} stopped: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      await sweep.context.close();
      expect(sweep.defects.length === 0 ? '' : `\n${sweep.defects.join('\n')}\n`).toBe('');
    },
    // Some 50 page states at five widths each, per language: longer than a flow of the other files.
    360_000,
  );
});
