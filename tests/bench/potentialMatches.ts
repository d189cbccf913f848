// Issue 15's figure: p50/p95 of the public GET salesforceAuth/potential-matches/list through the HTTP API over
// 100,000 students (seeded with `npm run seed -- --students 100000`, reused when present), on PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL's server) and PGlite. Target p95 ≤ 300 ms. The bench's server runs
// with a rate limit high enough never to answer 429. Its calls carry an organisation token signed, as a CRM would,
// with the secret `npm run potential-matches:secret` prints (read before the server holds the PGlite folder).
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { printTable, startServer, timed } from './util.js';
import { issueOrgToken } from '../../server/potentialMatches/orgToken.js';
import { ORG_TOKEN_HEADER, ORG_TOKEN_MAX_TTL_S } from '../../schemas/api/potentialMatches.js';

const STUDENTS = Number(process.env.BENCH_PM_STUDENTS ?? 100_000);
const RUNS = 100;
const TARGET_MS = 300;
const DB_NAME = 'eoc_bench_pm';

interface Engine { name: 'postgres' | 'pglite'; env: Record<string, string>; seeded(): Promise<boolean>; markSeeded(): void }

async function pgEngine(): Promise<Engine | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `/${DB_NAME}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  if (!(await admin.query(`select 1 from pg_database where datname = '${DB_NAME}'`)).rowCount) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  return {
    name: 'postgres', env: { DATABASE_URL: url.toString() }, markSeeded() {},
    async seeded() {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        const r = await c.query(`select count(*)::int n from students`).catch(() => ({ rows: [{ n: 0 }] }));
        return r.rows[0].n >= STUDENTS;
      } finally { await c.end(); }
    },
  };
}

function pgliteEngine(): Engine {
  const dir = `.tmp/bench-pm-pglite-${STUDENTS}`;
  return { name: 'pglite', env: { DATA_DIR: dir }, seeded: async () => fs.existsSync(`${dir}/.seeded`), markSeeded: () => fs.writeFileSync(`${dir}/.seeded`, '1') };
}

const LEADS: [string, Record<string, string>][] = [
  ['4 tables, page 1 (NEET, 11th, Delhi)', { school: 'Delhi South Extension', city: 'New Delhi', classValue: '11th', targetExam: 'NEET Two Year', page: '1' }],
  ['4 tables, page 1 (JEE Advanced, 12th, Mumbai)', { school: 'Mumbai Andheri', city: 'Mumbai', classValue: '12th', targetExam: 'JEE Advanced Two Year', page: '1' }],
  ['rpi table only, page 50', { school: 'Kolkata Salt Lake', city: 'Kolkata', classValue: '9th', targetExam: 'NEET Two Year', page: '50', type: 'rpi' }],
  ['no match (unknown exam)', { school: 'Doha', city: 'Doha', classValue: '10th', targetExam: 'No Such Exam', page: '1' }],
];

/** A token for the seeded organisation (the seed's first, VCI), signed with the secret the admin command prints. */
function orgToken(engine: Engine): string {
  const res = spawnSync('npx', ['tsx', 'scripts/potential-matches-secret.ts', '--org-code', 'VCI'], { env: { ...process.env, ...engine.env }, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`potential-matches:secret failed: ${res.stderr}`);
  return issueOrgToken('VCI', res.stdout.trim(), Date.now(), ORG_TOKEN_MAX_TTL_S);
}

async function measure(url: string, query: Record<string, string>, token: string) {
  return timed(async () => {
    const res = await fetch(`${url}/api/salesforceAuth/potential-matches/list?${new URLSearchParams(query)}`, { headers: { [ORG_TOKEN_HEADER]: token } });
    const body = await res.json();
    if (!res.ok) throw new Error(`potential matches: ${res.status} ${body.message}`);
    return { total: (body.data.tables as { totalCount: number }[]).reduce((n, x) => n + x.totalCount, 0) };
  }, RUNS);
}

async function benchEngine(engine: Engine) {
  if (!(await engine.seeded())) {
    const t = Date.now();
    const res = spawnSync('npx', ['tsx', 'server/seed/cli.ts', '--students', String(STUDENTS)], { env: { ...process.env, ...engine.env }, stdio: 'inherit' });
    if (res.status !== 0) throw new Error('seeding failed');
    engine.markSeeded();
    console.log(`potential-matches bench (${engine.name}): seeded ${STUDENTS.toLocaleString('en-IN')} students in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  const token = orgToken(engine);
  const server = await startServer('npx', ['tsx', 'server/main.ts'], {
    ...engine.env, LOG_LEVEL: 'warn', IN_PROCESS_WORKER: 'false', SEED_DEMO: 'false', POTENTIAL_MATCHES_RATE_LIMIT: '1000000',
  }, 8473);
  const rows: Record<string, string | number>[] = [];
  try {
    for (const [name, query] of LEADS) {
      const r = await measure(server.url, query, token);
      rows.push({ engine: engine.name, query: name, 'students matched': r.total, p50: `${r.p50.toFixed(1)} ms`, p95: `${r.p95.toFixed(1)} ms`, target: `p95 ≤ ${TARGET_MS} ms`, ok: r.p95 <= TARGET_MS ? 'yes' : 'NO' });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

export async function benchPotentialMatches(): Promise<void> {
  const wanted = process.env.BENCH_PM_ENGINES?.split(',') ?? ['postgres', 'pglite'];
  const engines = [wanted.includes('postgres') ? await pgEngine() : undefined, wanted.includes('pglite') ? pgliteEngine() : undefined].filter((e): e is Engine => !!e);
  const rows = [];
  for (const e of engines) rows.push(...(await benchEngine(e)));
  printTable(`Potential matches through the HTTP API, ${STUDENTS.toLocaleString('en-IN')} students, ${RUNS} runs each (issue 15)`, rows);
}
