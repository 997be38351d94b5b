import { VEHICLES } from '@spt/pricing/vehicles';
import { describe, expect, it } from 'vitest';
import config, { dispatch, meetAndGreet, payments } from '../../../business.config';
import {
  BusinessConfigError,
  checkBusiness,
  checkDispatch,
  checkMeetAndGreet,
  checkPayments,
} from './schema.js';

/** A copy of the configuration that a test may break in any way an operator could. */
// biome-ignore lint/suspicious/noExplicitAny: the point is to write values the types forbid.
type Draft = any;

const withChange = (change: (copy: Draft) => void): unknown => {
  const copy: Draft = structuredClone(config);
  change(copy);
  return copy;
};

describe('business.config.ts', () => {
  it('passes its own check', () => {
    expect(checkBusiness(config)).toBe(config);
  });

  it("holds the specification's values by default", () => {
    expect(config.company).toMatchObject({
      name: 'Schiphol Premium Taxi',
      legalName: 'Schiphol Premium Taxi B.V.',
      phoneE164: '+31201234567',
      chamberOfCommerce: '81234567',
      founded: 2020,
    });
    expect(config.company.phoneE164).toBe(config.company.phone.replace(/\s/g, ''));
    // Every rate and capacity is the pricing library's own (the specification's), never typed again.
    expect(config.vehicles.map(({ display: _display, ...vehicle }) => vehicle)).toEqual(VEHICLES);
    expect(config.products.tours.map((tour) => [tour.id, tour.pricePerPersonCents / 100])).toEqual([
      ['giethoorn', 180],
      ['bruges', 220],
      ['keukenhof', 150],
      ['marken', 120],
      ['volendam', 125],
      ['zaanse-schans', 120],
      ['brussels', 160],
      ['antwerp', 140],
    ]);
    expect(meetAndGreet).toMatchObject({ airportWaitingMinutes: 60, otherWaitingMinutes: 15 });
    expect(checkMeetAndGreet(meetAndGreet)).toBe(meetAndGreet);
    expect(config.languages).toEqual(['en', 'nl', 'de', 'fr']);
    expect(Object.keys(config.contactSubjects)).toEqual([
      'general',
      'booking',
      'business',
      'airport',
      'city',
      'complaint',
      'feedback',
      'other',
    ]);
  });
});

