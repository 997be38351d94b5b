import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AppConfig, DEFAULT_HOUSEKEEPING } from '../config.js';
import { safeError } from '../lib/safe-error.js';
import { runHousekeeping } from '../services/housekeeping.js';

/** The scheduled jobs as `app.housekeeping`: one pass on demand, and when the last one succeeded. */
export interface Housekeeping {
  /** One pass (or the one in flight); a failure is logged, never thrown. */
  runOnce(): Promise<void>;
  /** When a pass of this instance last succeeded; undefined before the first (GET /metrics reports it). */
  readonly lastSuccessAt: Date | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

/**
 * Runs the scheduled jobs (reminders, expiry, retention; services/housekeeping.ts) every
 * HOUSEKEEPING_INTERVAL_MS, first shortly after start. Safe on several instances at once. A failed
 * pass is logged (without personal data) and the next one tries again; it never stops the server.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const settings = opts.config.housekeeping ?? DEFAULT_HOUSEKEEPING;
    let running: Promise<void> | undefined;
    let lastSuccessAt: Date | undefined;
    let timer: NodeJS.Timeout | undefined;
    const housekeeping: Housekeeping = {
      runOnce() {
        running ??= runHousekeeping(app.database.db, {
          mailFrom: opts.config.mailFrom,
          businessEmail: opts.config.businessEmail,
          siteUrl: opts.config.siteUrl,
          secretKey: opts.config.secretKey,
          dataDir: opts.config.dataDir,
          contactRetentionDays: settings.contactRetentionDays,
        })
          .then(async (result) => {
            // Refunds queued by this pass or left by a provider outage.
            const refundsSubmitted = await app.payments.submitRefunds();
            lastSuccessAt = new Date();
            if (result.reminders > 0 || refundsSubmitted > 0) app.outbox.kick();
            if (Object.values(result).some((n) => n > 0) || refundsSubmitted > 0) {
              app.log.info({ ...result, refundsSubmitted }, 'housekeeping');
            }
          })
          .catch((error: unknown) => app.log.warn({ err: safeError(error) }, 'housekeeping pass failed'))
          .finally(() => {
            running = undefined;
          });
        return running;
      },
      get lastSuccessAt() {
        return lastSuccessAt;
      },
    };
    app.decorate('housekeeping', housekeeping);
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
    if (!settings.start) return;
    const pass = () => void housekeeping.runOnce();
    app.addHook('onReady', async () => {
      timer = setInterval(pass, settings.intervalMs);
      timer.unref();
      setTimeout(pass, 1000).unref();
    });
  },
  { name: 'housekeeping', dependencies: ['payments', 'database', 'outbox'] },
);
