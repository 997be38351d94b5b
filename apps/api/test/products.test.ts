import { business } from '@spt/business';
import { mailTexts } from '@spt/i18n-content/mail';
import { findTour, isTourInSeason } from '@spt/pricing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { bookings, operators, outbox } from '../src/db/schema.js';
import { REFERENCE_PATTERN } from '../src/lib/reference.js';
import { createSession } from '../src/services/operators.js';
import {
  amsterdamDate,
  buildTestApp,
  countRows,
  openTestDatabase,
  productBooking,
  resetDatabase,
  SCHIPHOL,
  sentForm,
  validBooking,
} from './helpers.js';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildTestApp(database));
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => resetDatabase(database.db));

const AMSTERDAM = { lat: 52.3676, lon: 4.9041 };
const UTRECHT = { lat: 52.0907, lon: 5.1214 };

let ip = 0;
const post = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/booking',
    payload: payload as object,
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
const quote = (query: string) => app.inject({ method: 'GET', url: `/api/quote?${query}` });

/** The rendered mails of the outbox, by template. */
async function mails() {
  const rows = await database.db.select().from(outbox);
  return rows.map((row) => ({ kind: row.kind, reference: row.reference, ...sentForm(row.mail) }));
}

/** The first date from `amsterdamDate(2)` on that is (or is not) in the tour's season. */
function dateWhere(inSeason: boolean, slug: string): string {
  const tour = findTour(slug, business.products.tours);
  for (let days = 2; days < 500; days++) {
    const date = amsterdamDate(days);
    if (isTourInSeason(tour, date) === inSeason) return date;
  }
  throw new Error('no such date');
}

