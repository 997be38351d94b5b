import { business } from '@spt/business';
import type { PickupDateTimeCode } from '@spt/contracts';
import type { CountryCode } from '@spt/contracts/phone';
import { isFlightNumberField, isTripLongEnough, pickupDateTimeCheck } from '@spt/contracts/rules';
import type { CitySuggestion } from '@spt/geo-search';
import { type BookingQuote, isTourInSeason, type Product, quoteBooking } from '@spt/pricing';
import type { BookingChoice } from '../../lib/booking-choice';

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
  /** What is booked: a transfer (one way or return), hire by the hour, or a day tour. */
  product: Product;
  /** A transfer's way back, on its own date and time. */
  returnTrip: boolean;
  returnDate: string;
  returnTime: string;
  returnFlight: string;
  /** Hire: the hours asked for. */
  hours: string;
  /** A tour: the slug of its English page, '' until chosen. */
  tour: string;
  childSeats: string;
  boosterSeats: string;
  nameSign: string;
  notes: string;
  /** Someone else travels: their name and phone. */
  passengerIsOther: boolean;
  passengerName: string;
  passengerPhone: string;
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
  /** A business account's booking code ('' for none): the ride then goes on the company's monthly invoice. */
  companyCode: string;
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
  | 'outOfSeason'
  | 'groupSize'
  | 'returnBeforeOutbound'
  | 'tooManySeats'
  | 'notForHire'
  | 'invalidFlightNumber'
  | 'unknownCompanyCode'
  | null;

/** Step 1's problems beyond the places and the date: each has its own text. */
export type TripProblem =
  | 'outOfSeason'
  | 'groupSize'
  | 'returnDateTime'
  | 'returnBeforeOutbound'
  | 'tooManySeats'
  | 'invalidFlightNumber'
  | 'chooseTour';

