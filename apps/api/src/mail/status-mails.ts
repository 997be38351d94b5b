import { type Locale, placeWithDetail } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { company, formatDuration, formatEuros, formatLongDate } from '@spt/i18n-content';
import { bookingIcs, icsMethod } from './ics.js';
import { greeting } from './people.js';
import {
  COMPANY,
  formatDate,
  LABELS,
  type Paragraph,
  type Row,
  renderHtml,
  renderText,
  zoneText,
} from './render.js';
import type { BookingStatusMailData, MailAddresses, MailAttachment, OutboxMail } from './templates.js';

/** The calendar file's name in a confirmation: `booking-SPT-7K3M9Q.ics`. */
export function icsFilename(reference: string): string {
  return `booking-${reference}.ics`;
}

function statusRows(data: BookingStatusMailData, locale: Locale): Row[] {
  const l = LABELS[locale];
  const rows: Row[] = [
    [l.reference, data.reference],
    [l.pickup, placeWithDetail(data.pickup, data.pickupDetail)],
    [l.destination, placeWithDetail(data.destination, data.destinationDetail)],
    [l.dateTime, `${formatDate(data.date, locale)} ${data.time} (${zoneText(data, locale)})`],
    [l.vehicle, data.vehicleName],
    [l.passengers, String(data.passengers)],
    [l.luggage, String(data.luggage)],
    [l.duration, formatDuration(data.durationMinutes, locale)],
    [l.price, formatEuros(data.finalPriceCents, locale, { cents: 'always' })],
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
function whenText(data: BookingStatusMailData, locale: Locale): string {
  const offset = data.ambiguousTime && data.utcOffset ? ` (UTC${data.utcOffset})` : '';
  return `${formatLongDate(data.date, locale)} ${locale === 'nl' ? 'om' : 'at'} ${data.time}${offset}`;
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
function calendarAttachment(data: BookingStatusMailData, now: Date): MailAttachment | undefined {
  const state = calendarState(data);
  if (state === null || data.pickupAt === null) return undefined;
  const pickupAt = new Date(data.pickupAt);
  if (Number.isNaN(pickupAt.getTime())) return undefined;
  return {
    filename: icsFilename(data.reference),
    contentType: `text/calendar; charset=utf-8; method=${icsMethod(state)}`,
    content: bookingIcs({
      reference: data.reference,
      locale: data.locale,
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

function englishCopy(data: BookingStatusMailData, hasCalendar: boolean): Copy {
  const hello = greeting(data.contactName, 'en');
  const ref = data.reference;
  const when = whenText(data, 'en');
  const phone = displayPhone(company.phone);
  const driverPhone = data.driver ? displayPhone(data.driver.phone) : '';
  const manage: Paragraph[] = data.manageUrl
    ? [{ text: 'View or manage your booking online:', url: data.manageUrl, action: LABELS.en.manage }]
    : [];
  const regards = `Kind regards,\n${COMPANY}`;
  if (data.status === 'reminder') {
    return {
      subject: `Your ride ${ref} is coming up: ${when}`,
      intro: [
        hello,
        `A reminder of your ride with ${COMPANY} on ${when}, from ${data.pickup} to ${data.destination}.`,
        ...(data.driver
          ? [`Your driver is ${data.driver.name}, reachable on ${driverPhone}.`]
          : [`We will send you your driver's name and phone number, or call us on ${phone}.`]),
      ],
      outro: [
        ...manage,
        `Questions or changes? Call us on ${phone}, quoting your reference ${ref}.`,
        regards,
      ],
    };
  }
  if (data.status === 'confirmed') {
    const pay: Paragraph[] =
      data.manageUrl && data.payOnline
        ? [
            {
              text: 'Pay for your ride online in advance (iDEAL, card or Bancontact), or view your booking:',
              url: data.manageUrl,
              action: 'Pay online',
            },
          ]
        : manage;
    return {
      subject: `Your ride ${ref} is confirmed`,
      intro: [
        hello,
        `Good news: your ride with ${COMPANY} on ${when} is confirmed.`,
        ...(data.driver
          ? [`Your driver is ${data.driver.name}, reachable on ${driverPhone} on the day of your ride.`]
          : []),
        ...noteBlock('A message from us:', data.note),
      ],
      outro: [
        ...(hasCalendar ? [`The attached file ${icsFilename(ref)} adds the ride to your calendar.`] : []),
        ...pay,
        `Free cancellation up to 2 hours before pickup. Questions or changes? Call us on ${phone} or reply to this email, quoting your reference ${ref}.`,
        regards,
      ],
    };
  }
  if (data.status === 'changed') {
    const again = data.rideStatus === 'requested';
    return {
      subject: again
        ? `Your changed ride ${ref}: we will confirm it shortly`
        : `Your ride ${ref} has been changed`,
      intro: [
        hello,
        again
          ? `We have received the change to your ride. It is now on ${when}; we will check it and confirm it by email shortly.`
          : `Your ride with ${COMPANY} has been changed. It is now on ${when}; the details below are the ones that count.`,
        ...noteBlock('A message from us:', data.note),
      ],
      outro: [
        ...(hasCalendar ? [`The attached file ${icsFilename(ref)} updates the ride in your calendar.`] : []),
        ...manage,
        `Questions? Call us on ${phone}, quoting your reference ${ref}.`,
        regards,
      ],
    };
  }
  if (data.status === 'expired') {
    return {
      subject: `We could not confirm your booking request ${ref} in time`,
      intro: [
        hello,
        `We are sorry: we could not confirm your booking request for ${when} in time, so it has lapsed. Please do not wait for a driver for this ride.`,
        `If you still need a ride, call us on ${phone} and we will do our best to help you straight away.`,
      ],
      outro: [
        ...(hasCalendar
          ? [`The attached file ${icsFilename(ref)} removes the ride from your calendar.`]
          : []),
        ...manage,
        'You will not be charged for this request.',
        regards,
      ],
    };
  }
  if (data.status === 'declined') {
    return {
      subject: `Your booking request ${ref} could not be accepted`,
      intro: [
        hello,
        `We are sorry, but we cannot accept your booking request for ${when}.`,
        ...noteBlock('The reason:', data.note),
        `Our apologies for the inconvenience. Please call us on ${phone}: we will gladly look for another solution with you.`,
      ],
      outro: [...manage, 'You will not be charged for this request.', regards],
    };
  }
  if (data.cancelledBy === 'customer') {
    return {
      subject: `Your ride ${ref} has been cancelled, as you asked`,
      intro: [
        hello,
        `As you asked, we have cancelled your ride on ${when}.`,
        ...noteBlock('Note:', data.note),
        'We hope to drive you another time.',
      ],
      outro: [
        ...manage,
        `Did you not cancel this ride yourself? Please call us straight away on ${phone}.`,
        regards,
      ],
    };
  }
  return {
    subject: `Your ride ${ref} has been cancelled`,
    intro: [
      hello,
      `We regret to tell you that we have had to cancel your ride on ${when}.`,
      ...noteBlock('The reason:', data.note),
      `Our sincere apologies. Please call us on ${phone} if we can help you with another ride.`,
    ],
    outro: [...manage, 'You will not be charged for this ride.', regards],
  };
}

function dutchCopy(data: BookingStatusMailData, hasCalendar: boolean): Copy {
  const hello = greeting(data.contactName, 'nl');
  const ref = data.reference;
  const when = whenText(data, 'nl');
  const phone = displayPhone(company.phone);
  const driverPhone = data.driver ? displayPhone(data.driver.phone) : '';
  const manage: Paragraph[] = data.manageUrl
    ? [{ text: 'Uw boeking online bekijken of beheren:', url: data.manageUrl, action: LABELS.nl.manage }]
    : [];
  const regards = `Met vriendelijke groet,\n${COMPANY}`;
  if (data.status === 'reminder') {
    return {
      subject: `Herinnering: uw rit ${ref} op ${when}`,
      intro: [
        hello,
        `Graag herinneren wij u aan uw rit met ${COMPANY} op ${when}, van ${data.pickup} naar ${data.destination}.`,
        ...(data.driver
          ? [`Uw chauffeur is ${data.driver.name}, bereikbaar op ${driverPhone}.`]
          : [`U hoort nog van ons wie uw chauffeur is; bellen kan ook altijd op ${phone}.`]),
      ],
      outro: [...manage, `Vragen of wijzigingen? Bel ons op ${phone} en noem uw referentie ${ref}.`, regards],
    };
  }
  if (data.status === 'confirmed') {
    const pay: Paragraph[] =
      data.manageUrl && data.payOnline
        ? [
            {
              text: 'Betaal uw rit vooraf online (iDEAL, creditcard of Bancontact), of bekijk uw boeking:',
              url: data.manageUrl,
              action: 'Online betalen',
            },
          ]
        : manage;
    return {
      subject: `Uw rit ${ref} is bevestigd`,
      intro: [
        hello,
        `Goed nieuws: uw rit met ${COMPANY} op ${when} is bevestigd.`,
        ...(data.driver
          ? [`Uw chauffeur is ${data.driver.name}, op de dag van uw rit bereikbaar op ${driverPhone}.`]
          : []),
        ...noteBlock('Een bericht van ons:', data.note),
      ],
      outro: [
        ...(hasCalendar
          ? [`Met het bijgevoegde bestand ${icsFilename(ref)} zet u de rit in uw agenda.`]
          : []),
        ...pay,
        `Kosteloos annuleren kan tot 2 uur voor de ophaaltijd. Vragen of wijzigingen? Bel ons op ${phone} of beantwoord deze e-mail, met vermelding van uw referentie ${ref}.`,
        regards,
      ],
    };
  }
  if (data.status === 'changed') {
    const again = data.rideStatus === 'requested';
    return {
      subject: again
        ? `Uw gewijzigde rit ${ref}: wij bevestigen die zo snel mogelijk`
        : `Uw rit ${ref} is gewijzigd`,
      intro: [
        hello,
        again
          ? `Wij hebben uw wijziging ontvangen. Uw rit staat nu op ${when}; wij bekijken de wijziging en bevestigen die zo snel mogelijk per e-mail.`
          : `Uw rit met ${COMPANY} is gewijzigd en staat nu op ${when}. De gegevens hieronder zijn de juiste.`,
        ...noteBlock('Een bericht van ons:', data.note),
      ],
      outro: [
        ...(hasCalendar
          ? [`Met het bijgevoegde bestand ${icsFilename(ref)} werkt u de rit in uw agenda bij.`]
          : []),
        ...manage,
        `Vragen? Bel ons op ${phone} en noem uw referentie ${ref}.`,
        regards,
      ],
    };
  }
  if (data.status === 'expired') {
    return {
      subject: `Uw boekingsaanvraag ${ref} konden wij niet op tijd bevestigen`,
      intro: [
        hello,
        `Het spijt ons: wij konden uw boekingsaanvraag voor ${when} niet op tijd bevestigen, waardoor die is vervallen. Er komt voor deze rit dus geen chauffeur.`,
        `Hebt u nog vervoer nodig? Bel ons op ${phone}, dan helpen wij u zo snel mogelijk verder.`,
      ],
      outro: [
        ...(hasCalendar
          ? [`Met het bijgevoegde bestand ${icsFilename(ref)} haalt u de rit uit uw agenda.`]
          : []),
        ...manage,
        'Voor deze aanvraag worden geen kosten in rekening gebracht.',
        regards,
      ],
    };
  }
  if (data.status === 'declined') {
    return {
      subject: `Uw boekingsaanvraag ${ref} kunnen wij helaas niet aannemen`,
      intro: [
        hello,
        `Het spijt ons, maar wij kunnen uw boekingsaanvraag voor ${when} niet aannemen.`,
        ...noteBlock('De reden:', data.note),
        `Onze excuses voor het ongemak. Bel ons gerust op ${phone}, dan zoeken wij graag samen met u naar een andere oplossing.`,
      ],
      outro: [...manage, 'Voor deze aanvraag worden geen kosten in rekening gebracht.', regards],
    };
  }
  if (data.cancelledBy === 'customer') {
    return {
      subject: `Uw rit ${ref} is op uw verzoek geannuleerd`,
      intro: [
        hello,
        `Zoals u heeft gevraagd, hebben wij uw rit op ${when} geannuleerd.`,
        ...noteBlock('Opmerking:', data.note),
        'Graag tot een volgende keer.',
      ],
      outro: [...manage, `Heeft u deze rit niet zelf geannuleerd? Bel ons dan direct op ${phone}.`, regards],
    };
  }
  return {
    subject: `Uw rit ${ref} is geannuleerd`,
    intro: [
      hello,
      `Helaas hebben wij uw rit op ${when} moeten annuleren.`,
      ...noteBlock('De reden:', data.note),
      `Onze welgemeende excuses. Bel ons gerust op ${phone} als wij u met een andere rit kunnen helpen.`,
    ],
    outro: [...manage, 'Voor deze rit worden geen kosten in rekening gebracht.', regards],
  };
}

/**
 * The customer's mail about a status change, in the booking's language: confirmed (driver, the
 * operator's message, the trip and a calendar file when the pickup instant is known), declined (the
 * reason, an apology and the number to call) or cancelled (by the operator: the reason; by the customer:
 * a confirmation). The operator's note is quoted line by line in the text part and escaped in HTML.
 *
 * @example
 * bookingStatusMail({ ...data, status: 'confirmed', locale: 'nl' }, addresses).subject; // 'Uw rit SPT-7K3M9Q is bevestigd'
 */
export function bookingStatusMail(
  data: BookingStatusMailData,
  addresses: MailAddresses,
  now: Date = new Date(),
): OutboxMail {
  const locale = data.locale;
  const calendar = calendarAttachment(data, now);
  const copy =
    locale === 'nl' ? dutchCopy(data, calendar !== undefined) : englishCopy(data, calendar !== undefined);
  const rows = statusRows(data, locale);
  return {
    from: addresses.from,
    to: data.contactEmail,
    replyTo: addresses.businessEmail,
    subject: copy.subject,
    text: renderText(copy.intro, rows, copy.outro),
    html: renderHtml(locale, copy.subject, copy.intro, rows, copy.outro),
    ...(calendar ? { attachments: [calendar] } : {}),
  };
}
