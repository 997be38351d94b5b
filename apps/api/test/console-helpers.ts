import type { BookingRequestInput } from '@spt/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { buildTestApp, resetDatabase, validBooking } from './helpers.js';

/**
 * The console routes anyone may call: first-run setup, sign-in, an invitation, a password reset. Every
 * other console route checks the session first (console-guard.test.ts) and says so in the OpenAPI
 * document (openapi.test.ts).
 */
export const PUBLIC_CONSOLE_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/console/setup',
  'POST /api/console/session',
  'POST /api/console/invite/accept',
  'POST /api/console/password-reset',
  'POST /api/console/password-reset/confirm',
]);

/** A signed-in operator's cookie and CSRF token. */
export interface Operator {
  readonly cookie: string;
  readonly csrf: string;
}

let ip = 100;

/**
 * A fresh first run on `database` (no data), an app built for it and its first operator, signed in.
 * The caller closes the app.
 */
export async function withFirstOperator(
  database: Database,
): Promise<{ app: FastifyInstance; operator: Operator; config: AppConfig }> {
  await resetDatabase(database.db);
  const { app, config } = await buildTestApp(database);
  const token = app.setupToken() ?? '';
  const setup = await app.inject({
    method: 'POST',
    url: '/api/console/setup',
    payload: { token, email: 'ops@example.com', password: 'a long and unusual passphrase' },
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
  expect(setup.statusCode).toBe(201);
  const header = setup.headers['set-cookie'];
  const cookie = ((Array.isArray(header) ? header[0] : header) ?? '').split(';')[0] ?? '';
  const session = await app.inject({ url: '/api/console/session', headers: { cookie } });
  return { app, config, operator: { cookie, csrf: session.json().csrfToken } };
}

/** An operator's request: the session cookie and, for a change, the CSRF header. */
export function asOperator(app: FastifyInstance, operator: Operator) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { cookie: operator.cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': operator.csrf }) },
    });
}

/** Books through the public API and answers the reference (201 expected). */
export async function bookVia(
  app: FastifyInstance,
  body: BookingRequestInput = validBooking(),
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/booking', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().reference;
}
