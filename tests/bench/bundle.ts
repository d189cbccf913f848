// Issue 3's figures: gzip size of the JavaScript the login page loads, and of what a signed-in admin's dashboard
// loads, measured by a real Chromium recording every script it fetches from the built console.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { freshDir, printTable, startServer } from './util.js';

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

export async function benchBundle(): Promise<void> {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const server = await startServer('npx', ['tsx', 'server/main.ts'], { DATA_DIR: freshDir('.tmp/bench-bundle'), LOG_LEVEL: 'warn' }, 8393);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => { const u = new URL(res.url()); if (u.pathname.endsWith('.js')) scripts.add(u.pathname); });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    const loginScripts = new Set(scripts);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.waitForLoadState('networkidle');
    const size = (set: Set<string>) => [...set].reduce((kb, p) => kb + gzipKb(path.join('dist', p)), 0);
    const heavy = (set: Set<string>) => [...set].filter((p) => /x-data-grid|xlsx|DataGrid/i.test(p)).join(', ') || 'none';
    printTable('JavaScript loaded, gzip (issue 3)', [
      { page: 'login page', files: loginScripts.size, gzip: `${size(loginScripts).toFixed(0)} KB`, target: '≤ 330 KB', 'grid or SheetJS chunks': heavy(loginScripts) },
      { page: 'admin dashboard (after sign-in, cumulative)', files: scripts.size, gzip: `${size(scripts).toFixed(0)} KB`, target: '≤ 450 KB', 'grid or SheetJS chunks': heavy(scripts) },
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}
