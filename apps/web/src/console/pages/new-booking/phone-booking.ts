import {
  type ApiIssue,
  type BookingRequestInput,
  BookingRequestSchema,
  type EuroPrice,
  type Locale,
  type QuoteResponse,
  type SubmittedPricing,
} from '@spt/contracts';
import { isTripLongEnough, pickupDateTimeCheck } from '@spt/contracts/rules';
import type { CitySuggestion } from '@spt/geo-search';
// biome-ignore lint/style/noRestrictedImports: the wizard's pure trip rules (the same checks for a phone booking), not its UI; they belong in a module both import
import * as wizard from '../../../features/booking-wizard/wizard-state';

/**
 * The form of a booking taken by phone: the wizard's trip, party and extras fields (so the wizard's
 * rules check them), with the customer as the operator hears them: one name, one phone number (the
 * server normalizes it), the language of their mails, and the vehicle chosen from the server's quote.
 */
export type PhoneBookingForm = Omit<
  wizard.WizardForm,
  'firstName' | 'lastName' | 'phoneCountry' | 'phoneNumber' | 'companyCode' | 'selectedVehicleId'
> & {
  contactName: string;
  contactPhone: string;
  locale: Locale;
  vehicleId: number | null;
};

/** An empty phone booking; the customer's language starts as the operator's. */
export function emptyPhoneBooking(locale: Locale): PhoneBookingForm {
  const {
    firstName: _firstName,
    lastName: _lastName,
    phoneCountry: _phoneCountry,
    phoneNumber: _phoneNumber,
    companyCode: _companyCode,
    selectedVehicleId: _selectedVehicleId,
    ...trip
  } = wizard.emptyForm();
  return { ...trip, contactName: '', contactPhone: '', locale, vehicleId: null };
}

/** The wizard's view of the form, for the wizard's own rules (`placeErrorsOf`, `tripProblemsOf`). */
function asWizardForm(form: PhoneBookingForm): wizard.WizardForm {
  return {
    ...form,
    firstName: form.contactName,
    lastName: '',
    phoneCountry: 'NL',
    phoneNumber: form.contactPhone,
    companyCode: '',
    selectedVehicleId: form.vehicleId,
  };
}

/** The form after a place was typed: the text no longer names the chosen place. */
export function withPlaceTyped(
  form: PhoneBookingForm,
  field: 'pickup' | 'destination',
  text: string,
): PhoneBookingForm {
  return { ...form, [field]: { text, displayName: '', point: null } satisfies wizard.Place };
}

/**
 * The form after a place was chosen from the search: its name, display text and point, and for a
 * street address its street and number in the address line, unless the operator typed one (as the
 * wizard does).
 */
export function withPlaceChosen(
  form: PhoneBookingForm,
  field: 'pickup' | 'destination',
  suggestion: CitySuggestion,
): PhoneBookingForm {
  const detailField = field === 'pickup' ? 'pickupDetail' : 'destinationDetail';
  const street = wizard.streetOf(suggestion);
  const place: wizard.Place = {
    text: suggestion.mainName,
    displayName: suggestion.displayName,
    point: { lat: suggestion.lat, lon: suggestion.lon },
  };
  return {
    ...form,
    [field]: place,
    ...(street && form[detailField].trim() === '' ? { [detailField]: street } : {}),
  };
}

/** The form with another product; a tour starts at Schiphol unless a pickup was chosen (as the wizard does). */
export function withProduct(form: PhoneBookingForm, product: PhoneBookingForm['product']): PhoneBookingForm {
  const pickup = product === 'tour' && !form.pickup.point ? wizard.SCHIPHOL_PLACE : form.pickup;
  return { ...form, product, pickup };
}

const pointParam = (point: { lat: number; lon: number }) => `${point.lat},${point.lon}`;

/**
 * The address of the server's quote (`GET /api/quote`) for the form's product, places, party and
 * extras, or null while something the quote needs is missing (a place not chosen, no tour).
 * Every entry of its answer carries the whole booking's total for that vehicle.
 *
 * @example
 * quoteUrl(form) // '/api/quote?pickup=52.3105%2C4.7683&destination=50.8514%2C5.691&product=transfer&passengers=2&luggage=2'
 */
