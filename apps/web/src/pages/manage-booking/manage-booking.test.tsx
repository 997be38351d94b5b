import type { ManageLookupResponse, ManagePayment } from '@spt/contracts';
import { formatLongDate, translations } from '@spt/i18n-content';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../features/test-i18n';
import { privatePageHead } from '../../lib/head';
import { createStaticI18n } from '../../lib/i18n';
import {
  forgetLinkToken,
  keepLinkToken,
  TOKEN_STORAGE_KEY,
  takeLinkToken,
  tokenFromHash,
} from '../../lib/link-token';
import { polyfillDialog } from '../../test/render-with-router';
import { ManageBooking } from './manage-booking';
import { ManageBookingPage } from './manage-booking-page';
import { visitorPickupTime, zoneName } from './pickup-times';

const TOKEN = 'A'.repeat(21) + '-_'.repeat(11);
/** The English long date of the pickup day, as this runtime's Intl writes it. */
const THURSDAY = formatLongDate('2026-12-24', 'en');

/** Thursday 24 December 2026, 09:30 in Amsterdam (UTC+1) is 08:30 UTC. */
const BOOKING: ManageLookupResponse = {
  reference: 'SPT-7K3M9Q',
  status: 'confirmed',
  pickupDate: '2026-12-24',
  pickupTime: '09:30',
  pickupAt: '2026-12-24T08:30:00.000Z',
  pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
  destination: 'Maastricht, Limburg, Nederland',
  pickupDetail: null,
  destinationDetail: 'Hotel Derlon',
  passengers: 2,
  luggage: 3,
  flightNumber: 'KL1234',
  vehicle: { id: 3, name: 'V 250 D Avantgarde', type: 'Minivan' },
  finalPrice: 619.74,
  driver: { name: 'Piet de Vries', phone: '+31 6 98765432' },
  reason: null,
  cancellable: true,
  cancellableUntil: '2026-12-24T06:30:00.000Z',
  locale: 'nl',
  durationMinutes: 131,
  meetingPoint: null,
  freeWaitingMinutes: 15,
  product: 'transfer',
  hours: null,
  tour: null,
  returnOf: null,
  returnReference: null,
  extras: null,
  notes: null,
  passenger: null,
  meetAtArrivals: false,
  progress: null,
  message: null,
  payment: null,
  invoices: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (body: Record<string, unknown> & { token: string }) => Response | Promise<Response>;

/** A fetch mock that answers each manage route with its handler and records the calls. */
function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[url];
    if (!handler) throw new Error(`unexpected fetch ${url}`);
    return handler(JSON.parse(String(init?.body ?? '{}')));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof mockApi>, url: string) =>
  fetchMock.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String(init?.body)));

let en: i18n;
let nl: i18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  nl = await createTestI18n('nl');
  polyfillDialog();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetLinkToken();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The booking's clock: Monday 21 December 2026, 12:00 in Amsterdam, days before the ride. */
const BEFORE = () => new Date('2026-12-21T11:00:00.000Z');

function renderManage(
  options: {
    lang?: 'en' | 'nl';
    timeZone?: string;
    /** The link's token; `'address bar'` reads it as the page does (fragment, else the tab's storage). */
    token?: string | null | 'address bar';
    now?: () => Date;
    refreshMs?: number;
    paymentRecheckMs?: number;
    navigate?: (url: string) => void;
  } = {},
): ReturnType<typeof render> {
  const token = options.token === undefined ? TOKEN : options.token;
  return render(
    <I18nextProvider i18n={options.lang === 'nl' ? nl : en}>
      <ManageBooking
        {...(token === 'address bar' ? {} : { takeToken: () => token })}
        timeZone={options.timeZone ?? 'Europe/Amsterdam'}
        now={options.now ?? BEFORE}
        {...(options.refreshMs ? { refreshMs: options.refreshMs } : {})}
        {...(options.paymentRecheckMs ? { paymentRecheckMs: options.paymentRecheckMs } : {})}
        {...(options.navigate ? { navigate: options.navigate } : {})}
      />
    </I18nextProvider>,
  );
}

