import type { MailDelivery, MailStatusResponse } from '@spt/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailDelivery, SESSION } from '../../test/fixtures';
import { type ApiCall, fakeApi, renderConsole } from '../../test/render-console';

const signedIn = {
  'GET /api/console/session': () => ({ status: 200, body: SESSION }),
  // The count of new requests beside the Bookings tab, asked on every page.
  'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
};

const FAILED = [
  mailDelivery(7, { kind: 'operator.reset', reference: 'operator', failedAt: '2026-12-01T12:00:00.000Z' }),
  mailDelivery(5, {
    kind: 'contact.business',
    reference: 'MSG-4F7K2M',
    attempts: 15,
    lastError: '421 Try later',
  }),
  mailDelivery(3, {
    kind: 'booking.customer',
    reference: 'SPT-7K3M9Q',
    failedAt: '2026-12-01T10:00:00.000Z',
  }),
  mailDelivery(2, { kind: 'booking.fancy', reference: 'SPT-7K3M9Q', failedAt: '2026-12-01T09:00:00.000Z' }),
];

/** The console with the mail's state from `failed`, and how the retry answers. */
function mailApi(
  failed: MailDelivery[],
  retry: (call: ApiCall) => { status: number; body?: unknown } = (call) => ({
    status: 200,
    body: { ...mailDelivery(Number(call.url.split('/')[4])), status: 'pending', attempts: 0, failedAt: null },
  }),
) {
  let listed = failed;
  return fakeApi({
    ...signedIn,
    'GET /api/console/mail': (): { status: number; body: MailStatusResponse } => ({
      status: 200,
      body: { failed: listed, failedCount: listed.length, pending: 0, oldestPendingMinutes: null },
    }),
    'POST /api/console/mail/7/retry': (call) => {
      const answer = retry(call);
      if (answer.status === 200 || answer.status === 404) listed = listed.filter((mail) => mail.id !== 7);
      return answer;
    },
  });
}

