import { business } from '@spt/business';
import {
  type BookingRequest,
  ERROR_MESSAGES,
  type ErrorCode,
  flightOf,
  isTripLongEnough,
  type LatLon,
  type PickupDateTimeResult,
  pickupDateTimeCheck,
  UNAVAILABLE_CODES,
} from '@spt/contracts';
import { tours, translations } from '@spt/i18n-content';
import {
  type BookingPricing,
  type BookingQuote,
  type BookingRequestForQuote,
  type BookingVehicleQuote,
  type Extras,
  findVehicle,
  isTourInSeason,
  PricingError,
  type Product,
  quoteBooking,
  toEuroBookingQuote,
  type Vehicle,
  verifyBookingFare,
} from '@spt/pricing';
import { HttpError } from '../lib/http-error.js';

type PickupOk = Extract<PickupDateTimeResult, { ok: true }>;

/** One ride of a booking as it is stored: the outbound ride, or the way back of a return trip. */
export interface BookingLeg {
  readonly leg: 'outbound' | 'return';
  readonly pickup: string;
  readonly destination: string;
  readonly pickupDetail: string | null;
  readonly destinationDetail: string | null;
  readonly pickupPoint: LatLon;
  readonly destinationPoint: LatLon;
  readonly date: string;
  readonly time: string;
  readonly when: PickupOk;
  readonly flightNumber: string;
  /** This ride's price: its fare (less the return discount) and its extras, in cents. */
  readonly priceCents: number;
}

/** A booking request priced and checked by the booking rules, ready to store. */
export interface PricedBooking {
  readonly product: Product;
  readonly vehicle: Vehicle;
  readonly quote: BookingQuote;
  readonly entry: BookingVehicleQuote;
  /** The `pricing` object the client should have sent (its `final` is the whole booking). */
  readonly pricing: BookingPricing;
  readonly legs: readonly [BookingLeg, ...BookingLeg[]];
}

const PRICING_ERRORS: Partial<Record<PricingError['code'], { code: ErrorCode; path: string }>> = {
  INVALID_EXTRAS: { code: 'tooManySeats', path: 'extras' },
  INVALID_GROUP: { code: 'groupSize', path: 'passengers' },
  INVALID_HOURS: { code: 'validation', path: 'hours' },
  UNKNOWN_TOUR: { code: 'validation', path: 'tour' },
};

function badRequest(code: ErrorCode, path: string, message: string = ERROR_MESSAGES[code]): HttpError {
  return new HttpError(400, code, { issues: [{ path, code, message }] });
}

/** What a product's quote depends on, from a booking request or a quote's query. */
export interface ProductChoices {
  readonly product?: Product | undefined;
  readonly hours?: number | undefined;
  readonly tour?: string | undefined;
  readonly returnTrip: boolean;
  readonly extras?: Extras | undefined;
  readonly passengers: number;
  readonly luggage: number;
  readonly pickup?: LatLon | undefined;
  readonly destination?: LatLon | undefined;
}

const NOWHERE: LatLon = { lat: Number.NaN, lon: Number.NaN };

/** What `quoteBooking` needs: the product, its points and choices (a missing point of a transfer is refused there). */
export function toQuoteRequest(choices: ProductChoices): BookingRequestForQuote {
  const { pickup, destination } = choices;
  const party = {
    passengers: choices.passengers,
    luggage: choices.luggage,
    ...(choices.extras ? { extras: choices.extras } : {}),
  };
  switch (choices.product ?? 'transfer') {
    case 'hourly':
      return {
        ...party,
        product: 'hourly',
        hours: choices.hours ?? 0,
        ...(pickup ? { pickup } : {}),
        ...(destination ? { destination } : {}),
      };
    case 'tour':
      return { ...party, product: 'tour', tour: choices.tour ?? '', ...(pickup ? { pickup } : {}) };
    default:
      return {
        ...party,
        product: 'transfer',
        pickup: pickup ?? NOWHERE,
        destination: destination ?? NOWHERE,
        returnTrip: choices.returnTrip,
      };
  }
}

/**
 * Quotes a booking request by the business's rules, or throws the HttpError the API answers:
 * 400 for a choice the product does not allow (hours, group size, seats, unknown tour), 422 for a
 * vehicle that cannot do it (with the quote), an unknown vehicle is the caller's 400.
 */
export function quoteRequest(body: BookingRequest): BookingQuote {
  try {
    return quoteBooking(
      toQuoteRequest({
        ...body,
        pickup: body.coordinates.pickup,
        destination: body.coordinates.destination,
        returnTrip: body.returnTrip !== undefined,
      }),
      business.vehicles,
      business.products,
    );
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    const known = PRICING_ERRORS[error.code];
    if (!known) throw error;
    throw badRequest(known.code, known.path, known.code === 'validation' ? error.message : undefined);
  }
}

