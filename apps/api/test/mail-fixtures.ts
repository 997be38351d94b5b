import type { Locale } from '@spt/contracts';
import { MANAGE_ROUTE } from '@spt/i18n-content';
import { LANGUAGES } from '@spt/i18n-content/languages';
import { mailTexts } from '@spt/i18n-content/mail';
import {
  type BookingMailData,
  type BookingStatusMailData,
  type MailAddresses,
  OperatorSecurityMailDataSchema,
  type OutboxPayload,
} from '../src/mail/templates.js';

/**
 * One outbox payload of every kind of mail the API sends, in every language, with the longest
 * values a real booking carries (a manage link with its 43-character token, long place names, a
 * company's name, typed notes with an unbroken string), for the layout tests.
 */
export interface MailSample {
  name: string;
  payload: OutboxPayload;
  /** The button the reader must see (its visible label), when the mail has one. */
  button?: string;
}

export const SAMPLE_ADDRESSES: MailAddresses = {
  from: 'Schiphol Premium Taxi <no-reply@schipholpremiumtaxi.nl>',
  businessEmail: 'ops@schipholpremiumtaxi.nl',
  siteUrl: 'https://www.schipholpremiumtaxi.nl',
};

const TOKEN = 'Qm9va2luZy10b2tlbi13aXRoLTEyOC1iaXRzLW9mLWVudHJvcHk';
export const manageUrl = (locale: Locale, token = TOKEN) =>
  `${SAMPLE_ADDRESSES.siteUrl}${MANAGE_ROUTE[locale]}#t=${token}`;

/** The manage button's words in each language, from its mail texts. */
const MANAGE_LABELS: Record<Locale, string> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, mailTexts[lang].rows.manage]),
) as Record<Locale, string>;

/** A customer's booking: a return transfer from Schiphol with extras, a passenger and notes. */
export function bookingSample(
  locale: BookingMailData['locale'],
  overrides: Partial<BookingMailData> = {},
): BookingMailData {
  return {
    reference: 'SPT-7K3M9Q',
    locale,
    pickup: 'Amsterdam Airport Schiphol (AMS), Haarlemmermeer, Noord-Holland',
    pickupDetail: 'Terminal 3',
    destination: 'Maastricht Aachen Airport, Beek, Limburg',
    destinationDetail: 'Hotel Derlon, Onze Lieve Vrouweplein 6, receptie',
    date: '2026-12-04',
    time: '14:30',
    flightNumber: 'KL1234',
    passengers: 3,
    luggage: 4,
    contactName: 'Familie van Oldenbarnevelt-Hooijdonk',
    contactEmail: 'familie.vanoldenbarnevelt-hooijdonk@example-mailprovider.nl',
    contactPhone: '+31612345678',
    vehicleName: 'Mercedes-Benz V-Class',
    vehicleType: 'van',
    distanceKm: 210.4,
    durationText: '2h 11min',
    durationMinutes: 131,
    utcOffset: '+01:00',
    ambiguousTime: false,
    manageUrl: manageUrl(locale),
    pickupCheck: {
      lat: 52.3105,
      lon: 4.7683,
      nearestName: 'Amsterdam Airport Schiphol',
      nearestKm: 0.4,
      typedMatches: true,
    },
    destinationCheck: { lat: 50.9157, lon: 5.7701, nearestName: 'Beek', nearestKm: 1.2, typedMatches: false },
    finalPriceCents: 61974,
    isMinimumApplied: false,
    product: 'transfer',
    extras: { childSeats: 1, boosterSeats: 1, nameSign: 'Familie van Oldenbarnevelt-Hooijdonk' },
    notes: `Wheelchair in the boot, please.\nOur booking at https://hotel.example/reservations/${'x'.repeat(70)}`,
    passenger: { name: 'Kenji Tanaka', phone: '+819012345678' },
    meetAtArrivals: true,
    returnLeg: {
      reference: 'SPT-8L4N2R',
      date: '2026-12-11',
      time: '18:00',
      flightNumber: 'KL1235',
      manageUrl: manageUrl(locale, `${TOKEN}R`),
      finalPriceCents: 61974,
      meetAtArrivals: false,
    },
    totalPriceCents: 123948,
    ...overrides,
  };
}