describe('checkBusiness', () => {
  const failure = (bad: unknown): string => {
    try {
      checkBusiness(bad);
    } catch (error) {
      expect(error).toBeInstanceOf(BusinessConfigError);
      return (error as Error).message;
    }
    throw new Error('the check passed');
  };

  it('names a bad product rule: hours, tours, seasons, extras, meeting point', () => {
    expect(failure(withChange((c) => (c.products.hourly.minimumHours = 0)))).toContain(
      'products.hourly.minimumHours: must be at least 1',
    );
    expect(failure(withChange((c) => (c.products.tours[2].season.from = '3-21')))).toContain(
      'products.tours[2].season.from: must be a month and day, MM-DD',
    );
    expect(failure(withChange((c) => c.products.tours.push(c.products.tours[0])))).toContain('is used twice');
    expect(failure(withChange((c) => (c.products.hourly.fullDayHours = 20)))).toContain(
      'fullDayHours must not exceed hourly.maximumHours',
    );
    expect(failure(withChange((c) => (c.products.extras.childSeatCents = -1)))).toContain(
      'products.extras.childSeatCents: must be at least 0',
    );
    // The meeting point is the language folders' sentence unless the business words it otherwise
    // for some of its languages: an override for one language is fine, an empty one or one for a
    // language the site has no texts for is not.
    expect(checkMeetAndGreet({ ...meetAndGreet, meetingPoint: { nl: 'Bij de bloemenkraam.' } })).toBeTruthy();
    expect(() => checkMeetAndGreet({ ...meetAndGreet, meetingPoint: { nl: ' ' } })).toThrow(
      'meetAndGreet.meetingPoint.nl',
    );
    expect(() => checkMeetAndGreet({ ...meetAndGreet, meetingPoint: { xx: 'Somewhere' } })).toThrow(
      'meetAndGreet.meetingPoint',
    );
  });

  it('names the bad key and what is wrong with it', () => {
    expect(failure(withChange((c) => (c.vehicles[0].perKmCents = 2.5)))).toContain(
      'vehicles[0].perKmCents: must be a whole number',
    );
    expect(failure(withChange((c) => (c.company.email = 'info at example')))).toContain(
      'company.email: must be an email address',
    );
    expect(failure(withChange((c) => (c.company.siteUrl = 'https://example.com/')))).toContain(
      'company.siteUrl',
    );
    expect(failure(withChange((c) => (c.company.phoneE164 = '020 123')))).toContain('company.phoneE164');
    expect(failure(withChange((c) => (c.languages = ['en', 'es'])))).toContain(
      'languages[1]: must be one of the languages',
    );
    expect(failure(withChange((c) => (c.languages = ['nl', 'nl'])))).toContain(
      'languages: must not list a language twice',
    );
    expect(failure(withChange((c) => (c.languages = ['en'])))).toContain(
      'languages: must list every language',
    );
    expect(checkBusiness(withChange((c) => (c.languages = ['nl', 'en', 'fr', 'de'])))).toBeTruthy();
    expect(failure(withChange((c) => (c.contactSubjects.general = { en: 'General' })))).toContain(
      'contactSubjects.general',
    );
    expect(failure(withChange((c) => (c.contactSubjects.general = '')))).toContain('contactSubjects.general');
    expect(failure(withChange((c) => (c.vehicles[0].display.shape = 'tank')))).toContain(
      'vehicles[0].display.shape',
    );
    expect(failure(withChange((c) => (c.company.nmae = 'typo')))).toMatch(/company: .*nmae/);
  });

  it("applies the pricing library's vehicle rules: unique ids, at least one seat", () => {
    expect(failure(withChange((c) => (c.vehicles[1].id = 1)))).toContain('id 1 is used twice');
    expect(failure(withChange((c) => (c.vehicles[0].passengers = 0)))).toContain(
      'vehicles[0].passengers: must be at least 1',
    );
    expect(failure(withChange((c) => (c.vehicles = [])))).toContain(
      'vehicles: must list at least one vehicle',
    );
  });

  it('lists every bad key at once', () => {
    const message = failure(
      withChange((c) => {
        c.company.name = '';
        c.vehicles[2].minPriceCents = -1;
      }),
    );
    expect(message).toContain('company.name: must not be empty');
    expect(message).toContain('vehicles[2].minPriceCents');
  });
});

describe('dispatch', () => {
  const ids = config.vehicles.map((vehicle) => vehicle.id);

  it('accepts the shipped fleet and units by vehicle id', () => {
    expect(checkDispatch(dispatch, ids)).toBe(dispatch);
    const withUnits = { turnaroundMinutes: 15, units: { 4: ['S 580 · G-123-XX', 'S 580 · G-456-XX'] } };
    expect(checkDispatch(withUnits, ids)).toBe(withUnits);
  });

  it('names a unit list of a vehicle that does not exist, an empty label and a negative turnaround', () => {
    expect(() => checkDispatch({ turnaroundMinutes: 30, units: { 99: ['X'] } }, ids)).toThrow(
      'dispatch.units.99: no such vehicle',
    );
    expect(() => checkDispatch({ turnaroundMinutes: 30, units: { 1: [' '] } }, ids)).toThrow(
      'dispatch.units.1[0]: must not be empty',
    );
    expect(() => checkDispatch({ turnaroundMinutes: -5, units: {} }, ids)).toThrow(
      'dispatch.turnaroundMinutes',
    );
  });
});

describe('payments', () => {
  it('accepts the shipped settings: tours paid at booking, 9 % VAT', () => {
    expect(checkPayments(payments)).toBe(payments);
    expect(payments.when.tour).toBe('atBooking');
    expect(payments.vatRatePercent).toBe(9);
  });

  it('names a wrong timing, a VAT rate out of range and a malformed VAT number', () => {
    const bad = { ...payments, when: { ...payments.when, tour: 'sometimes' } };
    expect(() => checkPayments(bad)).toThrow('payments.when.tour: must be later, atBooking or onConfirm');
    expect(() => checkPayments({ ...payments, vatRatePercent: 45 })).toThrow(
      'payments.vatRatePercent: must be at most 30',
    );
    expect(() => checkPayments({ ...payments, vatNumber: '123' })).toThrow('payments.vatNumber');
    expect(() => checkPayments({ ...payments, iban: 'NL92ABNA0417164300' })).toThrow(
      'payments.iban: must be an IBAN whose check digits are right',
    );
  });
});
