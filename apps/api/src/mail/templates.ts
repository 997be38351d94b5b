import type { Locale } from '@spt/contracts';
import { formatDuration, formatEuros, formatKm } from '@spt/i18n-content';
import { z } from 'zod';
import { escapeHtml } from './html.js';

/** A mail as stored in the outbox row and handed to nodemailer. */
export interface OutboxMail {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
}

const LocaleEnum = z.enum(['en', 'nl']);

/** What the server found at one of the booking's points (see the geocoder's `checkPlace`). */
const PointCheckSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  nearestName: z.string(),
  nearestKm: z.number(),
  typedMatches: z.boolean().nullable(),
});
export type PointCheck = z.infer<typeof PointCheckSchema>;

/** What the booking mails show. Amounts in cents. */
export const BookingMailDataSchema = z.object({
  reference: z.string(),
  locale: LocaleEnum,
  pickup: z.string(),
  destination: z.string(),
  date: z.string(),
  time: z.string(),
  flightNumber: z.string(),
  passengers: z.number(),
  luggage: z.number(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  vehicleName: z.string(),
  vehicleType: z.string(),
  distanceKm: z.number(),
  durationText: z.string(),
  /** Absent in mails queued before these fields existed. */
  durationMinutes: z.number().optional(),
  /** The pickup's UTC offset in Amsterdam (`+02:00`), shown when the wall time happens twice. */
  utcOffset: z.string().optional(),
  ambiguousTime: z.boolean().optional(),
  /** For the operator: the place found at each point's coordinates (absent without a gazetteer). */
  pickupCheck: PointCheckSchema.optional(),
  destinationCheck: PointCheckSchema.optional(),
  finalPriceCents: z.number(),
  isMinimumApplied: z.boolean(),
});
export type BookingMailData = z.infer<typeof BookingMailDataSchema>;

export const ContactMailDataSchema = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
});
export type ContactMailData = z.infer<typeof ContactMailDataSchema>;

export const MailAddressesSchema = z.object({ from: z.string(), businessEmail: z.string() });
export type MailAddresses = z.infer<typeof MailAddressesSchema>;

/**
 * What an outbox row stores: the template and its data, rendered when the mail is sent. Small rows keep
 * the booking transaction fast; the data is fixed at booking time.
 */
export const OutboxPayloadSchema = z.discriminatedUnion('template', [
  z.object({
    template: z.literal('booking.business'),
    data: BookingMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('booking.customer'),
    data: BookingMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('contact.business'),
    data: ContactMailDataSchema,
    addresses: MailAddressesSchema,
  }),
]);
export type OutboxPayload = z.infer<typeof OutboxPayloadSchema>;

/** Renders a stored outbox payload (parsed with zod first: it comes from the database). */
export function renderOutboxPayload(payload: unknown): OutboxMail {
  const parsed = OutboxPayloadSchema.parse(payload);
  switch (parsed.template) {
    case 'booking.business':
      return bookingBusinessMail(parsed.data, parsed.addresses);
    case 'booking.customer':
      return bookingCustomerMail(parsed.data, parsed.addresses);
    case 'contact.business':
      return contactBusinessMail(parsed.data, parsed.addresses);
  }
}

const COMPANY = 'Schiphol Premium Taxi';

function formatDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-');
  return locale === 'nl' ? `${d}-${m}-${y}` : `${d}/${m}/${y}`;
}

type Row = readonly [label: string, value: string];

function renderText(intro: readonly string[], rows: readonly Row[], outro: readonly string[]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    ...intro,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    ...outro,
    '',
  ].join('\n');
}

