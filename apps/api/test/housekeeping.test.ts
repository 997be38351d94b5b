import type { BookingStatus } from '@spt/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import {
  bookingEvents,
  bookings,
  contactMessages,
  idempotencyKeys,
  operators,
  outbox,
} from '../src/db/schema.js';
import { runHousekeeping } from '../src/services/housekeeping.js';
import { createSession } from '../src/services/operators.js';
import {
  buildTestApp,
  type DatabaseTarget,
  openTestDatabase,
  postgresTarget,
  resetDatabase,
  sentForm,
  TEST_SECRET_KEY,
  validBooking,
  validContact,
} from './helpers.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2027-06-15T10:00:00Z');
const settings = {
  mailFrom: 'Taxi <no-reply@test.local>',
  businessEmail: 'ops@test.local',
  siteUrl: 'http://localhost:3000',
  secretKey: TEST_SECRET_KEY,
  dataDir: 'memory://',
  contactRetentionDays: 30,
};

const targets: DatabaseTarget[] = [
  { name: 'PGlite', skip: false, open: () => openTestDatabase() },
  postgresTarget('spt_hk_'),
];

for (const target of targets) {
  describe.skipIf(target.skip)(`housekeeping on ${target.name}, with an injected clock`, () => {
    let database: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      database = await target.open();
      ({ app } = await buildTestApp(database));
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await target.cleanup?.();
    });
    beforeEach(async () => resetDatabase(database.db));

    /** A booking with its status and pickup set directly (the API refuses past pickups). */
    async function booking(
      status: BookingStatus,
      pickupAt: Date,
      extra: Partial<typeof bookings.$inferInsert> = {},
    ) {
      const res = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
      const reference: string = res.json().reference;
      await database.db
        .update(bookings)
        .set({ status, pickupAt, ...extra })
        .where(eq(bookings.reference, reference));
      return reference;
    }
    const row = async (reference: string) =>
      (await database.db.select().from(bookings).where(eq(bookings.reference, reference)))[0];
    const run = (now = NOW) => runHousekeeping(database.db, settings, now);

    it('reminds a confirmed booking once, from 24 hours before pickup; none after a cancellation', async () => {
      const tomorrow = await booking('confirmed', new Date(NOW.getTime() + DAY), {
        driver: { name: 'Piet', phone: '+31611122233' },
        locale: 'nl',
      });
      const later = await booking('confirmed', new Date(NOW.getTime() + DAY + 60_000));
      const cancelled = await booking('cancelled', new Date(NOW.getTime() + HOUR));
      const requested = await booking('requested', new Date(NOW.getTime() + HOUR));
      const results = await Promise.all([run(), run()]);
      expect(results.map((r) => r.reminders).sort()).toEqual([0, 1]);
      expect((await run()).reminders).toBe(0);
      const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'booking.reminder'));
      expect(mails.map((m) => m.reference)).toEqual([tomorrow]);
      const rendered = sentForm(mails[0]?.mail);
      expect(rendered.subject).toContain('Herinnering');
      const text = rendered.text;
      expect(text).toContain('Piet');
      expect(text).toMatch(/boeking-beheren#t=[\w-]{43}/);
      for (const other of [later, cancelled, requested])
        expect((await row(other))?.reminderSentAt).toBeNull();
      // The day after, the later one is due too.
      expect((await run(new Date(NOW.getTime() + 60_000))).reminders).toBe(1);
    });

    it('lapses a request still unanswered 2 hours before pickup and tells the customer at once', async () => {
      const soon = await booking('requested', new Date(NOW.getTime() + 2 * HOUR - 60_000), { locale: 'nl' });
      const later = await booking('requested', new Date(NOW.getTime() + 2 * HOUR + 60_000));
      const confirmedSoon = await booking('confirmed', new Date(NOW.getTime() + HOUR));
      await database.db.delete(outbox);
      const results = await Promise.all([run(), run()]);
      expect(results.map((r) => r.expired).sort()).toEqual([0, 1]);
      expect((await row(soon))?.status).toBe('expired');
      expect((await row(later))?.status).toBe('requested');
      expect((await row(confirmedSoon))?.status).toBe('confirmed');
      const events = await database.db.select().from(bookingEvents);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ toStatus: 'expired', actorType: 'system' });
      // One mail to the customer, in their language, that cancels the calendar event.
      const mails = (await database.db.select().from(outbox)).filter((m) => m.kind === 'booking.status');
      expect(mails).toHaveLength(1);
      const mail = sentForm(mails[0]?.mail);
      expect(mail.subject).toBe(`Uw boekingsaanvraag ${soon} konden wij niet op tijd bevestigen`);
      expect(String(mail.attachments?.[0]?.content)).toContain('METHOD:CANCEL');
      expect((await row(soon))?.calendarSequence).toBe(1);
    });

    it('mails the business once about a request unanswered an hour after it came in', async () => {
      const old = await booking('requested', new Date(NOW.getTime() + 3 * DAY), {
        createdAt: new Date(NOW.getTime() - HOUR - 60_000),
      });
      await booking('requested', new Date(NOW.getTime() + 3 * DAY), {
        createdAt: new Date(NOW.getTime() - HOUR + 60_000),
      });
      await booking('confirmed', new Date(NOW.getTime() + 3 * DAY), {
        createdAt: new Date(NOW.getTime() - 2 * HOUR),
      });
      await database.db.delete(outbox);
      const results = await Promise.all([run(), run()]);
      expect(results.map((r) => r.unanswered).sort()).toEqual([0, 1]);
      const mails = await database.db.select().from(outbox);
      expect(mails.map((m) => [m.kind, m.reference])).toEqual([['booking.unanswered.business', old]]);
      const mail = sentForm(mails[0]?.mail);
      expect(mail.to).toBe('ops@test.local');
      expect(mail.subject).toMatch(new RegExp(`^Still unanswered: ${old}, `));
      expect((await run()).unanswered).toBe(0);
    });

    it('deletes contact messages 30 days after they arrive, not a minute earlier', async () => {
      for (const days of [30 * DAY - 60_000, 30 * DAY + 60_000]) {
        await app.inject({ method: 'POST', url: '/api/contact', payload: validContact() });
        await database.db
          .update(contactMessages)
          .set({ createdAt: new Date(NOW.getTime() - days) })
          .where(eq(contactMessages.createdAt, contactMessages.createdAt));
        const before = (await database.db.select().from(contactMessages)).length;
        const deleted = (await run()).contactMessagesDeleted;
        expect(deleted).toBe(days > 30 * DAY ? before : 0);
      }
    });

    it('erases contact data 30 days after the ride ended; keeps the transaction record', async () => {
      const old = await booking('completed', new Date(NOW.getTime() - 40 * DAY), {
        statusChangedAt: new Date(NOW.getTime() - 30 * DAY - 60_000),
        pickupDetail: 'Kleine Houtstraat 12',
        destinationDetail: 'Hotel Derlon',
      });
      const recent = await booking('cancelled', new Date(NOW.getTime() - 40 * DAY), {
        statusChangedAt: new Date(NOW.getTime() - 30 * DAY + 60_000),
      });
      const open = await booking('confirmed', new Date(NOW.getTime() + DAY), {
        statusChangedAt: new Date(NOW.getTime() - 90 * DAY),
      });
      const results = await Promise.all([run(), run()]);
      expect(results.map((r) => r.bookingsErased).sort()).toEqual([0, 1]);
      const erased = await row(old);
      expect(erased).toMatchObject({
        contactName: null,
        contactEmail: null,
        contactPhone: null,
        flightNumber: '',
        // An address line can be a home address: personal data, erased with the contact details.
        pickupDetail: null,
        destinationDetail: null,
      });
      expect(erased?.contactErasedAt).toEqual(NOW);
      expect(erased).toMatchObject({
        pickup: expect.any(String),
        finalPriceCents: 61974,
        status: 'completed',
      });
      // The console shows an erased booking as erased, never as an error.
      const [operator] = await database.db
        .insert(operators)
        .values({ email: 'ops@example.com', passwordHash: 'unused' })
        .returning({ id: operators.id });
      const session = await createSession(database.db, operator?.id ?? 0);
      const detail = await app.inject({
        url: `/api/console/bookings/${old}`,
        headers: { cookie: `spt_console=${session.token}` },
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().booking).toMatchObject({
        contactErased: true,
        contactName: null,
        contactEmail: null,
      });
      expect((await row(recent))?.contactName).toBe('Jan Jansen');
      expect((await row(open))?.contactName).toBe('Jan Jansen');
    });

    it('deletes transaction records older than 7 years and sent mail older than 30 days', async () => {
      const ancient = await booking('completed', new Date(NOW.getTime() - 8 * 365 * DAY));
      const kept = await booking('completed', new Date(NOW.getTime() - 6 * 365 * DAY));
      const sevenYears = new Date(NOW);
      sevenYears.setUTCFullYear(2020);
      await database.db
        .update(bookings)
        .set({ createdAt: new Date(sevenYears.getTime() - DAY) })
        .where(eq(bookings.reference, ancient));
      await database.db
        .update(bookings)
        .set({ createdAt: new Date(sevenYears.getTime() + DAY) })
        .where(eq(bookings.reference, kept));
      const mails = await database.db.select({ id: outbox.id }).from(outbox);
      await database.db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(NOW.getTime() - 31 * DAY) })
        .where(eq(outbox.id, mails[0]?.id ?? 0));
      await database.db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(NOW.getTime() - 29 * DAY) })
        .where(eq(outbox.id, mails[1]?.id ?? 0));
      const result = await run();
      expect(result.bookingsDeleted).toBe(1);
      expect(await row(ancient)).toBeUndefined();
      expect(await row(kept)).toBeDefined();
      expect(result.outboxDeleted).toBe(1);
    });

    it('forgets an Idempotency-Key answer after 2 days, not before', async () => {
      await database.db.insert(idempotencyKeys).values([
        {
          key: 'old',
          requestHash: 'h',
          statusCode: 201,
          response: {},
          createdAt: new Date(NOW.getTime() - 2 * DAY - 1000),
        },
        {
          key: 'new',
          requestHash: 'h',
          statusCode: 201,
          response: {},
          createdAt: new Date(NOW.getTime() - 2 * DAY + 60_000),
        },
      ]);
      expect((await run()).idempotencyKeysDeleted).toBe(1);
      const left = await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
      expect(left).toEqual([{ key: 'new' }]);
    });

    it('two instances running a pass at the same instant send each reminder and each lapse mail once', async () => {
      const soon = new Date(NOW.getTime() + 12 * HOUR);
      const confirmed = await Promise.all([1, 2, 3].map(() => booking('confirmed', soon)));
      const lapsing = await Promise.all(
        [1, 2].map(() => booking('requested', new Date(NOW.getTime() + HOUR))),
      );
      await database.db.delete(outbox);
      const [a, b] = await Promise.all([run(), run()]);
      expect((a?.reminders ?? 0) + (b?.reminders ?? 0)).toBe(3);
      expect((a?.expired ?? 0) + (b?.expired ?? 0)).toBe(2);
      const mails = await database.db.select({ kind: outbox.kind, reference: outbox.reference }).from(outbox);
      for (const reference of confirmed) {
        expect(
          mails.filter((mail) => mail.reference === reference && mail.kind === 'booking.reminder'),
        ).toHaveLength(1);
      }
      for (const reference of lapsing) {
        expect(
          mails.filter((mail) => mail.reference === reference && mail.kind === 'booking.status'),
        ).toHaveLength(1);
      }
    });
  });
}