/** The value of a row of the ride's details, by its label. */
function detail(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('ManageBooking', () => {
  it('shows a confirmed booking in Dutch with its driver, and moves focus to its heading', async () => {
    const fetchMock = mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    renderManage({ lang: 'nl' });
    expect(screen.getByRole('status').textContent).toBe('Uw boeking wordt geladen…');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Boeking SPT-7K3M9Q' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calls(fetchMock, '/api/manage/lookup')).toEqual([{ token: TOKEN }]);

    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Status:Bevestigd');
    expect(status.textContent).toContain('Uw rit is bevestigd.');
    expect(detail('Uw chauffeur').textContent).toBe('Piet de Vries');
    const driverPhone = screen.getByRole('link', { name: '+31 6 98765432' });
    expect(driverPhone.getAttribute('href')).toBe('tel:+31698765432');

    expect(detail('Ophalen').textContent).toBe('donderdag 24 december 2026 om 09:30 uur (Nederlandse tijd)');
    expect(detail('Van').textContent).toBe(BOOKING.pickup);
    // The address line the customer typed comes before the place the ride was priced for.
    expect(detail('Naar').textContent).toBe(`Hotel Derlon, ${BOOKING.destination}`);
    expect(detail('Voertuig').textContent).toBe('V 250 D Avantgarde (Minivan)');
    expect(detail('Passagiers').textContent).toBe('2');
    expect(detail('Bagage').textContent).toBe('3');
    expect(detail('Vluchtnummer').textContent).toBe('KL1234');
    expect(detail('Vaste prijs').textContent).toBe('€\u00a0619,74 incl. btw');
    expect(
      screen.getByText(/Online wijzigen of annuleren kan tot donderdag 24 december 2026 om 07:30 uur/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Boeking wijzigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aan agenda toevoegen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Boeking annuleren' })).toBeTruthy();
    // Headings in order: the page's h1 is the hero's; the booking is an h2, its parts h3.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Uw rit',
      'Wijzigen, annuleren of in uw agenda zetten',
    ]);
    // No progress before the driver sets off, no message, and no refreshing days before the ride.
    expect(document.querySelector('[data-slot="driver-progress"]')).toBeNull();
    expect(screen.queryByText(/elke minuut bijgewerkt/)).toBeNull();
    expect(document.querySelector('blockquote')).toBeNull();
  });

  it('says when the ride is confirmed but no driver is known yet', async () => {
    mockApi({ '/api/manage/lookup': () => json(200, { ...BOOKING, driver: null }) });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(screen.getByRole('status').textContent).toContain(
      'We will let you know the name and phone number',
    );
    expect(screen.queryByText('Your driver')).toBeNull();
  });

  it.each([
    ['requested', 'Requested', /will confirm it by email/],
    ['completed', 'Completed', /has been completed/],
    ['expired', 'Expired', /could not confirm this request in time/],
    ['noShow', 'No-show', /waited at the pickup point, but we could not find you there/],
  ] as const)('words the status %s', async (status, word, text) => {
    mockApi({ '/api/manage/lookup': () => json(200, { ...BOOKING, status, driver: null }) });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    const region = screen.getByRole('status');
    expect(within(region).getByText(word)).toBeTruthy();
    expect(region.textContent).toMatch(text);
  });

  it.each([
    ['declined', 'Declined'],
    ['cancelled', 'Cancelled'],
  ] as const)('shows the business’s reason when %s, and no actions', async (status, word) => {
    mockApi({
      '/api/manage/lookup': () =>
        json(200, {
          ...BOOKING,
          status,
          driver: null,
          reason: 'No vehicle free at that hour',
          cancellable: false,
          cancellableUntil: null,
        }),
    });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(within(screen.getByRole('status')).getByText(word)).toBeTruthy();
    expect(detail('Our reason').textContent).toBe('No vehicle free at that hour');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByText(/please call us/)).toBeNull();
  });

  it('shows one neutral "not valid" page for a 404, a malformed token and a missing token', async () => {
    const texts: string[] = [];
    for (const token of [TOKEN, 'tampered', null]) {
      const fetchMock = mockApi({
        '/api/manage/lookup': () => json(404, { error: 'This link is not valid', code: 'linkNotValid' }),
      });
      renderManage({ token });
      const heading = await screen.findByRole('heading', { level: 2, name: 'This link is not valid' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(screen.getByRole('link', { name: 'Call +31 20 123 4567' }).getAttribute('href')).toBe(
        'tel:+31201234567',
      );
      expect(screen.getByRole('link', { name: /^Email info@/ }).getAttribute('href')).toBe(
        'mailto:info@schipholpremiumtaxi.nl',
      );
      // A token that cannot be one is not even sent.
      expect(calls(fetchMock, '/api/manage/lookup')).toHaveLength(token === TOKEN ? 1 : 0);
      texts.push(document.body.textContent ?? '');
      cleanup();
      vi.unstubAllGlobals();
    }
    expect(new Set(texts).size).toBe(1);
  });

  it('offers a retry when the lookup fails for another reason (rate limit, network)', async () => {
    let answer = json(429, { error: 'Too many requests', code: 'rateLimited' });
    mockApi({ '/api/manage/lookup': () => answer });
    renderManage();
    await screen.findByRole('heading', { name: 'Your booking could not be loaded' });
    answer = json(200, BOOKING);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
  });

  it('treats an answer that does not match the schema as a failure, not as a booking', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ '/api/manage/lookup': () => json(200, { ...BOOKING, status: 'teleported' }) });
    renderManage();
    await screen.findByRole('heading', { name: 'Your booking could not be loaded' });
  });

  it('cancels after the confirmation step and shows "cancelled" at once', async () => {
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/cancel': () => json(200, { status: 'cancelled' }),
    });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });

    // Changing one's mind: the dialog closes and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking SPT-7K3M9Q?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain(`Your ride on ${THURSDAY} at 09:30 (Amsterdam time) from Schiphol`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep my booking' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(calls(fetchMock, '/api/manage/cancel')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my booking' }));
    await waitFor(() => expect(within(screen.getByRole('status')).getByText('Cancelled')).toBeTruthy());
    expect(calls(fetchMock, '/api/manage/cancel')).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('status').textContent).toContain('Your booking has been cancelled.');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByText('Your driver')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Booking SPT-7K3M9Q' })),
    );
  });

  it('names only the start in the cancel question for hire by the hour, which has no destination', async () => {
    mockApi({
      '/api/manage/lookup': () =>
        json(200, { ...BOOKING, product: 'hourly', hours: 4, destination: '', destinationDetail: null }),
    });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking SPT-7K3M9Q?' });
    expect(dialog.textContent).toContain(
      `Your ride on ${THURSDAY} at 09:30 (Amsterdam time) from Schiphol, Haarlemmermeer, Noord-Holland, Nederland will be cancelled.`,
    );
    expect(dialog.textContent).not.toMatch(/ to\s*(will|$)/);
  });

  it('within 2 hours of pickup: the text to call us with the number, instead of the button', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, { ...BOOKING, cancellable: false, cancellableUntil: null }),
    });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change booking' })).toBeNull();
    expect(screen.getByText(/Online cancellation closes 2 hours before pickup/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call +31 20 123 4567' }).getAttribute('href')).toBe(
      'tel:+31201234567',
    );
  });

  it('when the server says it has become too late, shows the call text instead of the button', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/cancel': () =>
        json(409, { error: 'Online cancellation closes 2 hours before pickup', code: 'tooLateToCancel' }),
    });
    renderManage({ lang: 'nl' });
    await screen.findByRole('heading', { name: 'Boeking SPT-7K3M9Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Boeking annuleren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja, annuleer mijn boeking' }));
    const text = await screen.findByText(/Online annuleren kan tot 2 uur voor de ophaaltijd/);
    expect(screen.queryByRole('button', { name: 'Boeking annuleren' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bel +31 20 123 4567' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(text.parentElement));
    expect(within(screen.getByRole('status')).getByText('Bevestigd')).toBeTruthy();
  });

  it('when an operator changed the booking meanwhile, says so and shows the new status', async () => {
    let booking: ManageLookupResponse = BOOKING;
    mockApi({
      '/api/manage/lookup': () => json(200, booking),
      '/api/manage/cancel': () => {
        booking = {
          ...BOOKING,
          status: 'completed',
          driver: null,
          cancellable: false,
          cancellableUntil: null,
        };
        return json(409, { error: 'Not allowed', code: 'transitionNotAllowed' });
      },
    });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    expect((await screen.findByRole('alert')).textContent).toContain('can no longer be cancelled online');
    await waitFor(() => expect(within(screen.getByRole('status')).getByText('Completed')).toBeTruthy());
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('downloads the calendar file the API makes', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/calendar': () =>
        new Response(ics, { status: 200, headers: { 'Content-Type': 'text/calendar; charset=utf-8' } }),
    });
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:calendar';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toEqual(['booking-SPT-7K3M9Q.ics blob:calendar']));
    expect(calls(fetchMock, '/api/manage/calendar')).toEqual([{ token: TOKEN }]);
    expect(await created[0]?.text()).toBe(ics);
  });

  it('says so when the calendar file cannot be had', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/calendar': () => json(409, { error: 'x', code: 'transitionNotAllowed' }),
    });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The calendar file could not be downloaded. Please try again.',
    );
  });
});

