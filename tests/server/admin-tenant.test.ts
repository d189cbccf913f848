// User management stays within an organisation: an Admin of one lists, opens, changes, deactivates and resets the
// passwords of its own users only (another organisation's are users that do not exist: 404, or 400 naming the id),
// cannot make or move a user into another organisation or none, and sees only its own organisation, centres and
// the audit its users wrote. An Admin of no organisation, the platform's operator, manages every one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { adminCalls, q, roleId, type AdminCalls } from './adminKit.js';

const OWN_ONLY = 'You manage the users of your own organisation only';
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.each(engines)('user management of two organisations on %s', (engine) => {
  let s: TestServer;
  let admin: AdminCalls;
  let platform: AdminCalls;
  const org = { vci: 0, oth: 0 };
  const ids: Record<string, number> = {};
  let othCentre = 0;

  beforeAll(async () => {
    s = await startTestServer(engine);
    const db = s.database.db;
    // Other Institute with a centre and a member of staff; and a platform Admin of no organisation.
    await db.execute(sql`
      with o as (insert into organisations (name, code) values ('Other Institute', 'OTH') returning id),
      c as (insert into centres (org_id, name, code, city) select o.id, 'Other Centre', 'OTH-1', 'Pune' from o returning id)
      insert into users (org_id, username, password_hash, first_name, last_name, user_type, scope)
        select o.id, x.username, a.password_hash, x.username, 'Other', a.user_type, x.scope from o, users a,
          (values ('othstaff', 'organisation'), ('platformadmin', 'general')) x(username, scope)
        where a.username = 'admin'`);
    await db.execute(sql`update users set org_id = null where username = 'platformadmin'`);
    await db.execute(sql`insert into user_roles (user_id, role_id, position)
      select u.id, ur.role_id, 0 from users u, user_roles ur join users a on a.id = ur.user_id where a.username = 'admin' and u.username in ('othstaff', 'platformadmin')`);
    for (const u of rowsOf<{ id: number; username: string }>(await db.execute(sql`select id, username from users`))) ids[u.username] = u.id;
    for (const o of rowsOf<{ id: number; code: string }>(await db.execute(sql`select id, code from organisations`))) org[o.code.toLowerCase() as 'vci' | 'oth'] = o.id;
    othCentre = rowsOf<{ id: number }>(await db.execute(sql`select id from centres where code = 'OTH-1'`))[0].id;
    admin = await adminCalls(s.app);
    const { token } = await login(s.app, 'platformadmin');
    platform = { get: (url) => admin.get(url, token!), send: (method, url, body) => admin.send(method, url, body, token!) };
  });
  afterAll(async () => { await s?.close(); });

  it("an organisation's Admin sees none of another organisation's users, nor its organisation, centres or audit", async () => {
    const listed = await admin.get(`/api/admin/users?${q({ range: [0, 999] })}`);
    expect(listed.body.map((u: { orgId: number }) => u.orgId).every((o: number) => o === org.vci)).toBe(true);
    expect(listed.body.map((u: { username: string }) => u.username)).not.toContain('othstaff');
    expect((await admin.get(`/api/admin/users?${q({ filter: { orgId: org.oth } })}`)).body).toEqual([]);
    for (const url of [`/api/admin/users/${ids.othstaff}`, `/api/admin/users/${ids.othstaff}/effective-access`, `/api/admin/organisations/${org.oth}`, `/api/admin/centres/${othCentre}`]) {
      expect((await admin.get(url)).status, url).toBe(404);
    }
    expect((await admin.get('/api/admin/organisations')).body.map((o: { id: number }) => o.id)).toEqual([org.vci]);
    expect((await admin.get(`/api/admin/centres?${q({ range: [0, 99] })}`)).body.map((c: { orgId: number }) => c.orgId).every((o: number) => o === org.vci)).toBe(true);
    // The platform Admin's own change is in the log, and not for them.
    await platform.send('PUT', `/api/admin/users/${ids.othstaff}`, { firstName: 'Renamed' });
    const audit = await admin.get(`/api/admin/audit-log?${q({ range: [0, 999] })}`);
    expect(audit.body.map((a: { username: string }) => a.username)).not.toContain('platformadmin');
  });

  it("an organisation's Admin changes, deactivates or resets none of another organisation's users", async () => {
    expect((await admin.send('PUT', `/api/admin/users/${ids.othstaff}`, { firstName: 'Taken' })).status).toBe(404);
    expect((await admin.send('POST', `/api/admin/users/${ids.othstaff}/reset-password`)).status).toBe(404);
    const deactivate = await admin.send('POST', '/api/admin/users/deactivate', { ids: [ids.othstaff] });
    expect([deactivate.status, deactivate.body.data.errors.ids]).toEqual([400, `No user with id ${ids.othstaff}`]);
    const still = rowsOf<{ first_name: string; active: boolean }>(await s.database.db.execute(sql`select first_name, active from users where id = ${ids.othstaff}`))[0];
    expect(still).toEqual({ first_name: 'Renamed', active: true });
    expect((await login(s.app, 'othstaff')).token).toBeTruthy();
  });

  it("an organisation's Admin makes or moves no user into another organisation or none", async () => {
    const role = await roleId(admin, 'Escalation');
    const user = { username: 'tenant.move', firstName: 'T', lastName: 'M', roleId: role, password: 'tenant-pass-1' };
    for (const body of [{ ...user, orgId: org.oth, scope: 'organisation' }, { ...user, orgId: null, scope: 'general' }]) {
      const res = await admin.send('POST', '/api/admin/users', body);
      expect([res.status, res.body.data?.errors?.orgId]).toEqual([400, OWN_ONLY]);
    }
    const mine = await admin.send('POST', '/api/admin/users', { ...user, orgId: org.vci, scope: 'organisation' });
    expect(mine.status).toBe(201);
    const moved = await admin.send('PUT', `/api/admin/users/${mine.body.id}`, { orgId: org.oth });
    expect([moved.status, moved.body.data?.errors?.orgId]).toEqual([400, OWN_ONLY]);
  });

  it('the platform Admin, of no organisation, manages every organisation\'s users', async () => {
    const listed = await platform.get(`/api/admin/users?${q({ range: [0, 999] })}`);
    expect(listed.body.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['othstaff', 'admin']));
    const reset = await platform.send('POST', `/api/admin/users/${ids.othstaff}/reset-password`);
    expect(reset.status).toBe(200);
    const general = await platform.send('POST', '/api/admin/users', {
      username: 'tenant.general', firstName: 'G', lastName: 'U', roleId: await roleId(platform, 'Escalation'), orgId: null, scope: 'general', password: 'tenant-pass-2',
    });
    expect([general.status, general.body.centreIds]).toEqual([201, []]);
    expect((await platform.get('/api/admin/organisations')).body.map((o: { id: number }) => o.id).sort()).toEqual([org.vci, org.oth].sort());
  });

  it("an organisation's Admin cannot switch off its last Admin, though another organisation and the platform have theirs", async () => {
    const refused = await admin.send('POST', '/api/admin/users/deactivate', { ids: [ids.admin] });
    expect([refused.status, refused.body.data.errors.active]).toEqual([400, 'The last active Admin cannot be deactivated or demoted']);
    expect((await admin.get(`/api/admin/users/${ids.admin}`)).body.active).toBe(true);
  });
});
