import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEuroBookingQuote, toProductPricing, verifyBookingFare } from './booking-pricing.js';
import { PricingError } from './errors.js';
import { toBookingPricing } from './euro-quote.js';
import {
  DEFAULT_PRODUCT_RULES,
  defineProductRules,
  findTour,
  isTourInSeason,
  type ProductRules,
} from './product-rules.js';
import { quoteBooking, returnLegCents } from './quote-booking.js';
import { quoteTrip } from './quote-trip.js';
import { VEHICLES } from './vehicles.js';

const schiphol = { lat: 52.3105, lon: 4.7683 };
const amsterdam = { lat: 52.3676, lon: 4.9041 };
const maastricht = { lat: 50.8514, lon: 5.691 };

/** SPEC 9: price per person in euros, by tour. */
const SPEC_TOURS: [string, number][] = [
  ['giethoorn', 180],
  ['bruges', 220],
  ['keukenhof', 150],
  ['marken', 120],
  ['volendam', 125],
  ['zaanse-schans', 120],
  ['brussels', 160],
  ['antwerp', 140],
];

const priced: ProductRules = defineProductRules({
  ...DEFAULT_PRODUCT_RULES,
  extras: { childSeatCents: 750, boosterSeatCents: 500, nameSignCents: 1000 },
  returnDiscountPercent: 10,
});

describe('tours', () => {
  for (const [id, perPerson] of SPEC_TOURS) {
    it(`${id}: ${perPerson} euros per person times the group, in every vehicle that seats it`, () => {
      for (const group of [2, 5, 8]) {
        const quote = quoteBooking({ product: 'tour', tour: id, passengers: group, luggage: 0 });
        for (const entry of quote.prices) {
          expect(entry.totalCents).toBe(perPerson * 100 * group);
          const seats = VEHICLES.find((v) => v.id === entry.vehicleId)?.passengers ?? 0;
          expect(entry.available).toBe(seats >= group);
          expect(entry.reason).toBe(seats >= group ? null : 'seats');
        }
      }
    });
  }

  it('quotes the issue’s cases: six to Giethoorn €1,080 and four to Bruges €880', () => {
    const giethoorn = quoteBooking({ product: 'tour', tour: 'giethoorn', passengers: 6, luggage: 2 });
    expect(giethoorn.prices.find((p) => p.vehicleId === 3)?.totalCents).toBe(108000);
    expect(giethoorn.durationMinutes).toBe(600);
    expect(giethoorn.durationText).toBe('10h');
    const bruges = quoteBooking({ product: 'tour', tour: 'bruges', passengers: 4, luggage: 2 });
    expect(bruges.prices.find((p) => p.vehicleId === 3)?.totalCents).toBe(88000);
  });

  it('refuses a group outside 2..8 and an unknown tour, with their codes', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof PricingError ? error.code : 'other';
      }
      return 'none';
    };
    expect(code(() => quoteBooking({ product: 'tour', tour: 'bruges', passengers: 1, luggage: 0 }))).toBe(
      'INVALID_GROUP',
    );
    expect(code(() => quoteBooking({ product: 'tour', tour: 'bruges', passengers: 9, luggage: 0 }))).toBe(
      'INVALID_GROUP',
    );
    expect(code(() => quoteBooking({ product: 'tour', tour: 'paris', passengers: 2, luggage: 0 }))).toBe(
      'UNKNOWN_TOUR',
    );
  });

  it('knows Keukenhof’s season, both ends included, and a year’s own dates', () => {
    const keukenhof = findTour('keukenhof');
    expect(isTourInSeason(keukenhof, '2026-03-21')).toBe(true);
    expect(isTourInSeason(keukenhof, '2026-05-12')).toBe(true);
    expect(isTourInSeason(keukenhof, '2026-03-20')).toBe(false);
    expect(isTourInSeason(keukenhof, '2026-11-25')).toBe(false);
    expect(isTourInSeason(findTour('giethoorn'), '2026-11-25')).toBe(true);
    const shifted = { ...keukenhof, seasonByYear: { '2027': { from: '03-18', to: '05-09' } } };
    expect(isTourInSeason(shifted, '2027-03-19')).toBe(true);
    expect(isTourInSeason(shifted, '2027-05-11')).toBe(false);
    expect(isTourInSeason(shifted, '2026-05-11')).toBe(true);
    expect(isTourInSeason(keukenhof, 'April')).toBe(false);
  });
});

