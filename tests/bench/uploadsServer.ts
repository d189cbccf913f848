// The server of the upload bench: a fresh database with the demo data (20,000 students), the real server as a child
// process, and timed calls that sample the server's resident memory while they run.
import fs from 'node:fs';
import pg from 'pg';
import { migrate, openDatabase } from '../../server/db/client.js';
import { seedDemo } from '../../server/seed/index.js';
import { killChild, startServerChild, type DatabasePlace, type ServerChild } from '../server/serverProcess.js';
import { multipart } from '../server/uploadsKit.js';
import { previewOf } from '../../schemas/core/previewTable.js';

const API = '/api/auth/v4/glorifire-entities';

async function place(engine: 'pglite' | 'postgres'): Promise<DatabasePlace> {
  if (engine === 'pglite') {
    const dataDir = process.env.BENCH_PGLITE_DIR ?? '.tmp/bench-uploads-pglite';
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { engine, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)!;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // BENCH_UPLOADS_DB: another name, so that two checkouts can run the bench on one server.
  const name = process.env.BENCH_UPLOADS_DB ?? 'eoc_bench_uploads';
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { engine, databaseUrl: url.toString(), drop: async () => {} };
}

/**
 * After a job is timed (PostgreSQL), so that what is timed next pays for none of its aftermath:
 * - until the job's worker has moved its pending trigram index entries into their indexes (after the commit:
 *   server/uploads/db/trigramEntries.ts); the ms it waited is answered (0 when no pass was seen);
 * - then its dead rows vacuumed and its tables analysed, as autovacuum would within its minute at a moment of its own
 *   (a transfer's preview took 3.6 s right after the first transfer, 1.9 s on a settled database). pgbench vacuums
 *   between runs for the same reason.
 */
async function settled(databaseUrl: string | undefined): Promise<number> {
  if (!databaseUrl) return 0;
  const t = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const running = async () => (await client.query(`select count(*)::int as n from pg_stat_activity where state = 'active' and query like '%gin_flush_pending%' and pid <> pg_backend_pid()`)).rows[0].n > 0;
    // The worker starts the pass once the job's alerts are checked again: a second at most after the job succeeded.
    let seen = false;
    while ((seen = await running()) === false && performance.now() - t < 1000) await new Promise((r) => setTimeout(r, 10));
    while (seen && await running()) await new Promise((r) => setTimeout(r, 20));
    const moved = seen ? performance.now() - t : 0;
    await client.query('vacuum (analyze)');
    return moved;
  } finally {
    await client.end();
  }
}

/**
 * After a job is timed (PGlite), until the server's upkeep after it (server/db/upkeep.ts: a vacuum and analyse of the
 * tables it wrote, each statement at a quiet moment) is done, so that what is timed next pays for none of it, as
 * `settled` waits on PostgreSQL: /api/health every 1.2 s (quiet moments between, for the upkeep's statements) until
 * three in a row answer within 50 ms. Health reads the database when no job holds it, so it waits behind each
 * statement; its slowest answer is how long a read waited behind the upkeep.
 */
async function upkept(url: string): Promise<number> {
  let worst = 0;
  for (let fast = 0, until = performance.now() + 90_000; fast < 3 && performance.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const t = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    const ms = performance.now() - t;
    worst = Math.max(worst, ms);
    fast = ms < 50 ? fast + 1 : 0;
  }
  return worst;
}

