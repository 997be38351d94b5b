import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { createPayments, type Payments } from '../services/payments/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Online payment as `app.payments` (off without MOLLIE_API_KEY: every product is paid later). */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    app.decorate('payments', createPayments(app.database.db, opts.config, app.log));
  },
  { name: 'payments', dependencies: ['database'] },
);
