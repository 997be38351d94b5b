import { displayPhone } from '@spt/contracts/phone';
import { company } from '@spt/i18n-content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutText,
  MAX_SUBJECT_LENGTH,
  newBookingSubject,
  placeName,
  shortDate,
} from '../src/mail/booking-subject.js';
import { keepReferencesWhole, linkPhones } from '../src/mail/html-layout.js';
import { greeting } from '../src/mail/people.js';
import { renderOutboxPayload } from '../src/mail/templates.js';
import { bookingSample, SAMPLE_ADDRESSES, statusSample } from './mail-fixtures.js';

const addresses = SAMPLE_ADDRESSES;

describe('greeting: the full name as entered, for families, companies and any name', () => {
  it.each([
    ['Familie Bakker', 'Dear Familie Bakker,', 'Beste Familie Bakker,'],
    ['Bakker B.V.', 'Dear Bakker B.V.,', 'Beste Bakker B.V.,'],
    ['Eva de Vries', 'Dear Eva de Vries,', 'Beste Eva de Vries,'],
    ['Madonna', 'Dear Madonna,', 'Beste Madonna,'],
    ["Zoë van 't Hoff", "Dear Zoë van 't Hoff,", "Beste Zoë van 't Hoff,"],
    ['François d’Aubigné', 'Dear François d’Aubigné,', 'Beste François d’Aubigné,'],
    ['محمد', 'Dear محمد,', 'Beste محمد,'],
    ['山田 太郎', 'Dear 山田 太郎,', 'Beste 山田 太郎,'],
    ['Jan 👨‍👩‍👧', 'Dear Jan 👨‍👩‍👧,', 'Beste Jan 👨‍👩‍👧,'],
    // Decomposed letters are composed; runs of white space and a trailing comma tidied.
    ['Zoe\u0308 Ja\u0301nos', 'Dear Zoë János,', 'Beste Zoë János,'],
    ['  Eva \n de   Vries, ', 'Dear Eva de Vries,', 'Beste Eva de Vries,'],
    ['', 'Dear customer,', 'Beste klant,'],
    ['   ', 'Dear customer,', 'Beste klant,'],
  ])('%j', (name, en, nl) => {
    expect(greeting(name, 'en')).toBe(en);
    expect(greeting(name, 'nl')).toBe(nl);
  });

  it('every customer mail greets with the whole name, never a guessed first name', () => {
    for (const locale of ['en', 'nl'] as const) {
      const hello = locale === 'en' ? 'Dear Familie Bakker,' : 'Beste Familie Bakker,';
      const booking = renderOutboxPayload({
        template: 'booking.customer',
        data: bookingSample(locale, { contactName: 'Familie Bakker' }),
        addresses,
      });
      expect(booking.text.split('\n')[0]).toBe(hello);
      expect(booking.html).toContain(hello);
      for (const status of [
        'confirmed',
        'declined',
        'cancelled',
        'expired',
        'reminder',
        'changed',
      ] as const) {
        const mail = renderOutboxPayload({
          template: 'booking.status',
          data: statusSample(locale, { status, contactName: 'Familie Bakker' }),
          addresses,
        });
        expect(mail.text.split('\n')[0], status).toBe(hello);
        expect(mail.text).not.toMatch(/^(Dear|Beste) Familie,$/m);
      }
    }
  });
});

