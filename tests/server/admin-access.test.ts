// User management is for the Admin role only: every /api/admin/ route answers 403 to every other demo role, 401
// without a session; the audit log has no write path and the database refuses to change a row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { adminCalls, type AdminCalls } from './adminKit.js';

const NON_ADMINS = ['orgadmin', 'centreadmin', 'ao', 'escalation', 'support'];

describe.each(engines)('admin routes: access on %s', (engine) => {
  let s: TestServer;
  let admin: AdminCalls;
  beforeAll(async () => {
    s = await startTestServer(engine);
    admin = await adminCalls(s.app);
  });
  afterAll(async () => { await s?.close(); });

  const adminRoutes = () => s.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');

  it('declares adminOnly on every admin route, and has the routes of the contract', () => {
    const routes = adminRoutes();
    expect(routes.every((r) => JSON.stringify(r.access) === JSON.stringify({ adminOnly: true }))).toBe(true);
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/admin/audit-log', 'GET /api/admin/audit-log/:id', 'GET /api/admin/centres', 'GET /api/admin/centres/:id',
      'GET /api/admin/organisations', 'GET /api/admin/organisations/:id', 'GET /api/admin/roles', 'GET /api/admin/roles/:id',
      'GET /api/admin/users', 'GET /api/admin/users/:id', 'GET /api/admin/users/:id/effective-access',
      'POST /api/admin/roles', 'POST /api/admin/users', 'POST /api/admin/users/:id/reset-password', 'POST /api/admin/users/deactivate',
      'PUT /api/admin/roles/:id', 'PUT /api/admin/users/:id',
    ]);
  });

  it('answers 403 in the envelope to every non-admin demo user on every admin route, and changes nothing', async () => {
    const adminChanges = async () => [
      (await admin.get('/api/admin/audit-log?range=[0,0]&filter={"entity":"users"}')).headers['content-range'],
      (await admin.get('/api/admin/audit-log?range=[0,0]&filter={"entity":"roles"}')).headers['content-range'],
    ];
    const auditBefore = await adminChanges();
    const target = (await admin.get('/api/admin/users?filter={"q":"support"}')).body[0].id as number;
    const failures: string[] = [];
    for (const username of NON_ADMINS) {
      const { token } = await login(s.app, username);
      for (const r of adminRoutes()) {
        const url = r.url.replace(':id', String(target));
        const payload = r.method === 'GET' ? undefined : url.endsWith('/deactivate') ? { ids: [target] } : { active: false, name: 'x', abilities: ['*'] };
        const res = await s.app.inject({ method: r.method as 'GET', url, headers: { 'access-token': token! }, ...(payload ? { payload } : {}) });
        const body = res.json();
        if (res.statusCode !== 403 || body.code !== 403 || typeof body.message !== 'string') failures.push(`${username} ${r.method} ${url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await admin.get(`/api/admin/users/${target}`)).body.active).toBe(true);
    expect(await adminChanges()).toEqual(auditBefore);
  });

  it('answers 401 without a session', async () => {
    for (const r of adminRoutes()) {
      const res = await s.app.inject({ method: r.method as 'GET', url: r.url.replace(':id', '1') });
      expect([res.statusCode, res.json().code]).toEqual([401, 401]);
    }
  });

  it('lets the Admin in', async () => {
    for (const url of ['/api/admin/users', '/api/admin/roles', '/api/admin/audit-log', '/api/admin/organisations', '/api/admin/centres']) {
      expect((await admin.get(url)).status).toBe(200);
    }
  });

  it('has no path that writes, updates or deletes an audit entry, and the database refuses one', async () => {
    const [entry] = (await admin.get('/api/admin/audit-log?range=[0,0]')).body;
    expect(entry).toBeDefined();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const url = method === 'POST' ? '/api/admin/audit-log' : `/api/admin/audit-log/${entry.id}`;
      const res = await admin.send(method, url, { action: 'forged' });
      expect([res.status, res.body.code]).toEqual([404, 404]);
    }
    for (const method of ['DELETE'] as const) {
      for (const url of ['/api/admin/users/1', '/api/admin/roles/1']) expect((await admin.send(method, url)).status).toBe(404);
    }
    await expect(s.database.db.execute(sql`update audit_log set action = 'forged' where id = ${entry.id}`)).rejects.toThrow();
    await expect(s.database.db.execute(sql`delete from audit_log where id = ${entry.id}`)).rejects.toThrow();
    expect((await admin.get(`/api/admin/audit-log/${entry.id}`)).body).toEqual(entry);
  });
});
