// @vitest-environment jsdom
import type { CitySuggestion } from '@spt/geo-search';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLinkToken, TOKEN_STORAGE_KEY } from '../../lib/link-token';
import { schemas } from '../../lib/load-schemas';
import type { CitySearchFn } from '../city-search/city-search-input';
import { createTestI18n } from '../test-i18n';
import { laterSteps } from './load-later-steps';
import { BookingWizard } from './wizard';

const place = (name: string, lat: number, lon: number, displayName: string): CitySuggestion =>
  ({
    id: name,
    mainName: name,
    secondaryLine: '',
    badge: null,
    displayName,
    lat,
    lon,
    type: 'city',
    raw: {},
  }) as unknown as CitySuggestion;

const PLACES: Record<string, CitySuggestion> = {
  Schiphol: place('Schiphol', 52.3105, 4.7683, 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland'),
  Maastricht: place('Maastricht', 50.8514, 5.691, 'Maastricht, Limburg, Nederland'),
};
const search: CitySearchFn = async (query) =>
  Object.values(PLACES).filter((p) => p.mainName.toLowerCase().startsWith(query.toLowerCase()));

// Sunday 22 November 2026, 11:00 in Amsterdam.
const NOW = new Date('2026-11-22T10:00:00Z');
let en: i18n;
let nl: i18n;
beforeAll(async () => {
  // The wizard fetches steps 3-4 and the schemas on the visitor's first interaction; the steps here
  // follow each other faster than a dynamic import settles, so both are in place from the start.
  await Promise.all([laterSteps.load(), schemas.load()]);
  en = await createTestI18n('en');
  nl = await createTestI18n('nl');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWizard(instance: i18n, onComplete?: () => void, navigate?: (url: string) => void) {
  return render(
    <I18nextProvider i18n={instance}>
      <BookingWizard search={search} now={() => new Date()} onComplete={onComplete} navigate={navigate} />
    </I18nextProvider>,
  );
}

async function choosePlace(label: RegExp, name: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: name.slice(0, 4) } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const change = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillStep1(date = '2026-11-23', time = '09:30') {
  await choosePlace(/Pickup location/, 'Schiphol');
  await choosePlace(/Destination/, 'Maastricht');
  change(/Flight number/, 'KL1234');
  change(/^Date/, date);
  change(/^Time/, time);
  change(/Passengers/, '2');
  change(/Luggage/, '2');
}

function fillStep3() {
  change(/First name/, 'Jan');
  change(/Last name/, 'Jansen');
  change(/Email/, 'jan@example.com');
  change(/^Phone/, '06 12345678');
}

/** Steps 1 and 2 filled (Schiphol to Maastricht, the E 350) and step 3's contact details typed. */
async function fillToContactStep() {
  await fillStep1();
  fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
  fireEvent.click(screen.getByRole('button', { name: /E 350 Sedan/ }));
  fillStep3();
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

describe('BookingWizard', () => {
  it('refuses step 2 without a date and time, or less than 30 minutes ahead, and clears the error on change', async () => {
    renderWizard(en);
    await choosePlace(/Pickup location/, 'Schiphol');
    await choosePlace(/Destination/, 'Maastricht');
    change(/Flight number/, 'None');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select both date and time');
    change(/^Date/, '2026-11-22');
    expect(screen.queryByRole('alert')).toBeNull();
    change(/^Time/, '11:20');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please select a date and time at least 30 minutes from now',
    );
    expect(heading()).toBe('Trip Details');
    change(/^Time/, '11:31');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    expect(heading()).toBe('Vehicle & Pricing');
  });

  it('sets the date minimum to today and the time minimum to now + 30 min on today, in Amsterdam time', async () => {
    renderWizard(en);
    expect(screen.getByLabelText(/^Date/).getAttribute('min')).toBe('2026-11-22');
    change(/^Date/, '2026-11-22');
    expect(screen.getByLabelText(/^Time/).getAttribute('min')).toBe('11:30');
    change(/^Date/, '2026-11-23');
    expect(screen.getByLabelText(/^Time/).getAttribute('min')).toBeNull();
  });

  it('asks for a place chosen from the list', async () => {
    renderWizard(en);
    fireEvent.change(screen.getByRole('combobox', { name: /Pickup location/ }), {
      target: { value: 'Nowhere' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Please choose a place from the list')).toHaveLength(2);
  });

  it('goes through all four steps, posts the SPEC body with an Idempotency-Key, then resets after 3 s', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ reference: 'SPT-7K3M9Q' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWizard(en);
    expect(progress()).toBe('0');
    await fillStep1();
    expect(screen.getByText(/174\.3 km · about 2h 11min/)).toBeTruthy();
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    expect(heading()).toBe('Vehicle & Pricing');
    expect(progress()).toBe('33');
    expect(screen.queryByRole('button', { name: 'Continue to Contact Info' })).toBeNull();
    const minivan = screen.getByRole('button', { name: /V 250 D Avantgarde/ });
    expect(minivan.textContent).toContain('€619.74');
    fireEvent.click(minivan);
    expect(heading()).toBe('Contact Info');
    expect(progress()).toBe('67');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /V 250 D Avantgarde/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Contact Info' }));
    fillStep3();
    expect(screen.getByText('Valid number: +31 6 12345678')).toBeTruthy();
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    expect(heading()).toBe('Confirmation');
    expect(progress()).toBe('100');
    const summary = document.body.textContent ?? '';
    for (const text of [
      '€40.00',
      '€488.04',
      '€91.70',
      '€619.74',
      // The time is the ride's time in Amsterdam, and says so (a visitor may be abroad).
      'Monday, 23 November 2026 at 09:30 (Amsterdam time)',
      'KL1234',
      'Jan Jansen',
      // The total says it includes VAT.
      'Total€619.74 incl. VAT',
    ]) {
      expect(summary).toContain(text);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    expect(heading()).toBe('Contact Info');
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));

    const confirm = screen.getByRole('button', { name: 'Confirm Booking' });
    fireEvent.click(confirm);
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/booking');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{16,}/);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
      destination: 'Maastricht, Limburg, Nederland',
      flightNumber: 'KL1234',
      date: '2026-11-23',
      time: '09:30',
      passengers: 2,
      luggage: 2,
      contactName: 'Jan Jansen',
      contactEmail: 'jan@example.com',
      contactPhone: '+31612345678',
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
      source: 'website',
      website: '',
      locale: 'en',
    });
    // No company booking code given: none sent.
    expect(body).not.toHaveProperty('companyCode');

    expect(screen.getByText('Booking Request Sent!')).toBeTruthy();
    // The reference is one unbreakable span inside the sentence.
    const referenceLine = screen.getByText('SPT-7K3M9Q').closest('p');
    expect(referenceLine?.textContent).toBe('Reference: SPT-7K3M9Q');
    expect(screen.getByText('SPT-7K3M9Q').className).toBe('whitespace-nowrap');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2999);
    });
    expect(screen.getByText('Booking Request Sent!')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(heading()).toBe('Trip Details');
    expect((screen.getByRole('combobox', { name: /Pickup location/ }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toContain('SPT-7K3M9Q');
  });

  it('with a completion callback, resets and calls it after 2 s', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ reference: 'SPT-AAAAAA' }), { status: 201 }),
    );
    const onComplete = vi.fn();
    renderWizard(en, onComplete);
    await fillToContactStep();
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Booking Request Sent!')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(onComplete).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(heading()).toBe('Trip Details');
  });

  it('on failure clears the sending state and shows the alert; the retry reuses the Idempotency-Key', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: 'boom', code: 'internal' }), { status: 500 }),
      )
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ reference: 'SPT-BBBBBB' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWizard(en);
    await fillStep1();
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: /E 450 Wagon/ }));
    fillStep3();
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    for (let attempt = 0; attempt < 2; attempt++) {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('alert').textContent).toBe('Failed to submit booking. Please try again.');
      expect(screen.getByRole('button', { name: 'Confirm Booking' })).toHaveProperty('disabled', false);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Booking Request Sent!')).toBeTruthy();
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('shows the invalid phone message and stays on step 3', async () => {
    renderWizard(en);
    await fillToContactStep();
    change(/^Phone/, '06 123');
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(heading()).toBe('Contact Info');
  });

  it('takes a whole international number pasted into the number field: country from it, digits kept', async () => {
    renderWizard(en);
    await fillToContactStep();
    change(/^Phone/, '+49 151 23456789');
    // The national number as Germany writes it, with its trunk 0.
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value.replace(/\D/g, '')).toBe(
      '015123456789',
    );
    expect(screen.getByText(/\+49 15\d/)).toBeTruthy(); // the valid number, shown formatted
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    expect(heading()).not.toBe('Contact Info');
  });

  it('disables vehicles too small for the party and shows the minimum note on short trips', async () => {
    renderWizard(en);
    await fillStep1();
    change(/Passengers/, '6');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: /E 350 Sedan/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /V 250 D Avantgarde/ })).toHaveProperty('disabled', false);
  });

  it('shows each vehicle card with its image and its features list (SPEC 3)', async () => {
    const { container } = renderWizard(en);
    await fillStep1();
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    const cards = container.querySelectorAll('.vehicle-card');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.querySelector('img[src^="/art/vehicle-"][alt=""]')).not.toBeNull();
      expect(card.querySelectorAll('.vehicle-feature')).toHaveLength(3);
    }
    const sedan = screen.getByRole('button', { name: /E 350 Sedan/ });
    for (const feature of en.t('fleet.vehicles.v1.features', { returnObjects: true }) as string[]) {
      expect(within(sedan).getByText(feature)).toBeTruthy();
    }
  });

  it('shows a vehicle that cannot take the luggage as unavailable, with the reason', async () => {
    renderWizard(en);
    await fillStep1();
    change(/Luggage/, '5');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    const sedan = screen.getByRole('button', { name: /E 350 Sedan/ });
    expect(sedan).toHaveProperty('disabled', true);
    expect(within(sedan).getByText('Takes up to 2 pieces of luggage')).toBeTruthy();
    expect(screen.getByRole('button', { name: /V 250 D Avantgarde/ })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: /Sprinter 519 CDI/ })).toHaveProperty('disabled', false);
  });

  it('refuses step 2 when pickup and destination are less than 1 km apart', async () => {
    renderWizard(en);
    await choosePlace(/Pickup location/, 'Schiphol');
    await choosePlace(/Destination/, 'Schiphol');
    change(/Flight number/, 'None');
    change(/^Date/, '2026-11-23');
    change(/^Time/, '09:30');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Pickup and destination must be at least 1 km apart.')).toBeTruthy();
    expect(heading()).toBe('Trip Details');
  });

  it('explains a time in the spring-forward gap before step 2', async () => {
    renderWizard(nl);
    await choosePlace(/Ophaallocatie/, 'Schiphol');
    await choosePlace(/Bestemming/, 'Maastricht');
    change(/Vluchtnummer/, 'Geen');
    change(/^Datum/, '2027-03-28');
    change(/^Tijd/, '02:30');
    fireEvent.submit(screen.getByRole('button', { name: 'Verder' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Dit tijdstip bestaat niet in Nederland: die nacht gaat de klok een uur vooruit. Kies een ander tijdstip.',
    );
  });

  it('shows the translated text of a server refusal it knows, e.g. outside the service area', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: 'Pickup and destination must be in the Netherlands or Belgium',
            code: 'outsideServiceArea',
          }),
          {
            status: 422,
          },
        ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWizard(nl);
    await choosePlace(/Ophaallocatie/, 'Schiphol');
    await choosePlace(/Bestemming/, 'Maastricht');
    change(/Vluchtnummer/, 'Geen');
    change(/^Datum/, '2026-11-23');
    change(/^Tijd/, '09:30');
    fireEvent.submit(screen.getByRole('button', { name: 'Verder' }));
    fireEvent.click(screen.getByRole('button', { name: /V 250 D Avantgarde/ }));
    change(/Voornaam/, 'Jan');
    change(/Achternaam/, 'Jansen');
    change(/E-mailadres/, 'jan@example.com');
    change(/^Telefoonnummer/, '06 12345678');
    fireEvent.submit(screen.getByRole('button', { name: 'Boeking controleren' }));
    expect(document.body.textContent).toContain('Totaal€\u00a0619,74 incl. btw');
    fireEvent.click(screen.getByRole('button', { name: 'Boeking bevestigen' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Wij rijden in Nederland en België. Kies daar een ophaallocatie en bestemming.',
    );
  });

  it('speaks Dutch on the Dutch site, with Dutch euro formatting', async () => {
    renderWizard(nl);
    await choosePlace(/Ophaallocatie/, 'Schiphol');
    await choosePlace(/Bestemming/, 'Maastricht');
    change(/Vluchtnummer/, 'Geen');
    change(/^Datum/, '2026-11-23');
    change(/^Tijd/, '09:30');
    fireEvent.submit(screen.getByRole('button', { name: 'Verder' }));
    expect(heading()).toBe('Voertuig en prijs');
    const card = screen.getByRole('button', { name: /V 250 D Avantgarde/ });
    expect(within(card).getByText('€ 619,74')).toBeTruthy();
    // One duration format per language: never "2h 11min" on a Dutch page.
    expect(screen.getByText(/2 u 11 min/)).toBeTruthy();
    expect(screen.queryByText(/2h 11min/)).toBeNull();
  });
});

