// The admin lists in the shape ra-data-simple-rest expects: sort, range and filter query parameters, a
// Content-Range header it can read, getMany by an id array, 400 naming a bad parameter; the audit log's filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from './harness.js';
import { adminCalls, q, roleId, uniqueName, type AdminCalls } from './adminKit.js';

interface User { id: number; username: string; firstName: string; roleName: string; active: boolean; orgId: number | null }

describe.each(engines)('admin lists on %s', (engine) => {
  let s: TestServer;
  let admin: AdminCalls;
  let created: User[];
  let today: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    admin = await adminCalls(s.app);
    const escalation = await roleId(admin, 'Escalation');
    // The admin's own organisation: an Admin of one manages its users only.
    const orgId = (await admin.get('/api/admin/organisations')).body[0].id;
    created = [];
    for (let i = 0; i < 30; i++) {
      const res = await admin.send('POST', '/api/admin/users', {
        username: uniqueName(`list${String(i).padStart(2, '0')}`), firstName: i % 2 ? 'Zoya' : 'Anil', lastName: `Lister${i}`,
        roleId: escalation, orgId, scope: 'organisation', password: 'list-pass-123', active: i % 3 !== 0,
      });
      created.push(res.body);
    }
    today = new Date().toISOString().slice(0, 10);
  });
  afterAll(async () => { await s?.close(); });

  const total = (range: unknown) => Number(String(range).split('/').pop());

  it('pages with range, answers Content-Range (exposed) and a raw array', async () => {
    const all = await admin.get('/api/admin/users?range=[0,999]');
    const n = all.body.length as number;
    expect(n).toBe(36);
    const res = await admin.get(`/api/admin/users?${q({ sort: ['id', 'ASC'], range: [5, 14], filter: {} })}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers['content-range']).toBe(`users 5-14/${n}`);
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(res.body.map((u: User) => u.id)).toEqual(all.body.slice(5, 15).map((u: User) => u.id));
    const past = await admin.get(`/api/admin/users?${q({ range: [900, 924] })}`);
    expect([past.body, past.headers['content-range']]).toEqual([[], `users */${n}`]);
  });

  it('sorts by each declared field, both ways', async () => {
    const asc = (await admin.get(`/api/admin/users?${q({ sort: ['username', 'ASC'], range: [0, 999] })}`)).body.map((u: User) => u.username.toLowerCase());
    expect(asc).toEqual([...asc].sort());
    const desc = (await admin.get(`/api/admin/users?${q({ sort: ['username', 'DESC'], range: [0, 999] })}`)).body.map((u: User) => u.username.toLowerCase());
    expect(desc).toEqual([...asc].reverse());
    for (const field of ['id', 'firstName', 'lastName', 'roleName', 'active', 'createdAt']) {
      const res = await admin.get(`/api/admin/users?${q({ sort: [field, 'DESC'], range: [0, 4] })}`);
      expect(res.status).toBe(200);
    }
    const roles = (await admin.get(`/api/admin/users?${q({ sort: ['roleName', 'ASC'], range: [0, 999] })}`)).body.map((u: User) => u.roleName.toLowerCase());
    expect(roles).toEqual([...roles].sort());
  });

  it('filters by q (name or username, any case), roleId, orgId, active, and ids (getMany)', async () => {
    const zoya = await admin.get(`/api/admin/users?${q({ filter: { q: 'zOYA' }, range: [0, 99] })}`);
    expect(zoya.body).toHaveLength(15);
    expect(total(zoya.headers['content-range'])).toBe(15);
    const byUsername = await admin.get(`/api/admin/users?${q({ filter: { q: 'LIST0' } })}`);
    expect(byUsername.body).toHaveLength(10);
    const fullName = await admin.get(`/api/admin/users?${q({ filter: { q: 'anil lister2' } })}`);
    expect(fullName.body.map((u: User) => u.id)).toEqual(created.filter((u, i) => i % 2 === 0 && String(i).startsWith('2')).map((u) => u.id));
    const inactive = await admin.get(`/api/admin/users?${q({ filter: { active: false } })}`);
    expect(inactive.body.map((u: User) => u.id)).toEqual(created.filter((u) => !u.active).map((u) => u.id));
    const role = await roleId(admin, 'Escalation');
    expect(total((await admin.get(`/api/admin/users?${q({ filter: { roleId: role, active: 'true' } })}`)).headers['content-range'])).toBe(21);
    const orgId = (await admin.get('/api/admin/organisations')).body[0].id;
    expect(total((await admin.get(`/api/admin/users?${q({ filter: { orgId } })}`)).headers['content-range'])).toBe(36);
    const ids = [created[3].id, created[1].id, created[7].id];
    const many = await admin.get(`/api/admin/users?${q({ filter: { id: ids } })}`);
    expect(many.body.map((u: User) => u.id).sort()).toEqual([...ids].sort());
    const roleMany = await admin.get(`/api/admin/roles?${q({ filter: { id: [role] } })}`);
    expect(roleMany.body).toEqual([expect.objectContaining({ id: role, name: 'Escalation', userCount: 31 })]);
    const centres = await admin.get(`/api/admin/centres?${q({ filter: { orgId }, sort: ['code', 'ASC'] })}`);
    expect(centres.body.map((c: { code: string }) => c.code)).toEqual([...centres.body.map((c: { code: string }) => c.code)].sort());
    expect(centres.body[0]).toEqual({ id: expect.any(Number), orgId, name: expect.any(String), code: expect.any(String), kind: expect.any(String) });
  });

  it('answers 400 naming an unknown sort field, a bad range, bad filter JSON or an unknown filter; caps a page at 1000', async () => {
    const bad = async (query: string, message: RegExp) => {
      const res = await admin.get(`/api/admin/users?${query}`);
      expect([res.status, res.body.code, res.body.data]).toEqual([400, 400, null]);
      expect(res.body.message).toMatch(message);
    };
    await bad(q({ sort: ['password_hash', 'ASC'] }), /Unknown sort field "password_hash"/);
    await bad(q({ sort: ['id', 'SIDEWAYS'] }), /sort/);
    await bad('sort=id', /sort/);
    await bad(q({ range: [10, 5] }), /range/);
    await bad('range=[0', /range/);
    await bad(q({ range: [0, 1000] }), /at most 1000/);
    await bad('filter={bad', /filter/);
    await bad(q({ filter: { password: 'x' } }), /Unknown filter "password"/);
    await bad(q({ filter: { active: 'maybe' } }), /filter "active"/);
    expect((await admin.get(`/api/admin/users?${q({ range: [0, 999] })}`)).status).toBe(200);
  });

  it('lists roles and audit entries with their totals, sorted and filtered', async () => {
    const roles = await admin.get(`/api/admin/roles?${q({ sort: ['userCount', 'DESC'], range: [0, 2] })}`);
    expect(roles.body[0]).toMatchObject({ name: 'Escalation', userCount: 31 });
    expect(roles.headers['content-range']).toBe('roles 0-2/6');
    const creates = await admin.get(`/api/admin/audit-log?${q({ filter: { action: 'user.create', atFrom: today, atTo: today }, range: [0, 9] })}`);
    expect(creates.headers['content-range']).toBe('audit-log 0-9/30');
    expect(creates.body[0]).toMatchObject({ action: 'user.create', entity: 'users', entityIds: [created[29].id], username: 'admin', before: null, after: { username: created[29].username } });
    const ats = creates.body.map((a: { at: string }) => a.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const asc = await admin.get(`/api/admin/audit-log?${q({ filter: { entity: 'users' }, sort: ['id', 'ASC'], range: [0, 0] })}`);
    expect(asc.body[0].entityIds).toEqual([created[0].id]);
    const adminId = creates.body[0].userId;
    expect(total((await admin.get(`/api/admin/audit-log?${q({ filter: { userId: adminId, action: 'user.create' } })}`)).headers['content-range'])).toBe(30);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/audit-log?${q({ filter: { atFrom: tomorrow } })}`)).body).toEqual([]);
    expect((await admin.get(`/api/admin/audit-log?${q({ filter: { atTo: '2000-01-01' } })}`)).body).toEqual([]);
    expect((await admin.get(`/api/admin/audit-log?${q({ filter: { atFrom: '01/02/2026' } })}`)).status).toBe(400);
  });

  it('documents the raw answers in /api/docs', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/admin/users'].get.responses['200'].content['application/json'].schema.type).toBe('array');
    expect(doc.paths['/api/admin/users'].post.responses['201'].content['application/json'].schema.properties).toHaveProperty('centreIds');
  });
});
