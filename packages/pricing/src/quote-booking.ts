import { type Distance, distanceBetween } from './distance-between.js';
import { PricingError } from './errors.js';
import { formatDuration } from './format-duration.js';
import { assertPoint, type GeoPoint } from './point.js';
import { DEFAULT_PRODUCT_RULES, findTour, type Product, type ProductRules } from './product-rules.js';
import { type Extras, quoteExtras } from './quote-extras.js';
import { quoteVehicle, type VehicleQuote } from './quote-vehicle.js';
import type { TourRule } from './tours.js';
import { travelMinutes } from './travel-minutes.js';
import { type UnavailableReason, vehicleFit } from './vehicle-fit.js';
import { VEHICLES, type Vehicle } from './vehicles.js';

/** Who travels and what they ask for, common to every product. */
interface PartyChoices {
  readonly passengers: number;
  readonly luggage: number;
  readonly extras?: Extras;
}

/** A booking to quote: the product and what it needs. */
export type BookingRequestForQuote = PartyChoices &
  (
    | {
        readonly product: 'transfer';
        readonly pickup: GeoPoint;
        readonly destination: GeoPoint;
        /** The same route back, as a second ride. */
        readonly returnTrip?: boolean;
      }
    | {
        readonly product: 'hourly';
        /** Whole hours asked for; at least the minimum is billed. */
        readonly hours: number;
        readonly pickup?: GeoPoint;
        /** Optional: hire "as directed" has none. */
        readonly destination?: GeoPoint;
      }
    | {
        readonly product: 'tour';
        /** The tour's id (the slug of its English page). */
        readonly tour: string;
        readonly pickup?: GeoPoint;
      }
  );

/** One ride of a booking: the outbound ride, or the way back of a return trip. */
export interface LegQuote {
  readonly leg: 'outbound' | 'return';
  /** The fare of the ride before extras: the transfer fare (less the return discount), the hire or the tour. */
  readonly priceCents: number;
  /** The transfer fare of the route (before the return discount); null for hire and tours. */
  readonly fare: VehicleQuote | null;
  /** The extras on this ride. */
  readonly extrasCents: number;
}

/** One vehicle's price for a whole booking. */
export interface BookingVehicleQuote {
  readonly vehicleId: number;
  /** False when the vehicle cannot do it; `reason` says why. The price is still given. */
  readonly available: boolean;
  readonly reason: UnavailableReason | null;
  /** One entry per ride: the outbound ride, then the return ride of a return trip. */
  readonly legs: readonly LegQuote[];
  /** Hire: the vehicle's hourly rate and the hours billed (at least the minimum). */
  readonly hourlyRateCents: number | null;
  readonly hoursBilled: number | null;
  /** The whole booking: every ride and its extras. */
  readonly totalCents: number;
}

/** A booking's quote for every vehicle. */
export interface BookingQuote {
  readonly product: Product;
  /** The route's distance (pickup to destination); null without both ends. */
  readonly distance: Distance | null;
  /** How long one ride takes: the travel time, the hours of hire, or the tour's longest length. */
  readonly durationMinutes: number;
  readonly durationText: string;
  /** The tour, for a tour. */
  readonly tour: TourRule | null;
  readonly prices: readonly BookingVehicleQuote[];
}

function whole(value: number, least: number, most: number): boolean {
  return Number.isSafeInteger(value) && value >= least && value <= most;
}

/**
 * Quotes a booking of any product for every vehicle, in cents:
 * - transfer: the route's fare (`quoteTrip`'s rules); a return trip adds the same route back as a second
 *   ride, less `returnDiscountPercent` (rounded half up to a whole cent);
 * - hourly: the vehicle's hourly rate x max(hours, minimumHours); kilometres beyond the included ones are
 *   settled after the ride, not quoted; a vehicle without an hourly rate is `notForHire`;
 * - tour: the price per person x the group (`passengers`), the same in every vehicle that seats the group.
 * Extras are priced per ride (a return trip has the seats twice). A vehicle too small for the party
 * is quoted but marked `available: false` with the reason (`seats`, `luggage`).
 * Pure: no clock; a tour's season is checked apart with `isTourInSeason`.
 *
 * @throws PricingError `INVALID_POINT`, `INVALID_HOURS` (not a whole number within 1..maximumHours),
 * `UNKNOWN_TOUR`, `INVALID_GROUP` (outside the tour's group size or 1..largest seats), `INVALID_EXTRAS`.
 * @example
 * const quote = quoteBooking({ product: 'tour', tour: 'giethoorn', passengers: 6, luggage: 2 });
 * quote.prices[2].totalCents // 108000 (6 x €180 in the V 250)
 * quote.prices[0].available // false (the E 350 seats 4)
 */
