import { amsterdamWallClock, localeOf, PICKUP_TIME_ZONE } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { company, formatEuros, type Language } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';

/** What a booking's calendar event shows. `pickupAt` is the pickup instant (UTC); amounts in cents. */
export interface BookingIcsInput {
  reference: string;
  locale: Language;
  pickupAt: Date;
  /** The estimated ride; the event lasts at least {@link MIN_EVENT_MINUTES}. */
  durationMinutes: number;
  pickup: string;
  destination: string;
  vehicleName: string;
  passengers: number;
  driver: { name: string; phone: string } | null;
  finalPriceCents: number;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The event's revision (SEQUENCE): the booking's count of changes mailed to the customer. */
  sequence: number;
  /**
   * `confirmed` publishes the ride as booked, `requested` as tentative (not yet confirmed), and
   * `cancelled` (a cancelled, declined or lapsed ride) cancels the event in the customer's calendar.
   */
  state: 'requested' | 'confirmed' | 'cancelled';
}

/** The shortest event a calendar shows: a short ride still blocks half an hour. */
export const MIN_EVENT_MINUTES = 30;

const TZID = PICKUP_TIME_ZONE;

/**
 * Europe/Amsterdam by the EU rules in force since 1996 (daylight time since 1981): summer time from
 * the last Sunday of March 02:00 (+0100 -> +0200) to the last Sunday of October 03:00 (+0200 -> +0100).
 * Embedded so a calendar without its own zone database reads the wall times right.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The Amsterdam wall time of an instant as an iCalendar local DATE-TIME, `20271031T023000`. Pickup
 * times and ride lengths are whole minutes, so the seconds are always 00.
 */
function amsterdamWallTime(instant: Date): string {
  const { date, time } = amsterdamWallClock(instant);
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** A UTC DATE-TIME, `20271031T003000Z`. */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * `DTSTART;TZID=Europe/Amsterdam:<wall time>`, except in the hour that happens twice in the autumn
 * night (02:00-02:59 on the last Sunday of October): there the UTC form. RFC 5545 (3.3.5) reads such a
 * wall time as its first occurrence, but parsers differ (ical.js takes the second), and the second
 * occurrence cannot be written as a wall time at all; UTC means one instant to every calendar.
 */
function dateTimeProperty(name: string, instant: Date): string {
  const wall = amsterdamWallTime(instant);
  const repeated =
    amsterdamWallTime(new Date(instant.getTime() - 3_600_000)) === wall ||
    amsterdamWallTime(new Date(instant.getTime() + 3_600_000)) === wall;
  return repeated ? `${name}:${utcDateTime(instant)}` : `${name};TZID=${TZID}:${wall}`;
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break as `\n`;
 * other control characters, which TEXT may not hold, are dropped.
 *
 * @example
 * escapeIcsText('Rit; Amsterdam, Schiphol\nTerminal 1'); // 'Rit\\; Amsterdam\\, Schiphol\\nTerminal 1'
 */
export function escapeIcsText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/[\\;,]/g, (ch) => `\\${ch}`)
      .replace(/\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** A parameter value in double quotes (RFC 5545 3.2), without the quotes and controls it may not hold. */
function quotedParam(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 3.1): at most 75 octets a line, continued after CRLF + space, never
 * inside a UTF-8 character (and never between the halves of a surrogate pair).
 *
 * @example
 * foldIcsLine('DESCRIPTION:' + 'x'.repeat(80)); // 'DESCRIPTION:xxx…(63 x)\r\n xxx…(17 x)'
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  // The first line may hold 75 octets; a continuation line 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** The iTIP method (RFC 5546) and the event's STATUS for each state of the ride. */
const STATES = {
  requested: { method: 'PUBLISH', status: 'TENTATIVE' },
  confirmed: { method: 'PUBLISH', status: 'CONFIRMED' },
  cancelled: { method: 'CANCEL', status: 'CANCELLED' },
} as const;

/** The iTIP method of a booking's calendar file, for the attachment's content type. */
export function icsMethod(state: BookingIcsInput['state']): 'PUBLISH' | 'CANCEL' {
  return STATES[state].method;
}

/**
 * A booking as an iCalendar file (RFC 5545) with one event in Amsterdam time and the Europe/Amsterdam
 * zone embedded. The UID is the reference's and SEQUENCE the booking's count of changes, so a file sent
 * after a change updates the event instead of adding a second one, and a cancelled ride's file
 * (METHOD:CANCEL, STATUS:CANCELLED, RFC 5546 3.2.5) removes it. A ride not yet confirmed is TENTATIVE.
 * Lines end in CRLF and are folded at 75 octets.
 *
 * @example
 * bookingIcs({
 *   reference: 'SPT-7K3M9Q', locale: 'en', pickupAt: new Date('2027-03-28T01:30:00Z'), durationMinutes: 45,
 *   pickup: 'Schiphol', destination: 'Utrecht', vehicleName: 'Business Sedan', passengers: 2,
 *   driver: null, finalPriceCents: 8950, now: new Date(), sequence: 0, state: 'confirmed',
 * }); // 'BEGIN:VCALENDAR\r\n…DTSTART;TZID=Europe/Amsterdam:20270328T033000\r\n…'
 */
export function bookingIcs(input: BookingIcsInput): string {
  // The texts' language: the booking's, or English for a language the site no longer speaks.
  const language = localeOf(input.locale);
  const copy = mailTexts[language].calendar;
  const state = STATES[input.state];
  const minutes = Math.max(MIN_EVENT_MINUTES, Math.ceil(input.durationMinutes));
  const end = new Date(input.pickupAt.getTime() + minutes * 60_000);
  const description = [
    `${copy.reference}: ${input.reference}`,
    `${copy.pickup}: ${input.pickup}`,
    `${copy.destination}: ${input.destination}`,
    `${copy.vehicle}: ${input.vehicleName}`,
    `${copy.passengers}: ${input.passengers}`,
    ...(input.driver ? [`${copy.driver}: ${input.driver.name}, ${displayPhone(input.driver.phone)}`] : []),
    `${copy.price}: ${formatEuros(input.finalPriceCents, language, { cents: 'always' })}`,
    `${copy.questions}: ${company.phone}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:-//${company.name}//Booking//${language.toUpperCase()}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${state.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${input.reference}@schipholpremiumtaxi`,
    `SEQUENCE:${Math.max(0, Math.trunc(input.sequence))}`,
    `DTSTAMP:${utcDateTime(input.now)}`,
    // A cancellation names its organizer, as iTIP asks (RFC 5546 3.2.5).
    ...(state.method === 'CANCEL'
      ? [`ORGANIZER;CN=${quotedParam(company.name)}:mailto:${company.email}`]
      : []),
    dateTimeProperty('DTSTART', input.pickupAt),
    dateTimeProperty('DTEND', end),
    `SUMMARY:${escapeIcsText(copy.summary({ company: company.name, pickup: input.pickup, destination: input.destination }))}`,
    `LOCATION:${escapeIcsText(input.pickup)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `STATUS:${state.status}`,
    `TRANSP:${state.method === 'CANCEL' ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