describe('GET /api/quote with a product', () => {
  it('tours: the price per person times the group, cars too small for six marked', async () => {
    const res = await quote('product=tour&tour=giethoorn&passengers=6');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ product: 'tour', tour: 'giethoorn', durationMinutes: 600 });
    expect(body.prices.find((p: { vehicleId: number }) => p.vehicleId === 3)).toMatchObject({
      finalPrice: 1080,
      available: true,
    });
    expect(body.prices[0]).toMatchObject({ available: false, reason: 'seats', finalPrice: 1080 });
    const bruges = (await quote('product=tour&tour=bruges&passengers=4')).json();
    expect(bruges.prices[2].finalPrice).toBe(880);
  });

  it('hourly: the rate times the hours, at least the minimum; the destination is optional', async () => {
    const four = (await quote(`product=hourly&hours=4&pickup=${SCHIPHOL.lat},${SCHIPHOL.lon}`)).json();
    expect(four.distance).toBeNull();
    expect(four.prices[0]).toMatchObject({
      hourlyRate: 65,
      hours: 4,
      finalPrice: 260,
      isMinimumApplied: false,
    });
    const two = (await quote(`product=hourly&hours=2&pickup=${SCHIPHOL.lat},${SCHIPHOL.lon}`)).json();
    expect(two.prices[0]).toMatchObject({ hours: 3, finalPrice: 195, isMinimumApplied: true });
  });

  it('return trips: two rides; groups of 15 only in the minibuses; the plain quote is unchanged', async () => {
    const route = `pickup=${SCHIPHOL.lat},${SCHIPHOL.lon}&destination=${AMSTERDAM.lat},${AMSTERDAM.lon}`;
    const plain = (await quote(route)).json();
    expect(plain.prices[0].available).toBeUndefined();
    const back = (await quote(`${route}&returnTrip=1`)).json();
    expect(back.prices[0].finalPrice).toBeCloseTo(plain.prices[0].finalPrice * 2, 2);
    expect(back.prices[0].returnPrice).toBe(plain.prices[0].finalPrice);
    const group = (await quote(`${route}&passengers=15`)).json();
    expect(group.prices.map((p: { available: boolean }) => p.available)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('400 for a product without what it needs or outside its rules', async () => {
    for (const query of [
      'product=tour',
      'product=tour&tour=paris&passengers=2',
      'product=tour&tour=bruges&passengers=9',
      'product=hourly&hours=13&pickup=52.3,4.7',
      'product=hourly&pickup=52.3,4.7',
      'product=taxi&pickup=52.3,4.7&destination=52.1,5.1',
    ]) {
      const res = await quote(query);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/booking of each product', () => {
  it('a Giethoorn tour for six: 201, stored as a tour of 10 hours at €1,080', async () => {
    const res = await post(
      productBooking({
        product: 'tour',
        tour: 'giethoorn',
        passengers: 6,
        destination: 'Giethoorn, Steenwijkerland, Overijssel, Nederland',
        coordinates: { pickup: SCHIPHOL, destination: { lat: 52.7398, lon: 6.0776 } },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pricing.final).toBe(1080);
    const [row] = await database.db.select().from(bookings);
    expect(row).toMatchObject({
      product: 'tour',
      tour: 'giethoorn',
      durationMinutes: 600,
      finalPriceCents: 108000,
    });
    const customer = (await mails()).find((m) => m.kind === 'booking.customer');
    expect(customer?.text).toContain('Giethoorn Day Tour');
    expect(customer?.text).toContain('€1,080.00');
  });

  it('a tour goes to its own place, whatever destination the client sends', async () => {
    const res = await post(
      productBooking({
        product: 'tour',
        tour: 'marken',
        locale: 'nl',
        destination: 'Brugge, West-Vlaanderen, België',
        destinationDetail: 'Markt 1',
        coordinates: { pickup: SCHIPHOL, destination: { lat: 51.2093, lon: 3.2247 } },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await database.db.select().from(bookings);
    expect(row).toMatchObject({ destination: 'Marken', destinationDetail: null, destinationLat: 52.4586 });
    const {
      destination: _d,
      coordinates,
      ...noPlace
    } = productBooking({ product: 'tour', tour: 'volendam' });
    const without = await post({ ...noPlace, coordinates: { pickup: coordinates.pickup } });
    expect(without.statusCode, without.body).toBe(201);
  });

  it('422 for a tampered total, with the server’s quote', async () => {
    const body = productBooking({ product: 'tour', tour: 'bruges', passengers: 4 });
    const res = await post({ ...body, pricing: { ...body.pricing, final: 446.46 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'fareMismatch',
      expected: { final: 880 },
      quote: { product: 'tour' },
    });
    expect((await countRows(database.db)).bookings).toBe(0);
  });

  it('Keukenhof: 400 outside its season with a clear text, 201 in it', async () => {
    const off = await post(
      productBooking({ product: 'tour', tour: 'keukenhof', date: dateWhere(false, 'keukenhof') }),
    );
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({
      code: 'outOfSeason',
      error: 'This tour does not run on the chosen date',
    });
    const on = await post(
      productBooking({ product: 'tour', tour: 'keukenhof', date: dateWhere(true, 'keukenhof') }),
    );
    expect(on.statusCode, on.body).toBe(201);
  });

  it('a group of 15: 422 in the V 250, 201 in the Sprinter', async () => {
    const small = await post(productBooking({ product: 'transfer', passengers: 15 }, 3));
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ code: 'vehicleCapacity', maxPassengers: 8 });
    const big = await post(productBooking({ product: 'transfer', passengers: 15 }, 5));
    expect(big.statusCode, big.body).toBe(201);
    const [row] = await database.db.select().from(bookings);
    expect(row).toMatchObject({ passengers: 15, vehicleId: 5 });
  });

  it('4 hours of hire without a destination: 201, "as directed" in the mails', async () => {
    const { destination: _d, ...body } = productBooking({
      product: 'hourly',
      hours: 4,
      coordinates: { pickup: AMSTERDAM },
    });
    const res = await post({ ...body, destination: undefined });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pricing.final).toBe(340);
    const [row] = await database.db.select().from(bookings);
    expect(row).toMatchObject({ product: 'hourly', hours: 4, durationMinutes: 240, destination: '' });
    const customer = (await mails()).find((m) => m.kind === 'booking.customer');
    expect(customer?.text).toContain('Chauffeur by the hour');
    expect(customer?.text).toContain('As directed');
    // The hours are said once, in their own row; no second "Duration" row repeats them.
    expect(customer?.text).toMatch(/Hours:\s+4 hours/);
    expect(customer?.text).not.toMatch(/^Duration:/m);
  });

  it('a return trip: two linked bookings, one customer mail with both rides; each leg cancels on its own', async () => {
    const body = productBooking({
      product: 'transfer',
      returnTrip: { date: amsterdamDate(5), time: '18:00', flightNumber: 'KL 1001' },
      extras: { childSeats: 1, nameSign: 'Mr Tanaka' },
      destination: 'Amsterdam, Noord-Holland, Nederland',
      coordinates: { pickup: SCHIPHOL, destination: AMSTERDAM },
    });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const { reference, returnReference } = res.json();
    expect(returnReference).toMatch(REFERENCE_PATTERN);
    const rows = await database.db.select().from(bookings);
    const outbound = rows.find((r) => r.reference === reference);
    const back = rows.find((r) => r.reference === returnReference);
    expect(outbound).toMatchObject({
      returnReference,
      returnOf: null,
      pickup: body.pickup,
      extras: { childSeats: 1, nameSign: 'Mr Tanaka' },
    });
    expect(back).toMatchObject({
      returnOf: reference,
      returnReference: null,
      pickup: body.destination,
      pickupTime: '18:00',
      flightNumber: 'KL 1001',
    });
    expect((outbound?.finalPriceCents ?? 0) + (back?.finalPriceCents ?? 0)).toBe(
      Math.round(body.pricing.final * 100),
    );

    const sent = await mails();
    expect(sent.map((m) => m.kind).sort()).toEqual(['booking.business', 'booking.customer']);
    const customer = sent.find((m) => m.kind === 'booking.customer');
    expect(customer?.text).toContain(reference);
    expect(customer?.text).toContain(returnReference);
    expect(customer?.text).toContain('Return transfer');
    expect(customer?.text).toContain('Mr Tanaka');
    const tokens = [...(customer?.text ?? '').matchAll(/manage-booking#t=([\w-]{43})/g)].map((m) => m[1]);
    expect(tokens).toHaveLength(2);

    const cancel = await app.inject({
      method: 'POST',
      url: '/api/manage/cancel',
      payload: { token: tokens[1] },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await database.db.select().from(bookings);
    expect(after.find((r) => r.reference === returnReference)?.status).toBe('cancelled');
    expect(after.find((r) => r.reference === reference)?.status).toBe('requested');
  });

  it('400 for a way back before the outbound ride has arrived', async () => {
    const res = await post(
      productBooking({ product: 'transfer', returnTrip: { date: amsterdamDate(2), time: '09:45' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'returnBeforeOutbound' });
  });

  it('extras: more seats than passengers is 400; a passenger’s phone is checked and stored in E.164', async () => {
    const seats = await post({
      ...productBooking({ product: 'transfer', passengers: 1 }),
      extras: { childSeats: 1, boosterSeats: 1 },
    });
    expect(seats.statusCode).toBe(400);
    expect(seats.json()).toMatchObject({ code: 'tooManySeats' });
    const badPhone = await post(
      productBooking({ product: 'transfer', passenger: { name: 'Kenji Tanaka', phone: '123' } }),
    );
    expect(badPhone.statusCode).toBe(400);
    const ok = await post(
      productBooking({
        product: 'transfer',
        passenger: { name: 'Kenji Tanaka', phone: '+81 90 1234 5678' },
        notes: 'Wheelchair in the boot\nPlease call on arrival',
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await database.db.select().from(bookings);
    expect(row).toMatchObject({
      passengerName: 'Kenji Tanaka',
      passengerPhone: '+819012345678',
      notes: 'Wheelchair in the boot\nPlease call on arrival',
    });
    const sent = await mails();
    const business = sent.find((m) => m.kind === 'booking.business');
    // Stored in E.164, shown to people spaced.
    expect(business?.text).toContain('Kenji Tanaka, +81 90 1234 5678');
    // Typed lines are quoted in the operator's mail: a note can never pass for one of its fields. The
    // customer's mail leaves them out (anyone may book with another's address).
    expect(business?.text).toContain('> Wheelchair in the boot\n> Please call on arrival');
    expect(business?.text).not.toMatch(/^Please call on arrival/m);
    expect(sent.find((m) => m.kind === 'booking.customer')?.text).not.toContain('Wheelchair');
  });

  it('arrivals: a Schiphol pickup with a flight gets the meeting point and 60 free minutes, in Dutch too', async () => {
    const res = await post(validBooking({ locale: 'nl' }));
    expect(res.statusCode).toBe(201);
    const customer = (await mails()).find((m) => m.kind === 'booking.customer');
    expect(customer?.text).toContain(mailTexts.nl.product.meetingPlace);
    expect(customer?.text).toContain('60 minuten na de landing van uw vlucht');
    const [row] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, res.json().reference));
    expect(row?.meetAtArrivals).toBe(true);

    await resetDatabase(database.db);
    const city = await post(
      validBooking({
        coordinates: { pickup: UTRECHT, destination: { lat: 50.8514, lon: 5.691 } },
        pickup: 'Utrecht',
      }),
    );
    expect(city.statusCode, city.body).toBe(201);
    const cityMail = (await mails()).find((m) => m.kind === 'booking.customer');
    expect(cityMail?.text).not.toContain(mailTexts.en.product.meetingPlace);
  });

  it('flight numbers: an airline code and number, "None" or empty; anything else is 400', async () => {
    for (const flightNumber of ['KL1234', 'kl 1234', 'U2 123', 'None', '']) {
      expect((await post(validBooking({ flightNumber }))).statusCode, flightNumber).toBe(201);
    }
    for (const flightNumber of ['tomorrow', 'KL', '1234', 'KL12345']) {
      const res = await post(validBooking({ flightNumber }));
      expect(res.statusCode, flightNumber).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ path: 'flightNumber' });
    }
  });
});

describe('every view of a booking shows its product, legs and extras', () => {
  it('the manage page, the console list and detail, and the CSV', async () => {
    const body = productBooking({
      product: 'transfer',
      returnTrip: { date: amsterdamDate(5), time: '18:00' },
      extras: { childSeats: 1, boosterSeats: 0, nameSign: 'Mr Tanaka' },
      notes: 'Two surfboards',
      passenger: { name: 'Kenji Tanaka', phone: '+81 90 1234 5678' },
      destination: 'Amsterdam, Noord-Holland, Nederland',
      coordinates: { pickup: SCHIPHOL, destination: AMSTERDAM },
    });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const { reference, returnReference } = res.json();

    const customer = (await mails()).find((m) => m.kind === 'booking.customer');
    const [token] = [...(customer?.text ?? '').matchAll(/manage-booking#t=([\w-]{43})/g)].map((m) => m[1]);
    const lookup = await app.inject({ method: 'POST', url: '/api/manage/lookup', payload: { token } });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({
      reference,
      product: 'transfer',
      returnReference,
      returnOf: null,
      extras: { childSeats: 1, boosterSeats: 0, nameSign: 'Mr Tanaka' },
      notes: 'Two surfboards',
      passenger: { name: 'Kenji Tanaka', phone: '+819012345678' },
      meetAtArrivals: true,
    });

    const [operator] = await database.db
      .insert(operators)
      .values({ email: 'products-op@example.com', passwordHash: 'unused' })
      .returning({ id: operators.id });
    const session = await createSession(database.db, operator?.id ?? 0);
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { cookie: `spt_console=${session.token}` } });
    const list = (await get('/api/console/bookings')).json();
    expect(list.items.map((item: { reference: string }) => item.reference).sort()).toEqual(
      [reference, returnReference].sort(),
    );
    const back = list.items.find((item: { reference: string }) => item.reference === returnReference);
    expect(back).toMatchObject({ product: 'transfer', returnOf: reference, returnReference: null });
    const detail = (await get(`/api/console/bookings/${returnReference}`)).json();
    expect(detail.booking).toMatchObject({
      returnOf: reference,
      extras: { nameSign: 'Mr Tanaka' },
      passenger: { name: 'Kenji Tanaka' },
      notes: 'Two surfboards',
      meetAtArrivals: false,
    });
    const csv = (await get('/api/console/bookings.csv?from=2000-01-01&to=2100-12-31')).body;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('"Product";"Hours";"Tour";"Return of";"Return ride";"Child seats"');
    expect(rows.find((row) => row.startsWith(`"${returnReference}"`))).toContain(`"${reference}"`);
    expect(csv).toContain('"Mr Tanaka"');
  });

  it("the CSV names a tour and its product in the console's language, and by id without one", async () => {
    const res = await post(productBooking({ product: 'tour', tour: 'bruges', passengers: 4 }));
    expect(res.statusCode, res.body).toBe(201);
    const [operator] = await database.db
      .insert(operators)
      .values({ email: 'csv-op@example.com', passwordHash: 'unused' })
      .returning({ id: operators.id });
    const session = await createSession(database.db, operator?.id ?? 0);
    const cells = async (query: string) => {
      const csv = (
        await app.inject({
          url: `/api/console/bookings.csv?from=2000-01-01&to=2100-12-31${query}`,
          headers: { cookie: `spt_console=${session.token}` },
        })
      ).body;
      const [header = '', row = ''] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const columns = header.split(';');
      return (name: string) => row.split(';')[columns.indexOf(`"${name}"`)];
    };
    const dutch = await cells('&lang=nl');
    expect([dutch('Status'), dutch('Product'), dutch('Tour')]).toEqual([
      '"Aangevraagd"',
      '"Tour"',
      '"Brugge"',
    ]);
    const english = await cells('&lang=en');
    expect([english('Status'), english('Product'), english('Tour')]).toEqual([
      '"Requested"',
      '"Tour"',
      '"Bruges"',
    ]);
    const plain = await cells('');
    expect([plain('Status'), plain('Product'), plain('Tour')]).toEqual(['"requested"', '"tour"', '"bruges"']);
  });
});

describe('the calendar file of each product', () => {
  it('a tour lasts its longest length, hire its hours; each ride of a return trip is its own event', async () => {
    const tokens = async (reference: string) => {
      const customer = (await mails()).find(
        (m) => m.kind === 'booking.customer' && m.reference === reference,
      );
      return [...(customer?.text ?? '').matchAll(/manage-booking#t=([\w-]{43})/g)].map((m) => m[1] ?? '');
    };
    const minutesOf = async (token: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/manage/calendar', payload: { token } });
      expect(res.statusCode).toBe(200);
      const vevent = ICAL.Component.fromString(res.body).getFirstSubcomponent('vevent');
      if (!vevent) throw new Error('no VEVENT');
      const event = new ICAL.Event(vevent);
      return { minutes: event.duration.toSeconds() / 60, summary: event.summary };
    };
    const tour = (await post(productBooking({ product: 'tour', tour: 'volendam', passengers: 3 }))).json();
    const [tourToken] = await tokens(tour.reference);
    expect((await minutesOf(tourToken ?? '')).minutes).toBe(5 * 60);

    const { destination: _d, ...hire } = productBooking({
      product: 'hourly',
      hours: 6,
      coordinates: { pickup: AMSTERDAM },
    });
    const hired = (await post({ ...hire, destination: undefined })).json();
    const [hireToken] = await tokens(hired.reference);
    const hireEvent = await minutesOf(hireToken ?? '');
    expect(hireEvent.minutes).toBe(6 * 60);
    expect(hireEvent.summary).toContain('As directed');

    const back = (
      await post(
        productBooking({ product: 'transfer', returnTrip: { date: amsterdamDate(6), time: '08:00' } }),
      )
    ).json();
    const legTokens = await tokens(back.reference);
    expect(legTokens).toHaveLength(2);
    const [outboundIcs, returnIcs] = await Promise.all(
      legTokens.map((token) =>
        app.inject({ method: 'POST', url: '/api/manage/calendar', payload: { token } }).then((r) => r.body),
      ),
    );
    expect(outboundIcs).toContain(back.reference);
    expect(returnIcs).toContain(back.returnReference);
  });
});
