import type { BookingDetailResponse, ConsolePayment } from '@spt/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPATCHER_SESSION, detail, fleetHandlers, SESSION } from '../../test/fixtures';
import { type ApiCall, fakeApi, renderConsole } from '../../test/render-console';

const REF = 'SPT-7K3M9Q';

/** A first payment the customer abandoned, then one paid with iDEAL and partly refunded. */
const PAYMENTS: ConsolePayment[] = [
  {
    id: 'tr_7UhSN1zuXS',
    status: 'expired',
    amount: 619.74,
    method: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    paidAt: null,
    refunds: [],
  },
  {
    id: 'tr_WDqYK6vllg',
    status: 'paid',
    amount: 619.74,
    method: 'ideal',
    createdAt: '2026-12-01T10:20:00.000Z',
    paidAt: '2026-12-01T10:21:30.000Z',
    refunds: [
      { id: 're_4qqhO89gsT', amount: 200, status: 'refunded', createdAt: '2026-12-02T08:15:00.000Z' },
      { id: 're_queued0001', amount: 19.74, status: 'queued', createdAt: '2026-12-02T09:00:00.000Z' },
    ],
  },
];

function bookingApi(answer: BookingDetailResponse) {
  return fakeApi({
    'GET /api/console/session': () => ({ status: 200, body: SESSION }),
    ...fleetHandlers(),
    'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    [`GET /api/console/bookings/${REF}`]: () => ({ status: 200, body: answer }),
  });
}

