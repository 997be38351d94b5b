import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DriverApp, startDriverApp } from './app';
import { STORAGE_KEYS } from './lib/storage';
import { type ApiCall, fakeApi, ride, ridesAnswer, TOKEN } from './test/fake-api';

/** 08:00 in Amsterdam on Tuesday 2 March 2027: the fixtures' ride is at 09:30 today. */
const NOW = Date.parse('2027-03-02T07:00:00Z');
const RIDES = 'POST /api/driver/rides';
const STATUS = 'POST /api/driver/rides/SPT-7K3M9Q/status';

let app: DriverApp | undefined;
let online = true;

/** jsdom has no modal dialogs: a minimal showModal/close that keeps the `open` state. */
function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Opens the page at `url` (the link's address) and starts it, with the clock at NOW. */
function open(url = `/driver#t=${TOKEN}`, options: { refreshMs?: number } = {}) {
  window.history.replaceState(null, '', url);
  const root = document.createElement('div');
  document.body.appendChild(root);
  app = startDriverApp({
    root,
    storage: window.localStorage,
    now: () => NOW,
    online: () => online,
    refreshMs: options.refreshMs ?? 3_600_000,
  });
  return { root, user: userEvent.setup() };
}

const statusCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.endsWith('/status'));

beforeEach(() => {
  window.localStorage.clear();
  online = true;
  polyfillDialog();
});
afterEach(() => {
  app?.stop();
  app = undefined;
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('driver page: the private link', () => {
  it('keeps the token from the fragment, takes it out of the address bar, and sends it only in the body', async () => {
    const api = fakeApi({ [RIDES]: () => ({ status: 200, body: ridesAnswer() }) });
    open(`/driver?utm=x#t=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Rides for Piet de Vries' });

    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/driver?utm=x');
    expect(api.calls).toEqual([{ method: 'POST', url: '/api/driver/rides', body: { token: TOKEN } }]);
    for (const call of api.calls) expect(call.url).not.toContain(TOKEN);
    expect(api.unanswered).toEqual([]);
  });

  it('uses the stored token when opened from the home screen without a fragment', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    const api = fakeApi({ [RIDES]: () => ({ status: 200, body: ridesAnswer() }) });
    open('/driver');
    await screen.findByRole('heading', { level: 1, name: 'Rides for Piet de Vries' });
    expect(api.calls[0]?.body).toEqual({ token: TOKEN });
  });

  it('forgets the last driver’s rides and unsent presses when a new link is opened', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'x'.repeat(43));
    window.localStorage.setItem(
      STORAGE_KEYS.queue,
      JSON.stringify([{ reference: 'SPT-OLD', status: 'arrived', pressedAt: 1 }]),
    );
    window.localStorage.setItem(STORAGE_KEYS.rides, JSON.stringify({ savedAt: NOW, answer: ridesAnswer() }));
    const api = fakeApi({ [RIDES]: () => ({ status: 200, body: ridesAnswer({ rides: [] }) }) });
    open();
    await screen.findAllByText('No rides.');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(window.localStorage.getItem(STORAGE_KEYS.queue)).toBeNull();
    expect(statusCalls(api.calls)).toEqual([]);
  });

  it('ignores a fragment that is not a token, and asks for the link when none is stored', async () => {
    const api = fakeApi({});
    open('/driver#t=not-a-token');
    expect(await screen.findByRole('heading', { name: 'Open your personal link' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('says a dead link is dead and forgets everything of it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    window.localStorage.setItem(STORAGE_KEYS.rides, JSON.stringify({ savedAt: NOW, answer: ridesAnswer() }));
    fakeApi({ [RIDES]: () => ({ status: 401, body: { error: 'Link not valid', code: 'linkNotValid' } }) });
    open('/driver');
    expect(await screen.findByText('This link no longer works. Ask the office for a new one.')).toBeTruthy();
    expect(screen.queryByText('MR J. JANSEN')).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) expect(window.localStorage.getItem(key), key).toBeNull();
  });

  it('says an expired link has expired (410), and forgets it too', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    fakeApi({ [RIDES]: () => ({ status: 410, body: { error: 'Link expired', code: 'linkExpired' } }) });
    open('/driver');
    expect(
      await screen.findByText(
        'Your link has expired, as links do after a while. Ask the office for a new one.',
      ),
    ).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('driver page: the rides', () => {
  it('shows a ride with everything needed at the kerb, in today’s section', async () => {
    fakeApi({
      [RIDES]: () => ({
        status: 200,
        body: ridesAnswer({
          rides: [
            ride(),
            ride({
              reference: 'SPT-B2B2B2',
              date: '2027-03-03',
              time: '14:00',
              product: 'hourly',
              hours: 4,
              flightNumber: '',
              meetAtArrivals: false,
              nameSign: null,
              notes: null,
              internalNote: null,
              childSeats: 0,
              boosterSeats: 2,
              passengers: 1,
              luggage: 1,
            }),
          ],
        }),
      }),
    });
    open();
    const today = await screen.findByRole('region', { name: 'Today Tuesday 2 March' });
    const card = within(today).getByRole('article', { name: '09:30 SPT-7K3M9Q' });
    const inCard = within(card);
    expect(card.querySelector('.ride-vehicle')?.textContent).toBe('Car Mercedes V 250 (GX-123-B)');
    expect(inCard.getByText('Schiphol, Haarlemmermeer')).toBeTruthy();
    expect(inCard.getByText('Terminal 1, arrivals hall 2')).toBeTruthy();
    expect(inCard.getByText('Maastricht, Limburg')).toBeTruthy();
    expect(inCard.getByText('Vrijthof 1')).toBeTruthy();
    for (const fact of [
      'Flight KL1234',
      'Meet at arrivals',
      '2 passengers',
      '3 pieces of luggage',
      '1 child seat',
    ])
      expect(inCard.getByText(fact), fact).toBeTruthy();
    expect(inCard.getByText('MR J. JANSEN')).toBeTruthy();
    expect(inCard.getByRole('heading', { name: 'Notes from the customer' })).toBeTruthy();
    expect(inCard.getByText('We have a small dog in a bag.')).toBeTruthy();
    expect(inCard.getByRole('heading', { name: 'Note from the office' })).toBeTruthy();
    expect(inCard.getByText('Regular customer: tips well.')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Navigate to the pickup' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.3105,4.7683',
    );
    expect(inCard.getByRole('link', { name: 'Navigate to the destination' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=50.8514,5.691',
    );
    expect(inCard.getByRole('link', { name: 'Call Jan Jansen' }).getAttribute('href')).toBe(
      'tel:+31612345678',
    );
    const steps = within(inCard.getByRole('region', { name: 'Progress of ride SPT-7K3M9Q' }));
    expect(steps.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'On the way',
      'Arrived',
      'Passenger on board',
      'Completed',
    ]);

    const tomorrow = screen.getByRole('region', { name: 'Tomorrow Wednesday 3 March' });
    const second = within(within(tomorrow).getByRole('article', { name: /^14:00/ }));
    for (const fact of ['Hire by the hour: 4 hours', '1 passenger', '1 piece of luggage', '2 booster seats'])
      expect(second.getByText(fact), fact).toBeTruthy();
    expect(second.queryByRole('button', { name: 'Show name sign' })).toBeNull();
  });

  it('shows the name sign full screen, and closes it', async () => {
    fakeApi({ [RIDES]: () => ({ status: 200, body: ridesAnswer() }) });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Show name sign' }));
    const dialog = screen.getByRole('dialog', { name: 'Name sign for Jan Jansen' });
    expect(dialog.textContent).toContain('MR J. JANSEN');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('strikes through a cancelled ride and a ride taken off the driver, without buttons or links', async () => {
    fakeApi({
      [RIDES]: () => ({
        status: 200,
        body: ridesAnswer({
          rides: [ride({ status: 'cancelled' })],
          removed: [
            { reference: 'SPT-GONE22', date: '2027-03-03', time: '11:15', reason: 'reassigned' },
            { reference: 'SPT-GONE33', date: '2027-03-03', time: '12:45', reason: 'cancelled' },
          ],
        }),
      }),
    });
    open();
    const cancelled = await screen.findByRole('article', { name: '09:30 SPT-7K3M9Q' });
    expect(within(cancelled).getByText('Cancelled — do not drive')).toBeTruthy();
    expect(cancelled.querySelector('.struck')).toBeTruthy();
    expect(within(cancelled).queryAllByRole('button')).toEqual([]);
    expect(within(cancelled).queryAllByRole('link')).toEqual([]);
    const removed = screen.getByRole('article', { name: '11:15 SPT-GONE22' });
    expect(within(removed).getByText('No longer yours — do not drive')).toBeTruthy();
    expect(removed.querySelector('.struck')).toBeTruthy();
    const gone = screen.getByRole('article', { name: '12:45 SPT-GONE33' });
    expect(within(gone).getByText('Cancelled — do not drive')).toBeTruthy();
  });

  it('speaks the driver’s language from the answer, and the browser’s before it', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    fakeApi({
      [RIDES]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    open();
    expect(await screen.findByText('Loading your rides…')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Your rides for today and tomorrow/,
    );
    answer({ status: 200, body: ridesAnswer({ driver: { name: 'Piet de Vries', language: 'nl' } }) });
    await screen.findByRole('heading', { level: 1, name: 'Ritten van Piet de Vries' });
    expect(document.documentElement.lang).toBe('nl');
    expect(document.title).toMatch(/^Je ritten · /);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Je ritten van vandaag en morgen/,
    );
    const card = screen.getByRole('article', { name: '09:30 SPT-7K3M9Q' });
    expect(within(card).getByText('3 stuks bagage')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Onderweg' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vandaag dinsdag 2 maart' })).toBeTruthy();
  });

  it('fetches the rides again every interval while online', async () => {
    const api = fakeApi({ [RIDES]: () => ({ status: 200, body: ridesAnswer() }) });
    open(undefined, { refreshMs: 40 });
    await waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(3));
    online = false;
    const count = api.calls.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(api.calls.length).toBe(count);
  });
});

describe('driver page: status presses', () => {
  it('sends a press with the token in the body, shows the progress, says so, and moves focus to the next step', async () => {
    const api = fakeApi({
      [RIDES]: () => ({ status: 200, body: ridesAnswer() }),
      [STATUS]: () => ({ status: 200, body: { status: 'confirmed', progress: 'onTheWay' } }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'On the way' }));
    await screen.findByText('Now: On the way');
    expect(statusCalls(api.calls)).toEqual([
      {
        method: 'POST',
        url: '/api/driver/rides/SPT-7K3M9Q/status',
        body: { token: TOKEN, status: 'onTheWay' },
      },
    ]);
    // A done step is ticked, not a button any more.
    expect(screen.queryByRole('button', { name: 'On the way' })).toBeNull();
    const done = screen.getByText('On the way').closest('li');
    expect(done?.className).toBe('step-done');
    expect(done?.textContent).toBe('On the way (Done)');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Arrived'));
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
        'SPT-7K3M9Q: On the way. Sent.',
      ),
    );
    // The answer is kept for when the network is gone.
    const cached = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.rides) ?? '{}');
    expect(cached.answer.rides[0].progress).toBe('onTheWay');
  });

  it('offers No-show only after arrival', async () => {
    fakeApi({
      [RIDES]: () => ({ status: 200, body: ridesAnswer({ rides: [ride({ progress: 'onTheWay' })] }) }),
    });
    open();
    await screen.findByRole('button', { name: 'Arrived' });
    expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull();
    cleanup();
    app?.stop();
    document.body.replaceChildren();
    fakeApi({
      [RIDES]: () => ({ status: 200, body: ridesAnswer({ rides: [ride({ progress: 'arrived' })] }) }),
    });
    open();
    expect(await screen.findByRole('button', { name: 'No-show' })).toBeTruthy();
  });

  it('explains a refused press in the driver’s words', async () => {
    fakeApi({
      [RIDES]: () => ({ status: 200, body: ridesAnswer({ rides: [ride({ progress: 'onBoard' })] }) }),
      [STATUS]: () => ({ status: 409, body: { error: 'Not yet', code: 'notYetPickedUp' } }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('Only possible after the pickup time (09:30).')).toBeTruthy();
    expect(screen.getByText('Now: Passenger on board')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'SPT-7K3M9Q: Only possible after the pickup time (09:30).',
      ),
    );
  });

  it('shows an ended ride without buttons', async () => {
    fakeApi({
      [RIDES]: () => ({
        status: 200,
        body: ridesAnswer({ rides: [ride({ status: 'completed', progress: 'onBoard' })] }),
      }),
    });
    open();
    const card = await screen.findByRole('article', { name: '09:30 SPT-7K3M9Q' });
    expect(within(card).getByText('This ride has ended.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Arrived|Completed/ })).toBeNull();
  });
});

describe('driver page: without a network', () => {
  it('shows the last answer with its time when the network fails', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    window.localStorage.setItem(
      STORAGE_KEYS.rides,
      JSON.stringify({ savedAt: Date.parse('2027-03-02T06:45:00Z'), answer: ridesAnswer() }),
    );
    fakeApi({ [RIDES]: () => 'network' });
    open('/driver');
    expect(await screen.findByText('No connection. Showing what was last loaded at 07:45.')).toBeTruthy();
    expect(screen.getByText('Updated at 07:45')).toBeTruthy();
    expect(screen.getByRole('article', { name: '09:30 SPT-7K3M9Q' })).toBeTruthy();
  });

  it('queues presses made offline, marks them, and sends them in order when back online', async () => {
    let reachable = true;
    const api = fakeApi({
      [RIDES]: () => (reachable ? { status: 200, body: ridesAnswer() } : 'network'),
      [STATUS]: (call) => {
        if (!reachable) return 'network';
        const { status } = call.body as { status: string };
        return { status: 200, body: { status: 'confirmed', progress: status } };
      },
    });
    const { user } = open();
    await screen.findByRole('button', { name: 'On the way' });

    // The press fails to reach the server: kept, marked, and shown as done.
    reachable = false;
    await user.click(screen.getByRole('button', { name: 'On the way' }));
    await screen.findByText('Waiting to send');
    expect(screen.getByText('Now: On the way')).toBeTruthy();
    expect(screen.getByText(/^1 change waiting to send/)).toBeTruthy();
    // The browser knows it is offline: the next press is queued without trying.
    online = false;
    fireEvent(window, new Event('offline'));
    const tries = statusCalls(api.calls).length;
    await user.click(screen.getByRole('button', { name: 'Arrived' }));
    await screen.findByText(/^2 changes waiting to send/);
    expect(statusCalls(api.calls).length).toBe(tries);
    expect(screen.getByText('Now: Arrived')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.queue) ?? '[]')).toMatchObject([
      { reference: 'SPT-7K3M9Q', status: 'onTheWay' },
      { reference: 'SPT-7K3M9Q', status: 'arrived' },
    ]);

    // Back online: both go out, in the order they were pressed, then the rides are fetched again.
    reachable = true;
    online = true;
    const before = api.calls.length;
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    expect(
      api.calls
        .slice(before)
        .map((call) => `${call.url} ${(call.body as { status?: string }).status ?? ''}`.trim()),
    ).toEqual([
      '/api/driver/rides/SPT-7K3M9Q/status onTheWay',
      '/api/driver/rides/SPT-7K3M9Q/status arrived',
      '/api/driver/rides',
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.queue)).toBe('[]');
    expect(screen.queryByText(/waiting to send/)).toBeNull();
  });

  it('keeps queued presses across a reload, and drops one the server refuses with its reason', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    window.localStorage.setItem(
      STORAGE_KEYS.queue,
      JSON.stringify([
        { reference: 'SPT-7K3M9Q', status: 'onTheWay', pressedAt: NOW },
        { reference: 'SPT-7K3M9Q', status: 'noShow', pressedAt: NOW },
      ]),
    );
    const api = fakeApi({
      [RIDES]: () => ({ status: 200, body: ridesAnswer({ rides: [ride({ progress: 'onTheWay' })] }) }),
      [STATUS]: (call) =>
        (call.body as { status: string }).status === 'noShow'
          ? { status: 409, body: { error: 'No', code: 'transitionNotAllowed' } }
          : { status: 200, body: { status: 'confirmed', progress: 'onTheWay' } },
    });
    open('/driver');
    expect(
      await screen.findByText(
        'This step is not possible for this ride (any more). Refresh to see where it stands.',
      ),
    ).toBeTruthy();
    expect(statusCalls(api.calls).map((call) => (call.body as { status: string }).status)).toEqual([
      'onTheWay',
      'noShow',
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.queue)).toBe('[]');
    expect(screen.getByText('Now: On the way')).toBeTruthy();
  });
});
