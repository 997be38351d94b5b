import { describe, expect, it } from 'vitest';
import { company } from './company.js';
import { cities } from './content/cities.js';
import { fleetDisplay, LEGAL, STATISTICS } from './content/fleet.js';
import { tourForPage, tours } from './content/tours.js';
import { isLanguage, languageFromTag } from './languages.js';
import { legalTexts } from './legal.js';
import { checkVehicleTexts, translations } from './locales/index.js';
import { ROUTES } from './routes.js';

describe('tours', () => {
  it("books each tour by the slug of its English page, with business.config.ts's terms", () => {
    for (const tour of tours) {
      expect(ROUTES.find((route) => route.id === tour.pageId)?.en).toBe(`/en/tours/${tour.slug}`);
    }
  });

  it('has eight tours, each on its own tour page', () => {
    expect(tours).toHaveLength(8);
    const tourPages = ROUTES.filter((r) => r.id.startsWith('tour')).map((r) => r.id);
    expect(tours.map((t) => t.pageId).sort()).toEqual([...tourPages].sort());
    for (const tour of tours) expect(tourForPage(tour.pageId)).toBe(tour);
    expect(tourForPage('home')).toBeUndefined();
  });

  it('carries the SPEC 9 durations, prices and group size', () => {
    const facts = Object.fromEntries(tours.map((t) => [t.id, [t.length, t.durationHours, t.priceFromCents]]));
    expect(facts).toEqual({
      giethoorn: ['fullDay', [8, 10], 18000],
      bruges: ['fullDay', [9, 10], 22000],
      keukenhof: ['halfDay', [5, 6], 15000],
      marken: ['halfDay', [4, 5], 12000],
      volendam: ['halfDay', [4, 5], 12500],
      zaanseSchans: ['fullDay', [6, 8], 12000],
      brussels: ['fullDay', [8, 10], 16000],
      antwerp: ['fullDay', [8, 10], 14000],
    });
    for (const tour of tours) expect(tour.groupSize).toEqual([2, 8]);
  });

  it('shows ratings only for Zaanse Schans, Brussels and Antwerp', () => {
    const rated = Object.fromEntries(tours.filter((t) => t.rating).map((t) => [t.id, t.rating]));
    expect(rated).toEqual({
      zaanseSchans: { value: 4.9, reviewCount: 127 },
      brussels: { value: 4.8, reviewCount: 98 },
      antwerp: { value: 4.7, reviewCount: 92 },
    });
  });

  it('has the Antwerp and Keukenhof differences', () => {
    const byId = Object.fromEntries(tours.map((t) => [t.id, t]));
    expect(byId.antwerp?.includedHeading).toBe('tourHighlights');
    expect(byId.keukenhof?.contactLabel).toBe('checkAvailability');
    expect(tours.filter((t) => t.includedHeading === 'tourHighlights')).toHaveLength(1);
    expect(tours.filter((t) => t.contactLabel === 'checkAvailability')).toHaveLength(1);
  });

  it.each(['en', 'nl'] as const)('has four highlights and the included items in %s', (lang) => {
    for (const tour of tours) {
      const text = translations[lang].tours.items[tour.id];
      expect(text.highlights).toHaveLength(4);
      expect(text.included).toHaveLength(tour.includedCount);
      expect(text.title.length).toBeGreaterThan(3);
      expect(text.tagline.length).toBeGreaterThan(10);
    }
    expect(translations[lang].tours.items.antwerp.included).toHaveLength(6);
    expect(translations[lang].tours.items.brussels.included).toHaveLength(6);
  });
});

describe('cities', () => {
  it('has the ten cities of SPEC 2.4 with SPEC 9 prices and distances', () => {
    expect(cities.map((c) => [c.name, c.priceFromCents / 100, c.priceToCents / 100, c.distanceKm])).toEqual([
      ['Amsterdam', 45, 65, 18],
      ['Rotterdam', 85, 110, 58],
      ['Utrecht', 70, 90, 45],
      ['Den Haag', 65, 85, 42],
      ['Eindhoven', 150, 190, 125],
      ['Tilburg', 120, 150, 95],
      ['Groningen', 220, 280, 185],
      ['Maastricht', 240, 300, 200],
      ['Breda', 110, 140, 85],
      ['Zwolle', 135, 170, 110],
    ]);
  });

  it.each(['en', 'nl'] as const)(
    'has a description, highlights and attractions for each city in %s',
    (lang) => {
      for (const city of cities) {
        const text = translations[lang].cityTransfers.cities[city.id];
        expect(text.description.length).toBeGreaterThan(20);
        expect(text.highlights.length).toBeGreaterThanOrEqual(3);
        expect(text.attractions.length).toBeGreaterThanOrEqual(3);
      }
    },
  );
});

describe('fleet, statistics and constants', () => {
  it('has the six display vehicles of SPEC 3', () => {
    expect(fleetDisplay.map((v) => [v.name, v.minPriceCents / 100, v.luggage, v.passengers])).toEqual([
      ['E 350 Sedan', 50, 2, 4],
      ['E 450 Wagon', 55, 3, 4],
      ['V 250', 80, 8, 8],
      ['S 580 Sedan', 150, 3, 4],
      ['Sprinter 519', 225, null, 20],
      ['IVECO Daily', 225, null, 20],
    ]);
    expect(() => checkVehicleTexts()).not.toThrow();
    for (const lang of ['en', 'nl'] as const) {
      for (const v of fleetDisplay) {
        const key = `v${v.vehicleId}` as keyof (typeof translations)['en']['fleet']['vehicles'];
        expect(translations[lang].fleet.vehicles[key].features).toHaveLength(3);
      }
    }
  });

  it('has the marketing statistics, legal constants and contact subjects', () => {
    expect(STATISTICS.map((s) => s.value)).toEqual([32002, 16008, 17068, 5]);
    expect(LEGAL).toMatchObject({
      cancellationHoursBeforePickup: 2,
      transactionRetentionYears: 7,
      contactDataRetentionDaysWithoutBooking: 30,
    });
    expect(Object.values(translations.en.contact.form.subjects)).toEqual([
      'General Inquiry',
      'Booking Request',
      'Business Transfer',
      'Airport Service',
      'City Transfer',
      'Complaint',
      'Feedback',
      'Other',
    ]);
  });

  it.each(['en', 'nl'] as const)('quotes the legal constants in the %s legal texts', (lang) => {
    const { privacy, terms } = legalTexts(lang);
    const privacyText = JSON.stringify(privacy);
    const termsText = JSON.stringify(terms);
    expect(privacyText).toContain('7 ');
    expect(privacyText).toContain('30 ');
    expect(termsText).toContain('2 ');
    expect(terms.sections.length).toBeGreaterThanOrEqual(4);
  });
});

describe('company and languages', () => {
  it('reads the business details from business.config.ts', () => {
    expect(company.founded).toBe(2020);
    expect(company.phoneE164).toBe(company.phone.replace(/\s/g, ''));
    expect(company.chamberOfCommerce).toMatch(/^\d{8}$/);
  });

  it('recognizes language codes and tags', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('es')).toBe(false);
    expect(languageFromTag('nl-BE')).toBe('nl');
    expect(languageFromTag('EN_us')).toBe('en');
    expect(languageFromTag('fr')).toBe('fr');
    expect(languageFromTag('es-ES')).toBeUndefined();
    expect(languageFromTag(undefined)).toBeUndefined();
  });
});
