import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { BOOKING_STATUSES } from '@spt/contracts';
import { PRODUCTS } from '@spt/pricing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { buildApp, loggerOptions } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { EnvError, loadEnv } from '../src/env.js';
import { REPO_ROOT } from '../src/lib/paths.js';
import { buildTestApp, openTestDatabase, resetDatabase, testConfig, validBooking } from './helpers.js';

const TOKEN = randomBytes(32).toString('hex');
const ALERT_RULES_FILE = join(REPO_ROOT, 'deploy', 'prometheus-alerts.yml');

/** The names the brief asks for; each must be in every scrape. */
const REQUIRED_METRICS = [
  'http_request_duration_seconds',
  'spt_outbox_pending',
  'spt_outbox_failed',
  'spt_outbox_oldest_pending_age_seconds',
  'spt_housekeeping_last_success_timestamp_seconds',
  'spt_bookings',
  'spt_metrics_scrape_errors_total',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_eventloop_lag_seconds',
];

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer (`name{a="b",...} value`); comments left out. */
function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match?.[1] || match[3] === undefined) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      if (key !== undefined && value !== undefined) labels[key] = value;
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The samples named `name` whose labels include `labels`. */
function find(text: string, name: string, labels: Record<string, string> = {}): Sample[] {
  return samplesOf(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
}

/** The value of the one sample named `name` with `labels` (fails when there is not exactly one). */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = find(text, name, labels);
  expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
  return found[0]?.value ?? Number.NaN;
}

