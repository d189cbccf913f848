// Through PgBouncer in transaction mode (issue 27, item 8), when the machine has it (tests/server/pgbouncerSetup.ts):
// two servers start together on an empty database (migration and seed under a transaction-level lock), sign-ins,
// lists, an upload job run by the worker and the admin user list all work, with DATABASE_PREPARED_STATEMENTS=false
// (Debian's PgBouncer 1.18 cannot carry named statements from one transaction to the next).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase } from './harness.js';
import { killChild, startServerChild, withDatabase, type DatabasePlace, type ServerChild } from './serverProcess.js';
import { multipart, STUDENT_HEADER_MULTI, studentRows, xlsx } from './uploadsKit.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const bouncer = inject('pgbouncerUrl');

describe.each(bouncer ? ['pgbouncer'] : [])('servers and workers through %s in transaction mode', () => {
  let place: DatabasePlace;
  let servers: ServerChild[] = [];
  let exits = 0;
  beforeAll(async () => {
    const { url, drop } = await createScratchDatabase('eoc_bouncer');
    const through = new URL(bouncer);
    through.pathname = new URL(url).pathname;
    place = { engine: 'postgres', databaseUrl: through.toString(), drop };
    const env = { SEED_DEMO: 'true', DATABASE_PREPARED_STATEMENTS: 'false', UPLOAD_POLL_MS: '100' };
    servers = await Promise.all([startServerChild(place, env), startServerChild(place, env)]);
    for (const s of servers) s.child.on('exit', () => { exits += 1; });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => killChild(s.child, 'SIGKILL')));
    await place?.drop();
  });

  const call = async (server: ServerChild, path: string, init: { token?: string; method?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = init.token ? { 'access-token': init.token } : {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}${path}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    return { status: res.status, body: await res.json() };
  };

  it('sign in and list on both servers, many times over', async () => {
    for (const server of servers) {
      const login = await call(server, '/api/auth/login', { body: { username: 'orgadmin', password: 'demo1234' } });
      expect(login.status).toBe(200);
      const statuses = await Promise.all(Array.from({ length: 30 }, () => call(server, '/api/auth/v4/glorifire-entities/crp?page=1&limit=20', { token: login.body.data.authToken }).then((r) => r.status)));
      expect(statuses).toEqual(Array(30).fill(200));
    }
  });

  it('run an upload job and the admin user list', async () => {
    const [a, b] = servers;
    const token = (await call(a, '/api/auth/login', { body: { username: 'orgadmin', password: 'demo1234' } })).body.data.authToken;
    const file = await multipart(xlsx([STUDENT_HEADER_MULTI, ...studentRows('84', 300, 'Delhi South Extension')]), 'bouncer.xlsx');
    const res = await fetch(`${b.url}/api/auth/v4/glorifire-entities/students?entity=crp`, { method: 'POST', headers: { 'access-token': token, 'content-type': file.contentType }, body: file.payload });
    expect(res.status).toBe(202);
    const job = () => withDatabase(place, async ({ db }) => rowsOf<{ status: string }>(await db.execute(sql`select status from upload_jobs order by id desc limit 1`))[0].status);
    let status = await job();
    for (const until = Date.now() + 60_000; status !== 'successful' && status !== 'failed' && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 200));
      status = await job();
    }
    expect(status).toBe('successful');
    const admin = (await call(a, '/api/auth/login', { body: { username: 'admin', password: 'demo1234' } })).body.data.authToken;
    const users = await call(b, '/api/admin/users?range=[0,9]', { token: admin });
    expect(users.status).toBe(200);
    expect(exits).toBe(0);
  }, 90_000);
});