export interface WizardState {
  step: Step;
  form: WizardForm;
  /** Distance, duration and every vehicle's price for the whole booking; null while something it needs is missing. */
  quote: BookingQuote | null;
  dateError: DateError;
  /** Step 1: a place was typed but not chosen from the list. */
  placeErrors: { pickup: boolean; destination: boolean };
  /** Step 1: pickup and destination are less than 1 km apart. */
  routeTooShort: boolean;
  /** Step 1: the other problems found when the visitor continued. */
  tripProblems: readonly TripProblem[];
  sending: boolean;
  submitError: SubmitError;
  /** With a `validation` error: the request's fields (dotted paths) the check or the server turned down. */
  submitFields: readonly string[];
  /**
   * The company booking code the server did not know (as sent), or null: step 3 says so beside the
   * field while it still holds that code.
   */
  refusedCompanyCode: string | null;
  /** Reference of the booking just sent; the success panel shows while it is set. */
  successReference: string | null;
  /** A return trip's way back: its own reference. */
  successReturnReference: string | null;
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

/**
 * Schiphol, where the tours start: the pickup a tour begins with (any address may replace it). Its
 * name is the same in every language of the site (proper nouns and the airport's code), so the
 * English wizard does not show Dutch words ("Noord-Holland, Nederland") and the Dutch one no English.
 */
export const SCHIPHOL_PLACE: Place = {
  text: 'Schiphol',
  displayName: 'Schiphol (AMS), Haarlemmermeer',
  point: { lat: 52.3105, lon: 4.7683 },
};

export function emptyForm(): WizardForm {
  return {
    product: 'transfer',
    returnTrip: false,
    returnDate: '',
    returnTime: '',
    returnFlight: '',
    hours: String(business.products.hourly.minimumHours),
    tour: '',
    childSeats: '0',
    boosterSeats: '0',
    nameSign: '',
    notes: '',
    passengerIsOther: false,
    passengerName: '',
    passengerPhone: '',
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
    companyCode: '',
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
    tripProblems: [],
    sending: false,
    submitError: null,
    submitFields: [],
    refusedCompanyCode: null,
    successReference: null,
    successReturnReference: null,
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
        | 'returnFlight'
        | 'nameSign'
        | 'notes'
        | 'passengerName'
        | 'passengerPhone'
        | 'flightNumber'
        | 'passengers'
        | 'luggage'
        | 'firstName'
        | 'lastName'
        | 'contactEmail'
        | 'phoneNumber'
        | 'companyCode';
      value: string;
    }
  | { type: 'dateTime'; field: 'date' | 'time' | 'returnDate' | 'returnTime'; value: string }
  | {
      type: 'choice';
      field: 'passengers' | 'luggage' | 'hours' | 'tour' | 'childSeats' | 'boosterSeats';
      value: string;
    }
  | { type: 'product'; product: Product }
  | { type: 'toggle'; field: 'returnTrip' | 'passengerIsOther'; value: boolean }
  | { type: 'prefill'; choice: BookingChoice }
  | { type: 'phoneCountry'; country: CountryCode }
  | {
      type: 'step1Failed';
      dateError: DateError;
      placeErrors: { pickup: boolean; destination: boolean };
      routeTooShort?: boolean;
      tripProblems?: readonly TripProblem[];
    }
  | { type: 'goTo'; step: Step }
  | { type: 'selectVehicle'; vehicleId: number }
  | { type: 'review'; idempotencyKey: string }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; error: Exclude<SubmitError, null>; fields?: readonly string[] }
  | { type: 'submitSucceeded'; reference: string; returnReference?: string | undefined }
  | { type: 'reset'; idempotencyKey: string; now: number };

/**
 * The whole booking's quote for every vehicle from the form, or null while something it needs is
 * missing or not allowed (SPEC 4: no route, no prices; a tour group outside its size; more seats
 * than passengers). The same `quoteBooking` the server runs.
 */
export function quoteOf(form: WizardForm): BookingQuote | null {
  const { pickup, destination } = form;
  const party = {
    passengers: Number(form.passengers),
    luggage: Number(form.luggage),
    extras: {
      childSeats: Number(form.childSeats),
      boosterSeats: Number(form.boosterSeats),
      ...(form.nameSign.trim() ? { nameSign: form.nameSign.trim() } : {}),
    },
  };
  try {
    if (form.product === 'hourly') {
      if (!pickup.point) return null;
      return quoteBooking(
        {
          ...party,
          product: 'hourly',
          hours: Number(form.hours),
          pickup: pickup.point,
          ...(destination.point ? { destination: destination.point } : {}),
        },
        business.vehicles,
        business.products,
      );
    }
    if (form.product === 'tour') {
      if (!form.tour) return null;
      return quoteBooking(
        { ...party, product: 'tour', tour: form.tour, ...(pickup.point ? { pickup: pickup.point } : {}) },
        business.vehicles,
        business.products,
      );
    }
    if (!pickup.point || !destination.point) return null;
    return quoteBooking(
      {
        ...party,
        product: 'transfer',
        pickup: pickup.point,
        destination: destination.point,
        returnTrip: form.returnTrip,
      },
      business.vehicles,
      business.products,
    );
  } catch {
    return null;
  }
}

/** Step 1's check of the places: which must be chosen from the list, for the form's product. */
export function placeErrorsOf(form: WizardForm): { pickup: boolean; destination: boolean } {
  const { destination } = form;
  return {
    pickup: form.pickup.point === null,
    // A tour goes to its own destination; hire may go "as directed", but a typed place must be chosen.
    destination:
      form.product === 'transfer'
        ? destination.point === null
        : form.product === 'hourly' && destination.text.trim() !== '' && destination.point === null,
  };
}

/** Whether a transfer's route is shorter than the minimum (step 1 says so under the destination). */
export function isRouteTooShort(form: WizardForm, quote: BookingQuote | null): boolean {
  const km = quote?.distance?.km;
  return form.product === 'transfer' && km !== undefined && !isTripLongEnough(km);
}

/**
 * Step 1's other problems, the server's rules checked before the visitor goes on: the flight number
 * (given, when `flightRequired`, and of the right shape), the tour chosen, its group size and season, the seats against the passengers, and a return
 * ride's date and time after the outbound ride's arrival.
 */
export function tripProblemsOf(
  form: WizardForm,
  quote: BookingQuote | null,
  now: Date,
  { flightRequired = true }: { flightRequired?: boolean } = {},
): TripProblem[] {
  const problems: TripProblem[] = [];
  // SPEC 5: the wizard asks for a flight number, which may be "None"; an operator taking a booking by
  // phone may leave it empty (the API takes an empty one).
  const flightMissing = flightRequired && form.flightNumber.trim() === '';
  if (flightMissing || !isFlightNumberField(form.flightNumber)) problems.push('invalidFlightNumber');
  const passengers = Number(form.passengers);
  if (form.product === 'tour') {
    const tour = business.products.tours.find((candidate) => candidate.id === form.tour);
    if (!tour) problems.push('chooseTour');
    else {
      if (passengers < tour.groupSize[0] || passengers > tour.groupSize[1]) problems.push('groupSize');
      if (form.date && !isTourInSeason(tour, form.date)) problems.push('outOfSeason');
    }
  }
  if (Number(form.childSeats) + Number(form.boosterSeats) > passengers) problems.push('tooManySeats');
  if (form.product === 'transfer' && form.returnTrip) {
    const back = pickupDateTimeCheck(form.returnDate, form.returnTime, now);
    const outbound = pickupDateTimeCheck(form.date, form.time, now);
    if (!back.ok) problems.push('returnDateTime');
    else if (
      outbound.ok &&
      back.pickupAt.getTime() < outbound.pickupAt.getTime() + (quote?.durationMinutes ?? 0) * 60_000
    )
      problems.push('returnBeforeOutbound');
  }
  return problems;
}

/** Recomputes distance, duration and prices from the form, or clears them (SPEC 4). */
function withQuote(state: WizardState, form: WizardForm): WizardState {
  return { ...state, form, quote: quoteOf(form), tripProblems: [] };
}

/** The form with a booking choice from a Book link: a tour, or a city card's destination. */
function prefilled(form: WizardForm, choice: BookingChoice): WizardForm {
  if (choice.tour) {
    const group = Math.max(
      Number(form.passengers),
      business.products.tours.find((t) => t.id === choice.tour)?.groupSize[0] ?? 2,
    );
    return {
      ...form,
      product: 'tour',
      tour: choice.tour,
      pickup: form.pickup.point ? form.pickup : SCHIPHOL_PLACE,
      passengers: String(group),
      returnTrip: false,
    };
  }
  if (choice.destination) {
    return {
      ...form,
      product: 'transfer',
      pickup: form.pickup.point ? form.pickup : SCHIPHOL_PLACE,
      destination: {
        text: choice.destination.name,
        displayName: choice.destination.name,
        point: choice.destination.point,
      },
    };
  }
  return form;
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
      // The name sign is an extra with a price (zero by default): the quote follows it.
      return action.field === 'nameSign'
        ? withQuote(state, { ...state.form, nameSign: action.value })
        : { ...state, form: { ...state.form, [action.field]: action.value } };
    case 'dateTime':
      // SPEC 4: changing the date or the time clears the date error.
      return {
        ...state,
        form: { ...state.form, [action.field]: action.value },
        dateError: null,
        tripProblems: [],
      };
    case 'choice':
      // The party, the hours, the tour and the seats change the price.
      return withQuote(state, { ...state.form, [action.field]: action.value });
    case 'product': {
      const form = { ...state.form, product: action.product };
      // A tour starts at Schiphol unless the visitor chose another pickup.
      if (action.product === 'tour' && !form.pickup.point) form.pickup = SCHIPHOL_PLACE;
      return {
        ...withQuote(state, form),
        placeErrors: { pickup: false, destination: false },
        routeTooShort: false,
      };
    }
    case 'toggle':
      return withQuote(state, { ...state.form, [action.field]: action.value });
    case 'prefill':
      return withQuote(state, prefilled(state.form, action.choice));
    case 'phoneCountry':
      return { ...state, form: { ...state.form, phoneCountry: action.country } };
    case 'step1Failed':
      return {
        ...state,
        dateError: action.dateError,
        placeErrors: action.placeErrors,
        routeTooShort: action.routeTooShort ?? false,
        tripProblems: action.tripProblems ?? [],
      };
    case 'goTo':
      return { ...state, step: action.step, submitError: null, submitFields: [] };
    case 'selectVehicle':
      return { ...state, step: 3, form: { ...state.form, selectedVehicleId: action.vehicleId } };
    case 'review':
      return {
        ...state,
        step: 4,
        idempotencyKey: action.idempotencyKey,
        submitError: null,
        submitFields: [],
      };
    case 'submitStarted':
      return { ...state, sending: true, submitError: null, submitFields: [] };
    case 'submitFailed':
      // An unknown company booking code is the contact step's field: back there, the problem beside it.
      if (action.error === 'unknownCompanyCode') {
        return {
          ...state,
          step: 3,
          sending: false,
          submitError: null,
          submitFields: [],
          refusedCompanyCode: state.form.companyCode.trim(),
        };
      }
      return { ...state, sending: false, submitError: action.error, submitFields: action.fields ?? [] };
    case 'submitSucceeded':
      return {
        ...state,
        sending: false,
        successReference: action.reference,
        successReturnReference: action.returnReference ?? null,
        lastReference: action.reference,
      };
    case 'reset':
      return initialState(() => action.idempotencyKey, action.now, state.lastReference);
  }
}
