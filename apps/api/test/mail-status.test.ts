import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { company, formatLongDate } from '@spt/i18n-content';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import { createOutboxWorker } from '../src/mail/outbox-worker.js';
import {
  type BookingMailData,
  type BookingStatusMailData,
  bookingBusinessMail,
  type MailAddresses,
  OutboxPayloadSchema,
  renderOutboxPayload,
} from '../src/mail/templates.js';
import {
  freePort,
  openTestDatabase,
  type Received,
  resetDatabase,
  startSmtp,
  TEST_SECRET_KEY,
  tempDir,
} from './helpers.js';

const ADDRESSES: MailAddresses = {
  from: 'Schiphol Premium Taxi <no-reply@test.local>',
  businessEmail: 'ops@test.local',
  siteUrl: 'https://taxi.example',
};

/** An operator's note that tries to pass for fields of the mail, with markup. */
const TRICKY_NOTE = 'Tot morgen!\nReferentie: SPT-FAKE99\nVaste prijs: € 0,00 <b>gratis</b>';

function statusData(overrides: Partial<BookingStatusMailData> = {}): BookingStatusMailData {
  return {
    reference: 'SPT-7K3M9Q',
    locale: 'nl',
    status: 'confirmed',
    contactName: 'Jan de Boer',
    contactEmail: 'jan@example.com',
    pickup: 'Schiphol, Haarlemmermeer',
    destination: 'Maastricht, Limburg',
    date: '2027-07-14',
    time: '08:05',
    pickupAt: '2027-07-14T06:05:00.000Z',
    utcOffset: '+02:00',
    ambiguousTime: false,
    durationMinutes: 131,
    vehicleName: 'Business Van',
    passengers: 3,
    luggage: 2,
    finalPriceCents: 61974,
    note: null,
    driver: null,
    cancelledBy: null,
    manageUrl: null,
    sequence: 0,
    ...overrides,
  };
}

const render = (data: BookingStatusMailData, addresses: MailAddresses = ADDRESSES) =>
  renderOutboxPayload({ template: 'booking.status', data, addresses });

/** The text part's lines that are not quoted. */
const ownLines = (text: string) => text.split('\n').filter((line) => !line.startsWith('> '));

