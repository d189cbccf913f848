// A request already past its sign-in check when its user is deactivated (issue 27 item 7): its write must not commit.
// A preHandler hook of the test deactivates the user (as an Admin would, ending the sessions) after the sign-in
// check and before the handler runs, on requests marked with a header: exactly an in-flight request's position.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.js';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { count, upload, xlsx } from './uploadsKit.js';

const base = '/api/auth/v4/glorifire-entities';
const ACCESS_CHANGED = 'Your access limits have been modified.';

function deactivateMidRequest(app: TestServer['app'], database: Database) {
  app.addHook('preHandler', async (req) => {
    if (req.headers['x-test-deactivate'] !== 'yes' || !req.principal) return;
    await database.db.execute(sql`update users set active = false, access_changed_at = now() where id = ${req.principal.userId}`);
    await database.db.execute(sql`update sessions set ended_reason = 'revoked', ended_at = now() where user_id = ${req.principal.userId} and ended_reason is null`);
  });
}

describe.each(engines)('a deactivated user\'s request in flight on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(engine, {}, undefined, deactivateMidRequest); });
  afterAll(async () => { await s?.close(); });

  const audits = () => count(s.database, sql`select count(*)::int as n from audit_log`);
  const reactivate = (username: string) => s.database.db.execute(sql`update users set active = true where username = ${username}`);
  const refused = (res: { statusCode: number; json(): unknown }) =>
    expect([res.statusCode, res.json()]).toEqual([401, { code: 401, message: ACCESS_CHANGED, data: null }]);

  it('does not commit a status change', async () => {
    const { token } = await login(s.app, 'orgadmin');
    const student = (await s.app.inject({ method: 'GET', url: `${base}/crp?status=active&limit=1`, headers: { 'access-token': token! } })).json().data.rows[0];
    const before = await audits();
    const res = await s.app.inject({
      method: 'PATCH', url: `${base}/students`, headers: { 'access-token': token!, 'x-test-deactivate': 'yes' },
      payload: { entity: 'crp', action: 'deactivate', ids: [student.id], reason: 'Dropout Student' },
    });
    refused(res);
    const rows = (await s.database.db.execute(sql`select status from students where id = ${student.id}`)) as unknown as { rows: { status: string }[] };
    expect(rows.rows[0].status).toBe('active');
    expect(await audits()).toBe(before);
    await reactivate('orgadmin');
  });

  it('does not commit an admin write', async () => {
    const { token } = await login(s.app, 'admin');
    const users = () => count(s.database, sql`select count(*)::int as n from users`);
    const before = await users();
    const res = await s.app.inject({
      method: 'POST', url: '/api/admin/roles', headers: { 'access-token': token!, 'x-test-deactivate': 'yes' },
      payload: { name: 'Made In Flight', abilities: ['Batches'] },
    });
    refused(res);
    expect(await count(s.database, sql`select count(*)::int as n from roles where name = 'Made In Flight'`)).toBe(0);
    expect(await users()).toBe(before);
    await reactivate('admin');
  });

  it('does not submit an upload', async () => {
    const { token } = await login(s.app, 'orgadmin');
    const jobs = () => count(s.database, sql`select count(*)::int as n from upload_jobs`);
    const before = await jobs();
    const file = xlsx([['Batch Code'], ['X']]);
    refused(await upload(s.app, { path: 'batches', entity: 'batch', file, token: token!, headers: { 'x-test-deactivate': 'yes' } }));
    expect(await jobs()).toBe(before);
    await reactivate('orgadmin');
  });

  it('still commits the writes of an active user', async () => {
    const { token } = await login(s.app, 'admin');
    const res = await s.app.inject({ method: 'POST', url: '/api/admin/roles', headers: { 'access-token': token! }, payload: { name: 'Made Normally', abilities: ['Batches'] } });
    expect(res.statusCode).toBe(201);
  });
});
