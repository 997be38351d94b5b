import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { PUBLIC_CONSOLE_ROUTES as PUBLIC, withFirstOperator } from './console-helpers.js';
import { openTestDatabase } from './helpers.js';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await withFirstOperator(database));
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

describe('every console route checks the session first (ASVS 4.1, DESIGN)', () => {
  it('answers 401 without a session, whatever the body, on every route the OpenAPI document lists', async () => {
    const doc = (await app.inject({ url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/console/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .filter((route) => !PUBLIC.has(route));
    // The checked list is long: a new console route is in it by being documented.
    expect(routes.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const route of routes) {
      const [method, path = ''] = route.split(' ');
      // Path parameters get values of the wrong shape, the body is junk: the session comes first.
      const url = path.replace(/\{[^}]+\}/g, "x'--");
      const res = await app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { junk: '<script>' } }),
      });
      if (res.statusCode !== 401) answers.push(`${route}: ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });
});
