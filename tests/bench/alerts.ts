// Issue 14's figures: with 200,000 alert events (generate_series), p50/p95 through the HTTP API of the alert list
// (page 1 of 20, with its total) and the banner counters, for a staff user (ao) and an organisation admin who sees
// every alert, on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL's server) and PGlite. Targets: p95 ≤ 50 ms
// on PostgreSQL, ≤ 100 ms on PGlite. Seeded data is reused when present.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../../server/db/client.js';
import { makeDataDirInChild, needsNewDataDir } from '../../server/db/newDataDir.js';
import { seedDemo } from '../../server/seed/index.js';
import { runEscalations } from '../../server/alerts/escalate.js';
import { ALERT_EVENT_KEYS } from '../../schemas/alerts/index.js';
import { printTable, startServer, summarise } from './util.js';

const EVENTS = Number(process.env.BENCH_ALERTS ?? 200_000);
const RUNS = 100;
const TARGET = { postgres: 50, pglite: 100 };
const BENCH_USERS = 200;
const sweepMs: Record<string, number> = {};

interface Engine { name: 'postgres' | 'pglite'; env: Record<string, string>; open: { databaseUrl?: string; dataDir?: string } }

async function pgEngine(): Promise<Engine | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = '/eoc_bench_alerts';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  if (!(await admin.query(`select 1 from pg_database where datname = 'eoc_bench_alerts'`)).rowCount) await admin.query('create database eoc_bench_alerts');
  await admin.end();
  return { name: 'postgres', env: { DATABASE_URL: url.toString() }, open: { databaseUrl: url.toString() } };
}

function pgliteEngine(): Engine {
  const dir = `.tmp/bench-alerts-pglite-${EVENTS}`;
  return { name: 'pglite', env: { DATA_DIR: dir }, open: { dataDir: dir } };
}

