import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: the console's and resources' component tests (*.test.tsx) under jsdom; their pure tests (*.test.ts)
// under node, unless a file asks for the DOM with a `// @vitest-environment jsdom` docblock; schemas, server and API
// tests under node with the API suites' shared database.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest's default on two cores is one worker; the API suites wait on PostgreSQL and on their server's I/O much
    // of the time, so two workers use both cores (VITEST_WORKERS overrides it).
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // Not `isolate: false`: sharing one module graph per worker halved this project's time, but a module cache
          // kept by one file then reached another (resources/list/EntityList.test.tsx failed in 2 of 3 full runs).
          include: ['src/**/*.test.tsx', 'resources/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'resources/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/*.test.ts'],
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
