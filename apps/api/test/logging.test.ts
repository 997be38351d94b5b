import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import { openTestDatabase, testConfig, validBooking, validContact } from './helpers.js';

describe('logging', () => {
  it('logs requests with ids but no personal data (names, emails, phones, bodies, IPs, query strings)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: { ...loggerOptions('info'), stream },
    });
    try {
      const booking = validBooking({
        contactName: 'Geheime Naam',
        contactEmail: 'secret.person@example.com',
      });
      expect((await app.inject({ method: 'POST', url: '/api/booking', payload: booking })).statusCode).toBe(
        201,
      );
      const contact = validContact({
        name: 'Geheime Naam',
        email: 'secret.person@example.com',
        phone: '+31 6 12345678',
      });
      expect((await app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(
        201,
      );
      await app.inject({
        url: '/api/geo/search?q=secret.person@example.com',
        headers: { 'x-request-id': 'log-test-1' },
      });
      await app.inject({ method: 'POST', url: '/api/booking', payload: { ...booking, contactPhone: 'x' } });
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('');
    expect(log).toContain('"reqId":"log-test-1"');
    expect(log).toContain('/api/booking');
    for (const secret of [
      'Geheime',
      'secret.person',
      '612345678',
      '127.0.0.1',
      'remoteAddress',
      'user-agent',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('logged request lines', () => {
  it('leave out the query and any email address in the path (an invitation revoked by its address)', () => {
    const { req } = loggerOptions('info').serializers;
    expect(req({ method: 'DELETE', url: '/api/console/operators/invitations/y%40example.com' }).url).toBe(
      '/api/console/operators/invitations/<address>',
    );
    expect(req({ method: 'GET', url: '/api/console/bookings?q=jan@example.com' }).url).toBe(
      '/api/console/bookings',
    );
    expect(req({ method: 'GET', url: '/en/manage-booking' }).url).toBe('/en/manage-booking');
  });
});
