import { describe, expect, it } from 'vitest';
import { BookingRequestSchema, localeOf } from './booking-request.js';
import { ContactRequestSchema } from './contact-request.js';
import { contactMessageText } from './limits.js';

const booking = {
  pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
  destination: 'Maastricht, Limburg, Nederland',
  flightNumber: 'None',
  date: '2026-12-24',
  time: '09:30',
  passengers: '2',
  luggage: 2,
  contactName: 'Jan Jansen',
  contactEmail: 'jan@example.com',
  contactPhone: '+31 6 12345678',
  distance: 174.3,
  duration: '2h 11min',
  selectedVehicle: { id: 3, name: 'V 250 D Avantgarde', type: 'Minivan' },
  pricing: {
    base: 40,
    distance: 488.04,
    time: 91.7,
    subtotal: 619.74,
    final: 619.74,
    isMinimumApplied: false,
  },
  coordinates: { pickup: { lat: 52.3105, lon: 4.7683 }, destination: { lat: 50.8514, lon: 5.691 } },
  source: 'website',
  website: '',
};

describe('BookingRequestSchema', () => {
  it('accepts the DESIGN payload and coerces numeric strings', () => {
    const parsed = BookingRequestSchema.parse(booking);
    expect(parsed.passengers).toBe(2);
    expect(parsed.flightNumber).toBe('None');
  });

  it.each([
    ['passengers', 0],
    ['passengers', 21],
    ['passengers', '2.5'],
    ['passengers', true],
    ['luggage', 11],
    ['luggage', ''],
    ['contactEmail', 'not-an-email'],
    ['contactPhone', 'call me'],
    ['pickup', '   '],
    ['flightNumber', 'tomorrow'],
    ['flightNumber', 'KL12345'],
    ['product', 'taxi'],
    ['hours', 4],
    ['tour', 'giethoorn'],
    ['notes', 'x'.repeat(501)],
    ['selectedVehicle', null],
    ['pricing', null],
    ['locale', 'es'],
  ])('rejects %s = %j', (field, value) => {
    const result = BookingRequestSchema.safeParse({ ...booking, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('BookingRequestSchema: products (DESIGN "Products")', () => {
  const parse = (change: Record<string, unknown>) =>
    BookingRequestSchema.safeParse({ ...booking, ...change });
  const paths = (change: Record<string, unknown>) =>
    parse(change).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('accepts each product with what it needs; passengers up to 20; an empty flight number', () => {
    expect(parse({ product: 'tour', tour: 'zaanse-schans' }).success).toBe(true);
    expect(
      parse({
        product: 'hourly',
        hours: '4',
        destination: undefined,
        coordinates: { pickup: booking.coordinates.pickup },
      }).success,
    ).toBe(true);
    const back = parse({ returnTrip: { date: '2026-12-31', time: '18:00', flightNumber: 'KL 1002' } });
    expect(back.success).toBe(true);
    expect(parse({ passengers: 20, flightNumber: '' }).success).toBe(true);
    const full = parse({
      extras: { childSeats: '1', boosterSeats: 0, nameSign: 'Mr Tanaka' },
      notes: 'Wheelchair in the boot\nThank you',
      passenger: { name: 'Kenji Tanaka', phone: '+81 90 1234 5678' },
    });
    expect(full.data?.extras).toEqual({ childSeats: 1, boosterSeats: 0, nameSign: 'Mr Tanaka' });
    expect(full.data?.notes).toBe('Wheelchair in the boot\nThank you');
  });

  it('refuses a product without what it needs, or a choice another product makes', () => {
    expect(paths({ product: 'tour' })).toEqual(['tour']);
    expect(paths({ product: 'hourly' })).toEqual(['hours']);
    expect(paths({ destination: undefined })).toContain('destination');
    expect(
      paths({ product: 'tour', tour: 'bruges', returnTrip: { date: '2026-12-31', time: '18:00' } }),
    ).toEqual(['returnTrip']);
    expect(paths({ extras: { nameSign: 'x'.repeat(61) } })).toEqual(['extras.nameSign']);
    expect(paths({ passenger: { name: 'Kenji', phone: 'call me' } })).toEqual(['passenger.phone']);
  });
});

describe('ContactRequestSchema', () => {
  const contact = {
    name: 'Jan Jansen',
    email: 'jan@example.com',
    phone: '',
    date: '',
    time: '',
    passengers: '',
    pickup: '',
    destination: '',
    flightNumber: '',
    message: contactMessageText('Feedback', 'Great ride!'),
    source: 'website',
  };
  it('accepts the SPEC payload', () => {
    expect(ContactRequestSchema.parse(contact).message).toBe('Subject: Feedback\n\nGreat ride!');
  });
  it('requires name, email and message', () => {
    for (const field of ['name', 'email', 'message']) {
      expect(ContactRequestSchema.safeParse({ ...contact, [field]: '' }).success).toBe(false);
    }
  });
});

describe('localeOf', () => {
  it('keeps a language the site speaks and reads anything else as English', () => {
    expect(localeOf('nl')).toBe('nl');
    expect(localeOf('en')).toBe('en');
    for (const other of ['xx', 'NL', '', null, undefined]) expect(localeOf(other)).toBe('en');
  });
});