/** Every metric family a scrape declares (`# TYPE name type`) and every sample name in it. */
function exportedNames(text: string): Set<string> {
  const names = new Set(samplesOf(text).map((s) => s.name));
  for (const [, name] of text.matchAll(/^# TYPE (\S+) \S+$/gm)) if (name) names.add(name);
  return names;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('GET /metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database, { metricsToken: TOKEN }));
  });
  afterAll(async () => app.close());
  beforeEach(async () => resetDatabase(database.db));

  it('is off (404) without METRICS_TOKEN, token or not', async () => {
    const { app: off } = await buildTestApp(database);
    try {
      expect(off.metrics).toBeNull();
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await off.inject({ url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('spt_');
      }
    } finally {
      await off.close();
    }
  });

  it('answers 401 with WWW-Authenticate: Bearer without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`,
      `Bearer ${randomBytes(32).toString('hex')}`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      TOKEN,
      `Bearer ${TOKEN} ${TOKEN}`,
    ]) {
      const res = await app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer\b/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
      expect(res.body).not.toContain('spt_');
    }
  });

  it('answers 200 in the Prometheus text format with the token, never cached, with every metric', async () => {
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`, `Bearer  ${TOKEN} `]) {
      const res = await app.inject({ url: '/metrics', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4\b/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['www-authenticate']).toBeUndefined();
      const names = exportedNames(res.body);
      for (const name of REQUIRED_METRICS) expect(names.has(name), name).toBe(true);
      expect(sampleValue(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sampleValue(res.body, 'spt_metrics_scrape_errors_total', { reading: 'outbox' })).toBe(0);
      expect(sampleValue(res.body, 'spt_metrics_scrape_errors_total', { reading: 'bookings' })).toBe(0);
    }
  });

  it('is in the OpenAPI document when on, as plain text', async () => {
    const doc = await app.inject({ url: '/api/docs' });
    const operation = doc.json().paths['/metrics'].get;
    expect(operation.operationId).toBe('getMetrics');
    expect(Object.keys(operation.responses['200'].content)).toEqual([
      expect.stringMatching(/^text\/plain\b/),
    ]);
  });

  it('is not rate-limited: a scraper may call it as often as it likes', async () => {
    for (let i = 0; i < 30; i++) await scrape(app);
  });

  it('counts bookings by product and status, spam left out, with 0 for the rest', async () => {
    const before = await scrape(app);
    expect(sampleValue(before, 'spt_bookings', { product: 'transfer', status: 'requested' })).toBe(0);
    expect(sampleValue(before, 'spt_bookings', { product: 'tour', status: 'cancelled' })).toBe(0);
    expect(find(before, 'spt_bookings')).toHaveLength(PRODUCTS.length * BOOKING_STATUSES.length);

    const booked = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
    expect(booked.statusCode).toBe(201);
    const spam = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: validBooking({ website: 'https://spam.example' }),
    });
    expect(spam.statusCode).toBe(201);
    const spamRows = await database.db.execute(sql`select count(*)::int as n from bookings where is_spam`);
    expect(z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(spamRows).rows[0]?.n).toBe(1);

    const after = await scrape(app);
    expect(sampleValue(after, 'spt_bookings', { product: 'transfer', status: 'requested' })).toBe(1);
    expect(sampleValue(after, 'spt_bookings', { product: 'transfer', status: 'confirmed' })).toBe(0);
  });

  it('shows the outbox backlog while mails wait, and its end after the worker sends them', async () => {
    const empty = await scrape(app);
    expect(sampleValue(empty, 'spt_outbox_pending')).toBe(0);
    expect(sampleValue(empty, 'spt_outbox_failed')).toBe(0);
    expect(sampleValue(empty, 'spt_outbox_oldest_pending_age_seconds')).toBe(0);

    // The test config does not start the worker: the booking's mails stay queued.
    const booked = await app.inject({ method: 'POST', url: '/api/booking', payload: validBooking() });
    expect(booked.statusCode).toBe(201);
    const queued = await scrape(app);
    const pending = sampleValue(queued, 'spt_outbox_pending');
    expect(pending).toBeGreaterThanOrEqual(2); // the customer's and the business's
    expect(sampleValue(queued, 'spt_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);

    // Twenty minutes old: the age the mail backlog alert (15 minutes) would fire on.
    await database.db.execute(
      sql`update outbox set created_at = now() - interval '20 minutes' where status = 'pending'`,
    );
    const old = sampleValue(await scrape(app), 'spt_outbox_oldest_pending_age_seconds');
    expect(old).toBeGreaterThanOrEqual(20 * 60);
    expect(old).toBeLessThan(21 * 60);

    // A mail given up on is counted apart (the worker marks it `failed`; set here directly).
    await database.db.execute(
      sql`insert into outbox (kind, reference, status, mail) values ('test', 'SPT-FAILED', 'failed', '{}')`,
    );
    expect(sampleValue(await scrape(app), 'spt_outbox_failed')).toBe(1);

    await app.outbox.runOnce();
    const sent = await scrape(app);
    expect(sampleValue(sent, 'spt_outbox_pending')).toBe(0);
    expect(sampleValue(sent, 'spt_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(sampleValue(sent, 'spt_outbox_failed')).toBe(1);
  });

  it('times requests by route pattern (never the raw URL), method and status code', async () => {
    const reference = 'SPT-QWERTY';
    const res = await app.inject({ url: `/api/console/bookings/${reference}` });
    expect(res.statusCode).toBe(401);
    const missing = await app.inject({ url: '/api/no-such-route/4711' });
    expect(missing.statusCode).toBe(404);

    const text = await scrape(app);
    const route = { method: 'GET', route: '/api/console/bookings/:reference', status_code: '401' };
    expect(sampleValue(text, 'http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(sampleValue(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      sampleValue(text, 'http_request_duration_seconds_count', route),
    );
    expect(find(text, 'http_request_duration_seconds_bucket', route).map((s) => s.labels.le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '30',
      '+Inf',
    ]);
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    expect(sampleValue(text, 'http_request_duration_seconds_count', unmatched)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(reference);
    expect(text).not.toContain('no-such-route');
    // The scrapes themselves are timed too.
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', { route: '/metrics', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the last successful housekeeping pass: 0 until one has run', async () => {
    expect(sampleValue(await scrape(app), 'spt_housekeeping_last_success_timestamp_seconds')).toBe(0);
    const before = Date.now() / 1000;
    await app.housekeeping.runOnce(); // what the plugin's timer calls
    const after = Date.now() / 1000;
    const at = sampleValue(await scrape(app), 'spt_housekeeping_last_success_timestamp_seconds');
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  });

  it("sets the housekeeping timestamp from the plugin's own schedule (first pass a second after start)", async () => {
    const { app: scheduled } = await buildTestApp(database, {
      metricsToken: TOKEN,
      housekeeping: { contactRetentionDays: 30, intervalMs: 60_000, start: true },
    });
    try {
      expect(sampleValue(await scrape(scheduled), 'spt_housekeeping_last_success_timestamp_seconds')).toBe(0);
      await vi.waitFor(
        async () =>
          expect(
            sampleValue(await scrape(scheduled), 'spt_housekeeping_last_success_timestamp_seconds'),
          ).toBeGreaterThan(0),
        { timeout: 10_000, interval: 200 },
      );
    } finally {
      await scheduled.close();
    }
  });

  it('keeps one registry per app: another app counts its own requests', async () => {
    const { app: other } = await buildTestApp(database, { metricsToken: TOKEN });
    const unmatched = { route: 'unmatched', status_code: '404' };
    const count = async (target: FastifyInstance) =>
      find(await scrape(target), 'http_request_duration_seconds_count', unmatched).reduce(
        (sum, s) => sum + s.value,
        0,
      );
    try {
      const mineBefore = await count(app);
      await other.inject({ url: '/api/no-such-route' });
      await other.inject({ url: '/api/no-such-route' });
      expect(await count(other)).toBe(2);
      expect(await count(app)).toBe(mineBefore);
    } finally {
      await other.close();
    }
  });

  it('still answers 200 when the database fails: what it can, and the errors counted', async () => {
    // Once the app is up, every query fails, as with a refused connection (the shared database stays fine).
    let down = false;
    const refused = () => {
      throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    };
    const db = new Proxy(database.db, {
      get: (target, key) => (down && key in target ? refused : Reflect.get(target, key)),
    });
    const { app: failing } = await buildTestApp({ ...database, db }, { metricsToken: TOKEN });
    try {
      down = true;
      const first = await scrape(failing);
      expect(sampleValue(first, 'spt_metrics_scrape_errors_total', { reading: 'outbox' })).toBe(1);
      expect(sampleValue(first, 'spt_metrics_scrape_errors_total', { reading: 'bookings' })).toBe(1);
      expect(sampleValue(first, 'spt_outbox_pending')).toBeNaN();
      expect(sampleValue(first, 'spt_outbox_failed')).toBeNaN();
      expect(sampleValue(first, 'spt_outbox_oldest_pending_age_seconds')).toBeNaN();
      expect(find(first, 'spt_bookings')).toEqual([]);
      expect(sampleValue(first, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      // A pass that fails is no success.
      await failing.housekeeping.runOnce();
      const second = await scrape(failing);
      expect(sampleValue(second, 'spt_housekeeping_last_success_timestamp_seconds')).toBe(0);
      expect(sampleValue(second, 'spt_metrics_scrape_errors_total', { reading: 'outbox' })).toBe(2);
    } finally {
      await failing.close();
    }
  });

  it('never logs the token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logged = await buildApp({
      config: testConfig({ metricsToken: TOKEN }),
      database,
      logger: { ...loggerOptions('info'), stream },
    });
    try {
      await scrape(logged);
      await logged.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}0` } });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('/metrics');
    expect(log).not.toContain(TOKEN);
    expect(log.toLowerCase()).not.toContain('authorization');
  });
});

