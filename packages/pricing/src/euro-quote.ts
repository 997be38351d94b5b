import { findVehicle } from './find-vehicle.js';
import { centsToEuros } from './money.js';
import type { TripQuote } from './quote-trip.js';
import type { VehicleQuote } from './quote-vehicle.js';

/** One vehicle's price in euros, as the API and the booking payload carry it. */
export interface EuroVehiclePrice {
  readonly vehicleId: number;
  readonly name: string;
  readonly type: string;
  readonly basePrice: number;
  readonly distancePrice: number;
  readonly timePrice: number;
  readonly totalPrice: number;
  readonly finalPrice: number;
  readonly isMinimumApplied: boolean;
}

/** A trip quote in euros (the API's `GET /api/quote` answer). */
export interface EuroTripQuote {
  readonly distance: TripQuote['distance'];
  readonly durationMinutes: number;
  readonly durationText: string;
  readonly prices: readonly EuroVehiclePrice[];
}

/**
 * The `pricing` object of a booking payload: { base, distance, time, subtotal, final, isMinimumApplied }.
 */
export interface BookingPricing {
  readonly base: number;
  readonly distance: number;
  readonly time: number;
  readonly subtotal: number;
  readonly final: number;
  readonly isMinimumApplied: boolean;
}

/**
 * Converts one vehicle's cent quote to euros, with the vehicle's name and type.
 *
 * @example
 * toEuroVehiclePrice(quoteTrip(a, b).prices[0]).finalPrice // 456.53
 */
export function toEuroVehiclePrice(quote: VehicleQuote): EuroVehiclePrice {
  const vehicle = findVehicle(quote.vehicleId);
  return {
    vehicleId: quote.vehicleId,
    name: vehicle.name,
    type: vehicle.type,
    basePrice: centsToEuros(quote.basePriceCents),
    distancePrice: centsToEuros(quote.distancePriceCents),
    timePrice: centsToEuros(quote.timePriceCents),
    totalPrice: centsToEuros(quote.totalPriceCents),
    finalPrice: centsToEuros(quote.finalPriceCents),
    isMinimumApplied: quote.isMinimumApplied,
  };
}

/**
 * Converts a whole trip quote from cents to the API's euro shape.
 *
 * @example
 * toEuroQuote(quoteTrip(a, b)).prices[2].finalPrice // 619.74
 */
export function toEuroQuote(quote: TripQuote): EuroTripQuote {
  return {
    distance: quote.distance,
    durationMinutes: quote.durationMinutes,
    durationText: quote.durationText,
    prices: quote.prices.map(toEuroVehiclePrice),
  };
}

/**
 * The booking payload's `pricing` object for one vehicle's quote.
 *
 * @example
 * toBookingPricing(quoteTrip(a, b).prices[2]) // { base: 40, distance: 488.04, time: 91.7, subtotal: 619.74, final: 619.74, isMinimumApplied: false }
 */
export function toBookingPricing(quote: VehicleQuote): BookingPricing {
  return {
    base: centsToEuros(quote.basePriceCents),
    distance: centsToEuros(quote.distancePriceCents),
    time: centsToEuros(quote.timePriceCents),
    subtotal: centsToEuros(quote.totalPriceCents),
    final: centsToEuros(quote.finalPriceCents),
    isMinimumApplied: quote.isMinimumApplied,
  };
}
