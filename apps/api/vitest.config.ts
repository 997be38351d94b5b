import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * The test files that replace a module (`vi.mock`): each runs in a fresh module graph, as the
 * replacement must neither miss modules another file already loaded nor leak into the files after
 * it. Every other file shares its worker's loaded modules with the files before it (`isolate: false`):
 * importing the server's code again for each of some sixty files took a third of the run.
 */
const MOCKING = readdirSync(new URL('./test', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) =>
    /\bvi\.(do)?mock\(/.test(readFileSync(new URL(`./test/${file}`, import.meta.url), 'utf8')),
  )
  .map((file) => `test/${file}`);

export default defineConfig({
  test: {
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Two files at a time on two cores: most of a file's time is spent waiting (scrypt in libuv's
    // threads, the database, timers), and vitest's default leaves one core idle.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING, isolate: true } },
    ],
  },
});
