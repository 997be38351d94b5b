import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
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
