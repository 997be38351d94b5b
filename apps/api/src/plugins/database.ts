import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Opens the database (migrations applied) as `app.database`; closed after everything else. */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig; database?: Database | undefined }) => {
    const database =
      opts.database ??
      (await openDatabase({ databaseUrl: opts.config.databaseUrl, dataDir: opts.config.dataDir }));
    app.decorate('database', database);
    if (!opts.database) app.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);
