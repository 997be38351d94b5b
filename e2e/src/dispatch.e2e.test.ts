// The operator's busy morning in real Chromium against the real server, on a 390 px phone in Dutch
// and a 1366 px laptop in English: a driver added and their private link shown once; a ride confirmed
// (focus starts in the driver's name, and spaces typed there stay there), its time changed with the
// server's new price shown, a driver and a car assigned; a second ride on the same car at an
// overlapping time refused with the overlap, then assigned anyway; the day board marking both; axe
// on the drivers page, the link dialog, the edit dialog and the board, and no sideways scrolling.
// And a booking taken by phone, entered on a 390 px phone in Dutch: it opens on its own page with
// "Telefonisch ingevoerd" (entered by phone) on the timeline.
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amsterdamTomorrow,
  bookThroughApi,
  calendarAttachment,
  choosePlace,
  createFirstOperator,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  type RunningServer,
  rawMailsOf,
  readableMail,
  screenProblems,
  startServer,
} from './harness';

const EMAIL = 'dispatch@example.com';
const PASSWORD = 'a sentence long enough to remember';
/** The booked minivan's only car (business.config.ts lists no units, so one per vehicle). */
const MINIVAN_CAR = '3-1';

let server: RunningServer;
let browser: Browser;

/** The `YYYY-MM-DD` day `days` after `day`. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** What each run reads and types: a phone in Dutch, a laptop in English. */
const RUNS = [
  {
    name: 'English on a 1366 px laptop',
    viewport: DESKTOP,
    locale: 'en-GB',
    day: addDays(amsterdamTomorrow(), 2),
    driver: 'Piet de Vries',
    text: {
      email: 'Email address',
      password: 'Password',
      signIn: 'Sign in',
      drivers: 'Drivers',
      addHeading: 'Add a driver',
      name: 'Name',
      phone: 'Mobile phone',
      driverEmail: 'Email address (optional)',
      addDriver: 'Add driver',
      added: (name: string) => `${name} is added.`,
      newLink: (name: string) => `New link ${name}`,
      linkDialog: (name: string) => `Private link for ${name}`,
      makeLink: 'Make a new link',
      shownOnce: /This link is shown only now/,
      copy: 'Copy link',
      copied: 'The link is copied.',
      done: 'Done',
      confirm: 'Confirm',
      confirmDialog: (ref: string) => `Confirm booking ${ref}`,
      driverName: 'Driver’s name',
      driverPhone: 'Driver’s phone',
      confirmSubmit: 'Confirm booking',
      confirmed: (ref: string) => `Booking ${ref} is now Confirmed.`,
      edit: 'Edit booking',
      editDialog: (ref: string) => `Edit booking ${ref}`,
      time: 'Pickup time (Amsterdam)',
      save: 'Save changes',
      changed: (ref: string) => new RegExp(`^Booking ${ref} is changed\\. Its price is now €\\d`),
      timeLine: 'Pickup time: 09:30 → 10:15',
      assignDriver: 'Driver',
      assignCar: 'Car',
      assignSubmit: 'Save driver and car',
      assigned: 'The driver and car are saved.',
      conflict: 'This driver or car already has a ride at that time:',
      force: 'Assign anyway',
      forced: (ref: string) => `Saved, although it overlaps with ${ref}.`,
      board: 'Board',
      overlaps: 'Overlaps with',
    },
  },
  {
    name: 'Dutch on a 390 px phone',
    viewport: PHONE,
    locale: 'nl-NL',
    day: addDays(amsterdamTomorrow(), 3),
    driver: 'Sanne van Dijk',
    text: {
      email: 'E-mailadres',
      password: 'Wachtwoord',
      signIn: 'Inloggen',
      drivers: 'Chauffeurs',
      addHeading: 'Chauffeur toevoegen',
      name: 'Naam',
      phone: 'Mobiel nummer',
      driverEmail: 'E-mailadres (optioneel)',
      addDriver: 'Chauffeur toevoegen',
      added: (name: string) => `${name} is toegevoegd.`,
      newLink: (name: string) => `Nieuwe link ${name}`,
      linkDialog: (name: string) => `Persoonlijke link voor ${name}`,
      makeLink: 'Nieuwe link maken',
      shownOnce: /Deze link wordt alleen nu getoond/,
      copy: 'Link kopiëren',
      copied: 'De link is gekopieerd.',
      done: 'Klaar',
      confirm: 'Bevestigen',
      confirmDialog: (ref: string) => `Boeking ${ref} bevestigen`,
      driverName: 'Naam van de chauffeur',
      driverPhone: 'Telefoonnummer van de chauffeur',
      confirmSubmit: 'Boeking bevestigen',
      confirmed: (ref: string) => `Boeking ${ref} is nu Bevestigd.`,
      edit: 'Boeking wijzigen',
      editDialog: (ref: string) => `Boeking ${ref} wijzigen`,
      time: 'Ophaaltijd (Amsterdam)',
      save: 'Wijzigingen opslaan',
      changed: (ref: string) => new RegExp(`^Boeking ${ref} is gewijzigd\\. De prijs is nu €`),
      timeLine: 'Ophaaltijd: 09:30 → 10:15',
      assignDriver: 'Chauffeur',
      assignCar: 'Auto',
      assignSubmit: 'Chauffeur en auto opslaan',
      assigned: 'Chauffeur en auto zijn opgeslagen.',
      conflict: 'Deze chauffeur of auto heeft op dat moment al een rit:',
      force: 'Toch toewijzen',
      forced: (ref: string) => `Opgeslagen, hoewel de rit overlapt met ${ref}.`,
      board: 'Planning',
      overlaps: 'Overlapt met',
    },
  },
] as const;