describe('BookingWizard: a company booking code', () => {
  /** The field's error, found through its aria-describedby, after checking it is marked invalid. */
  function errorOf(field: HTMLElement): string | null | undefined {
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
    return ids
      .map((id) => document.getElementById(id))
      .find((element) => element?.classList.contains('field-error'))?.textContent;
  }
  /** The field's hint, found through its aria-describedby. */
  const hintOf = (field: HTMLElement) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .find((element) => element?.classList.contains('field-hint'))?.textContent;

  const UNKNOWN = {
    error: 'This company booking code is not known; check it with your company or leave it empty',
    code: 'unknownCompanyCode',
    issues: [
      {
        path: 'companyCode',
        code: 'unknownCompanyCode',
        message: 'This company booking code is not known; check it with your company or leave it empty',
      },
    ],
  };

  async function toContactStep(instance: i18n) {
    renderWizard(instance);
    if (instance === en) await fillStep1();
    else {
      await choosePlace(/Ophaallocatie/, 'Schiphol');
      await choosePlace(/Bestemming/, 'Maastricht');
      change(/Vluchtnummer/, 'KL1234');
      change(/^Datum/, '2026-11-23');
      change(/^Tijd/, '09:30');
    }
    fireEvent.submit(screen.getByRole('button', { name: instance === en ? 'Continue' : 'Verder' }));
    fireEvent.click(screen.getByRole('button', { name: /V 250 D Avantgarde/ }));
  }

  it('is optional, says what it is for, shows in the review and is sent as companyCode', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ reference: 'SPT-7K3M9Q' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await toContactStep(en);
    const field = screen.getByLabelText('Company booking code (optional)');
    expect(field.hasAttribute('required')).toBe(false);
    expect(hintOf(field)).toBe('For business accounts: the ride goes on your company’s monthly invoice.');
    fillStep3();
    change('Company booking code (optional)', ' acme-2026 ');
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    expect(heading()).toBe('Confirmation');
    const contact = screen.getByRole('region', { name: 'Contact' });
    const row = within(contact).getByText('Company booking code').parentElement;
    expect(row?.textContent).toBe('Company booking codeACME-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      companyCode: 'ACME-2026',
      contactName: 'Jan Jansen',
    });
    expect(screen.getByText('Booking Request Sent!')).toBeTruthy();
  });

  it('an unknown code (400): back to the contact step, the problem on the field, which has the focus', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(UNKNOWN), { status: 400 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ reference: 'SPT-BBBBBB' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await toContactStep(en);
    fillStep3();
    change('Company booking code (optional)', 'NOPE-1');
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(heading()).toBe('Contact Info');
    const field = screen.getByLabelText('Company booking code (optional)');
    expect(errorOf(field)).toBe(
      'We do not recognise this booking code. Please check it with your company, or leave the field empty.',
    );
    expect(document.activeElement).toBe(field);
    // The other fields are as they were, with nothing to correct.
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Jan');
    expect(screen.getByLabelText(/First name/).getAttribute('aria-invalid')).toBeNull();
    // The same code again (in any case) goes no further.
    change('Company booking code (optional)', 'nope-1');
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    expect(heading()).toBe('Contact Info');
    expect(errorOf(field)).toContain('We do not recognise this booking code.');

    // Another one is accepted, and the booking goes through with it.
    change('Company booking code (optional)', 'ACME-2026');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).companyCode).toBe('ACME-2026');
    expect(screen.getByText('Booking Request Sent!')).toBeTruthy();
  });

  it('in Dutch: the field, its hint, the review and the refusal, formally and without English', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(UNKNOWN), { status: 400 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await toContactStep(nl);
    const field = screen.getByLabelText('Boekingscode van uw bedrijf (optioneel)');
    expect(hintOf(field)).toBe('Voor zakelijke klanten: de rit komt op de maandfactuur van uw bedrijf.');
    change(/Voornaam/, 'Jan');
    change(/Achternaam/, 'Jansen');
    change(/E-mailadres/, 'jan@example.com');
    change(/^Telefoonnummer/, '06 12345678');
    change('Boekingscode van uw bedrijf (optioneel)', 'nope-1');
    fireEvent.submit(screen.getByRole('button', { name: 'Boeking controleren' }));
    const contact = screen.getByRole('region', { name: 'Contactgegevens' });
    expect(within(contact).getByText('Boekingscode bedrijf').parentElement?.textContent).toBe(
      'Boekingscode bedrijfNOPE-1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Boeking bevestigen' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(heading()).toBe('Contactgegevens');
    const refused = screen.getByLabelText('Boekingscode van uw bedrijf (optioneel)');
    expect(errorOf(refused)).toBe(
      'Deze boekingscode kennen wij niet. Controleer de code bij uw bedrijf of laat het veld leeg.',
    );
    expect(document.activeElement).toBe(refused);
    expect(screen.getByRole('alert').textContent).not.toMatch(/company|code is not known/i);
  });

  it('a code with other characters is refused on the field before the review', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await toContactStep(en);
    fillStep3();
    change('Company booking code (optional)', 'ACME 2026');
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    const field = screen.getByLabelText('Company booking code (optional)');
    expect(errorOf(field)).toBe('A booking code has only letters, digits and hyphens, such as ACME-2026.');
    expect(document.activeElement).toBe(field);
    expect(heading()).toBe('Contact Info');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('BookingWizard: paid at booking', () => {
  const TOKEN = 'A'.repeat(21) + '-_'.repeat(11);
  const CHECKOUT = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';

  afterEach(() => {
    forgetLinkToken();
    window.sessionStorage.clear();
  });

  async function bookAndConfirm(answer: unknown, navigate: (url: string) => void, onComplete?: () => void) {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWizard(en, onComplete, navigate);
    await fillStep1();
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: /V 250 D Avantgarde/ }));
    fillStep3();
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  }

  it('keeps the manage token for the tab and sends the visitor to the payment page, saying so politely', async () => {
    const navigate = vi.fn();
    const onComplete = vi.fn();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await bookAndConfirm(
      { reference: 'SPT-7K3M9Q', payment: { checkoutUrl: CHECKOUT, manageToken: TOKEN } },
      navigate,
      onComplete,
    );

    expect(navigate.mock.calls).toEqual([[CHECKOUT]]);
    // The manage page the checkout returns to (without a token in its address) reads it from here.
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const title = within(status).getByRole('heading', { level: 2 });
    expect(title.textContent).toBe('Taking you to our secure payment page…');
    expect(document.activeElement).toBe(title);
    expect(status.textContent).toContain('Reference: SPT-7K3M9Q');
    // Should the browser not move on, a link does it.
    expect(
      within(status)
        .getByRole('link', { name: 'Nothing happening? Go to the payment page' })
        .getAttribute('href'),
    ).toBe(CHECKOUT);
    expect(screen.queryByText('Booking Request Sent!')).toBeNull();

    // No success panel, no reset and no closing of the modal while the payment page loads.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Taking you to our secure payment page…',
    );
  });

  it('without a payment in the answer, shows the success panel as before and keeps no token', async () => {
    const navigate = vi.fn();
    await bookAndConfirm({ reference: 'SPT-7K3M9Q' }, navigate);
    expect(screen.getByText('Booking Request Sent!')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('never follows a payment link that is not a web address (the answer is parsed with its schema)', async () => {
    const navigate = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await bookAndConfirm(
      { reference: 'SPT-7K3M9Q', payment: { checkoutUrl: 'javascript:alert(1)', manageToken: TOKEN } },
      navigate,
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('Booking Request Sent!')).toBeTruthy();
  });
});
