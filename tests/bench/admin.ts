// Issue 16's figures: with 50,000 staff users (and 100,000 audit entries) seeded in SQL, p50/p95 through the HTTP
// API of the user-management lists: the first page, a filtered page, sorted by username, a deep page, and the audit
// log; on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL's server, database eoc_bench_admin) and on PGlite
// (.tmp/bench-admin-pglite), each made fresh per run. `BENCH_ADMIN_ENGINES=postgres` picks one engine.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate, openDatabase, type Database } from '../../server/db/client.js';
import { seedDemo } from '../../server/seed/index.js';
import { FIRST_NAMES, SURNAMES } from '../../server/seed/names.js';
import { freshDir, printTable, startServer, timed } from './util.js';

const USERS = 50_000;
const AUDIT_ROWS = 100_000;
const RUNS = 100;
const TARGET_MS = 300;
const PGLITE_DIR = '.tmp/bench-admin-pglite';

interface Engine { name: 'postgres' | 'pglite'; env: Record<string, string>; open(): Promise<Database> }

async function pgEngine(): Promise<Engine | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = '/eoc_bench_admin';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // A fresh database each run (seeding takes seconds): migrations that changed since the last run cannot trip it.
  await admin.query('drop database if exists eoc_bench_admin with (force)');
  await admin.query('create database eoc_bench_admin');
  await admin.end();
  return { name: 'postgres', env: { DATABASE_URL: url.toString() }, open: () => openDatabase({ databaseUrl: url.toString(), poolSize: 2 }) };
}

const pgliteEngine = (): Engine => ({ name: 'pglite', env: { DATA_DIR: PGLITE_DIR }, open: () => openDatabase({ dataDir: freshDir(PGLITE_DIR) }) });

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** 50,000 users (a tenth inactive, a third centre-scoped) with roles, and audit entries: a few statements, no HTTP. */
async function seedUsers(database: Database): Promise<void> {
  const { db } = database;
  await migrate(database);
  await seedDemo(db, { students: 1000 });
  const [{ n }] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into users (org_id, username, password_hash, first_name, last_name, scope, active, created_at)
      select (select min(id) from organisations), 'bench.user' || g, 'scrypt$16384$8$1$none$none',
        (${sql.param(FIRST_NAMES)}::text[])[1 + g % ${FIRST_NAMES.length}], (${sql.param(SURNAMES)}::text[])[1 + (g / 7) % ${SURNAMES.length}],
        case when g % 3 = 0 then 'centre' else 'organisation' end, g % 10 <> 0, now() - g * interval '1 minute'
      from generate_series(1, ${USERS - n}) g`);
    await tx.execute(sql`insert into user_roles (user_id, role_id, position)
      select u.id, (select array_agg(id order by id) from roles where name <> 'Admin')[1 + u.id % 5], 0
      from users u where u.username like 'bench.user%'`);
    await tx.execute(sql`insert into user_centres (user_id, centre_id)
      select u.id, (select array_agg(id order by id) from centres)[1 + u.id % 8] from users u where u.username like 'bench.user%' and u.scope = 'centre'`);
    await tx.execute(sql`insert into audit_log (at, user_id, action, entity, entity_ids, before, after)
      select now() - g * interval '20 seconds', (select id from users where username = 'admin'),
        (array['user.create', 'user.update', 'user.deactivate', 'role.update'])[1 + g % 4], 'users', jsonb_build_array(g),
        jsonb_build_object('active', true, 'firstName', 'Before'), jsonb_build_object('active', false, 'firstName', 'After')
      from generate_series(1, ${AUDIT_ROWS}) g`);
  });
  await db.execute(sql`analyze`);
  console.log(`seeded ${USERS - n} users and ${AUDIT_ROWS} audit entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const enc = (o: Record<string, unknown>) => Object.entries(o).map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`).join('&');

async function measure(url: string, token: string, path: string) {
  return timed(async () => {
    const res = await fetch(`${url}/api/admin/${path}`, { headers: { 'access-token': token } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
    return { total: Number(res.headers.get('content-range')?.split('/').pop()), n: (body as unknown[]).length };
  }, RUNS);
}

async function benchEngine(engine: Engine) {
  const database = await engine.open();
  try { await seedUsers(database); } finally { await database.close(); }
  const server = await startServer('npx', ['tsx', 'server/main.ts'], { ...engine.env, LOG_LEVEL: 'warn', IN_PROCESS_WORKER: 'false' }, 8393);
  try {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo1234' }) });
    const token = (await login.json()).data.authToken as string;
    const roles = await (await fetch(`${server.url}/api/admin/roles?${enc({ filter: { q: 'Centre Admin' } })}`, { headers: { 'access-token': token } })).json();
    const roleId = (roles as { id: number; name: string }[]).find((r) => r.name === 'Centre Admin')!.id;
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['users: first page (25, by id)', `users?${enc({ sort: ['id', 'ASC'], range: [0, 24], filter: {} })}`],
      ['users: filtered page (q "sharma", active, one role)', `users?${enc({ sort: ['lastName', 'ASC'], range: [0, 24], filter: { q: 'sharma', active: true, roleId } })}`],
      ['users: filtered page (one role, inactive; no search)', `users?${enc({ sort: ['createdAt', 'DESC'], range: [0, 24], filter: { roleId, active: false } })}`],
      ['users: sorted by username', `users?${enc({ sort: ['username', 'ASC'], range: [0, 24], filter: {} })}`],
      ['users: sorted by role name', `users?${enc({ sort: ['roleName', 'DESC'], range: [0, 24], filter: {} })}`],
      ['users: deep page (49,000-49,024 by username)', `users?${enc({ sort: ['username', 'ASC'], range: [49_000, 49_024], filter: {} })}`],
      ['users: deep page (49,000-49,024 by first name)', `users?${enc({ sort: ['firstName', 'ASC'], range: [49_000, 49_024], filter: {} })}`],
      ['audit log: first page (newest first)', `audit-log?${enc({ sort: ['at', 'DESC'], range: [0, 24], filter: {} })}`],
      ['audit log: action + a week of days', `audit-log?${enc({ sort: ['at', 'DESC'], range: [0, 24], filter: { action: 'user.update', atFrom: weekAgo, atTo: today } })}`],
      ['audit log: deep page (50,000)', `audit-log?${enc({ sort: ['at', 'DESC'], range: [50_000, 50_024], filter: {} })}`],
    ];
    const out = [];
    for (const [name, path] of cases) {
      const r = await measure(server.url, token, path);
      out.push({
        engine: engine.name, query: name, rows: `${r.n} of ${r.total}`, p50: `${r.p50.toFixed(1)} ms`, p95: `${r.p95.toFixed(1)} ms`,
        target: `p95 ≤ ${TARGET_MS} ms`, ok: r.p95 <= TARGET_MS ? 'yes' : 'NO',
      });
    }
    return out;
  } finally {
    await server.stop();
  }
}

export async function benchAdmin(): Promise<void> {
  const wanted = process.env.BENCH_ADMIN_ENGINES?.split(',') ?? ['postgres', 'pglite'];
  const engines = [wanted.includes('postgres') ? await pgEngine() : undefined, wanted.includes('pglite') ? pgliteEngine() : undefined]
    .filter((e): e is Engine => !!e);
  const rows = [];
  for (const e of engines) rows.push(...(await benchEngine(e)));
  printTable(`User management lists through the HTTP API, ${USERS.toLocaleString('en-IN')} users, ${AUDIT_ROWS.toLocaleString('en-IN')} audit entries, ${RUNS} runs each (issue 16)`, rows);
}