/** A customer's ride, for the status mails. */
export function statusSample(
  locale: BookingStatusMailData['locale'],
  overrides: Partial<BookingStatusMailData> = {},
): BookingStatusMailData {
  return {
    reference: 'SPT-7K3M9Q',
    locale,
    status: 'confirmed',
    contactName: 'Bakker Internationale Transport en Logistiek B.V.',
    contactEmail: 'planning@bakker-logistiek.example',
    pickup: 'Amsterdam Airport Schiphol (AMS), Haarlemmermeer',
    destination: 'Maastricht, Limburg',
    pickupDetail: 'Vertrekhal 2, deur 14',
    destinationDetail: null,
    date: '2026-12-04',
    time: '14:30',
    pickupAt: '2026-12-04T13:30:00.000Z',
    utcOffset: '+01:00',
    ambiguousTime: false,
    durationMinutes: 131,
    vehicleName: 'Mercedes-Benz V-Class',
    passengers: 3,
    luggage: 2,
    finalPriceCents: 61974,
    note: 'Uw chauffeur wacht bij de informatiebalie.\nTot morgen!',
    driver: { name: 'Piet de Vries', phone: '+31611122233' },
    cancelledBy: null,
    manageUrl: manageUrl(locale),
    sequence: 0,
    ...overrides,
  };
}

const STATUS_CASES: Array<{ name: string; data: Partial<BookingStatusMailData> }> = [
  { name: 'confirmed', data: { status: 'confirmed' } },
  { name: 'reminder', data: { status: 'reminder', note: null } },
  { name: 'changed', data: { status: 'changed', rideStatus: 'confirmed', sequence: 1 } },
  { name: 'changed, to confirm again', data: { status: 'changed', rideStatus: 'requested', sequence: 1 } },
  { name: 'declined', data: { status: 'declined', driver: null } },
  { name: 'expired', data: { status: 'expired', driver: null, note: null } },
  { name: 'cancelled by the operator', data: { status: 'cancelled', cancelledBy: 'operator' } },
  { name: 'cancelled by the customer', data: { status: 'cancelled', cancelledBy: 'customer', note: null } },
];

/** Every security event the schema knows, so a new one is laid out in the tests as soon as it exists. */
const SECURITY_EVENTS = OperatorSecurityMailDataSchema.shape.event.options;

const DRIVER_NOTICES = ['link', 'assigned', 'removed', 'changed', 'cancelled'] as const;

