import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config.js';
import { safeError } from '../lib/safe-error.js';
import { within } from '../lib/within.js';
import {
  type BookingCount,
  countBookingsByProductAndStatus,
  type OutboxBacklog,
  readOutboxBacklog,
} from '../services/operations-readings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (GET /metrics); null when METRICS_TOKEN is unset. */
    metrics: Registry | null;
  }
}

/**
 * Request latency buckets in seconds: most answers take milliseconds, a booking with its mails tens of
 * them; an upstream geocoder may take up to its 3 s timeout, and nothing outlives the 30 s request
 * timeout.
 */
export const HTTP_DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The route label of a request no route matched (a 404, or a URL the router refused). */
export const UNMATCHED_ROUTE = 'unmatched';

/** How long a scrape waits for one database reading before it answers without it. */
export const READING_TIMEOUT_MS = 5000;

/** The database readings of one scrape; a reading is undefined when it failed or took too long. */
interface Readings {
  outbox: OutboxBacklog | undefined;
  bookings: BookingCount[] | undefined;
}

/**
 * The metrics of GET /metrics (routes/metrics), in a registry of this app instance (never
 * prom-client's global one, so tests may build many apps in one process): request latency by route
 * pattern, the mail outbox, the last successful housekeeping pass, bookings by product and status,
 * scrape errors, and prom-client's process metrics (memory, event-loop lag, GC). The database is
 * read at scrape time, once per scrape for all gauges; a failed reading leaves its gauges out (the
 * outbox gauges NaN) and counts in `spt_metrics_scrape_errors_total`, and the scrape still answers.
 * Without METRICS_TOKEN nothing is measured.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    if (!opts.config.metricsToken) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    app.decorate('metrics', registry);
    collectDefaultMetrics({ register: registry });
    const registers = [registry];

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: HTTP_DURATION_BUCKETS_SECONDS,
      registers,
    });
    app.addHook('onResponse', (request, reply, done) => {
      requestDuration.observe(
        {
          method: request.method,
          // The pattern (`/api/console/bookings/:reference`), never the URL: one series per route.
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    const scrapeErrors = new Counter({
      name: 'spt_metrics_scrape_errors_total',
      help: 'Database readings of /metrics that failed or timed out, by reading.',
      labelNames: ['reading'] as const,
      registers,
      // Waits for this scrape's readings, so a failure is counted in the answer that lacks it.
      collect: async () => void (await readings()),
    });
    for (const reading of ['outbox', 'bookings'] as const) scrapeErrors.inc({ reading }, 0);

    async function read<T>(reading: keyof Readings, load: () => Promise<T>): Promise<T | undefined> {
      try {
        return await within(load(), READING_TIMEOUT_MS);
      } catch (error) {
        scrapeErrors.inc({ reading });
        app.log.warn({ err: safeError(error), reading }, 'metrics reading failed');
        return undefined;
      }
    }
    // Every gauge's collect() starts in the same tick of a scrape: they share one set of readings (and
    // so do overlapping scrapes).
    let inFlight: Promise<Readings> | undefined;
    function readings(): Promise<Readings> {
      inFlight ??= (async () => {
        const [outbox, bookings] = await Promise.all([
          read('outbox', () => readOutboxBacklog(app.database.db)),
          read('bookings', () => countBookingsByProductAndStatus(app.database.db)),
        ]);
        return { outbox, bookings };
      })().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    }

    const outboxGauge = (name: string, help: string, value: (backlog: OutboxBacklog) => number) => {
      const gauge: Gauge = new Gauge({
        name,
        help,
        registers,
        collect: async () => {
          const { outbox } = await readings();
          gauge.set(outbox ? value(outbox) : Number.NaN);
        },
      });
    };
    outboxGauge('spt_outbox_pending', 'Mails in the outbox not sent yet.', (b) => b.pending);
    outboxGauge('spt_outbox_failed', 'Mails in the outbox given up on (failed).', (b) => b.failed);
    outboxGauge(
      'spt_outbox_oldest_pending_age_seconds',
      'How long the oldest mail not sent yet has waited; 0 when none waits.',
      (b) => b.oldestPendingAgeSeconds,
    );

    const bookingsGauge: Gauge<'product' | 'status'> = new Gauge({
      name: 'spt_bookings',
      help: 'Bookings (spam left out) by product and status.',
      labelNames: ['product', 'status'] as const,
      registers,
      collect: async () => {
        const { bookings } = await readings();
        bookingsGauge.reset();
        for (const { product, status, count } of bookings ?? [])
          bookingsGauge.set({ product, status }, count);
      },
    });

    const housekeepingGauge: Gauge = new Gauge({
      name: 'spt_housekeeping_last_success_timestamp_seconds',
      help: "When this instance's last housekeeping pass succeeded (Unix time); 0 before the first.",
      registers,
      collect: () => {
        const at = app.housekeeping.lastSuccessAt;
        housekeepingGauge.set(at ? at.getTime() / 1000 : 0);
      },
    });
  },
  { name: 'metrics', dependencies: ['database', 'housekeeping'] },
);
