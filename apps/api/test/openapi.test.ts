import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client.js';
import { OPERATION_ID_EXCEPTIONS } from '../src/lib/operation-id.js';
import { PUBLIC_CONSOLE_ROUTES } from './console-helpers.js';
import { buildTestApp, openTestDatabase } from './helpers.js';

const MediaSchema = z.record(z.string(), z.looseObject({ schema: z.unknown() }));
const OperationSchema = z.looseObject({
  operationId: z.string(),
  tags: z.array(z.string()).min(1),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string(), content: MediaSchema.optional() }),
  ),
});
type Operation = z.infer<typeof OperationSchema>;
/** The parts of the OpenAPI document these tests read; every operation must have them all. */
const DocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ license: z.looseObject({ name: z.string() }) }),
  servers: z.array(z.looseObject({ url: z.string() })).min(1),
  tags: z.array(z.object({ name: z.string(), description: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
  components: z.looseObject({
    securitySchemes: z.record(z.string(), z.looseObject({ type: z.string() })),
    schemas: z.record(z.string(), z.unknown()),
  }),
});

/** An error answer's schema: a reference to the shared component, or that shape extended in place. */
const ErrorRefSchema = z.looseObject({
  $ref: z.string().optional(),
  required: z.array(z.string()).optional(),
});

const METRICS_TOKEN = 'a-metrics-token-of-at-least-32-characters';

let database: Database;
let app: FastifyInstance;
let source: string;
let doc: z.infer<typeof DocumentSchema>;
/** Every operation as `METHOD /path`. */
let operations: Map<string, Operation>;

beforeAll(async () => {
  database = await openTestDatabase();
  // With METRICS_TOKEN, so GET /metrics exists and is documented.
  ({ app } = await buildTestApp(database, { metricsToken: METRICS_TOKEN }));
  const res = await app.inject('/api/docs');
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = DocumentSchema.parse(res.json());
  operations = new Map(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation]),
    ),
  );
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The operation at `key`, which must exist. */
function operation(key: string): Operation {
  const found = operations.get(key);
  expect(found, key).toBeDefined();
  return found as Operation;
}

describe('GET /api/docs (OpenAPI 3.1)', () => {
  it("passes Redocly's recommended rules with 0 errors; the warnings left are the known ones", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = (severity: string) =>
      problems
        .filter((problem) => problem.severity === severity)
        .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`);
    expect(found('error')).toEqual([]);
    expect(found('warn').sort()).toEqual(
      [
        // The router prefers the static `invitations`, and the contract keeps these paths.
        'no-ambiguous-paths #/paths/~1api~1console~1operators~1{id}~1disable',
        'no-ambiguous-paths #/paths/~1api~1console~1operators~1{id}~1enable',
        'no-ambiguous-paths #/paths/~1api~1console~1operators~1{id}~1role',
        // They answer 200 or 503 and nothing else: no 4xx to document.
        'operation-4xx-response #/paths/~1healthz/get/responses',
        'operation-4xx-response #/paths/~1readyz/get/responses',
      ].sort(),
    );
  });

  it('lists every operation once, with a unique camelCase operationId', () => {
    expect(operations.size).toBeGreaterThan(50);
    const ids = [...operations.values()].map((op) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Readable names, derived from the method and the path.
    expect(operation('POST /api/booking').operationId).toBe('createBooking');
    expect(operation('GET /api/quote').operationId).toBe('getQuote');
    expect(operation('GET /api/console/bookings').operationId).toBe('listConsoleBookings');
    expect(operation('GET /api/console/bookings/{reference}').operationId).toBe('getConsoleBooking');
    expect(operation('POST /api/console/operators/{id}/disable').operationId).toBe('disableConsoleOperator');
    // Every named exception is a documented route, with its name.
    for (const [key, id] of Object.entries(OPERATION_ID_EXCEPTIONS)) {
      expect(operation(key).operationId, key).toBe(id);
    }
  });

  it('keeps hidden routes out', () => {
    expect(Object.keys(doc.paths)).not.toContain('/api/docs');
    expect(Object.keys(doc.paths)).not.toContain('/');
  });

  it('names the console cookie, the CSRF header and the metrics token as security schemes', () => {
    expect(doc.components.securitySchemes).toEqual({
      consoleSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'spt_console' }),
      csrfToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-csrf-token' }),
      metricsToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(doc.components.securitySchemes.consoleSession?.description).toContain('__Host-spt_console');
  });

  it('requires the session on console operations (and CSRF to change state); the public ones need none', () => {
    const console = [...operations].filter(([key]) => key.split(' ')[1]?.startsWith('/api/console/'));
    expect(console.length).toBeGreaterThan(35);
    for (const key of PUBLIC_CONSOLE_ROUTES) expect(operation(key).security, key).toEqual([]);
    for (const [key, op] of console) {
      if (PUBLIC_CONSOLE_ROUTES.has(key)) continue;
      const changes = !key.startsWith('GET ');
      expect(op.security, key).toEqual([
        changes ? { consoleSession: [], csrfToken: [] } : { consoleSession: [] },
      ]);
    }
  });

  it('needs the bearer token for /metrics and nothing on the public routes', () => {
    expect(operation('GET /metrics').security).toEqual([{ metricsToken: [] }]);
    for (const [key, op] of operations) {
      if (key.includes('/api/console/') || key === 'GET /metrics') continue;
      // The manage and driver routes carry their link's token in the body: their tags say so.
      expect(op.security, key).toEqual([]);
    }
    const tag = (name: string) => doc.tags.find((t) => t.name === name)?.description ?? '';
    expect(tag('manage')).toContain('body');
    expect(tag('driver')).toContain('body');
  });

  it('names the media type of every answer with a body: CSV, calendar, translations, metrics, JSON', () => {
    const media = (key: string, status = '200') =>
      Object.keys(operation(key).responses[status]?.content ?? {});
    expect(media('GET /api/console/bookings.csv')).toEqual(['text/csv']);
    expect(media('POST /api/manage/calendar')).toEqual(['text/calendar']);
    expect(media('GET /locale/{lng}/translation.json')).toEqual(['application/json']);
    expect(media('GET /metrics')).toEqual(['text/plain; version=0.0.4']);
    expect(media('POST /api/booking', '201')).toEqual(['application/json']);
    for (const [key, op] of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === '204' || status === '304') {
          expect(response.content, `${key} ${status}`).toBeUndefined();
        } else {
          expect(Object.keys(response.content ?? {}), `${key} ${status}`).not.toEqual([]);
        }
        // Every error answer is JSON: the shared Error component, or an extension of its shape.
        if (Number(status) >= 400 && key !== 'GET /readyz') {
          expect(Object.keys(response.content ?? {}), `${key} ${status}`).toEqual(['application/json']);
          const schema = ErrorRefSchema.parse(response.content?.['application/json']?.schema);
          if (schema.$ref === undefined) {
            expect(schema.required, `${key} ${status}`).toEqual(expect.arrayContaining(['error', 'code']));
          } else {
            expect(schema.$ref, `${key} ${status}`).toBe('#/components/schemas/Error');
          }
        }
        expect(response.description, `${key} ${status}`).not.toBe('Default Response');
      }
    }
    expect(Object.keys(doc.components.schemas)).toEqual(['Error']);
  });

  it('has servers, a licence, and a described tag for every operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe('/');
    expect(doc.info.license.name).toBe('MIT');
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const [key, op] of operations) {
      for (const tag of op.tags) expect(tags, `${key} ${tag}`).toContain(tag);
    }
    for (const tag of doc.tags) expect(tag.description).not.toBe('');
  });
});
