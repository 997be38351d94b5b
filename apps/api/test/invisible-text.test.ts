import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { asOperator, bookVia, withFirstOperator } from './console-helpers.js';
import { countRows, openTestDatabase, validBooking } from './helpers.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('names that show nothing or change the text direction (issue 24)', () => {
  it('a booking whose contact name is only invisible characters, or starts with a bidi override, is a 400 on that field', async () => {
    const { app } = await withFirstOperator(database);
    try {
      for (const contactName of ['\u200B\u200B', '\u202E\u2066', '\u2060\u00AD\uFEFF', '\u202EJan']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/booking',
          payload: validBooking({ contactName }),
        });
        expect(res.statusCode, JSON.stringify(contactName)).toBe(400);
        expect(JSON.stringify(res.json()), JSON.stringify(contactName)).toContain('contactName');
      }
      expect((await countRows(database.db)).bookings).toBe(0);
      // Real names of every kind still book.
      for (const contactName of ["Zoë van 't Hoff", 'François d’Aubigné', 'محمد', 'שלום', 'Jan 👨‍👩‍👧']) {
        await bookVia(app, validBooking({ contactName }));
      }
    } finally {
      await app.close();
    }
  });

  it('the console search leaves out invisible characters: "Jan\\u200B" finds Jan’s booking', async () => {
    const { app, operator } = await withFirstOperator(database);
    try {
      const jan = await bookVia(app, validBooking({ contactName: 'Jan Jansen' }));
      await bookVia(app, validBooking({ contactName: 'Piet Pieters', contactEmail: 'piet@example.com' }));
      const get = asOperator(app, operator);
      for (const q of ['Jan\u200B', '\u200BJan', 'J\u00ADan', '\uFEFFjansen\u2060']) {
        const res = await get('GET', `/api/console/bookings?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, JSON.stringify(q)).toBe(200);
        const references = res.json().items.map((item: { reference: string }) => item.reference);
        expect(references, JSON.stringify(q)).toEqual([jan]);
      }
      // A search of invisible characters alone is no search: every booking of the list.
      const blank = await get('GET', `/api/console/bookings?q=${encodeURIComponent('\u200B\u200B')}`);
      expect(blank.statusCode).toBe(200);
      expect(blank.json().items).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
