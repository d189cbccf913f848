// End-to-end tests in Debian's Chromium against the real server on a fresh embedded database.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so parallel runs on different E2E_PORTs do not wipe each other's traces.
  outputDir: `test-results/e2e-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // Data and build per port, so engineers' runs on different E2E_PORTs never delete each other's files.
    command: `rm -rf .tmp/e2e-data-${port} && vite build --logLevel warn --outDir .tmp/e2e-dist-${port} --emptyOutDir && tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port), DATA_DIR: `.tmp/e2e-data-${port}`, STATIC_DIR: `.tmp/e2e-dist-${port}`, LOG_LEVEL: 'warn', E2E: '1', CHECK_RESPONSES: '1', MALLOC_ARENA_MAX: '2',
      TRUSTED_PARENT_ORIGINS: 'http://127.0.0.1:8300',
      // The untrusted parent (8301) may frame the console here, so the test reaches the bridge's own origin check.
      FRAME_ANCESTORS: 'http://127.0.0.1:8300 http://127.0.0.1:8301',
    },
  },
});
