import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { amsterdamWallClock } from '@spt/contracts';
import { type Language, translations } from '@spt/i18n-content';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** The repository's root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** A TCP port free on 127.0.0.1 at the time of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  base: string;
  dataDir: string;
  /** The first-run console setup token the server logged (while no operator existed), if any. */
  setupToken: () => string | undefined;
  process: ChildProcess;
  /** Stops the server and removes its data directory, unless told to keep it. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * Starts the built API (which serves the built site) on a fresh embedded database; `root` is the
 * checkout whose build to start (this one unless a test built another). The database is a copy of
 * the run's migrated template when there is one (global-setup.ts), else the server creates it.
 */
export async function startServer(env: Record<string, string> = {}, root = ROOT): Promise<RunningServer> {
  const serverJs = join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: run pnpm build`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  const base = `http://127.0.0.1:${port}`;
  // A value may name the server's own address (SITE_URL for links back to it): `{base}`.
  const own = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value.replaceAll('{base}', base)]),
  );
  const child = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '200',
      SMTP_URL: '',
      DATABASE_URL: '',
      // The browser tests sign owners in with a password; account.e2e.test.ts turns this on.
      CONSOLE_MFA: 'off',
      ...own,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log passes through, and the one-time console setup link is picked out of it.
  let setupToken: string | undefined;
  const watch = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
    target.write(chunk);
    setupToken ??= /\/console\/setup#([\w-]{16,200})/.exec(chunk.toString('utf8'))?.[1];
  };
  child.stdout?.on('data', watch(process.stdout));
  child.stderr?.on('data', watch(process.stderr));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become ready in 60 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    dataDir,
    setupToken: () => setupToken,
    process: child,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server and one browser for a test file: started before its tests, stopped after them. `use`
 * receives both once they are up.
 *
 * @example
 * let server: RunningServer;
 * let browser: Browser;
 * useServerAndBrowser((started, launched) => {
 *   server = started;
 *   browser = launched;
 * });
 */
export function useServerAndBrowser(
  use: (server: RunningServer, browser: Browser) => void,
  env: Record<string, string> = {},
): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
    use(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** A page that records console errors and uncaught exceptions, for a "no console errors" check. */
export async function newPage(
  browser: Browser,
  options: {
    viewport: { width: number; height: number };
    timezoneId?: string;
    locale?: string;
    reducedMotion?: 'reduce' | 'no-preference';
  },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport,
    timezoneId: options.timezoneId ?? 'America/Los_Angeles',
    locale: options.locale ?? 'en-US',
    hasTouch: options.viewport.width < 600,
    isMobile: options.viewport.width < 600,
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Waits until the router has hydrated the page: it removes its bootstrap object (`$_TSR`) once
 * hydration has finished, and the document has its language.
 */
export async function hydrated(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window) && document.documentElement.lang !== '', null, {
    timeout: timeoutMs,
  });
}

/**
 * What a raw mail (or one part of it) says, with quoted-printable soft line breaks and `=XX` escapes
 * undone, so a test can look for a phrase that the encoding split or escaped. Escapes are bytes: a run
 * of them is one UTF-8 sequence ("=C3=BC" is "ü"), decoded together. Only for raw text: the mails of
 * `waitForMails` are decoded already, and decoding twice would turn a token's "=4F…" into a letter.
 */
