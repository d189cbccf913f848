// Staff users and roles through the admin API: the form rules with field errors, the last-admin rule, sessions
// that end at once on deactivation and answer body code 401 after an access change, password reset, effective access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { adminCalls, centreIdsByCode, q, roleId, uniqueName, type AdminCalls } from './adminKit.js';
import { computeSlots } from '../../schemas/access/slots';

const ACCESS_CHANGED = 'Your access limits have been modified.';
const LAST_ADMIN = 'The last active Admin cannot be deactivated or demoted';

describe.each(engines)('admin users on %s', (engine) => {
  let s: TestServer;
  let admin: AdminCalls;
  let roles: Record<string, number>;
  let centres: Map<string, { id: number; orgId: number }>;
  let orgId: number;
  let adminId: number;

  beforeAll(async () => {
    s = await startTestServer(engine);
    admin = await adminCalls(s.app);
    roles = {};
    for (const name of ['Admin', 'Centre Admin', 'Institute Admin', 'Escalation']) roles[name] = await roleId(admin, name);
    centres = await centreIdsByCode(admin);
    orgId = centres.get('DEL-SD')!.orgId;
    adminId = (await admin.get(`/api/admin/users?${q({ filter: { q: 'admin', roleId: roles.Admin } })}`)).body[0].id;
  });
  afterAll(async () => { await s?.close(); });

  const centreUser = (over: Record<string, unknown> = {}) => ({
    username: uniqueName(), firstName: 'Test', lastName: 'User', roleId: roles['Centre Admin'], orgId, scope: 'centre',
    centreIds: [centres.get('DEL-SD')!.id], password: 'secret-pass-1', ...over,
  });
  const create = (body: Record<string, unknown>) => admin.send('POST', '/api/admin/users', body);
  const expectField = (res: { status: number; body: { code: number; message: string; data: { errors: Record<string, string> } } }, field: string, message: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message, data: { errors: { [field]: message } } });
  };

  it('creates a user (201, the record with its id) and audits it with its after-image', async () => {
    const body = centreUser();
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number), username: body.username, firstName: 'Test', lastName: 'User', roleId: roles['Centre Admin'],
      roleName: 'Centre Admin', orgId, scope: 'centre', centreIds: body.centreIds, active: true,
    });
    expect(res.body).not.toHaveProperty('password');
    expect((await admin.get(`/api/admin/users/${res.body.id}`)).body).toEqual(res.body);
    const audit = (await admin.get(`/api/admin/audit-log?${q({ filter: { action: 'user.create' }, range: [0, 0] })}`)).body[0];
    expect(audit).toMatchObject({ userId: adminId, username: 'admin', action: 'user.create', entity: 'users', entityIds: [res.body.id], before: null, after: res.body });
    expect(JSON.stringify(audit)).not.toContain(body.password);
    const { res: signIn } = await login(s.app, body.username, body.password);
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a username taken in another case, a bad username and a short password, with field errors', async () => {
    expectField(await create(centreUser({ username: 'ADMIN' })), 'username', 'Username is already taken');
    expectField(await create(centreUser({ username: 'ab' })), 'username', 'Username must be 3 to 64 characters: letters, digits and . _ @ -');
    expectField(await create(centreUser({ username: 'has space' })), 'username', 'Username must be 3 to 64 characters: letters, digits and . _ @ -');
    expectField(await create(centreUser({ username: undefined })), 'username', 'Username is required');
    expectField(await create(centreUser({ password: '1234567' })), 'password', 'Password must be at least 8 characters');
    expect((await create(centreUser({ password: '12345678' }))).status).toBe(201);
    const other = await create(centreUser());
    expectField(await admin.send('PUT', `/api/admin/users/${other.body.id}`, { username: 'OrgAdmin' }), 'username', 'Username is already taken');
  });

  it('keeps usernames unique when two creates race', async () => {
    const username = uniqueName('race');
    const results = await Promise.all([create(centreUser({ username })), create(centreUser({ username: username.toUpperCase() }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expectField(results.find((r) => r.status === 400)!, 'username', 'Username is already taken');
  });

  it('checks the role, the organisation and the centres of the scope', async () => {
    expectField(await create(centreUser({ roleId: 999999 })), 'roleId', 'This role does not exist');
    expectField(await create(centreUser({ centreIds: [] })), 'centreIds', 'Choose at least one centre');
    expectField(await create(centreUser({ scope: 'organisation', orgId: null, centreIds: [] })), 'orgId', 'Choose an organisation');
    const [other] = (await s.database.db.execute(sql`insert into organisations (name, code) values ('Other Institute', ${uniqueName('ORG')}) returning id`) as unknown as { rows: { id: number }[] }).rows;
    expectField(await create(centreUser({ orgId: other.id })), 'centreIds', 'Every centre must belong to the organisation');
    expectField(await create(centreUser({ scope: 'everywhere' })), 'scope', 'Scope must be organisation, centre or general');
    // An Admin of an organisation makes users of it only: not of another, nor of none (admin-tenant.test.ts).
    expectField(await create(centreUser({ scope: 'general', orgId: null, centreIds: [] })), 'orgId', 'You manage the users of your own organisation only');
  });

  it('updates a user, sets access_changed_at on a role or scope change, and its older session answers body code 401', async () => {
    const body = centreUser();
    const { body: user } = await create(body);
    const first = await login(s.app, body.username, body.password);
    const renamed = await admin.send('PUT', `/api/admin/users/${user.id}`, { ...user, firstName: 'Renamed' });
    expect(renamed.body.firstName).toBe('Renamed');
    expect((await admin.get('/api/auth/session', first.token)).status).toBe(200);
    const moved = await admin.send('PUT', `/api/admin/users/${user.id}`, { centreIds: [centres.get('MUM-AN')!.id] });
    expect(moved.body.centreIds).toEqual([centres.get('MUM-AN')!.id]);
    const old = await admin.get('/api/auth/session', first.token);
    expect([old.status, old.body.code, old.body.message]).toEqual([401, 401, ACCESS_CHANGED]);
    const again = await login(s.app, body.username, body.password);
    expect(again.body.data.loginData.settings.centresData.map((c: { code: string }) => c.code)).toEqual(['MUM-AN']);
    const audit = (await admin.get(`/api/admin/audit-log?${q({ filter: { action: 'user.update' }, range: [0, 0] })}`)).body[0];
    expect(audit.before.centreIds).toEqual([centres.get('DEL-SD')!.id]);
    expect(audit.after.centreIds).toEqual([centres.get('MUM-AN')!.id]);
  });

  it("ends a deactivated user's session at once (body code 401) and refuses their login like a wrong password", async () => {
    const body = centreUser();
    const { body: user } = await create(body);
    const { token } = await login(s.app, body.username, body.password);
    expect((await admin.get('/api/auth/session', token)).status).toBe(200);
    const res = await admin.send('PUT', `/api/admin/users/${user.id}`, { active: false });
    expect(res.body.active).toBe(false);
    const after = await admin.get('/api/auth/session', token);
    expect([after.status, after.body.code, after.body.message]).toEqual([401, 401, ACCESS_CHANGED]);
    const refused = await login(s.app, body.username, body.password);
    const wrong = await login(s.app, 'admin', 'not-the-password');
    expect([refused.res.statusCode, refused.body.code, refused.body.message]).toEqual([wrong.res.statusCode, wrong.body.code, wrong.body.message]);
  });

  it('deactivates in bulk in one request, all or none, ending every session', async () => {
    const bodies = [centreUser(), centreUser()];
    const users = await Promise.all(bodies.map(async (b) => (await create(b)).body));
    const tokens = await Promise.all(bodies.map(async (b) => (await login(s.app, b.username, b.password)).token));
    const refused = await admin.send('POST', '/api/admin/users/deactivate', { ids: [users[0].id, adminId] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, message: LAST_ADMIN, data: { errors: { active: LAST_ADMIN } } });
    expect((await admin.get(`/api/admin/users/${users[0].id}`)).body.active).toBe(true);
    expect((await admin.get('/api/auth/session', tokens[0])).status).toBe(200);
    const unknown = await admin.send('POST', '/api/admin/users/deactivate', { ids: [users[0].id, 999999] });
    expect(unknown.status).toBe(400);
    const done = await admin.send('POST', '/api/admin/users/deactivate', { ids: users.map((u) => u.id) });
    expect(done).toMatchObject({ status: 200, body: { ids: users.map((u) => u.id).sort((a, b) => a - b) } });
    for (const t of tokens) expect((await admin.get('/api/auth/session', t)).body.code).toBe(401);
    const listed = (await admin.get(`/api/admin/users?${q({ filter: { id: users.map((u) => u.id) } })}`)).body;
    expect(listed.map((u: { active: boolean }) => u.active)).toEqual([false, false]);
    const audits = (await admin.get(`/api/admin/audit-log?${q({ filter: { action: 'user.deactivate' }, range: [0, 9] })}`)).body;
    for (const u of users) {
      expect(audits.find((a: { entityIds: number[] }) => a.entityIds[0] === u.id)).toMatchObject({ before: { active: true }, after: { active: false }, userId: adminId });
    }
  });

  it('never deactivates or demotes the last active Admin, and allows it while another Admin remains', async () => {
    expect((await admin.send('PUT', `/api/admin/users/${adminId}`, { active: false })).body)
      .toMatchObject({ code: 400, message: LAST_ADMIN, data: { errors: { active: LAST_ADMIN } } });
    expect((await admin.send('PUT', `/api/admin/users/${adminId}`, { roleId: roles['Institute Admin'] })).body)
      .toMatchObject({ code: 400, message: LAST_ADMIN, data: { errors: { roleId: LAST_ADMIN } } });
    expect((await admin.send('POST', '/api/admin/users/deactivate', { ids: [adminId] })).status).toBe(400);
    const me = (await admin.get(`/api/admin/users/${adminId}`)).body;
    expect([me.active, me.roleName]).toEqual([true, 'Admin']);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    const second = await create({ ...centreUser(), roleId: roles.Admin, scope: 'organisation', centreIds: [] });
    expect((await admin.send('POST', '/api/admin/users/deactivate', { ids: [adminId, second.body.id] })).status).toBe(400);
    const demoted = await admin.send('PUT', `/api/admin/users/${second.body.id}`, { roleId: roles.Escalation, scope: 'centre', centreIds: [centres.get('DEL-SD')!.id] });
    expect([demoted.status, demoted.body.roleName]).toEqual([200, 'Escalation']);
  });

  it('resets a password: a one-time password that signs in, stored only as a hash; the old sessions end', async () => {
    const body = centreUser();
    const { body: user } = await create(body);
    const { token } = await login(s.app, body.username, body.password);
    const res = await admin.send('POST', `/api/admin/users/${user.id}/reset-password`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, oneTimePassword: expect.any(String) });
    const otp = res.body.oneTimePassword as string;
    expect(otp.length).toBeGreaterThanOrEqual(12);
    expect((await admin.get('/api/auth/session', token)).body.code).toBe(401);
    expect((await login(s.app, body.username, body.password)).res.statusCode).toBe(401);
    expect((await login(s.app, body.username, otp)).res.statusCode).toBe(200);
    const [row] = (await s.database.db.execute(sql`select password_hash from users where id = ${user.id}`) as unknown as { rows: { password_hash: string }[] }).rows;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(otp);
    const audit = (await admin.get(`/api/admin/audit-log?${q({ filter: { action: 'user.reset-password' }, range: [0, 0] })}`)).body[0];
    expect(audit.entityIds).toEqual([user.id]);
    expect(JSON.stringify(audit)).not.toContain(otp);
    expect((await admin.send('POST', '/api/admin/users/999999/reset-password')).status).toBe(404);
  });

  it("answers a user's effective access: abilities, the slots computeSlots gives, the centres of the scope", async () => {
    const centreAdmin = (await admin.get(`/api/admin/users?${q({ filter: { q: 'centreadmin' } })}`)).body[0];
    const res = await admin.get(`/api/admin/users/${centreAdmin.id}/effective-access`);
    expect(res.status).toBe(200);
    const role = (await admin.get(`/api/admin/roles/${roles['Centre Admin']}`)).body;
    const expected = computeSlots({ abilities: role.abilities, roleName: 'Centre Admin' }).slots.flatMap((g, i) => (g ? [i] : []));
    expect(res.body).toEqual({ roleName: 'Centre Admin', abilities: role.abilities, slots: expected, centres: [{ id: centres.get('DEL-SD')!.id, name: 'Delhi South Extension', code: 'DEL-SD' }] });
    const org = (await admin.get(`/api/admin/users/${adminId}/effective-access`)).body;
    expect(org.slots).toHaveLength(193);
    expect(org.centres.length).toBe(centres.size);
    expect((await admin.get('/api/admin/users/999999/effective-access')).status).toBe(404);
  });
});

describe.each(engines)('admin roles on %s', (engine) => {
  let s: TestServer;
  let admin: AdminCalls;
  beforeAll(async () => {
    s = await startTestServer(engine);
    admin = await adminCalls(s.app);
  });
  afterAll(async () => { await s?.close(); });

  const expectField = (res: { status: number; body: { message: string; data: { errors: Record<string, string> } } }, field: string, message: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message, data: { errors: { [field]: message } } });
  };

  it('creates a role with §6 abilities, refuses unknown abilities and a name taken in another case', async () => {
    const res = await admin.send('POST', '/api/admin/roles', { name: 'Batch Clerk', abilities: ['batches', 'Time Table'] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Batch Clerk', abilities: ['Batches', 'Time Table'], userCount: 0 });
    expectField(await admin.send('POST', '/api/admin/roles', { name: 'x', abilities: ['Fly A Plane'] }), 'abilities', 'Unknown ability "Fly A Plane"');
    expectField(await admin.send('POST', '/api/admin/roles', { name: 'centre ADMIN', abilities: [] }), 'name', 'Role name is already taken');
    expectField(await admin.send('PUT', `/api/admin/roles/${res.body.id}`, { name: 'ESCALATION' }), 'name', 'Role name is already taken');
    const all = await admin.send('POST', '/api/admin/roles', { name: 'Everything', abilities: ['*'] });
    expect(all.body.abilities).toEqual(['*']);
    const audit = (await admin.get(`/api/admin/audit-log?${q({ filter: { action: 'role.create' }, range: [0, 9] })}`)).body;
    expect(audit.map((a: { after: { name: string } }) => a.after.name)).toEqual(['Everything', 'Batch Clerk']);
  });

  // Issue 27 item 20: the seeded Institute Admin holds the exam-results flag ('JEE Mains JEE Advanced Results'),
  // which grants no slot; saving any seeded role unchanged must not answer 400.
  it('saves every seeded role unchanged, flag abilities (no slot) included', async () => {
    const all = (await admin.get(`/api/admin/roles?${q({ range: [0, 99] })}`)).body as { id: number; name: string; abilities: string[] }[];
    expect(all.find((r) => r.name === 'Institute Admin')!.abilities).toContain('JEE Mains JEE Advanced Results');
    for (const role of all) {
      const res = await admin.send('PUT', `/api/admin/roles/${role.id}`, { name: role.name, abilities: role.abilities });
      expect([role.name, res.status]).toEqual([role.name, 200]);
      // Names are kept in the table's spelling ('school Advance Information' saves as 'School ...').
      expect(res.body.abilities.map((a: string) => a.toLowerCase())).toEqual(role.abilities.map((a) => a.toLowerCase()));
    }
  });

  it('refuses to rename the Admin role', async () => {
    const id = await roleId(admin, 'Admin');
    expectField(await admin.send('PUT', `/api/admin/roles/${id}`, { name: 'Superuser' }), 'name', 'The Admin role cannot be renamed');
  });

  it("makes a role's users' older sessions answer body code 401 when its abilities change, while a new login works", async () => {
    const id = await roleId(admin, 'Escalation');
    const before = (await admin.get(`/api/admin/roles/${id}`)).body;
    expect(before.userCount).toBeGreaterThanOrEqual(1);
    const old = await login(s.app, 'escalation');
    const untouched = await login(s.app, 'centreadmin');
    const res = await admin.send('PUT', `/api/admin/roles/${id}`, { ...before, abilities: ['Alert & Escalation List', 'Alert & Escalation Report'] });
    expect(res.body.abilities).toEqual(['Alert & Escalation List', 'Alert & Escalation Report']);
    const answer = await admin.get('/api/auth/abilities', old.token);
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([401, 401, 'Your access limits have been modified.']);
    expect((await admin.get('/api/auth/abilities', untouched.token)).status).toBe(200);
    const fresh = await login(s.app, 'escalation');
    expect((await admin.get('/api/auth/abilities', fresh.token)).body.data).toEqual(['Alert & Escalation List', 'Alert & Escalation Report']);
    const audit = (await admin.get(`/api/admin/audit-log?${q({ filter: { action: 'role.update' }, range: [0, 0] })}`)).body[0];
    expect([audit.before.abilities, audit.after.abilities]).toEqual([before.abilities, res.body.abilities]);
  });
});
