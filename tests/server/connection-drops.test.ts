// A PostgreSQL connection dropped mid-transaction (restart, failover, pg_terminate_backend) fails one request or
// one job attempt, never the process: the server keeps answering, and a job that lost its connection is taken up
// again at once instead of after its whole lease (issue 27, item 1).
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_PAUSE_MARK } from '../../server/jobs/runJob.js';
import { engines } from './harness.js';
import { killChild, preparedDatabase, startServerChild, withDatabase, type DatabasePlace, type ServerChild } from './serverProcess.js';
import { multipart, STUDENT_HEADER_MULTI, studentRows, xlsx } from './uploadsKit.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Ends every backend of the place's database but the caller's own: what a failover does to the server's pool. */
async function terminateBackends(place: DatabasePlace): Promise<number> {
  const client = new pg.Client({ connectionString: place.databaseUrl });
  await client.connect();
  try {
    const res = await client.query(`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
    return res.rows[0].n as number;
  } finally {
    await client.end();
  }
}

async function signIn(server: ServerChild): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'orgadmin', password: 'demo1234' }) });
  return (await res.json()).data.authToken;
}

describe.each(engines.filter((e) => e === 'postgres'))('connections dropped under the server on %s', (engine) => {
  let place: DatabasePlace;
  let server: ServerChild;
  let exits = 0;
  beforeAll(async () => {
    place = await preparedDatabase(engine);
    // A long lease: a retry that waited for it would miss the test's deadline.
    server = await startServerChild(place, { UPLOAD_LEASE_MS: '120000', UPLOAD_POLL_MS: '100', UPLOAD_FAULT_PAUSE_MS: '1500' });
    server.child.on('exit', () => { exits += 1; });
  }, 120_000);
  afterAll(async () => {
    if (server) await killChild(server.child, 'SIGKILL');
    await place?.drop();
  });

  it('fails the requests in flight cleanly, keeps serving, and exits 0 times', async () => {
    const token = await signIn(server);
    const ask = () => fetch(`${server.url}/api/auth/v4/glorifire-entities/crp?page=1&limit=20`, { headers: { 'access-token': token } })
      .then((r) => r.status, () => 0);
    for (let round = 0; round < 5; round++) {
      const inFlight = Array.from({ length: 20 }, ask);
      await terminateBackends(place);
      const statuses = await Promise.all(inFlight);
      // Each answers: its list, or a clean 500 when its connection was the one cut (0 would be a dead server).
      expect(statuses.filter((s) => s !== 200 && s !== 500)).toEqual([]);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(exits).toBe(0);
    expect(await ask()).toBe(200);
  }, 60_000);

  it('retries a job whose transaction lost its connection at once, not after its lease', async () => {
    const token = await signIn(server);
    const body = await multipart(xlsx([STUDENT_HEADER_MULTI, ...studentRows('83', 200, 'Delhi South Extension')]), 'drop.xlsx');
    const res = await fetch(`${server.url}/api/auth/v4/glorifire-entities/students?entity=crp`, {
      method: 'POST', headers: { 'access-token': token, 'content-type': body.contentType }, body: body.payload,
    });
    expect(res.status).toBe(202);
    await server.waitFor(FAULT_PAUSE_MARK, 30_000);
    const started = Date.now();
    expect(await terminateBackends(place)).toBeGreaterThan(0);
    const job = () => withDatabase(place, async ({ db }) => rowsOf<{ status: string; attempts: number }>(
      await db.execute(sql`select status, attempts from upload_jobs order by id desc limit 1`))[0]);
    let now = await job();
    while (now.status !== 'successful' && Date.now() - started < 20_000) {
      await new Promise((r) => setTimeout(r, 200));
      now = await job();
    }
    expect(exits).toBe(0);
    expect(now).toEqual({ status: 'successful', attempts: 2 });
  }, 60_000);
});
