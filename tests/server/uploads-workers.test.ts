// `npm run worker`: separate worker processes beside the server on one PostgreSQL share the queue without ever
// running one job twice; on the embedded database (one process only) the command refuses to start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './harness.js';
import { killChild, preparedDatabase, startServerChild, withDatabase, type DatabasePlace, type ServerChild } from './serverProcess.js';
import { multipart, STUDENT_HEADER_MULTI, studentRows, xlsx } from './uploadsKit.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe('npm run worker', () => {
  it('refuses to start without PostgreSQL', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'server/jobs/worker-main.ts'], { env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('npm run worker needs DATABASE_URL (PostgreSQL)');
  });
});

describe.each(engines.filter((e) => e === 'postgres'))('worker processes beside the server on %s', (engine) => {
  let place: DatabasePlace;
  let server: ServerChild;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    place = await preparedDatabase(engine);
    server = await startServerChild(place, { UPLOAD_POLL_MS: '50' });
    for (let i = 0; i < 2; i++) {
      workers.push(spawn(process.execPath, ['--import', 'tsx', 'server/jobs/worker-main.ts'], {
        env: { ...process.env, DATABASE_URL: place.databaseUrl!, UPLOAD_POLL_MS: '50' }, stdio: 'ignore',
      }));
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all([...workers.map((w) => killChild(w, 'SIGTERM')), server && killChild(server.child, 'SIGTERM')]);
    await place?.drop();
  });

  it('runs every job exactly once', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'orgadmin', password: 'demo1234' }) });
    const token = (await login.json()).data.authToken;
    const JOBS = 8;
    for (let j = 0; j < JOBS; j++) {
      const body = await multipart(xlsx([STUDENT_HEADER_MULTI, ...studentRows(`9${j}`, 150, 'Delhi South Extension')]), `w${j}.xlsx`);
      const res = await fetch(`${server.url}/api/auth/v4/glorifire-entities/students?entity=crp`, { method: 'POST', headers: { 'access-token': token, 'content-type': body.contentType }, body: body.payload });
      expect(res.status).toBe(202);
    }
    const facts = () => withDatabase(place, async ({ db }) => ({
      jobs: rowsOf<{ status: string; attempts: number; worker_id: string }>(await db.execute(sql`select status, attempts, worker_id from upload_jobs`)),
      students: Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from students`))[0].n),
    }));
    let now = await facts();
    for (const until = Date.now() + 120_000; Date.now() < until && now.jobs.some((j) => j.status !== 'successful');) {
      await new Promise((r) => setTimeout(r, 300));
      now = await facts();
    }
    expect(now.jobs.map((j) => [j.status, j.attempts])).toEqual(Array(JOBS).fill(['successful', 1]));
    expect(now.students).toBe(JOBS * 150);
    expect(new Set(now.jobs.map((j) => j.worker_id)).size).toBeGreaterThan(1);
  }, 180_000);
});