describe('hourly hire', () => {
  it('bills the hours asked at the vehicle’s rate, and at least the minimum', () => {
    const four = quoteBooking({ product: 'hourly', hours: 4, passengers: 2, luggage: 1 });
    expect(four.prices[0]).toMatchObject({ hourlyRateCents: 6500, hoursBilled: 4, totalCents: 26000 });
    expect(four.durationMinutes).toBe(240);
    const one = quoteBooking({ product: 'hourly', hours: 1, passengers: 2, luggage: 1 });
    expect(one.prices[0]).toMatchObject({ hoursBilled: 3, totalCents: 19500 });
    expect(toProductPricing(one, 1)).toEqual({
      base: 195,
      distance: 0,
      time: 0,
      subtotal: 195,
      final: 195,
      isMinimumApplied: true,
    });
    expect(toProductPricing(four, 1).isMinimumApplied).toBe(false);
  });

  it('marks a vehicle without an hourly rate as not for hire, and refuses 0 or 13 hours', () => {
    const fleet = VEHICLES.map(({ hourlyRateCents: _, ...v }) =>
      v.id === 6 ? v : { ...v, hourlyRateCents: 9000 },
    );
    const quote = quoteBooking({ product: 'hourly', hours: 5, passengers: 2, luggage: 1 }, fleet);
    expect(quote.prices[5]).toMatchObject({ available: false, reason: 'notForHire', hourlyRateCents: null });
    for (const hours of [0, 13, 2.5])
      expect(() => quoteBooking({ product: 'hourly', hours, passengers: 2, luggage: 1 })).toThrow(
        expect.objectContaining({ code: 'INVALID_HOURS' }),
      );
  });
});