export function quoteUrl(form: PhoneBookingForm): string | null {
  const { product, pickup, destination } = form;
  if (!pickup.point) return null;
  if (product === 'transfer' && !destination.point) return null;
  if (product === 'tour' && !form.tour) return null;
  const params = new URLSearchParams({ pickup: pointParam(pickup.point) });
  // A tour goes to its own place; hire may go "as directed".
  if (product !== 'tour' && destination.point) params.set('destination', pointParam(destination.point));
  params.set('product', product);
  if (product === 'hourly') params.set('hours', form.hours);
  if (product === 'tour') params.set('tour', form.tour);
  if (product === 'transfer' && form.returnTrip) params.set('returnTrip', '1');
  if (form.childSeats !== '0') params.set('childSeats', form.childSeats);
  if (form.boosterSeats !== '0') params.set('boosterSeats', form.boosterSeats);
  if (form.nameSign.trim()) params.set('nameSign', '1');
  params.set('passengers', form.passengers);
  params.set('luggage', form.luggage);
  return `/api/quote?${params}`;
}

/**
 * The problems that keep the server from quoting the form's choices (a tour's group size, more seats
 * than passengers): the wizard's rules, checked before asking.
 */
export function quoteBlockers(form: PhoneBookingForm, now: Date): wizard.TripProblem[] {
  return wizard
    .tripProblemsOf(asWizardForm(form), null, now, { flightRequired: false })
    .filter((problem) => problem === 'groupSize' || problem === 'tooManySeats');
}

/** The vehicles of a quote that can do the booking (seats, bags, hire), in the quote's order. */
export function fittingPrices(quote: QuoteResponse): EuroPrice[] {
  return quote.prices.filter((price) => price.available !== false);
}

/**
 * The booking payload's `pricing` object from one vehicle's entry of the server's quote. The quote's
 * euro entry holds exactly the fields the server checks a booking against (its `totalPrice` is the
 * payload's `subtotal`, its `finalPrice` the whole booking's total), so nothing is computed here.
 *
 * @example
 * pricingOf({ basePrice: 40, distancePrice: 488.04, timePrice: 91.7, totalPrice: 619.74, finalPrice: 619.74, isMinimumApplied: false, ... })
 * // { base: 40, distance: 488.04, time: 91.7, subtotal: 619.74, final: 619.74, isMinimumApplied: false }
 */
export function pricingOf(price: EuroPrice): SubmittedPricing {
  return {
    base: price.basePrice,
    distance: price.distancePrice,
    time: price.timePrice,
    subtotal: price.totalPrice,
    final: price.finalPrice,
    isMinimumApplied: price.isMinimumApplied,
  };
}

/**
 * The body of `POST /api/console/bookings`: the public site's booking payload, priced by the server's
 * quote of the chosen vehicle. Without a quote or a vehicle the price fields are empty, which the
 * schema refuses (the form says to choose a vehicle first).
 */
export function buildPhoneBookingRequest(
  form: PhoneBookingForm,
  quote: QuoteResponse | undefined,
  price: EuroPrice | undefined,
): BookingRequestInput {
  const { product } = form;
  const destination = form.destination.displayName || form.destination.text.trim();
  const childSeats = Number(form.childSeats);
  const boosterSeats = Number(form.boosterSeats);
  const nameSign = form.nameSign.trim();
  const notes = form.notes.trim();
  const returnFlight = form.returnFlight.trim();
  return {
    pickup: form.pickup.displayName || form.pickup.text.trim(),
    // A tour goes where the tour goes (the server names it in the customer's language).
    ...(product !== 'tour' && destination ? { destination } : {}),
    pickupDetail: form.pickupDetail.trim(),
    destinationDetail: product === 'tour' ? '' : form.destinationDetail.trim(),
    flightNumber: form.flightNumber.trim(),
    date: form.date,
    time: form.time,
    passengers: Number(form.passengers),
    luggage: Number(form.luggage),
    contactName: form.contactName.trim(),
    contactEmail: form.contactEmail.trim(),
    contactPhone: form.contactPhone.trim(),
    distance: quote?.distance?.km ?? 0,
    duration: quote?.durationText ?? '',
    selectedVehicle: price
      ? { id: price.vehicleId, name: price.name, type: price.type }
      : { id: 0, name: '', type: '' },
    pricing: price
      ? pricingOf(price)
      : { base: 0, distance: 0, time: 0, subtotal: 0, final: 0, isMinimumApplied: false },
    coordinates: {
      pickup: form.pickup.point ?? { lat: 0, lon: 0 },
      ...(product !== 'tour' && form.destination.point ? { destination: form.destination.point } : {}),
    },
    product,
    ...(product === 'transfer' && form.returnTrip
      ? {
          returnTrip: {
            date: form.returnDate,
            time: form.returnTime,
            ...(returnFlight ? { flightNumber: returnFlight } : {}),
          },
        }
      : {}),
    ...(product === 'hourly' ? { hours: Number(form.hours) } : {}),
    ...(product === 'tour' ? { tour: form.tour } : {}),
    ...(childSeats || boosterSeats || nameSign
      ? { extras: { childSeats, boosterSeats, ...(nameSign ? { nameSign } : {}) } }
      : {}),
    ...(notes ? { notes } : {}),
    ...(form.passengerIsOther
      ? { passenger: { name: form.passengerName.trim(), phone: form.passengerPhone.trim() } }
      : {}),
    source: 'phone',
    locale: form.locale,
  };
}

