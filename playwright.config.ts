// End-to-end tests in Debian's Chromium against the real server, in two workers. Global setup builds the console once
// and seeds one data folder; each worker then runs its own server over its own copy of it (tests/e2e/setup/), so a
// spec never sees another worker's data. Specs import `test` from ./setup/fixtures, which points `baseURL` at the
// worker's server.
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

// Debian's headless shell (package chromium-headless-shell: the same Chromium build without the browser's own UI,
// which Playwright itself runs for headless tests) when installed: with Chromium 156 the full browser's headless mode
// spends about twice the CPU per page (a renderer for its window frame per context, a busy GPU process), which two
// workers on two cores feel in every step. CHROMIUM_PATH overrides; the full browser is the fallback.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/setup/globalSetup.ts',
  // Per port, so parallel runs on different E2E_PORTs do not wipe each other's traces.
  outputDir: `test-results/e2e-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order in one worker (some build on the one before); files spread over the workers.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry everywhere (E2E_RETRIES): on a loaded two-core machine a spec's wait can run out (this evening's
  // clean runs: alerts.spec:26 and shell.spec:44, each passing alone); a test broken for real fails both tries.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list']],
  projects: [
    { name: 'e2e', testIgnore: /uploads-scale\.spec\.ts/ },
    // The 100,000-row preview times its own rendering against fixed bounds: it runs last and alone, so the other
    // worker's browser and server do not take the cores it is timing.
    { name: 'scale', testMatch: /uploads-scale\.spec\.ts/, dependencies: ['e2e'] },
  ],
  use: {
    viewport: { width: 1280, height: 800 },
    // The console honours a system's reduced motion (src/theme.ts): no dialog, menu or ripple animation to wait out
    // before each click is stable (src/theme.test.ts checks both themes).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
