import type { MailStatusResponse } from '@spt/contracts';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_KEY } from '../lib/mail';
import { INCOMING_REFRESH_MS } from '../lib/new-bookings';
import { fleetHandlers, mailDelivery, SESSION } from '../test/fixtures';
import { fakeApi, QUIET_MAIL, renderConsole } from '../test/render-console';

const signedIn = { 'GET /api/console/session': () => ({ status: 200, body: SESSION }) };
const noBookings = {
  'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
};

/** What the page's live regions say (the page's own loading spinners left out). */
const liveTexts = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .filter((text) => text && text !== 'Loading…');

function mailApi(answer: () => MailStatusResponse, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...signedIn,
    ...noBookings,
    ...fleetHandlers(),
    ...more,
    'GET /api/console/mail': () => ({ status: 200, body: answer() }),
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console: the mail banner', () => {
  it('says how many mails could not be sent, and leads to their list', async () => {
    const api = mailApi(() => ({
      failed: [mailDelivery(2), mailDelivery(1, { kind: 'operator.reset', reference: 'operator' })],
      failedCount: 2,
      pending: 0,
      oldestPendingMinutes: null,
    }));
    const { user, router } = await renderConsole('/console/bookings');
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    expect(await screen.findByText('2 mails could not be sent.')).toBeTruthy();
    expect(liveTexts()).toEqual(['2 mails could not be sent.']);
    expect(screen.queryByText('Mail is not going out.')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Show them and send them again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/mail');
    // On the list itself the banner still counts, without a link to where the operator already is.
    expect(screen.getByText('2 mails could not be sent.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show them and send them again' })).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('says mail is not going out once the oldest has waited 15 minutes, in plain words', async () => {
    mailApi(() => ({ failed: [], failedCount: 0, pending: 12, oldestPendingMinutes: 40 }), {
      'GET /api/console/messages': () => ({ status: 200, body: { items: [] } }),
    });
    await renderConsole('/console/messages');
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    expect(await screen.findByText('Mail is not going out.')).toBeTruthy();
    expect(
      screen.getByText(
        'The oldest has waited 40 min: the mail server is not taking them. Check the mail server’s address and login in the server’s settings (SMTP_URL), or ask whoever looks after the server. Nothing is lost: the mails go out as soon as the mail server answers.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/could not be sent/)).toBeNull();
  });

  it('says it in Dutch on a Dutch console, with both troubles at once', async () => {
    mailApi(() => ({
      failed: [mailDelivery(1)],
      failedCount: 1,
      pending: 3,
      oldestPendingMinutes: 130,
    }));
    await renderConsole('/console/bookings', 'nl');
    expect(await screen.findByText('1 e-mail kon niet worden verstuurd.')).toBeTruthy();
    expect(screen.getByText('Er gaat geen e-mail de deur uit.')).toBeTruthy();
    expect(
      screen.getByText(/^De oudste wacht al 2 u 10 min: de mailserver neemt ze niet aan\. Controleer/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijken en opnieuw versturen' })).toBeTruthy();
  });

  it('shows nothing while the mail goes out (some waiting for less than 15 minutes)', async () => {
    mailApi(() => ({ failed: [], failedCount: 0, pending: 3, oldestPendingMinutes: 14 }));
    const { queryClient } = await renderConsole('/console/bookings');
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    await vi.waitFor(() => expect(queryClient.getQueryData(MAIL_KEY)).toBeTruthy());
    expect(liveTexts()).toEqual([]);
    expect(screen.queryByText(/could not be sent/)).toBeNull();
    expect(screen.queryByText('Mail is not going out.')).toBeNull();
  });

  it('is not asked for while the operator must still set up two-step sign-in (it would be refused)', async () => {
    const api = fakeApi({
      'GET /api/console/session': () => ({ status: 200, body: { ...SESSION, mfaEnrolmentRequired: true } }),
      'GET /api/console/sessions': () => ({ status: 200, body: { sessions: [] } }),
      'GET /api/console/mfa': () => ({
        status: 200,
        body: { enabled: false, required: true, recoveryCodesLeft: 0 },
      }),
    });
    await renderConsole('/console/account');
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    expect(api.calls.filter((call) => call.url === '/api/console/mail')).toEqual([]);
    expect(api.unanswered).toEqual([]);
  });

  it('reads the mail again with the list’s rhythm and announces only what changed', async () => {
    let answer: MailStatusResponse = QUIET_MAIL;
    mailApi(() => answer);
    const { queryClient } = await renderConsole('/console/bookings');
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    const observers = queryClient.getQueryCache().find({ queryKey: MAIL_KEY })?.observers ?? [];
    expect(observers.length).toBeGreaterThan(0);
    for (const observer of observers) {
      expect(observer.options.refetchInterval).toBe(INCOMING_REFRESH_MS);
      expect(observer.options.refetchIntervalInBackground).toBe(true);
    }
    const refresh = () => act(() => queryClient.refetchQueries({ queryKey: MAIL_KEY }));

    answer = { failed: [], failedCount: 0, pending: 5, oldestPendingMinutes: 40 };
    await refresh();
    await screen.findByText(/^The oldest has waited 40 min:/);
    const region = screen.getAllByRole('status').find((r) => r.textContent === 'Mail is not going out.');
    expect(region).toBeTruthy();
    // A minute later only the wait changes: seen on screen, not said again.
    answer = { ...answer, oldestPendingMinutes: 41 };
    await refresh();
    expect(await screen.findByText(/^The oldest has waited 41 min:/)).toBeTruthy();
    expect(region?.isConnected).toBe(true);
    expect(region?.textContent).toBe('Mail is not going out.');
    expect(within(region as HTMLElement).queryByText(/41/)).toBeNull();

    answer = QUIET_MAIL;
    await refresh();
    await vi.waitFor(() => expect(screen.queryByText('Mail is not going out.')).toBeNull());
    expect(liveTexts()).toEqual([]);
  });
});