/** The form's fields that can have a problem, in the order the page shows them. */
export const FIELD_KEYS = [
  'product',
  'tour',
  'hours',
  'pickup',
  'pickupDetail',
  'destination',
  'destinationDetail',
  'date',
  'time',
  'flightNumber',
  'returnDate',
  'returnTime',
  'returnFlight',
  'passengers',
  'luggage',
  'childSeats',
  'boosterSeats',
  'nameSign',
  'vehicle',
  'contactName',
  'contactEmail',
  'contactPhone',
  'locale',
  'passengerName',
  'passengerPhone',
  'notes',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

/**
 * What is wrong with a field. The wizard's and the server's codes keep their names (`tooSoon`,
 * `groupSize`, `vehicleCapacity`…); `invalid` is any other refusal of the shared schema.
 */
export type Problem =
  | 'choosePlace'
  | 'chooseVehicle'
  | 'noPrices'
  | 'name'
  | 'email'
  | 'phone'
  | 'invalid'
  | 'dateTimeRequired'
  | 'tooSoon'
  | 'tooFarAhead'
  | 'nonexistentTime'
  | 'tooClose'
  | 'outsideServiceArea'
  | 'vehicleCapacity'
  | 'luggageCapacity'
  | 'notForHire'
  | 'unknownVehicle'
  | wizard.TripProblem;

export type FieldErrors = Partial<Record<FieldKey, Problem>>;

/** Where each of the wizard's trip problems is shown. */
const TRIP_PROBLEM_FIELDS: Record<wizard.TripProblem, FieldKey> = {
  invalidFlightNumber: 'flightNumber',
  chooseTour: 'tour',
  groupSize: 'passengers',
  outOfSeason: 'date',
  tooManySeats: 'childSeats',
  returnDateTime: 'returnDate',
  returnBeforeOutbound: 'returnDate',
};

/**
 * The server's refusals the form shows beside a field, and that field when the refusal names none
 * (its code is then the problem; `invalidPhone` is the form's `phone`). A changed price
 * (`fareMismatch`) belongs to no field: the form shows the server's new prices and says so.
 */
const CODE_FIELDS = {
  tooSoon: 'date',
  tooFarAhead: 'date',
  dateTimeRequired: 'date',
  nonexistentTime: 'time',
  invalidPhone: 'contactPhone',
  invalidFlightNumber: 'flightNumber',
  outsideServiceArea: 'pickup',
  tooClose: 'destination',
  vehicleCapacity: 'vehicle',
  luggageCapacity: 'vehicle',
  notForHire: 'vehicle',
  unknownVehicle: 'vehicle',
  outOfSeason: 'date',
  groupSize: 'passengers',
  tooManySeats: 'childSeats',
  returnBeforeOutbound: 'returnDate',
} as const satisfies Partial<Record<Problem | 'invalidPhone', FieldKey>>;

/** The form's problem for a code of the server, or null for a code the form has no words of its own for. */
function problemOfCode(code: string): Problem | null {
  if (code === 'invalidPhone') return 'phone';
  return Object.hasOwn(CODE_FIELDS, code)
    ? (code as Exclude<keyof typeof CODE_FIELDS, 'invalidPhone'>)
    : null;
}

/**
 * The form's field of a path of the booking payload (a schema issue's or the server's `issues`), or
 * null for a path the form has no field for.
 *
 * @example
 * fieldOfPath(['coordinates', 'destination']) // 'destination'
 * fieldOfPath('passenger.phone') // 'passengerPhone'
 */
export function fieldOfPath(path: readonly PropertyKey[] | string): FieldKey | null {
  const [head, next] = typeof path === 'string' ? path.split('.') : path.map(String);
  switch (head) {
    case 'coordinates':
      return next === 'destination' ? 'destination' : 'pickup';
    case 'selectedVehicle':
    case 'pricing':
    case 'distance':
    case 'duration':
      return 'vehicle';
    case 'returnTrip':
      return next === 'time' ? 'returnTime' : next === 'flightNumber' ? 'returnFlight' : 'returnDate';
    case 'extras':
      return next === 'boosterSeats' ? 'boosterSeats' : next === 'nameSign' ? 'nameSign' : 'childSeats';
    case 'passenger':
      return next === 'phone' ? 'passengerPhone' : 'passengerName';
    default:
      return (FIELD_KEYS as readonly string[]).includes(head ?? '') ? (head as FieldKey) : null;
  }
}

/** The words for a field the shared schema refused. */
function schemaProblem(field: FieldKey): Problem {
  if (field === 'contactName' || field === 'passengerName') return 'name';
  if (field === 'contactEmail') return 'email';
  if (field === 'contactPhone' || field === 'passengerPhone') return 'phone';
  if (field === 'vehicle') return 'chooseVehicle';
  if (field === 'pickup' || field === 'destination') return 'choosePlace';
  return 'invalid';
}

/**
 * The field problems of the server's refusal: its `issues` (400), else its code where a field owns it
 * (a 422 for the vehicle, the route or the season). Empty when the refusal concerns no field.
 */
export function serverFieldErrors(code: string, issues: readonly ApiIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    if (field && !errors[field]) errors[field] = problemOfCode(issue.code) ?? schemaProblem(field);
  }
  const owner = Object.hasOwn(CODE_FIELDS, code) ? CODE_FIELDS[code as keyof typeof CODE_FIELDS] : undefined;
  if (Object.keys(errors).length === 0 && owner) errors[owner] = problemOfCode(code) ?? 'invalid';
  return errors;
}

