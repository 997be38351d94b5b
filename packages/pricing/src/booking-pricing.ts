import type { Distance } from './distance-between.js';
import { PricingError } from './errors.js';
import { type BookingPricing, toBookingPricing } from './euro-quote.js';
import { findVehicle } from './find-vehicle.js';
import { centsToEuros } from './money.js';
import { type FareField, pricingMismatches } from './pricing-mismatches.js';
import type { Product } from './product-rules.js';
import type { BookingQuote, BookingVehicleQuote } from './quote-booking.js';
import type { UnavailableReason } from './vehicle-fit.js';
import { VEHICLES, type Vehicle } from './vehicles.js';

/**
 * The booking payload's `pricing` object for one vehicle's quote of a whole booking: `final` is always
 * the total (every ride and extra). For a transfer, `base`, `distance`, `time`, `subtotal` and
 * `isMinimumApplied` are the outbound route's fare, so a one-way transfer without extras is exactly
 * `toBookingPricing` of its fare; for hire and tours, `base` = `subtotal` = the hire or the tour before
 * extras, and `isMinimumApplied` says that the minimum hours are billed.
 *
 * @example
 * toProductPricing(quoteBooking({ product: 'hourly', hours: 2, passengers: 2, luggage: 1 }), 1)
 * // { base: 195, distance: 0, time: 0, subtotal: 195, final: 195, isMinimumApplied: true }
 */
export function toProductPricing(quote: BookingQuote, vehicleId: number): BookingPricing {
  const entry = vehicleEntry(quote, vehicleId);
  const first = entry.legs[0];
  const final = centsToEuros(entry.totalCents);
  if (first?.fare) return { ...toBookingPricing(first.fare), final };
  const base = centsToEuros(first?.priceCents ?? 0);
  const hoursAsked = quote.durationMinutes / 60;
  return {
    base,
    distance: 0,
    time: 0,
    subtotal: base,
    final,
    isMinimumApplied: entry.hoursBilled !== null && entry.hoursBilled > hoursAsked,
  };
}

/** The verdict of `verifyBookingFare`. */
export interface BookingFareVerification {
  readonly ok: boolean;
  /** The server's quote of the chosen vehicle: what is stored and charged. */
  readonly expected: BookingVehicleQuote;
  /** The `pricing` object the client should have sent. */
  readonly expectedPricing: BookingPricing;
  readonly mismatches: readonly FareField[];
}

/**
 * Compares a client's euro `pricing` object with the server's quote of a whole booking for one
 * vehicle, to the cent (see `toProductPricing` for what each field holds).
 *
 * @throws PricingError `UNKNOWN_VEHICLE` when the quote has no entry for the vehicle.
 * @example
 * const quote = quoteBooking({ product: 'tour', tour: 'bruges', passengers: 4, luggage: 2 });
 * verifyBookingFare({ ...toProductPricing(quote, 3), final: 446.46 }, quote, 3).mismatches // ['final']
 */
export function verifyBookingFare(
  submitted: BookingPricing,
  quote: BookingQuote,
  vehicleId: number,
): BookingFareVerification {
  const expected = vehicleEntry(quote, vehicleId);
  const expectedPricing = toProductPricing(quote, vehicleId);
  const mismatches = pricingMismatches(submitted, expectedPricing);
  return { ok: mismatches.length === 0, expected, expectedPricing, mismatches };
}

/** One vehicle's price for a whole booking, in euros (an entry of the API's `GET /api/quote`). */
export interface EuroBookingVehiclePrice {
  readonly vehicleId: number;
  readonly name: string;
  readonly type: string;
  readonly basePrice: number;
  readonly distancePrice: number;
  readonly timePrice: number;
  readonly totalPrice: number;
  /** The total of the whole booking: every ride and its extras. */
  readonly finalPrice: number;
  readonly isMinimumApplied: boolean;
  readonly available: boolean;
  /** Why the vehicle cannot do it (present when `available` is false). */
  readonly reason?: UnavailableReason;
  /** Hire: the hourly rate and the hours billed. */
  readonly hourlyRate?: number;
  readonly hours?: number;
  /** The return ride's fare (return trips). */
  readonly returnPrice?: number;
  /** Every ride's extras together. */
  readonly extrasPrice: number;
}

/** A whole booking's quote in euros (the API's `GET /api/quote` answer with a product). */
export interface EuroBookingQuote {
  readonly product: Product;
  readonly tour?: string;
  readonly distance: Distance | null;
  readonly durationMinutes: number;
  readonly durationText: string;
  readonly prices: readonly EuroBookingVehiclePrice[];
}

/**
 * Converts a booking quote from cents to the API's euro shape, naming each vehicle from `vehicles`.
 *
 * @example
 * toEuroBookingQuote(quoteBooking({ product: 'tour', tour: 'giethoorn', passengers: 6, luggage: 2 })).prices[2].finalPrice // 1080
 */
export function toEuroBookingQuote(
  quote: BookingQuote,
  vehicles: readonly Vehicle[] = VEHICLES,
): EuroBookingQuote {
  return {
    product: quote.product,
    ...(quote.tour ? { tour: quote.tour.id } : {}),
    distance: quote.distance,
    durationMinutes: quote.durationMinutes,
    durationText: quote.durationText,
    prices: quote.prices.map((entry) => {
      const vehicle = findVehicle(entry.vehicleId, vehicles);
      const pricing = toProductPricing(quote, entry.vehicleId);
      const back = entry.legs.find((leg) => leg.leg === 'return');
      return {
        vehicleId: entry.vehicleId,
        name: vehicle.name,
        type: vehicle.type,
        basePrice: pricing.base,
        distancePrice: pricing.distance,
        timePrice: pricing.time,
        totalPrice: pricing.subtotal,
        finalPrice: pricing.final,
        isMinimumApplied: pricing.isMinimumApplied,
        available: entry.available,
        ...(entry.reason ? { reason: entry.reason } : {}),
        ...(entry.hourlyRateCents !== null ? { hourlyRate: centsToEuros(entry.hourlyRateCents) } : {}),
        ...(entry.hoursBilled !== null ? { hours: entry.hoursBilled } : {}),
        ...(back ? { returnPrice: centsToEuros(back.priceCents) } : {}),
        extrasPrice: centsToEuros(entry.legs.reduce((sum, leg) => sum + leg.extrasCents, 0)),
      };
    }),
  };
}

function vehicleEntry(quote: BookingQuote, vehicleId: number): BookingVehicleQuote {
  const entry = quote.prices.find((price) => price.vehicleId === vehicleId);
  if (!entry)
    throw new PricingError('UNKNOWN_VEHICLE', `No vehicle with id ${String(vehicleId)} in the quote`);
  return entry;
}