const problems = screenProblems;

/**
 * Chromium logs every 4xx answer as a console error: the session check before signing in (401) and
 * the refused overlapping assignment (409) are expected.
 */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (401|409)/.test(e));

beforeAll(async () => {
  server = await startServer();
  await createFirstOperator(server, EMAIL, PASSWORD);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('dispatch in the console against the real API', () => {
  for (const run of RUNS) {
    it(`${run.name}: add a driver, change and assign a ride, see the overlap on the board`, async () => {
      const { text: tx, viewport } = run;
      const book = (time: string, name: string) =>
        bookThroughApi(server.base, {
          date: run.day,
          time,
          locale: 'en',
          name,
          email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
        });
      const first = await book('09:30', 'Jan Jansen');
      const second = await book('10:00', 'Eva de Boer');

      const { context, page, errors } = await newPage(browser, { viewport, locale: run.locale });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base });
      const lines: string[] = [];
      // Which address answered 404, should one do so (Chromium's console line does not say).
      const notFound: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) notFound.push(response.url());
      });

      await page.goto(`${server.base}/console/drivers`);
      await page.getByLabel(tx.email).fill(EMAIL);
      await page.getByLabel(tx.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: tx.signIn }).click();
      await page.getByRole('heading', { level: 1, name: tx.drivers }).waitFor();

      // A driver, and their private link: shown once, copied.
      const add = page.getByRole('region', { name: tx.addHeading });
      await add.getByLabel(tx.name, { exact: true }).fill(run.driver);
      await add.getByLabel(tx.phone).fill('+31 6 87654321');
      await add.getByLabel(tx.driverEmail).fill('driver@example.com');
      await add.getByRole('button', { name: tx.addDriver }).click();
      await page
        .getByRole('status')
        .filter({ hasText: tx.added(run.driver) })
        .waitFor();
      lines.push(...(await problems(page, 'drivers', viewport.width)));
      await page.getByRole('button', { name: tx.newLink(run.driver) }).click();
      const linkDialog = page.getByRole('dialog', { name: tx.linkDialog(run.driver) });
      await linkDialog.getByRole('button', { name: tx.makeLink }).click();
      const url = linkDialog.getByLabel(tx.linkDialog(run.driver));
      await url.waitFor();
      expect(await url.inputValue()).toMatch(/\/driver#t=[\w-]{43}$/);
      await linkDialog.getByText(tx.shownOnce).waitFor();
      lines.push(...(await problems(page, 'driver link', viewport.width)));
      await linkDialog.getByRole('button', { name: tx.copy }).click();
      await linkDialog.getByText(tx.copied).waitFor();
      // (The site's Permissions-Policy lets a page write the clipboard, not read it back.)
      await linkDialog.getByRole('button', { name: tx.done }).click();
      await linkDialog.waitFor({ state: 'hidden' });

      // Confirm the first ride: focus starts in the driver's name; a space typed there stays there.
      await page.goto(`${server.base}/console/bookings/${first}`);
      await page.getByRole('button', { name: tx.confirm, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: tx.confirmDialog(first) });
      await confirm.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? ''))
        .toBe(await confirm.getByLabel(tx.driverName).getAttribute('id'));
      await page.keyboard.type(run.driver);
      expect(await confirm.isVisible()).toBe(true);
      expect(await confirm.getByLabel(tx.driverName).inputValue()).toBe(run.driver);
      await confirm.getByLabel(tx.driverPhone).fill('+31 6 87654321');
      await confirm.getByRole('button', { name: tx.confirmSubmit }).click();
      await page
        .getByRole('status')
        .filter({ hasText: tx.confirmed(first) })
        .waitFor();

      // Change its time: the server quotes it again and the new price is shown.
      await page.getByRole('button', { name: tx.edit }).click();
      const edit = page.getByRole('dialog', { name: tx.editDialog(first) });
      await edit.waitFor();
      lines.push(...(await problems(page, 'edit booking', viewport.width)));
      await edit.getByLabel(tx.time).fill('10:15');
      await edit.getByRole('button', { name: tx.save }).click();
      await page
        .getByRole('status')
        .filter({ hasText: tx.changed(first) })
        .waitFor();
      await edit.waitFor({ state: 'hidden' });
      await page.getByText(tx.timeLine).waitFor();

      // The customer is mailed the new time, with the same calendar event one SEQUENCE further on
      // (read by Mozilla's ical.js, not by anything of ours).
      const [confirmedMail] = await rawMailsOf(server.dataDir, first, 'booking.status');
      const [changedMail] = await rawMailsOf(server.dataDir, first, 'booking.changed');
      expect(readableMail(changedMail ?? '')).toMatch(/10:15/);
      const eventOf = (eml: string | undefined) => {
        const ics = calendarAttachment(eml ?? '');
        expect(ics, 'a calendar attachment').not.toBeNull();
        const vevent = ICAL.Component.fromString(ics ?? '').getFirstSubcomponent('vevent');
        if (!vevent) throw new Error('no VEVENT');
        return new ICAL.Event(vevent);
      };
      const before = eventOf(confirmedMail);
      const after = eventOf(changedMail);
      expect(after.uid).toBe(before.uid);
      expect(after.sequence).toBe(before.sequence + 1);
      expect(after.startDate.toString()).toMatch(/T10:15:00/);

      // The driver and the minivan.
      await page.getByLabel(tx.assignDriver, { exact: true }).selectOption({ label: run.driver });
      await page.getByLabel(tx.assignCar, { exact: true }).selectOption(MINIVAN_CAR);
      await page.getByRole('button', { name: tx.assignSubmit }).click();
      await page.getByText(tx.assigned).waitFor();

      // The second ride on the same car at 10:00: refused with the overlap, then assigned anyway.
      await page.goto(`${server.base}/console/bookings/${second}`);
      await page.getByLabel(tx.assignCar, { exact: true }).selectOption(MINIVAN_CAR);
      await page.getByRole('button', { name: tx.assignSubmit }).click();
      await page.getByText(tx.conflict).waitFor();
      expect(await page.getByRole('link', { name: first }).getAttribute('href')).toBe(
        `/console/bookings/${first}`,
      );
      await page.getByRole('button', { name: tx.force }).click();
      await page.getByText(tx.forced(first)).waitFor();

      // The board of the day: both rides on the minivan, each marked as overlapping the other.
      await page.getByRole('link', { name: tx.board }).click();
      await page.getByRole('heading', { level: 1, name: tx.board }).waitFor();
      await page.goto(`${server.base}/console/board?date=${run.day}`);
      const car = page
        .getByRole('region')
        .filter({ has: page.getByRole('link', { name: first }) })
        .last();
      await car.getByRole('link', { name: second }).first().waitFor();
      expect(await car.getByText(tx.overlaps).count()).toBe(2);
      lines.push(...(await problems(page, 'board', viewport.width)));

      expect(lines).toEqual([]);
      expect(unexpected(errors), notFound.join(', ')).toEqual([]);
      await context.close();
    });
  }

  it('Dutch on a 390 px phone: a booking taken by phone, priced by the server, opens on its own page', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'nl-NL' });
    const lines: string[] = [];
    await page.goto(`${server.base}/console/bookings`);
    await page.getByLabel('E-mailadres').fill(EMAIL);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Boekingen' }).waitFor();
    lines.push(...(await problems(page, 'bookings', PHONE.width)));

    await page.getByRole('link', { name: 'Nieuwe boeking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nieuwe boeking' }).waitFor();
    await choosePlace(page, /^Ophaallocatie$/, 'Schiphol', /Schiphol/);
    await choosePlace(page, /^Bestemming$/, 'Utrecht', /Utrecht/);
    await page.getByLabel('Adresregel ophaallocatie (optioneel)').fill('Terminal 1, aankomsthal');
    await page.getByLabel('Ophaaldatum').fill(addDays(amsterdamTomorrow(), 4));
    await page.getByLabel('Ophaaltijd').fill('14:00');
    await page.getByLabel('Passagiers', { exact: true }).selectOption('2');
    await page.getByLabel('Stuks bagage').selectOption('2');
    // The server's prices, only for the vehicles that fit.
    const saloon = page.getByRole('radio', { name: /E 350 Sedan/ });
    await saloon.waitFor();
    await expect.poll(() => page.getByRole('radio').count()).toBeGreaterThan(1);
    await saloon.check();
    await page.getByLabel('Naam van de klant').fill('Kees Visser');
    await page.getByLabel('E-mailadres').fill('kees@example.com');
    await page.getByLabel('Telefoonnummer', { exact: true }).fill('+31 6 11223344');
    expect(await page.getByLabel('Taal van de klant').inputValue()).toBe('nl');
    lines.push(...(await problems(page, 'new booking', PHONE.width)));

    await page.getByRole('button', { name: 'Boeking opslaan' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Boeking SPT-/ });
    await heading.waitFor();
    const reference = (await heading.textContent())?.replace(/^Boeking /, '') ?? '';
    expect(new URL(page.url()).pathname).toBe(`/console/bookings/${reference}`);
    await page.getByText('Telefonisch ingevoerd').waitFor();
    await page.getByText('Kees Visser').first().waitFor();
    lines.push(...(await problems(page, 'phone booking', PHONE.width)));

    expect(lines).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