describe('a reload of the tab', () => {
  it('finds the booking with the token the tab kept, without a fragment', async () => {
    // The mailed link opened the page earlier in this tab; the reload starts with empty memory.
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    window.history.replaceState(null, '', '/en/manage-booking');
    const fetchMock = mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    renderManage({ token: 'address bar' });
    await screen.findByRole('heading', { level: 2, name: 'Booking SPT-7K3M9Q' });
    expect(calls(fetchMock, '/api/manage/lookup')).toEqual([{ token: TOKEN }]);
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('says "not valid" only when the server does, and then forgets the token', async () => {
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    window.history.replaceState(null, '', '/en/manage-booking');
    let answer = json(503, { error: 'x', code: 'internal' });
    mockApi({ '/api/manage/lookup': () => answer });
    renderManage({ token: 'address bar' });
    // A failure that is not the link's keeps the token for a retry.
    await screen.findByRole('heading', { name: 'Your booking could not be loaded' });
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    answer = json(404, { error: 'This link is not valid', code: 'linkNotValid' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'This link is not valid' });
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(takeLinkToken()).toBeNull();
  });

  it('without any token asks for the mail’s link and sends nothing', async () => {
    const fetchMock = mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    window.history.replaceState(null, '', '/en/manage-booking');
    renderManage({ token: 'address bar' });
    await screen.findByRole('heading', { name: 'This link is not valid' });
    expect(screen.getByText(/open the link in the most recent email/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** An answer of POST /api/manage/change. */
const changeAnswer = (body: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  json(200, {
    finalPrice: BOOKING.finalPrice,
    previousPrice: BOOKING.finalPrice,
    needsConfirmation: false,
    changes: {},
    applied: body.preview !== true,
    ...over,
  });

async function openChangeForm(lang: 'en' | 'nl' = 'en') {
  const [heading, button, form] =
    lang === 'nl'
      ? ['Boeking SPT-7K3M9Q', 'Boeking wijzigen', 'Uw boeking wijzigen']
      : ['Booking SPT-7K3M9Q', 'Change booking', 'Change your booking'];
  await screen.findByRole('heading', { level: 2, name: heading });
  fireEvent.click(screen.getByRole('button', { name: button }));
  // The form loads on demand: its chunk may take a moment when the whole suite runs.
  const title = await screen.findByRole('heading', { level: 3, name: form }, { timeout: 5000 });
  await waitFor(() => expect(document.activeElement).toBe(title));
  return title.closest('section') as HTMLElement;
}

describe('changing the booking', () => {
  it('prefills the form, previews the new price, then confirms with preview false and reloads', async () => {
    let booking: ManageLookupResponse = BOOKING;
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, booking),
      '/api/manage/change': (body) => {
        if (body.preview === false)
          booking = { ...BOOKING, status: 'requested', passengers: 4, finalPrice: 659.74 };
        return changeAnswer(body, {
          finalPrice: 659.74,
          needsConfirmation: true,
          changes: {
            passengers: { before: 2, after: 4 },
            time: { before: '09:30', after: '10:15' },
            finalPrice: { before: 619.74, after: 659.74 },
          },
        });
      },
    });
    renderManage();
    const form = await openChangeForm();
    // The booking as it is.
    expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-24');
    expect((within(form).getByLabelText('Time') as HTMLInputElement).value).toBe('09:30');
    expect((within(form).getByLabelText('Flight number') as HTMLInputElement).value).toBe('KL1234');
    expect((within(form).getByLabelText('Pickup address (optional)') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText('Drop-off address (optional)') as HTMLInputElement).value).toBe(
      'Hotel Derlon',
    );
    expect((within(form).getByLabelText('Passengers') as HTMLSelectElement).value).toBe('2');
    expect((within(form).getByLabelText('Luggage') as HTMLSelectElement).value).toBe('3');

    fireEvent.change(within(form).getByLabelText('Passengers'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '10:15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    const newPrice = await within(form).findByText('€659.74');
    expect(newPrice.parentElement?.textContent).toBe('New price: €659.74 incl. VAT (was €619.74)');
    // The time it replaces: no second time zone in brackets, and no date when the date stays.
    expect(form.textContent).toContain(`${THURSDAY} at 10:15 (Amsterdam time) (was 09:30)`);
    expect(form.textContent).toContain('4 (was 2)');
    expect(form.textContent).toContain('we will confirm your booking again by email');
    // Only what changed is sent, first as a preview.
    expect(calls(fetchMock, '/api/manage/change')).toEqual([
      { token: TOKEN, preview: true, time: '10:15', passengers: 4 },
    ]);
    const preview = form.querySelector('[data-slot="change-preview"]');
    await waitFor(() => expect(document.activeElement).toBe(preview));

    fireEvent.click(within(form).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Change your booking' })).toBeNull());
    expect(calls(fetchMock, '/api/manage/change')[1]).toEqual({
      token: TOKEN,
      preview: false,
      time: '10:15',
      passengers: 4,
    });
    // The page looked the booking up again and shows it as it is now.
    await waitFor(() => expect(detail('Passengers').textContent).toBe('4'));
    expect(calls(fetchMock, '/api/manage/lookup')).toHaveLength(2);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Requested')).toBeTruthy();
    expect(status.textContent).toContain('We will send you a new confirmation by email shortly.');
    expect(detail('Fixed price').textContent).toBe('€659.74 incl. VAT');
  });

  it('a new flight number keeps a confirmed booking confirmed (Dutch)', async () => {
    let booking: ManageLookupResponse = BOOKING;
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, booking),
      '/api/manage/change': (body) => {
        if (body.preview === false) booking = { ...BOOKING, flightNumber: 'HV5678' };
        return changeAnswer(body, { changes: { flightNumber: { before: 'KL1234', after: 'HV5678' } } });
      },
    });
    renderManage({ lang: 'nl' });
    const form = await openChangeForm('nl');
    fireEvent.change(within(form).getByLabelText('Vluchtnummer'), { target: { value: ' HV5678 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Wijziging controleren' }));
    await within(form).findByText(/^De prijs blijft €.619,74 incl\. btw\.$/);
    expect(form.textContent).toContain('HV5678 (voorheen KL1234)');
    expect(form.textContent).toContain('Uw boeking blijft bevestigd.');
    fireEvent.click(within(form).getByRole('button', { name: 'Wijziging bevestigen' }));
    await waitFor(() => expect(detail('Vluchtnummer').textContent).toBe('HV5678'));
    expect(calls(fetchMock, '/api/manage/change').map((body) => body.preview)).toEqual([true, false]);
    expect(calls(fetchMock, '/api/manage/change')[1]).toMatchObject({ flightNumber: 'HV5678' });
    expect(screen.getByRole('status').textContent).toContain(
      'Uw boeking is gewijzigd. U ontvangt de nieuwe gegevens per e-mail.',
    );
    expect(within(screen.getByRole('status')).getByText('Bevestigd')).toBeTruthy();
  });

  it('an edit after the check asks for a new check; nothing changed sends nothing', async () => {
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/change': (body) => changeAnswer(body, { changes: { luggage: { before: 3, after: 4 } } }),
    });
    renderManage();
    const form = await openChangeForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('You have not changed anything yet.');
    fireEvent.change(within(form).getByLabelText('Luggage'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    await within(form).findByRole('button', { name: 'Confirm change' });
    fireEvent.change(within(form).getByLabelText('Luggage'), { target: { value: '5' } });
    expect(within(form).queryByRole('button', { name: 'Confirm change' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Check changes' })).toBeTruthy();
    expect(calls(fetchMock, '/api/manage/change')).toHaveLength(1);
    // Leaving the form changes nothing and returns focus to its button.
    fireEvent.click(within(form).getByRole('button', { name: 'Don’t change anything' }));
    const button = screen.getByRole('button', { name: 'Change booking' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('checks the date and the flight number before asking the server', async () => {
    const fetchMock = mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    renderManage();
    const form = await openChangeForm();
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-21' } });
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '12:10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Please select a date and time at least 30 minutes from now',
    );
    expect(within(form).getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-24' } });
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '09:30' } });
    fireEvent.change(within(form).getByLabelText('Flight number'), { target: { value: 'tomorrow' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Please enter a flight number such as KL1234, or None.',
    );
    expect(calls(fetchMock, '/api/manage/change')).toEqual([]);
  });

  it('checks on its own (noValidate) and moves focus to the field to correct', async () => {
    mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    renderManage();
    const form = await openChangeForm();
    expect(form.querySelector('form')?.noValidate).toBe(true);
    const flight = within(form).getByLabelText('Flight number');
    fireEvent.change(flight, { target: { value: 'tomorrow' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    await waitFor(() => expect(document.activeElement).toBe(flight));
    expect(flight.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(flight.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
    ).toBe('Please enter a flight number such as KL1234, or None.');
  });

  it('names the field a 400 answer turns down, beside it and in the summary (Dutch)', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/change': () =>
        json(400, {
          error: 'The request is invalid',
          code: 'validation',
          issues: [{ path: 'pickupDetail', code: 'custom', message: 'Contains a control character' }],
        }),
    });
    renderManage({ lang: 'nl' });
    const form = await openChangeForm('nl');
    const detail = within(form).getByLabelText('Ophaaladres (optioneel)');
    fireEvent.change(detail, { target: { value: 'Kleine Houtstraat 12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Wijziging controleren' }));
    await waitFor(() => expect(document.activeElement).toBe(detail));
    expect(detail.getAttribute('aria-invalid')).toBe('true');
    const texts = (await within(form).findAllByRole('alert')).map((alert) => alert.textContent);
    expect(texts).toEqual([
      'Controleer uw ophaaladres',
      'Controleer deze gegevens en probeer het opnieuw: Ophaaladres.',
    ]);
  });

  it('when the server says it is too late (409 tooLateToChange): the text to call us instead of the form', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/change': () =>
        json(409, {
          error: 'Online changes close 2 hours before pickup; please call us',
          code: 'tooLateToChange',
        }),
    });
    renderManage();
    const form = await openChangeForm();
    fireEvent.change(within(form).getByLabelText('Luggage'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    const text = await screen.findByText(
      /Online changes close 2 hours before pickup, so this change could not be made/,
    );
    expect(screen.queryByRole('heading', { name: 'Change your booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call +31 20 123 4567' }).getAttribute('href')).toBe(
      'tel:+31201234567',
    );
    await waitFor(() => expect(document.activeElement).toBe(text.parentElement));
  });

  it('a party the booked vehicle cannot take (422): says so, with the number to call (Dutch)', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/change': () =>
        json(422, {
          error: 'The selected vehicle cannot carry this many passengers',
          code: 'vehicleCapacity',
        }),
    });
    renderManage({ lang: 'nl' });
    const form = await openChangeForm('nl');
    fireEvent.change(within(form).getByLabelText('Passagiers'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Wijziging controleren' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'De voor u geboekte V 250 D Avantgarde heeft geen plaats voor 12 passagiers. Bel ons, dan zoeken wij graag een groter voertuig voor u. Bel +31 20 123 4567',
    );
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('tel:+31201234567');
    expect(within(form).getByLabelText('Passagiers').getAttribute('aria-invalid')).toBe('true');
  });

  it('a booking changed too often online (429 tooManyChanges): asks to call, with the number', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, BOOKING),
      '/api/manage/change': () => json(429, { error: 'too many', code: 'tooManyChanges' }),
    });
    renderManage();
    const form = await openChangeForm();
    fireEvent.change(within(form).getByLabelText('Luggage'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'This booking has already been changed several times online today. To change it again, please call us and we will arrange it with you. Call +31 20 123 4567',
    );
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('tel:+31201234567');
  });

  it('a booking an operator closed meanwhile (409 bookingClosed): says so and shows its status', async () => {
    let booking: ManageLookupResponse = BOOKING;
    mockApi({
      '/api/manage/lookup': () => json(200, booking),
      '/api/manage/change': () => {
        booking = {
          ...BOOKING,
          status: 'cancelled',
          cancellable: false,
          cancellableUntil: null,
          driver: null,
        };
        return json(409, { error: 'closed', code: 'bookingClosed' });
      },
    });
    renderManage();
    const form = await openChangeForm();
    fireEvent.change(within(form).getByLabelText('Luggage'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This booking can no longer be changed online. The page now shows its current status.',
    );
    await waitFor(() => expect(within(screen.getByRole('status')).getByText('Cancelled')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Change your booking' })).toBeNull();
  });

  it('a tour offers its group size only', async () => {
    mockApi({
      '/api/manage/lookup': () =>
        json(200, { ...BOOKING, product: 'tour', tour: 'giethoorn', passengers: 4, destination: '' }),
    });
    renderManage();
    const form = await openChangeForm();
    const options = [...(within(form).getByLabelText('Passengers') as HTMLSelectElement).options];
    expect(options.map((o) => o.value)).toEqual(['2', '3', '4', '5', '6', '7', '8']);
    // No destination ("as directed" or a tour's own): no drop-off address line.
    expect(within(form).queryByLabelText('Drop-off address (optional)')).toBeNull();
  });
});

/** 07:45 in Amsterdam on the day: 1 h 45 min before the 09:30 pickup (UTC+1). */
const onTheDay = () => new Date('2026-12-24T06:45:00.000Z');

describe('the driver’s progress and the business’s message', () => {
  it.each([
    ['onTheWay', 'Your driver is on the way'],
    ['arrived', 'Your driver has arrived'],
    ['onBoard', 'You are on board'],
  ] as const)('%s: "%s", prominently, in a polite live region', async (progress, text) => {
    mockApi({
      '/api/manage/lookup': () =>
        json(200, { ...BOOKING, progress, cancellable: false, cancellableUntil: null }),
    });
    renderManage({ now: onTheDay });
    const title = await screen.findByText(text);
    const region = title.closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('data-progress')).toBe(progress);
  });

  it('shows the message in a quotation, signed by the business (Dutch)', async () => {
    mockApi({
      '/api/manage/lookup': () =>
        json(200, { ...BOOKING, message: 'Uw chauffeur wacht bij\nuitgang 3 met een bordje.' }),
    });
    renderManage({ lang: 'nl' });
    await screen.findByRole('heading', { name: 'Boeking SPT-7K3M9Q' });
    const quote = document.querySelector('blockquote');
    expect(quote?.textContent).toBe('Uw chauffeur wacht bij\nuitgang 3 met een bordje.');
    expect(quote?.closest('figure')?.querySelector('figcaption')?.textContent).toBe(
      'Bericht van Schiphol Premium Taxi',
    );
  });

  it('within 3 hours of pickup refreshes itself and announces the driver’s progress', async () => {
    let booking: ManageLookupResponse = { ...BOOKING, cancellable: false, cancellableUntil: null };
    const fetchMock = mockApi({ '/api/manage/lookup': () => json(200, booking) });
    renderManage({ now: onTheDay, refreshMs: 20 });
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(screen.getByText('This page updates itself every minute.')).toBeTruthy();
    const region = document.querySelector('[data-slot="driver-progress"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    booking = { ...booking, progress: 'arrived', message: 'Exit 3, by the flower stall.' };
    await waitFor(() => expect(region?.textContent).toContain('Your driver has arrived'));
    expect(document.querySelector('blockquote')?.textContent).toBe('Exit 3, by the flower stall.');
    // The same region (so screen readers hear the change), and focus stayed where it was.
    expect(document.querySelector('[data-slot="driver-progress"]')).toBe(region);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Booking SPT-7K3M9Q' }));
    // Once the ride is completed, the page stops refreshing itself.
    booking = { ...booking, status: 'completed', progress: null };
    await waitFor(() => expect(within(screen.getByRole('status')).getByText('Completed')).toBeTruthy());
    const lookups = calls(fetchMock, '/api/manage/lookup').length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls(fetchMock, '/api/manage/lookup')).toHaveLength(lookups);
    expect(screen.queryByText('This page updates itself every minute.')).toBeNull();
  });

  it('keeps the focus where the customer is while it refreshes; a link gone invalid takes it to the new heading', async () => {
    let answer: [number, unknown] = [200, { ...BOOKING, cancellable: false, cancellableUntil: null }];
    const fetchMock = mockApi({ '/api/manage/lookup': () => json(...answer) });
    renderManage({ now: onTheDay, refreshMs: 20 });
    const heading = await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    // On the result at once, in the commit that shows it.
    expect(document.activeElement).toBe(heading);
    const calendar = screen.getByRole('button', { name: 'Add to calendar' });
    calendar.focus();
    await waitFor(() => expect(calls(fetchMock, '/api/manage/lookup').length).toBeGreaterThan(2));
    expect(document.activeElement).toBe(calendar);
    answer = [404, { error: 'This link is not valid', code: 'linkNotValid' }];
    const gone = await screen.findByRole('heading', { level: 2, name: 'This link is not valid' });
    expect(document.activeElement).toBe(gone);
  });

  it('days before the ride does not refresh itself', async () => {
    const fetchMock = mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    renderManage({ refreshMs: 20 });
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls(fetchMock, '/api/manage/lookup')).toHaveLength(1);
  });

  it('a periodic lookup that fails keeps the booking on screen', async () => {
    let fail = false;
    const fetchMock = mockApi({
      '/api/manage/lookup': () =>
        fail ? json(503, { error: 'x', code: 'internal' }) : json(200, { ...BOOKING, cancellable: false }),
    });
    renderManage({ now: onTheDay, refreshMs: 20 });
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    fail = true;
    await waitFor(() => expect(calls(fetchMock, '/api/manage/lookup').length).toBeGreaterThan(2));
    expect(screen.getByRole('heading', { name: 'Booking SPT-7K3M9Q' })).toBeTruthy();
  });
});

describe('pickup time in the visitor’s own time zone', () => {
  it('adds the New York time, and none in Amsterdam', async () => {
    mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    renderManage({ timeZone: 'America/New_York' });
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(detail('Pickup').textContent).toBe(
      `${THURSDAY} at 09:30 (Amsterdam time)That is 03:30 in your time zone (New York).`,
    );
    cleanup();
    renderManage({ timeZone: 'Europe/Amsterdam' });
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(detail('Pickup').textContent).toBe(`${THURSDAY} at 09:30 (Amsterdam time)`);
    expect(screen.queryByText(/your time zone/)).toBeNull();
  });

  it('names the other day when the visitor’s date differs, in Dutch', async () => {
    mockApi({
      '/api/manage/lookup': () =>
        json(200, { ...BOOKING, pickupTime: '01:00', pickupAt: '2026-12-24T00:00:00.000Z' }),
    });
    renderManage({ lang: 'nl', timeZone: 'America/New_York' });
    await screen.findByRole('heading', { name: 'Boeking SPT-7K3M9Q' });
    expect(screen.getByText(/in uw tijdzone/).textContent).toBe(
      'Dat is woensdag 23 december 2026 om 19:00 uur in uw tijdzone (New York).',
    );
  });

  it.each([
    ['Europe/Amsterdam', undefined],
    ['Europe/Paris', undefined], // same offset as Amsterdam
    ['Europe/London', '08:30'], // UTC+0 in winter
    ['America/New_York', '03:30'],
    ['Asia/Kolkata', '14:00'],
  ])('%s -> %s', (zone, time) => {
    expect(visitorPickupTime(BOOKING.pickupAt, zone)?.time).toBe(time);
  });

  it('compares offsets at the pickup instant (summer time differs from winter time)', () => {
    // 29 March 2026: Europe goes to summer time, the US already did on 8 March.
    expect(visitorPickupTime('2026-03-15T08:30:00.000Z', 'America/New_York')?.time).toBe('04:30');
    expect(visitorPickupTime('2026-12-24T08:30:00.000Z', 'America/New_York')?.time).toBe('03:30');
  });

  it('shows nothing for an unknown zone or instant, and names zones for people', () => {
    expect(visitorPickupTime(BOOKING.pickupAt, 'Not/AZone')).toBeUndefined();
    expect(visitorPickupTime(null, 'America/New_York')).toBeUndefined();
    const at = new Date(BOOKING.pickupAt ?? '');
    expect(zoneName('America/Argentina/Buenos_Aires', at)).toBe('Buenos Aires');
    expect(zoneName('Etc/GMT+5', at)).toBe('UTC-5');
    expect(zoneName('Etc/UTC', at)).toBe('UTC');
    expect(zoneName('UTC', at)).toBe('UTC');
  });
});

describe('the link token', () => {
  it('is read from the fragment, removed from the address bar and kept in the tab only', () => {
    window.history.replaceState({ key: 'router-state' }, '', `/en/manage-booking?x=1#t=${TOKEN}`);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const log = vi.spyOn(console, 'log');
    expect(takeLinkToken()).toBe(TOKEN);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/en/manage-booking?x=1');
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.history.state).toEqual({ key: 'router-state' });
    // Kept in the tab's session storage, never in the local storage every tab shares.
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(setItem.mock.contexts).toEqual([window.sessionStorage]);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(TOKEN);
    expect(log).not.toHaveBeenCalled();
    // A language switch inside the page finds it again.
    window.history.replaceState(null, '', '/nl/boeking-beheren');
    expect(takeLinkToken()).toBe(TOKEN);
    // Another fragment (the skip link) is left alone.
    window.history.replaceState(null, '', '/nl/boeking-beheren#main');
    expect(takeLinkToken()).toBe(TOKEN);
    expect(window.location.hash).toBe('#main');
    forgetLinkToken();
    expect(takeLinkToken()).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('after a reload (memory empty) comes from the tab’s storage; a new link replaces it', () => {
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    window.history.replaceState(null, '', '/en/manage-booking');
    expect(takeLinkToken()).toBe(TOKEN);
    const other = 'B'.repeat(43);
    window.history.replaceState(null, '', `/en/manage-booking#t=${other}`);
    expect(takeLinkToken()).toBe(other);
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(other);
  });

  it('keeps working in memory when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', `/en/manage-booking#t=${TOKEN}`);
    expect(takeLinkToken()).toBe(TOKEN);
    window.history.replaceState(null, '', '/en/manage-booking');
    expect(takeLinkToken()).toBe(TOKEN);
  });

  it('keeps a token the booking answer gave, replacing the tab’s earlier one', () => {
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, 'B'.repeat(43));
    window.history.replaceState(null, '', '/en/manage-booking');
    expect(takeLinkToken()).toBe('B'.repeat(43));
    keepLinkToken(TOKEN);
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(takeLinkToken()).toBe(TOKEN);
  });

  it('parses t= among other parameters', () => {
    expect(tokenFromHash('#t=abc')).toBe('abc');
    expect(tokenFromHash('#x=1&t=abc')).toBe('abc');
    expect(tokenFromHash('#main')).toBeNull();
  });
});

/** A tour paid at booking: its payment as the lookup gives it. */
const payment = (over: Partial<ManagePayment> = {}): ManagePayment => ({
  status: 'due',
  amount: 619.74,
  canPay: true,
  refunded: 0,
  ...over,
});
const CHECKOUT = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';
const withPayment = (over: Partial<ManagePayment> = {}): ManageLookupResponse => ({
  ...BOOKING,
  payment: payment(over),
});

/** The payment section, by its heading. */
const paymentSection = (lang: 'en' | 'nl' = 'en') =>
  screen.findByRole('region', { name: lang === 'nl' ? 'Betaling' : 'Payment' });

describe('paying online', () => {
  // Texts as a person reads them: Testing Library reads the no-break space of '€ 619,74' as a space.
  it.each([
    ['en', payment(), ['To pay: €619.74 incl. VAT', 'You can pay securely online now.'], 'Pay now'],
    ['nl', payment(), ['Te betalen: € 619,74 incl. btw', 'U kunt nu veilig online betalen.'], 'Nu betalen'],
    [
      'en',
      payment({ status: 'paid', canPay: false }),
      ['Paid online: €619.74 incl. VAT', 'Thank you: we have received your payment.'],
      null,
    ],
    [
      'nl',
      payment({ status: 'paid', canPay: false }),
      ['Online betaald: € 619,74 incl. btw', 'Hartelijk dank: wij hebben uw betaling ontvangen.'],
      null,
    ],
    [
      'en',
      payment({ status: 'failed' }),
      ['The payment did not go through', 'Nothing has been charged. You can pay securely online now.'],
      'Try again',
    ],
    [
      'nl',
      payment({ status: 'expired' }),
      ['De betaling is niet gelukt', 'Er is niets afgeschreven. U kunt nu veilig online betalen.'],
      'Opnieuw proberen',
    ],
    [
      'en',
      payment({ status: 'canceled' }),
      ['The payment did not go through', 'Nothing has been charged. You can pay securely online now.'],
      'Try again',
    ],
    [
      'nl',
      payment({ status: 'canceled', canPay: false }),
      ['De betaling is niet gelukt', 'Er is niets afgeschreven.'],
      null,
    ],
    [
      'en',
      payment({ status: 'refunded', canPay: false, refunded: 619.74 }),
      ['Refunded: €619.74', /^The amount goes back to the account or card you paid with/],
      null,
    ],
    [
      'nl',
      payment({ status: 'refunded', canPay: false, refunded: 619.74 }),
      ['Terugbetaald: € 619,74', /^Het bedrag wordt teruggestort op de rekening of kaart/],
      null,
    ],
    [
      'en',
      payment({ status: 'paid', canPay: false, refunded: 200 }),
      ['Paid online: €619.74 incl. VAT', 'Refunded: €200.00'],
      null,
    ],
  ] as const)('%s: words the state of a %o', async (lang, state, texts, button) => {
    mockApi({ '/api/manage/lookup': () => json(200, { ...BOOKING, payment: state }) });
    renderManage({ lang });
    const section = await paymentSection(lang);
    const live = within(section).getByRole('status');
    for (const text of texts) expect(within(live).getByText(text)).toBeTruthy();
    if (button) expect(within(section).getByRole('button', { name: button })).toBeTruthy();
    else expect(within(section).queryByRole('button')).toBeNull();
    // No English on the Dutch page.
    if (lang === 'nl') expect(section.textContent).not.toMatch(/\b(pay|paid|refund|VAT)/i);
  });

  it('shows nothing of it when the booking is not paid online', async () => {
    mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(screen.queryByText(/To pay|Paid online/)).toBeNull();
  });

  it('says nothing about paying for a cancelled booking that was never paid', async () => {
    mockApi({
      '/api/manage/lookup': () =>
        json(200, {
          ...withPayment({ status: 'failed', canPay: false }),
          status: 'cancelled',
          driver: null,
          cancellable: false,
          cancellableUntil: null,
        }),
    });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  });

  it('goes to the open payment’s own page when the lookup gives one, without asking for a new one', async () => {
    const navigate = vi.fn();
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, withPayment({ status: 'open', checkoutUrl: CHECKOUT })),
    });
    renderManage({ navigate, paymentRecheckMs: 60_000 });
    const section = await paymentSection();
    const button = within(section).getByRole('button', { name: 'Complete payment' });
    button.focus();
    fireEvent.click(button);
    expect(navigate.mock.calls).toEqual([[CHECKOUT]]);
    expect(calls(fetchMock, '/api/manage/pay')).toEqual([]);
    expect(within(section).getByRole('status').textContent).toContain(
      'Taking you to our secure payment page…',
    );
    // The button keeps the focus and does nothing more while the page opens.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('asks for a payment page with the token (POST /api/manage/pay) and goes to the answer’s', async () => {
    const navigate = vi.fn();
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, withPayment()),
      '/api/manage/pay': () => json(200, { checkoutUrl: CHECKOUT }),
    });
    renderManage({ lang: 'nl', navigate });
    const section = await paymentSection('nl');
    fireEvent.click(within(section).getByRole('button', { name: 'Nu betalen' }));
    await waitFor(() => expect(navigate.mock.calls).toEqual([[CHECKOUT]]));
    expect(calls(fetchMock, '/api/manage/pay')).toEqual([{ token: TOKEN }]);
    expect(within(section).getByRole('status').textContent).toContain(
      'U wordt doorgestuurd naar onze beveiligde betaalpagina…',
    );
  });

  it('never follows a lookup’s payment link that is not a web address: it asks for a new one', async () => {
    const navigate = vi.fn();
    const fetchMock = mockApi({
      '/api/manage/lookup': () =>
        json(200, withPayment({ status: 'failed', checkoutUrl: 'javascript:alert(1)' })),
      '/api/manage/pay': () => json(200, { checkoutUrl: CHECKOUT }),
    });
    renderManage({ navigate });
    fireEvent.click(within(await paymentSection()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate.mock.calls).toEqual([[CHECKOUT]]));
    expect(calls(fetchMock, '/api/manage/pay')).toHaveLength(1);
  });

  it.each([
    [
      'en',
      'Online payment is not available at the moment. Please try again later, or call us on +31 20 123 4567.',
    ],
    [
      'nl',
      'Online betalen is op dit moment niet mogelijk. Probeer het later opnieuw of bel ons op +31 20 123 4567.',
    ],
  ] as const)(
    '%s: says so when payments are unavailable (503), and the button works again',
    async (lang, text) => {
      const navigate = vi.fn();
      let answer = json(503, { error: 'Online payment is not available', code: 'paymentsUnavailable' });
      mockApi({
        '/api/manage/lookup': () => json(200, withPayment()),
        '/api/manage/pay': () => answer,
      });
      renderManage({ lang, navigate });
      const section = await paymentSection(lang);
      const button = within(section).getByRole('button', { name: lang === 'nl' ? 'Nu betalen' : 'Pay now' });
      button.focus();
      fireEvent.click(button);
      const alert = await within(section).findByRole('alert');
      expect(alert.textContent).toBe(text);
      expect(alert.className).toContain('field-error');
      expect(navigate).not.toHaveBeenCalled();
      expect(button.getAttribute('aria-disabled')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(within(section).getByRole('status').textContent).not.toMatch(/payment page…|betaalpagina…/);

      answer = json(200, { checkoutUrl: CHECKOUT });
      fireEvent.click(button);
      await waitFor(() => expect(navigate.mock.calls).toEqual([[CHECKOUT]]));
      expect(within(section).queryByRole('alert')).toBeNull();
    },
  );

  it('when there is nothing left to pay (409), says so and shows the booking as it is now', async () => {
    let booking = withPayment();
    mockApi({
      '/api/manage/lookup': () => json(200, booking),
      '/api/manage/pay': () => {
        booking = withPayment({ status: 'paid', canPay: false });
        return json(409, { error: 'Nothing to pay', code: 'nothingToPay' });
      },
    });
    renderManage();
    const section = await paymentSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Pay now' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'There is nothing left to pay online for this booking. The page now shows its current state.',
    );
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toContain('Paid online: €619.74 incl. VAT'),
    );
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('when the network fails, says the payment page could not be opened', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      '/api/manage/lookup': () => json(200, withPayment()),
      '/api/manage/pay': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderManage();
    const section = await paymentSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Pay now' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The payment page could not be opened. Please try again, or call us on +31 20 123 4567.',
    );
  });

  it('when the link is no longer valid (404), shows the page for a link that is not valid', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, withPayment()),
      '/api/manage/pay': () => json(404, { error: 'This link is not valid', code: 'linkNotValid' }),
    });
    renderManage();
    fireEvent.click(within(await paymentSection()).getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('heading', { name: 'This link is not valid' });
  });

  it('back from the payment page (no token in the address): shows the booking, waits for the payment’s confirmation and looks again', async () => {
    // The wizard (or this page, from a mailed link) kept the token in the tab before the payment
    // page; the return is a new page load, its memory empty.
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    window.history.replaceState(null, '', '/en/manage-booking');
    const answers = [
      withPayment({ status: 'open', checkoutUrl: CHECKOUT }),
      withPayment({ status: 'paid', canPay: false }),
    ];
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, answers.length > 1 ? answers.shift() : answers[0]),
    });
    renderManage({ token: 'address bar', paymentRecheckMs: 20 });
    await screen.findByRole('heading', { level: 2, name: 'Booking SPT-7K3M9Q' });
    const section = await paymentSection();
    const live = within(section).getByRole('status');
    expect(live.textContent).toContain('Payment started, not completed yet');
    expect(live.textContent).toContain('We are waiting for the confirmation of your payment…');
    // The same live region then says the payment went through.
    await waitFor(() => expect(live.textContent).toContain('Paid online: €619.74 incl. VAT'));
    expect(live.textContent).not.toContain('waiting');
    expect(calls(fetchMock, '/api/manage/lookup')).toEqual([{ token: TOKEN }, { token: TOKEN }]);
    // Paid: no more looking again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls(fetchMock, '/api/manage/lookup')).toHaveLength(2);
  });

  it('an open payment that stays open: looks twice more, then offers to complete it', async () => {
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, withPayment({ status: 'open', checkoutUrl: CHECKOUT })),
    });
    renderManage({ lang: 'nl', paymentRecheckMs: 20 });
    const section = await paymentSection('nl');
    const live = within(section).getByRole('status');
    expect(live.textContent).toContain('Wij wachten op de bevestiging van uw betaling…');
    await waitFor(() => expect(live.textContent).not.toContain('Wij wachten'));
    expect(calls(fetchMock, '/api/manage/lookup')).toHaveLength(3);
    expect(live.textContent).toContain('Betaling gestart, nog niet afgerond');
    expect(live.textContent).toContain('Heeft u de betaling niet afgerond? Dan kunt u dat nu alsnog doen.');
    expect(within(section).getByRole('button', { name: 'Betaling afronden' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls(fetchMock, '/api/manage/lookup')).toHaveLength(3);
  });
});

