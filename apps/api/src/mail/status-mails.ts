import { localeOf, placeWithDetail } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import {
  company,
  formatDuration,
  formatEuros,
  formatLongDate,
  type Language,
  translations,
} from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import { bookingIcs, icsMethod } from './ics.js';
import { greeting } from './people.js';
import { COMPANY, formatDate, type Paragraph, type Row, renderHtml, renderText, zoneText } from './render.js';
import type { BookingStatusMailData, MailAddresses, MailAttachment, OutboxMail } from './templates.js';

/** The calendar file's name in a confirmation: `booking-SPT-7K3M9Q.ics`. */
export function icsFilename(reference: string): string {
  return `booking-${reference}.ics`;
}

function statusRows(data: BookingStatusMailData, language: Language): Row[] {
  const l = mailTexts[language].rows;
  const rows: Row[] = [
    [l.reference, data.reference],
    [l.pickup, placeWithDetail(data.pickup, data.pickupDetail)],
    [l.destination, placeWithDetail(data.destination, data.destinationDetail)],
    [l.dateTime, `${formatDate(data.date, language)} ${data.time} (${zoneText(data, language)})`],
    [l.vehicle, data.vehicleName],
    [l.passengers, String(data.passengers)],
    [l.luggage, String(data.luggage)],
    [l.duration, formatDuration(data.durationMinutes, translations[language].common.duration)],
    [l.price, formatEuros(data.finalPriceCents, language, { cents: 'always' })],
  ];
  if (
    (data.status === 'confirmed' || data.status === 'reminder' || data.status === 'changed') &&
    data.driver
  ) {
    rows.push([l.driver, data.driver.name], [l.driverPhone, displayPhone(data.driver.phone)]);
  }
  return rows;
}

/** `Friday 24 December 2027 at 14:30`, with the UTC offset when that wall time happens twice. */
function whenText(data: BookingStatusMailData, language: Language): string {
  const offset = data.ambiguousTime && data.utcOffset ? ` (UTC${data.utcOffset})` : '';
  const date = formatLongDate(data.date, language);
  return `${mailTexts[language].dates.at({ date, time: data.time })}${offset}`;
}

/**
 * The calendar state a mail sends: a confirmation or a change publishes the event (tentative while a
 * change awaits confirmation), a cancellation, decline or lapse cancels it; the reminder sends none.
 */
function calendarState(data: BookingStatusMailData): 'requested' | 'confirmed' | 'cancelled' | null {
  switch (data.status) {
    case 'confirmed':
      return 'confirmed';
    case 'changed':
      return data.rideStatus ?? 'confirmed';
    case 'cancelled':
    case 'declined':
    case 'expired':
      return 'cancelled';
    default:
      return null;
  }
}

/**
 * The calendar file of the mail (see {@link calendarState}), or none when the pickup instant is unknown.
 * Same UID for every mail of a booking, SEQUENCE raised with each change.
 */
function calendarAttachment(
  data: BookingStatusMailData,
  language: Language,
  now: Date,
): MailAttachment | undefined {
  const state = calendarState(data);
  if (state === null || data.pickupAt === null) return undefined;
  const pickupAt = new Date(data.pickupAt);
  if (Number.isNaN(pickupAt.getTime())) return undefined;
  return {
    filename: icsFilename(data.reference),
    contentType: `text/calendar; charset=utf-8; method=${icsMethod(state)}`,
    content: bookingIcs({
      reference: data.reference,
      locale: language,
      pickupAt,
      durationMinutes: data.durationMinutes,
      pickup: placeWithDetail(data.pickup, data.pickupDetail),
      destination: placeWithDetail(data.destination, data.destinationDetail),
      vehicleName: data.vehicleName,
      passengers: data.passengers,
      driver: data.driver,
      finalPriceCents: data.finalPriceCents,
      now,
      sequence: data.sequence,
      state,
    }),
  };
}

interface Copy {
  subject: string;
  intro: Paragraph[];
  outro: Paragraph[];
}

/** The operator's free text, quoted; nothing when there is none. */
function noteBlock(label: string, note: string | null): Paragraph[] {
  const text = note?.trim();
  return text ? [label, { quote: text }] : [];
}

/**
 * What the mail says, in one language: the subject, and the paragraphs before and after the fields.
 * Which paragraphs a status has (a driver, the operator's note, the calendar file, the pay link) is
 * decided here, once for every language; the words are the language's mail texts.
 */
