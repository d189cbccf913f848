// The scope matrix: a centre admin asking for another centre's rows or ids gets 403 or nothing, never a row;
// a user without the ability gets 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { hashPassword } from '../../server/auth/passwords.js';
import { fitsCentreKind } from '../../server/uploads/plan/facts.js';
import { entities, entityKinds } from '../../schemas/index.js';

/** Every registered kind held at one centre that the centre admin's regular centre may hold: from the registry. */
const centredKinds = entityKinds.filter((k) => entities[k].fields.some((f) => f.ref === 'centre' && !f.multiple) && fitsCentreKind(entities[k], 'regular'));

const base = '/api/auth/v4/glorifire-entities';
type Rows = { rows: { id: number; centreId: number }[]; totalCount: number };

describe.each(engines)('entity scope on %s', (engine) => {
  let s: TestServer;
  let centre: string, org: string;
  let ownId: number, otherId: number, otherTeacherId: number, mappingId: number;
  const DELHI = 1;

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
    s.app.inject({ method, url, headers: { 'access-token': token }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    s = await startTestServer(engine);
    centre = (await login(s.app, 'centreadmin')).token!;
    org = (await login(s.app, 'orgadmin')).token!;
    const other = (await call('GET', `${base}/crp?centre=2&limit=1`, org)).json().data as Rows;
    otherId = other.rows[0].id;
    ownId = ((await call('GET', `${base}/crp?centre=${DELHI}&limit=1`, org)).json().data as Rows).rows[0].id;
    otherTeacherId = ((await call('GET', `${base}/teacher?centre=2&limit=1`, org)).json().data as Rows).rows[0].id;
    mappingId = ((await call('GET', `${base}/course-program?limit=100`, org)).json().data.rows as { id: number; class: string }[])
      .find((r) => r.class === '11th')!.id;
  });
  afterAll(async () => { await s?.close(); });

  it('finds the kinds in the registry, not in a list of its own', () => {
    expect(centredKinds).toEqual(expect.arrayContaining(['crp', 'teacher', 'non-faculty', 'batch', 'calendar-events']));
  });

  it.each(centredKinds)('lists only the own centre of %s, whatever the filter asks', async (kind) => {
    const all = (await call('GET', `/api/${entities[kind].api.list}?limit=100`, centre)).json().data as Rows;
    const atDelhi = (await call('GET', `/api/${entities[kind].api.list}?centre=${DELHI}&limit=1`, org)).json().data as Rows;
    expect(atDelhi.totalCount).toBeGreaterThan(0);
    expect(all.totalCount).toBe(atDelhi.totalCount);
    expect(all.rows.every((r) => r.centreId === DELHI)).toBe(true);
    const asked = await call('GET', `/api/${entities[kind].api.list}?centre=2,3`, centre);
    expect(asked.json().data).toEqual({ rows: [], totalCount: 0 });
  });

  it('counts less than the org admin sees', async () => {
    const mine = ((await call('GET', `${base}/crp`, centre)).json().data as Rows).totalCount;
    const theirs = ((await call('GET', `${base}/crp`, org)).json().data as Rows).totalCount;
    expect(mine).toBeLessThan(theirs);
  });

  it('exports only the own centre', async () => {
    const XLSX = await import('@e965/xlsx');
    const res = await call('GET', `${base}/crp/export?status=completed`, centre);
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Centre))).toEqual(new Set(['Delhi South Extension']));
  });

  it('refuses to deactivate another centre\'s student, even mixed with an own one, and changes nothing', async () => {
    const statuses = async () => (await s.database.db.execute(sql`select id, status, updated_at from students where id in (${ownId}, ${otherId}) order by id`) as unknown as { rows: unknown[] }).rows;
    const before = await statuses();
    const res = await call('PATCH', `${base}/students`, centre, { entity: 'crp', action: 'deactivate', ids: [ownId, otherId], reason: 'Dropout Student' });
    expect(res.statusCode).toBe(403);
    expect(await statuses()).toEqual(before);
  });

  it('changes the status of every record a filter matches, in the user\'s scope only, after the count is confirmed', async () => {
    const filter = { status: 'active', search: '2600001' };
    const count = async (token: string, f: Record<string, string>) =>
      ((await call('GET', `${base}/crp?${new URLSearchParams({ ...f, limit: '1' })}`, token)).json().data as Rows).totalCount;
    const mine = await count(centre, filter);
    const all = await count(org, filter);
    expect(mine).toBeGreaterThan(1);
    expect(all).toBeGreaterThan(mine);
    const deactivated = { status: 'deactivated', search: '2600001' };
    const before = await count(centre, deactivated);
    const change = (action: string, f: Record<string, string>, expected: number) =>
      call('PATCH', `${base}/students`, centre, { entity: 'crp', action, filter: f, expected, reason: action === 'deactivate' ? 'Dropout Student' : 'Re-Admission' });

    // The count moved (or was never right): refused naming both numbers, nothing changed.
    const moved = await change('deactivate', filter, mine + 1);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(`The filter now matches ${mine.toLocaleString('en-IN')} records, not the ${(mine + 1).toLocaleString('en-IN')} you confirmed. Nothing was changed: check the list and try again.`);
    expect(await count(org, filter)).toBe(all);

    const done = await change('deactivate', filter, mine);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ count: mine });
    expect(await count(centre, filter)).toBe(0);
    // The other centres' matching records are untouched.
    expect(await count(org, filter)).toBe(all - mine);
    expect(await count(centre, deactivated)).toBe(before + mine);
    const back = await change('reactivate', deactivated, before + mine);
    expect(back.json().data).toEqual({ count: before + mine });
    expect(await count(centre, deactivated)).toBe(0);
  });

  it.each([
    ['a filter key the list does not have', { ownerId: '1' }, 1, 422, /The filter is not valid: .*ownerId/],
    ['a filter without the confirmed count', { status: 'active' }, undefined, 422, /needs the count you confirmed/],
    ['a count over the limit', { status: 'active' }, 100_001, 422, /matches 1,00,001 records; a change applies to at most 1,00,000 at once/],
  ])('refuses a change by filter with %s', async (_n, filter, expected, status, message) => {
    const res = await call('PATCH', `${base}/students`, centre, { entity: 'crp', action: 'deactivate', filter, expected, reason: 'Dropout Student' });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  it('refuses unmask and edit of another centre\'s records', async () => {
    expect((await call('POST', `${base}/students/contact-details/unmask`, centre, { entity: 'crp', id: otherId })).statusCode).toBe(403);
    expect((await call('POST', `${base}/teacher-contact/unmask`, centre, { entity: 'teacher', id: otherTeacherId })).statusCode).toBe(403);
    const edit = await call('PATCH', `${base}/students/contact-details`, centre, { entity: 'crp', id: otherId, field: 'email', value: 'a.b@example.com' });
    expect(edit.statusCode).toBe(403);
    expect((await call('POST', `${base}/students/contact-details/unmask`, centre, { entity: 'crp', id: ownId })).statusCode).toBe(200);
  });

  it('refuses a class update to a centre admin', async () => {
    expect((await call('PATCH', `${base}/course-program-mapping/update`, centre, { id: mappingId })).statusCode).toBe(403);
  });

  it('refuses batch summaries of another centre', async () => {
    expect((await call('GET', `${base}/students/${otherId}/batch-summary`, centre)).statusCode).toBe(403);
    expect((await call('GET', `${base}/students/${ownId}/batch-summary`, centre)).statusCode).toBe(200);
  });

  it('gives 403 to users without the entity ability, and unmask only to those who may edit contacts', async () => {
    const esc = (await login(s.app, 'escalation')).token!;
    expect((await call('GET', `${base}/crp`, esc)).statusCode).toBe(403);
    const db = s.database.db;
    await db.execute(sql`insert into roles (name) values ('Viewer')`);
    await db.execute(sql`insert into role_abilities (role_id, ability) select id, 'Student Accounts' from roles where name = 'Viewer'`);
    await db.execute(sql`insert into users (org_id, username, password_hash, first_name, scope)
      select org_id, 'viewer', ${await hashPassword('demo1234')}, 'View', 'organisation' from users where username = 'orgadmin'`);
    await db.execute(sql`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.username = 'viewer' and r.name = 'Viewer'`);
    const viewer = (await login(s.app, 'viewer')).token!;
    expect((await call('GET', `${base}/crp?limit=1`, viewer)).statusCode).toBe(200);
    expect((await call('POST', `${base}/students/contact-details/unmask`, viewer, { entity: 'crp', id: ownId })).statusCode).toBe(403);
    expect((await call('GET', `${base}/teacher?limit=1`, viewer)).statusCode).toBe(403);
  });
});
