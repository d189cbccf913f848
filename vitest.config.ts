import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import SlowFirst from './tests/slowFirst.js';

// Three projects: the console's and resources' component tests (*.test.tsx) under jsdom; their pure tests (*.test.ts)
// under node, unless a file asks for the DOM with a `// @vitest-environment jsdom` docblock; schemas, server and API
// tests under node with the API suites' shared database.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest's default on two cores is one worker; the API suites wait on PostgreSQL and on their server's I/O much
    // of the time, so three workers keep both cores busy: measured on a clean clone, the whole Vitest step took 387 s
    // with three against 491 s with two (VITEST_WORKERS overrides it).
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 3),
    // The longest files first (tests/slowFirst.ts).
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // The component and unit tests run first, while the API suites' seeded templates are made beside them
          // (tests/server/globalSetup.ts); the node project follows.
          sequence: { groupOrder: 0 },
          // One module graph per worker (react-admin and MUI imported once, not per file) halves this project's time.
          // Each file still gets its own DOM cleanup (src/test-setup.ts) and its own stores and query clients.
          isolate: false,
          // A component test waits for the screen, not the clock: on two busy cores (the API suites, the end-to-end
          // build beside them) a render that takes 1 s alone has taken past Vitest's default 5 s.
          testTimeout: 15000,
          include: ['src/**/*.test.tsx', 'resources/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'resources/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['schemas/**/*.test.ts', 'server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          globalSetup: ['./tests/server/globalSetup.ts', './tests/server/pgbouncerSetup.ts'],
          // One module graph per worker: the server's modules are imported once, not by each API suite. Every suite
          // still builds its own app on its own database (tests/server/harness.ts).
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