/** Peak resident memory of a process while `work` runs, sampled from /proc. */
async function withPeak<T>(pid: number, work: () => Promise<T>): Promise<T & { peakMb: number }> {
  let peak = 0;
  const sample = () => {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (m) peak = Math.max(peak, Number(m[1]) / 1024);
  };
  const timer = setInterval(sample, 25);
  try {
    const result = await work();
    sample();
    return { ...result, peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}

export interface BenchServer {
  databaseUrl?: string;
  /** Resident memory of the idle server (after start, demo data loaded). */
  idleMb(): number;
  facts(): Promise<{ centre: string; centreId: number; cls: string; batch: string; batchId: number; toCentre: string; toBatch: string }>;
  /** A GET of the entities API, answered data. */
  get<T = unknown>(path: string): Promise<T>;
  /** `entity`: the kind the sheet is of (CRP students unless said). */
  /** `fields`: more multipart fields (a column `mapping`). */
  preview(path: string, file: Buffer, entity?: string, fileName?: string, fields?: Record<string, string>): Promise<{ ms: number; peakMb: number; phases: string }>;
  /**
   * `progress`: the distinct rows-done figures the history showed while the job was in progress; `waits`: the
   * slowest answer of each request polled every 100 ms while it ran (lists, notifications, health).
   */
  /** `jobMs`: the job's own time as its history row tells it (queued → finished, before anything after its commit). */
  /** `pollMs`: how often the history is asked (50 ms unless said; a 1,000-row job wants a finer clock). */
  /**
   * `indexMs`: how long after it the job's trigram index entries were still being moved (PostgreSQL); `upkeepMs`: the
   * longest a read waited behind PGlite's vacuum and analyse after it (server/db/upkeep.ts).
   */
  /** `watch`: reads polled during the job (watchWaits), their slowest answers in `waits`; none when false. */
  /** `failedReads`: how many of those reads failed (each also named in `waits`). */
  submit(path: string, file: Buffer, entity?: string, pollMs?: number, watch?: boolean): Promise<{ id: number; ms: number; jobMs: number; peakMb: number; counts: string; progress: number[]; waits: Record<string, number>; failedReads: number; indexMs: number; upkeepMs: number }>;
  /** Issue 26 item 5: the undo of a job, its preview (GET) and the undo job from submit to successful. */
  undo(jobId: number): Promise<{ previewMs: number; ms: number; peakMb: number; counts: string }>;
  /** `n` previews of the file, `parallel` at a time; the peak memory while they ran. */
  previews(path: string, file: Buffer, n: number, parallel: number): Promise<{ ms: number; peakMb: number }>;
  /** An export of the whole CRP student list: time to its first byte and to its end, and its size. */
  exportList(): Promise<{ firstByteMs: number; totalMs: number; bytes: number }>;
  stop(): Promise<void>;
}

export async function benchServer(engine: 'pglite' | 'postgres'): Promise<BenchServer> {
  const where = await place(engine);
  // BENCH_FIRST_START=1: the server makes and seeds its own new folder, as on a user's first `npm start`;
  // otherwise it starts on a folder seeded beforehand, as on every later start.
  const firstStart = process.env.BENCH_FIRST_START === '1';
  if (!firstStart) {
    const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir });
    await migrate(database);
    await seedDemo(database.db);
    await database.close();
  }
  const server: ServerChild = await startServerChild(where, { UPLOAD_POLL_MS: '100', ...(firstStart ? { SEED_DEMO: 'true' } : {}) });
  const pid = server.child.pid!;
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'orgadmin', password: 'demo1234' }) });
  const token: string = (await login.json()).data.authToken;
  const get = async (p: string) => (await (await fetch(`${server.url}${API}/${p}`, { headers: { 'access-token': token } })).json()).data;
  let timing = '';
  const post = async (p: string, file: Buffer, query: string, fileName = 'bench.xlsx', fields: Record<string, string> = {}) => {
    const body = await multipart(file, fileName, fields);
    const res = await fetch(`${server.url}${API}/${p}?${query}`, { method: 'POST', headers: { 'access-token': token, 'content-type': body.contentType }, body: body.payload });
    timing = res.headers.get('server-timing') ?? '';
    const json = await res.json();
    if (res.status >= 300) throw new Error(`${p}: ${res.status} ${json.message}`);
    return json.data;
  };
  /** "parse 0.5 (worker 0.4) + plan 0.6": the preview's own Server-Timing, in seconds. */
  const phases = () => {
    const dur = Object.fromEntries([...timing.matchAll(/(\w+);dur=([\d.]+)/g)].map(([, name, ms]) => [name, (Number(ms) / 1000).toFixed(1)]));
    return `parse ${dur.parse} (worker ${dur.read}) + plan ${dur.plan}`;
  };

  const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  return {
    databaseUrl: where.databaseUrl,
    idleMb: rssMb,
    async facts() {
      const centres: { id: number; name: string; code: string }[] = await get('centres');
      const delhi = centres.find((c) => c.code === 'DEL-SD')!, mumbai = centres.find((c) => c.code === 'MUM-AN')!;
      const batches = async (id: number): Promise<{ id: number; batchCode: string; class: string; status: string }[]> => get(`batches?centre=${id}`);
      const from = (await batches(delhi.id)).find((b) => b.status === 'active')!;
      const to = (await batches(mumbai.id)).find((b) => b.status === 'active' && b.class === from.class)!;
      return { centre: delhi.name, centreId: delhi.id, cls: from.class, batch: from.batchCode, batchId: from.id, toCentre: mumbai.name, toBatch: to.batchCode };
    },
    get,
    preview: (p, file, entity = 'crp', fileName?: string, fields?: Record<string, string>) => withPeak(pid, async () => {
      const t = performance.now();
      // By column, read back as rows, as the console asks for it and reads it (schemas/core/previewTable.ts).
      const data = previewOf(await post(p, file, `entity=${entity}&dryRun=true&rows=columns`, fileName, fields));
      if (data.counts.withErrors > 0) throw new Error(`preview of ${p} has errors: ${data.rows.find((r) => r.errors.length)!.errors[0].message}`);
      return { ms: performance.now() - t, phases: phases() };
    }),
    submit: (p, file, entity = 'crp', pollMs = 50, watched = true) => withPeak(pid, async () => {
      const t = performance.now();
      const job = await post(p, file, `entity=${entity}`);
      const watch = watched ? watchWaits(server.url, token) : { stop: async () => ({ waits: {}, failed: 0 }) };
      const progress = new Set<number>();
      for (;;) {
        const now = await get(`upload-history/${job.id}`);
        if (now.status === 'inprogress' && now.processedRows > 0) progress.add(now.processedRows);
        if (now.status === 'successful') {
          const ms = performance.now() - t;
          const jobMs = Date.parse(now.finishedAt) - Date.parse(now.createdAt);
          const { waits, failed: failedReads } = await watch.stop();
          const indexMs = await settled(where.databaseUrl);
          const upkeepMs = where.databaseUrl ? 0 : await upkept(server.url);
          return { id: job.id, ms, jobMs, counts: `${now.counts.created} created, ${now.counts.changed} changed`, progress: [...progress], waits, failedReads, indexMs, upkeepMs };
        }
        if (now.status === 'failed') throw new Error(`job failed: ${now.errorMessage}`);
        await new Promise((r) => setTimeout(r, pollMs));
      }
    }),
    undo: (jobId) => withPeak(pid, async () => {
      let t = performance.now();
      const preview = await get(`upload-history/${jobId}/undo`) as { counts: { remove: number; deactivate: number; setBack: number; leftAlone: number } };
      const previewMs = performance.now() - t;
      t = performance.now();
      const res = await fetch(`${server.url}${API}/upload-history/${jobId}/undo`, { method: 'POST', headers: { 'access-token': token } });
      const job = (await res.json()).data;
      if (res.status !== 202) throw new Error(`undo: ${res.status}`);
      for (;;) {
        const now = await get(`upload-history/${job.id}`);
        if (now.status === 'successful') {
          const c = preview.counts;
          return { previewMs, ms: performance.now() - t, counts: `${c.remove} removed, ${c.deactivate} deactivated, ${c.setBack} set back, ${c.leftAlone} left alone` };
        }
        if (now.status === 'failed') throw new Error(`undo failed: ${now.errorMessage}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }),
    previews: (p, file, n, parallel) => withPeak(pid, async () => {
      const t = performance.now();
      for (let done = 0; done < n; done += parallel) {
        await Promise.all(Array.from({ length: Math.min(parallel, n - done) }, () => post(p, file, 'entity=crp&dryRun=true&rows=columns')));
      }
      return { ms: performance.now() - t };
    }),
    async exportList() {
      const t = performance.now();
      const res = await fetch(`${server.url}${API}/crp/export`, { headers: { 'access-token': token } });
      if (res.status !== 200) throw new Error(`export: ${res.status}`);
      let firstByteMs = 0, bytes = 0;
      for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (!bytes) firstByteMs = performance.now() - t;
        bytes += part.length;
      }
      return { firstByteMs, totalMs: performance.now() - t, bytes };
    },
    async stop() {
      await killChild(server.child, 'SIGTERM');
      await where.drop();
    },
  };
}

/**
 * The requests a user's console makes while a job runs: each polled every 100 ms, as the console's queries do, never
 * twice at once (a query is not asked again while its last answer is on its way); their slowest answers. A flood
 * of overlapping requests measured the server's backlog, not a user's wait.
 */
const WATCHED = { 'student list': `${API}/crp?page=1&limit=100`, notifications: '/api/auth/notifications', health: '/api/health' };

function watchWaits(url: string, token: string): { stop(): Promise<{ waits: Record<string, number>; failed: number }> } {
  const worst: Record<string, number> = Object.fromEntries(Object.keys(WATCHED).map((k) => [k, 0]));
  const failed: Record<string, number> = {};
  let stopped = false;
  const poll = async (name: string, path: string) => {
    while (!stopped) {
      const t = performance.now();
      // A request that fails (the server took no connection for 10 s) counts as waiting that long, at least.
      await fetch(`${url}${path}`, { headers: { 'access-token': token } }).then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name} during the job: ${res.status}`);
      }).catch(() => { failed[name] = (failed[name] ?? 0) + 1; });
      const took = performance.now() - t;
      worst[name] = Math.max(worst[name], took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - took)));
    }
  };
  const pending = Object.entries(WATCHED).map(([name, path]) => poll(name, path));
  return {
    async stop() {
      stopped = true;
      await Promise.all(pending);
      return {
        waits: Object.fromEntries(Object.entries(worst).map(([k, ms]) => [failed[k] ? `${k} (${failed[k]} failed)` : k, ms])),
        failed: Object.values(failed).reduce((a, b) => a + b, 0),
      };
    },
  };
}
