import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './harness.js';

/**
 * Starts the built server once on a new data directory and keeps its migrated embedded database as
 * the run's template: every test file's server starts from a copy of it (startServer reads
 * E2E_PGLITE_TEMPLATE) instead of creating its own cluster, about 4 s of initdb saved a server. This
 * first start takes the real path of a first start (initdb in a child process, then the migrations).
 */
export default async function setup(): Promise<() => void> {
  const server = await startServer();
  await server.stop({ keepData: true });
  process.env.E2E_PGLITE_TEMPLATE = join(server.dataDir, 'pglite');
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