/** A completed ride, paid and then partly refunded: its invoice, then a credit note. */
const INVOICES: ManageLookupResponse['invoices'] = [
  { number: '2026-000123', kind: 'invoice', issuedAt: '2026-12-24T12:05:00.000Z', gross: 180 },
  { number: '2026-000124', kind: 'creditNote', issuedAt: '2026-12-28T09:00:00.000Z', gross: -180 },
];
const COMPLETED: ManageLookupResponse = {
  ...BOOKING,
  status: 'completed',
  cancellable: false,
  cancellableUntil: null,
  invoices: INVOICES,
};

/** A PDF answer as POST /api/manage/invoice gives it. */
const pdf = (filename: string) =>
  new Response('%PDF-1.7\n%fake invoice\n%%EOF\n', {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });

/** The invoices' section, by its heading. */
const invoicesSection = (lang: 'en' | 'nl' = 'en') =>
  screen.findByRole('region', {
    name: lang === 'nl' ? 'Betaalbewijzen en facturen' : 'Receipts and invoices',
  });

/** Catches what the page hands to the browser's downloads: each file, its name, and the URLs revoked. */
function catchDownloads() {
  const saved: { name: string; href: string | null; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:invoice-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const href = this.getAttribute('href');
    const blob = href ? blobs.get(href) : undefined;
    if (!blob) throw new Error(`a click on a link to ${href} that is not a saved file`);
    saved.push({ name: this.download, href, blob });
  });
  return { saved, revoked };
}