describe('the new-booking subject of the business', () => {
  const facts = {
    reference: 'SPT-7K3M9Q',
    date: '2026-12-04',
    time: '14:30',
    contactName: 'Eva de Vries',
    pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
    destination: 'Amsterdam, Noord-Holland, Nederland',
  };

  it('carries reference, day and time, the customer and the route', () => {
    expect(newBookingSubject(facts, 'en')).toBe(
      'New booking SPT-7K3M9Q · Fri 4 Dec 14:30 · Eva de Vries · Schiphol → Amsterdam',
    );
    expect(newBookingSubject(facts, 'nl')).toBe(
      'Nieuwe boeking SPT-7K3M9Q · vr 4 dec 14:30 · Eva de Vries · Schiphol → Amsterdam',
    );
  });

  it('the date is the Amsterdam day as booked, whatever the server clock zone', () => {
    expect(shortDate('2026-12-31', 'en')).toBe('Thu 31 Dec');
    expect(shortDate('2027-03-28', 'en')).toBe('Sun 28 Mar');
    expect(newBookingSubject({ ...facts, date: '2026-12-31', time: '23:59' }, 'en')).toContain(
      '· Thu 31 Dec 23:59 ·',
    );
  });

  it('hire without a destination says "as directed"', () => {
    expect(newBookingSubject({ ...facts, destination: '' }, 'en')).toBe(
      'New booking SPT-7K3M9Q · Fri 4 Dec 14:30 · Eva de Vries · Schiphol → as directed',
    );
  });

  it('long names and places are shortened sensibly to fit', () => {
    const subject = newBookingSubject(
      {
        ...facts,
        contactName: 'Familie van Oldenbarnevelt-Hooijdonk',
        pickup: 'Amsterdam Airport Schiphol (AMS), Haarlemmermeer',
        destination: 'Maastricht Aachen Airport (MST), Beek, Limburg',
      },
      'en',
    );
    expect(subject.length).toBeLessThanOrEqual(MAX_SUBJECT_LENGTH);
    // The places first, to a readable length, then the name; brackets ("(AMS)") and regions go first.
    expect(subject).toBe(
      'New booking SPT-7K3M9Q · Fri 4 Dec 14:30 · Familie van Oldenbarnevelt-Hooijdo… · Amsterdam Airport… → Maastricht Aachen…',
    );
    const longer = newBookingSubject(
      {
        ...facts,
        contactName: 'Stichting Vrienden van het Rijksmuseum Amsterdam en Omstreken',
        pickup: 'Hotel Krasnapolsky Grand Ballroom Entrance Dam Square Amsterdam',
        destination: 'Keukenhof Gardens Main Entrance and Parking Area Lisse',
      },
      'en',
    );
    expect(Array.from(longer).length).toBeLessThanOrEqual(MAX_SUBJECT_LENGTH);
    expect(longer.startsWith('New booking SPT-7K3M9Q · Fri 4 Dec 14:30 · Stichting Vrienden')).toBe(true);
    expect(longer).toBe(
      'New booking SPT-7K3M9Q · Fri 4 Dec 14:30 · Stichting Vrienden van het… · Hotel Krasnapolsk… → Keukenhof Gardens…',
    );
  });

  it('is never longer than the limit and always keeps reference, day and time (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.string({ maxLength: 200 }),
        fc.string({ maxLength: 200 }),
        (name, pickup, destination) => {
          const subject = newBookingSubject({ ...facts, contactName: name, pickup, destination }, 'en');
          expect(Array.from(subject).length).toBeLessThanOrEqual(MAX_SUBJECT_LENGTH);
          expect(subject.startsWith('New booking SPT-7K3M9Q · Fri 4 Dec 14:30 · ')).toBe(true);
          expect(subject).toContain(' → ');
          expect(subject).not.toMatch(/[\r\n]/);
        },
      ),
    );
  });

  it('places without their region; text cut at a word', () => {
    expect(placeName('Maastricht, Limburg')).toBe('Maastricht');
    expect(placeName('  Den Haag ')).toBe('Den Haag');
    expect(cutText('Amsterdam Airport Schiphol', 18)).toBe('Amsterdam Airport…');
    expect(cutText('Short', 18)).toBe('Short');
  });

  it('is the subject of the business mail', () => {
    const mail = renderOutboxPayload({
      template: 'booking.business',
      data: bookingSample('nl', facts),
      addresses,
    });
    expect(mail.subject).toBe(
      'New booking SPT-7K3M9Q · Fri 4 Dec 14:30 · Eva de Vries · Schiphol → Amsterdam',
    );
  });
});

