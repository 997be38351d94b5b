import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingPricing, toBookingPricing } from './euro-quote.js';
import { eurosToCents } from './money.js';
import { quoteTrip } from './quote-trip.js';
import { quoteVehicle } from './quote-vehicle.js';
import { VEHICLES } from './vehicles.js';
import { verifyFare } from './verify-fare.js';

// Points across the Netherlands and Belgium and a little beyond.
const point = fc.record({
  lat: fc.double({ min: 49, max: 54, noNaN: true }),
  lon: fc.double({ min: 2, max: 8, noNaN: true }),
});
const km = fc.integer({ min: 0, max: 5000 }).map((tenths) => tenths / 10);
const vehicle = fc.constantFrom(...VEHICLES);

describe('pricing properties', () => {
  it('the final price is never below the vehicle minimum, and equals max(total, minimum)', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        for (const [i, price] of quoteTrip(a, b).prices.entries()) {
          const min = VEHICLES[i]?.minPriceCents ?? Number.NaN;
          expect(price.finalPriceCents).toBeGreaterThanOrEqual(min);
          expect(price.finalPriceCents).toBe(Math.max(price.totalPriceCents, min));
          expect(price.isMinimumApplied).toBe(price.totalPriceCents < min);
        }
      }),
    );
  });

  it('every amount is a whole number of cents', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        for (const price of quoteTrip(a, b).prices) {
          for (const cents of [
            price.basePriceCents,
            price.distancePriceCents,
            price.timePriceCents,
            price.totalPriceCents,
            price.finalPriceCents,
          ]) {
            expect(Number.isInteger(cents)).toBe(true);
          }
        }
      }),
    );
  });

  it('the price never falls as the distance grows', () => {
    fc.assert(
      fc.property(vehicle, km, km, (v, d1, d2) => {
        const [near, far] = d1 <= d2 ? [d1, d2] : [d2, d1];
        const minutesNear = Math.round((near / 80) * 60);
        const minutesFar = Math.round((far / 80) * 60);
        const a = quoteVehicle(v, near, minutesNear);
        const b = quoteVehicle(v, far, minutesFar);
        expect(b.totalPriceCents).toBeGreaterThanOrEqual(a.totalPriceCents);
        expect(b.finalPriceCents).toBeGreaterThanOrEqual(a.finalPriceCents);
      }),
    );
  });

  it('verifyFare accepts its own quote and refuses any amount changed by a cent or more', () => {
    const field = fc.constantFrom<keyof Omit<BookingPricing, 'isMinimumApplied'>>(
      'base',
      'distance',
      'time',
      'subtotal',
      'final',
    );
    const deltaCents = fc.integer({ min: -100000, max: 100000 }).filter((d) => d !== 0);
    fc.assert(
      fc.property(point, point, vehicle, field, deltaCents, (a, b, v, f, delta) => {
        const price = quoteTrip(a, b).prices.find((p) => p.vehicleId === v.id);
        if (!price) throw new Error('missing vehicle');
        const own = toBookingPricing(price);
        expect(verifyFare(own, a, b, v.id).ok).toBe(true);
        const changedCents = (eurosToCents(own[f]) ?? 0) + delta;
        const changed = { ...own, [f]: changedCents / 100 };
        expect(verifyFare(changed, a, b, v.id).ok).toBe(false);
      }),
    );
  });
});