function copyOf(data: BookingStatusMailData, language: Language, hasCalendar: boolean): Copy {
  const t = mailTexts[language];
  const s = t.status;
  const hello = greeting(data.contactName, language);
  const ref = data.reference;
  const when = whenText(data, language);
  const phone = displayPhone(company.phone);
  const driver = data.driver ? { name: data.driver.name, phone: displayPhone(data.driver.phone) } : null;
  const manage: Paragraph[] = data.manageUrl
    ? [{ text: s.manage, url: data.manageUrl, action: t.rows.manage }]
    : [];
  const regards = t.letter.regards({ company: COMPANY });
  /** The sentence about the attached calendar file, when there is one. */
  const calendar = (sentence: (v: { file: string }) => string): string[] =>
    hasCalendar ? [sentence({ file: icsFilename(ref) })] : [];
  if (data.status === 'reminder') {
    return {
      subject: s.reminder.subject({ ref, when }),
      intro: [
        hello,
        s.reminder.intro({ company: COMPANY, when, pickup: data.pickup, destination: data.destination }),
        driver ? s.reminder.driver(driver) : s.reminder.noDriver({ phone }),
      ],
      outro: [...manage, s.reminder.questions({ phone, ref }), regards],
    };
  }
  if (data.status === 'confirmed') {
    const pay: Paragraph[] =
      data.manageUrl && data.payOnline
        ? [{ text: s.payOnline, url: data.manageUrl, action: s.payOnlineAction }]
        : manage;
    return {
      subject: s.confirmed.subject({ ref }),
      intro: [
        hello,
        s.confirmed.intro({ company: COMPANY, when }),
        ...(driver ? [s.confirmed.driver(driver)] : []),
        ...noteBlock(s.messageLabel, data.note),
      ],
      outro: [...calendar(s.confirmed.calendar), ...pay, s.confirmed.questions({ phone, ref }), regards],
    };
  }
  if (data.status === 'changed') {
    // A customer's change that needs confirming again, or a change that stands confirmed.
    const again = data.rideStatus === 'requested';
    return {
      subject: again ? s.changed.toConfirmSubject({ ref }) : s.changed.subject({ ref }),
      intro: [
        hello,
        again ? s.changed.toConfirmIntro({ when }) : s.changed.intro({ company: COMPANY, when }),
        ...noteBlock(s.messageLabel, data.note),
      ],
      outro: [...calendar(s.changed.calendar), ...manage, s.changed.questions({ phone, ref }), regards],
    };
  }
  if (data.status === 'expired') {
    return {
      subject: s.expired.subject({ ref }),
      intro: [hello, s.expired.intro({ when }), s.expired.help({ phone })],
      outro: [...calendar(s.expired.calendar), ...manage, s.noChargeRequest, regards],
    };
  }
  if (data.status === 'declined') {
    return {
      subject: s.declined.subject({ ref }),
      intro: [
        hello,
        s.declined.intro({ when }),
        ...noteBlock(s.reasonLabel, data.note),
        s.declined.help({ phone }),
      ],
      outro: [...manage, s.noChargeRequest, regards],
    };
  }
  if (data.cancelledBy === 'customer') {
    return {
      subject: s.cancelledByCustomer.subject({ ref }),
      intro: [
        hello,
        s.cancelledByCustomer.intro({ when }),
        ...noteBlock(s.noteLabel, data.note),
        s.cancelledByCustomer.closing,
      ],
      outro: [...manage, s.cancelledByCustomer.notYou({ phone }), regards],
    };
  }
  return {
    subject: s.cancelled.subject({ ref }),
    intro: [
      hello,
      s.cancelled.intro({ when }),
      ...noteBlock(s.reasonLabel, data.note),
      s.cancelled.apology({ phone }),
    ],
    outro: [...manage, s.noChargeRide, regards],
  };
}

/**
 * The customer's mail about a status change, in the booking's language (English for a language the
 * site no longer speaks): confirmed (driver, the operator's message, the trip and a calendar file when the
 * pickup instant is known), declined (the reason, an apology and the number to call) or cancelled (by
 * the operator: the reason; by the customer: a confirmation). The operator's note is quoted line by
 * line in the text part and escaped in HTML.
 *
 * @example
 * bookingStatusMail({ ...data, status: 'confirmed', locale: 'nl' }, addresses).subject; // 'Uw rit SPT-7K3M9Q is bevestigd'
 */
export function bookingStatusMail(
  data: BookingStatusMailData,
  addresses: MailAddresses,
  now: Date = new Date(),
): OutboxMail {
  const language = localeOf(data.locale);
  const calendar = calendarAttachment(data, language, now);
  const copy = copyOf(data, language, calendar !== undefined);
  const rows = statusRows(data, language);
  return {
    from: addresses.from,
    to: data.contactEmail,
    replyTo: addresses.businessEmail,
    subject: copy.subject,
    text: renderText(copy.intro, rows, copy.outro),
    html: renderHtml(language, copy.subject, copy.intro, rows, copy.outro),
    ...(calendar ? { attachments: [calendar] } : {}),
  };
}
