import type { BookingDetailResponse } from '@spt/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPATCHER_SESSION, detail, fleetHandlers, SESSION } from '../../test/fixtures';
import { type ApiCall, fakeApi, renderConsole } from '../../test/render-console';

const REF = 'SPT-7K3M9Q';

/** A booking's API: the booking answered as `current()` is, the lists beside it (the accounts are COMPANIES), and any more handlers. */
function bookingApi(
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

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const bookingReads = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === `/api/console/bookings/${REF}`).length;
/** The Customer section's label/value pairs. */
const customerFacts = (section: HTMLElement) =>
  [...section.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console: a booking’s business account', () => {
  it('shows the account the ride goes on, and offers the active accounts', async () => {
    bookingApi(() => ({ ...detail(REF, 'confirmed'), company: { id: 1, name: 'Acme BV' } }));
    await renderConsole(`/console/bookings/${REF}`);
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(customerFacts(customer)).toContainEqual(['Business account', 'Acme BV']);
    const panel = screen.getByRole('region', { name: 'Business account' });
    expect(panel.textContent).toContain(
      'A ride on account goes on the company’s monthly invoice and is not paid online.',
    );
    const select = (await within(panel).findByRole('combobox', { name: 'Account' })) as HTMLSelectElement;
    expect(select.value).toBe('1');
    // Zeta Travel is no longer active: not offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None: the customer pays', 'Acme BV', 'Bravo Events']);
  });

  it('has no account line when the customer pays', async () => {
    bookingApi(() => ({ ...detail(REF, 'requested'), company: null }));
    await renderConsole(`/console/bookings/${REF}`);
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(customerFacts(customer).map(([label]) => label)).not.toContain('Business account');
    const select = (await screen.findByRole('combobox', { name: 'Account' })) as HTMLSelectElement;
    expect(select.value).toBe('');
  });

  it('an operator puts the booking on an account (204): the POST, the result, the booking read again', async () => {
    let current: BookingDetailResponse = { ...detail(REF, 'confirmed'), company: null };
    const api = bookingApi(
      () => current,
      {
        [`POST /api/console/bookings/${REF}/company`]: () => {
          current = { ...current, company: { id: 2, name: 'Bravo Events' } };
          return { status: 204 };
        },
      },
      DISPATCHER_SESSION,
    );
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const panel = await screen.findByRole('region', { name: 'Business account' });
    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Account' }), 'Bravo Events');
    const readsBefore = bookingReads(api.calls);
    await user.click(within(panel).getByRole('button', { name: 'Save business account' }));

    const status = await within(panel).findByText(`Booking ${REF} is now on the account of Bravo Events.`);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(posts(api.calls).map((call) => [call.url, call.headers['x-csrf-token'], call.body])).toEqual([
      [`/api/console/bookings/${REF}/company`, DISPATCHER_SESSION.csrfToken, { companyId: 2 }],
    ]);
    await waitFor(() => expect(bookingReads(api.calls)).toBeGreaterThan(readsBefore));
    const customer = screen.getByRole('region', { name: 'Customer' });
    await waitFor(() => expect(customerFacts(customer)).toContainEqual(['Business account', 'Bravo Events']));
    expect((within(panel).getByRole('combobox', { name: 'Account' }) as HTMLSelectElement).value).toBe('2');
  });

  it('takes the booking off its account (companyId null), and asks for a change first', async () => {
    let current: BookingDetailResponse = { ...detail(REF, 'confirmed'), company: { id: 1, name: 'Acme BV' } };
    const api = bookingApi(() => current, {
      [`POST /api/console/bookings/${REF}/company`]: () => {
        current = { ...current, company: null };
        return { status: 204 };
      },
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const panel = await screen.findByRole('region', { name: 'Business account' });
    const select = await within(panel).findByRole('combobox', { name: 'Account' });
    // The account it already has: nothing to send.
    await user.click(within(panel).getByRole('button', { name: 'Save business account' }));
    expect(within(panel).getByRole('alert').textContent).toBe(
      'Nothing has been changed: choose another account first.',
    );
    expect(posts(api.calls)).toEqual([]);

    await user.selectOptions(select, 'None: the customer pays');
    await user.click(within(panel).getByRole('button', { name: 'Save business account' }));
    await within(panel).findByText(`Booking ${REF} is no longer on a business account: the customer pays.`);
    // The result replaces the request to change something first.
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(posts(api.calls).map((call) => call.body)).toEqual([{ companyId: null }]);
    const customer = screen.getByRole('region', { name: 'Customer' });
    await waitFor(() =>
      expect(customerFacts(customer).map(([label]) => label)).not.toContain('Business account'),
    );
  });

  it('once invoiced or paid online (409): says who pays is settled and reads the booking again, in English and Dutch', async () => {
    for (const [lang, region, option, submit, text] of [
      [
        'en',
        'Business account',
        'Acme BV',
        'Save business account',
        'Who pays can no longer change: this ride is already on an invoice or paid online.',
      ],
      [
        'nl',
        'Zakelijke klant',
        'Acme BV',
        'Zakelijke klant opslaan',
        'Wie betaalt kan niet meer veranderen: deze rit staat al op een factuur of is online betaald.',
      ],
    ] as const) {
      const api = bookingApi(() => ({ ...detail(REF, 'completed'), company: null }), {
        [`POST /api/console/bookings/${REF}/company`]: () => ({
          status: 409,
          body: { error: 'This change is not possible', code: 'transitionNotAllowed' },
        }),
      });
      const { user } = await renderConsole(`/console/bookings/${REF}`, lang);
      const panel = await screen.findByRole('region', { name: region });
      const select = (await within(panel).findByRole('combobox')) as HTMLSelectElement;
      await user.selectOptions(select, option);
      const readsBefore = bookingReads(api.calls);
      await user.click(within(panel).getByRole('button', { name: submit }));
      await waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe(text));
      // Back to what the booking has.
      expect(select.value).toBe('');
      await waitFor(() => expect(bookingReads(api.calls)).toBeGreaterThan(readsBefore));
      if (lang === 'nl') {
        expect(within(select).getAllByRole('option')[0]?.textContent).toBe('Geen: de klant betaalt zelf');
        expect(panel.textContent).not.toMatch(/\b(account|customer|invoice|Save)\b/i);
      }
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