export function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** The .eml files the outbox worker wrote, as text with quoted-printable undone; waits until `predicate` holds or times out. */
export async function waitForMails(
  dataDir: string,
  predicate: (mails: string[]) => boolean,
  timeoutMs = 20_000,
): Promise<string[]> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readableMail(readFileSync(join(outbox, f), 'utf8')))
      : [];
    if (predicate(mails) || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The raw .eml files the outbox worker wrote for `reference` whose kind is `kind` (e.g.
 * `booking.changed`), oldest first; waits up to `timeoutMs` for at least one.
 */
export async function rawMailsOf(
  dataDir: string,
  reference: string,
  kind: string,
  timeoutMs = 20_000,
): Promise<string[]> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith(`-${reference}-${kind}.eml`))
          .sort()
      : [];
    if (files.length > 0 || Date.now() > deadline)
      return files.map((f) => readFileSync(join(outbox, f), 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The text/calendar attachment of a raw mail, decoded (base64, quoted-printable or 7bit), or null. */
export function calendarAttachment(eml: string): string | null {
  const part = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(eml);
  if (!part?.[1]) return null;
  const headers = eml.slice(part.index, part.index + part[0].length - part[1].length);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return readableMail(part[1]);
  return part[1];
}

/** The Amsterdam date and time `minutes` from now, `YYYY-MM-DD` and `HH:mm`. */
export function amsterdamIn(minutes: number): { date: string; time: string } {
  return amsterdamWallClock(new Date(Date.now() + minutes * 60_000));
}

/** Tomorrow's date in Amsterdam, `YYYY-MM-DD`: always at least 30 minutes ahead at 10:00. */
export function amsterdamTomorrow(): string {
  return amsterdamIn(24 * 60).date;
}

/** Today's date and the time 10 minutes from now in Amsterdam: too soon to book. */
export function amsterdamSoon(): { date: string; time: string } {
  return amsterdamIn(10);
}

export const SCHIPHOL = { lat: 52.3105, lon: 4.7683 };
export const MAASTRICHT = { lat: 50.8514, lon: 5.691 };

interface QuotePrice {
  vehicleId: number;
  name: string;
  type: string;
  basePrice: number;
  distancePrice: number;
  timePrice: number;
  totalPrice: number;
  finalPrice: number;
  isMinimumApplied: boolean;
}

/**
 * Books Schiphol -> Maastricht in the V 250 through the public API, at the server's own quote, as the
 * wizard would; answers the reference.
 */
export async function bookThroughApi(
  base: string,
  booking: { date: string; time: string; locale: Language; name: string; email: string },
): Promise<string> {
  const quoteResponse = await fetch(
    `${base}/api/quote?pickup=${SCHIPHOL.lat},${SCHIPHOL.lon}&destination=${MAASTRICHT.lat},${MAASTRICHT.lon}`,
  );
  if (quoteResponse.status !== 200) throw new Error(`quote answered ${quoteResponse.status}`);
  const quote = (await quoteResponse.json()) as {
    distance: { km: number };
    durationText: string;
    prices: QuotePrice[];
  };
  const price = quote.prices.find((p) => p.vehicleId === 3);
  if (!price) throw new Error('no quote for the minivan');
  const response = await fetch(`${base}/api/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
      destination: 'Maastricht, Limburg, Nederland',
      flightNumber: 'KL1234',
      date: booking.date,
      time: booking.time,
      passengers: 2,
      luggage: 3,
      contactName: booking.name,
      contactEmail: booking.email,
      contactPhone: '+31 6 12345678',
      distance: quote.distance.km,
      duration: quote.durationText,
      selectedVehicle: { id: price.vehicleId, name: price.name, type: price.type },
      pricing: {
        base: price.basePrice,
        distance: price.distancePrice,
        time: price.timePrice,
        subtotal: price.totalPrice,
        final: price.finalPrice,
        isMinimumApplied: price.isMinimumApplied,
      },
      coordinates: { pickup: SCHIPHOL, destination: MAASTRICHT },
      source: 'website',
      website: '',
      locale: booking.locale,
    }),
  });
  if (response.status !== 201)
    throw new Error(`booking answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { reference: string }).reference;
}

/** The setup token the server logged at start; waits for it (the log line follows readiness). */
export async function setupTokenOf(server: RunningServer, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const token = server.setupToken();
    if (token) return token;
    if (Date.now() > deadline) throw new Error('the server logged no console setup link');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Creates the console's first operator (an owner) with the setup link the server logged, and answers
 * their session cookie (`name=value`) and CSRF token, for calls to the console API.
 */
export async function createFirstOperator(
  server: RunningServer,
  email: string,
  password: string,
): Promise<{ cookie: string; csrfToken: string }> {
  const setup = await fetch(`${server.base}/api/console/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: await setupTokenOf(server), email, password }),
  });
  if (setup.status !== 201) throw new Error(`console setup answered ${setup.status}: ${await setup.text()}`);
  const cookie = (setup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const session = (await (
    await fetch(`${server.base}/api/console/session`, { headers: { cookie } })
  ).json()) as {
    csrfToken: string;
  };
  return { cookie, csrfToken: session.csrfToken };
}

/**
 * Axe's WCAG 2.1 A and AA violations on the page as it is now, as readable lines: the serious and
 * critical ones, or with `everyImpact` the moderate and minor ones too.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  { everyImpact = false }: { everyImpact?: boolean } = {},
): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Axe's serious and critical findings (with `everyImpact`, every finding), and sideways scrolling
 * wider than `width` (WCAG 1.4.10, reflow), as readable lines.
 */
export async function screenProblems(
  page: Page,
  where: string,
  width: number,
  options: { everyImpact?: boolean } = {},
): Promise<string[]> {
  const lines = await seriousViolations(page, where, options);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) lines.push(`${where}: ${scrollWidth} px wide, scrolls sideways`);
  return lines;
}

/** Types `query` into the city search labelled `label` in `scope` and picks the first suggestion named `expected`. */
export async function choosePlace(
  scope: Locator | Page,
  label: RegExp,
  query: string,
  expected: RegExp,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).fill(query);
  const option = scope.getByRole('option', { name: expected }).first();
  await option.waitFor();
  await option.click();
}

/** `text` as the source of a RegExp that matches it literally. */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A label's start, for `getByLabel`: its text before a hint in brackets, from the start and as whole
 * words. "Abholadresse (optional)" is found by its "Abholadresse", "Date" finds "Date *" but not a
 * "Dates", and French "Nom" is not found inside "Prénom".
 */
export function labelStart(label: string): RegExp {
  return new RegExp(`^${literally(label.split(' (')[0] ?? label)}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * The booking wizard's words in a language, from its dictionary, as the tests find them: the place
 * fields (comboboxes), the labels of step 1 and step 3, the buttons and headings of the four steps,
 * the success panel's title and its reference (the first group of `reference`).
 */
export function wizardText(lang: Language) {
  const { booking } = translations[lang];
  return {
    pickup: new RegExp(literally(booking.step1.pickup)),
    destination: new RegExp(literally(booking.step1.destination)),
    pickupDetail: labelStart(booking.step1.pickupDetail),
    destinationDetail: labelStart(booking.step1.destinationDetail),
    flight: booking.step1.flightNumber,
    date: labelStart(booking.step1.date),
    time: labelStart(booking.step1.time),
    passengers: labelStart(booking.step1.passengers),
    continue: booking.step1.continue,
    step2: booking.steps.vehiclePricing,
    firstName: labelStart(booking.step3.firstName),
    lastName: labelStart(booking.step3.lastName),
    email: labelStart(booking.step3.email),
    phone: labelStart(booking.step3.phone),
    review: booking.step3.review,
    confirm: booking.step4.confirm,
    sent: booking.success.title,
    reference: new RegExp(
      `${literally(booking.success.reference.replace('{{reference}}', ''))}(SPT-[A-Z0-9]+)`,
    ),
  };
}