describe('receipts and invoices', () => {
  it('lists a completed ride’s invoice and credit note, and downloads one under the server’s file name', async () => {
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, COMPLETED),
      '/api/manage/invoice': () => pdf('invoice-2026-000123.pdf'),
    });
    const { saved, revoked } = catchDownloads();
    const timeouts = vi.spyOn(window, 'setTimeout');
    renderManage();
    const section = await invoicesSection();
    expect(within(section).getByText('Download a PDF for your records or your expense claim.')).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    // Texts as a person reads them: Testing Library reads a no-break space as a space.
    expect(items.map((item) => item.querySelector('p')?.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Invoice 2026-000123 · €180.00',
      'Credit note 2026-000124 · -€180.00',
    ]);
    expect(within(items[0] as HTMLElement).getByText(`Issued on ${THURSDAY}`)).toBeTruthy();
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('type'))).toEqual(['button', 'button']);
    // Each reads "Download" and is named after its document for a screen reader.
    expect(buttons.map((button) => button.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'Download',
      'Download',
    ]);
    const button = within(section).getByRole('button', { name: 'Download invoice 2026-000123' });
    expect(within(section).getByRole('button', { name: 'Download credit note 2026-000124' })).toBe(
      buttons[1],
    );
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls(fetchMock, '/api/manage/invoice')).toEqual([{ token: TOKEN, number: '2026-000123' }]);
    const [file] = saved;
    expect(file?.name).toBe('invoice-2026-000123.pdf');
    expect(file?.blob.type).toBe('application/pdf');
    expect(await file?.blob.text()).toMatch(/^%PDF-1\.7/);
    // The temporary link is gone, and its object URL is revoked a little later.
    expect(document.querySelector('a[download]')).toBeNull();
    const revoke = timeouts.mock.calls.find(([, delay]) => delay === 10_000)?.[0];
    expect(revoke).toBeTypeOf('function');
    (revoke as () => void)();
    expect(revoked).toEqual([file?.href]);
    expect(document.activeElement).toBe(button);
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('speaks Dutch on the Dutch page, and saves the credit note as the server names it', async () => {
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, COMPLETED),
      '/api/manage/invoice': () => pdf('creditnota-2026-000124.pdf'),
    });
    const { saved } = catchDownloads();
    renderManage({ lang: 'nl' });
    const section = await invoicesSection('nl');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['Factuur 2026-000123 · € 180,00', 'Creditnota 2026-000124 · € -180,00']);
    expect(within(section).getByText(`Datum: ${formatLongDate('2026-12-24', 'nl')}`)).toBeTruthy();
    expect(within(section).getByText('Download de pdf voor uw administratie of uw declaratie.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Creditnota 2026-000124 downloaden' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['creditnota-2026-000124.pdf']));
    expect(calls(fetchMock, '/api/manage/invoice')).toEqual([{ token: TOKEN, number: '2026-000124' }]);
    // No English on the Dutch page.
    expect(section.textContent).not.toMatch(/\b(invoice|credit note|receipts?|download|issued)\b/i);
  });

  it('is there for a booking in any status, and not before there is a document', async () => {
    for (const status of ['confirmed', 'cancelled', 'noShow'] as const) {
      mockApi({
        '/api/manage/lookup': () => json(200, { ...COMPLETED, status, invoices: INVOICES.slice(0, 1) }),
      });
      renderManage();
      const section = await invoicesSection();
      expect(within(section).getAllByRole('listitem')).toHaveLength(1);
      cleanup();
      vi.unstubAllGlobals();
    }
    mockApi({ '/api/manage/lookup': () => json(200, BOOKING) });
    renderManage();
    await screen.findByRole('heading', { name: 'Booking SPT-7K3M9Q' });
    expect(screen.queryByRole('region', { name: 'Receipts and invoices' })).toBeNull();
  });

  it('uses the number as the file name when the answer names none it may use', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, COMPLETED),
      '/api/manage/invoice': () => pdf('../../evil.exe"; x="'),
    });
    const { saved } = catchDownloads();
    renderManage();
    fireEvent.click(
      within(await invoicesSection()).getByRole('button', { name: 'Download invoice 2026-000123' }),
    );
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['2026-000123.pdf']));
  });

  it.each([
    [
      'en',
      () => json(429, { error: 'Too many requests', code: 'rateLimited' }),
      'Too many requests. Please wait a moment and try again.',
    ],
    [
      'nl',
      () => json(429, { error: 'Too many requests', code: 'rateLimited' }),
      'Te veel verzoeken. Wacht even en probeer het opnieuw.',
    ],
    [
      'en',
      () => json(500, { error: 'Internal error', code: 'internal' }),
      'The PDF could not be downloaded. Please try again, or call us on +31 20 123 4567.',
    ],
    [
      'nl',
      () =>
        new Response('<html>proxy error</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'De pdf kon niet worden gedownload. Probeer het opnieuw of bel ons op +31 20 123 4567.',
    ],
    [
      'en',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'The PDF could not be downloaded. Please try again, or call us on +31 20 123 4567.',
    ],
  ] as const)(
    '%s: says so in the section when the file cannot be had, and saves nothing',
    async (lang, answer, text) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      let next: () => Response = answer;
      mockApi({
        '/api/manage/lookup': () => json(200, COMPLETED),
        '/api/manage/invoice': () => next(),
      });
      const { saved } = catchDownloads();
      renderManage({ lang });
      const section = await invoicesSection(lang);
      const button = within(section).getByRole('button', {
        name: lang === 'nl' ? 'Factuur 2026-000123 downloaden' : 'Download invoice 2026-000123',
      });
      button.focus();
      fireEvent.click(button);
      const alert = await within(section).findByRole('alert');
      expect(alert.textContent).toBe(text);
      expect(alert.className).toContain('field-error');
      expect(saved).toEqual([]);
      // The button keeps the focus and works again; a success clears the alert.
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute('aria-busy')).toBeNull();
      next = () => pdf('invoice-2026-000123.pdf');
      fireEvent.click(button);
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(within(section).queryByRole('alert')).toBeNull();
    },
  );

  it('a document the server no longer has (404 notFound): says so and reads the list again', async () => {
    let booking = COMPLETED;
    const fetchMock = mockApi({
      '/api/manage/lookup': () => json(200, booking),
      '/api/manage/invoice': () => {
        booking = { ...COMPLETED, invoices: INVOICES.slice(0, 1) };
        return json(404, { error: 'Not found', code: 'notFound' });
      },
    });
    renderManage();
    const section = await invoicesSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Download credit note 2026-000124' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'We could not find this document. The list now shows your current documents.',
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(calls(fetchMock, '/api/manage/lookup')).toHaveLength(2);
  });

  it('a link that is no longer valid (404 linkNotValid): shows the page for a link that is not valid', async () => {
    mockApi({
      '/api/manage/lookup': () => json(200, COMPLETED),
      '/api/manage/invoice': () => json(404, { error: 'This link is not valid', code: 'linkNotValid' }),
    });
    renderManage();
    fireEvent.click(
      within(await invoicesSection()).getByRole('button', { name: 'Download invoice 2026-000123' }),
    );
    await screen.findByRole('heading', { name: 'This link is not valid' });
  });
});

