import type { CitySuggestion } from '@spt/geo-search';
import { describe, expect, it } from 'vitest';
import { buildBookingRequest } from './build-booking-request';
import {
  initialState,
  placeErrorsOf,
  streetOf,
  tripProblemsOf,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const place = (name: string, lat: number, lon: number): CitySuggestion =>
  ({
    id: name,
    mainName: name,
    secondaryLine: 'Noord-Holland, Nederland',
    badge: 'city',
    displayName: `${name}, Noord-Holland, Nederland`,
    lat,
    lon,
    type: 'city',
    raw: {},
  }) as unknown as CitySuggestion;

const SCHIPHOL = place('Schiphol', 52.3105, 4.7683);
const MAASTRICHT = place('Maastricht', 50.8514, 5.691);
const start = (): WizardState => initialState(() => 'key-1', 0);

describe('wizardReducer', () => {
  it('prices every vehicle once both places are chosen, and clears prices when one goes', () => {
    let state = wizardReducer(start(), { type: 'placeChosen', field: 'pickup', suggestion: SCHIPHOL });
    expect(state.quote).toBeNull();
    state = wizardReducer(state, { type: 'placeChosen', field: 'destination', suggestion: MAASTRICHT });
    expect(state.quote?.distance?.km).toBe(174.3);
    expect(state.quote?.prices.map((p) => p.totalCents)).toEqual([45653, 47896, 61974, 82105, 99370, 99370]);
    expect(state.form.destination).toEqual({
      text: 'Maastricht',
      displayName: 'Maastricht, Noord-Holland, Nederland',
      point: { lat: 50.8514, lon: 5.691 },
    });
    state = wizardReducer(state, { type: 'placeTyped', field: 'destination', text: 'Maas' });
    expect(state.quote).toBeNull();
    expect(state.form.destination.point).toBeNull();
  });

  it('clears the date error when the date or the time changes', () => {
    let state = wizardReducer(start(), {
      type: 'step1Failed',
      dateError: 'tooSoon',
      placeErrors: { pickup: false, destination: false },
    });
    expect(state.dateError).toBe('tooSoon');
    state = wizardReducer(state, { type: 'dateTime', field: 'time', value: '10:00' });
    expect(state.dateError).toBeNull();
    state = wizardReducer(
      { ...state, dateError: 'dateTimeRequired' },
      { type: 'dateTime', field: 'date', value: '2026-12-01' },
    );
    expect(state.dateError).toBeNull();
  });

  it('choosing a vehicle stores it and jumps to step 3', () => {
    const state = wizardReducer({ ...start(), step: 2 }, { type: 'selectVehicle', vehicleId: 4 });
    expect(state.step).toBe(3);
    expect(state.form.selectedVehicleId).toBe(4);
  });

  it('review takes a fresh idempotency key; a failure keeps it for the retry', () => {
    let state = wizardReducer({ ...start(), step: 3 }, { type: 'review', idempotencyKey: 'key-2' });
    expect(state).toMatchObject({ step: 4, idempotencyKey: 'key-2' });
    state = wizardReducer(state, { type: 'submitStarted' });
    expect(state.sending).toBe(true);
    state = wizardReducer(state, { type: 'submitFailed', error: 'bookingFailed' });
    expect(state).toMatchObject({ sending: false, submitError: 'bookingFailed', idempotencyKey: 'key-2' });
  });

  it('an unknown company booking code sends the visitor back to step 3 with that code; a reset forgets it', () => {
    const sending: WizardState = {
      ...start(),
      step: 4,
      sending: true,
      form: { ...start().form, companyCode: ' nope-1 ' },
    };
    let state = wizardReducer(sending, { type: 'submitFailed', error: 'unknownCompanyCode' });
    expect(state).toMatchObject({
      step: 3,
      sending: false,
      submitError: null,
      refusedCompanyCode: 'nope-1',
      idempotencyKey: 'key-1',
    });
    state = wizardReducer(state, { type: 'reset', idempotencyKey: 'key-2', now: 5 });
    expect(state.refusedCompanyCode).toBeNull();
    expect(state.form.companyCode).toBe('');
  });

  it('success shows the reference; reset empties the form, returns to step 1 and keeps the last reference', () => {
    let state = wizardReducer(
      { ...start(), step: 4, sending: true },
      { type: 'submitSucceeded', reference: 'SPT-7K3M9Q' },
    );
    expect(state).toMatchObject({ sending: false, successReference: 'SPT-7K3M9Q' });
    state = wizardReducer(
      { ...state, form: { ...state.form, firstName: 'Jan' } },
      { type: 'reset', idempotencyKey: 'key-3', now: 5 },
    );
    expect(state).toMatchObject({
      step: 1,
      successReference: null,
      lastReference: 'SPT-7K3M9Q',
      idempotencyKey: 'key-3',
    });
    expect(state.form.firstName).toBe('');
  });
});

describe('address lines', () => {
  const damrak = {
    ...place('Damrak 1', 52.3752, 4.8963),
    type: 'house',
    raw: { address: { road: 'Damrak', house_number: '1', city: 'Amsterdam' } },
  } as unknown as CitySuggestion;

  it('a chosen street address fills the empty address line with its street and number', () => {
    expect(streetOf(damrak)).toBe('Damrak 1');
    expect(streetOf(SCHIPHOL)).toBe('');
    const state = wizardReducer(start(), { type: 'placeChosen', field: 'pickup', suggestion: damrak });
    expect(state.form.pickupDetail).toBe('Damrak 1');
    expect(state.form.destinationDetail).toBe('');
  });

  it('keeps what the visitor typed, and a town leaves the line as it was', () => {
    let state = wizardReducer(start(), { type: 'field', field: 'pickupDetail', value: 'Hotel Okura' });
    state = wizardReducer(state, { type: 'placeChosen', field: 'pickup', suggestion: damrak });
    expect(state.form.pickupDetail).toBe('Hotel Okura');
    state = wizardReducer(state, { type: 'placeChosen', field: 'destination', suggestion: MAASTRICHT });
    expect(state.form.destinationDetail).toBe('');
  });

  it('are sent with the booking, trimmed', () => {
    let state = wizardReducer(start(), { type: 'placeChosen', field: 'pickup', suggestion: SCHIPHOL });
    state = wizardReducer(state, { type: 'field', field: 'pickupDetail', value: ' Terminal 2 ' });
    const body = buildBookingRequest(state, 'en', '', 1000);
    expect(body).toMatchObject({ pickupDetail: 'Terminal 2', destinationDetail: '' });
  });
});

describe('products in the wizard', () => {
  const SCHIPHOL_PLACE_SUGGESTION = SCHIPHOL;
  const now = new Date('2026-11-22T10:00:00Z');

  it('a tour from a Book link: Schiphol as pickup, a group of at least two, priced per person', () => {
    const state = wizardReducer(start(), { type: 'prefill', choice: { tour: 'giethoorn' } });
    expect(state.form).toMatchObject({ product: 'tour', tour: 'giethoorn', passengers: '2' });
    expect(state.form.pickup.point).toEqual({ lat: 52.3105, lon: 4.7683 });
    const six = wizardReducer(state, { type: 'choice', field: 'passengers', value: '6' });
    expect(six.quote?.prices.find((p) => p.vehicleId === 3)?.totalCents).toBe(108000);
    expect(six.quote?.prices[0]?.available).toBe(false);
    expect(tripProblemsOf({ ...six.form, flightNumber: 'None', date: '2026-11-30' }, six.quote, now)).toEqual(
      [],
    );
  });

  it('asks the wizard for a flight number ("None" will do), but lets an operator taking a phone booking leave it empty', () => {
    const state = wizardReducer(start(), { type: 'prefill', choice: { tour: 'giethoorn' } });
    const form = { ...state.form, flightNumber: '', date: '2026-11-30' };
    expect(tripProblemsOf(form, state.quote, now)).toEqual(['invalidFlightNumber']);
    expect(tripProblemsOf(form, state.quote, now, { flightRequired: false })).toEqual([]);
    expect(
      tripProblemsOf({ ...form, flightNumber: 'K' }, state.quote, now, { flightRequired: false }),
    ).toEqual(['invalidFlightNumber']);
  });

  it('finds what the server would refuse: group size, season, seats, the way back, the flight number', () => {
    const keukenhof = wizardReducer(start(), { type: 'prefill', choice: { tour: 'keukenhof' } });
    const form = {
      ...keukenhof.form,
      passengers: '9',
      date: '2026-11-30',
      flightNumber: 'tomorrow',
      childSeats: '5',
      boosterSeats: '5',
    };
    expect(tripProblemsOf(form, keukenhof.quote, now)).toEqual([
      'invalidFlightNumber',
      'groupSize',
      'outOfSeason',
      'tooManySeats',
    ]);
    let transfer = wizardReducer(start(), {
      type: 'placeChosen',
      field: 'pickup',
      suggestion: SCHIPHOL_PLACE_SUGGESTION,
    });
    transfer = wizardReducer(transfer, { type: 'placeChosen', field: 'destination', suggestion: MAASTRICHT });
    transfer = wizardReducer(transfer, { type: 'toggle', field: 'returnTrip', value: true });
    const back = { ...transfer.form, flightNumber: 'KL1234', date: '2026-11-23', time: '09:30' };
    expect(tripProblemsOf({ ...back, returnDate: '', returnTime: '' }, transfer.quote, now)).toEqual([
      'returnDateTime',
    ]);
    // Maastricht is 2h 11min away: a way back at 11:00 starts before the outbound ride arrives.
    expect(
      tripProblemsOf({ ...back, returnDate: '2026-11-23', returnTime: '11:00' }, transfer.quote, now),
    ).toEqual(['returnBeforeOutbound']);
    expect(transfer.quote?.prices[2]?.legs).toHaveLength(2);
    expect(transfer.quote?.prices[2]?.totalCents).toBe(2 * 61974);
  });

  it('hire by the hour needs only a pickup; a typed destination must be chosen', () => {
    let state = wizardReducer(start(), { type: 'product', product: 'hourly' });
    state = wizardReducer(state, { type: 'placeChosen', field: 'pickup', suggestion: SCHIPHOL });
    state = wizardReducer(state, { type: 'choice', field: 'hours', value: '4' });
    expect(state.quote?.prices[0]).toMatchObject({ hoursBilled: 4, totalCents: 26000 });
    expect(placeErrorsOf(state.form)).toEqual({ pickup: false, destination: false });
    state = wizardReducer(state, { type: 'placeTyped', field: 'destination', text: 'Zandvoort' });
    expect(placeErrorsOf(state.form)).toEqual({ pickup: false, destination: true });
  });

  it('builds the request the server expects for a return trip with extras', () => {
    let state = wizardReducer(start(), { type: 'placeChosen', field: 'pickup', suggestion: SCHIPHOL });
    state = wizardReducer(state, { type: 'placeChosen', field: 'destination', suggestion: MAASTRICHT });
    state = wizardReducer(state, { type: 'toggle', field: 'returnTrip', value: true });
    state = wizardReducer(state, { type: 'choice', field: 'childSeats', value: '1' });
    state = wizardReducer(state, { type: 'field', field: 'nameSign', value: ' Mr Tanaka ' });
    state = wizardReducer(state, { type: 'dateTime', field: 'returnDate', value: '2026-11-30' });
    state = wizardReducer(state, { type: 'dateTime', field: 'returnTime', value: '18:00' });
    state = wizardReducer(state, { type: 'selectVehicle', vehicleId: 3 });
    const body = buildBookingRequest(state, 'en', '', 1000);
    expect(body).toMatchObject({
      returnTrip: { date: '2026-11-30', time: '18:00' },
      extras: { childSeats: 1, boosterSeats: 0, nameSign: 'Mr Tanaka' },
      pricing: { final: 1239.48 },
    });
    expect(body.product).toBeUndefined();
  });
});
