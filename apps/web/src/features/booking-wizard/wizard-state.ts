import { business } from '@spt/business';
import type { PickupDateTimeCode } from '@spt/contracts';
import type { CountryCode } from '@spt/contracts/phone';
import type { CitySuggestion } from '@spt/geo-search';
import { quoteTrip, type TripQuote } from '@spt/pricing';

export type Step = 1 | 2 | 3 | 4;

export interface Place {
  /** Text in the input. */
  text: string;
  /** Full display text of the chosen suggestion (sent to the server), '' until one is chosen. */
  displayName: string;
  /** Coordinates of the chosen suggestion, or null. */
  point: { lat: number; lon: number } | null;
}

export interface WizardForm {
  pickup: Place;
  destination: Place;
  /** Optional address lines: house number, hotel, terminal or meeting point. */
  pickupDetail: string;
  destinationDetail: string;
  flightNumber: string;
  date: string;
  time: string;
  passengers: string;
  luggage: string;
  firstName: string;
  lastName: string;
  contactEmail: string;
  phoneCountry: CountryCode;
  phoneNumber: string;
  selectedVehicleId: number | null;
}

export type DateError = PickupDateTimeCode | null;
/** Why the last submit failed: the server's code where the wizard has a text for it. */
export type SubmitError =
  | 'bookingFailed'
  | 'fareMismatch'
  | 'rateLimited'
  | 'validation'
  | PickupDateTimeCode
  | 'outsideServiceArea'
  | 'vehicleCapacity'
  | 'luggageCapacity'
  | 'tooClose'
  | null;

export interface WizardState {
  step: Step;
  form: WizardForm;
  /** Distance, duration and every vehicle's price; null while a place is missing. */
  quote: TripQuote | null;
  dateError: DateError;
  /** Step 1: a place was typed but not chosen from the list. */
  placeErrors: { pickup: boolean; destination: boolean };
  /** Step 1: pickup and destination are less than 1 km apart. */
  routeTooShort: boolean;
  sending: boolean;
  submitError: SubmitError;
  /** Reference of the booking just sent; the success panel shows while it is set. */
  successReference: string | null;
  /** Reference of the last booking, kept after the form resets so the visitor can still note it. */
  lastReference: string | null;
  /** One key per reviewed booking, so a double submit or a retry books once. */
  idempotencyKey: string;
  /** When the visitor started filling the form (ms since epoch), for the spam check. */
  startedAt: number;
}

const emptyPlace: Place = { text: '', displayName: '', point: null };

/**
 * "Damrak 1" for a suggestion that is a street address (a road and a house number), else ''.
 *
 * @example
 * streetOf({ raw: { address: { road: 'Damrak', house_number: '1' } } }) // 'Damrak 1'
 */
export function streetOf(suggestion: Pick<CitySuggestion, 'raw'>): string {
  const { road, house_number: number } = suggestion.raw.address ?? {};
  return typeof road === 'string' && typeof number === 'string' ? `${road} ${number}`.trim() : '';
}

export function emptyForm(): WizardForm {
  return {
    pickup: emptyPlace,
    destination: emptyPlace,
    pickupDetail: '',
    destinationDetail: '',
    flightNumber: '',
    date: '',
    time: '',
    passengers: '1',
    luggage: '1',
    firstName: '',
    lastName: '',
    contactEmail: '',
    phoneCountry: 'NL',
    phoneNumber: '',
    selectedVehicleId: null,
  };
}

export function initialState(
  newKey: () => string,
  now: number,
  lastReference: string | null = null,
): WizardState {
  return {
    step: 1,
    form: emptyForm(),
    quote: null,
    dateError: null,
    placeErrors: { pickup: false, destination: false },
    routeTooShort: false,
    sending: false,
    submitError: null,
    successReference: null,
    lastReference,
    idempotencyKey: newKey(),
    startedAt: now,
  };
}

