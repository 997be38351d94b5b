import { business, dispatch, meetAndGreet, payments } from '@spt/business';
import {
  BusinessConfigError,
  checkBusiness,
  checkDispatch,
  checkMeetAndGreet,
  checkPayments,
} from '@spt/business/schema';
import Fastify from 'fastify';
import { app, loggerOptions, serverOptions, trustProxyOption } from './app.js';
import { EnvError, loadEnv } from './env.js';

async function main(): Promise<void> {
  // Whatever umask the server was started with, what it creates (the embedded database's files, .eml
  // mails) holds personal data: new files are 0600 and new directories 0700, before anything is written.
  process.umask(0o077);
  let env: ReturnType<typeof loadEnv>;
  try {
    // The build checked business.config.ts; a dist copied from elsewhere is checked again here.
    checkBusiness(business);
    checkMeetAndGreet(meetAndGreet);
    checkPayments(payments);
    checkDispatch(
      dispatch,
      business.vehicles.map((vehicle) => vehicle.id),
    );
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError || error instanceof BusinessConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const fastify = Fastify({
    ...serverOptions(env.config, loggerOptions(env.logLevel)),
    trustProxy: trustProxyOption(env.trustProxy),
  });
  await fastify.register(app, { config: env.config });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    fastify.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      fastify.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, env.shutdownTimeoutMs);
    force.unref();
    // close(): stop accepting, wait for in-flight requests, then onClose hooks (outbox drain, database).
    fastify.close().then(
      () => {
        fastify.log.info('shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        fastify.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await fastify.listen({ host: env.host, port: env.port });
  fastify.log.info(
    {
      database: fastify.database.kind,
      dataDir: env.config.databaseUrl ? undefined : env.config.dataDir,
      mail: env.config.smtpUrl ? 'smtp' : 'eml files',
    },
    'ready',
  );
  // Settings that are fine on a development machine and unsafe on the internet, at every start.
  for (const warning of env.warnings) fastify.log.warn({ setting: warning.split(/[ =:]/)[0] }, warning);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Startup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
