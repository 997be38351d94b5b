import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Two files at a time on two cores: most of a file's time is spent waiting (scrypt in libuv's
    // threads, the database, timers), and vitest's default leaves one core idle.
    maxWorkers: 2,
  },
});
