// Issue 4's screen figure: from clicking a status tab to the new rows on screen, in Chromium, against the bench's
// server with 1,000,000 students. Timed inside the page (performance.now at the click, then every animation frame
// until every visible row shows the tab's status), so the driver's round trips do not count.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { summarise } from './util.js';

const TABS = ['Deactivated', 'Completed', 'Unassociated', 'Active'];
const ROUNDS = 5;

/** The built console the server serves (dist/, as `npm start` builds it). */
export function ensureBuiltConsole(): void {
  if (fs.existsSync('dist/index.html')) return;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}

/**
 * The in-page probe, as source text: tsx would wrap a compiled function in helpers the page does not have.
 * Clicks the marked tab, then checks every animation frame until each visible row shows the tab's status.
 */
function timeTabScript(label: string): string {
  return `new Promise((resolve, reject) => {
    const tab = document.querySelector('[data-bench-tab]');
    tab.removeAttribute('data-bench-tab');
    const started = performance.now();
    tab.click();
    const check = () => {
      const cells = [...document.querySelectorAll('.lg-body .lg-row [data-field="status"]')].map((c) => c.textContent.trim());
      if (cells.length > 0 && cells.every((s) => s === ${JSON.stringify(label)})) resolve(performance.now() - started);
      else if (performance.now() - started > 30000) reject(new Error('rows did not show'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;
}

export async function statusTabTimes(url: string): Promise<{ p50: number; p95: number; n: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/login`);
    await page.getByLabel('Username').fill('orgadmin');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(`${url}/glorifireEntities/home?entity=crp`);
    const grid = page.getByRole('grid', { name: 'CRP Students' });
    await grid.locator('.lg-body .lg-row').first().waitFor();
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const tab of TABS) {
        const target = page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name: tab });
        await target.evaluate((el) => el.setAttribute('data-bench-tab', ''));
        const ms = await page.evaluate(timeTabScript(tab)) as number;
        if (round > 0) samples.push(ms);
      }
    }
    return summarise(samples);
  } finally {
    await browser.close();
  }
}
