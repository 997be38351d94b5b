import { describe, expect, it } from 'vitest';
import { tours } from '../content/tours.js';
import { formatEuros } from '../format.js';
import { en } from './en.js';
import { translationKeys, translations } from './index.js';
import { nl } from './nl.js';

/** Every leaf string of a resource with its key. */
function leaves(resource: unknown, prefix = ''): [string, string][] {
  if (typeof resource === 'string') return [[prefix, resource]];
  if (resource === null || typeof resource !== 'object') return [];
  return Object.entries(resource).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  it('has the same keys in English and Dutch', () => {
    expect(translationKeys(nl)).toEqual(translationKeys(en));
    expect(translationKeys(en).length).toBeGreaterThan(400);
  });

  it('exposes both languages as i18next resources', () => {
    expect(Object.keys(translations)).toEqual(['en', 'nl']);
    expect(translations.en).toBe(en);
  });

  it('has no empty strings and the same placeholders in both languages', () => {
    const nlByKey = new Map(leaves(nl));
    for (const [key, text] of leaves(en)) {
      expect(text.trim(), key).not.toBe('');
      const nlText = nlByKey.get(key) ?? '';
      expect(nlText.trim(), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(nlText), key).toEqual(placeholders(text));
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
    expect(en.citySearch.badges).toEqual({
      city: 'City',
      hamlet: 'Hamlet',
      village: 'Village',
      city_district: 'District',
      state: 'Province',
      administrative: 'Area',
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
});
