// End-to-end tests in Debian's Chromium against the real server on a fresh embedded database.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
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
    command: `rm -rf .tmp/e2e-data && vite build --logLevel warn && tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: '.tmp/e2e-data', LOG_LEVEL: 'warn', E2E: '1' },
  },
});
