// Issue 4's figures: with 1,000,000 students, p50/p95 through the HTTP API of (a) a filtered, sorted page of 100
// with its total, (b) a name substring search, (c) the last page of a filter matching about 17,000 rows; on
// PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL's server) and on PGlite. Seeded data is reused when present.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { ensureBuiltConsole, statusTabTimes } from './listsUi.js';
import { printTable, startServer, timed } from './util.js';
import { boundVerdict } from './verdicts.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1_000_000);
const RUNS = 100;
const TARGETS_PG = { a: 20, b: 100, c: 50 };
/** Issue 28 item 4: p95 of a three-letter search at 1,000,000 students, per engine. */
export const SHORT_SEARCH = { postgres: 100, pglite: 200 } as const;

interface Engine { name: 'postgres' | 'pglite'; env: Record<string, string>; seeded(): Promise<boolean> }

async function pgEngine(): Promise<Engine | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = '/eoc_bench';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'eoc_bench'`)).rowCount;
  if (!exists) await admin.query('create database eoc_bench');
  await admin.end();
  return {
    name: 'postgres', env: { DATABASE_URL: url.toString() },
    async seeded() {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try { return Number((await c.query('select count(*) n from students')).rows[0].n) >= STUDENTS; } catch { return false; } finally { await c.end(); }
    },
  };
}

function pgliteEngine(): Engine {
  const dir = `.tmp/bench-pglite-${STUDENTS}`;
  return { name: 'pglite', env: { DATA_DIR: dir }, seeded: async () => fs.existsSync(`${dir}/.seeded`) };
}

async function measure(url: string, token: string, path: string) {
  // Steady state: a console server runs for days, so the JIT warms up on 50 calls before any is timed.
  return timed(async () => {
    const res = await fetch(`${url}/api/auth/v4/glorifire-entities/${path}`, { headers: { 'access-token': token } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
    return { total: body.data.totalCount as number, capped: body.data.totalCapped === true };
  }, RUNS, 50);
}

async function benchEngine(engine: Engine) {
  if (!(await engine.seeded())) {
    const t = Date.now();
    const res = spawnSync('npx', ['tsx', 'server/seed/cli.ts', '--students', String(STUDENTS)], { env: { ...process.env, ...engine.env }, stdio: 'inherit' });
    if (res.status !== 0) throw new Error('seeding failed');
    if (engine.name === 'pglite') fs.writeFileSync(`${engine.env.DATA_DIR}/.seeded`, String(Date.now() - t));
  }
  ensureBuiltConsole();
  const server = await startServer('npx', ['tsx', 'server/main.ts'], { ...engine.env, LOG_LEVEL: 'warn', IN_PROCESS_WORKER: 'false' }, 8392);
  try {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'orgadmin', password: 'demo1234' }) });
    const token = (await login.json()).data.authToken as string;
    const centres = (await (await fetch(`${server.url}/api/auth/v4/glorifire-entities/centres`, { headers: { 'access-token': token } })).json()).data as { id: number; code: string }[];
    const mumbai = centres.find((c) => c.code === 'MUM-AN')!.id;
    const a = await measure(server.url, token, `crp?centre=${mumbai}&status=active&class=11th&sortBy=name&limit=100`);
    const b = await measure(server.url, token, 'crp?search=kulkarni&limit=100');
    // Issue 28 item 4: a three-letter search with some 60,000 matches, as typed (no status) and from the Active tab.
    const d = await measure(server.url, token, 'crp?search=sha&limit=100');
    const e = await measure(server.url, token, 'crp?search=sha&status=active&limit=100');
    const first = await measure(server.url, token, 'crp-test?status=active&limit=100');
    const lastPage = Math.ceil(first.total / 100);
    const c = await measure(server.url, token, `crp-test?status=active&limit=100&page=${lastPage}`);
    for (const [measure, r] of [['3-letter search "sha", p95', d], ['the same from the Active tab, p95', e]] as const) {
      boundVerdict({
        item: '4 short searches', measure, engine: engine.name, unit: 'ms', value: r.p95, max: SHORT_SEARCH[engine.name],
        figure: `p50 ${r.p50.toFixed(0)} ms; ${r.total.toLocaleString('en-IN')}${r.capped ? '+' : ''} matches`,
      });
    }
    // BENCH_LIST_TABS=0: the API figures alone, without the browser's tab clicks (a minute or two less).
    const tabs = process.env.BENCH_LIST_TABS === '0' ? { p50: NaN, p95: NaN, n: 0 } : await statusTabTimes(server.url);
    const factor = engine.name === 'pglite' ? 2.5 : 1;
    /** `target`: p95 in ms on this engine. */
    const row = (name: string, r: { p50: number; p95: number; total: number; capped?: boolean }, target: number) => ({
      engine: engine.name, query: name, rows: `${r.total.toLocaleString('en-IN')}${r.capped ? '+' : ''}`, p50: `${r.p50.toFixed(1)} ms`, p95: `${r.p95.toFixed(1)} ms`,
      target: `p95 ≤ ${target} ms`, ok: r.p95 <= target ? 'yes' : 'NO',
    });
    return [
      row('(a) centre+status+class filter, sort by name, page 1 + total', a, TARGETS_PG.a * factor),
      row('(b) name substring search "kulkarni" + total', b, TARGETS_PG.b * factor),
      row('(d) 3-letter search "sha" + total (issue 28: ≤ 100 ms PG, ≤ 200 ms PGlite)', d, SHORT_SEARCH[engine.name]),
      row('(e) the same from the Active tab', e, SHORT_SEARCH[engine.name]),
      row(`(c) last page (${lastPage}) of a filter, + total`, c, TARGETS_PG.c * factor),
      {
        engine: engine.name, query: `Chromium: click a status tab → its rows on screen (${tabs.n} clicks)`, rows: '-',
        p50: `${tabs.p50.toFixed(0)} ms`, p95: `${tabs.p95.toFixed(0)} ms`, target: 'measured (no target)', ok: '-',
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function benchLists(): Promise<void> {
  const wanted = process.env.BENCH_LIST_ENGINES?.split(',') ?? ['postgres', 'pglite'];
  const engines = [wanted.includes('postgres') ? await pgEngine() : undefined, wanted.includes('pglite') ? pgliteEngine() : undefined]
    .filter((e): e is Engine => !!e);
  const rows = [];
  for (const e of engines) rows.push(...(await benchEngine(e)));
  printTable(`Entity lists through the HTTP API, ${STUDENTS.toLocaleString('en-IN')} students, ${RUNS} runs each (issue 4)`, rows);
}
