import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingListUrl, bookingsCsvUrl } from './lib/api';
import { detail, fleetHandlers, listItem, SESSION } from './test/fixtures';
import { type ApiCall, fakeApi, renderConsole } from './test/render-console';

const empty = { status: 200, body: { items: [], nextCursor: null } };
const signedIn = { 'GET /api/console/session': () => ({ status: 200, body: SESSION }) };
const fleet = fleetHandlers();

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The bookings list's main query (not the today/tomorrow glance, which asks for one day). */
const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/console/bookings?') && call.url.includes('limit=25'));

describe('console: signing in', () => {
  it('sends a visitor without a session to sign in, then back to the list', async () => {
    let session = false;
    const api = fakeApi({
      'GET /api/console/session': () =>
        session
          ? { status: 200, body: SESSION }
          : { status: 401, body: { error: 'Please sign in', code: 'unauthorized' } },
      'POST /api/console/session': (call) => {
        session = true;
        return { status: 200, body: { operator: { email: (call.body as { email: string }).email } } };
      },
      'GET /api/console/bookings': (call) =>
        call.url.includes('limit=25')
          ? { status: 200, body: { items: [listItem('SPT-7K3M9Q')], nextCursor: null } }
          : empty,
      ...fleet,
    });
    const { router, user } = await renderConsole('/console/bookings?status=requested');

    await screen.findByRole('heading', { name: 'Sign in to the console' });
    expect(router.state.location.pathname).toBe('/console/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/console/bookings?status=requested' });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Please sign in to continue.');

    await user.type(screen.getByLabelText('Email address'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('link', { name: 'SPT-7K3M9Q' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/bookings');
    expect(router.state.location.search).toEqual({ status: 'requested' });
    const signIn = api.calls.find((call) => call.method === 'POST' && call.url === '/api/console/session');
    expect(signIn?.body).toEqual({ email: 'ops@example.com', password: 'a long enough password' });
    expect(screen.getByText('Signed in as ops@example.com')).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('shows the server’s reason for a refused sign-in, translated', async () => {
    fakeApi({
      'GET /api/console/session': () => ({
        status: 401,
        body: { error: 'Please sign in', code: 'unauthorized' },
      }),
      'POST /api/console/session': () => ({
        status: 429,
        body: { error: 'Too many failed sign-ins', code: 'accountLocked' },
      }),
    });
    const { user } = await renderConsole('/console/sign-in');
    await user.type(await screen.findByLabelText('Email address'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed sign-ins. Please wait a few minutes and try again.',
    );
  });

  it('shows the sign-in page on a 401 from any call, and returns to where the operator was', async () => {
    let expired = false;
    const api = fakeApi({
      'GET /api/console/session': () =>
        expired
          ? { status: 401, body: { error: 'Please sign in', code: 'unauthorized' } }
          : { status: 200, body: SESSION },
      'GET /api/console/bookings/SPT-7K3M9Q': () => {
        expired = true;
        return { status: 401, body: { error: 'Please sign in', code: 'unauthorized' } };
      },
      'GET /api/console/bookings': () => empty,
    });
    const { router } = await renderConsole('/console/bookings/SPT-7K3M9Q');
    await screen.findByRole('heading', { name: 'Sign in to the console' });
    expect(router.state.location.pathname).toBe('/console/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/console/bookings/SPT-7K3M9Q' });
    expect(api.unanswered).toEqual([]);
  });

  it('signs out with the CSRF token and says so', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/bookings': () => empty,
      'DELETE /api/console/session': () => ({ status: 204 }),
    });
    const { user, router } = await renderConsole('/console/bookings');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are signed out.');
    expect(router.state.location.pathname).toBe('/console/sign-in');
    const signOut = api.calls.find((call) => call.method === 'DELETE');
    expect(signOut?.headers['x-csrf-token']).toBe('csrf-token-123');
  });
});

describe('console: bookings list', () => {
  it('builds the list query from the filters, in the URL and in the API call', async () => {
    const api = fakeApi({ ...signedIn, 'GET /api/console/bookings': () => empty });
    const { router, user } = await renderConsole('/console/bookings');
    const form = (await screen.findByRole('heading', { name: 'Filter bookings' })).closest(
      'form',
    ) as HTMLElement;
    await waitFor(() => expect(listCalls(api.calls)).toHaveLength(1));
    expect(listCalls(api.calls)[0]?.url).toBe('/api/console/bookings?limit=25');

    await user.selectOptions(within(form).getByLabelText('Status'), 'confirmed');
    fireEvent.change(within(form).getByLabelText('Pickup from'), { target: { value: '2026-05-01' } });
    fireEvent.change(within(form).getByLabelText('Pickup until'), { target: { value: '2026-05-31' } });
    await user.type(within(form).getByLabelText('Search'), '  0612 ');
    await user.click(within(form).getByRole('checkbox', { name: 'Show only bookings marked as spam' }));
    await user.click(within(form).getByRole('button', { name: 'Show bookings' }));

    await waitFor(() => expect(listCalls(api.calls)).toHaveLength(2));
    expect(listCalls(api.calls)[1]?.url).toBe(
      '/api/console/bookings?status=confirmed&from=2026-05-01&to=2026-05-31&q=0612&spam=true&limit=25',
    );
    // The phone-number search stays a string in the URL.
    expect(router.state.location.searchStr).toBe(
      '?status=confirmed&from=2026-05-01&to=2026-05-31&q=++0612+&spam=true',
    );
    expect(await screen.findByText('No bookings match these filters.')).toBeTruthy();
  });

  it('bookingListUrl leaves out what is not set and adds the cursor for the next page', () => {
    expect(bookingListUrl({})).toBe('/api/console/bookings');
    expect(bookingListUrl({ q: 'jan@example.com' }, { cursor: 'abc', limit: 25 })).toBe(
      '/api/console/bookings?q=jan%40example.com&cursor=abc&limit=25',
    );
    expect(bookingListUrl({ spam: 'false', q: '  ' })).toBe('/api/console/bookings');
  });

  it('pages with the cursor the server gave', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/bookings': (call) => {
        if (!call.url.includes('limit=25')) return empty;
        return call.url.includes('cursor=next-1')
          ? { status: 200, body: { items: [listItem('SPT-BBBBBB')], nextCursor: null } }
          : { status: 200, body: { items: [listItem('SPT-AAAAAA')], nextCursor: 'next-1' } };
      },
    });
    const { user } = await renderConsole('/console/bookings');
    await user.click(await screen.findByRole('button', { name: 'Show more bookings' }));
    expect(await screen.findByRole('link', { name: 'SPT-BBBBBB' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SPT-AAAAAA' })).toBeTruthy();
    expect(screen.getByText('Showing 2 bookings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more bookings' })).toBeNull();
    expect(listCalls(api.calls).map((call) => call.url)).toEqual([
      '/api/console/bookings?limit=25',
      '/api/console/bookings?cursor=next-1&limit=25',
    ]);
  });

  it('shows today and tomorrow at a glance, with what awaits confirmation', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-23T22:30:00Z') }); // 23:30 in Amsterdam
    try {
      const api = fakeApi({
        ...signedIn,
        'GET /api/console/bookings': (call) => {
          if (call.url.includes('from=2026-12-23&to=2026-12-23')) {
            return {
              status: 200,
              body: { items: [listItem('SPT-TODAY1', { status: 'confirmed' })], nextCursor: null },
            };
          }
          if (call.url.includes('from=2026-12-24&to=2026-12-24')) {
            return {
              status: 200,
              body: {
                items: [listItem('SPT-TMRW01'), listItem('SPT-TMRW02', { status: 'confirmed' })],
                nextCursor: null,
              },
            };
          }
          return empty;
        },
      });
      await renderConsole('/console/bookings');
      const today = (await screen.findByRole('heading', { name: /^Today/ })).closest(
        'section',
      ) as HTMLElement;
      const tomorrow = screen.getByRole('heading', { name: /^Tomorrow/ }).closest('section') as HTMLElement;
      expect(await within(today).findByText('1 booking')).toBeTruthy();
      expect(within(today).getByText('Confirmed')).toBeTruthy();
      expect(await within(tomorrow).findByText('2 bookings')).toBeTruthy();
      expect(within(tomorrow).getByText('1 awaiting confirmation')).toBeTruthy();
      expect(api.calls.some((call) => call.url.includes('from=2026-12-24&to=2026-12-24&limit=100'))).toBe(
        true,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('links the CSV export with the chosen date range', async () => {
    fakeApi({ ...signedIn, 'GET /api/console/bookings': () => empty });
    await renderConsole('/console/bookings');
    const section = (await screen.findByRole('heading', { name: 'Export to CSV' })).closest(
      'section',
    ) as HTMLElement;
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(section).getByLabelText('Until'), { target: { value: '2026-03-31' } });
    const link = within(section).getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe('/api/console/bookings.csv?from=2026-01-01&to=2026-03-31&lang=en');
    expect(link.getAttribute('href')).toBe(bookingsCsvUrl('2026-01-01', '2026-03-31', 'en'));
    // An end before the start: no link, and the reason.
    fireEvent.change(within(section).getByLabelText('Until'), { target: { value: '2025-12-31' } });
    expect(within(section).queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(within(section).getByText('The end date must not be before the start date.')).toBeTruthy();
  });
});

describe('console: a booking', () => {
  it('shows every part: addresses with the place found and a map link, the fare, the timeline', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/console/bookings/SPT-7K3M9Q': () => ({ status: 200, body: detail('SPT-7K3M9Q') }),
    });
    await renderConsole('/console/bookings/SPT-7K3M9Q');
    await screen.findByRole('heading', { name: 'Trip' });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking SPT-7K3M9Q' })).toBeTruthy();
    expect(screen.getByText('KL1234')).toBeTruthy();
    expect(screen.getByText('V 250 D Avantgarde')).toBeTruthy();
    expect(screen.getByText('2 h 11 min')).toBeTruthy();
    expect(
      screen.getByText('Amsterdam Airport Schiphol, Haarlemmermeer, Noord-Holland, Netherlands, 0.4 km away'),
    ).toBeTruthy();
    expect(screen.getByText(/Does not match the typed address/)).toBeTruthy();
    // The customer's address line under the pickup; none under the destination.
    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByText('Terminal 2, arrivals hall')).toBeTruthy();
    expect(within(pickup).getByText(/^Address line/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Destination' })).queryByText(/^Address line/),
    ).toBeNull();
    const map = screen.getByRole('link', { name: /Open the destination in OpenStreetMap/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=50.85140&mlon=5.69100#map=16/50.85140/5.69100',
    );
    const fare = screen.getByRole('heading', { name: 'Fare' }).closest('section') as HTMLElement;
    expect(within(fare).getByText('€488.04')).toBeTruthy();
    expect(within(fare).getAllByText('€619.74')).toHaveLength(2);
    expect(screen.getByText('Booking requested')).toBeTruthy();
    const customer = screen.getByRole('heading', { name: 'Customer' }).closest('section') as HTMLElement;
    expect(within(customer).getByText('Dutch')).toBeTruthy();
    expect(within(customer).getByRole('link', { name: 'jan@example.com' }).getAttribute('href')).toBe(
      'mailto:jan@example.com',
    );
    // A requested booking can be confirmed, declined or cancelled, not completed.
    const actions = screen.getByRole('heading', { name: 'Actions' }).closest('section') as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit booking', 'Confirm', 'Decline', 'Cancel booking']);
  });

  it('confirms with a driver: one dialog, the right body with the CSRF token, the new status at once', async () => {
    // Before the pickup (24 December, 09:30 in Amsterdam): it cannot be completed yet.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:00Z') });
    let status: 'requested' | 'confirmed' = 'requested';
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/bookings/SPT-7K3M9Q': () => {
        const answer = detail('SPT-7K3M9Q', status);
        if (status === 'confirmed') {
          answer.events.push({
            from: 'requested',
            to: 'confirmed',
            actor: { type: 'operator', email: 'ops@example.com' },
            at: '2026-12-02T09:00:00.000Z',
            note: 'See you at arrivals',
            kind: 'status',
            changes: null,
          });
        }
        return { status: 200, body: answer };
      },
      'POST /api/console/bookings/SPT-7K3M9Q/status': () => {
        status = 'confirmed';
        return { status: 200, body: { status: 'confirmed' } };
      },
    });
    const { user } = await renderConsole('/console/bookings/SPT-7K3M9Q');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm booking SPT-7K3M9Q' });
    await user.type(within(dialog).getByLabelText('Driver’s name'), 'Piet de Vries');
    await user.type(within(dialog).getByLabelText('Driver’s phone'), '+31 6 87654321');
    await user.type(
      within(dialog).getByLabelText('Message to the customer (optional)'),
      'See you at arrivals',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    const result = await screen.findByText('Booking SPT-7K3M9Q is now Confirmed.');
    expect(result.closest('[role="status"]')).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      to: 'confirmed',
      note: 'See you at arrivals',
      driver: { name: 'Piet de Vries', phone: '+31 6 87654321' },
    });
    expect(post?.headers['x-csrf-token']).toBe('csrf-token-123');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The badge next to the title shows the new status; the timeline gets the event on the refetch.
    const title = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(title).getByText('Confirmed')).toBeTruthy();
    expect(await screen.findByText('Requested → Confirmed')).toBeTruthy();
    expect(screen.getByText('by ops@example.com', { exact: false })).toBeTruthy();
    // Now it can be completed or cancelled; confirming again is not offered.
    const actions = screen.getByRole('heading', { name: 'Actions' }).closest('section') as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit booking', 'Cancel booking']);
    expect(
      within(actions).getByText(/^Mark completed and No-show become available once the pickup time/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Actions' }));
    vi.useRealTimers();
  });

  it('asks for both driver fields or neither, before sending anything', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/bookings/SPT-7K3M9Q': () => ({ status: 200, body: detail('SPT-7K3M9Q') }),
    });
    const { user } = await renderConsole('/console/bookings/SPT-7K3M9Q');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Driver’s name'), 'Piet');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(within(dialog).getByText('Enter both the driver’s name and phone, or neither.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('on a 409 shows the status someone else set, and changes nothing', async () => {
    let status: 'requested' | 'cancelled' = 'requested';
    fakeApi({
      ...signedIn,
      'GET /api/console/bookings/SPT-7K3M9Q': () => ({ status: 200, body: detail('SPT-7K3M9Q', status) }),
      'POST /api/console/bookings/SPT-7K3M9Q/status': () => {
        status = 'cancelled'; // the customer cancelled a moment earlier
        return {
          status: 409,
          body: { error: 'This change is not possible', code: 'transitionNotAllowed', status: 'cancelled' },
        };
      },
    });
    const { user } = await renderConsole('/console/bookings/SPT-7K3M9Q');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline booking SPT-7K3M9Q' });
    await user.type(within(dialog).getByLabelText('Reason, sent to the customer'), 'No driver available');
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));

    const alert = await screen.findByText(/Someone else changed booking SPT-7K3M9Q in the meantime/);
    expect(alert.textContent).toContain('Its status is now Cancelled');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    const title = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(title).getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('No changes are possible in this status.')).toBeTruthy();
  });

  it('keeps the dialog open with the translated reason when the server refuses the driver’s phone', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/console/bookings/SPT-7K3M9Q': () => ({ status: 200, body: detail('SPT-7K3M9Q') }),
      'POST /api/console/bookings/SPT-7K3M9Q/status': () => ({
        status: 400,
        body: { error: 'Please enter a valid phone number', code: 'invalidPhone' },
      }),
    });
    const { user } = await renderConsole('/console/bookings/SPT-7K3M9Q');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Driver’s name'), 'Piet');
    await user.type(within(dialog).getByLabelText('Driver’s phone'), '+31 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a valid phone number.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('console: what was booked', () => {
  it('the list names each product; the detail links the other ride and shows extras, notes and the traveller', async () => {
    const items = [
      listItem('SPT-TOUR01', { product: 'tour', tour: 'giethoorn', destination: 'Giethoorn' }),
      listItem('SPT-HIRE01', { product: 'hourly', hours: 4, destination: '' }),
      listItem('SPT-BACK01', { returnOf: 'SPT-OUT001' }),
    ];
    const back = detail('SPT-BACK01');
    back.booking = {
      ...back.booking,
      returnOf: 'SPT-OUT001',
      extras: { childSeats: 1, boosterSeats: 0, nameSign: 'Mr Tanaka' },
      notes: 'Two surfboards',
      passenger: { name: 'Kenji Tanaka', phone: '+819012345678' },
    };
    fakeApi({
      ...signedIn,
      'GET /api/console/bookings': () => ({ status: 200, body: { items, nextCursor: null } }),
      'GET /api/console/bookings/SPT-BACK01': () => ({ status: 200, body: back }),
    });
    await renderConsole('/console');
    expect(await screen.findByText('Tour: Giethoorn')).toBeTruthy();
    expect(screen.getByText('Hire, 4 hours')).toBeTruthy();
    expect(screen.getByText(/→ as directed/)).toBeTruthy();
    expect(screen.getByText('Return transfer, way back')).toBeTruthy();
    cleanup();
    await renderConsole('/console/bookings/SPT-BACK01');
    await screen.findByRole('heading', { name: 'Trip' });
    expect(screen.getByRole('link', { name: 'SPT-OUT001' }).getAttribute('href')).toBe(
      '/console/bookings/SPT-OUT001',
    );
    expect(screen.getByText('1 × child seat · Name sign “Mr Tanaka”')).toBeTruthy();
    expect(screen.getByText('Two surfboards')).toBeTruthy();
    expect(screen.getByText('Kenji Tanaka ·', { exact: false })).toBeTruthy();
    expect(screen.getByText(/Meet in arrivals with a name sign/)).toBeTruthy();
  });
});

