import { business } from '@spt/business';
import type { QuoteResponse } from '@spt/contracts';
import { consoleEn, consoleNl } from '@spt/i18n-content/console';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detail, fleetHandlers, SESSION } from '../../test/fixtures';
import { type ApiCall, fakeApi, renderConsole } from '../../test/render-console';
import { emptyPhoneBooking, quoteUrl } from './phone-booking';

const KEY = '3f1c2a9e-7b4d-4e5f-8a6b-0c1d2e3f4a5b';
const REFERENCE = 'SPT-PH0NE1';

/** Nominatim-shaped answers of the site's place search, by the start of the query. */
const PLACES: Record<string, unknown[]> = {
  Schiphol: [
    {
      place_id: 101,
      display_name: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
      lat: '52.3105',
      lon: '4.7683',
      type: 'village',
      class: 'place',
      importance: 0.6,
      address: { village: 'Schiphol', municipality: 'Haarlemmermeer', state: 'Noord-Holland' },
    },
  ],
  Damrak: [
    {
      place_id: 303,
      display_name: 'Damrak 1, Amsterdam, Noord-Holland, Nederland',
      lat: '52.3765',
      lon: '4.8977',
      type: 'house',
      class: 'place',
      importance: 0.5,
      address: { road: 'Damrak', house_number: '1', city: 'Amsterdam' },
    },
  ],
  Maastricht: [
    {
      place_id: 202,
      display_name: 'Maastricht, Limburg, Nederland',
      lat: '50.8514',
      lon: '5.691',
      type: 'city',
      class: 'place',
      importance: 0.7,
      address: { city: 'Maastricht', state: 'Limburg' },
    },
  ],
};

const price = (vehicleId: number, name: string, type: string, euros: Partial<Record<string, number>>) => ({
  vehicleId,
  name,
  type,
  basePrice: euros.base ?? 0,
  distancePrice: euros.distance ?? 0,
  timePrice: euros.time ?? 0,
  totalPrice: euros.total ?? 0,
  finalPrice: euros.total ?? 0,
  isMinimumApplied: false,
  available: true,
  extrasPrice: 0,
});

/** The server's quote of Schiphol to Maastricht for 2 passengers with 2 bags. */
const QUOTE: QuoteResponse = {
  product: 'transfer',
  distance: { km: 174.3, miles: 108.3 },
  durationMinutes: 131,
  durationText: '2h 11min',
  prices: [
    price(1, 'E 350 Sedan', 'Saloon', { base: 25, distance: 366.03, time: 65.5, total: 456.53 }),
    price(3, 'V 250 D Avantgarde', 'Minivan', { base: 40, distance: 488.04, time: 91.7, total: 619.74 }),
    {
      ...price(5, 'Sprinter 519 CDI', 'Minibus', { base: 100, total: 1000 }),
      available: false,
      reason: 'luggage',
    },
  ],
};

const CREATED = {
  reference: REFERENCE,
  pricing: {
    base: 40,
    distance: 488.04,
    time: 91.7,
    subtotal: 619.74,
    final: 619.74,
    isMinimumApplied: false,
    vehicleId: 3,
    distanceKm: 174.3,
    durationMinutes: 131,
    durationText: '2h 11min',
  },
};

/** What the form sends for the trip `fill` enters. */
const EXPECTED_BODY = {
  pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
  destination: 'Maastricht, Limburg, Nederland',
  pickupDetail: 'Terminal 2, arrivals hall',
  destinationDetail: '',
  flightNumber: 'KL1234',
  date: '2026-12-24',
  time: '09:30',
  passengers: 2,
  luggage: 2,
  contactName: 'Jan Jansen',
  contactEmail: 'jan@example.com',
  contactPhone: '+31 6 12345678',
  distance: 174.3,
  duration: '2h 11min',
  selectedVehicle: { id: 3, name: 'V 250 D Avantgarde', type: 'Minivan' },
  pricing: {
    base: 40,
    distance: 488.04,
    time: 91.7,
    subtotal: 619.74,
    final: 619.74,
    isMinimumApplied: false,
  },
  coordinates: { pickup: { lat: 52.3105, lon: 4.7683 }, destination: { lat: 50.8514, lon: 5.691 } },
  product: 'transfer',
  notes: 'Wheelchair in the boot',
  source: 'phone',
  locale: 'nl',
};

