import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: the console's and resources' component tests (*.test.tsx) under jsdom; their pure tests (*.test.ts)
// under node, unless a file asks for the DOM with a `// @vitest-environment jsdom` docblock; schemas, server and API
// tests under node with the API suites' shared database.
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
          include: ['src/**/*.test.tsx', 'resources/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'resources/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['schemas/**/*.test.ts', 'server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          globalSetup: ['./tests/server/globalSetup.ts', './tests/server/pgbouncerSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
