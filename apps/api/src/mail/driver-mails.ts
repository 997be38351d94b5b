import { type ConsoleLanguage, consoleLanguageOf, formatLongDate } from '@spt/i18n-content';
import { COMPANY, type Paragraph, type Row, renderHtml, renderText } from './render.js';
import type { DriverNoticeMailData, MailAddresses, OutboxMail } from './templates.js';

/** The driver mails' texts, in the staff languages (a driver with another language reads English). */
const COPY = {
  en: {
    link: {
      subject: `Your link to your rides with ${COMPANY}`,
      intro: (name: string) => [
        `Hello ${name},`,
        'This is your own link to your rides of today and tomorrow. Open it on your phone and add it to your home screen; it keeps working without a network once opened.',
      ],
      outro: [
        'Keep this link to yourself: anyone with it sees your rides. A new link from the office makes this one stop working.',
      ],
    },
    assigned: (ref: string) => `New ride ${ref} for you`,
    removed: (ref: string) => `Ride ${ref} is no longer yours`,
    changed: (ref: string) => `Ride ${ref} has changed`,
    cancelled: (ref: string) => `Ride ${ref} is cancelled: do not drive`,
    text: {
      assigned: 'The office has given you a new ride.',
      removed: 'The office has taken this ride off your list. You do not need to drive it.',
      changed: 'The office has changed this ride. Check the details on your page before you leave.',
      cancelled: 'This ride has been cancelled. Do not drive to the pickup.',
    },
    rows: { reference: 'Reference', when: 'Pickup', from: 'From', to: 'To' },
    page: 'Your rides:',
    open: 'Open your rides',
    at: 'at',
    hello: (name: string) => `Hello ${name},`,
  },
  nl: {
    link: {
      subject: `Je link naar je ritten bij ${COMPANY}`,
      intro: (name: string) => [
        `Hallo ${name},`,
        'Dit is je eigen link naar je ritten van vandaag en morgen. Open hem op je telefoon en zet hem op je beginscherm; eenmaal geopend werkt hij ook zonder netwerk.',
      ],
      outro: [
        'Houd deze link voor jezelf: wie hem heeft, ziet je ritten. Zodra kantoor een nieuwe link maakt, werkt deze niet meer.',
      ],
    },
    assigned: (ref: string) => `Nieuwe rit ${ref} voor jou`,
    removed: (ref: string) => `Rit ${ref} is niet meer van jou`,
    changed: (ref: string) => `Rit ${ref} is gewijzigd`,
    cancelled: (ref: string) => `Rit ${ref} is geannuleerd: niet rijden`,
    text: {
      assigned: 'Kantoor heeft je een nieuwe rit gegeven.',
      removed: 'Kantoor heeft deze rit van je lijst gehaald. Je hoeft hem niet te rijden.',
      changed: 'Kantoor heeft deze rit gewijzigd. Bekijk de gegevens op je pagina voordat je vertrekt.',
      cancelled: 'Deze rit is geannuleerd. Rij niet naar het ophaaladres.',
    },
    rows: { reference: 'Referentie', when: 'Ophalen', from: 'Van', to: 'Naar' },
    page: 'Je ritten:',
    open: 'Open je ritten',
    at: 'om',
    hello: (name: string) => `Hallo ${name},`,
  },
} as const satisfies Record<ConsoleLanguage, unknown>;

/**
 * A driver's mail in their language (English or Dutch; any other language reads English): their
 * private link, or a ride given to them, taken off them, changed or cancelled. The ride mails carry no
 * link with a token: the driver's page is where they see everything.
 */
export function driverNoticeMail(data: DriverNoticeMailData, addresses: MailAddresses): OutboxMail {
  const language = consoleLanguageOf(data.language);
  const copy = COPY[language];
  if (data.notice === 'link') {
    const intro: Paragraph[] = [
      ...copy.link.intro(data.driverName),
      { text: copy.page, url: data.url ?? '', action: copy.open },
    ];
    const outro: Paragraph[] = [...copy.link.outro, COMPANY];
    return {
      from: addresses.from,
      to: data.email,
      subject: copy.link.subject,
      text: renderText(intro, [], outro),
      html: renderHtml(language, copy.link.subject, intro, [], outro),
    };
  }
  const ride = data.ride;
  const subject = copy[data.notice](ride?.reference ?? '');
  const rows: Row[] = ride
    ? [
        [copy.rows.reference, ride.reference],
        [copy.rows.when, `${formatLongDate(ride.date, language)} ${copy.at} ${ride.time}`],
        [copy.rows.from, ride.pickup],
        [copy.rows.to, ride.destination],
      ]
    : [];
  const intro: Paragraph[] = [copy.hello(data.driverName), copy.text[data.notice]];
  const outro: Paragraph[] = data.url
    ? [{ text: copy.page, url: data.url, action: copy.open }, COMPANY]
    : [COMPANY];
  return {
    from: addresses.from,
    to: data.email,
    subject,
    text: renderText(intro, rows, outro),
    html: renderHtml(language, subject, intro, rows, outro),
  };
}