function api(createBooking: (call: ApiCall) => { status: number; body?: unknown }, quote = () => QUOTE) {
  return fakeApi({
    'GET /api/console/session': () => ({ status: 200, body: SESSION }),
    'GET /api/console/bookings': () => ({ status: 200, body: { items: [], nextCursor: null } }),
    ...fleetHandlers(),
    'GET /api/geo/search': (call) => {
      const q = new URL(call.url, 'http://console.test').searchParams.get('q') ?? '';
      const found = Object.entries(PLACES).find(([name]) => name.toLowerCase().startsWith(q.toLowerCase()));
      return { status: 200, body: found?.[1] ?? [] };
    },
    'GET /api/quote': () => ({ status: 200, body: quote() }),
    'POST /api/console/bookings': createBooking,
    [`GET /api/console/bookings/${REFERENCE}`]: () => ({ status: 200, body: detail(REFERENCE) }),
  });
}

/** Searches a place in the combobox and chooses the first suggestion. */
async function choosePlace(user: UserEvent, label: string, query: string) {
  await user.type(screen.getByRole('combobox', { name: label }), query);
  const list = await screen.findByRole('listbox', { name: label });
  await user.click(await within(list).findByRole('option', { name: new RegExp(query) }));
}

/** Fills every field of a transfer from Schiphol to Maastricht but the customer's email address. */
async function fillAllButEmail(user: UserEvent) {
  await choosePlace(user, 'Pickup', 'Schiphol');
  await choosePlace(user, 'Destination', 'Maastricht');
  await user.type(screen.getByLabelText('Pickup address line (optional)'), 'Terminal 2, arrivals hall');
  fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2026-12-24' } });
  fireEvent.change(screen.getByLabelText('Pickup time'), { target: { value: '09:30' } });
  await user.type(screen.getByLabelText('Flight number (optional)'), 'KL1234');
  await user.selectOptions(screen.getByLabelText('Passengers'), '2');
  await user.selectOptions(screen.getByLabelText('Pieces of luggage'), '2');
  await user.click(await screen.findByRole('radio', { name: /V 250 D Avantgarde/ }));
  await user.type(screen.getByLabelText('Customer’s name'), 'Jan Jansen');
  await user.type(screen.getByLabelText('Phone'), '+31 6 12345678');
  await user.selectOptions(screen.getByLabelText('Customer’s language'), 'nl');
  await user.type(screen.getByLabelText('Notes (optional)'), 'Wheelchair in the boot');
}

async function fillForm(user: UserEvent) {
  await fillAllButEmail(user);
  await user.type(screen.getByLabelText('Email address'), 'jan@example.com');
}

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/console/bookings');

