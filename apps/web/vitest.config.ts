import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time on two cores (vitest's default leaves one idle): 206 s -> 140 s here.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Checks of the built site (byte budgets), without a browser.
          name: 'build',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.e2e.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
