import type {
  BookingDetailResponse,
  BookingListItem,
  BookingStatus,
  Company,
  DriverView,
  MailDelivery,
} from '@spt/contracts';

/** A signed-in owner's session (owners see every control of the console). */
export const SESSION = {
  operator: { email: 'ops@example.com', role: 'owner' as const },
  csrfToken: 'csrf-token-123',
  mfaEnrolmentRequired: false,
};
/** A signed-in dispatcher's session: the operators without the owners' controls. */
export const DISPATCHER_SESSION = {
  operator: { email: 'desk@example.com', role: 'dispatcher' as const },
  csrfToken: 'csrf-token-456',
  mfaEnrolmentRequired: false,
};

export function listItem(reference: string, overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    reference,
    status: 'requested',
    pickupDate: '2026-12-24',
    pickupTime: '09:30',
    pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
    destination: 'Maastricht, Limburg, Nederland',
    contactName: 'Jan Jansen',
    contactPhone: '+31612345678',
    contactEmail: 'jan@example.com',
    passengers: 2,
    luggage: 2,
    vehicleId: 3,
    finalPrice: 619.74,
    createdAt: '2026-12-01T10:00:00.000Z',
    isSpam: false,
    unitId: null,
    unitLabel: null,
    driverId: null,
    driverName: null,
    unanswered: false,
    product: 'transfer',
    hours: null,
    tour: null,
    returnOf: null,
    returnReference: null,
    ...overrides,
  };
}

export function detail(reference: string, status: BookingStatus = 'requested'): BookingDetailResponse {
  return {
    booking: {
      ...listItem(reference, { status }),
      pickupDetail: 'Terminal 2, arrivals hall',
      destinationDetail: null,
      extras: null,
      notes: null,
      passenger: null,
      meetAtArrivals: true,
      flightNumber: 'KL1234',
      locale: 'nl',
      vehicleName: 'V 250 D Avantgarde',
      distanceKm: 174.3,
      durationMinutes: 131,
      pricing: {
        base: 40,
        distance: 488.04,
        time: 91.7,
        subtotal: 619.74,
        final: 619.74,
        isMinimumApplied: false,
      },
      pickupAt: '2026-12-24T08:30:00.000Z',
      pickupPoint: {
        lat: 52.3105,
        lon: 4.7683,
        nearestName: 'Amsterdam Airport Schiphol, Haarlemmermeer, Noord-Holland, Netherlands',
        nearestNames: {
          en: 'Amsterdam Airport Schiphol, Haarlemmermeer, Noord-Holland, Netherlands',
          nl: 'Amsterdam Airport Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
        },
        nearestKm: 0.4,
        typedMatches: true,
        mapUrl: 'https://www.openstreetmap.org/?mlat=52.31050&mlon=4.76830#map=16/52.31050/4.76830',
      },
      destinationPoint: {
        lat: 50.8514,
        lon: 5.691,
        nearestName: 'Maastricht, Limburg, Netherlands',
        nearestNames: {
          en: 'Maastricht, Limburg, Netherlands',
          nl: 'Maastricht, Limburg, Nederland',
        },
        nearestKm: 0.2,
        typedMatches: false,
        mapUrl: 'https://www.openstreetmap.org/?mlat=50.85140&mlon=5.69100#map=16/50.85140/5.69100',
      },
      driver: null,
      contactErased: false,
      internalNote: null,
      driverProgress: null,
      driverProgressAt: null,
      priceOverride: null,
      conflictsWith: [],
    },
    events: [
      {
        from: null,
        to: 'requested',
        actor: { type: 'customer' },
        at: '2026-12-01T10:00:00.000Z',
        note: null,
        kind: 'status',
        changes: null,
      },
    ],
    mails: [],
    payments: [],
    invoices: [],
  };
}

export const UNITS = [
  { id: '1-1', vehicleId: 1, label: 'E 350 · G-101-XX' },
  { id: '3-1', vehicleId: 3, label: 'V 250 · V-301-AB' },
  { id: '3-2', vehicleId: 3, label: 'V 250 · V-302-AB' },
];

export function driver(id: number, name: string, overrides: Partial<DriverView> = {}): DriverView {
  return {
    id,
    name,
    phone: '+31687654321',
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    language: 'nl',
    active: true,
    hasLink: false,
    linkExpiresAt: null,
    ...overrides,
  };
}

export const DRIVERS = [
  driver(1, 'Piet de Vries'),
  driver(2, 'Sanne Bakker'),
  driver(3, 'Old Timer', { active: false }),
];

/**
 * Fake answers for the lists a booking's page reads beside the booking: the cars and drivers (its
 * assignment) and the business accounts (who pays).
 */
export function fleetHandlers(drivers: DriverView[] = DRIVERS, companies: Company[] = COMPANIES) {
  return {
    'GET /api/console/units': () => ({ status: 200, body: { units: UNITS } }),
    'GET /api/console/drivers': () => ({ status: 200, body: { drivers } }),
    'GET /api/console/companies': () => ({ status: 200, body: { companies } }),
  };
}

/** A mail of the outbox that the mail server refused for good (override for a sent or waiting one). */
export function mailDelivery(id: number, overrides: Partial<MailDelivery> = {}): MailDelivery {
  return {
    id,
    kind: 'booking.customer',
    reference: 'SPT-7K3M9Q',
    status: 'failed',
    attempts: 1,
    lastError: '550 5.1.1 No such mailbox',
    createdAt: '2026-12-01T09:58:00.000Z',
    sentAt: null,
    failedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A business account (override for another one). */
export function company(id: number, name: string, overrides: Partial<Company> = {}): Company {
  return {
    id,
    name,
    address: 'Keizersgracht 100\n1015 AA Amsterdam\nNederland',
    vatId: 'NL123456789B01',
    invoiceEmail: 'invoices@acme.example',
    paymentTermDays: 30,
    bookingCode: 'ACME-2026',
    active: true,
    createdAt: '2026-10-01T08:00:00.000Z',
    uninvoicedRides: 0,
    ...overrides,
  };
}

/** Acme (3 rides to invoice), Bravo, and Zeta, no longer active. */
export const COMPANIES = [
  company(1, 'Acme BV', { uninvoicedRides: 3 }),
  company(3, 'Zeta Travel', {
    active: false,
    bookingCode: 'ZETA',
    invoiceEmail: 'admin@zeta.example',
    paymentTermDays: 1,
    vatId: '',
  }),
  company(2, 'Bravo Events', {
    bookingCode: 'BRAVO-EV',
    invoiceEmail: 'finance@bravo.example',
    paymentTermDays: 14,
  }),
];