describe('console: messages and operators', () => {
  it('marks a contact message handled, with the CSRF token, and says so', async () => {
    let handled = false;
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/messages': () => ({
        status: 200,
        body: {
          items: [
            {
              id: 7,
              reference: 'MSG-1',
              createdAt: '2026-12-01T10:00:00.000Z',
              name: 'Anna',
              email: 'anna@example.com',
              phone: null,
              message: 'Subject: Booking\n\nCan you take a child seat?',
              handled,
              isSpam: false,
            },
          ],
        },
      }),
      'POST /api/console/messages/7/handled': () => {
        handled = true;
        return { status: 204 };
      },
    });
    const { user } = await renderConsole('/console/messages');
    expect(await screen.findByText('Can you take a child seat?')).toBeTruthy();
    // A subject that is none of the form's is shown as sent.
    expect(screen.getByText('Subject')).toBeTruthy();
    expect(screen.getByText('Booking')).toBeTruthy();
    expect(screen.getByText('1 message to handle')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark handled: Anna' }));
    expect(
      (await screen.findByText('The message from Anna is marked handled.')).closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.getByText('Handled')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.headers['x-csrf-token']).toBe('csrf-token-123');
  });

  it('invites an operator and lists the operators', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/operators': () => ({
        status: 200,
        body: {
          items: [
            {
              id: 1,
              email: 'ops@example.com',
              role: 'owner',
              active: true,
              mfaEnabled: false,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
            {
              id: 2,
              email: 'old@example.com',
              role: 'dispatcher',
              active: false,
              mfaEnabled: false,
              createdAt: '2026-01-02T00:00:00.000Z',
            },
          ],
          invitations: [],
        },
      }),
      'POST /api/console/operators/invite': () => ({ status: 201, body: { email: 'new@example.com' } }),
    });
    const { user } = await renderConsole('/console/operators');
    expect(await screen.findByText('old@example.com', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    // Nobody disables their own account from here, nor an account that is already disabled.
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
    await user.type(screen.getByLabelText('Email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation is on its way to new@example.com.')).toBeTruthy();
    const invite = api.calls.find((call) => call.method === 'POST');
    expect(invite?.body).toEqual({ email: 'new@example.com', role: 'dispatcher' });
    expect(invite?.headers['x-csrf-token']).toBe('csrf-token-123');
  });
});

