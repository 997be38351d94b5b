import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { linkKeyOf } from '../mail/link-secrets.js';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/** The outbox worker as `app.outbox`; started when the app is ready, drained on close (before the db). */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;
    const worker = createOutboxWorker({
      db: app.database.db,
      smtpUrl: config.smtpUrl,
      emlDir: join(config.dataDir, 'outbox'),
      linkKey: await linkKeyOf(config),
      ...config.outbox,
      releaseLeasesOnStart: app.database.kind === 'pglite',
      log: app.log,
    });
    app.decorate('outbox', worker);
    if (config.startOutboxWorker) app.addHook('onReady', async () => worker.start());
    // onClose runs after in-flight requests have finished and before the database closes.
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'outbox', dependencies: ['database'] },
);
