// An owner's own account in real Chromium against the real server, on a 390 px phone in Dutch: taken
// to set up two-step sign-in before anything else; set up by typing the key the page shows into a
// computed authenticator (otplib, RFC 6238); the recovery codes shown once; then signing out and in
// again with a code; axe and no sideways scrolling on each screen.
import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFirstOperator,
  launchBrowser,
  newPage,
  PHONE,
  type RunningServer,
  screenProblems,
  startServer,
} from './harness';

const EMAIL = 'owner@example.com';
const PASSWORD = 'a sentence long enough to remember';
let server: RunningServer;
let browser: Browser;

/** Chromium logs every 4xx answer as a console error: the session check (401) and the code asked for. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

beforeAll(async () => {
  // Two-step sign-in required of owners, as in production.
  server = await startServer({ CONSOLE_MFA: 'owners' });
  await createFirstOperator(server, EMAIL, PASSWORD);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('your account', () => {
  it('Dutch on a phone: set up two-step sign-in from the key, sign out, sign in with a code', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: PHONE, locale: 'nl-NL' });
    await context.grantPermissions(['clipboard-write'], { origin: server.base });
    const lines: string[] = [];
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    const signIn = async (code?: string) => {
      await page.getByLabel('E-mailadres').fill(EMAIL);
      await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      if (code === undefined) return;
      const field = page.getByLabel('Code uit je authenticator-app');
      await field.waitFor();
      lines.push(...(await screenProblems(page, 'sign-in code', PHONE.width)));
      await field.fill(code);
      await page.getByRole('button', { name: 'Inloggen' }).click();
    };

    // Wherever the owner goes first, the console takes them to set up two-step sign-in.
    await page.goto(`${server.base}/console/bookings`);
    await page.getByRole('button', { name: 'Nederlands' }).click();
    await signIn();
    await page.getByRole('heading', { level: 1, name: 'Mijn account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/account');
    await page.getByText(/Als eigenaar heb je inloggen in twee stappen nodig/).waitFor();
    lines.push(...(await screenProblems(page, 'account', PHONE.width)));

    const section = page.getByRole('region', { name: 'Inloggen in twee stappen' });
    await section.getByText('Nog niet ingesteld. Als eigenaar heb je het nodig: stel het nu in.').waitFor();
    await section.getByRole('button', { name: 'Inloggen in twee stappen instellen' }).click();
    await section.getByRole('img', { name: 'QR-code voor je authenticator-app' }).waitFor();
    const secret = ((await section.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    lines.push(...(await screenProblems(page, 'second factor setup', PHONE.width)));
    await section.getByLabel('Code uit de app').fill(await generate({ secret }));
    await section.getByRole('button', { name: 'Inloggen in twee stappen aanzetten' }).click();
    const codes = section.getByRole('list', { name: 'Je herstelcodes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await section.getByText('Aan. Je hebt nog 10 herstelcodes.').waitFor();
    lines.push(...(await screenProblems(page, 'recovery codes', PHONE.width)));
    // The rest of the console is open now, without signing in again.
    await page.getByRole('link', { name: 'Boekingen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Boekingen' }).waitFor();

    // Signed out, then in again: the password alone is not enough any more.
    await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
    await page.getByText('Je bent uitgelogd.').waitFor();
    // The code of the next 30-second step (the one above is spent; one step of drift is allowed).
    await signIn(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('heading', { level: 1, name: 'Boekingen' }).waitFor();

    expect(lines).toEqual([]);
    expect(unexpected(errors), refused.join(', ')).toEqual([]);
    await context.close();
  });
});