describe('console: links with a #token', () => {
  it('posts the setup token from the fragment with the new account', async () => {
    let created = false;
    const api = fakeApi({
      'GET /api/console/session': () =>
        created
          ? { status: 200, body: SESSION }
          : { status: 401, body: { error: 'x', code: 'unauthorized' } },
      'POST /api/console/setup': () => {
        created = true;
        return { status: 201, body: { operator: { email: 'ops@example.com' } } };
      },
      'GET /api/console/bookings': () => empty,
    });
    const { user, router } = await renderConsole('/console/setup#setup-token-0123456789');
    await user.type(await screen.findByLabelText('Email address'), 'ops@example.com');
    await user.type(screen.getByLabelText('New password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    expect(router.state.location.pathname).toBe('/console/bookings');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'setup-token-0123456789',
      email: 'ops@example.com',
      password: 'correct horse battery staple',
    });
  });

  it('answers a reset request with the same neutral text whatever the address', async () => {
    fakeApi({
      'GET /api/console/session': () => ({ status: 401, body: { error: 'x', code: 'unauthorized' } }),
      'POST /api/console/password-reset': () => ({ status: 202, body: { ok: true } }),
    });
    const { user } = await renderConsole('/console/reset');
    await user.type(await screen.findByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^If there is a console account for this address/,
    );
  });
});