/** Every kind of mail, in every language it is sent in. */
export function mailSamples(): MailSample[] {
  const addresses = SAMPLE_ADDRESSES;
  const samples: MailSample[] = [];
  for (const locale of LANGUAGES) {
    samples.push(
      {
        name: `booking.customer ${locale}: return transfer`,
        payload: { template: 'booking.customer', data: bookingSample(locale), addresses },
        button: MANAGE_LABELS[locale],
      },
      {
        name: `booking.customer ${locale}: hourly hire`,
        payload: {
          template: 'booking.customer',
          data: bookingSample(locale, {
            product: 'hourly',
            hours: 2,
            hoursBilled: 3,
            destination: '',
            destinationDetail: undefined,
            returnLeg: undefined,
            totalPriceCents: undefined,
            contactName: 'Ølaf Ström-Ünal',
          }),
          addresses,
        },
        button: MANAGE_LABELS[locale],
      },
      {
        name: `booking.customer ${locale}: tour`,
        payload: {
          template: 'booking.customer',
          data: bookingSample(locale, {
            product: 'tour',
            tour: 'giethoorn',
            returnLeg: undefined,
            totalPriceCents: undefined,
            contactName: 'محمد',
          }),
          addresses,
        },
        button: MANAGE_LABELS[locale],
      },
      {
        name: `booking.business (customer ${locale})`,
        payload: { template: 'booking.business', data: bookingSample(locale), addresses },
        button: 'Open in the console',
      },
      ...STATUS_CASES.map(
        (status): MailSample => ({
          name: `booking.status ${locale}: ${status.name}`,
          payload: { template: 'booking.status', data: statusSample(locale, status.data), addresses },
          button: MANAGE_LABELS[locale],
        }),
      ),
      ...DRIVER_NOTICES.map(
        (notice): MailSample => ({
          name: `driver.notice ${locale}: ${notice}`,
          payload: {
            template: 'driver.notice',
            data: {
              notice,
              driverName: 'Piet de Vries',
              email: 'piet@example.com',
              language: locale,
              url:
                notice === 'link' ? `${addresses.siteUrl}/driver#t=${TOKEN}` : `${addresses.siteUrl}/driver`,
              ride:
                notice === 'link'
                  ? null
                  : {
                      reference: 'SPT-7K3M9Q',
                      date: '2026-12-04',
                      time: '14:30',
                      pickup: 'Amsterdam Airport Schiphol (AMS), Haarlemmermeer',
                      destination: 'Maastricht Aachen Airport, Beek',
                    },
            },
            addresses,
          },
          // In the driver's own language, as their page is.
          button: mailTexts[locale].driverNotice.open,
        }),
      ),
    );
  }
  samples.push(
    {
      name: 'contact.business',
      payload: {
        template: 'contact.business',
        data: {
          reference: 'MSG-4F7H2K',
          name: 'Eva de Vries',
          email: 'eva.de.vries@example.com',
          phone: '+31612345678',
          message: `Subject: Feedback\n\nThank you for the ride! See ${'https://example.com/'.padEnd(120, 'y')}`,
        },
        addresses,
      },
    },
    {
      name: 'operator.invite',
      payload: {
        template: 'operator.invite',
        data: {
          email: 'new.dispatcher@schipholpremiumtaxi.nl',
          inviteUrl: `${addresses.siteUrl}/console/invite#${TOKEN}`,
          invitedBy: 'owner@schipholpremiumtaxi.nl',
          expiresAt: '2026-12-04T13:30:00.000Z',
          role: 'dispatcher',
        },
        addresses,
      },
      button: 'Create your account',
    },
    {
      name: 'operator.reset',
      payload: {
        template: 'operator.reset',
        data: {
          email: 'owner@schipholpremiumtaxi.nl',
          resetUrl: `${addresses.siteUrl}/console/reset#${TOKEN}`,
          expiresAt: '2026-12-04T13:30:00.000Z',
        },
        addresses,
      },
      button: 'Choose a new password',
    },
    ...SECURITY_EVENTS.map(
      (event): MailSample => ({
        name: `operator.security: ${event}`,
        payload: {
          template: 'operator.security',
          data: {
            email: 'owner@schipholpremiumtaxi.nl',
            event,
            at: '2026-12-04T13:30:00.000Z',
            actor: 'other.owner@schipholpremiumtaxi.nl',
            failures: 10,
            subject: 'new.dispatcher@schipholpremiumtaxi.nl',
            device: 'Safari · iPhone',
            role: 'dispatcher',
          },
          addresses,
        },
      }),
    ),
    ...(['cancelled', 'changed', 'unanswered'] as const).map(
      (notice): MailSample => ({
        name: `booking.cancelled.business: ${notice}`,
        payload: {
          template: 'booking.cancelled.business',
          data: {
            notice,
            reference: 'SPT-7K3M9Q',
            date: '2026-12-04',
            time: '14:30',
            pickup: 'Amsterdam Airport Schiphol (AMS), Haarlemmermeer',
            destination: 'Maastricht, Limburg',
            contactName: 'Eva de Vries',
            contactPhone: '+31612345678',
            previousStatus: 'confirmed',
            status: 'requested',
            conflicts: notice === 'changed' ? ['SPT-2B3C4D', 'SPT-5E6F7G'] : [],
          },
          addresses,
        },
        button: 'Open in the console',
      }),
    ),
  );
  return samples;
}
