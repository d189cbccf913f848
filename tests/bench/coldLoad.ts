// Issue 28 item 1: the student list's cold load in Chromium against a bare react-admin 5 app with one list over the
// same API (tests/bench/bareRa, built here with Vite's JS API into dist/bench-bare-ra, so the console server serves
// both from one origin with the same precompression and caching). Pairs are interleaved in one browser, each load in a
// new context with an empty HTTP cache. Also: the request timeline of the list page, the static files' headers, and
// the gzip weight of the login and list pages.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from '@playwright/test';
import { precompressPlugin } from '../../scripts/precompress.js';
import { launchChromium, quiet, signInWeights } from './bundle.js';
import { printTable, startServer, summarise } from './util.js';
import { reportRows, type SummaryRow } from './verdicts.js';

/** The console server's port (BENCH_COLD_PORT, 8510 by default). */
const PORT = Number(process.env.BENCH_COLD_PORT ?? 8510);
const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 7);
const USER = 'orgadmin';
const PASSWORD = 'demo1234';
const LIST_PATH = '/glorifireEntities/home?entity=crp';
const BARE_DIR = 'dist/bench-bare-ra';
const BARE_PATH = '/bench-bare-ra/index.html#/students';
const LIST_API = '/api/auth/v4/glorifire-entities/crp?';
const VIEWPORT = { width: 1280, height: 800 };
// The first data row's name cell, in the console's list grid and in react-admin's Datagrid.
const CONSOLE_ROW = '.lg-body .lg-row [data-field="name"]';
const BARE_ROW = '.RaDatagrid-row .column-name';

/** One line of the lead's summary table (issue 28 item 6). */

interface Timed { name: string; start: number; end: number }
interface Load { rowsMs: number; entries: Timed[]; assets: { path: string; encoding: string; cache: string }[] }

/** Builds the bare app next to the console's build, precompressed the same way. */
async function buildBare(): Promise<void> {
  await build({
    configFile: false, root: path.resolve('tests/bench/bareRa'), base: './', logLevel: 'warn',
    plugins: [react(), precompressPlugin()],
    build: { outDir: path.resolve(BARE_DIR), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

async function apiSignIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: USER, password: PASSWORD }) });
  const body = await res.json() as { data: { authToken: string } };
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return body.data.authToken;
}

/** In-page probe as source text (tsx would wrap a compiled function in helpers the page lacks): every frame until
 *  a row's cell with text is laid out, then window.__rowsAt = ms since navigation start. */
const rowsProbe = (selector: string) => `(() => {
  const tick = () => {
    const cell = [...document.querySelectorAll(${JSON.stringify(selector)})].find((c) => c.textContent.trim() !== '' && c.getBoundingClientRect().height > 0);
    if (cell) window.__rowsAt = performance.now(); else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

// Functions, not source text, from here: the console's CSP (script-src 'self') refuses Playwright's eval of text.
type ProbedWindow = Window & { __rowsAt?: number };
const entries = () => performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd }));

async function timeLoad(page: Page, target: string): Promise<Load> {
  const assets: Load['assets'] = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.pathname.includes('/assets/')) assets.push({ path: u.pathname, encoding: res.headers()['content-encoding'] ?? 'none', cache: res.headers()['cache-control'] ?? '' });
  });
  await page.goto(target, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as ProbedWindow).__rowsAt !== undefined, undefined, { timeout: 30_000, polling: 50 });
  const rowsMs = await page.evaluate(() => (window as ProbedWindow).__rowsAt!);
  await quiet(page);
  return { rowsMs, entries: await page.evaluate(entries), assets };
}

/** The console: signed in through its login page, the HTTP cache cleared, then the list opened. */
async function consoleLoad(browser: Browser, url: string, before?: (page: Page) => Promise<void>): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Username').fill(USER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await quiet(page);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.addInitScript(rowsProbe(CONSOLE_ROW));
    await before?.(page);
    return await timeLoad(page, `${url}${LIST_PATH}`);
  } finally {
    await context.close();
  }
}

/** The bare app: signed in through the API, its token written where it reads it, then its list opened. */
async function bareLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const token = await apiSignIn(url);
    await context.addInitScript(`sessionStorage.setItem('authToken', ${JSON.stringify(token)})`);
    await context.addInitScript(rowsProbe(BARE_ROW));
    return await timeLoad(await context.newPage(), `${url}${BARE_PATH}`);
  } finally {
    await context.close();
  }
}

/** What the server answers for a hashed script asked for with one encoding (the browser may not ask for br on http). */
function assetHeaders(url: string, asset: string, encoding: string): Promise<{ encoding: string; cache: string }> {
  return new Promise((resolve, reject) => {
    http.get(`${url}${asset}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      res.resume();
      resolve({ encoding: String(res.headers['content-encoding'] ?? 'none'), cache: String(res.headers['cache-control'] ?? '') });
    }).on('error', reject);
  });
}

