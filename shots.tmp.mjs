import { chromium } from '@playwright/test';
const base = 'http://localhost:8092';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const pages = process.argv.slice(2);
for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel(/username/i).fill('orgadmin');
  await page.getByLabel(/password/i).fill('demo1234');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/);
  await page.waitForTimeout(1500);
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/shots/${scheme}${name}.png` });
  }
  await ctx.close();
}
await browser.close();