export type WizardAction =
  | { type: 'placeTyped'; field: 'pickup' | 'destination'; text: string }
  | { type: 'placeChosen'; field: 'pickup' | 'destination'; suggestion: CitySuggestion }
  | {
      type: 'field';
      field:
        | 'pickupDetail'
        | 'destinationDetail'
        | 'flightNumber'
        | 'passengers'
        | 'luggage'
        | 'firstName'
        | 'lastName'
        | 'contactEmail'
        | 'phoneNumber';
      value: string;
    }
  | { type: 'dateTime'; field: 'date' | 'time'; value: string }
  | { type: 'phoneCountry'; country: CountryCode }
  | {
      type: 'step1Failed';
      dateError: DateError;
      placeErrors: { pickup: boolean; destination: boolean };
      routeTooShort?: boolean;
    }
  | { type: 'goTo'; step: Step }
  | { type: 'selectVehicle'; vehicleId: number }
  | { type: 'review'; idempotencyKey: string }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; error: Exclude<SubmitError, null>; quote?: TripQuote }
  | { type: 'submitSucceeded'; reference: string }
  | { type: 'reset'; idempotencyKey: string; now: number };

/** Recomputes distance, duration and prices from the chosen places, or clears them (SPEC 4). */
function withQuote(state: WizardState, form: WizardForm): WizardState {
  const { pickup, destination } = form;
  const quote =
    pickup.point && destination.point ? quoteTrip(pickup.point, destination.point, business.vehicles) : null;
  return { ...state, form, quote };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'placeTyped': {
      // Typing after a choice drops the chosen place: the text no longer names it.
      const place: Place = { text: action.text, displayName: '', point: null };
      return {
        ...withQuote(state, { ...state.form, [action.field]: place }),
        placeErrors: { ...state.placeErrors, [action.field]: false },
        routeTooShort: false,
      };
    }
    case 'placeChosen': {
      const { suggestion } = action;
      const place: Place = {
        text: suggestion.mainName,
        displayName: suggestion.displayName,
        point: { lat: suggestion.lat, lon: suggestion.lon },
      };
      // A street address fills the address line with its street and number, unless the visitor
      // already typed one.
      const detailField = action.field === 'pickup' ? 'pickupDetail' : 'destinationDetail';
      const street = streetOf(suggestion);
      const form = {
        ...state.form,
        [action.field]: place,
        ...(street && state.form[detailField].trim() === '' ? { [detailField]: street } : {}),
      };
      return {
        ...withQuote(state, form),
        placeErrors: { ...state.placeErrors, [action.field]: false },
        routeTooShort: false,
      };
    }
    case 'field':
      return { ...state, form: { ...state.form, [action.field]: action.value } };
    case 'dateTime':
      // SPEC 4: changing the date or the time clears the date error.
      return { ...state, form: { ...state.form, [action.field]: action.value }, dateError: null };
    case 'phoneCountry':
      return { ...state, form: { ...state.form, phoneCountry: action.country } };
    case 'step1Failed':
      return {
        ...state,
        dateError: action.dateError,
        placeErrors: action.placeErrors,
        routeTooShort: action.routeTooShort ?? false,
      };
    case 'goTo':
      return { ...state, step: action.step, submitError: null };
    case 'selectVehicle':
      return { ...state, step: 3, form: { ...state.form, selectedVehicleId: action.vehicleId } };
    case 'review':
      return { ...state, step: 4, idempotencyKey: action.idempotencyKey, submitError: null };
    case 'submitStarted':
      return { ...state, sending: true, submitError: null };
    case 'submitFailed':
      return { ...state, sending: false, submitError: action.error, quote: action.quote ?? state.quote };
    case 'submitSucceeded':
      return {
        ...state,
        sending: false,
        successReference: action.reference,
        lastReference: action.reference,
      };
    case 'reset':
      return initialState(() => action.idempotencyKey, action.now, state.lastReference);
  }
}