export function quoteBooking(
  request: BookingRequestForQuote,
  vehicles: readonly Vehicle[] = VEHICLES,
  rules: ProductRules = DEFAULT_PRODUCT_RULES,
): BookingQuote {
  const { passengers, luggage } = request;
  const seats = Math.max(...vehicles.map((vehicle) => vehicle.passengers));
  if (!whole(passengers, 1, seats))
    throw new PricingError('INVALID_GROUP', `Passengers must be a whole number from 1 to ${seats}`);
  if (!whole(luggage, 0, 1000)) throw new PricingError('INVALID_GROUP', 'Luggage must be a whole number');
  const extrasPerRide = quoteExtras(request.extras, rules.extras, passengers);
  const fitOf = (vehicle: Vehicle) => vehicleFit(vehicle, passengers, luggage);

  if (request.product === 'transfer') {
    assertPoint(request.pickup, 'pickup');
    assertPoint(request.destination, 'destination');
    const distance = distanceBetween(request.pickup, request.destination);
    const durationMinutes = travelMinutes(distance.km);
    return {
      product: 'transfer',
      distance,
      durationMinutes,
      durationText: formatDuration(durationMinutes),
      tour: null,
      prices: vehicles.map((vehicle) => {
        const fare = quoteVehicle(vehicle, distance.km, durationMinutes);
        const legs: LegQuote[] = [
          { leg: 'outbound', priceCents: fare.finalPriceCents, fare, extrasCents: extrasPerRide },
        ];
        if (request.returnTrip)
          legs.push({
            leg: 'return',
            priceCents: returnLegCents(fare.finalPriceCents, rules.returnDiscountPercent),
            fare,
            extrasCents: extrasPerRide,
          });
        return vehicleEntry(vehicle.id, fitOf(vehicle), legs, null, null);
      }),
    };
  }

  if (request.product === 'hourly') {
    const { hours } = request;
    if (!whole(hours, 1, rules.hourly.maximumHours))
      throw new PricingError(
        'INVALID_HOURS',
        `Hours must be a whole number from 1 to ${rules.hourly.maximumHours}`,
      );
    const distance = routeDistance(request.pickup, request.destination);
    const hoursBilled = Math.max(hours, rules.hourly.minimumHours);
    return {
      product: 'hourly',
      distance,
      durationMinutes: hours * 60,
      durationText: formatDuration(hours * 60),
      tour: null,
      prices: vehicles.map((vehicle) => {
        const rate = vehicle.hourlyRateCents ?? null;
        const legs: LegQuote[] = [
          { leg: 'outbound', priceCents: (rate ?? 0) * hoursBilled, fare: null, extrasCents: extrasPerRide },
        ];
        return vehicleEntry(
          vehicle.id,
          rate === null ? 'notForHire' : fitOf(vehicle),
          legs,
          rate,
          hoursBilled,
        );
      }),
    };
  }

  const tour = findTour(request.tour, rules.tours);
  const [smallest, largest] = tour.groupSize;
  if (passengers < smallest || passengers > largest)
    throw new PricingError('INVALID_GROUP', `The ${tour.id} tour takes groups of ${smallest} to ${largest}`);
  const durationMinutes = tour.durationHours[1] * 60;
  return {
    product: 'tour',
    distance: routeDistance(request.pickup, tour.destination),
    durationMinutes,
    durationText: formatDuration(durationMinutes),
    tour,
    prices: vehicles.map((vehicle) => {
      const legs: LegQuote[] = [
        {
          leg: 'outbound',
          priceCents: tour.pricePerPersonCents * passengers,
          fare: null,
          extrasCents: extrasPerRide,
        },
      ];
      return vehicleEntry(vehicle.id, fitOf(vehicle), legs, null, null);
    }),
  };
}

/**
 * The return ride's fare: the outbound fare less a whole percent, rounded half up to a whole cent.
 *
 * @example
 * returnLegCents(4999, 10) // 4499
 */
export function returnLegCents(outboundCents: number, discountPercent: number): number {
  return outboundCents - Math.floor((outboundCents * discountPercent) / 100 + 0.5);
}

function routeDistance(pickup: GeoPoint | undefined, destination: GeoPoint | undefined): Distance | null {
  if (pickup) assertPoint(pickup, 'pickup');
  if (destination) assertPoint(destination, 'destination');
  return pickup && destination ? distanceBetween(pickup, destination) : null;
}

function vehicleEntry(
  vehicleId: number,
  reason: UnavailableReason | null,
  legs: readonly LegQuote[],
  hourlyRateCents: number | null,
  hoursBilled: number | null,
): BookingVehicleQuote {
  const totalCents = legs.reduce((sum, leg) => sum + leg.priceCents + leg.extrasCents, 0);
  return { vehicleId, available: reason === null, reason, legs, hourlyRateCents, hoursBilled, totalCents };
}
