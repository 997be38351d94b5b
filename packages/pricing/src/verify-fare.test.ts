import { describe, expect, it } from 'vitest';
import { toBookingPricing } from './euro-quote.js';
import { quoteTrip } from './quote-trip.js';
import { verifyFare } from './verify-fare.js';

const SCHIPHOL = { lat: 52.3105, lon: 4.7683 };
const MAASTRICHT = { lat: 50.8514, lon: 5.691 };
const good = {
  base: 40,
  distance: 488.04,
  time: 91.7,
  subtotal: 619.74,
  final: 619.74,
  isMinimumApplied: false,
};

describe('verifyFare', () => {
  it('accepts the DESIGN.md example fare to the cent and returns the server quote', () => {
    const result = verifyFare(good, SCHIPHOL, MAASTRICHT, 3);
    expect(result.ok).toBe(true);
    expect(result.mismatches).toEqual([]);
    expect(result.expected.finalPriceCents).toBe(61974);
    expect(result.trip.prices).toHaveLength(6);
  });

  it.each([
    ['final', { ...good, final: 619.73 }],
    ['subtotal', { ...good, subtotal: 619.75 }],
    ['base', { ...good, base: 0 }],
    ['distance', { ...good, distance: 488.041 }],
    ['time', { ...good, time: Number.NaN }],
    ['isMinimumApplied', { ...good, isMinimumApplied: true }],
  ] as const)('refuses a changed %s', (field, submitted) => {
    const result = verifyFare(submitted, SCHIPHOL, MAASTRICHT, 3);
    expect(result.ok).toBe(false);
    expect(result.mismatches).toEqual([field]);
  });

  it('refuses another vehicle’s fare', () => {
    expect(verifyFare(good, SCHIPHOL, MAASTRICHT, 1).ok).toBe(false);
  });

  it('throws UNKNOWN_VEHICLE for an id outside the fleet', () => {
    expect(() => verifyFare(good, SCHIPHOL, MAASTRICHT, 7)).toThrowError(
      expect.objectContaining({ code: 'UNKNOWN_VEHICLE' }),
    );
  });

  it('accepts the booking pricing built from its own quote for every vehicle', () => {
    const trip = quoteTrip(SCHIPHOL, MAASTRICHT);
    for (const price of trip.prices) {
      expect(verifyFare(toBookingPricing(price), SCHIPHOL, MAASTRICHT, price.vehicleId).ok).toBe(true);
    }
  });
});