/** The label/value pairs of a payment's description list. */
const facts = (payment: HTMLElement) =>
  [...payment.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console: a booking’s payments', () => {
  it('lists each payment with its amount, status, method, dates, id and refunds', async () => {
    const api = bookingApi({ ...detail(REF, 'confirmed'), payments: PAYMENTS });
    await renderConsole(`/console/bookings/${REF}`);
    const section = await screen.findByRole('region', { name: 'Payment' });
    const payments = within(section).getAllByRole('article');
    expect(payments.map((payment) => within(payment).getByRole('heading', { level: 3 }).textContent)).toEqual(
      ['€619.74 · Expired', '€619.74 · Paid'],
    );
    const [abandoned, paid] = payments as [HTMLElement, HTMLElement];
    expect(facts(abandoned)).toEqual([
      ['Method', 'Not chosen yet'],
      ['Started', '1 Dec 2026, 11:00'],
      ['Payment ID (Mollie)', 'tr_7UhSN1zuXS'],
    ]);
    expect(within(abandoned).queryByRole('heading', { name: 'Refunds' })).toBeNull();
    expect(facts(paid)).toEqual([
      ['Method', 'iDEAL'],
      ['Started', '1 Dec 2026, 11:20'],
      ['Paid on', '1 Dec 2026, 11:21'],
      ['Payment ID (Mollie)', 'tr_WDqYK6vllg'],
    ]);
    expect(within(paid).getByRole('heading', { level: 4, name: 'Refunds' })).toBeTruthy();
    expect(
      within(paid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['€200.00 · Refunded · 2 Dec 2026, 09:15', '€19.74 · Queued · 2 Dec 2026, 10:00']);
    expect(api.unanswered).toEqual([]);
  });

  it('speaks Dutch in the Dutch console, and shows a method it has no name for as Mollie wrote it', async () => {
    const [, paid] = PAYMENTS as [ConsolePayment, ConsolePayment];
    bookingApi({
      ...detail(REF, 'confirmed'),
      payments: [
        { ...paid, method: 'creditcard' },
        { ...paid, id: 'tr_second0001', status: 'open', method: 'twint', paidAt: null, refunds: [] },
      ],
    });
    await renderConsole(`/console/bookings/${REF}`, 'nl');
    const section = await screen.findByRole('region', { name: 'Betaling' });
    const [card, open] = within(section).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('€\u00a0619,74 · Betaald');
    expect(facts(card)).toContainEqual(['Betaalmethode', 'Creditcard']);
    expect(facts(card)).toContainEqual(['Betaald op', '1 dec 2026, 11:21']);
    expect(within(card).getByRole('heading', { level: 4, name: 'Terugbetalingen' })).toBeTruthy();
    expect(within(card).getAllByRole('listitem')[0]?.textContent).toBe(
      '€\u00a0200,00 · Terugbetaald · 2 dec 2026, 09:15',
    );
    expect(within(open).getByRole('heading', { level: 3 }).textContent).toBe('€\u00a0619,74 · Open');
    expect(facts(open)).toContainEqual(['Betaalmethode', 'twint']);
    expect(facts(open).map(([label]) => label)).not.toContain('Betaald op');
  });

  it('says each payment and refund in words on the timeline, in English and Dutch', async () => {
    const base = detail(REF, 'confirmed');
    const system = { type: 'system' } as const;
    const answer: BookingDetailResponse = {
      ...base,
      payments: PAYMENTS,
      events: [
        ...base.events,
        {
          from: 'confirmed',
          to: 'confirmed',
          actor: system,
          at: '2026-12-01T10:21:31.000Z',
          note: 'tr_WDqYK6vllg',
          kind: 'payment',
          changes: { payment: { before: 'open', after: 'paid' } },
        },
        {
          from: 'confirmed',
          to: 'confirmed',
          actor: system,
          at: '2026-12-02T08:15:00.000Z',
          note: null,
          kind: 'refund',
          changes: {
            refund: { before: null, after: { payment: 'tr_WDqYK6vllg', amount: 200, status: 'queued' } },
          },
        },
      ],
    };
    for (const [lang, region, texts] of [
      ['en', 'Timeline', ['Online payment: Paid', 'Refund of €200.00: Queued']],
      ['nl', 'Geschiedenis', ['Online betaling: Betaald', 'Terugbetaling van €\u00a0200,00: In de wachtrij']],
    ] as const) {
      bookingApi(answer);
      await renderConsole(`/console/bookings/${REF}`, lang);
      const timeline = await screen.findByRole('region', { name: region });
      const entries = within(timeline).getAllByRole('listitem');
      expect(entries.map((entry) => entry.querySelector('p')?.textContent).slice(1)).toEqual(texts);
      // No raw "payment: open → paid" line under it: the headline says it.
      expect(timeline.textContent).not.toContain('→');
      expect(timeline.textContent).not.toMatch(/queued|open/);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('has no payment panel when the booking has no online payment and none can be due', async () => {
    for (const status of ['completed', 'cancelled', 'declined'] as const) {
      bookingApi(detail(REF, status));
      await renderConsole(`/console/bookings/${REF}`);
      await screen.findByRole('region', { name: 'Fare' });
      expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

/** The refundable part of PAYMENTS' paid one: €619.74 paid, €219.74 back or on its way. */
const LEFT = '€400.00';

/** A booking's API with its payment actions: every call recorded, the booking answered as `current()` is. */
function actionsApi(
  current: () => BookingDetailResponse,
  more: Parameters<typeof fakeApi>[0] = {},
  session: typeof SESSION | typeof DISPATCHER_SESSION = SESSION,
) {
  return fakeApi({
    'GET /api/console/session': () => ({ status: 200, body: session }),
    ...fleetHandlers(),
    'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    [`GET /api/console/bookings/${REF}`]: () => ({ status: 200, body: current() }),
    ...more,
  });
}

const bookingReads = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === `/api/console/bookings/${REF}`).length;
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('console: a booking’s pay link', () => {
  it('mails the customer a pay link (204) with the CSRF token, says so and reads the booking again', async () => {
    const api = actionsApi(() => detail(REF, 'requested'), {
      [`POST /api/console/bookings/${REF}/payment-link`]: () => ({ status: 204 }),
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(within(section).getByText('No online payment yet.')).toBeTruthy();
    // Only owners refund, and nothing is paid here anyway.
    expect(within(section).queryByRole('button', { name: 'Refund' })).toBeNull();
    const button = within(section).getByRole('button', { name: 'Send pay link' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    const readsBefore = bookingReads(api.calls);
    button.focus();
    await user.keyboard('{Enter}');

    expect((await within(section).findByRole('status')).textContent).toBe(
      'The customer receives a mail with a link to pay online.',
    );
    expect(posts(api.calls).map((call) => [call.url, call.headers['x-csrf-token'], call.body])).toEqual([
      [`/api/console/bookings/${REF}/payment-link`, SESSION.csrfToken, undefined],
    ]);
    await waitFor(() => expect(bookingReads(api.calls)).toBeGreaterThan(readsBefore));
    // The button keeps the focus, and works again.
    expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Send pay link' }));
    expect(within(section).queryByRole('alert')?.textContent ?? '').toBe('');
    expect(api.unanswered).toEqual([]);
  });

  it('shows the refusal when there is nothing to pay (409), in English and Dutch', async () => {
    for (const [lang, region, name, text] of [
      [
        'en',
        'Payment',
        'Send pay link',
        'No pay link was sent: the booking is already paid, cannot be paid online yet (confirm a transfer first), has no email address, or online payment is switched off.',
      ],
      [
        'nl',
        'Betaling',
        'Betaallink versturen',
        'Er is geen betaallink verstuurd: de boeking is al betaald, kan nog niet online worden betaald (bevestig een transfer eerst), heeft geen e-mailadres of online betalen staat uit.',
      ],
    ] as const) {
      const api = actionsApi(() => detail(REF, 'requested'), {
        [`POST /api/console/bookings/${REF}/payment-link`]: () => ({
          status: 409,
          body: { error: 'There is nothing to pay for this booking', code: 'nothingToPay' },
        }),
      });
      const { user } = await renderConsole(`/console/bookings/${REF}`, lang);
      const section = await screen.findByRole('region', { name: region });
      await user.click(within(section).getByRole('button', { name }));
      await waitFor(() => expect(within(section).getByRole('alert').textContent).toBe(text));
      expect(posts(api.calls)).toHaveLength(1);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('is not offered once a payment is paid, nor for a closed booking', async () => {
    const [, paid] = PAYMENTS as [ConsolePayment, ConsolePayment];
    actionsApi(() => ({ ...detail(REF, 'confirmed'), payments: [{ ...paid, refunds: [] }] }));
    await renderConsole(`/console/bookings/${REF}`);
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(within(section).queryByRole('button', { name: 'Send pay link' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    const [abandoned] = PAYMENTS as [ConsolePayment];
    actionsApi(() => ({ ...detail(REF, 'cancelled'), payments: [abandoned] }));
    await renderConsole(`/console/bookings/${REF}`);
    const closed = await screen.findByRole('region', { name: 'Payment' });
    expect(within(closed).getAllByRole('article')).toHaveLength(1);
    expect(within(closed).queryByRole('button')).toBeNull();
  });
});

describe('console: refunding a booking', () => {
  it('an owner refunds after confirming: the POST with the CSRF token, the amount, the booking read again', async () => {
    let current: BookingDetailResponse = { ...detail(REF, 'confirmed'), payments: PAYMENTS };
    const api = actionsApi(() => current, {
      [`POST /api/console/bookings/${REF}/refund`]: () => {
        const [abandoned, paid] = PAYMENTS as [ConsolePayment, ConsolePayment];
        current = {
          ...current,
          payments: [
            abandoned,
            {
              ...paid,
              refunds: [
                ...paid.refunds,
                { id: 're_queued0002', amount: 400, status: 'queued', createdAt: '2026-12-03T09:00:00.000Z' },
              ],
            },
          ],
        };
        return { status: 200, body: { refunded: 400 } };
      },
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const section = await screen.findByRole('region', { name: 'Payment' });
    // Paid, so no pay link; an owner may refund what is left.
    expect(within(section).queryByRole('button', { name: 'Send pay link' })).toBeNull();
    const button = within(section).getByRole('button', { name: 'Refund' });
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: `Refund booking ${REF}` });
    expect(dialog.textContent).toContain(
      `Mollie pays ${LEFT} back to the account or card the customer paid with. This cannot be undone.`,
    );
    expect(dialog.textContent).toContain(
      'The booking itself does not change: cancel it separately if the ride is off.',
    );
    // Nothing is sent until the operator confirms; the focus starts on "Do not refund".
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Do not refund' }));
    expect(posts(api.calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Do not refund' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api.calls)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Refund' }));
    const again = await screen.findByRole('dialog', { name: `Refund booking ${REF}` });
    const readsBefore = bookingReads(api.calls);
    await user.click(within(again).getByRole('button', { name: `Refund ${LEFT}` }));

    const status = await within(section).findByText(`The refund of ${LEFT} is on its way to the customer.`);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(posts(api.calls).map((call) => [call.url, call.headers['x-csrf-token']])).toEqual([
      [`/api/console/bookings/${REF}/refund`, SESSION.csrfToken],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Read again: the new refund is listed, nothing is left, and the focus is on the panel's heading.
    await waitFor(() => expect(bookingReads(api.calls)).toBeGreaterThan(readsBefore));
    await within(section).findByText('€400.00 · Queued · 3 Dec 2026, 10:00');
    expect(within(section).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(document.activeElement).toBe(within(section).getByRole('heading', { level: 2, name: 'Payment' }));
  });

  it('is not offered to a dispatcher, nor when the payment has gone back in full', async () => {
    actionsApi(() => ({ ...detail(REF, 'confirmed'), payments: PAYMENTS }), {}, DISPATCHER_SESSION);
    await renderConsole(`/console/bookings/${REF}`);
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'Refund' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    const [, paid] = PAYMENTS as [ConsolePayment, ConsolePayment];
    const refunded: ConsolePayment = {
      ...paid,
      refunds: [
        { id: 're_all000001', amount: 619.74, status: 'refunded', createdAt: '2026-12-02T08:15:00.000Z' },
      ],
    };
    actionsApi(() => ({ ...detail(REF, 'cancelled'), payments: [refunded] }));
    await renderConsole(`/console/bookings/${REF}`);
    const done = await screen.findByRole('region', { name: 'Payment' });
    expect(within(done).queryByRole('button', { name: 'Refund' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    // A failed refund gave nothing back: the owner can refund again.
    actionsApi(() => ({
      ...detail(REF, 'cancelled'),
      payments: [
        {
          ...refunded,
          refunds: [{ ...(refunded.refunds[0] as ConsolePayment['refunds'][number]), status: 'failed' }],
        },
      ],
    }));
    await renderConsole(`/console/bookings/${REF}`);
    const failed = await screen.findByRole('region', { name: 'Payment' });
    expect(within(failed).getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('when nothing is left to refund (409): closes the dialog, says so and reads the booking again', async () => {
    const api = actionsApi(() => ({ ...detail(REF, 'confirmed'), payments: PAYMENTS }), {
      [`POST /api/console/bookings/${REF}/refund`]: () => ({
        status: 409,
        body: { error: 'This booking has no paid amount left to refund', code: 'notRefundable' },
      }),
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const section = await screen.findByRole('region', { name: 'Payment' });
    await user.click(within(section).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: `Refund booking ${REF}` });
    const readsBefore = bookingReads(api.calls);
    await user.click(within(dialog).getByRole('button', { name: `Refund ${LEFT}` }));
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe(
        'Nothing paid is left to refund on this booking. The payment panel now shows where it stands.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(bookingReads(api.calls)).toBeGreaterThan(readsBefore));
  });

  it('a refusal for the role (403): says only an owner can, reads the session again and drops the button (Dutch)', async () => {
    let session: typeof SESSION | typeof DISPATCHER_SESSION = SESSION;
    const api = actionsApi(() => ({ ...detail(REF, 'confirmed'), payments: PAYMENTS }), {
      'GET /api/console/session': () => ({ status: 200, body: session }),
      [`POST /api/console/bookings/${REF}/refund`]: () => {
        session = DISPATCHER_SESSION;
        return { status: 403, body: { error: 'Forbidden', code: 'forbidden' } };
      },
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`, 'nl');
    const section = await screen.findByRole('region', { name: 'Betaling' });
    await user.click(within(section).getByRole('button', { name: 'Terugbetalen' }));
    const dialog = await screen.findByRole('dialog', { name: `Boeking ${REF} terugbetalen` });
    expect(dialog.textContent).toContain(
      'Mollie betaalt €\u00a0400,00 terug op de rekening of kaart waarmee de klant heeft betaald.',
    );
    // No English in the Dutch panel or dialog.
    expect(`${section.textContent} ${dialog.textContent}`).not.toMatch(/\b(refund|pay link|payment|paid)\b/i);
    await user.click(within(dialog).getByRole('button', { name: '€\u00a0400,00 terugbetalen' }));
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe('Dat kan alleen een eigenaar.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Terugbetalen' })).toBeNull());
    expect(api.calls.filter((call) => call.url === '/api/console/session').length).toBeGreaterThan(1);
  });

  it('a failure worth a retry (500) stays in the dialog', async () => {
    actionsApi(() => ({ ...detail(REF, 'confirmed'), payments: PAYMENTS }), {
      [`POST /api/console/bookings/${REF}/refund`]: () => ({
        status: 500,
        body: { error: 'Internal error', code: 'internal' },
      }),
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    await user.click(
      within(await screen.findByRole('region', { name: 'Payment' })).getByRole('button', { name: 'Refund' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Refund booking ${REF}` });
    await user.click(within(dialog).getByRole('button', { name: `Refund ${LEFT}` }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(screen.getByRole('dialog', { name: `Refund booking ${REF}` })).toBe(dialog);
  });
});
