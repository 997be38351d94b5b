import { defineConfig } from 'vitest/config';

// Whole flows in real Chromium against the built API serving the built site. One file at a time:
// each starts its own server on a fresh embedded database (a copy of the one global-setup.ts makes),
// and the machine has two cores (two files side by side took longer than one after the other: the
// long sweeps keep both cores busy).
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