describe('transfers, return trips and extras', () => {
  it('a one-way transfer without extras is quoteTrip’s fare, field for field', () => {
    const trip = quoteTrip(schiphol, maastricht);
    const quote = quoteBooking({
      product: 'transfer',
      pickup: schiphol,
      destination: maastricht,
      passengers: 2,
      luggage: 2,
    });
    for (const [index, entry] of quote.prices.entries()) {
      const fare = trip.prices[index];
      expect(fare).toBeDefined();
      if (!fare) continue;
      expect(entry.totalCents).toBe(fare.finalPriceCents);
      expect(toProductPricing(quote, entry.vehicleId)).toEqual(toBookingPricing(fare));
    }
  });

  it('a return trip is two rides, the way back less the discount; extras on each ride', () => {
    const quote = quoteBooking(
      {
        product: 'transfer',
        pickup: schiphol,
        destination: amsterdam,
        returnTrip: true,
        passengers: 3,
        luggage: 2,
        extras: { childSeats: 1, boosterSeats: 1, nameSign: 'Mr Tanaka' },
      },
      VEHICLES,
      priced,
    );
    const v250 = quote.prices[2];
    expect(v250?.legs.map((leg) => leg.leg)).toEqual(['outbound', 'return']);
    const fare = v250?.legs[0]?.fare?.finalPriceCents ?? 0;
    expect(v250?.legs[1]?.priceCents).toBe(returnLegCents(fare, 10));
    expect(v250?.legs[0]?.extrasCents).toBe(750 + 500 + 1000);
    expect(v250?.totalCents).toBe(fare + returnLegCents(fare, 10) + 2 * 2250);
    const euros = toEuroBookingQuote(quote).prices[2];
    expect(euros).toMatchObject({
      extrasPrice: 45,
      returnPrice: returnLegCents(fare, 10) / 100,
      available: true,
    });
  });

  it('refuses more seats than passengers', () => {
    expect(() =>
      quoteBooking({
        product: 'transfer',
        pickup: schiphol,
        destination: amsterdam,
        passengers: 1,
        luggage: 0,
        extras: { childSeats: 1, boosterSeats: 1 },
      }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_EXTRAS' }));
  });

  it('marks vehicles too small for a group of 15 or for the bags', () => {
    const quote = quoteBooking({
      product: 'transfer',
      pickup: schiphol,
      destination: amsterdam,
      passengers: 15,
      luggage: 3,
    });
    expect(quote.prices.map((p) => p.available)).toEqual([false, false, false, false, true, true]);
    const bags = quoteBooking({
      product: 'transfer',
      pickup: schiphol,
      destination: amsterdam,
      passengers: 2,
      luggage: 3,
    });
    expect(bags.prices[0]?.reason).toBe('luggage');
    expect(() =>
      quoteBooking({
        product: 'transfer',
        pickup: schiphol,
        destination: amsterdam,
        passengers: 21,
        luggage: 0,
      }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_GROUP' }));
  });

  it('verifyBookingFare finds a tampered total and accepts the right one', () => {
    const quote = quoteBooking({ product: 'tour', tour: 'bruges', passengers: 4, luggage: 2 });
    const right = toProductPricing(quote, 3);
    expect(verifyBookingFare(right, quote, 3).ok).toBe(true);
    expect(verifyBookingFare({ ...right, final: 446.46 }, quote, 3).mismatches).toEqual(['final']);
    expect(() => verifyBookingFare(right, quote, 99)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_VEHICLE' }),
    );
  });
});

describe('product rules', () => {
  it('refuses broken rules, naming the rule', () => {
    const broken = (change: Partial<ProductRules>) => () =>
      defineProductRules({ ...DEFAULT_PRODUCT_RULES, ...change });
    expect(broken({ returnDiscountPercent: 60 })).toThrow(/returnDiscountPercent/);
    expect(broken({ hourly: { ...DEFAULT_PRODUCT_RULES.hourly, fullDayHours: 13 } })).toThrow(/fullDayHours/);
    expect(broken({ extras: { ...DEFAULT_PRODUCT_RULES.extras, childSeatCents: 1.5 } })).toThrow(
      /childSeatCents/,
    );
    const twice = [...DEFAULT_PRODUCT_RULES.tours, findTour('bruges')];
    expect(broken({ tours: twice })).toThrow(/used twice/);
    const badSeason = [{ ...findTour('keukenhof'), season: { from: '3-21', to: '05-12' } }];
    expect(broken({ tours: badSeason })).toThrow(/MM-DD/);
    expect(defineProductRules(DEFAULT_PRODUCT_RULES)).toBe(DEFAULT_PRODUCT_RULES);
  });
});

// Property tests: a total is never below its parts; tour = per person x group; hire never below the minimum.
const point = fc.record({
  lat: fc.double({ min: 50, max: 53.5, noNaN: true }),
  lon: fc.double({ min: 3, max: 7, noNaN: true }),
});
const party = fc.integer({ min: 1, max: 20 }).chain((passengers) =>
  fc.record({
    passengers: fc.constant(passengers),
    luggage: fc.integer({ min: 0, max: 10 }),
    childSeats: fc.integer({ min: 0, max: passengers }),
  }),
);

describe('product properties', () => {
  it('a transfer’s total is the sum of its rides and extras, each ride at least the vehicle minimum less the discount', () => {
    fc.assert(
      fc.property(point, point, party, fc.boolean(), (a, b, p, returnTrip) => {
        const quote = quoteBooking(
          {
            product: 'transfer',
            pickup: a,
            destination: b,
            returnTrip,
            passengers: p.passengers,
            luggage: p.luggage,
            extras: { childSeats: p.childSeats },
          },
          VEHICLES,
          priced,
        );
        for (const entry of quote.prices) {
          const parts = entry.legs.reduce((sum, leg) => sum + leg.priceCents + leg.extrasCents, 0);
          expect(entry.totalCents).toBe(parts);
          expect(entry.legs).toHaveLength(returnTrip ? 2 : 1);
          for (const leg of entry.legs) {
            expect(entry.totalCents).toBeGreaterThanOrEqual(leg.priceCents);
            expect(leg.extrasCents).toBe(p.childSeats * 750);
            expect(Number.isInteger(leg.priceCents)).toBe(true);
          }
          const min = VEHICLES.find((v) => v.id === entry.vehicleId)?.minPriceCents ?? 0;
          expect(entry.legs[0]?.priceCents).toBeGreaterThanOrEqual(min);
        }
      }),
    );
  });

  it('a tour costs the price per person times the group', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEFAULT_PRODUCT_RULES.tours),
        fc.integer({ min: 2, max: 8 }),
        (tour, group) => {
          const quote = quoteBooking({ product: 'tour', tour: tour.id, passengers: group, luggage: 0 });
          for (const entry of quote.prices) expect(entry.totalCents).toBe(tour.pricePerPersonCents * group);
        },
      ),
    );
  });

  it('hire is never billed below the minimum hours, and grows with the hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (h1, h2) => {
        const [few, many] = h1 <= h2 ? [h1, h2] : [h2, h1];
        const a = quoteBooking({ product: 'hourly', hours: few, passengers: 1, luggage: 0 });
        const b = quoteBooking({ product: 'hourly', hours: many, passengers: 1, luggage: 0 });
        for (const [index, entry] of a.prices.entries()) {
          const rate = entry.hourlyRateCents ?? 0;
          expect(entry.totalCents).toBeGreaterThanOrEqual(rate * DEFAULT_PRODUCT_RULES.hourly.minimumHours);
          expect(b.prices[index]?.totalCents).toBeGreaterThanOrEqual(entry.totalCents);
        }
      }),
    );
  });
});