/**
 * Applies the booking rules of every product to a validated request whose pickup time passed its
 * check: the tour's season, the way back after the outbound ride, the vehicle's fit, the minimum
 * distance of a transfer, and the submitted total against the server's quote to the cent. Returns
 * the booking's rides with their prices; throws the API's HttpError otherwise.
 */
export function priceBooking(body: BookingRequest, when: PickupOk, now: Date): PricedBooking {
  const product = body.product ?? 'transfer';
  const vehicle = findVehicle(body.selectedVehicle.id, business.vehicles);
  if (product === 'tour' && body.tour) {
    const tour = business.products.tours.find((candidate) => candidate.id === body.tour);
    if (tour && !isTourInSeason(tour, body.date)) throw badRequest('outOfSeason', 'date');
  }
  const quote = quoteRequest(body);
  const entry = quote.prices.find((price) => price.vehicleId === vehicle.id);
  if (!entry) throw badRequest('unknownVehicle', 'selectedVehicle.id');
  const euroQuote = () => {
    const euros = toEuroBookingQuote(quote, business.vehicles);
    return { ...euros, prices: [...euros.prices] };
  };
  if (entry.reason) {
    throw new HttpError(422, UNAVAILABLE_CODES[entry.reason], {
      maxPassengers: vehicle.passengers,
      maxLuggage: vehicle.luggage,
      quote: euroQuote(),
    });
  }
  if (product === 'transfer' && quote.distance && !isTripLongEnough(quote.distance.km)) {
    throw new HttpError(422, 'tooClose');
  }
  const fare = verifyBookingFare(body.pricing, quote, vehicle.id);
  if (!fare.ok) {
    throw new HttpError(422, 'fareMismatch', {
      mismatches: fare.mismatches,
      expected: fare.expectedPricing,
      quote: euroQuote(),
    });
  }

  const [first, back] = entry.legs;
  const pickupPoint = body.coordinates.pickup;
  // A tour goes where the tour goes, whatever a client sends: its own place, in the booking's language.
  const tourPage = quote.tour ? tours.find((candidate) => candidate.slug === quote.tour?.id) : undefined;
  const destinationPoint = quote.tour?.destination ?? body.coordinates.destination ?? pickupPoint;
  const destination = tourPage
    ? translations[body.locale ?? 'en'].tours.menu[tourPage.id]
    : (body.destination ?? '');
  const outbound: BookingLeg = {
    leg: 'outbound',
    pickup: body.pickup,
    destination,
    pickupDetail: body.pickupDetail || null,
    destinationDetail: tourPage ? null : body.destinationDetail || null,
    pickupPoint,
    destinationPoint,
    date: body.date,
    time: body.time,
    when,
    flightNumber: body.flightNumber,
    priceCents: (first?.priceCents ?? 0) + (first?.extrasCents ?? 0),
  };
  if (!body.returnTrip || !back)
    return { product, vehicle, quote, entry, pricing: fare.expectedPricing, legs: [outbound] };

  const { returnTrip } = body;
  const backWhen = pickupDateTimeCheck(returnTrip.date, returnTrip.time, now);
  if (!backWhen.ok) throw badRequest(backWhen.code, 'returnTrip.date');
  // The way back starts after the outbound ride has arrived.
  const arrival = when.pickupAt.getTime() + quote.durationMinutes * 60_000;
  if (backWhen.pickupAt.getTime() < arrival) throw badRequest('returnBeforeOutbound', 'returnTrip.time');
  const returnLeg: BookingLeg = {
    leg: 'return',
    pickup: outbound.destination,
    destination: outbound.pickup,
    pickupDetail: outbound.destinationDetail,
    destinationDetail: outbound.pickupDetail,
    pickupPoint: destinationPoint,
    destinationPoint: pickupPoint,
    date: returnTrip.date,
    time: returnTrip.time,
    when: backWhen,
    flightNumber: returnTrip.flightNumber ?? '',
    priceCents: back.priceCents + back.extrasCents,
  };
  return { product, vehicle, quote, entry, pricing: fare.expectedPricing, legs: [outbound, returnLeg] };
}

/** Whether a ride is a meet-and-greet: a pickup at an airport for a flight. */
export async function meetsAtArrivals(
  leg: BookingLeg,
  isAirport: (point: LatLon) => Promise<boolean>,
): Promise<boolean> {
  return flightOf(leg.flightNumber) !== null && (await isAirport(leg.pickupPoint));
}