const median = (xs: number[]) => summarise(xs).p50;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const apiPath = (name: string) => { const u = new URL(name); return u.pathname.replace(/^\/(api|assets)\//, '') + (u.search ? '?…' : ''); };

/** The /api requests of a load; with BENCH_COLD_TRACE=1 every script and style too. */
function timeline(load: Load): Record<string, string>[] {
  const api = load.entries.filter((e) => e.name.includes('/api/') || process.env.BENCH_COLD_TRACE).sort((a, b) => a.start - b.start)
    .map((e) => ({ request: apiPath(e.name), starts: ms(e.start), ends: ms(e.end) }));
  return [...scriptWaves(load), ...api];
}

/** Scripts in waves: each wave asked for only after the one before arrived (a chunk waterfall), 100 ms apart or more. */
function scriptWaves(load: Load): Record<string, string>[] {
  const scripts = load.entries.filter((e) => /\.js$/.test(e.name)).sort((a, b) => a.start - b.start);
  const waves: Timed[][] = [];
  for (const s of scripts) {
    const wave = waves.at(-1);
    if (wave && s.start - wave.at(-1)!.start < 100) wave.push(s);
    else waves.push([s]);
  }
  return waves.map((w) => ({ request: `${w.length} script${w.length > 1 ? 's' : ''}`, starts: ms(w[0].start), ends: ms(Math.max(...w.map((s) => s.end))) }));
}

const HOLD_MS = 1500;

/**
 * Does the list request wait on another? One more cold load with every other /api answer held back 1.5 s: a list
 * request that needs none of them still starts before the first held answer arrives.
 */
async function listWaitsOnNone(browser: Browser, url: string): Promise<{ start: number; firstHeld: number; ok: boolean }> {
  const load = await consoleLoad(browser, url, async (page) => {
    await page.route((u) => u.pathname.startsWith('/api/') && !u.href.includes(LIST_API), async (route) => {
      await new Promise((r) => setTimeout(r, HOLD_MS));
      await route.continue();
    });
  });
  const api = load.entries.filter((e) => e.name.includes('/api/'));
  const list = api.find((e) => e.name.includes(LIST_API));
  const held = api.filter((e) => e !== list).map((e) => e.end);
  const firstHeld = held.length ? Math.min(...held) : Infinity;
  return { start: list?.start ?? NaN, firstHeld, ok: !!list && list.start < firstHeld };
}

/** Measures everything, prints its own tables and answers the summary rows. */
export async function coldLoadRows(): Promise<SummaryRow[]> {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
  await buildBare();
  const server = await startServer('npx', ['tsx', 'server/main.ts'], { DATA_DIR: '.tmp/bench-coldload', LOG_LEVEL: 'warn', IN_PROCESS_WORKER: 'false' }, PORT);
  const browser = await launchChromium();
  try {
    // One untimed pair: the server's first answers (JIT, PGlite's caches) are not what a user waits for.
    await consoleLoad(browser, server.url);
    await bareLoad(browser, server.url);
    const runs = { console: [] as Load[], bare: [] as Load[] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which goes first, so neither always follows the other's garbage.
      const order = round % 2 ? (['bare', 'console'] as const) : (['console', 'bare'] as const);
      for (const which of order) runs[which].push(which === 'console' ? await consoleLoad(browser, server.url) : await bareLoad(browser, server.url));
    }
    const consoleMs = median(runs.console.map((l) => l.rowsMs));
    const bareMs = median(runs.bare.map((l) => l.rowsMs));
    const typical = runs.console.reduce((a, b) => (Math.abs(b.rowsMs - consoleMs) < Math.abs(a.rowsMs - consoleMs) ? b : a));
    printTable(`Student list cold load, rows on screen after navigation start (${ROUNDS} interleaved pairs)`, [
      { app: 'console', median: ms(consoleMs), samples: runs.console.map((l) => l.rowsMs.toFixed(0)).join(' '), scripts: typical.entries.filter((e) => /\.js$/.test(e.name)).length },
      { app: 'bare react-admin', median: ms(bareMs), samples: runs.bare.map((l) => l.rowsMs.toFixed(0)).join(' '), scripts: runs.bare[0].entries.filter((e) => /\.js$/.test(e.name)).length },
    ]);
    printTable(`Console list page /api requests (the round nearest the median, rows at ${ms(typical.rowsMs)})`, timeline(typical));
    printTable('Bare app /api requests (first round)', timeline(runs.bare[0]));
    // The peer must ask for the very page the console asks for (the bare app reads the same opening parameters).
    const listQuery = (l: Load) => {
      const found = l.entries.find((e) => e.name.includes(LIST_API));
      return found ? [...new URL(found.name).searchParams].map(([k, v]) => `${k}=${v}`).sort().join('&') : 'none';
    };
    const [consoleQuery, bareQuery] = [listQuery(typical), listQuery(runs.bare[0])];
    printTable('The list request of each app', [{ app: 'console', query: consoleQuery }, { app: 'bare react-admin', query: bareQuery }]);
    const waits = await listWaitsOnNone(browser, server.url);
    const listStart = (l: Load) => l.entries.find((e) => e.name.includes(LIST_API))?.start ?? NaN;

    const loaded = typical.assets;
    // Files under 1 KiB are sent plain by design (scripts/precompress.ts): they have no .gz beside them.
    const plainBySize = (a: Load['assets'][number]) => !fs.existsSync(path.join('dist', `${a.path}.gz`));
    const asset = loaded.find((a) => a.path.endsWith('.js') && !plainBySize(a))?.path ?? '';
    const [br, gz] = [await assetHeaders(server.url, asset, 'br'), await assetHeaders(server.url, asset, 'gzip')];
    const served = loaded.filter((a) => (a.encoding !== 'none' || plainBySize(a)) && a.cache.includes('immutable')).length;
    printTable('Hashed static files', [
      { check: `${asset} asked for br`, 'content-encoding': br.encoding, 'cache-control': br.cache },
      { check: `${asset} asked for gzip`, 'content-encoding': gz.encoding, 'cache-control': gz.cache },
      { check: `loaded by the list page in Chromium (${loaded.length})`, 'content-encoding': [...new Set(loaded.map((a) => a.encoding))].join(', '), 'cache-control': `${served} of ${loaded.length} compressed (${loaded.filter(plainBySize).length} under 1 KiB plain) and immutable` },
    ]);

    const weights = await signInWeights(browser, server.url, LIST_PATH, USER, CONSOLE_ROW);
    const rows: SummaryRow[] = [
      { measure: 'List cold load: rows on screen (median)', value: ms(consoleMs), peer: `bare react-admin ${ms(bareMs)}`, ratio: `${(consoleMs / bareMs).toFixed(2)}×`, target: '≤ 1.3×', ok: consoleMs / bareMs <= 1.3 },
      { measure: 'The bare app asks for the same page', value: consoleQuery, peer: bareQuery, ratio: '', target: 'the same', ok: consoleQuery === bareQuery },
      { measure: 'List request start (median)', value: ms(median(runs.console.map(listStart))), peer: `bare ${ms(median(runs.bare.map(listStart)))}`, ratio: `${(median(runs.console.map(listStart)) / median(runs.bare.map(listStart))).toFixed(2)}×`, target: '', ok: true },
      { measure: `List request with other /api answers held ${HOLD_MS} ms`, value: `starts ${ms(waits.start)}`, peer: `first held answer ${ms(waits.firstHeld)}`, ratio: '', target: 'starts before', ok: waits.ok },
      { measure: 'Hashed static files: br and gzip, immutable', value: `${br.encoding}, ${gz.encoding}`, peer: `${served}/${loaded.length} in Chromium`, ratio: '', target: 'br, gzip; all', ok: br.encoding === 'br' && gz.encoding === 'gzip' && br.cache.includes('immutable') && served === loaded.length },
      { measure: 'Login page, gzip', value: `${weights.login.kb.toFixed(0)} KB`, peer: `${weights.login.files} files`, ratio: '', target: '≤ 330 KB', ok: weights.login.kb <= 330 },
      { measure: 'List page after sign-in (cumulative), gzip', value: `${weights.landing.kb.toFixed(0)} KB`, peer: `${weights.landing.files} files`, ratio: '', target: '≤ 400 KB', ok: weights.landing.kb <= 400 },
    ];
    reportRows('Issue 28 item 1: list cold load', '1 list cold load', 'chromium', rows);
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(BARE_DIR, { recursive: true, force: true });
  }
}

export async function benchColdLoad(): Promise<void> {
  await coldLoadRows();
}
