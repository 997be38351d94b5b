import { describe, expect, it } from 'vitest';
import { PricingError } from './errors.js';
import { findVehicle } from './find-vehicle.js';
import { quoteTrip } from './quote-trip.js';
import { defineVehicles, VEHICLES, type Vehicle } from './vehicles.js';
import { verifyFare } from './verify-fare.js';

const schiphol = { lat: 52.3105, lon: 4.7683 };
const maastricht = { lat: 50.8514, lon: 5.691 };

/** The SPEC's fleet with the E 350's per-kilometre rate raised from 2.10 to 2.30. */
const dearer = () => defineVehicles(VEHICLES.map((v) => (v.id === 1 ? { ...v, perKmCents: 230 } : v)));

describe('a business with its own vehicle list', () => {
  it('quotes, finds and verifies fares with that list; the defaults stay the SPEC fleet', () => {
    const fleet = dearer();
    const own = quoteTrip(schiphol, maastricht, fleet).prices[0];
    const spec = quoteTrip(schiphol, maastricht).prices[0];
    expect(own?.distancePriceCents).toBe(Math.round(174.3 * 230));
    expect(spec?.distancePriceCents).toBe(Math.round(174.3 * 210));
    expect(findVehicle(1, fleet).perKmCents).toBe(230);
    const euros = (cents = 0) => cents / 100;
    const submitted = {
      base: euros(own?.basePriceCents),
      distance: euros(own?.distancePriceCents),
      time: euros(own?.timePriceCents),
      subtotal: euros(own?.totalPriceCents),
      final: euros(own?.finalPriceCents),
      isMinimumApplied: own?.isMinimumApplied ?? false,
    };
    expect(verifyFare(submitted, schiphol, maastricht, 1, fleet).ok).toBe(true);
    expect(verifyFare(submitted, schiphol, maastricht, 1).mismatches).toContain('distance');
  });

  it('refuses a list with a broken vehicle, naming it and the field', () => {
    const broken = (change: Partial<Vehicle>) => () =>
      defineVehicles(VEHICLES.map((v) => (v.id === 2 ? { ...v, ...change } : v)));
    for (const [change, field] of [
      [{ perKmCents: 2.5 }, 'perKmCents'],
      [{ minPriceCents: -1 }, 'minPriceCents'],
      [{ passengers: 0 }, 'passengers'],
      [{ name: ' ' }, 'name'],
      [{ id: 1 }, 'id 1 is used twice'],
    ] as const) {
      expect(broken(change)).toThrow(PricingError);
      expect(broken(change)).toThrow(/vehicle 2 .*/);
      expect(broken(change)).toThrow(field);
    }
    expect(() => defineVehicles([])).toThrow('empty');
  });

  it('returns a frozen copy', () => {
    const fleet = dearer();
    expect(Object.isFrozen(fleet)).toBe(true);
    expect(Object.isFrozen(fleet[0])).toBe(true);
    expect(fleet[1]).not.toBe(VEHICLES[1]);
  });
});
