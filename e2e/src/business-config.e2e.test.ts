import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { quoteTrip, toBookingPricing, VEHICLES } from '@spt/pricing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamIn, freePort, ROOT, type RunningServer, readableMail, startServer } from './harness.js';

// Issue 15: one business configuration. A copy of this checkout gets a business.config.ts with
// another company name and one changed rate, is built the way `pnpm start` builds it, and served:
// the new values must reach the prerendered pages, the quote API, the fare check and the mails.

const run = promisify(execFile);
const NAME = 'Amstel Executive Cars';
/** Vehicle 1's minimum fare, 50 euros in the specification. */
const MIN_PRICE_CENTS = 4500;
const CONFIGURED = VEHICLES.map((v) => (v.id === 1 ? { ...v, minPriceCents: MIN_PRICE_CENTS } : v));
// A short trip, where the minimum fare is what the E 350 Sedan costs.
const SCHIPHOL = { lat: 52.3105, lon: 4.7683 };
const BADHOEVEDORP = { lat: 52.3369, lon: 4.7833 };

let copy: string;
let server: RunningServer;
let smtp: SMTPServer;
const inbox: string[] = [];

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'business-config-'));
  // The checkout's files and built packages; the dependencies are the same installed ones.
  cpSync(ROOT, copy, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const path = relative(ROOT, source);
      return !/^(\.git|\.turbo|node_modules|apps[\\/]web[\\/](dist|dist-ssr))([\\/]|$)/.test(path);
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');

  const configPath = join(copy, 'business.config.ts');
  const config = readFileSync(configPath, 'utf8');
  const changed = config
    .replace(/^(\s+)name: 'Schiphol Premium Taxi',$/m, `$1name: '${NAME}',`)
    .replace(/^(\s+)legalName: 'Schiphol Premium Taxi B\.V\.',$/m, `$1legalName: '${NAME} B.V.',`)
    .replace(
      '{ ...specVehicle(1), display',
      `{ ...specVehicle(1), minPriceCents: ${MIN_PRICE_CENTS}, display`,
    );
  expect(changed.split(NAME)).toHaveLength(3);
  expect(changed).toContain(`minPriceCents: ${MIN_PRICE_CENTS}`);
  writeFileSync(configPath, changed);

  // What `pnpm start` rebuilds after a change of the configuration: the package that holds it, then
  // the site. The API and the other packages import it at run time.
  for (const pkg of ['packages/business', 'apps/web'])
    await run('pnpm', ['run', 'build'], { cwd: join(copy, pkg), maxBuffer: 64 * 1024 * 1024 });

  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push(readableMail(Buffer.concat(chunks).toString('utf8')));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, copy);
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a changed business.config.ts', () => {
  it('reaches the prerendered pages: titles, structured data, the fleet and the "from" price', async () => {
    for (const path of ['/en/', '/nl/']) {
      const html = await (await fetch(`${server.base}${path}`)).text();
      // Whole pages are long: each check reports what it looked for, not the page.
      const has = (pattern: string | RegExp) =>
        typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
      expect(has(`<title>${NAME} | `), `${path}: title`).toBe(true);
      expect(has(`"name":"${NAME}"`), `${path}: JSON-LD`).toBe(true);
      expect(has('Schiphol Premium Taxi'), `${path}: the old name`).toBe(false);
      expect(has(/€\s?45(?![\d,.])/), `${path}: from €45`).toBe(true);
      expect(has(/€\s?50(?![\d,.])/), `${path}: the old €50`).toBe(false);
    }
  });

  it('reaches the quote API', async () => {
    const point = ({ lat, lon }: { lat: number; lon: number }) => `${lat},${lon}`;
    const response = await fetch(
      `${server.base}/api/quote?pickup=${point(SCHIPHOL)}&destination=${point(BADHOEVEDORP)}`,
    );
    expect(response.status).toBe(200);
    const quote = (await response.json()) as { prices: { vehicleId: number; finalPrice: number }[] };
    const sedan = quote.prices.find((price) => price.vehicleId === 1);
    expect(sedan?.finalPrice).toBe(MIN_PRICE_CENTS / 100);
    // The specification's fleet would have charged its own minimum here.
    expect(quoteTrip(SCHIPHOL, BADHOEVEDORP).prices[0]?.finalPriceCents).toBe(5000);
  });

  it('reaches the fare check and the mails', async () => {
    const booking = (vehicles: typeof VEHICLES) => {
      const trip = quoteTrip(SCHIPHOL, BADHOEVEDORP, vehicles);
      const price = trip.prices[0];
      if (!price) throw new Error('no price');
      return {
        pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
        destination: 'Badhoevedorp, Haarlemmermeer, Noord-Holland, Nederland',
        flightNumber: 'KL1234',
        date: amsterdamIn(3 * 24 * 60).date,
        time: '10:30',
        passengers: 1,
        luggage: 1,
        contactName: 'Jan Jansen',
        contactEmail: 'jan@example.com',
        contactPhone: '+31 6 12345678',
        distance: trip.distance.km,
        duration: trip.durationText,
        selectedVehicle: { id: 1, name: 'E 350 Sedan', type: 'Saloon' },
        pricing: toBookingPricing(price),
        coordinates: { pickup: SCHIPHOL, destination: BADHOEVEDORP },
        source: 'website',
        website: '',
        locale: 'en',
      };
    };
    const post = (body: unknown) =>
      fetch(`${server.base}/api/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // The specification's minimum no longer matches the server's fare.
    const stale = await post(booking(VEHICLES));
    expect(await stale.json()).toMatchObject({ code: 'fareMismatch' });
    expect(stale.status).toBe(422);

    const accepted = await post(booking(CONFIGURED));
    expect(accepted.status).toBe(201);
    const { reference } = (await accepted.json()) as { reference: string };

    const deadline = Date.now() + 30_000;
    while (!inbox.some((mail) => mail.includes(reference) && mail.includes('jan@example.com'))) {
      if (Date.now() > deadline) throw new Error('no booking mail within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const mails = inbox.filter((mail) => mail.includes(reference));
    for (const mail of mails) {
      expect(mail).toContain(NAME);
      expect(mail).not.toContain('Schiphol Premium Taxi');
    }
    expect(mails.some((mail) => mail.includes('45.00') || mail.includes('45,00'))).toBe(true);
  });
});
