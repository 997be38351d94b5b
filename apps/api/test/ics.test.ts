import { formatEuros } from '@spt/i18n-content';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type BookingIcsInput, bookingIcs, escapeIcsText, foldIcsLine } from '../src/mail/ics.js';

const NOW = new Date('2027-01-15T09:00:00Z');

function input(overrides: Partial<BookingIcsInput> = {}): BookingIcsInput {
  return {
    reference: 'SPT-7K3M9Q',
    locale: 'en',
    pickupAt: new Date('2027-01-20T13:30:00Z'),
    durationMinutes: 131,
    pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
    destination: 'Maastricht, Limburg, Nederland',
    vehicleName: 'Business Van',
    passengers: 3,
    driver: null,
    finalPriceCents: 61974,
    now: NOW,
    sequence: 0,
    state: 'confirmed',
    ...overrides,
  };
}

/** Parsed by ical.js (Mozilla's parser), not by anything of ours. */
function parse(ics: string) {
  const calendar = ICAL.Component.fromString(ics);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The start as ical.js resolves it, as an ISO instant; the zone must be the file's own VTIMEZONE. */
function resolvedStart(ics: string): string {
  const { event } = parse(ics);
  return event.startDate.toJSDate().toISOString();
}

describe('bookingIcs: the calendar', () => {
  it('carries SEQUENCE; a ride not yet confirmed is TENTATIVE; a cancelled one is METHOD:CANCEL', () => {
    const confirmed = parse(bookingIcs(input({ sequence: 3 })));
    expect(confirmed.vevent.getFirstPropertyValue('sequence')).toBe(3);
    expect(confirmed.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(confirmed.vevent.getFirstPropertyValue('transp')).toBe('OPAQUE');

    const requested = parse(bookingIcs(input({ state: 'requested' })));
    expect(requested.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(requested.vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(requested.vevent.getFirstPropertyValue('sequence')).toBe(0);

    const cancelled = parse(bookingIcs(input({ state: 'cancelled', sequence: 4 })));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.vevent.getFirstPropertyValue('sequence')).toBe(4);
    // Same event: the UID does not change with the state.
    expect(cancelled.vevent.getFirstPropertyValue('uid')).toBe('SPT-7K3M9Q@schipholpremiumtaxi');
    expect(String(cancelled.vevent.getFirstPropertyValue('organizer'))).toBe(
      'mailto:info@schipholpremiumtaxi.nl',
    );
    expect(cancelled.vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Schiphol Premium Taxi');
  });

  it('is a PUBLISH VCALENDAR with CRLF line ends, one VEVENT and the Amsterdam VTIMEZONE', () => {
    const ics = bookingIcs(input());
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { calendar, vevent } = parse(ics);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/Schiphol Premium Taxi\/\//);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    const [zone] = calendar.getAllSubcomponents('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Amsterdam');
    expect(zone?.getAllSubcomponents().map((c) => c.name)).toEqual(['daylight', 'standard']);
    // The EU rules: last Sunday of March 02:00 -> +0200, last Sunday of October 03:00 -> +0100.
    expect(ics).toContain(
      '\r\nBEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\nDTSTART:19810329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\n',
    );
    expect(ics).toContain(
      '\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\nDTSTART:19961027T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\n',
    );
    expect(vevent.getFirstPropertyValue('uid')).toBe('SPT-7K3M9Q@schipholpremiumtaxi');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2027-01-15T09:00:00Z');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Amsterdam');
    expect(vevent.getFirstProperty('dtend')?.getParameter('tzid')).toBe('Europe/Amsterdam');
  });

  it('resolves DTSTART with the embedded VTIMEZONE only (no zone database of the parser)', () => {
    expect(ICAL.TimezoneService.has('Europe/Amsterdam')).toBe(false);
    const { event } = parse(bookingIcs(input()));
    expect(event.startDate.zone?.tzid).toBe('Europe/Amsterdam');
    expect(event.startDate.zone?.component?.name).toBe('vtimezone');
  });

  it.each([
    ['winter', '2027-01-20T13:30:00Z', '20270120T143000'],
    ['summer', '2027-07-14T06:05:00Z', '20270714T080500'],
    ['spring-forward day, after the change (03:30 CEST)', '2027-03-28T01:30:00Z', '20270328T033000'],
    ['spring-forward day, before the change (01:59 CET)', '2027-03-28T00:59:00Z', '20270328T015900'],
    ['fall-back day, after the change (03:30 CET)', '2027-10-31T02:30:00Z', '20271031T033000'],
    ['fall-back day, before the repeated hour (01:59 CEST)', '2027-10-30T23:59:00Z', '20271031T015900'],
    ['the day after spring-forward', '2027-03-29T01:30:00Z', '20270329T033000'],
    ['the day after fall-back', '2027-11-01T02:30:00Z', '20271101T033000'],
  ])('%s: the wall time is Amsterdam time and resolves to the same instant', (_, instant, wall) => {
    const ics = bookingIcs(input({ pickupAt: new Date(instant) }));
    expect(ics).toContain(`\r\nDTSTART;TZID=Europe/Amsterdam:${wall}\r\n`);
    expect(resolvedStart(ics)).toBe(new Date(instant).toISOString());
  });

  it.each([
    ['first 02:30 (CEST)', '2027-10-31T00:30:00Z', '20271031T003000Z'],
    ['second 02:30 (CET)', '2027-10-31T01:30:00Z', '20271031T013000Z'],
  ])('the repeated hour of the fall-back night, %s, is written in UTC', (_, instant, utc) => {
    const ics = bookingIcs(input({ pickupAt: new Date(instant) }));
    expect(ics).toContain(`\r\nDTSTART:${utc}\r\n`);
    expect(resolvedStart(ics)).toBe(new Date(instant).toISOString());
  });

  it('every half hour around each clock change of six years resolves to the instant it was made from', () => {
    let checked = 0;
    for (let year = 2026; year <= 2031; year++) {
      for (const month of [3, 10]) {
        // The last Sunday of the month, 00:00 UTC; 36 hours of half hours from the noon before.
        const last = new Date(Date.UTC(year, month, 0));
        const sunday = Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay());
        for (let t = sunday - 12 * 3_600_000; t < sunday + 24 * 3_600_000; t += 1_800_000) {
          const { event } = parse(bookingIcs(input({ pickupAt: new Date(t), durationMinutes: 45 })));
          expect(event.startDate.toJSDate().getTime()).toBe(t);
          expect(event.endDate.toJSDate().getTime()).toBe(t + 45 * 60_000);
          checked++;
        }
      }
    }
    expect(checked).toBe(6 * 2 * 72);
  });

  it('lasts the ride, at least 30 minutes', () => {
    const start = new Date('2027-07-14T06:05:00Z');
    const long = parse(bookingIcs(input({ pickupAt: start, durationMinutes: 131 }))).event;
    expect(long.endDate.toJSDate().toISOString()).toBe('2027-07-14T08:16:00.000Z');
    const short = parse(bookingIcs(input({ pickupAt: start, durationMinutes: 12 }))).event;
    expect(short.endDate.toJSDate().toISOString()).toBe('2027-07-14T06:35:00.000Z');
  });

  it('keeps the UID of a booking when it is made again (a re-sent invite updates the event)', () => {
    const first = parse(bookingIcs(input())).vevent;
    const again = parse(
      bookingIcs(input({ now: new Date('2027-01-16T12:00:00Z'), durationMinutes: 60 })),
    ).vevent;
    expect(again.getFirstPropertyValue('uid')).toBe(first.getFirstPropertyValue('uid'));
    expect(String(again.getFirstPropertyValue('dtstamp'))).toBe('2027-01-16T12:00:00Z');
    const other = parse(bookingIcs(input({ reference: 'SPT-AAAA22' }))).vevent;
    expect(other.getFirstPropertyValue('uid')).toBe('SPT-AAAA22@schipholpremiumtaxi');
  });

  it('English: summary with the arrow, location the pickup, description with reference, vehicle, passengers, price', () => {
    const { event } = parse(bookingIcs(input()));
    expect(event.summary).toBe(
      'Schiphol Premium Taxi: Schiphol, Haarlemmermeer, Noord-Holland, Nederland → Maastricht, Limburg, Nederland',
    );
    expect(event.location).toBe('Schiphol, Haarlemmermeer, Noord-Holland, Nederland');
    expect(event.description).toContain('Reference: SPT-7K3M9Q');
    expect(event.description).toContain('Vehicle: Business Van');
    expect(event.description).toContain('Passengers: 3');
    expect(event.description).toContain('Fixed price: €619.74');
    expect(event.description).not.toContain('Driver');
  });

  it('Dutch: a long description with commas, semicolons, backslashes and newlines is escaped and folded, and reads back whole', () => {
    const pickup =
      'Stationsplein 10, 1012 AB Amsterdam; ingang Oostzijde, bij de fietsenstalling (niet de achteringang)\nTweede regel: bel aan bij "Café Ébène" \\ 2e verdieping';
    const ics = bookingIcs(
      input({
        locale: 'nl',
        pickup,
        destination: 'Maastricht Aachen Airport, Beek; vertrekhal, deur 3',
        driver: { name: 'Piet de Vries-Jansen, jr.', phone: '+31 6 11122233' },
        finalPriceCents: 123456,
      }),
    );
    const physical = ics.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folded lines are continued with one space; the description spans several of them.
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    // Every physical line is whole UTF-8 (no character cut in two at a fold).
    const bytes = Buffer.from(ics, 'utf8');
    expect(bytes.toString('utf8')).toBe(ics);
    expect(ics).toContain('\\;');
    expect(ics).toContain('\\,');
    expect(ics).toContain('\\n');
    expect(ics).toContain('\\\\');
    const { event } = parse(ics);
    expect(event.summary).toBe(
      `Schiphol Premium Taxi: rit van ${pickup} naar Maastricht Aachen Airport, Beek; vertrekhal, deur 3`,
    );
    expect(event.location).toBe(pickup);
    expect(event.description.split('\n')).toEqual([
      'Referentie: SPT-7K3M9Q',
      'Ophaaladres: Stationsplein 10, 1012 AB Amsterdam; ingang Oostzijde, bij de fietsenstalling (niet de achteringang)',
      'Tweede regel: bel aan bij "Café Ébène" \\ 2e verdieping',
      'Bestemming: Maastricht Aachen Airport, Beek; vertrekhal, deur 3',
      'Voertuig: Business Van',
      'Passagiers: 3',
      'Chauffeur: Piet de Vries-Jansen, jr., +31 6 11122233',
      `Vaste prijs: ${formatEuros(123456, 'nl', { cents: 'always' })}`,
      'Vragen of wijzigingen: +31 20 123 4567',
    ]);
  });
});

describe('iCalendar text helpers', () => {
  it('escapes backslash, semicolon, comma and every kind of line break; drops other control characters', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });

  it('folds at 75 octets without cutting a UTF-8 character or a surrogate pair', () => {
    for (const char of ['x', 'é', '€', '🚕']) {
      const line = `DESCRIPTION:${char.repeat(100)}`;
      const folded = foldIcsLine(line);
      const parts = folded.split('\r\n');
      expect(parts.length).toBeGreaterThan(1);
      for (const [i, part] of parts.entries()) {
        expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
        if (i > 0) expect(part.startsWith(' ')).toBe(true);
        expect(part).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
      }
      expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    }
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
    expect(foldIcsLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldIcsLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });
});
