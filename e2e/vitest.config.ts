import { defineConfig } from 'vitest/config';

// Whole flows in real Chromium against the built API serving the built site. One file at a time:
// each starts its own server on a fresh embedded database, and the machine has two cores.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
