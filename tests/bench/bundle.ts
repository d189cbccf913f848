// Issue 3's figures: gzip size of the JavaScript the login page loads, and of what a signed-in admin's dashboard
// loads, measured by a real Chromium recording every script and style it fetches from the built console.
// signInWeights is shared with coldLoad.ts (issue 28), which asks the same of the student list.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freshDir, printTable, startServer } from './util.js';

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

export const chromiumPath = () =>
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });

/**
 * Until the page has started no new download for half a second (10 s at most). Not Playwright's networkidle: the
 * alert counters' event stream stays open, so the network may never be idle.
 */
export async function quiet(page: Page): Promise<void> {
  const count = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  const until = Date.now() + 10_000;
  for (let last = -1, now = await count(); now !== last && Date.now() < until; last = now, now = await count()) {
    await page.waitForTimeout(500);
  }
}

export interface PageWeight { files: number; kb: number; heavy: string }

export interface SignInWeights { login: PageWeight; landing: PageWeight }

/** Scripts and styles in `set`, gzip KB of the built files (dist/) and which heavy chunks are among them: SheetJS, and
 *  the list dialogs (resources/dialogs.tsx), which no page loads until one is opened. */
function weigh(set: Set<string>): PageWeight {
  const kb = [...set].reduce((sum, p) => sum + gzipKb(path.join('dist', p)), 0);
  const heavy = [...set].filter((p) => /xlsx|\/forms-/i.test(p)).join(', ') || 'none';
  return { files: set.size, kb, heavy };
}

/**
 * Opens `landing` signed out (so the console sends the browser to its login page and back after sign-in), signs in
 * as `username` and waits for `ready` on the landing page: what the login page loaded, and everything loaded by then.
 */
export async function signInWeights(browser: Browser, url: string, landing: string, username: string, ready: string): Promise<SignInWeights> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    const files = new Set<string>();
    page.on('response', (res) => { const u = new URL(res.url()); if (/\.(js|css)$/.test(u.pathname)) files.add(u.pathname); });
    await page.goto(`${url}${landing}`);
    await page.waitForURL('**/login');
    await quiet(page);
    const login = weigh(new Set(files));
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator(ready).first().waitFor();
    await quiet(page);
    return { login, landing: weigh(files) };
  } finally {
    await page.close();
  }
}

export async function benchBundle(): Promise<void> {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const server = await startServer('npx', ['tsx', 'server/main.ts'], { DATA_DIR: freshDir('.tmp/bench-bundle'), LOG_LEVEL: 'warn' }, 8393);
  const browser = await launchChromium();
  try {
    const { login, landing } = await signInWeights(browser, server.url, '/dashboard', 'admin', 'role=navigation[name="Main menu"]');
    printTable('JavaScript and styles loaded, gzip (issue 3)', [
      { page: 'login page', files: login.files, gzip: `${login.kb.toFixed(0)} KB`, target: '≤ 330 KB', 'SheetJS or dialog chunks': login.heavy },
      { page: 'admin dashboard (after sign-in, cumulative)', files: landing.files, gzip: `${landing.kb.toFixed(0)} KB`, target: '≤ 450 KB', 'SheetJS or dialog chunks': landing.heavy },
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}
