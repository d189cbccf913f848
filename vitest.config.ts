import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: browser-like code under jsdom, everything else (schemas, server, API tests) under node.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['schemas/**/*.test.ts', 'server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          globalSetup: ['./tests/server/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
