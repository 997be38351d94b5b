import { describe, expect, it } from 'vitest';
import { PricingError } from './errors.js';
import { quoteTrip } from './quote-trip.js';

const SCHIPHOL = { lat: 52.3105, lon: 4.7683 };
const AMSTERDAM = { lat: 52.3676, lon: 4.9041 };
const MAASTRICHT = { lat: 50.8514, lon: 5.691 };
const BRUGGE = { lat: 51.2093, lon: 3.2247 };

// Expected figures were worked out by hand from SPEC section 9's formula and the vehicle table:
// [base, distance, time, total, final, minimum applied] in cents, vehicles 1..6.
type Row = [number, number, number, number, number, boolean];
const cases: {
  name: string;
  to: { lat: number; lon: number };
  km: number;
  miles: number;
  minutes: number;
  text: string;
  rows: Row[];
}[] = [
  {
    name: 'Schiphol to Amsterdam centre: the larger vehicles fall back to their minimum',
    to: AMSTERDAM,
    km: 11.2,
    miles: 7,
    minutes: 8,
    text: '8 min',
    rows: [
      [2500, 2352, 400, 5252, 5252, false],
      [3000, 2464, 400, 5864, 5864, false],
      [4000, 3136, 560, 7696, 8000, true],
      [8000, 3920, 800, 12720, 15000, true],
      [10000, 4480, 1200, 15680, 22500, true],
      [10000, 4480, 1200, 15680, 22500, true],
    ],
  },
  {
    name: 'Schiphol to Maastricht (the DESIGN.md example)',
    to: MAASTRICHT,
    km: 174.3,
    miles: 108.3,
    minutes: 131,
    text: '2h 11min',
    rows: [
      [2500, 36603, 6550, 45653, 45653, false],
      [3000, 38346, 6550, 47896, 47896, false],
      [4000, 48804, 9170, 61974, 61974, false],
      [8000, 61005, 13100, 82105, 82105, false],
      [10000, 69720, 19650, 99370, 99370, false],
      [10000, 69720, 19650, 99370, 99370, false],
    ],
  },
  {
    name: 'Schiphol to Brugge, across the border',
    to: BRUGGE,
    km: 162.1,
    miles: 100.7,
    minutes: 122,
    text: '2h 2min',
    rows: [
      [2500, 34041, 6100, 42641, 42641, false],
      [3000, 35662, 6100, 44762, 44762, false],
      [4000, 45388, 8540, 57928, 57928, false],
      [8000, 56735, 12200, 76935, 76935, false],
      [10000, 64840, 18300, 93140, 93140, false],
      [10000, 64840, 18300, 93140, 93140, false],
    ],
  },
  {
    name: 'a zero-length trip: every vehicle gets its minimum',
    to: SCHIPHOL,
    km: 0,
    miles: 0,
    minutes: 0,
    text: '0 min',
    rows: [
      [2500, 0, 0, 2500, 5000, true],
      [3000, 0, 0, 3000, 5500, true],
      [4000, 0, 0, 4000, 8000, true],
      [8000, 0, 0, 8000, 15000, true],
      [10000, 0, 0, 10000, 22500, true],
      [10000, 0, 0, 10000, 22500, true],
    ],
  },
];

describe('quoteTrip', () => {
  for (const c of cases) {
    it(c.name, () => {
      const quote = quoteTrip(SCHIPHOL, c.to);
      expect(quote.distance).toEqual({ km: c.km, miles: c.miles });
      expect(quote.durationMinutes).toBe(c.minutes);
      expect(quote.durationText).toBe(c.text);
      expect(
        quote.prices.map((p) => [
          p.basePriceCents,
          p.distancePriceCents,
          p.timePriceCents,
          p.totalPriceCents,
          p.finalPriceCents,
          p.isMinimumApplied,
        ]),
      ).toEqual(c.rows);
      expect(quote.prices.map((p) => p.vehicleId)).toEqual([1, 2, 3, 4, 5, 6]);
    });
  }

  it('is symmetric: the way back costs the same', () => {
    expect(quoteTrip(MAASTRICHT, SCHIPHOL)).toEqual(quoteTrip(SCHIPHOL, MAASTRICHT));
  });

  it.each([
    [{ lat: 91, lon: 0 }],
    [{ lat: 0, lon: -180.5 }],
    [{ lat: Number.NaN, lon: 4 }],
    [{ lat: 52, lon: Number.POSITIVE_INFINITY }],
    [{ lat: '52', lon: 4 } as unknown as { lat: number; lon: number }],
    [null as unknown as { lat: number; lon: number }],
  ])('refuses an invalid point %o with INVALID_POINT', (point) => {
    expect(() => quoteTrip(point, SCHIPHOL)).toThrowError(expect.objectContaining({ code: 'INVALID_POINT' }));
    try {
      quoteTrip(SCHIPHOL, point);
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError);
    }
  });
});