describe('METRICS_TOKEN', () => {
  it('is off when unset or empty', () => {
    expect(loadEnv({}).config.metricsToken).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: '  ' }).config.metricsToken).toBeUndefined();
  });

  it('takes a token of 32 characters or more (hex or base64), trimmed', () => {
    const base64 = randomBytes(32).toString('base64');
    for (const token of [TOKEN, base64, 'a'.repeat(32), 'A-b.c_d~e+f/0123456789abcdefghijk']) {
      expect(loadEnv({ METRICS_TOKEN: ` ${token}\n` }).config.metricsToken).toBe(token);
    }
  });

  it('refuses a short token or one a bearer header cannot carry, listed with every other bad key, never echoed', () => {
    for (const bad of [
      'a'.repeat(31),
      'secret',
      `${'a'.repeat(32)} b`,
      `${'a'.repeat(32)}"`,
      'é'.repeat(40),
    ]) {
      let error: unknown;
      try {
        loadEnv({ METRICS_TOKEN: bad, PORT: 'x' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).keys).toEqual(['PORT', 'METRICS_TOKEN']);
      expect((error as EnvError).message).not.toContain(bad);
    }
  });
});

/**
 * The metric names a PromQL expression reads: identifiers that are not functions, keywords, label
 * names (inside `{}`, or `by (...)`), durations (`[10m]`) or numbers. Enough for the rules file.
 */
