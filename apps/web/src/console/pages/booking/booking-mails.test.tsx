import type { BookingDetailResponse } from '@spt/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detail, fleetHandlers, mailDelivery, SESSION } from '../../test/fixtures';
import { fakeApi, renderConsole } from '../../test/render-console';

const REF = 'SPT-7K3M9Q';

/** The booking with a failed status mail, a mail still waiting after two tries, and a sent one. */
function withMails(): BookingDetailResponse {
  return {
    ...detail(REF, 'confirmed'),
    mails: [
      mailDelivery(12, { kind: 'booking.status', failedAt: '2026-12-02T08:15:00.000Z', attempts: 1 }),
      mailDelivery(11, {
        kind: 'driver.assigned',
        status: 'pending',
        attempts: 2,
        lastError: '421 4.7.0 Try again later',
        failedAt: null,
      }),
      mailDelivery(10, {
        kind: 'booking.customer',
        status: 'sent',
        attempts: 1,
        lastError: null,
        failedAt: null,
        sentAt: '2026-12-01T10:00:05.000Z',
      }),
    ],
  };
}

function bookingApi(answer: () => BookingDetailResponse, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/console/session': () => ({ status: 200, body: SESSION }),
    ...fleetHandlers(),
    'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    [`GET /api/console/bookings/${REF}`]: () => ({ status: 200, body: answer() }),
    ...more,
  });
}

const mailsSection = async () => screen.findByRole('region', { name: 'Mails' });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console: a booking’s mails', () => {
  it('lists them in words with how each went: sent, waiting after tries, failed with the reason', async () => {
    const api = bookingApi(withMails);
    await renderConsole(`/console/bookings/${REF}`);
    const section = await mailsSection();
    const mails = within(section).getAllByRole('article');
    expect(mails.map((mail) => within(mail).getByRole('heading').textContent)).toEqual([
      'Status mail to the customer',
      'New ride, to the driver',
      'Booking mail to the customer (request received)',
    ]);
    const [failed, waiting, sent] = mails as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(failed).getByText('Failed 2 Dec 2026, 09:15 · tried 1 time')).toBeTruthy();
    expect(within(failed).getByText('550 5.1.1 No such mailbox')).toBeTruthy();
    expect(
      within(failed).getByRole('button', { name: 'Send again: Status mail to the customer' }),
    ).toBeTruthy();
    expect(within(waiting).getByText('Waiting to go out (tried 2 times)')).toBeTruthy();
    expect(within(waiting).getByText('421 4.7.0 Try again later')).toBeTruthy();
    expect(within(sent).getByText('Sent 1 Dec 2026, 11:00')).toBeTruthy();
    // Only a failed mail can be sent again; on the booking itself no link back to it.
    expect(within(section).getAllByRole('button')).toHaveLength(1);
    expect(within(section).queryByRole('link')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('sends a failed one again with the CSRF token and keeps the focus where the button was', async () => {
    let current = withMails();
    const api = bookingApi(() => current, {
      'POST /api/console/mail/12/retry': () => {
        const [first, ...rest] = current.mails;
        const pending = {
          ...(first ?? mailDelivery(12)),
          status: 'pending' as const,
          attempts: 0,
          failedAt: null,
        };
        current = { ...current, mails: [pending, ...rest] };
        return { status: 200, body: pending };
      },
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const section = await mailsSection();
    const button = within(section).getByRole('button', { name: /^Send again/ });
    button.focus();
    await user.keyboard('{Enter}');

    const done = await within(section).findByText('Sent again: it goes out in a moment.');
    expect(document.activeElement).toBe(done);
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/console/mail/12/retry');
    expect(post?.headers['x-csrf-token']).toBe(SESSION.csrfToken);
    // The booking is read again: the mail now waits to go out, and nothing is left to send again.
    const first = within(section).getAllByRole('article')[0] as HTMLElement;
    expect(await within(first).findByText('Waiting to go out')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(done);
  });

  it('says when the booking has no mail yet, in Dutch too', async () => {
    bookingApi(() => detail(REF));
    await renderConsole(`/console/bookings/${REF}`, 'nl');
    const section = await screen.findByRole('region', { name: 'E-mails' });
    expect(within(section).getByText('Nog geen e-mail over deze boeking.')).toBeTruthy();
  });
});
