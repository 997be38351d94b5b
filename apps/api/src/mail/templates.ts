import { LocaleSchema, localeOf, OperatorRoleSchema, placeWithDetail } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { formatDuration, formatEuros, formatKm, type Language, translations } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import { z } from 'zod';
import { mapLink } from '../lib/map-link.js';
import { InvoiceDocumentSchema } from '../services/invoices/index.js';
import { invoicePdf } from '../services/invoices/pdf.js';
import { newBookingSubject } from './booking-subject.js';
import { driverNoticeMail } from './driver-mails.js';
import { operatorInviteMail, operatorResetMail, operatorSecurityMail } from './operator-mails.js';
import { companyInvoiceMail, completedMail, invoiceFilename, paymentMail } from './payment-mails.js';
import { greeting } from './people.js';
import {
  destinationText,
  extrasRows,
  meetingRows,
  notesParagraphs,
  productRows,
  returnManageParagraph,
  returnRows,
  vehicleTypeText,
} from './product-rows.js';
import { COMPANY, formatDate, type Paragraph, type Row, renderHtml, renderText, zoneText } from './render.js';
import { bookingStatusMail } from './status-mails.js';

/** A file sent with a mail; made when the mail is rendered, never stored in the outbox row. */
export interface MailAttachment {
  filename: string;
  /** The MIME type, parameters included: `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  content: string | Buffer;
}

/** A rendered mail, handed to nodemailer. */
export interface OutboxMail {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[] | undefined;
}

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
  locale: LocaleSchema,
  pickup: z.string(),
  destination: z.string(),
  /** The address lines the visitor typed (absent when none, and in mails queued before they existed). */
  pickupDetail: z.string().optional(),
  destinationDetail: z.string().optional(),
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
  /** The customer's own booking page (absent in mails queued before it existed). */
  manageUrl: z.string().optional(),
  /** For the operator: the place found at each point's coordinates (absent without a gazetteer). */
  pickupCheck: PointCheckSchema.optional(),
  destinationCheck: PointCheckSchema.optional(),
  /** The outbound ride's price (its fare and extras). */
  finalPriceCents: z.number(),
  isMinimumApplied: z.boolean(),
  /** DESIGN "Products"; absent in mails queued before products existed (a one-way transfer). */
  product: z.enum(['transfer', 'hourly', 'tour']).optional(),
  hours: z.number().optional(),
  hoursBilled: z.number().optional(),
  /** A tour's slug. */
  tour: z.string().optional(),
  extras: z
    .object({ childSeats: z.number(), boosterSeats: z.number(), nameSign: z.string().optional() })
    .optional(),
  notes: z.string().optional(),
  passenger: z.object({ name: z.string(), phone: z.string() }).optional(),
  /** A pickup at an airport for a flight: the mail gives the meeting point and the free waiting time. */
  meetAtArrivals: z.boolean().optional(),
  /** A return trip's way back: its own reference, time, flight, manage link and price. */
  returnLeg: z
    .object({
      reference: z.string(),
      date: z.string(),
      time: z.string(),
      flightNumber: z.string(),
      utcOffset: z.string().optional(),
      ambiguousTime: z.boolean().optional(),
      manageUrl: z.string(),
      finalPriceCents: z.number(),
      meetAtArrivals: z.boolean(),
    })
    .optional(),
  /** The whole booking: both rides and every extra. */
  totalPriceCents: z.number().optional(),
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

/**
 * The customer's mail about a status change of their booking, in the booking's language. `note` is the
 * operator's free text: a message to the customer (confirmed) or the reason (declined, cancelled).
 */
export const BookingStatusMailDataSchema = z.object({
  reference: z.string(),
  locale: LocaleSchema,
  /**
   * What happened: a status change, the reminder, or `changed` (date, time, vehicle, driver or price,
   * by the operator or the customer; `rideStatus` says whether it still stands confirmed).
   */
  status: z.enum(['confirmed', 'declined', 'cancelled', 'expired', 'reminder', 'changed']),
  /** After a change: the booking's status (a customer's change may need a new confirmation). */
  rideStatus: z.enum(['requested', 'confirmed']).optional(),
  /** The calendar event's SEQUENCE at this mail (mails queued before it existed read 0). */
  sequence: z.number().int().min(0).default(0),
  contactName: z.string(),
  contactEmail: z.string(),
  pickup: z.string(),
  destination: z.string(),
  pickupDetail: z.string().nullish(),
  destinationDetail: z.string().nullish(),
  /** Amsterdam calendar date, `YYYY-MM-DD`. */
  date: z.string(),
  /** Amsterdam wall time, `HH:mm`. */
  time: z.string(),
  /** The pickup instant (ISO); the calendar file is attached only when it is known. */
  pickupAt: z.string().nullable(),
  utcOffset: z.string().optional(),
  ambiguousTime: z.boolean().optional(),
  durationMinutes: z.number(),
  vehicleName: z.string(),
  passengers: z.number(),
  luggage: z.number(),
  finalPriceCents: z.number(),
  note: z.string().nullable(),
  driver: z.object({ name: z.string(), phone: z.string() }).nullable(),
  cancelledBy: z.enum(['operator', 'customer']).nullable(),
  /** The customer's own booking page; null until that exists. */
  manageUrl: z.string().nullable(),
  /** A confirmation of a ride paid on confirmation: the manage link invites to pay online. */
  payOnline: z.boolean().optional(),
});
export type BookingStatusMailData = z.infer<typeof BookingStatusMailDataSchema>;

/** An invitation to the operator console; `expiresAt` is an ISO instant. */
export const OperatorInviteMailDataSchema = z.object({
  email: z.string(),
  inviteUrl: z.string(),
  /** The inviting operator's address (empty when unknown). */
  invitedBy: z.string(),
  expiresAt: z.string(),
  /** The new operator's role (absent in invitations queued before roles existed). */
  role: OperatorRoleSchema.optional(),
});
export type OperatorInviteMailData = z.infer<typeof OperatorInviteMailDataSchema>;

/** A console password-reset link; `expiresAt` is an ISO instant. */
export const OperatorResetMailDataSchema = z.object({
  email: z.string(),
  resetUrl: z.string(),
  expiresAt: z.string(),
});
export type OperatorResetMailData = z.infer<typeof OperatorResetMailDataSchema>;

/**
 * A security event mailed to the operator it concerns (ASVS 2.2.3, 2.5.5): failed sign-ins for their
 * address, their password reset or changed, their account disabled or enabled again, a new operator
 * added (to the others), a role changed (to the operator and the owners). `at` is an ISO instant;
 * `actor` the operator who acted, if another.
 */
export const OperatorSecurityMailDataSchema = z.object({
  email: z.string(),
  event: z.enum([
    'failedSignIns',
    'passwordReset',
    'passwordChanged',
    'disabled',
    'enabled',
    'newOperator',
    'roleChanged',
    'newDevice',
    'mfaEnabled',
    'mfaReset',
  ]),
  at: z.string(),
  actor: z.string().optional(),
  /** failedSignIns: how many within the hour. */
  failures: z.number().optional(),
  /** newOperator: the new account's address; roleChanged: the address whose role changed. */
  subject: z.string().optional(),
  /** newDevice: the kind of browser ("Safari · iPhone"). */
  device: z.string().optional(),
  /** roleChanged: the new role. */
  role: OperatorRoleSchema.optional(),
});
export type OperatorSecurityMailData = z.infer<typeof OperatorSecurityMailDataSchema>;

export const MailAddressesSchema = z.object({
  from: z.string(),
  businessEmail: z.string(),
  /** The site's origin (SITE_URL) for links into the console; absent in rows queued before it existed. */
  siteUrl: z.string().optional(),
});
export type MailAddresses = z.infer<typeof MailAddressesSchema>;

/**
 * What an outbox row stores: the template and its data, rendered when the mail is sent. Small rows keep
 * the booking transaction fast; the data is fixed at booking time.
 */
/**
 * The operator's notice about a booking: a cancellation or a change the customer made on their
 * booking page, or a request still unanswered an hour after it came in.
 */
export const CustomerCancelledMailDataSchema = z.object({
  notice: z.enum(['cancelled', 'changed', 'unanswered']).default('cancelled'),
  reference: z.string(),
  date: z.string(),
  time: z.string(),
  pickup: z.string(),
  destination: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  previousStatus: z.string(),
  /** The status after the customer's step (absent in mails queued before it was kept). */
  status: z.string().optional(),
  /** Rides of the same driver or car that a changed time now overlaps. */
  conflicts: z.array(z.string()).optional(),
});
export type CustomerCancelledMailData = z.infer<typeof CustomerCancelledMailDataSchema>;

/**
 * A driver's mail: their private link (`url` holds it), or a ride given to them, taken off them,
 * changed or cancelled (`url` is their page without a token).
 */
export const DriverNoticeMailDataSchema = z.object({
  notice: z.enum(['link', 'assigned', 'removed', 'changed', 'cancelled']),
  driverName: z.string(),
  email: z.string(),
  language: LocaleSchema,
  url: z.string().nullable(),
  ride: z
    .object({
      reference: z.string(),
      date: z.string(),
      time: z.string(),
      pickup: z.string(),
      destination: z.string(),
    })
    .nullable(),
});
export type DriverNoticeMailData = z.infer<typeof DriverNoticeMailDataSchema>;

/** The customer's mail about their online payment: received, or a refund on its way. */
export const PaymentMailDataSchema = z.object({
  kind: z.enum(['paid', 'refunded', 'payLink']),
  reference: z.string(),
  locale: LocaleSchema,
  contactName: z.string(),
  contactEmail: z.string(),
  amountCents: z.number().int(),
  /** The ride's Amsterdam date and time. */
  date: z.string(),
  time: z.string(),
  manageUrl: z.string(),
});
export type PaymentMailData = z.infer<typeof PaymentMailDataSchema>;

/** The thank-you after a completed ride, with its invoice (attached as a PDF when sent). */
export const CompletedMailDataSchema = z.object({
  reference: z.string(),
  locale: LocaleSchema,
  contactName: z.string(),
  contactEmail: z.string(),
  date: z.string(),
  time: z.string(),
  manageUrl: z.string(),
  invoice: InvoiceDocumentSchema.nullable(),
  /** On a company's account: the ride goes on its monthly invoice. */
  onAccount: z.boolean().optional(),
});
export type CompletedMailData = z.infer<typeof CompletedMailDataSchema>;

/** A company's monthly invoice, mailed to its invoice address with the PDF attached. */
export const CompanyInvoiceMailDataSchema = z.object({
  companyName: z.string(),
  invoiceEmail: z.string(),
  invoice: InvoiceDocumentSchema,
});
export type CompanyInvoiceMailData = z.infer<typeof CompanyInvoiceMailDataSchema>;

export const OutboxPayloadSchema = z.discriminatedUnion('template', [
  z.object({
    template: z.literal('company.invoice'),
    data: CompanyInvoiceMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('booking.completed'),
    data: CompletedMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('booking.payment'),
    data: PaymentMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('driver.notice'),
    data: DriverNoticeMailDataSchema,
    addresses: MailAddressesSchema,
  }),
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
  z.object({
    template: z.literal('booking.status'),
    data: BookingStatusMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('operator.invite'),
    data: OperatorInviteMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('operator.reset'),
    data: OperatorResetMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('operator.security'),
    data: OperatorSecurityMailDataSchema,
    addresses: MailAddressesSchema,
  }),
  z.object({
    template: z.literal('booking.cancelled.business'),
    data: CustomerCancelledMailDataSchema,
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
    case 'booking.status':
      return bookingStatusMail(parsed.data, parsed.addresses);
    case 'operator.invite':
      return operatorInviteMail(parsed.data, parsed.addresses);
    case 'operator.reset':
      return operatorResetMail(parsed.data, parsed.addresses);
    case 'operator.security':
      return operatorSecurityMail(parsed.data, parsed.addresses);
    case 'booking.cancelled.business':
      return customerCancelledBusinessMail(parsed.data, parsed.addresses);
    case 'driver.notice':
      return driverNoticeMail(parsed.data, parsed.addresses);
    case 'booking.payment':
      return paymentMail(parsed.data, parsed.addresses);
    case 'booking.completed':
      return completedMail(parsed.data, parsed.addresses);
    case 'company.invoice':
      return companyInvoiceMail(parsed.data, parsed.addresses);
  }
}

/**
 * A stored outbox payload as sent: rendered, plus the attachments that take time to make (the
 * invoice's PDF of a completed ride).
 */
export async function renderMail(payload: unknown): Promise<OutboxMail> {
  const mail = renderOutboxPayload(payload);
  const parsed = OutboxPayloadSchema.parse(payload);
  const invoice =
    parsed.template === 'booking.completed' || parsed.template === 'company.invoice'
      ? parsed.data.invoice
      : null;
  if (invoice) {
    const pdf: MailAttachment = {
      filename: invoiceFilename(invoice),
      contentType: 'application/pdf',
      content: await invoicePdf(invoice),
    };
    return { ...mail, attachments: [...(mail.attachments ?? []), pdf] };
  }
  return mail;
}

/** The booking's fields, in the mail's language: what was booked, where, when, who and the price. */
function tripRows(data: BookingMailData, language: Language): Row[] {
  const l = mailTexts[language].rows;
  const p = mailTexts[language].product;
  const transfer = (data.product ?? 'transfer') === 'transfer';
  const price = `${formatEuros(data.finalPriceCents, language, { cents: 'always' })}${transfer && data.isMinimumApplied ? ` ${l.minimum}` : ''}`;
  const back = data.returnLeg;
  const facts = { ...data, isReturnTrip: back !== undefined };
  const duration =
    data.durationMinutes === undefined
      ? data.durationText
      : formatDuration(data.durationMinutes, translations[language].common.duration);
  return [
    [l.reference, data.reference],
    ...productRows(facts, language),
    [l.pickup, placeWithDetail(data.pickup, data.pickupDetail)],
    [l.destination, destinationText(placeWithDetail(data.destination, data.destinationDetail), language)],
    [l.dateTime, `${formatDate(data.date, language)} ${data.time} (${zoneText(data, language)})`],
    [l.flight, data.flightNumber],
    ...meetingRows(data.meetAtArrivals ?? false, language),
    [l.passengers, String(data.passengers)],
    [l.luggage, String(data.luggage)],
    [l.vehicle, `${data.vehicleName} (${vehicleTypeText(data.vehicleName, data.vehicleType, language)})`],
    ...(data.distanceKm > 0 ? ([[l.distance, formatKm(data.distanceKm, language)]] as Row[]) : []),
    // Hire by the hour states its hours in the row of the product above: no second "Duration".
    ...(data.product === 'hourly' && data.hours
      ? []
      : ([[transfer ? l.duration : p.duration, duration]] as Row[])),
    ...extrasRows(facts, language),
    ...(back
      ? [
          [p.outboundPrice, price] as Row,
          ...returnRows(back, zoneText(back, language), language),
          [
            p.total,
            formatEuros(data.totalPriceCents ?? data.finalPriceCents, language, { cents: 'always' }),
          ] as Row,
        ]
      : [[l.price, price] as Row]),
  ];
}

/**
 * The operator's rows for one point: where the coordinates (which the fare is computed from) really
 * are, and a warning when the typed text names a place elsewhere, so a typed address can never
 * silently stand for another route than the one priced.
 */
function pointRows(label: string, check: PointCheck | undefined): Row[] {
  if (!check) return [];
  const km = formatKm(Math.round(check.nearestKm * 10) / 10, 'en');
  const rows: Row[] = [
    [`${label} at coordinates`, `near ${check.nearestName} (${km})`, { text: 'map', url: mapLink(check) }],
  ];
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

/**
 * The console page of a booking.
 *
 * @example
 * consoleBookingUrl('https://www.schipholpremiumtaxi.nl', 'SPT-7K3M9Q'); // 'https://www.schipholpremiumtaxi.nl/console/bookings/SPT-7K3M9Q'
 */
export function consoleBookingUrl(siteUrl: string, reference: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/console/bookings/${encodeURIComponent(reference)}`;
}

/** The operator's notice that a customer cancelled on their booking page (English). */
export function customerCancelledBusinessMail(
  data: CustomerCancelledMailData,
  addresses: MailAddresses,
): OutboxMail {
  const when = `${formatDate(data.date, 'en')} ${data.time}`;
  const subject = {
    cancelled: `Cancelled by the customer: ${data.reference}, ${when}`,
    changed: `Changed by the customer: ${data.reference}, ${when}`,
    unanswered: `Still unanswered: ${data.reference}, ${when}`,
  }[data.notice];
  const rows: Row[] = [
    ['Reference', data.reference],
    ['Was', data.previousStatus],
    ['Date and time', `${formatDate(data.date, 'en')} ${data.time} (Amsterdam time)`],
    ['Pickup', data.pickup],
    ['Destination', data.destination],
    ['Name', data.contactName],
    ['Phone', displayPhone(data.contactPhone)],
  ];
  const stillConfirmed = data.notice === 'changed' && data.status === 'confirmed';
  const intro = [
    {
      cancelled: `The customer cancelled booking ${data.reference} on their booking page.`,
      changed: stillConfirmed
        ? `The customer changed the flight or an address line of booking ${data.reference} on their booking page. It stays confirmed; the driver has been told.`
        : `The customer changed booking ${data.reference} on their booking page. Please check the change and confirm the booking again.`,
      unanswered: `Booking request ${data.reference} came in more than an hour ago and has not been confirmed or declined. Unless it is answered, it lapses 2 hours before pickup and the customer is told.`,
    }[data.notice],
    ...(data.conflicts && data.conflicts.length > 0
      ? [
          `WARNING: at the new time the assigned driver or car also has ${data.conflicts.join(', ')}. Assign another driver or car before confirming.`,
        ]
      : []),
  ];
  const outro: Paragraph[] = addresses.siteUrl
    ? [
        {
          text: 'In the console:',
          url: consoleBookingUrl(addresses.siteUrl, data.reference),
          action: 'Open in the console',
        },
      ]
    : [];
  return {
    from: addresses.from,
    to: addresses.businessEmail,
    subject,
    text: renderText(intro, rows, outro),
    html: renderHtml('en', subject, intro, rows, outro),
  };
}

/** The operator's copy of a booking (English), reply-to the customer; with its console link when `siteUrl` is known. */
export function bookingBusinessMail(data: BookingMailData, addresses: MailAddresses): OutboxMail {
  const l = mailTexts.en.rows;
  const rows: Row[] = [
    ...tripRows(data, 'en'),
    ...pointRows('Pickup', data.pickupCheck),
    ...pointRows('Destination', data.destinationCheck),
    [l.name, data.contactName],
    [l.email, data.contactEmail],
    [l.phone, displayPhone(data.contactPhone)],
    ['Customer language', data.locale],
  ];
  const subject = newBookingSubject(data, 'en');
  const intro: Paragraph[] = [`New booking request ${data.reference}.`];
  if (addresses.siteUrl) {
    intro.push({
      text: 'Open it in the console:',
      url: consoleBookingUrl(addresses.siteUrl, data.reference),
      action: 'Open in the console',
    });
  }
  const outro = [...notesParagraphs(data.notes), 'The price was recomputed and verified by the server.'];
  return {
    from: addresses.from,
    to: addresses.businessEmail,
    replyTo: data.contactEmail,
    subject,
    text: renderText(intro, rows, outro),
    html: renderHtml('en', subject, intro, rows, outro),
  };
}

function manageParagraph(url: string | undefined, text: string, language: Language): Paragraph[] {
  return url && /^https?:\/\//.test(url) ? [{ text, url, action: mailTexts[language].rows.manage }] : [];
}

/**
 * The customer's confirmation that their request is in, in the language of the page they booked on
 * (English for a language the site no longer speaks).
 */
export function bookingCustomerMail(data: BookingMailData, addresses: MailAddresses): OutboxMail {
  const language = localeOf(data.locale);
  const t = mailTexts[language];
  const rows = tripRows(data, language);
  const subject = t.received.subject({ ref: data.reference });
  const intro: Paragraph[] = [
    greeting(data.contactName, language),
    t.received.thanks({ company: COMPANY }),
    t.received.quoteReference({ ref: data.reference }),
  ];
  const outro: Paragraph[] = [
    ...manageParagraph(data.manageUrl, t.received.manage, language),
    ...returnManageParagraph(data.returnLeg?.manageUrl ?? '', language),
    t.received.terms,
    t.letter.regards({ company: COMPANY }),
  ];
  return {
    from: addresses.from,
    to: data.contactEmail,
    replyTo: addresses.businessEmail,
    subject,
    text: renderText(intro, rows, outro),
    html: renderHtml(language, subject, intro, rows, outro),
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
    ['Phone', data.phone ? displayPhone(data.phone) : '-'],
  ];
  const intro = [`New message from the contact form (${data.reference}).`];
  // Quoted line by line, so no line the sender typed can pass for one of this mail's own fields.
  const outro: Paragraph[] = ['Message, as typed by the sender:', { quote: data.message }];
  return {
    from: addresses.from,
    to: addresses.businessEmail,
    replyTo: data.email,
    subject,
    text: renderText(intro, rows, outro),
    html: renderHtml('en', subject, intro, rows, outro),
  };
}
