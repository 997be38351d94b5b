// @vitest-environment jsdom
import type { CitySuggestion } from '@spt/geo-search';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemas } from '../../lib/load-schemas';
import type { CitySearchFn } from '../city-search/city-search-input';
import { createTestI18n } from '../test-i18n';
import { laterSteps } from './load-later-steps';
import { submitFieldLabelKeys } from './submit-fields';
import { BookingWizard } from './wizard';

// The wizard's own checks (every form noValidate): each message beside its field, naming it, tied to
// it by aria-describedby, the field marked aria-invalid, focus on the first one; a refused request
// names the fields in the review.

const place = (name: string, lat: number, lon: number): CitySuggestion =>
  ({
    id: name,
    mainName: name,
    secondaryLine: '',
    badge: null,
    displayName: `${name}, Nederland`,
    lat,
    lon,
    type: 'city',
    raw: {},
  }) as unknown as CitySuggestion;
const PLACES = [place('Schiphol', 52.3105, 4.7683), place('Maastricht', 50.8514, 5.691)];
const search: CitySearchFn = async (query) =>
  PLACES.filter((p) => p.mainName.toLowerCase().startsWith(query.toLowerCase()));

let en: i18n;
let nl: i18n;
beforeAll(async () => {
  await Promise.all([laterSteps.load(), schemas.load()]);
  en = await createTestI18n('en');
  nl = await createTestI18n('nl');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderWizard = (instance: i18n) =>
  render(
    <I18nextProvider i18n={instance}>
      <BookingWizard search={search} now={() => new Date()} />
    </I18nextProvider>,
  );

async function choosePlace(label: RegExp, name: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: name.slice(0, 4) } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The field's error message, found through its aria-describedby, after checking it is marked invalid. */
function errorOf(field: HTMLElement): string | null | undefined {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field-error'));
  return error?.textContent;
}

async function toStep3(language: 'en' | 'nl' = 'en') {
  const labels =
    language === 'en'
      ? {
          pickup: /Pickup location/,
          destination: /Destination/,
          flight: /Flight number/,
          date: /^Date/,
          time: /^Time/,
        }
      : {
          pickup: /Ophaallocatie/,
          destination: /Bestemming/,
          flight: /Vluchtnummer/,
          date: /^Datum/,
          time: /^Tijd/,
        };
  await choosePlace(labels.pickup, 'Schiphol');
  await choosePlace(labels.destination, 'Maastricht');
  change(labels.flight, 'KL1234');
  change(labels.date, '2026-11-23');
  change(labels.time, '09:30');
  fireEvent.submit(screen.getByRole('button', { name: language === 'en' ? 'Continue' : 'Verder' }));
  fireEvent.click(screen.getAllByRole('button', { pressed: false })[0] as HTMLElement);
}

describe('the wizard’s own field checks', () => {
  it('step 1: a missing flight number is named beside its field, which gets the focus', async () => {
    renderWizard(en);
    const form = screen.getByRole('button', { name: 'Continue' }).closest('form');
    expect(form?.noValidate).toBe(true);
    await choosePlace(/Pickup location/, 'Schiphol');
    await choosePlace(/Destination/, 'Maastricht');
    change(/^Date/, '2026-11-23');
    change(/^Time/, '09:30');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    const flight = screen.getByLabelText(/Flight number/);
    expect(errorOf(flight)).toBe('Please enter a flight number such as KL1234, or None.');
    expect(document.activeElement).toBe(flight);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Trip Details');
  });

  it('step 1: focuses the first field to correct, in the order of the form', async () => {
    renderWizard(en);
    change(/Flight number/, 'tomorrow');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }));
    const pickup = screen.getByRole('combobox', { name: /Pickup location/ });
    expect(errorOf(pickup)).toBe('Please choose a place from the list');
    expect(document.activeElement).toBe(pickup);
    expect(errorOf(screen.getByLabelText(/Flight number/))).toBe(
      'Please enter a flight number such as KL1234, or None.',
    );
    expect(errorOf(screen.getByLabelText(/^Date/))).toBe('Please select both date and time');
  });

  it('step 3: refuses "eva@example" beside the e-mail field and stays', async () => {
    renderWizard(en);
    await toStep3();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Contact Info');
    const form = screen.getByRole('button', { name: 'Review Booking' }).closest('form');
    expect(form?.noValidate).toBe(true);
    change(/First name/, 'Eva');
    change(/Last name/, 'de Vries');
    change(/Email/, 'eva@example');
    change(/^Phone/, '06 12345678');
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    const email = screen.getByLabelText(/Email/);
    expect(errorOf(email)).toBe('Enter a complete e-mail address, like name@example.com');
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Contact Info');
    change(/Email/, 'eva@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Confirmation');
  });

  it('step 3 in Dutch: every empty field named, focus on the first', async () => {
    renderWizard(nl);
    await toStep3('nl');
    fireEvent.submit(screen.getByRole('button', { name: 'Boeking controleren' }));
    const first = screen.getByLabelText(/Voornaam/);
    expect(errorOf(first)).toBe('Vul uw voornaam in');
    expect(errorOf(screen.getByLabelText(/Achternaam/))).toBe('Vul uw achternaam in');
    expect(errorOf(screen.getByLabelText(/E-mailadres/))).toBe('Vul uw e-mailadres in');
    expect(screen.getByLabelText(/^Telefoonnummer/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
  });

  it('names the fields a server refusal names, in the review', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: 'The request is invalid',
            code: 'validation',
            issues: [
              { path: 'contactEmail', code: 'custom', message: 'x' },
              { path: 'coordinates.pickup.lat', code: 'too_big', message: 'y' },
            ],
          }),
          { status: 400 },
        ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWizard(en);
    await toStep3();
    change(/First name/, 'Eva');
    change(/Last name/, 'de Vries');
    change(/Email/, 'eva@example.com');
    change(/^Phone/, '06 12345678');
    fireEvent.submit(screen.getByRole('button', { name: 'Review Booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Some details could not be accepted: Email and Pickup location. Please correct them and confirm again.',
    );
  });
});

describe('submitFieldLabelKeys', () => {
  it('names each field of the request once, and leaves out what the visitor does not fill', () => {
    expect(
      submitFieldLabelKeys([
        'contactEmail',
        'coordinates.pickup.lat',
        'pickup',
        'passenger.phone',
        'extras.nameSign',
        'companyCode',
        'pricing.final',
        'source',
      ]),
    ).toEqual([
      'booking.step3.email',
      'booking.step1.pickup',
      'booking.step3.passengerPhone',
      'booking.step1.nameSign',
      'booking.step4.companyCode',
    ]);
  });
});