beforeEach(() => {
  window.localStorage.clear();
  // "Now" is 1 December 2026; the pickup is on the 24th.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:00Z') });
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(KEY);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('console: a booking taken by phone', () => {
  it('opens from the list, shows the server’s prices, posts the site’s payload once and opens the booking', async () => {
    const fake = api(() => ({ status: 201, body: CREATED }));
    const { user, router } = await renderConsole('/console/bookings');
    await user.click(await screen.findByRole('link', { name: 'New booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New booking' })).toBeTruthy();
    expect(screen.getByText('The prices appear once the product and the places are chosen.')).toBeTruthy();

    await fillForm(user);
    // The quote asked for the route and the party, and only the vehicles that fit are offered.
    const quoteCall = fake.calls.filter((call) => call.url.startsWith('/api/quote')).at(-1);
    expect(quoteCall?.url).toBe(
      '/api/quote?pickup=52.3105%2C4.7683&destination=50.8514%2C5.691&product=transfer&passengers=2&luggage=2',
    );
    const vehicles = screen.getByRole('group', { name: 'Vehicles that fit, with the total price' });
    expect(
      within(vehicles)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '3']);
    expect(within(vehicles).getByText('€619.74')).toBeTruthy();
    expect(within(vehicles).getByText('174.3 km, about 2 h 11 min by car')).toBeTruthy();
    expect(
      within(vehicles).getByText('1 vehicle is too small for this party and is not shown.'),
    ).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Save booking' });
    await user.dblClick(save);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/console/bookings/${REFERENCE}`));
    expect(await screen.findByRole('heading', { level: 1, name: `Booking ${REFERENCE}` })).toBeTruthy();
    const sent = posts(fake.calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(EXPECTED_BODY);
    expect(sent[0]?.headers['idempotency-key']).toBe(KEY);
    expect(sent[0]?.headers['x-csrf-token']).toBe('csrf-token-123');
    expect(fake.unanswered).toEqual([]);
  });

  it('checks the form first: each problem beside its field, the first one focused, nothing posted', async () => {
    const fake = api(() => ({ status: 201, body: CREATED }));
    const { user } = await renderConsole('/console/bookings/new');
    await screen.findByRole('heading', { level: 1, name: 'New booking' });

    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(screen.getByText('Please check the marked fields.').closest('[role="alert"]')).toBeTruthy();
    const pickup = screen.getByRole('combobox', { name: 'Pickup' });
    expect(document.activeElement).toBe(pickup);
    expect(pickup.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Search for the place and choose it from the list.')).toHaveLength(2);

    await fillAllButEmail(user);
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = document.getElementById(describedBy.at(-1) ?? '');
    expect(error?.textContent).toBe('Enter an email address such as name@example.com.');
    // The other fields are fine now.
    expect(pickup.getAttribute('aria-invalid')).toBeNull();
    expect(posts(fake.calls)).toHaveLength(0);
  });

  it('shows a changed price from the server’s 422, then books with the same key at the new price', async () => {
    const newQuote: QuoteResponse = {
      ...QUOTE,
      prices: QUOTE.prices.map((entry) =>
        entry.vehicleId === 3 ? { ...entry, totalPrice: 650, finalPrice: 650 } : entry,
      ),
    };
    let attempts = 0;
    const fake = api(() => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 422,
            body: { error: 'The price has changed', code: 'fareMismatch', quote: newQuote },
          }
        : { status: 201, body: CREATED };
    });
    const { user, router } = await renderConsole('/console/bookings/new');
    await screen.findByRole('heading', { level: 1, name: 'New booking' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save booking' }));

    expect(
      await screen.findByText(
        'The price changed in the meantime. The new prices are shown: check them and save again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('€650.00')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/bookings/new');

    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/console/bookings/${REFERENCE}`));
    const [first, second] = posts(fake.calls);
    expect(first?.body).toMatchObject({ pricing: { final: 619.74 } });
    expect(second?.body).toMatchObject({ pricing: { subtotal: 650, final: 650 } });
    expect(second?.headers['idempotency-key']).toBe(KEY);
  });

  it('puts a refused field back beside it (422 vehicle too small, 400 phone) and explains a 409', async () => {
    const answers = [
      { status: 422, body: { error: 'Too small', code: 'vehicleCapacity', quote: QUOTE } },
      {
        status: 400,
        body: {
          error: 'Please enter a valid phone number',
          code: 'invalidPhone',
          issues: [
            { path: 'contactPhone', code: 'invalidPhone', message: 'Please enter a valid phone number' },
          ],
        },
      },
      { status: 409, body: { error: 'Key reused', code: 'idempotencyConflict' } },
    ];
    const fake = api(() => answers.shift() ?? { status: 500 });
    const { user, router } = await renderConsole('/console/bookings/new');
    await screen.findByRole('heading', { level: 1, name: 'New booking' });
    await fillForm(user);
    const save = screen.getByRole('button', { name: 'Save booking' });

    await user.click(save);
    expect(
      await screen.findByText('This vehicle does not have enough seats for this many passengers.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: /E 350 Sedan/ })),
    );

    await user.click(save);
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Enter a phone number with the country code, such as +31 6 12345678.'),
    ).toBeTruthy();

    await user.click(save);
    expect(
      await screen.findByText(
        'This form was already saved once, with other details. Look for the booking in the list before you enter it again.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/bookings/new');
    const sent = posts(fake.calls);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((call) => call.headers['idempotency-key']))).toEqual(new Set([KEY]));
  });

  it('searches places as a combobox: ArrowDown and Enter choose, Escape closes, the choice fills the address line', async () => {
    api(() => ({ status: 201, body: CREATED }));
    const { user } = await renderConsole('/console/bookings/new');
    await screen.findByRole('heading', { level: 1, name: 'New booking' });
    const pickup = screen.getByRole('combobox', { name: 'Pickup' });
    await user.type(pickup, 'Damrak');
    await screen.findByRole('option', { name: /Damrak/ });
    expect(pickup.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(pickup.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Damrak/ }).getAttribute('id'),
    );
    await user.keyboard('{Enter}');
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByLabelText('Pickup address line (optional)') as HTMLInputElement).value).toBe(
      'Damrak 1',
    );
  });

  it('speaks Dutch on the Dutch console', async () => {
    api(() => ({ status: 201, body: CREATED }));
    await renderConsole('/console/bookings/new', 'nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuwe boeking' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ophaallocatie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Boeking opslaan' })).toBeTruthy();
    const language = screen.getByLabelText('Taal van de klant') as HTMLSelectElement;
    // The customer's language starts as the operator's.
    expect(language.value).toBe('nl');
  });
});

