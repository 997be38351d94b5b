import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.js';
import consoleAccountRoutes from './account.js';
import consoleBookingRoutes from './bookings.js';
import consoleCompanyRoutes from './companies.js';
import consoleDispatchRoutes from './dispatch.js';
import consoleMailRoutes from './mail.js';
import consoleMessageRoutes from './messages.js';
import consoleSessionRoutes from './session.js';

/**
 * Everything under /api/console: accounts and sessions, bookings, business accounts, fleet and drivers, the contact
 * inbox, and the mail that could not go out.
 */
const consoleRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(consoleSessionRoutes, { config });
  await app.register(consoleAccountRoutes, { config });
  await app.register(consoleBookingRoutes, { config });
  await app.register(consoleCompanyRoutes, { config });
  await app.register(consoleDispatchRoutes, { config });
  await app.register(consoleMessageRoutes);
  await app.register(consoleMailRoutes);
};

export default consoleRoutes;
