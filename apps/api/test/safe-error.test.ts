import { describe, expect, it } from 'vitest';
import { safeError } from '../src/lib/safe-error.js';

describe('safeError', () => {
  it('keeps class, SQLSTATE and constraint of a database error, never the query, its parameters or detail', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'bookings_reference_unique',
      table: 'bookings',
      detail: 'Key (contact_email)=(secret.person@example.com) already exists.',
    });
    const wrapped = new Error(
      'Failed query: insert into "bookings" values ($1, $2)\nparams: Geheime Naam,secret.person@example.com',
      { cause: pgError },
    );
    const safe = safeError(wrapped);
    expect(safe).toMatchObject({
      type: 'Error',
      code: '23505',
      constraint: 'bookings_reference_unique',
      table: 'bookings',
      causes: ['Error 23505'],
    });
    expect(safe.at?.[0]).toMatch(/^at /);
    const text = JSON.stringify(safe);
    for (const secret of ['Geheime', 'secret.person', 'insert into', 'already exists']) {
      expect(text).not.toContain(secret);
    }
  });

  it('drops a code that is not a plain name', () => {
    expect(
      safeError(Object.assign(new Error('x'), { code: 'jan@example.com has a space' })).code,
    ).toBeUndefined();
  });

  it('describes thrown non-errors by their type', () => {
    expect(safeError('a string with jan@example.com')).toEqual({ type: 'string' });
  });
});