/**
 * Checks the form before it is sent: the places chosen from the search, the Amsterdam date and time,
 * the wizard's trip rules (flight number, tour, group size, season, seats, the way back), a route of
 * at least 1 km, a vehicle from the current quote, then the shared schema over the payload. Answers
 * the payload, or the problem of every field that has one.
 */
export function checkPhoneBooking(
  form: PhoneBookingForm,
  quote: QuoteResponse | undefined,
  now: Date,
): { ok: true; request: BookingRequestInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (field: FieldKey, problem: Problem) => {
    if (!errors[field]) errors[field] = problem;
  };

  const places = wizard.placeErrorsOf(asWizardForm(form));
  if (places.pickup) add('pickup', 'choosePlace');
  if (places.destination) add('destination', 'choosePlace');
  if (form.product === 'transfer' && quote?.distance && !isTripLongEnough(quote.distance.km)) {
    add('destination', 'tooClose');
  }

  const when = pickupDateTimeCheck(form.date, form.time, now);
  if (!when.ok) {
    if (when.code === 'dateTimeRequired') {
      if (!form.date) add('date', 'dateTimeRequired');
      if (!form.time) add('time', 'dateTimeRequired');
    } else add(when.code === 'nonexistentTime' ? 'time' : 'date', when.code);
  }
  for (const problem of wizard.tripProblemsOf(asWizardForm(form), null, now, { flightRequired: false })) {
    add(TRIP_PROBLEM_FIELDS[problem], problem);
  }

  const price = quote ? fittingPrices(quote).find((entry) => entry.vehicleId === form.vehicleId) : undefined;
  if (!price) add('vehicle', quote ? 'chooseVehicle' : 'noPrices');

  const request = buildPhoneBookingRequest(form, quote, price);
  const parsed = BookingRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field) add(field, schemaProblem(field));
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, request } : { ok: false, errors };
}
