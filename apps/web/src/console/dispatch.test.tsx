import type { BoardResponse, BoardRide, BookingDetail, BookingDetailResponse } from '@spt/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laneOf } from './pages/board/board-page';
import { DRIVERS, detail, driver, fleetHandlers, listItem, SESSION, UNITS } from './test/fixtures';
import { fakeApi, renderConsole } from './test/render-console';

const empty = { status: 200, body: { items: [], nextCursor: null } };
const signedIn = { 'GET /api/console/session': () => ({ status: 200, body: SESSION }) };
const REF = 'SPT-7K3M9Q';

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A confirmed booking before its pickup (24 December 09:30 in Amsterdam, "now" is 1 December). */
function beforePickup() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:00Z') });
}

/** The booking page of `answer` with the fleet lists; returns the fake API. */
function bookingApi(answer: () => BookingDetailResponse, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...signedIn,
    ...fleetHandlers(),
    'GET /api/console/bookings': () => empty,
    [`GET /api/console/bookings/${REF}`]: () => ({ status: 200, body: answer() }),
    ...more,
  });
}

describe('console: changing a booking', () => {
  it('sends only what changed in the PATCH, with the mail choice, and shows the server’s new price', async () => {
    beforePickup();
    let current = detail(REF, 'confirmed');
    const api = bookingApi(() => current, {
      [`PATCH /api/console/bookings/${REF}`]: () => {
        const booking: BookingDetail = {
          ...current.booking,
          pickupTime: '10:15',
          passengers: 3,
          vehicleId: 4,
          vehicleName: 'S 580 Sedan',
          finalPrice: 712.4,
          pricing: { ...current.booking.pricing, final: 712.4 },
        };
        current = {
          booking,
          events: [
            ...current.events,
            {
              from: 'confirmed',
              to: 'confirmed',
              actor: { type: 'operator', email: 'ops@example.com' },
              at: '2026-12-01T12:00:00.000Z',
              note: 'New time as asked',
              kind: 'change',
              changes: {
                time: { before: '09:30', after: '10:15' },
                vehicleId: { before: 3, after: 4 },
                finalPrice: { before: 619.74, after: 712.4 },
              },
            },
          ],
          mails: current.mails,
          payments: current.payments,
          invoices: current.invoices,
        };
        return { status: 200, body: { booking } };
      },
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Edit booking' }));
    const dialog = screen.getByRole('dialog', { name: `Edit booking ${REF}` });
    // Focus starts in the first field, not on the close button.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Pickup date'));
    fireEvent.change(within(dialog).getByLabelText('Pickup time (Amsterdam)'), {
      target: { value: '10:15' },
    });
    await user.clear(within(dialog).getByLabelText('Passengers'));
    await user.type(within(dialog).getByLabelText('Passengers'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Vehicle'), '4');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Mail the customer about this change' }),
    ).toHaveProperty('checked', true);
    await user.type(within(dialog).getByLabelText('Message to the customer (optional)'), 'New time as asked');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const result = await screen.findByText(/^Booking SPT-7K3M9Q is changed\. Its price is now €712\.40\./);
    expect(result.textContent).toContain('The customer receives a mail about it.');
    expect(result.closest('[role="status"]')).toBeTruthy();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      time: '10:15',
      passengers: 3,
      vehicleId: 4,
      notifyCustomer: true,
      message: 'New time as asked',
    });
    expect(patch?.headers['x-csrf-token']).toBe('csrf-token-123');
    expect(screen.queryByRole('dialog')).toBeNull();
    const fare = screen.getByRole('heading', { name: 'Fare' }).closest('section') as HTMLElement;
    expect(within(fare).getByText('€712.40')).toBeTruthy();
    // The timeline reads the change in words, each field before and after.
    expect(await screen.findByText('Pickup time: 09:30 → 10:15')).toBeTruthy();
    expect(screen.getByText('Vehicle: V 250 D Avantgarde → S 580 Sedan')).toBeTruthy();
    expect(screen.getByText('Price: €619.74 → €712.40')).toBeTruthy();
  });

  it('on a new time that overlaps a ride of the assigned car: links the ride, then saves anyway', async () => {
    beforePickup();
    const bodies: unknown[] = [];
    bookingApi(() => detail(REF, 'confirmed'), {
      [`PATCH /api/console/bookings/${REF}`]: (call) => {
        bodies.push(call.body);
        return (call.body as { force?: boolean }).force
          ? { status: 200, body: { booking: { ...detail(REF, 'confirmed').booking, pickupTime: '10:15' } } }
          : { status: 409, body: { error: 'Overlap', code: 'conflict', conflicts: ['SPT-OTHER1'] } };
      },
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Edit booking' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Pickup time (Amsterdam)'), {
      target: { value: '10:15' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('This driver or car already has a ride at that time:'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'SPT-OTHER1' }).getAttribute('href')).toBe(
      '/console/bookings/SPT-OTHER1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText(/^Booking SPT-7K3M9Q is changed\./)).toBeTruthy();
    expect(bodies).toEqual([
      { time: '10:15', notifyCustomer: true },
      { time: '10:15', notifyCustomer: true, force: true },
    ]);
  });

  it('asks for a reason before a price set by hand, and sends it with the price', async () => {
    beforePickup();
    let current = detail(REF, 'confirmed');
    const api = bookingApi(() => current, {
      [`PATCH /api/console/bookings/${REF}`]: (call) => {
        current = {
          ...current,
          booking: {
            ...current.booking,
            finalPrice: 550,
            priceOverride: (call.body as { priceOverride: { final: number; reason: string } }).priceOverride,
          },
        };
        return { status: 200, body: { booking: current.booking } };
      },
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Edit booking' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the price by hand' }));
    const price = within(dialog).getByLabelText('New price in euros');
    await user.clear(price);
    await user.type(price, '550,00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mail the customer about this change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Give the reason for this price (at least 3 characters).')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason for this price'), 'Regular customer');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Its price is now €550\.00\. The customer was not mailed\./)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      priceOverride: { final: 550, reason: 'Regular customer' },
      notifyCustomer: false,
    });
    expect(screen.getByText('Price set by hand: €550.00. Reason: Regular customer')).toBeTruthy();
  });

  it('sends nothing when nothing changed, and says why the server refused a change', async () => {
    beforePickup();
    const api = bookingApi(() => detail(REF, 'confirmed'), {
      [`PATCH /api/console/bookings/${REF}`]: () => ({
        status: 422,
        body: { error: 'The selected vehicle cannot carry this many passengers', code: 'vehicleCapacity' },
      }),
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Edit booking' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Nothing has been changed yet.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText('Vehicle'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const refused = await within(dialog).findByText(
      'This vehicle does not have enough seats for this many passengers.',
    );
    expect(refused.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The dismiss button says what it does.
    await user.click(within(dialog).getByRole('button', { name: 'Close without saving' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves the internal note without mailing, adds a timeline note and sends the last mail again', async () => {
    beforePickup();
    const api = bookingApi(() => detail(REF, 'confirmed'), {
      [`PATCH /api/console/bookings/${REF}`]: () => ({
        status: 200,
        body: { booking: { ...detail(REF, 'confirmed').booking, internalNote: 'Gate B' } },
      }),
      [`POST /api/console/bookings/${REF}/notes`]: () => ({ status: 204 }),
      [`POST /api/console/bookings/${REF}/resend`]: () => ({ status: 204 }),
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const noteSection = (await screen.findByRole('heading', { name: 'Internal note' })).closest(
      'section',
    ) as HTMLElement;
    await user.type(within(noteSection).getByLabelText('Note'), 'Gate B');
    await user.click(within(noteSection).getByRole('button', { name: 'Save note' }));
    expect(await within(noteSection).findByText('The internal note is saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      internalNote: 'Gate B',
      notifyCustomer: false,
    });

    await user.type(screen.getByLabelText('Add a note to the timeline'), 'Customer called, all fine');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note is on the timeline.')).toBeTruthy();
    expect(api.calls.find((call) => call.url.endsWith('/notes'))?.body).toEqual({
      text: 'Customer called, all fine',
    });

    await user.click(screen.getByRole('button', { name: 'Send the last mail again' }));
    expect(await screen.findByText('The customer’s last mail is on its way again.')).toBeTruthy();
    expect(api.calls.find((call) => call.url.endsWith('/resend'))?.headers['x-csrf-token']).toBe(
      'csrf-token-123',
    );
  });

  it('shows changes, assignments, notes, mails sent again and the driver’s progress on the timeline', async () => {
    beforePickup();
    const answer = detail(REF, 'confirmed');
    const operator = { type: 'operator' as const, email: 'ops@example.com' };
    answer.events.push(
      {
        from: 'confirmed',
        to: 'confirmed',
        actor: operator,
        at: '2026-12-01T09:00:00.000Z',
        note: 'Assigned despite overlap with SPT-OTHER1',
        kind: 'assignment',
        changes: {
          driver: { before: null, after: 'Piet de Vries' },
          driverId: { before: null, after: 1 },
          unit: { before: null, after: 'V 250 · V-301-AB' },
        },
      },
      {
        from: 'confirmed',
        to: 'confirmed',
        actor: operator,
        at: '2026-12-01T09:10:00.000Z',
        note: 'Gate B',
        kind: 'note',
        changes: null,
      },
      {
        from: 'confirmed',
        to: 'confirmed',
        actor: operator,
        at: '2026-12-01T09:20:00.000Z',
        note: 'booking.status',
        kind: 'mail',
        changes: null,
      },
      {
        from: 'confirmed',
        to: 'confirmed',
        actor: { type: 'driver', name: 'Piet de Vries' },
        at: '2026-12-24T08:10:00.000Z',
        note: 'onTheWay',
        kind: 'progress',
        changes: null,
      },
    );
    bookingApi(() => answer);
    await renderConsole(`/console/bookings/${REF}`, 'nl');
    await screen.findByRole('heading', { name: 'Geschiedenis' });
    expect(screen.getByText('Chauffeur of auto gewijzigd')).toBeTruthy();
    expect(screen.getByText('Chauffeur: — → Piet de Vries')).toBeTruthy();
    expect(screen.getByText('Auto: — → V 250 · V-301-AB')).toBeTruthy();
    // The ids are not repeated beside the names, and the server's English note is said in Dutch.
    expect(screen.queryByText(/→ 1$/)).toBeNull();
    expect(screen.getByText('Toegewezen hoewel de rit overlapt met SPT-OTHER1')).toBeTruthy();
    expect(screen.getByText('Interne notitie', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Gate B')).toBeTruthy();
    expect(screen.getByText('Opnieuw verstuurd: de statusmail')).toBeTruthy();
    expect(screen.getByText('Chauffeur: Onderweg')).toBeTruthy();
    expect(screen.getByText(/door chauffeur Piet de Vries/)).toBeTruthy();
  });
});

describe('console: a standing overlap', () => {
  it('warns on the booking page while the ride overlaps another of its driver or car, with links', async () => {
    const answer = detail(REF, 'requested');
    bookingApi(() => ({ ...answer, booking: { ...answer.booking, conflictsWith: ['SPT-OTHER1'] } }));
    await renderConsole(`/console/bookings/${REF}`, 'nl');
    const alert = await screen.findByText(
      /Deze rit overlapt met een andere rit van dezelfde chauffeur of auto/,
    );
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'SPT-OTHER1' }).getAttribute('href')).toBe(
      '/console/bookings/SPT-OTHER1',
    );
    // The customer's language is named in Dutch in the Dutch console (beside the switch's own name).
    expect(screen.getAllByText('Nederlands').some((element) => element.tagName === 'DD')).toBe(true);
  });

  it('shows nothing when there is no overlap', async () => {
    bookingApi(() => detail(REF, 'confirmed'));
    await renderConsole(`/console/bookings/${REF}`);
    await screen.findByRole('heading', { name: 'Actions' });
    expect(screen.queryByText(/overlaps another ride/)).toBeNull();
  });
});

describe('console: status changes around the pickup time', () => {
  it('offers Mark completed and No-show only once the pickup has passed, and explains why before', async () => {
    beforePickup();
    bookingApi(() => detail(REF, 'confirmed'));
    await renderConsole(`/console/bookings/${REF}`);
    const actions = (await screen.findByRole('heading', { name: 'Actions' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(actions).queryByRole('button', { name: 'Mark completed' })).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'No-show' })).toBeNull();
    expect(within(actions).getByText(/once the pickup time has passed \(24 Dec 2026, 09:30\)/)).toBeTruthy();
  });

  it('after the pickup: no-show with its own dialog; a 409 notYetPickedUp reads clearly and keeps the dialog', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-24T09:00:00Z') });
    bookingApi(() => detail(REF, 'confirmed'), {
      [`POST /api/console/bookings/${REF}/status`]: () => ({
        status: 409,
        body: { error: 'Not yet', code: 'notYetPickedUp', status: 'confirmed' },
      }),
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const actions = (await screen.findByRole('heading', { name: 'Actions' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit booking', 'Mark completed', 'No-show', 'Cancel booking']);
    await user.click(within(actions).getByRole('button', { name: 'No-show' }));
    const dialog = screen.getByRole('dialog', { name: `Booking ${REF}: no-show` });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as no-show' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Not possible yet: a ride can be marked completed or as a no-show only once its pickup time has passed.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('console: dialogs', () => {
  it('starts in the first field; spaces in the driver’s name stay in the form', async () => {
    bookingApi(() => detail(REF));
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: `Confirm booking ${REF}` });
    const name = within(dialog).getByLabelText('Driver’s name');
    expect(document.activeElement).toBe(name);
    await user.keyboard('Piet de Vries');
    expect(name).toHaveProperty('value', 'Piet de Vries');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('cancels at the customer’s request, so their mail says it was theirs', async () => {
    const api = bookingApi(() => detail(REF), {
      [`POST /api/console/bookings/${REF}/status`]: () => ({ status: 200, body: { status: 'cancelled' } }),
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel booking ${REF}` });
    await user.type(within(dialog).getByLabelText('Reason, sent to the customer'), 'Flight cancelled');
    await user.click(within(dialog).getByRole('checkbox', { name: 'The customer asked to cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(`Booking ${REF} is now Cancelled.`)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      to: 'cancelled',
      note: 'Flight cancelled',
      byCustomer: true,
    });
  });

  it('says what the dismiss button does: “Keep booking”, in Dutch “Terug”, never “Annuleren”', async () => {
    bookingApi(() => detail(REF));
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel booking ${REF}` });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason, sent to the customer'));
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    bookingApi(() => detail(REF));
    const nl = await renderConsole(`/console/bookings/${REF}`, 'nl');
    await nl.user.click(await screen.findByRole('button', { name: 'Boeking annuleren' }));
    const nlDialog = screen.getByRole('dialog', { name: `Boeking ${REF} annuleren` });
    const buttons = within(nlDialog)
      .getAllByRole('button')
      .map((b) => b.textContent || b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Sluiten', 'Boeking annuleren', 'Terug']);
  });
});

describe('console: assigning a driver and a car', () => {
  it('lists active drivers and the booked vehicle’s cars first; on a conflict links the rides and assigns anyway', async () => {
    beforePickup();
    const assignments: unknown[] = [];
    const api = bookingApi(() => detail(REF, 'confirmed'), {
      [`POST /api/console/bookings/${REF}/assignment`]: (call) => {
        assignments.push(call.body);
        return (call.body as { force?: boolean }).force
          ? { status: 200, body: { driverId: 1, unitId: '3-1', conflicts: ['SPT-OTHER1'] } }
          : {
              status: 409,
              body: { error: 'Overlap', code: 'conflict', conflicts: ['SPT-OTHER1', 'SPT-OTHER2'] },
            };
      },
    });
    const { user } = await renderConsole(`/console/bookings/${REF}`);
    const panel = (await screen.findByRole('heading', { name: 'Driver and car' })).closest(
      'section',
    ) as HTMLElement;
    const driverSelect = await within(panel).findByLabelText('Driver');
    expect(
      within(driverSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No driver', 'Piet de Vries', 'Sanne Bakker']);
    const carSelect = within(panel).getByLabelText('Car');
    const groups = carSelect.querySelectorAll('optgroup');
    expect(groups[0]?.getAttribute('label')).toBe('Booked vehicle: V 250 D Avantgarde');
    expect([...(groups[0]?.querySelectorAll('option') ?? [])].map((o) => o.textContent)).toEqual([
      'V 250 · V-301-AB',
      'V 250 · V-302-AB',
    ]);
    expect(groups[1]?.getAttribute('label')).toBe('Other cars');

    await user.selectOptions(driverSelect, '1');
    await user.selectOptions(carSelect, '3-1');
    await user.click(within(panel).getByRole('button', { name: 'Save driver and car' }));
    const alert = await within(panel).findByText('This driver or car already has a ride at that time:');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'SPT-OTHER1' }).getAttribute('href')).toBe(
      '/console/bookings/SPT-OTHER1',
    );
    expect(within(panel).getByRole('link', { name: 'SPT-OTHER2' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Assign anyway' }));
    expect(await within(panel).findByText('Saved, although it overlaps with SPT-OTHER1.')).toBeTruthy();
    expect(assignments).toEqual([
      { driverId: 1, unitId: '3-1' },
      { driverId: 1, unitId: '3-1', force: true },
    ]);
    expect(
      api.calls
        .filter((call) => call.url.endsWith('/assignment'))
        .map((call) => call.headers['x-csrf-token']),
    ).toEqual(['csrf-token-123', 'csrf-token-123']);
  });
});

function ride(reference: string, overrides: Partial<BoardRide> = {}): BoardRide {
  return {
    reference,
    status: 'confirmed',
    start: '2026-12-24T08:30:00.000Z',
    end: '2026-12-24T11:11:00.000Z',
    unitId: null,
    driverId: null,
    conflict: false,
    conflictsWith: [],
    vehicleId: 3,
    pickupTime: '09:30',
    pickup: 'Schiphol',
    destination: 'Maastricht',
    product: 'transfer',
    passengers: 2,
    contactName: 'Jan Jansen',
    flightNumber: 'KL1234',
    ...overrides,
  };
}

describe('console: the board', () => {
  const board: BoardResponse = {
    date: '2026-12-24',
    units: UNITS,
    drivers: DRIVERS,
    rides: [
      ride('SPT-CAR001', {
        unitId: '3-1',
        driverId: 1,
        conflict: true,
        conflictsWith: ['SPT-CAR002'],
      }),
      ride('SPT-CAR002', {
        unitId: '3-1',
        start: '2026-12-24T09:00:00.000Z',
        end: '2026-12-24T10:30:00.000Z',
        pickupTime: '10:00',
        conflict: true,
        conflictsWith: ['SPT-CAR001'],
      }),
      ride('SPT-FREE01', { start: '2026-12-24T06:00:00.000Z', pickupTime: '07:00', status: 'requested' }),
    ],
  };

  it('puts the rides without a car on top, marks an overlap in words, links each ride; groups by driver too', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/bookings': () => empty,
      'GET /api/console/board': () => ({ status: 200, body: board }),
    });
    const { user, router } = await renderConsole('/console/board?date=2026-12-24');
    expect(await screen.findByRole('heading', { level: 1, name: 'Board' })).toBeTruthy();
    expect(api.calls.some((call) => call.url === '/api/console/board?date=2026-12-24')).toBe(true);
    const groups = await screen.findAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'No car yet',
      'E 350 · G-101-XX · E 350 Sedan',
      'V 250 · V-301-AB · V 250 D Avantgarde',
      'V 250 · V-302-AB · V 250 D Avantgarde',
    ]);
    expect(within(groups[0] as HTMLElement).getByRole('link', { name: 'SPT-FREE01' })).toBeTruthy();
    const car = groups[2] as HTMLElement;
    expect(within(car).getAllByText('Overlaps with')).toHaveLength(2);
    expect(within(car).getAllByRole('link', { name: 'SPT-CAR001' })[0]?.getAttribute('href')).toBe(
      '/console/bookings/SPT-CAR001',
    );
    expect(within(car).getByText('Driver: Piet de Vries')).toBeTruthy();
    expect(screen.getByText('2 overlapping')).toBeTruthy();
    expect(screen.getByText('1 without a car')).toBeTruthy();
    expect(within(groups[1] as HTMLElement).getByText('No rides')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Driver' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ date: '2026-12-24', by: 'driver' }));
    const byDriver = screen.getAllByRole('region');
    expect(within(byDriver[0] as HTMLElement).getByRole('heading').textContent).toBe('No driver yet');
    // Each ride, and the overlap link of the second to the first.
    expect(
      within(byDriver[0] as HTMLElement)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['SPT-FREE01', 'SPT-CAR002', 'SPT-CAR001']);
    expect(screen.getByRole('button', { name: 'Driver' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: /Next day/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ date: '2026-12-25', by: 'driver' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === '/api/console/board?date=2026-12-25')).toBe(true),
    );
  });

  it('draws overlapping rides of a car in lanes of their own', () => {
    expect(
      laneOf([
        { start: 0, end: 60 },
        { start: 30, end: 90 },
        { start: 60, end: 120 },
        { start: 70, end: 80 },
      ]),
    ).toEqual([0, 1, 0, 2]);
  });

  it('opens on today and reads in Dutch', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-24T07:00:00Z') });
    fakeApi({
      ...signedIn,
      'GET /api/console/bookings': () => empty,
      'GET /api/console/board': () => ({ status: 200, body: board }),
    });
    await renderConsole('/console/board', 'nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planning' })).toBeTruthy();
    expect(await screen.findByText('Nog geen auto')).toBeTruthy();
    expect(screen.getByText(/vandaag/)).toBeTruthy();
    expect(screen.getAllByText('Overlapt met')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Planning' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('console: drivers', () => {
  it('adds a driver, and shows a new link once with a copy button and the old-link warning', async () => {
    let drivers = [driver(1, 'Piet de Vries', { hasLink: true })];
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/bookings': () => empty,
      'GET /api/console/drivers': () => ({ status: 200, body: { drivers } }),
      'POST /api/console/drivers': (call) => {
        const body = call.body as { name: string; phone: string; email: string; language: 'en' | 'nl' };
        const created = driver(2, body.name, {
          phone: '+31611122233',
          email: body.email,
          language: body.language,
        });
        drivers = [...drivers, created];
        return { status: 201, body: { driver: created } };
      },
      'POST /api/console/drivers/1/link': () => ({
        status: 200,
        body: { url: 'https://www.example.nl/driver#t=secret-token', mailed: true },
      }),
    });
    const { user } = await renderConsole('/console/drivers');
    expect(await screen.findByText('Piet de Vries', { selector: 'p > span' })).toBeTruthy();
    const add = screen.getByRole('heading', { name: 'Add a driver' }).closest('section') as HTMLElement;
    await user.click(within(add).getByRole('button', { name: 'Add driver' }));
    expect(within(add).getByText('Fill in the driver’s name.')).toBeTruthy();
    await user.type(within(add).getByLabelText('Name'), 'Sanne Bakker');
    await user.type(within(add).getByLabelText('Mobile phone'), '06 11122233');
    await user.type(within(add).getByLabelText('Email address (optional)'), 'sanne@example.com');
    await user.selectOptions(within(add).getByLabelText('Language of their page and mails'), 'nl');
    await user.click(within(add).getByRole('button', { name: 'Add driver' }));
    expect(await screen.findByText('Sanne Bakker is added.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Sanne Bakker',
      phone: '06 11122233',
      email: 'sanne@example.com',
      language: 'nl',
    });
    expect(await screen.findByText('Sanne Bakker', { selector: 'p > span' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New link Piet de Vries' }));
    const dialog = screen.getByRole('dialog', { name: 'Private link for Piet de Vries' });
    expect(within(dialog).getByText(/the old link stops working at once/)).toBeTruthy();
    // The safe choice has the focus.
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep the current link' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    const url = await within(dialog).findByLabelText('Private link for Piet de Vries');
    expect(url).toHaveProperty('value', 'https://www.example.nl/driver#t=secret-token');
    expect(within(dialog).getByText(/This link is shown only now/)).toBeTruthy();
    expect(within(dialog).getByText('We have also mailed the link to the driver.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://www.example.nl/driver#t=secret-token');
    expect(await within(dialog).findByText('The link is copied.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByDisplayValue(/secret-token/)).toBeNull();
    // Opened again, it starts over: the old link is not shown again.
    await user.click(screen.getByRole('button', { name: 'New link Piet de Vries' }));
    expect(within(screen.getByRole('dialog')).queryByDisplayValue(/secret-token/)).toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make a new link' })).toBeTruthy();
  });

  it('says until when a driver’s link works, and names languages in the console’s language', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/console/bookings': () => empty,
      'GET /api/console/drivers': () => ({
        status: 200,
        body: {
          drivers: [
            driver(1, 'Piet de Vries', {
              hasLink: true,
              linkExpiresAt: '2027-05-24T10:00:00.000Z',
              language: 'en',
            }),
            driver(2, 'Kees Bakker'),
          ],
        },
      }),
    });
    await renderConsole('/console/drivers', 'nl');
    await screen.findByText('Piet de Vries', { selector: 'p > span' });
    expect(screen.getByText(/Taal: Engels · persoonlijke link werkt tot ma 24 mei 2027/)).toBeTruthy();
    expect(screen.getByText(/Taal: Nederlands · geen werkende persoonlijke link/)).toBeTruthy();
  });

  it('edits a driver in a dialog that starts in its first field, and deactivates after asking', async () => {
    let piet = driver(1, 'Piet de Vries');
    const api = fakeApi({
      ...signedIn,
      'GET /api/console/bookings': () => empty,
      'GET /api/console/drivers': () => ({ status: 200, body: { drivers: [piet] } }),
      'PATCH /api/console/drivers/1': (call) => {
        piet = { ...piet, ...(call.body as object) };
        return { status: 200, body: { driver: piet } };
      },
    });
    const { user } = await renderConsole('/console/drivers');
    await screen.findByText('Piet de Vries', { selector: 'p > span' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Edit Piet de Vries' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Piet de Vries' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
    await user.clear(within(dialog).getByLabelText('Mobile phone'));
    await user.type(within(dialog).getByLabelText('Mobile phone'), '+31 6 55544433');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Piet de Vries is saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      phone: '+31 6 55544433',
    });

    await user.click(screen.getByRole('button', { name: 'Deactivate Piet de Vries' }));
    const ask = screen.getByRole('dialog', { name: 'Deactivate Piet de Vries' });
    await user.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(/Piet de Vries is inactive and can no longer be assigned/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ active: false });
    expect(screen.getByText('Inactive')).toBeTruthy();
  });
});

describe('console: the bookings list for dispatch', () => {
  const items = [
    listItem('SPT-PIET01', {
      status: 'confirmed',
      driverId: 1,
      driverName: 'Piet de Vries',
      unitId: '3-1',
      unitLabel: 'V 250 · V-301-AB',
    }),
    listItem('SPT-OPEN01', { unanswered: true }),
    listItem('SPT-SANN01', { status: 'confirmed', driverId: 2, driverName: 'Sanne Bakker', unitId: '3-2' }),
  ];

  it('shows car and driver per row, flags unanswered requests in words, asks the server to filter by driver and car', async () => {
    // A fake server that filters as the real one does.
    const api = fakeApi({
      ...signedIn,
      ...fleetHandlers(),
      'GET /api/console/bookings': (call) => {
        const query = new URL(call.url, 'http://console.test').searchParams;
        if (query.get('status') === 'requested') return empty;
        const driver = query.get('driver');
        const unit = query.get('unit');
        const matching = items.filter(
          (item) =>
            (!driver || (driver === 'none' ? item.driverId === null : String(item.driverId) === driver)) &&
            (!unit || (unit === 'none' ? item.unitId === null : item.unitId === unit)),
        );
        return { status: 200, body: { items: matching, nextCursor: null } };
      },
    });
    const { user, router } = await renderConsole('/console/bookings');
    await screen.findByRole('list', { name: 'Bookings' });
    const piet = screen.getByRole('article', { name: 'SPT-PIET01' });
    expect(within(piet).getByText('V 250 · V-301-AB')).toBeTruthy();
    expect(within(piet).getByText('Piet de Vries')).toBeTruthy();
    const open = screen.getByRole('article', { name: 'SPT-OPEN01' });
    expect(within(open).getByText('Unanswered for over an hour')).toBeTruthy();
    expect(within(open).getByText('V 250 D Avantgarde, no car yet')).toBeTruthy();
    expect(within(open).getByText('No driver yet')).toBeTruthy();

    const form = screen.getByRole('heading', { name: 'Filter bookings' }).closest('form') as HTMLElement;
    await user.selectOptions(within(form).getByLabelText('Driver'), '1');
    await user.click(within(form).getByRole('button', { name: 'Show bookings' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ driver: '1' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
        'booking-SPT-PIET01',
      ]),
    );
    expect(screen.getByText('Showing 1 booking.')).toBeTruthy();
    const last = api.calls.filter((call) => call.url.startsWith('/api/console/bookings?')).at(-1);
    expect(last?.url).toBe('/api/console/bookings?driver=1&limit=25');

    await user.selectOptions(within(form).getByLabelText('Driver'), '');
    await user.selectOptions(within(form).getByLabelText('Car'), 'none');
    await user.click(within(form).getByRole('button', { name: 'Show bookings' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ unit: 'none' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('article')).toHaveLength(1),
    );
    expect(screen.getByRole('article', { name: 'SPT-OPEN01' })).toBeTruthy();
  });

  it('puts the search first, with the other filters folded behind one button on a small screen', async () => {
    fakeApi({ ...signedIn, ...fleetHandlers(), 'GET /api/console/bookings': () => empty });
    const { user } = await renderConsole('/console/bookings');
    const form = (await screen.findByRole('heading', { name: 'Filter bookings' })).closest(
      'form',
    ) as HTMLElement;
    const fields = within(form).getAllByRole('searchbox');
    expect(fields[0]).toBe(within(form).getByLabelText('Search'));
    const toggle = within(form).getByRole('button', { name: 'More filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The folded part: hidden on a phone (its CSS), a part of the grid from 1024 px on.
    const more = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(more.className).toContain('hidden');
    expect(more.className).toContain('lg:contents');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(more.className).not.toMatch(/(^| )hidden( |$)/);
    // The list comes right after the form, before today and tomorrow at a glance.
    const order = [...document.querySelectorAll('main h2')].map((h) => h.textContent);
    expect(order.slice(0, 3)).toEqual(['Filter bookings', 'Upcoming bookings', 'At a glance']);
  });

  it('counts new requests since the operator last looked, on the Bookings tab and in the title', async () => {
    window.localStorage.setItem('sptConsoleSeenRequests', JSON.stringify(['SPT-OLD001']));
    fakeApi({
      ...signedIn,
      ...fleetHandlers(),
      'GET /api/console/bookings': (call) =>
        call.url.includes('status=requested')
          ? {
              status: 200,
              body: { items: [listItem('SPT-OLD001'), listItem('SPT-NEW001')], nextCursor: null },
            }
          : {
              status: 200,
              body: { items: [listItem('SPT-OLD001'), listItem('SPT-NEW001')], nextCursor: null },
            },
      'GET /api/console/board': () => ({
        status: 200,
        body: { date: '2026-12-24', units: UNITS, drivers: DRIVERS, rides: [] },
      }),
    });
    const { user } = await renderConsole('/console/board');
    const tab = await screen.findByRole('link', { name: /^Bookings/ });
    await waitFor(() => expect(tab.textContent).toContain('1 new'));
    expect(within(tab).getByText('1 new booking since you last looked')).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^\(1\) Board · /));

    await user.click(tab);
    await screen.findByRole('list', { name: 'Bookings' });
    // Seen now: the count goes, the new one is marked in the list.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Bookings' }).textContent).toBe('Bookings'));
    expect(within(screen.getByRole('article', { name: 'SPT-NEW001' })).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'SPT-OLD001' })).queryByText('New')).toBeNull();
    expect(document.title).toMatch(/^Bookings · /);
    expect(JSON.parse(window.localStorage.getItem('sptConsoleSeenRequests') ?? '[]')).toContain('SPT-NEW001');
  });
});
