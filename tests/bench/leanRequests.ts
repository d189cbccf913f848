// Issue 28 item 3, lean requests: list throughput of the real console at 16 connections against a bare Fastify + `pg`
// server (leanPeer.ts) running the statements the console runs for the same request, plus an equivalent session
// check. Both run as child processes on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL's server; database
// LEAN_BENCH_DB, default eoc_bench), loaded in turn by one generator in this process, interleaved LEAN_ROUNDS times.
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { entities, listQuerySchema } from '../../schemas/index.js';
import type { Db } from '../../server/db/client.js';
import { loadPrincipal } from '../../server/db/repos/authenticate.js';
import { listStatements } from '../../server/entities/listRepo.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { CapturedStatement } from './leanPeer.js';
import { reportRows, type SummaryRow } from './verdicts.js';
import { printTable, startServer, summarise, type ServerProcess } from './util.js';
import { cpuUse, perRequest } from './cpuUse.js';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.LEAN_SECONDS ?? 10);
const ROUNDS = Number(process.env.LEAN_ROUNDS ?? 3);
const TARGET = 0.85;
/** The console's pool size (openDatabase's default); the peer gets the same. */
const POOL_SIZE = 10;
const LIST = 'crp';
const QUERY = { status: 'active', limit: '100' };
const PORTS = { console: 8601, peer: 8602 };


function databaseUrl(): string {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/${process.env.LEAN_BENCH_DB ?? 'eoc_bench'}`;
  return url.toString();
}

/**
 * The statements the console's list repository runs for QUERY as orgadmin, in its order (the page, then the total),
 * from its own builders: the peer runs exactly these texts with these values.
 */
export async function captureStatements(url: string): Promise<CapturedStatement[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const db = drizzle(pool) as unknown as Db;
    const [{ id }] = (await pool.query(`select id from users where username = 'orgadmin'`)).rows as { id: number }[];
    const principal = (await loadPrincipal(db, id))!;
    const entity = entities[LIST];
    const dialect = new PgDialect();
    return listStatements(entity, principal, listQuerySchema(entity).parse(QUERY)).map((st) => {
      const { sql: text, params } = dialect.sqlToQuery(st);
      return { text, params };
    });
  } finally {
    await pool.end();
  }
}

/** A fresh console session for orgadmin. */
export async function signIn(consoleUrl: string): Promise<string> {
  const res = await fetch(`${consoleUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'orgadmin', password: 'demo1234' }) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { data: { authToken: string } }).data.authToken;
}