describe('phone numbers for people', () => {
  it.each([
    ['+31612345678', '+31 6 12345678'],
    ['+31 6 12345678', '+31 6 12345678'],
    ['+31201234567', '+31 20 123 4567'],
    ['+819012345678', '+81 90 1234 5678'],
    ['+32470123456', '+32 470 12 34 56'],
    ['0612345678', '+31 6 12345678'],
    ['call me', 'call me'],
  ])('%s -> %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });

  it('are spaced in both parts and callable in HTML', () => {
    const business = renderOutboxPayload({
      template: 'booking.business',
      data: bookingSample('en'),
      addresses,
    });
    expect(business.text).toMatch(/^Phone: +\+31 6 12345678$/m);
    expect(business.text).toContain('Kenji Tanaka, +81 90 1234 5678');
    expect(business.html).toMatch(/<a href="tel:\+31612345678"[^>]*>\+31 6 12345678<\/a>/);
    expect(business.html).toMatch(/<a href="tel:\+819012345678"[^>]*>\+81 90 1234 5678<\/a>/);

    const confirmed = renderOutboxPayload({
      template: 'booking.status',
      data: statusSample('nl'),
      addresses,
    });
    expect(confirmed.text).toContain('bereikbaar op +31 6 11122233.');
    expect(confirmed.text).toMatch(/^Telefoon chauffeur: +\+31 6 11122233$/m);
    expect(confirmed.html).toMatch(/<a href="tel:\+31611122233"[^>]*>\+31 6 11122233<\/a>/);
    expect(confirmed.html).toContain(`href="tel:${company.phoneE164}"`);
    // The calendar file too (its lines unfolded, its commas escaped).
    const ics = String(confirmed.attachments?.[0]?.content).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('Piet de Vries\\, +31 6 11122233');
  });

  it('tel: links only for numbers, not times, offsets or prices', () => {
    expect(linkPhones('Call +31 20 123 4567.')).toBe(
      'Call <a href="tel:+31201234567" style="color:inherit;text-decoration:underline;white-space:nowrap">+31 20 123 4567</a>.',
    );
    expect(linkPhones('14:30 (UTC+02:00), € 1.239,48, 210,4 km, SPT-7K3M9Q')).toBe(
      '14:30 (UTC+02:00), € 1.239,48, 210,4 km, SPT-7K3M9Q',
    );
  });

  it('references stay on one line', () => {
    expect(keepReferencesWhole('Uw rit SPT-7K3M9Q')).toBe(
      'Uw rit <span style="white-space:nowrap">SPT-7K3M9Q</span>',
    );
  });
});

describe('the manage link', () => {
  it('is a button in HTML, in the reader’s language, and the full address in text', () => {
    for (const [locale, label] of [
      ['en', 'Manage your booking'],
      ['nl', 'Uw rit beheren'],
    ] as const) {
      const data = bookingSample(locale);
      const mail = renderOutboxPayload({ template: 'booking.customer', data, addresses });
      expect(mail.text).toContain(`\n${data.manageUrl}\n`);
      const button = new RegExp(
        `<a href="${(data.manageUrl ?? '').replace(/[.?+]/g, '\\$&')}"[^>]*>${label}</a>`,
      );
      expect(mail.html).toMatch(button);
      // The address shows only in the small fallback line, which may break it anywhere.
      const shown = mail.html.split(`>${data.manageUrl}</a>`);
      expect(shown).toHaveLength(2);
      expect(shown[0]?.slice(shown[0].lastIndexOf('<a '))).toContain('word-break:break-all');
    }
  });

  it('the HTML has a phone viewport, the brand colours and the business name', () => {
    const mail = renderOutboxPayload({ template: 'booking.customer', data: bookingSample('nl'), addresses });
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toContain('<html lang="nl"');
    for (const colour of ['#0b1424', '#d9b26a', '#fbf9f5']) expect(mail.html).toContain(colour);
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain(company.name);
    expect(mail.html).not.toMatch(/<style|<link /);
  });

  it('a Dutch mail carries no English of its own', () => {
    const mail = renderOutboxPayload({
      template: 'booking.customer',
      data: bookingSample('nl', { pickupDetail: undefined, destinationDetail: undefined, notes: undefined }),
      addresses,
    });
    for (const english of ['Manage', 'Button', 'Dear', 'booking', 'Chamber', 'Pickup', 'Open this']) {
      expect(mail.html.replace(/https?:\/\/\S+/g, ''), english).not.toContain(english);
    }
  });

  it.each(['de', 'fr'] as const)(
    'a %s mail carries no English of its own, and links to its own manage page',
    (lang) => {
      const mail = renderOutboxPayload({
        template: 'booking.customer',
        data: bookingSample(lang, {
          pickupDetail: undefined,
          destinationDetail: undefined,
          notes: undefined,
        }),
        addresses,
      });
      expect(mail.html).toContain(`<html lang="${lang}"`);
      for (const english of [
        'Manage',
        'Button',
        'Dear',
        'booking',
        'Chamber',
        'Pickup',
        'Open this',
        'Kind regards',
      ]) {
        expect(mail.html.replace(/https?:\/\/\S+/g, ''), english).not.toContain(english);
        expect(mail.text.replace(/https?:\/\/\S+/g, ''), english).not.toContain(english);
      }
      expect(mail.subject).toMatch(lang === 'de' ? /Buchungsanfrage|Anfrage/ : /demande|réservation/i);
      expect(mail.text).toContain(lang === 'de' ? '/de/buchung-verwalten#t=' : '/fr/gerer-ma-reservation#t=');
    },
  );

  it.each([
    ['de', 'E 350 Sedan (Limousine)', 'V 250 D Avantgarde (Van)'],
    ['fr', 'E 350 Sedan (Berline)', 'V 250 D Avantgarde (Monospace)'],
    ['en', 'E 350 Sedan (Saloon)', 'V 250 D Avantgarde (Minivan)'],
  ] as const)(
    "names the vehicle's type as the %s site does, not the tariff's English",
    (lang, saloon, van) => {
      for (const [vehicleName, vehicleType, shown] of [
        ['E 350 Sedan', 'Saloon', saloon],
        ['V 250 D Avantgarde', 'Minivan', van],
      ] as const) {
        const mail = renderOutboxPayload({
          template: 'booking.customer',
          data: bookingSample(lang, { vehicleName, vehicleType }),
          addresses,
        });
        expect(mail.text).toContain(shown);
      }
    },
  );
});