describe('the quote a phone booking asks for', () => {
  const schiphol = { text: 'Schiphol', displayName: 'Schiphol', point: { lat: 52.3105, lon: 4.7683 } };
  const utrecht = { text: 'Utrecht', displayName: 'Utrecht', point: { lat: 52.0907, lon: 5.1214 } };

  it('asks nothing until the places the product needs are chosen', () => {
    expect(quoteUrl(emptyPhoneBooking('en'))).toBeNull();
    expect(quoteUrl({ ...emptyPhoneBooking('en'), pickup: schiphol })).toBeNull();
    expect(quoteUrl({ ...emptyPhoneBooking('en'), product: 'hourly', pickup: schiphol })).not.toBeNull();
  });

  it('asks for the product, the way back, the hours, the tour and the extras', () => {
    const form = { ...emptyPhoneBooking('en'), pickup: schiphol, destination: utrecht };
    const params = (url: string | null) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
    expect(params(quoteUrl({ ...form, returnTrip: true, childSeats: '1', nameSign: 'Tanaka' }))).toEqual({
      pickup: '52.3105,4.7683',
      destination: '52.0907,5.1214',
      product: 'transfer',
      returnTrip: '1',
      childSeats: '1',
      nameSign: '1',
      passengers: '1',
      luggage: '1',
    });
    expect(params(quoteUrl({ ...form, product: 'hourly', hours: '4' }))).toMatchObject({
      product: 'hourly',
      hours: '4',
      destination: '52.0907,5.1214',
    });
    // A tour goes to its own place: no destination asked.
    const tour = params(quoteUrl({ ...form, product: 'tour', tour: 'giethoorn', passengers: '4' }));
    expect(tour).toMatchObject({ product: 'tour', tour: 'giethoorn', passengers: '4' });
    expect(tour).not.toHaveProperty('destination');
  });

  it('names every tour the site sells in both languages', () => {
    for (const tour of business.products.tours) {
      expect(consoleEn.newBooking.tours, tour.id).toHaveProperty([tour.id]);
      expect(consoleNl.newBooking.tours, tour.id).toHaveProperty([tour.id]);
    }
  });
});