const listOfFailed = () => screen.getByRole('list', { name: 'Mails that could not be sent' });
const itemOf = (name: string) =>
  within(listOfFailed()).getByRole('article', { name }).closest('li') as HTMLElement;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console: the failed mails', () => {
  it('lists each failed mail in words, with what it is about, when it failed and the server’s reason', async () => {
    const api = mailApi(FAILED);
    await renderConsole('/console/mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Mails that could not be sent' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Password reset link',
      'Contact message, to the office',
      'Booking mail to the customer (request received)',
      // A kind this console has no words for is shown as it is.
      'booking.fancy',
    ]);

    const booking = itemOf('Booking mail to the customer (request received)');
    expect(within(booking).getByRole('link', { name: 'SPT-7K3M9Q' }).getAttribute('href')).toBe(
      '/console/bookings/SPT-7K3M9Q',
    );
    expect(within(booking).getByText('Failed 1 Dec 2026, 11:00 · tried 1 time')).toBeTruthy();
    const reason = within(booking).getByText('550 5.1.1 No such mailbox');
    expect(reason.getAttribute('lang')).toBe('en');
    expect(within(booking).getByText('The mail server’s answer (in English)')).toBeTruthy();

    const contact = itemOf('Contact message, to the office');
    expect(within(contact).getByText('Message MSG-4F7K2M')).toBeTruthy();
    expect(within(contact).queryByRole('link')).toBeNull();
    expect(within(contact).getByText('Failed 1 Dec 2026, 11:00 · tried 15 times')).toBeTruthy();
    // The password reset is about an account: no booking to link to.
    expect(within(itemOf('Password reset link')).queryByRole('link')).toBeNull();
    expect(within(itemOf('Password reset link')).queryByText(/operator/)).toBeNull();

    // Every button says which mail it sends.
    expect(within(list).getByRole('button', { name: 'Send again: Password reset link' })).toBeTruthy();
    expect(
      within(list).getByRole('button', {
        name: 'Send again: Booking mail to the customer (request received), SPT-7K3M9Q',
      }),
    ).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('sends one again with the CSRF token, says so where the button was, and refreshes', async () => {
    const api = mailApi(FAILED);
    const { user } = await renderConsole('/console/mail');
    await screen.findByRole('list', { name: 'Mails that could not be sent' });
    expect(await screen.findByText('4 mails could not be sent.')).toBeTruthy();
    const reset = itemOf('Password reset link');
    const gets = () => api.calls.filter((call) => call.url === '/api/console/mail').length;
    const before = gets();

    await user.click(within(reset).getByRole('button', { name: /^Send again/ }));

    const done = await within(reset).findByText('Sent again: it goes out in a moment.');
    // The focus was on the button, which is gone: it is on the answer now, not lost to the page.
    expect(document.activeElement).toBe(done);
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/console/mail/7/retry');
    expect(post?.headers['x-csrf-token']).toBe(SESSION.csrfToken);
    // Read again: the banner counts one fewer, and the mail stays in view until the page is left.
    expect(await screen.findByText('3 mails could not be sent.')).toBeTruthy();
    expect(gets()).toBeGreaterThan(before);
    expect(within(listOfFailed()).getAllByRole('article')).toHaveLength(4);
    expect(within(itemOf('Password reset link')).queryByRole('button')).toBeNull();
  });

  it('says so when someone else sent it again first (404)', async () => {
    mailApi(FAILED, () => ({ status: 404, body: { error: 'Not found', code: 'notFound' } }));
    const { user } = await renderConsole('/console/mail');
    await screen.findByRole('list', { name: 'Mails that could not be sent' });
    const reset = itemOf('Password reset link');
    await user.click(within(reset).getByRole('button', { name: /^Send again/ }));
    const answer = await within(reset).findByText('Already sent again by someone else.');
    expect(document.activeElement).toBe(answer);
    expect(await screen.findByText('3 mails could not be sent.')).toBeTruthy();
  });

  it('keeps the button, and the focus on it, when sending again fails for another reason', async () => {
    mailApi(FAILED, () => ({ status: 500, body: { error: 'x', code: 'internal' } }));
    const { user } = await renderConsole('/console/mail');
    await screen.findByRole('list', { name: 'Mails that could not be sent' });
    const reset = itemOf('Password reset link');
    const button = within(reset).getByRole('button', { name: /^Send again/ });
    // With the keyboard: to the button, then Enter.
    button.focus();
    await user.keyboard('{Enter}');
    expect((await within(reset).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(document.activeElement).toBe(within(reset).getByRole('button', { name: /^Send again/ }));
  });

  it('says when no mail has failed, and how many are still waiting to go out', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/console/mail': () => ({
        status: 200,
        body: { failed: [], failedCount: 0, pending: 2, oldestPendingMinutes: 1 },
      }),
    });
    await renderConsole('/console/mail');
    expect(await screen.findByText('No mail has failed.')).toBeTruthy();
    expect(screen.getByText('2 mails are waiting to go out.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Mails that could not be sent' })).toBeNull();
  });

  it('is in Dutch on a Dutch console, and in the menu', async () => {
    mailApi(FAILED);
    await renderConsole('/console/mail', 'nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('aria-current')).toBe('page');
    const list = await screen.findByRole('list', { name: 'E-mails die niet verstuurd konden worden' });
    expect(within(list).getByRole('heading', { name: 'Link voor een nieuw wachtwoord' })).toBeTruthy();
    expect(within(list).getAllByText('Antwoord van de mailserver (in het Engels)')).toHaveLength(4);
    expect(within(list).getByText('Mislukt op 1 dec 2026, 11:00 · 1 keer geprobeerd')).toBeTruthy();
    expect(
      within(list).getByRole('button', { name: 'Opnieuw versturen: Link voor een nieuw wachtwoord' }),
    ).toBeTruthy();
  });
});