function get(agent: http.Agent, base: URL, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: base.hostname, port: base.port, path, headers: { 'access-token': token } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * CONNECTIONS keep-alive connections, each sending its next request as soon as the last answer has been read, for
 * `seconds` (bounded in time, loopback only). Every answer must be a 200 with rows.
 */
export async function load(baseUrl: string, path: string, token: string, seconds: number): Promise<{ rps: number; requests: number; p50: number; p95: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const base = new URL(baseUrl);
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      const res = await get(agent, base, path, token);
      if (res.status !== 200) throw new Error(`${baseUrl}${path}: ${res.status} ${res.body.slice(0, 200)}`);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const s = summarise(latencies);
  return { rps: latencies.length / elapsed, requests: latencies.length, p50: s.p50, p95: s.p95 };
}

/** The same rows from both (masking aside), so the two do the same work. */
async function sameAnswer(consoleUrl: string, peerUrl: string, path: string, token: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  const a = JSON.parse((await get(agent, new URL(consoleUrl), `/api/auth/v4/glorifire-entities/${path}`, token)).body);
  const b = JSON.parse((await get(agent, new URL(peerUrl), '/peer/list', token)).body);
  const ids = (x: { data: { rows: { id: number }[] } }) => x.data.rows.map((r) => r.id).join(',');
  if (ids(a) !== ids(b) || a.data.totalCount !== b.data.totalCount) throw new Error('the console and the peer answer different rows');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The figures, as rows for a summary table; also prints the bench's own table. */
export async function leanRequestRows(): Promise<SummaryRow[]> {
  const url = databaseUrl();
  const statements = await captureStatements(url);
  const path = `${LIST}?${new URLSearchParams(QUERY)}`;
  const servers: ServerProcess[] = [];
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Each side's PostgreSQL backends are told apart by application_name, for the CPU they use per request.
  const named = (name: string) => `${url}?application_name=${name}`;
  try {
    const app = await startServer('npx', ['tsx', 'server/main.ts'], { DATABASE_URL: named('lean_console'), LOG_LEVEL: 'warn', IN_PROCESS_WORKER: 'false' }, PORTS.console);
    servers.push(app);
    const peer = await startServer('npx', ['tsx', 'tests/bench/leanPeer.ts'], { DATABASE_URL: named('lean_peer'), LEAN_STATEMENTS: JSON.stringify(statements), LEAN_POOL_SIZE: String(POOL_SIZE) }, PORTS.peer);
    servers.push(peer);
    const token = await signIn(app.url);
    await sameAnswer(app.url, peer.url, path, token);
    const sides = {
      console: { server: app, app: 'lean_console', path: `/api/auth/v4/glorifire-entities/${path}` },
      peer: { server: peer, app: 'lean_peer', path: '/peer/list' },
    };
    const measure = async (side: keyof typeof sides) => {
      const { server, app: name, path: p } = sides[side];
      const before = await cpuUse(server.child.pid!, admin, name);
      const r = await load(server.url, p, token, SECONDS);
      return { ...r, cpu: perRequest(before, await cpuUse(server.child.pid!, admin, name), r.requests) };
    };
    // Warm both (JIT, plan caches, pools) before anything is counted.
    await load(app.url, sides.console.path, token, 3);
    await load(peer.url, sides.peer.path, token, 3);
    const runs: { round: number; console: Awaited<ReturnType<typeof measure>>; peer: Awaited<ReturnType<typeof measure>> }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which goes first, so a drift in the machine's load does not favour one side.
      const order = round % 2 ? (['console', 'peer'] as const) : (['peer', 'console'] as const);
      const got: Partial<Record<keyof typeof sides, Awaited<ReturnType<typeof measure>>>> = {};
      for (const side of order) got[side] = await measure(side);
      runs.push({ round, console: got.console!, peer: got.peer! });
    }
    const consoleRps = median(runs.map((r) => r.console.rps)), peerRps = median(runs.map((r) => r.peer.rps));
    const ratio = median(runs.map((r) => r.console.rps / r.peer.rps));
    const ms = (x: number) => x.toFixed(2);
    printTable(`Lean requests (issue 28.3): GET ${path} as orgadmin, ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} interleaved rounds, statements: ${statements.map((st) => `${st.text.length} chars`).join(' + ')}; CPU ms per request of the server's processes and of its PostgreSQL backends`,
      runs.map((r) => ({
        round: r.round, 'console req/s': r.console.rps.toFixed(0), 'peer req/s': r.peer.rps.toFixed(0), ratio: (r.console.rps / r.peer.rps).toFixed(2),
        'console p95': `${r.console.p95.toFixed(1)} ms`, 'peer p95': `${r.peer.p95.toFixed(1)} ms`,
        'console CPU node/pg': `${ms(r.console.cpu.server)} / ${ms(r.console.cpu.database)}`, 'peer CPU node/pg': `${ms(r.peer.cpu.server)} / ${ms(r.peer.cpu.database)}`,
      })));
    return [{
      measure: `list req/s at ${CONNECTIONS} connections (median of ${ROUNDS})`, value: consoleRps.toFixed(0), peer: `${peerRps.toFixed(0)} (bare Fastify + pg)`,
      ratio: `${ratio.toFixed(2)}×`, target: `≥ ${TARGET}×`, ok: ratio >= TARGET,
    }];
  } finally {
    for (const s of servers.reverse()) await s.stop();
    await admin.end();
  }
}

export async function benchLean(): Promise<void> {
  reportRows('Lean requests (issue 28.3)', '3 lean requests', 'postgres', await leanRequestRows());
}
