import { describe, expect, it } from 'vitest';
import { tours } from '../content/tours.js';
import { formatEuros } from '../format.js';
import { LANGUAGES } from '../languages.js';
import { translationKeys, translations } from './index.js';

const { en, nl, de, fr } = translations;

/** Every leaf string of a resource with its key. */
function leaves(resource: unknown, prefix = ''): [string, string][] {
  if (typeof resource === 'string') return [[prefix, resource]];
  if (resource === null || typeof resource !== 'object') return [];
  return Object.entries(resource).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  it.each(LANGUAGES)('has the same keys in %s as in English', (lang) => {
    expect(translationKeys(translations[lang])).toEqual(translationKeys(en));
    expect(translationKeys(en).length).toBeGreaterThan(400);
  });

  it('exposes every language of business.config.ts as i18next resources', () => {
    expect(Object.keys(translations).sort()).toEqual([...LANGUAGES].sort());
    expect(translations.en).toBe(en);
  });

  it.each(LANGUAGES)('has no empty strings and the same placeholders in %s as in English', (lang) => {
    const byKey = new Map(leaves(translations[lang]));
    // A placeholder's name: `{{field, lowercase}}` is the value `field`, formatted as the language writes it.
    const placeholders = (s: string) => (s.match(/\{\{\w+/g) ?? []).sort();
    for (const [key, text] of leaves(en)) {
      expect(text.trim(), key).not.toBe('');
      const translated = byKey.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('has the SPEC texts', () => {
    expect(en.booking.modal.title).toBe('Book Your Premium Taxi');
    expect(en.booking.modal.subtitle).toBe(
      'Professional Mercedes-Benz transportation with transparent pricing',
    );
    expect(en.booking.modal.close).toBe('Close modal');
    expect(en.booking.step2.minimumApplied).toBe('* Minimum price applied');
    expect(en.booking.success.title).toBe('Booking Request Sent!');
    expect(en.contact.form.success.title).toBe('Message Sent Successfully!');
    expect(en.home.hero.priceBadge).toBe('From €50, Fixed Pricing');
    expect(nl.tours.closing.title.replace('{{tour}}', nl.tours.inSentence.zaanseSchans)).toBe(
      'Klaar voor de Zaanse Schans?',
    );
    expect(nl.home.hero.priceBadge).toBe('Vanaf €\u00a050, vaste prijzen');
    expect(en.tours.badge).toBe('Premium Tour Experience');
    expect(en.errors).toMatchObject({
      dateTimeRequired: 'Please select both date and time',
      dateTimeTooSoon: 'Please select a date and time at least 30 minutes from now',
      invalidPhone: 'Please enter a valid phone number',
      bookingFailedAlert: 'Failed to submit booking. Please try again.',
      messageFailedAlert: 'Failed to send message. Please try again.',
      noCities: 'No cities found',
      searching: 'Searching cities...',
    });
    expect(en.citySearch.clear).toBe('Clear input');
    // SPEC 9's badge words, by the kind geo-search's badgeKey gives an OSM type (city_district is a
    // district, state a province, administrative an area).
    expect(en.citySearch.badge).toMatchObject({
      city: 'City',
      hamlet: 'Hamlet',
      village: 'Village',
      district: 'District',
      province: 'Province',
      area: 'Area',
    });
  });

  it('writes every price in a text the way the pages format money ("€ 180" in Dutch, "€180" in English)', () => {
    const nlPrices = leaves(nl).flatMap(([, text]) => text.match(/€\s?\d+/g) ?? []);
    expect(nlPrices.length).toBeGreaterThanOrEqual(8);
    for (const price of nlPrices) expect(price).toMatch(/^€\u00a0\d+$/);
    const enPrices = leaves(en).flatMap(([, text]) => text.match(/€\s?\d+/g) ?? []);
    expect(enPrices.length).toBeGreaterThanOrEqual(8);
    for (const price of enPrices) expect(price).toMatch(/^€\d+$/);
  });

  it("quotes each tour's configured price in its page description", () => {
    const pages = { en: en.meta.pages, nl: nl.meta.pages };
    for (const tour of tours.filter((candidate) => !candidate.rating)) {
      for (const lang of ['en', 'nl'] as const) {
        const page = pages[lang][tour.pageId as keyof typeof en.meta.pages];
        expect(page.description, `${lang} ${tour.id}`).toContain(formatEuros(tour.priceFromCents, lang));
      }
    }
    expect(nl.meta.pages.tourGiethoorn.description).toContain('Vanaf €\u00a0180 per persoon.');
  });

  it('addresses Dutch readers one way: "u", "wij" and "u heeft"', () => {
    const texts = leaves(nl).map(([key, text]) => [key, text.toLowerCase()] as const);
    const offending = texts.filter(([, text]) => /\b(we|je|jij|jouw|hebt)\b/.test(text)).map(([key]) => key);
    expect(offending).toEqual([]);
    expect(texts.filter(([, text]) => /\bwij\b/.test(text)).length).toBeGreaterThan(40);
  });

  it('writes the Dutch statistics and headings as Dutch, not in English word order', () => {
    expect(nl.stats).toMatchObject({
      trips: 'Gereden ritten',
      people: 'Vervoerde passagiers',
      rating: 'Gemiddelde beoordeling',
    });
    expect(nl.cityTransfers.why.items.available.title).toBe('Dag-en-nachtservice');
  });

  it('writes the Dutch pages in Dutch (no sentence is left in English)', () => {
    const nlByKey = new Map(leaves(nl));
    const same = leaves(en)
      .filter(([key, text]) => nlByKey.get(key) === text && text.split(' ').length > 2)
      .map(([key]) => key);
    // Place names, attraction names, brand names and pure placeholders may be the same in both languages.
    const sameOnPurpose = new Set([
      'meta.siteName', // the brand
      'meta.pages.contact.title', // "Contact | Schiphol Premium Taxi": Dutch uses the same word
      'cityTransfers.labels.priceRange', // "{{from}} – {{to}}"
      'cityTransfers.cities.eindhoven.highlights.0', // "High Tech Campus", a proper name
    ]);
    expect(same.filter((key) => !key.includes('attractions') && !sameOnPurpose.has(key))).toEqual([]);
  });

  it('addresses German readers with "Sie" and French readers with "vous"', () => {
    const german = leaves(de).map(([key, text]) => [key, text] as const);
    const informal = german.filter(([, text]) =>
      /(?<!\p{L})(du|dich|dir|dein|deine|deinen|euch|euer)(?!\p{L})/iu.test(text),
    );
    expect(informal.map(([key]) => key)).toEqual([]);
    expect(german.filter(([, text]) => /\bSie\b/.test(text)).length).toBeGreaterThan(60);
    const french = leaves(fr).map(([key, text]) => [key, text.toLowerCase()] as const);
    const tutoiement = french.filter(([, text]) =>
      /(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})|(?<!\p{L})t['’]\p{L}/u.test(text),
    );
    expect(tutoiement.map(([key]) => key)).toEqual([]);
    expect(french.filter(([, text]) => /\bvous\b/.test(text)).length).toBeGreaterThan(60);
  });

  it.each([
    ['de', de],
    ['fr', fr],
  ] as const)('writes the %s pages in that language (no sentence is left in English)', (lang, resource) => {
    const byKey = new Map(leaves(resource));
    const same = leaves(en)
      .filter(([key, text]) => byKey.get(key) === text && text.split(' ').length > 2)
      .map(([key]) => key);
    // The brand, a range of two values, and "Sarah M., London", which German writes as English does.
    const sameOnPurpose = new Set([
      'meta.siteName',
      'cityTransfers.labels.priceRange',
      'contact.reviews.author',
    ]);
    expect(
      same.filter(
        (key) => !key.includes('attractions') && !key.includes('highlights') && !sameOnPurpose.has(key),
      ),
      lang,
    ).toEqual([]);
  });

  it('writes every German and French price the way the pages format money ("180 €")', () => {
    for (const resource of [de, fr]) {
      const prices = leaves(resource).flatMap(([, text]) => text.match(/€\s?\d+|\d+\s?€/g) ?? []);
      expect(prices.length).toBeGreaterThanOrEqual(8);
      for (const price of prices) expect(price).toMatch(/^\d+\u00a0€$/);
    }
  });
});
