// Durability: the server is killed with SIGKILL while a job's rows are written but not committed. Nothing of the
// file is applied; after a restart the job is claimed again and ends successful with every row exactly once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_PAUSE_MARK } from '../../server/jobs/runJob.js';
import { engines } from './harness.js';
import { killChild, preparedDatabase, startServerChild, withDatabase, type DatabasePlace, type ServerChild } from './serverProcess.js';
import { multipart, STUDENT_HEADER_MULTI, studentRows, xlsx } from './uploadsKit.js';

const ROWS = 5_000;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

async function signIn(server: ServerChild): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'orgadmin', password: 'demo1234' }) });
  return (await res.json()).data.authToken;
}

async function facts(place: DatabasePlace) {
  return withDatabase(place, async ({ db }) => ({
    students: rowsOf<{ n: number; distinct: number }>(await db.execute(sql`select count(*)::int as n, count(distinct enrolment_no)::int as distinct from students where enrolment_no like '81%'`))[0],
    job: rowsOf<{ status: string; attempts: number }>(await db.execute(sql`select status, attempts from upload_jobs order by id desc limit 1`))[0],
  }));
}

describe.each(engines)('an upload job survives kill -9 on %s', (engine) => {
  let place: DatabasePlace;
  let server: ServerChild | undefined;
  beforeAll(async () => { place = await preparedDatabase(engine); }, 120_000);
  afterAll(async () => {
    if (server) await killChild(server.child, 'SIGKILL');
    await place?.drop();
  });

  it('applies nothing when killed mid-job, then every row exactly once after the restart', async () => {
    const lease = { UPLOAD_LEASE_MS: '2000', UPLOAD_POLL_MS: '100' };
    server = await startServerChild(place, { ...lease, UPLOAD_FAULT_PAUSE_MS: '120000' });
    const token = await signIn(server);
    const body = await multipart(xlsx([STUDENT_HEADER_MULTI, ...studentRows('81', ROWS, 'Delhi South Extension')]), 'crash.xlsx');
    const res = await fetch(`${server.url}/api/auth/v4/glorifire-entities/students?entity=crp`, {
      method: 'POST', headers: { 'access-token': token, 'content-type': body.contentType }, body: body.payload,
    });
    expect(res.status).toBe(202);
    const jobId = (await res.json()).data.id;
    await server.waitFor(FAULT_PAUSE_MARK, 120_000);
    await killChild(server.child, 'SIGKILL');

    const afterKill = await facts(place);
    expect(afterKill.students.n).toBe(0);
    expect(afterKill.job).toEqual({ status: 'inprogress', attempts: 1 });

    server = await startServerChild(place, lease);
    const again = await signIn(server);
    let job: { status: string } = { status: 'inprogress' };
    for (const until = Date.now() + 120_000; Date.now() < until && !['successful', 'failed'].includes(job.status);) {
      await new Promise((r) => setTimeout(r, 200));
      job = (await (await fetch(`${server.url}/api/auth/v4/glorifire-entities/upload-history/${jobId}`, { headers: { 'access-token': again } })).json()).data;
    }
    expect(job).toMatchObject({ status: 'successful', totalRows: ROWS, processedRows: ROWS });
    await killChild(server.child, 'SIGTERM');
    server = undefined;

    const afterRestart = await facts(place);
    expect(afterRestart.students).toEqual({ n: ROWS, distinct: ROWS });
    expect(afterRestart.job).toEqual({ status: 'successful', attempts: 2 });
  }, 400_000);
});