describe('console: languages', () => {
  it('renders Dutch texts on a Dutch console', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/console/bookings': (call) =>
        call.url.includes('limit=25')
          ? {
              status: 200,
              body: { items: [listItem('SPT-7K3M9Q', { status: 'confirmed' })], nextCursor: null },
            }
          : empty,
    });
    await renderConsole('/console/bookings', 'nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boekingen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Boekingen filteren' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Medewerkers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeTruthy();
    expect(await screen.findByText('€ 619,74')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Boekingen' });
    expect(within(list).getByText('Bevestigd')).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
  });

  it('asks the CSV export in Dutch from a Dutch console', async () => {
    fakeApi({ ...signedIn, 'GET /api/console/bookings': () => empty });
    await renderConsole('/console/bookings', 'nl');
    const link = await screen.findByRole('link', { name: 'CSV downloaden' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams.get('lang')).toBe('nl');
  });

  it('names the place found at a point in Dutch on a Dutch console', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/console/bookings/SPT-7K3M9Q': () => ({ status: 200, body: detail('SPT-7K3M9Q') }),
    });
    await renderConsole('/console/bookings/SPT-7K3M9Q', 'nl');
    const destination = await screen.findByRole('region', { name: 'Bestemming' });
    expect(within(destination).getByText('Maastricht, Limburg, Nederland, op 0,2 km')).toBeTruthy();
    expect(screen.queryByText(/Netherlands/)).toBeNull();
  });

  it('shows a contact message’s subject in Dutch on a Dutch console, apart from the message', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/console/messages': () => ({
        status: 200,
        body: {
          items: [
            {
              id: 8,
              reference: 'MSG-2',
              createdAt: '2026-12-01T10:00:00.000Z',
              name: 'Eva',
              email: 'eva@example.com',
              phone: null,
              message: 'Subject: General Inquiry\n\nRijden jullie ook naar Keulen?',
              handled: false,
              isSpam: false,
            },
          ],
        },
      }),
    });
    await renderConsole('/console/messages', 'nl');
    const message = await screen.findByRole('article', { name: 'Eva' });
    expect(within(message).getByText('Onderwerp')).toBeTruthy();
    expect(within(message).getByText('Algemene vraag')).toBeTruthy();
    expect(within(message).getByText('Rijden jullie ook naar Keulen?')).toBeTruthy();
    expect(within(message).queryByText(/General Inquiry/)).toBeNull();
  });

  it('switches language from the header, remembers it and sets <html lang>', async () => {
    fakeApi({ ...signedIn, 'GET /api/console/bookings': () => empty });
    const { user } = await renderConsole('/console/bookings', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
    const english = screen.getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Nederlands' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boekingen' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
    expect(screen.getByRole('button', { name: 'Nederlands' }).getAttribute('aria-pressed')).toBe('true');
  });
});