describe('the prerendered page', () => {
  it('is noindex, nofollow, with a canonical link to itself and its other language', () => {
    const i18nInstance = createStaticI18n('nl', translations);
    const head = privatePageHead('manageBooking', 'nl', i18nInstance.getFixedT('nl'));
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(head.meta).toContainEqual({ title: 'Uw boeking | Schiphol Premium Taxi' });
    expect(head.links).toContainEqual({
      rel: 'canonical',
      href: 'https://www.schipholpremiumtaxi.nl/nl/boeking-beheren',
    });
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://www.schipholpremiumtaxi.nl/en/manage-booking',
    });
    expect(head.scripts).toEqual([]);
  });

  it.each([
    ['en', 'Your booking', 'Loading your booking…', 'This page needs JavaScript'],
    ['nl', 'Uw boeking', 'Uw boeking wordt geladen…', 'Deze pagina heeft JavaScript nodig'],
  ] as const)(
    '%s: heading, loading state and a message for visitors without scripts',
    (lang, h1, loading, noJs) => {
      const html = renderToString(
        <I18nextProvider i18n={createStaticI18n(lang, translations)}>
          <ManageBookingPage />
        </I18nextProvider>,
      );
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      expect(html).toContain(loading);
      expect(html).toMatch(new RegExp(`data-noscript-show="">${noJs}`));
      expect(html).not.toContain('<h2');
    },
  );

  it('hydrates, then loads the booking in place of the loading state', async () => {
    mockApi({ '/api/manage/lookup': () => json(404, { error: 'x', code: 'linkNotValid' }) });
    const i18nInstance = createStaticI18n('en', translations);
    const ui = (
      <I18nextProvider i18n={i18nInstance}>
        <ManageBookingPage />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(container, ui);
    });
    await within(container).findByRole('heading', { name: 'This link is not valid' }, { timeout: 5000 });
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