/** The mail's calendar part as ical.js reads it: method, status, sequence and UID. */
function calendarOf(mail: { attachments?: { contentType: string; content: string | Buffer }[] }) {
  const part = mail.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) return null;
  const calendar = ICAL.Component.fromString(String(part.content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  return {
    contentType: part.contentType,
    method: calendar.getFirstPropertyValue('method'),
    status: vevent?.getFirstPropertyValue('status'),
    sequence: vevent?.getFirstPropertyValue('sequence'),
    uid: vevent?.getFirstPropertyValue('uid'),
  };
}

function calendarStart(ics: string): string {
  const vevent = ICAL.Component.fromString(ics).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return new ICAL.Event(vevent).startDate.toJSDate().toISOString();
}

describe('booking.status: confirmed', () => {
  it('Dutch: the driver, the quoted note, the trip and the calendar file', () => {
    const mail = render(
      statusData({ note: TRICKY_NOTE, driver: { name: 'Piet de Vries', phone: '+31611122233' } }),
    );
    expect(mail.to).toBe('jan@example.com');
    expect(mail.replyTo).toBe('ops@test.local');
    expect(mail.subject).toBe('Uw rit SPT-7K3M9Q is bevestigd');
    expect(mail.text).toContain('Beste Jan de Boer,');
    expect(mail.text).toContain('woensdag 14 juli 2027 om 08:05');
    expect(mail.text).toContain(
      'Uw chauffeur is Piet de Vries, op de dag van uw rit bereikbaar op +31 6 11122233.',
    );
    expect(mail.text).toMatch(/^Chauffeur: +Piet de Vries$/m);
    expect(mail.text).toMatch(/^Referentie: +SPT-7K3M9Q$/m);
    expect(mail.text).toMatch(/^Geschatte reistijd: +2 u 11 min$/m);
    expect(mail.text).toContain('booking-SPT-7K3M9Q.ics');
    // The note, line by line quoted: none of its lines is one of the mail's own.
    expect(mail.text).toContain(
      '> Tot morgen!\n> Referentie: SPT-FAKE99\n> Vaste prijs: € 0,00 <b>gratis</b>',
    );
    expect(ownLines(mail.text).join('\n')).not.toContain('SPT-FAKE99');
    expect(mail.html).toContain('Referentie: SPT-FAKE99<br>Vaste prijs: € 0,00 &lt;b&gt;gratis&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>gratis');
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments ?? [];
    expect(ics?.filename).toBe('booking-SPT-7K3M9Q.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar;/);
    expect(calendarStart(String(ics?.content ?? ''))).toBe('2027-07-14T06:05:00.000Z');
    expect(ics?.content).toContain('Chauffeur: Piet de Vries');
  });

  it('English, without driver or note; no calendar file while the pickup instant is unknown', () => {
    const mail = render(statusData({ locale: 'en', pickupAt: null }));
    expect(mail.subject).toBe('Your ride SPT-7K3M9Q is confirmed');
    expect(mail.text).toContain('Dear Jan de Boer,');
    expect(mail.text).toContain(`${formatLongDate('2027-07-14', 'en')} at 08:05`);
    expect(mail.text).not.toContain('driver');
    expect(mail.text).not.toContain('.ics');
    expect(mail.text).not.toContain('> ');
    expect(mail.attachments).toBeUndefined();
  });

  it('shows the UTC offset when the wall time happens twice', () => {
    const mail = render(
      statusData({
        locale: 'en',
        date: '2027-10-31',
        time: '02:30',
        pickupAt: '2027-10-31T00:30:00.000Z',
        ambiguousTime: true,
      }),
    );
    expect(mail.text).toContain(`${formatLongDate('2027-10-31', 'en')} at 02:30 (UTC+02:00)`);
    expect(mail.text).toMatch(/^Date and time: +31\/10\/2027 02:30 \(Amsterdam time, UTC\+02:00\)$/m);
    expect(calendarStart(String(mail.attachments?.[0]?.content ?? ''))).toBe('2027-10-31T00:30:00.000Z');
  });

  it('links to the booking page when there is one', () => {
    const manageUrl = 'https://taxi.example/nl/boeking-beheren#t=abc';
    const mail = render(statusData({ manageUrl }));
    expect(mail.text).toContain(`Uw boeking online bekijken of beheren:\n${manageUrl}`);
    expect(mail.html).toContain(`href="${manageUrl}"`);
    expect(mail.html).toMatch(/<a href="[^"]+"[^>]*>Uw rit beheren<\/a>/);
    expect(render(statusData()).text).not.toContain('boeking-beheren');
  });
});

describe('booking.status: declined and cancelled', () => {
  it('declined (English): the quoted reason, an apology and the number to call', () => {
    const mail = render(
      statusData({ locale: 'en', status: 'declined', note: 'No van free that morning.\nSorry!' }),
    );
    expect(mail.subject).toBe('Your booking request SPT-7K3M9Q could not be accepted');
    expect(mail.text).toContain('The reason:\n> No van free that morning.\n> Sorry!');
    expect(mail.text).toContain('Our apologies');
    expect(mail.text).toContain(company.phone);
    // The declined request leaves the customer's calendar.
    expect(calendarOf(mail)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
  });

  it('declined (Dutch), without a reason', () => {
    const mail = render(statusData({ status: 'declined' }));
    expect(mail.subject).toBe('Uw boekingsaanvraag SPT-7K3M9Q kunnen wij helaas niet aannemen');
    expect(mail.text).toContain('Onze excuses voor het ongemak.');
    expect(mail.text).toContain(`Bel ons gerust op ${company.phone}`);
    expect(mail.text).not.toContain('De reden:');
  });

  it('cancelled by the operator (Dutch): the reason', () => {
    const mail = render(
      statusData({
        status: 'cancelled',
        cancelledBy: 'operator',
        note: 'Wegafsluiting A2; <geen> alternatief',
      }),
    );
    expect(mail.subject).toBe('Uw rit SPT-7K3M9Q is geannuleerd');
    expect(mail.text).toContain(
      'Helaas hebben wij uw rit op woensdag 14 juli 2027 om 08:05 moeten annuleren.',
    );
    expect(mail.text).toContain('De reden:\n> Wegafsluiting A2; <geen> alternatief');
    expect(mail.html).toContain('Wegafsluiting A2; &lt;geen&gt; alternatief');
    expect(calendarOf(mail)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 0 });
  });

  it('cancelled by the customer (English): a confirmation of their cancellation', () => {
    const mail = render(statusData({ locale: 'en', status: 'cancelled', cancelledBy: 'customer' }));
    expect(mail.subject).toBe('Your ride SPT-7K3M9Q has been cancelled, as you asked');
    expect(mail.text).toContain(
      `As you asked, we have cancelled your ride on ${formatLongDate('2027-07-14', 'en')} at 08:05.`,
    );
    expect(mail.text).toContain(
      `Did you not cancel this ride yourself? Please call us straight away on ${company.phone}.`,
    );
  });

  it('a change (Dutch, still confirmed): the new details and the updated event, SEQUENCE raised', () => {
    const mail = render(
      statusData({
        status: 'changed',
        rideStatus: 'confirmed',
        sequence: 2,
        driver: { name: 'Piet', phone: '+31612345678' },
      }),
    );
    expect(mail.subject).toBe('Uw rit SPT-7K3M9Q is gewijzigd');
    expect(mail.text).toContain('Piet');
    expect(calendarOf(mail)).toMatchObject({
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      method: 'PUBLISH',
      status: 'CONFIRMED',
      sequence: 2,
      uid: 'SPT-7K3M9Q@schipholpremiumtaxi',
    });
  });

  it('a change that needs a new confirmation (English): tentative in the calendar', () => {
    const mail = render(
      statusData({ locale: 'en', status: 'changed', rideStatus: 'requested', sequence: 1 }),
    );
    expect(mail.subject).toBe('Your changed ride SPT-7K3M9Q: we will confirm it shortly');
    expect(calendarOf(mail)).toMatchObject({ method: 'PUBLISH', status: 'TENTATIVE', sequence: 1 });
  });

  it('a lapsed request (English and Dutch): told at once, with the number to call, event cancelled', () => {
    const en = render(statusData({ locale: 'en', status: 'expired', sequence: 1 }));
    expect(en.subject).toBe('We could not confirm your booking request SPT-7K3M9Q in time');
    expect(en.text).toContain('Please do not wait for a driver for this ride.');
    expect(en.text).toContain(company.phone);
    expect(calendarOf(en)).toMatchObject({
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      method: 'CANCEL',
      sequence: 1,
    });
    const nl = render(statusData({ status: 'expired' }));
    expect(nl.subject).toBe('Uw boekingsaanvraag SPT-7K3M9Q konden wij niet op tijd bevestigen');
    expect(nl.text).toContain(`Bel ons op ${company.phone}`);
  });

  it('rejects data of another shape', () => {
    expect(() =>
      render({ ...statusData(), status: 'completed' } as unknown as BookingStatusMailData),
    ).toThrow();
    const { manageUrl: _, ...withoutManageUrl } = statusData();
    expect(
      OutboxPayloadSchema.safeParse({
        template: 'booking.status',
        data: withoutManageUrl,
        addresses: ADDRESSES,
      }).success,
    ).toBe(false);
  });
});

describe('operator mails', () => {
  it('invite: to the invitee, the link, once, the expiry in Amsterdam time', () => {
    const mail = renderOutboxPayload({
      template: 'operator.invite',
      data: {
        email: 'new@example.com',
        inviteUrl: 'https://taxi.example/console/invite#tok',
        invitedBy: 'ops@example.com',
        expiresAt: '2027-07-14T10:00:00.000Z',
      },
      addresses: ADDRESSES,
    });
    expect(mail.to).toBe('new@example.com');
    expect(mail.subject).toBe('Your invitation to the Schiphol Premium Taxi console');
    expect(mail.text).toContain('ops@example.com has invited you');
    expect(mail.text).toContain('https://taxi.example/console/invite#tok');
    expect(mail.text).toMatch(
      /The link works once and expires on Wednesday,? 14 July 2027 at 12:00 \(Amsterdam time\)\./,
    );
    expect(mail.html).toMatch(
      /<a href="https:\/\/taxi\.example\/console\/invite#tok"[^>]*>Create your account<\/a>/,
    );
    expect(mail.attachments).toBeUndefined();
  });

  it('reset: the link, once, the expiry in Amsterdam (winter) time', () => {
    const mail = renderOutboxPayload({
      template: 'operator.reset',
      data: {
        email: 'ops@example.com',
        resetUrl: 'https://taxi.example/console/reset#tok',
        expiresAt: '2027-01-14T10:00:00.000Z',
      },
      addresses: { from: ADDRESSES.from, businessEmail: ADDRESSES.businessEmail },
    });
    expect(mail.to).toBe('ops@example.com');
    expect(mail.subject).toBe('Reset your Schiphol Premium Taxi console password');
    expect(mail.text).toContain('https://taxi.example/console/reset#tok');
    expect(mail.text).toMatch(
      /The link works once and expires on Thursday,? 14 January 2027 at 11:00 \(Amsterdam time\)\./,
    );
  });
});

describe('booking.business: the console link', () => {
  const data: BookingMailData = {
    reference: 'SPT-7K3M9Q',
    locale: 'en',
    pickup: 'Schiphol',
    destination: 'Maastricht',
    date: '2027-07-14',
    time: '08:05',
    flightNumber: 'KL1234',
    passengers: 3,
    luggage: 2,
    contactName: 'Jan de Boer',
    contactEmail: 'jan@example.com',
    contactPhone: '+31612345678',
    vehicleName: 'Business Van',
    vehicleType: 'van',
    distanceKm: 210.4,
    durationText: '2h 11min',
    finalPriceCents: 61974,
    isMinimumApplied: false,
  };

  it('links to the booking in the console when the site URL is known', () => {
    const mail = renderOutboxPayload({ template: 'booking.business', data, addresses: ADDRESSES });
    expect(mail.text).toContain('Open it in the console:\nhttps://taxi.example/console/bookings/SPT-7K3M9Q');
    expect(mail.html).toMatch(
      /<a href="https:\/\/taxi\.example\/console\/bookings\/SPT-7K3M9Q"[^>]*>Open in the console<\/a>/,
    );
  });

  it('rows queued before the site URL existed still render, without the link', () => {
    const mail = bookingBusinessMail(data, { from: ADDRESSES.from, businessEmail: ADDRESSES.businessEmail });
    expect(mail.text).toContain('New booking request SPT-7K3M9Q.');
    expect(mail.text).not.toContain('/console/');
  });
});

// The worker end to end: a confirmed mail goes out with its calendar file, as an .eml and over SMTP.

const silentLog = { info() {}, warn() {}, error() {} };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

function worker(emlDir: string, smtpUrl?: string) {
  return createOutboxWorker({
    db: database.db,
    smtpUrl,
    emlDir,
    linkKey: TEST_SECRET_KEY,
    pollMs: 1000,
    retryBaseMs: 50,
    retryMaxMs: 200,
    leaseMs: 60_000,
    batchSize: 10,
    maxAttempts: 15,
    smtpConnectTimeoutMs: 1000,
    smtpSocketTimeoutMs: 2000,
    releaseLeasesOnStart: false,
    log: silentLog,
  });
}

async function queueConfirmed(): Promise<void> {
  await database.db.insert(outbox).values({
    kind: 'booking.status',
    reference: 'SPT-7K3M9Q',
    mail: {
      template: 'booking.status',
      data: statusData({ note: TRICKY_NOTE, driver: { name: 'Piet de Vries', phone: '+31611122233' } }),
      addresses: ADDRESSES,
    },
  });
}

/** The mail's calendar part, read by an independent MIME parser. */
async function calendarPart(raw: string | Buffer) {
  const parsed = await PostalMime.parse(raw, { attachmentEncoding: 'utf8' });
  const calendars = parsed.attachments.filter((a) => a.mimeType === 'text/calendar');
  expect(calendars).toHaveLength(1);
  return { parsed, calendar: calendars[0] };
}

describe('outbox worker: attachments', () => {
  beforeEach(async () => resetDatabase(database.db));

  it('writes a confirmed mail to an .eml file with a text/calendar part that ical.js parses', async () => {
    await queueConfirmed();
    const emlDir = join(tempDir(), 'outbox');
    const w = worker(emlDir);
    try {
      expect(await w.runOnce()).toBe(1);
    } finally {
      await w.stop();
    }
    const files = readdirSync(emlDir);
    expect(files).toHaveLength(1);
    const file = join(emlDir, files[0] ?? '');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file);
    expect(raw.toString('utf8')).toMatch(/^Message-ID: <[0-9a-f]{32}@spt\.outbox>$/m);
    const { parsed, calendar } = await calendarPart(raw);
    expect(parsed.subject).toBe('Uw rit SPT-7K3M9Q is bevestigd');
    expect(parsed.text).toContain('> Referentie: SPT-FAKE99');
    expect(calendar?.filename).toBe('booking-SPT-7K3M9Q.ics');
    expect(calendar?.disposition).toBe('attachment');
    expect(typeof calendar?.content).toBe('string');
    expect(calendarStart(String(calendar?.content))).toBe('2027-07-14T06:05:00.000Z');
  });

  it('sends the same calendar part over SMTP', async () => {
    const received: Received[] = [];
    const port = await freePort();
    const smtp = await startSmtp(port, received);
    await queueConfirmed();
    const w = worker(join(tempDir(), 'outbox'), `smtp://127.0.0.1:${port}`);
    try {
      expect(await w.runOnce()).toBe(1);
    } finally {
      await w.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    const { calendar } = await calendarPart(received[0]?.raw ?? '');
    expect(calendar?.filename).toBe('booking-SPT-7K3M9Q.ics');
    expect(calendarStart(String(calendar?.content))).toBe('2027-07-14T06:05:00.000Z');
  });
});