function metricNamesIn(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'inf', 'nan']);
  const names = [...stripped.matchAll(/(?<![\w.:])([a-zA-Z_:][\w:]*)(?![\w:])(?!\s*\()/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !keywords.has(name.toLowerCase()));
  return [...new Set(names)];
}

/** The series Prometheus makes itself for every target; not ours to export. */
const PROMETHEUS_OWN = new Set(['up']);

const AlertRulesSchema = z.object({
  groups: z
    .array(
      z.object({
        name: z.string().min(1),
        rules: z
          .array(
            z.object({
              alert: z.string().regex(/^[A-Z][A-Za-z]+$/),
              expr: z.string().min(1),
              for: z
                .string()
                .regex(/^\d+[smh]$/)
                .optional(),
              labels: z.object({ severity: z.enum(['critical', 'warning']) }),
              annotations: z.object({ summary: z.string().min(1), description: z.string().min(1) }),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

describe('deploy/prometheus-alerts.yml', () => {
  const rules = AlertRulesSchema.parse(parseYaml(readFileSync(ALERT_RULES_FILE, 'utf8'))).groups.flatMap(
    (group) => group.rules,
  );

  it('reads metric names out of PromQL (so the check below cannot pass by finding none)', () => {
    expect(metricNamesIn('up{job="spt-api"} == 0 or absent(up{job="spt-api"})')).toEqual(['up']);
    expect(metricNamesIn('time() - max(spt_housekeeping_last_success_timestamp_seconds) > 60 * 60')).toEqual([
      'spt_housekeeping_last_success_timestamp_seconds',
    ]);
    expect(
      metricNamesIn('sum by (instance) (increase(spt_metrics_scrape_errors_total{reading="a"}[10m])) > 1e3'),
    ).toEqual(['spt_metrics_scrape_errors_total']);
    expect(metricNamesIn('max(spt_outbox_pendng) > 0')).toEqual(['spt_outbox_pendng']);
  });

  it('has the alerts the operator needs: app down, mail backlog over 15 minutes, failed mail, stale housekeeping', () => {
    const byMetric = (name: string) => rules.filter((rule) => metricNamesIn(rule.expr).includes(name));
    expect(byMetric('up')).not.toEqual([]);
    expect(byMetric('spt_outbox_oldest_pending_age_seconds').map((r) => r.expr)).toEqual([
      expect.stringMatching(/> (?:900|15 \* 60)$/),
    ]);
    expect(byMetric('spt_outbox_failed')).not.toEqual([]);
    expect(byMetric('spt_housekeeping_last_success_timestamp_seconds').map((r) => r.expr)).toEqual([
      expect.stringMatching(/> (?:3600|60 \* 60)$/),
    ]);
    expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
  });

  it('names only metrics that GET /metrics exports', async () => {
    const { app } = await buildTestApp(database, { metricsToken: TOKEN });
    try {
      const exported = exportedNames(await scrape(app));
      for (const rule of rules) {
        const names = metricNamesIn(rule.expr);
        expect(names, rule.alert).not.toEqual([]);
        for (const name of names) {
          expect(exported.has(name) || PROMETHEUS_OWN.has(name), `${rule.alert}: ${name}`).toBe(true);
        }
      }
    } finally {
      await app.close();
    }
  });
});