function renderHtml(
  lang: Locale,
  title: string,
  intro: readonly string[],
  rows: readonly Row[],
  outro: readonly string[],
): string {
  const paragraphs = (lines: readonly string[]) =>
    lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n');
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111">
${paragraphs(intro)}
<table role="presentation">${table}</table>
${paragraphs(outro)}
</body></html>
`;
}

const LABELS = {
  en: {
    reference: 'Reference',
    pickup: 'Pickup',
    destination: 'Destination',
    dateTime: 'Date and time',
    flight: 'Flight number',
    passengers: 'Passengers',
    luggage: 'Luggage',
    vehicle: 'Vehicle',
    distance: 'Distance',
    duration: 'Estimated travel time',
    price: 'Fixed price',
    minimum: '(minimum price applied)',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
  },
  nl: {
    reference: 'Referentie',
    pickup: 'Ophaaladres',
    destination: 'Bestemming',
    dateTime: 'Datum en tijd',
    flight: 'Vluchtnummer',
    passengers: 'Passagiers',
    luggage: 'Bagagestukken',
    vehicle: 'Voertuig',
    distance: 'Afstand',
    duration: 'Geschatte reistijd',
    price: 'Vaste prijs',
    minimum: '(minimumprijs toegepast)',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
  },
} as const;

/**
 * "Amsterdam time", and the UTC offset when the wall time happens twice that night (the autumn
 * clock change), so nobody has to guess which 02:30 is meant.
 */
function zoneText(data: BookingMailData, locale: Locale): string {
  const zone = locale === 'nl' ? 'Nederlandse tijd' : 'Amsterdam time';
  return data.ambiguousTime && data.utcOffset ? `${zone}, UTC${data.utcOffset}` : zone;
}

function tripRows(data: BookingMailData, locale: Locale): Row[] {
  const l = LABELS[locale];
  const price = `${formatEuros(data.finalPriceCents, locale, { cents: 'always' })}${data.isMinimumApplied ? ` ${l.minimum}` : ''}`;
  return [
    [l.reference, data.reference],
    [l.pickup, data.pickup],
    [l.destination, data.destination],
    [l.dateTime, `${formatDate(data.date, locale)} ${data.time} (${zoneText(data, locale)})`],
    [l.flight, data.flightNumber],
    [l.passengers, String(data.passengers)],
    [l.luggage, String(data.luggage)],
    [l.vehicle, `${data.vehicleName} (${data.vehicleType})`],
    [l.distance, formatKm(data.distanceKm, locale)],
    [
      l.duration,
      data.durationMinutes === undefined ? data.durationText : formatDuration(data.durationMinutes, locale),
    ],
    [l.price, price],
  ];
}

function mapLink(point: { lat: number; lon: number }): string {
  const lat = point.lat.toFixed(5);
  const lon = point.lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/**
 * The operator's rows for one point: where the coordinates (which the fare is computed from) really
 * are, and a warning when the typed text names a place elsewhere, so a typed address can never
 * silently stand for another route than the one priced.
 */
function pointRows(label: string, check: PointCheck | undefined): Row[] {
  if (!check) return [];
  const km = formatKm(Math.round(check.nearestKm * 10) / 10, 'en');
  const rows: Row[] = [[`${label} at coordinates`, `near ${check.nearestName} (${km}) ${mapLink(check)}`]];
  if (check.typedMatches === false) {
    rows.push([
      `WARNING ${label.toLowerCase()}`,
      `The typed ${label.toLowerCase()} is more than 5 km from its coordinates; the price is for the coordinates. Check with the customer.`,
    ]);
  } else if (check.typedMatches === null) {
    rows.push([
      `Note ${label.toLowerCase()}`,
      `The typed ${label.toLowerCase()} is not a known place; the price is for the coordinates.`,
    ]);
  }
  return rows;
}

/** The operator's copy of a booking (English), reply-to the customer. */
export function bookingBusinessMail(data: BookingMailData, addresses: MailAddresses): OutboxMail {
  const l = LABELS.en;
  const rows: Row[] = [
    ...tripRows(data, 'en'),
    ...pointRows('Pickup', data.pickupCheck),
    ...pointRows('Destination', data.destinationCheck),
    [l.name, data.contactName],
    [l.email, data.contactEmail],
    [l.phone, data.contactPhone],
    ['Customer language', data.locale],
  ];
  const subject = `New booking ${data.reference}: ${formatDate(data.date, 'en')} ${data.time}`;
  const intro = [`New booking request ${data.reference}.`];
  const outro = ['The price was recomputed and verified by the server.'];
  return {
    from: addresses.from,
    to: addresses.businessEmail,
    replyTo: data.contactEmail,
    subject,
    text: renderText(intro, rows, outro),
    html: renderHtml('en', subject, intro, rows, outro),
  };
}

/** The customer's confirmation, in the language of the page they booked on. */
export function bookingCustomerMail(data: BookingMailData, addresses: MailAddresses): OutboxMail {
  const locale = data.locale;
  const rows = tripRows(data, locale);
  const firstName = data.contactName.split(/\s+/)[0] ?? data.contactName;
  const copy =
    locale === 'nl'
      ? {
          subject: `Uw boekingsaanvraag ${data.reference} is ontvangen`,
          intro: [
            `Beste ${firstName},`,
            `Hartelijk dank voor uw boekingsaanvraag bij ${COMPANY}. Wij hebben uw aanvraag goed ontvangen en nemen binnen enkele minuten contact met u op om de rit te bevestigen.`,
            `Noem bij contact met ons altijd uw referentie: ${data.reference}.`,
          ],
          outro: [
            'Kosteloos annuleren kan tot 2 uur voor de ophaaltijd. Betalen kan contant, met de pinpas of creditcard, of per bankoverschrijving.',
            `Met vriendelijke groet,\n${COMPANY}`,
          ],
        }
      : {
          subject: `Your booking request ${data.reference} has been received`,
          intro: [
            `Dear ${firstName},`,
            `Thank you for booking with ${COMPANY}. We have received your request and will contact you within minutes to confirm your ride.`,
            `Please quote your reference when you contact us: ${data.reference}.`,
          ],
          outro: [
            'Free cancellation up to 2 hours before pickup. You can pay in cash, by card or by bank transfer.',
            `Kind regards,\n${COMPANY}`,
          ],
        };
  return {
    from: addresses.from,
    to: data.contactEmail,
    replyTo: addresses.businessEmail,
    subject: copy.subject,
    text: renderText(copy.intro, rows, copy.outro),
    html: renderHtml(locale, copy.subject, copy.intro, rows, copy.outro),
  };
}

/** The operator's copy of a contact-form message. */
export function contactBusinessMail(data: ContactMailData, addresses: MailAddresses): OutboxMail {
  const subjectLine = /^Subject: (.{1,120})/.exec(data.message)?.[1]?.trim();
  const subject = `Contact ${data.reference}${subjectLine ? `: ${subjectLine}` : ''}`;
  const rows: Row[] = [
    ['Reference', data.reference],
    ['Name', data.name],
    ['Email', data.email],
    ['Phone', data.phone ?? '-'],
  ];
  const intro = [`New message from the contact form (${data.reference}).`];
  // Quoted line by line, so no line the sender typed can pass for one of this mail's own fields.
  const outro = [
    'Message, as typed by the sender:',
    data.message
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  ];
  return {
    from: addresses.from,
    to: addresses.businessEmail,
    replyTo: data.email,
    subject,
    text: renderText(intro, rows, outro),
    html: renderHtml('en', subject, intro, rows, outro),
  };
}
