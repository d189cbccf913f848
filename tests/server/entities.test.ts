// Entity lists and actions through the real API: lists, filters, search, sort, paging, masking, exports, status
// changes with reasons, contacts, class updates, and hostile input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { engines, login, startTestServer, type TestServer } from './harness.js';

const base = '/api/auth/v4/glorifire-entities';

describe.each(engines)('entity API on %s', (engine) => {
  let s: TestServer;
  let org: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    org = (await login(s.app, 'orgadmin')).token!;
  });
  afterAll(async () => { await s?.close(); });

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
    s.app.inject({ method, url, headers: { 'access-token': token }, ...(payload ? { payload } : {}) });
  const list = async (query: string, token = org) => {
    const res = await call('GET', `${base}/crp?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json().data as { rows: Record<string, unknown>[]; totalCount: number };
  };

  it('pages 100 rows with the total, sorted by enrolment number by default', async () => {
    const data = await list('');
    expect(data.rows).toHaveLength(100);
    expect(data.totalCount).toBeGreaterThan(3000);
    const codes = data.rows.map((r) => r.enrolmentNo as string);
    expect(codes).toEqual([...codes].sort());
    const page2 = await list('page=2');
    expect(String(page2.rows[0].enrolmentNo) > codes[99]).toBe(true);
  });

  it('masks email and mobile and flags them', async () => {
    const [row] = (await list('limit=1')).rows;
    expect(row.emailId).toMatch(/\*{3,}.*@/);
    expect(row.mobile).toMatch(/^\+\*+\d{4}$/);
    expect(row).toMatchObject({ emailMasked: true, contactMasked: true });
  });

  it('filters by centre and status, and sorts by name descending', async () => {
    const data = await list('centre=1&status=deactivated&sortBy=name&sortOrder=desc');
    expect(data.totalCount).toBeGreaterThan(0);
    expect(data.rows.every((r) => r.centreId === 1 && r.status === 'deactivated')).toBe(true);
    const names = data.rows.map((r) => String(r.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('searches names by substring and enrolment numbers by prefix', async () => {
    const byName = await list('search=iyer');
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(byName.rows.every((r) => /iyer/i.test(String(r.name)))).toBe(true);
    const byCode = await list('search=2600001');
    expect(byCode.rows.every((r) => String(r.enrolmentNo).startsWith('2600001'))).toBe(true);
    expect(byCode.totalCount).toBe(1000);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list('search=%25%25%25')).totalCount).toBe(0);
    expect((await list('search=___')).totalCount).toBe(0);
  });

  it.each([
    ['an unknown sort key', 'sortBy=password'],
    ['an unknown filter key', 'ownerId=1'],
    ['a limit over 100', 'limit=101'],
    ['a two-character search', 'search=ab'],
    ['a status outside the tabs', 'status=deleted'],
    ['a centre that is not an id', 'centre=1%20or%201%3D1'],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await call('GET', `${base}/crp?${query}`, org);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Invalid request/);
  });

  it.each([
    ["' OR 1=1--"], ["'; select pg_sleep(3)--"], ['x%27)%20or%20true--'],
  ])('treats %s in search as text, quickly', async (term) => {
    const t = Date.now();
    const data = await list(`search=${encodeURIComponent(term)}`);
    expect(data.totalCount).toBe(0);
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it('exports the whole filtered list as .xlsx, masked, with formulas escaped', async () => {
    const { sql } = await import('drizzle-orm');
    await s.database.db.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, class, status)
      select org_id, 'crp', 'FORMULA1', '=HYPERLINK("http://evil","x")', centre_id, class, 'completed' from students limit 1`);
    const res = await call('GET', `${base}/crp/export?status=completed`, org);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Student_Batch_Details.xlsx');
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
    const total = (await list('status=completed')).totalCount;
    expect(rows.length).toBe(total);
    expect(total).toBeGreaterThan(100);
    expect(Object.keys(rows[0])).toContain('Enrollment No.');
    // Masked as on screen, and a leading + is escaped like any formula start.
    expect(rows.every((r) => !r.Mobile || /^'\+\*+\d{4}$/.test(r.Mobile))).toBe(true);
    expect(rows.find((r) => r['Enrollment No.'] === 'FORMULA1')!['Student Name']).toBe(`'=HYPERLINK("http://evil","x")`);
  });

  it('deactivates with a reason in one transaction and records it in the audit log', async () => {
    const rows = (await list('status=active&centre=2&limit=2')).rows;
    const ids = rows.map((r) => r.id as number);
    const res = await call('PATCH', `${base}/students`, org, { entity: 'crp', action: 'deactivate', ids, reason: 'Other', otherReason: 'Moved abroad' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Account has been deactivated successfully');
    expect(res.json().data.changed).toEqual(ids.sort((a, b) => a - b).map((id) => ({ id, status: 'deactivated' })));
    const back = await call('PATCH', `${base}/students`, org, { entity: 'crp', action: 'reactivate', ids: [ids[0]], reason: 'Re-Admission' });
    expect(back.json().data.changed[0].status).toMatch(/active|unassociated/);
    const audit = await s.database.db.execute(
      (await import('drizzle-orm')).sql`select action, details from audit_log where action in ('deactivate','reactivate') order by id`);
    const entries = (audit as unknown as { rows: { action: string; details: Record<string, string> }[] }).rows;
    expect(entries.at(-2)).toMatchObject({ action: 'deactivate', details: { reason: 'Other', otherReason: 'Moved abroad' } });
  });

  it.each([
    ['no ids', { ids: [], reason: 'Dropout Student' }, 422],
    ['a reason not in the list', { ids: [1], reason: 'Because' }, 422],
    ['Other without text', { ids: [1], reason: 'Other' }, 422],
  ])('refuses a status change with %s', async (_n, body, status) => {
    const res = await call('PATCH', `${base}/students`, org, { entity: 'crp', action: 'deactivate', ...body });
    expect(res.statusCode).toBe(status);
  });

  it('updates a mapping class only for 6th, 7th, 9th and 11th', async () => {
    const rows = (await call('GET', `${base}/course-program?limit=100`, org)).json().data.rows as { id: number; class: string }[];
    const editable = rows.find((r) => r.class === '9th')!;
    const res = await call('PATCH', `${base}/course-program-mapping/update`, org, { id: editable.id });
    expect(res.json()).toMatchObject({ code: 200, message: 'Class Updated Successfully', data: { class: '10th' } });
    const fixed = rows.find((r) => r.class === '8th')!;
    const bad = await call('PATCH', `${base}/course-program-mapping/update`, org, { id: fixed.id });
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'Something Went Wrong']);
  });

  it('unmasks and edits contacts for a user allowed to, validating the value', async () => {
    const [row] = (await list('limit=1')).rows;
    const unmasked = await call('POST', `${base}/students/contact-details/unmask`, org, { entity: 'crp', id: row.id });
    expect(unmasked.json().data.emailId).toMatch(/^[a-z]+\.[a-z]+\d+@mail\.example\.in$/);
    const bad = await call('PATCH', `${base}/students/contact-details`, org, { entity: 'crp', id: row.id, field: 'mobile', value: '12ab' });
    expect(bad.statusCode).toBe(422);
    const good = await call('PATCH', `${base}/students/contact-details`, org, { entity: 'crp', id: row.id, field: 'email', value: 'new.mail@example.org' });
    expect(good.json().message).toBe('User Details Updated Successfully');
    const again = await call('POST', `${base}/students/contact-details/unmask`, org, { entity: 'crp', id: row.id });
    expect(again.json().data.emailId).toBe('new.mail@example.org');
  });

  it('keeps saved views per user and list: create, list, change, one default, delete', async () => {
    const views = `${base}/saved-views`;
    const state = { filter: { status: 'active', centre: ['1'] }, sort: { field: 'name', order: 'DESC' }, perPage: 50, columns: { order: ['name'], hidden: ['mobile'], widths: { name: 240 } } };
    const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token = org, payload?: object) =>
      s.app.inject({ method, url, headers: { 'access-token': token }, ...(payload ? { payload } : {}) });
    const a = (await send('POST', views, org, { resource: 'crp', name: 'Delhi active', state, isDefault: true })).json().data;
    expect(a).toMatchObject({ resource: 'crp', name: 'Delhi active', state, isDefault: true });
    const again = await send('POST', views, org, { resource: 'crp', name: 'Delhi active', state });
    expect([again.statusCode, again.json().message]).toEqual([409, 'You already have a view named "Delhi active" for this list: choose another name.']);
    const b = (await send('POST', views, org, { resource: 'crp', name: 'All', state: { ...state, filter: {} }, isDefault: true })).json().data;
    // One default per user and list: the new one took it over.
    const listed = (await send('GET', `${views}?resource=crp`)).json().data as { id: number; name: string; isDefault: boolean }[];
    expect(listed.map((v) => [v.name, v.isDefault])).toEqual([['All', true], ['Delhi active', false]]);
    expect((await send('PUT', `${views}/${a.id}/default`, org, { isDefault: true })).json().data.isDefault).toBe(true);
    expect((await send('GET', `${views}?resource=crp`)).json().data.filter((v: { isDefault: boolean }) => v.isDefault).map((v: { id: number }) => v.id)).toEqual([a.id]);
    const renamed = await send('PATCH', `${views}/${b.id}`, org, { name: 'Everyone', state: { ...state, perPage: 25 } });
    expect(renamed.json().data).toMatchObject({ name: 'Everyone', state: { perPage: 25 } });

    // Another user sees none of them and can change none of them; their own list is theirs.
    const centre = (await login(s.app, 'centreadmin')).token!;
    expect((await send('GET', `${views}?resource=crp`, centre)).json().data).toEqual([]);
    for (const [method, url, body] of [['PATCH', `${views}/${a.id}`, { name: 'Mine' }], ['PUT', `${views}/${a.id}/default`, { isDefault: false }], ['DELETE', `${views}/${a.id}`, undefined]] as const) {
      expect((await send(method, url, centre, body)).statusCode).toBe(404);
    }
    expect((await send('POST', views, centre, { resource: 'crp', name: 'Delhi active', state })).statusCode).toBe(200);
    // A list the user may not open, an unknown list and a bad state are refused.
    const esc = (await login(s.app, 'escalation')).token!;
    expect((await send('GET', `${views}?resource=crp`, esc)).statusCode).toBe(403);
    expect((await send('POST', views, org, { resource: 'nothing', name: 'x', state })).statusCode).toBe(422);
    expect((await send('POST', views, org, { resource: 'crp', name: 'x', state: { ...state, perPage: 500 } })).statusCode).toBe(400);

    expect((await send('DELETE', `${views}/${b.id}`)).json().message).toBe('View deleted.');
    expect((await send('GET', `${views}?resource=crp`)).json().data.map((v: { name: string }) => v.name)).toEqual(['Delhi active']);
  });

  it('shows a script-like name as stored text', async () => {
    const data = await list('search=onerror');
    expect(data.rows.map((r) => r.name)).toContain('<img src=x onerror=alert(1)>');
  });

  // Last: it adds the cap's number of students and 50 more. A search's total is exact up to the cap (10,000), then
  // "10,000+" (issue 28).
  it('counts a search exactly up to the cap and says "at least the cap" beyond, with the right pages', async () => {
    const { SEARCH_COUNT_CAP: cap } = await import('../../server/entities/listRepo.js');
    const { sql } = await import('drizzle-orm');
    await s.database.db.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, class, status)
      select c.org_id, 'crp', 'ZQ' || lpad(n::text, 6, '0'), 'Zqxcap ' || n, c.id, '11th', case when n % 10 = 0 then 'completed' else 'active' end
      from generate_series(1, ${cap + 50}::int) n, (select id, org_id from centres where id = 1) c`);
    // The planner's statistics then know the term is dense (two rows in three), which is when a search is walked.
    await s.database.db.execute(sql`analyze students`);
    const capped = await list('search=zqxcap');
    expect([capped.totalCount, (capped as { totalCapped?: boolean }).totalCapped]).toEqual([cap, true]);
    expect(capped.rows.map((r) => r.enrolmentNo)).toEqual(Array.from({ length: 100 }, (_, i) => `ZQ${String(i + 1).padStart(6, '0')}`));
    const page3 = await list('search=zqxcap&page=3&limit=50&sortBy=name&sortOrder=desc');
    const names = page3.rows.map((r) => String(r.name));
    expect(names).toHaveLength(50);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    // Under the cap the total is exact and flagged as nothing; past the last page it still comes back.
    const exact = await list('search=zqxcap&status=completed');
    expect([exact.totalCount, 'totalCapped' in exact]).toEqual([(cap + 50) / 10, false]);
    const beyond = await list('search=zqxcap&status=completed&page=30');
    expect([beyond.rows.length, beyond.totalCount]).toEqual([0, (cap + 50) / 10]);
  });
});