/** Demo data, 200 more staff across the centres, then the events: 5% to ao, 5% to centreadmin, the rest spread. */
async function seed(engine: Engine): Promise<void> {
  if (engine.open.dataDir && needsNewDataDir(engine.open.dataDir)) await makeDataDirInChild(engine.open.dataDir);
  const database = await openDatabase({ ...engine.open, poolSize: 2 });
  try {
    await migrate(database);
    const db = database.db;
    const n = async () => Number(((await db.execute(sql`select count(*)::int as n from alert_actionables`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    if ((await n()) >= EVENTS) return;
    const t = Date.now();
    await seedDemo(db, { students: 1000 });
    await db.execute(sql`insert into users (org_id, username, password_hash, first_name, last_name, user_type, scope)
      select (select id from organisations limit 1), 'bench_' || g, 'x', 'Bench', 'Staff ' || g, 'staff', 'centre'
      from generate_series(1, ${BENCH_USERS}) g on conflict do nothing`);
    await db.execute(sql`insert into user_centres (user_id, centre_id)
      select u.id, c.ids[1 + ((u.rn - 1) % array_length(c.ids, 1))]
      from (select id, row_number() over (order by id) rn from users where username like 'bench\\_%') u, (select array_agg(id order by id) ids from centres) c
      on conflict do nothing`);
    const keys = sql.raw(`array[${ALERT_EVENT_KEYS.map((k) => `'${k}'`).join(',')}]`);
    await db.execute(sql`insert into alert_actionables (event_key, title, description, assigned_user_id, centre_id, priority_level, status, is_viewed, viewed_at, resolved_at, resolved_by, created_at, due_at, items)
      select (${keys})[1 + g % 11], 'Bench alert ' || g, 'Generated for the bench',
        case when g % 20 = 0 then ao.id when g % 20 = 1 then ca.id else u.ids[1 + g % ${BENCH_USERS}] end,
        case when g % 20 = 0 then (case when g % 40 = 0 then ao.c1 else ao.c2 end) when g % 20 = 1 then ca.c1 else c.ids[1 + ((g % ${BENCH_USERS}) % array_length(c.ids, 1))] end,
        1 + (g % 11) % 5,
        case when h < 35 then 'resolved' else 'open' end,
        h < 60, case when h < 60 then created + interval '1 hour' end,
        case when h < 35 then created + interval '20 hours' end, null,
        created, created + interval '48 hours',
        jsonb_build_array(jsonb_build_object('classGroupId', null, 'label', 'Bench line', 'value', g::text))
      from (select g, (g::bigint * 2654435761) % 100 as h, now() - ((g::bigint * 7919) % (90 * 24 * 60)) * interval '1 minute' as created
            from generate_series(1, ${EVENTS}) g) x,
        (select array_agg(id order by id) ids from users where username like 'bench\\_%') u,
        (select array_agg(id order by id) ids from centres) c,
        (select u.id, min(uc.centre_id) c1, max(uc.centre_id) c2 from users u join user_centres uc on uc.user_id = u.id where u.username = 'ao' group by u.id) ao,
        (select u.id, min(uc.centre_id) c1 from users u join user_centres uc on uc.user_id = u.id where u.username = 'centreadmin' group by u.id) ca`);
    const escalated = await runEscalations(db);
    for (const table of ['alert_actionables', 'alert_escalations', 'alert_counts', 'alert_escalation_counts']) await db.execute(sql.raw(`vacuum analyze ${table}`));
    console.log(`alerts bench (${engine.name}): seeded ${EVENTS.toLocaleString('en-IN')} events, ${escalated.toLocaleString('en-IN')} escalations in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  } finally {
    // The sweep the server runs at startup and every 5 minutes, once more over the whole table (nothing left to do).
    const t = performance.now();
    await runEscalations(database.db);
    sweepMs[engine.name] = performance.now() - t;
    await database.close();
  }
}

async function measure(call: () => Promise<number>) {
  for (let i = 0; i < 50; i++) await call();
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    total = await call();
    samples.push(performance.now() - t);
  }
  return { ...summarise(samples), total };
}

async function benchEngine(engine: Engine) {
  await seed(engine);
  const server = await startServer('npx', ['tsx', 'server/main.ts'], { ...engine.env, LOG_LEVEL: 'warn', IN_PROCESS_WORKER: 'false', SEED_DEMO: 'false' }, 8471);
  const rows: Record<string, string | number>[] = [];
  // Steady state: the startup sweep (timed below) runs once as the server starts; a console server runs for days.
  await new Promise((r) => setTimeout(r, 3000));
  try {
    for (const user of ['ao', 'orgadmin']) {
      const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: 'demo1234' }) });
      const token = (await login.json()).data.authToken as string;
      const post = (path: string, body: object, read: (data: Record<string, number>) => number) => async () => {
        const res = await fetch(`${server.url}/api/auth/alert-escalation/${path}`, { method: 'POST', headers: { 'access-token': token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const json = await res.json();
        if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
        return read(json.data);
      };
      const cases: [string, () => Promise<number>][] = [
        ['alert list, open, page 1 of 20 + total', post('alert/events/list', { pageSize: 20, pageNumber: 1 }, (d) => d.totalCount)],
        ['default filter: 5 by priorityLevel + total', post('alert/events/list', { filters: {}, sortBy: 'priorityLevel', pageSize: 5 }, (d) => d.totalCount)],
        ['escalation list, open, page 1 + total', post('escalation/events/list', { pageSize: 20, pageNumber: 1 }, (d) => d.totalCount)],
        ['counters (actionables, alerts, escalations)', post('counters', {}, (d) => d.actionables)],
      ];
      for (const [name, call] of cases) {
        const r = await measure(call);
        const target = TARGET[engine.name];
        rows.push({ engine: engine.name, user, query: name, rows: r.total, p50: `${r.p50.toFixed(1)} ms`, p95: `${r.p95.toFixed(1)} ms`, target: `p95 ≤ ${target} ms`, ok: r.p95 <= target ? 'yes' : 'NO' });
      }
    }
  } finally {
    await server.stop();
  }
  rows.push({ engine: engine.name, user: '-', query: 'escalation sweep (startup / every 5 min), nothing due', rows: EVENTS, p50: `${sweepMs[engine.name].toFixed(0)} ms`, p95: '-', target: 'measured (no target)', ok: '-' });
  return rows;
}

export async function benchAlerts(): Promise<void> {
  const wanted = process.env.BENCH_ALERT_ENGINES?.split(',') ?? ['postgres', 'pglite'];
  const engines = [wanted.includes('postgres') ? await pgEngine() : undefined, wanted.includes('pglite') ? pgliteEngine() : undefined].filter((e): e is Engine => !!e);
  const rows = [];
  for (const e of engines) rows.push(...(await benchEngine(e)));
  printTable(`Alerts through the HTTP API, ${EVENTS.toLocaleString('en-IN')} events, ${RUNS} runs each (issue 14)`, rows);
}
