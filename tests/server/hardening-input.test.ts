// Hostile text and ids on the real app (issue 13, Hardening): NUL bytes and lone UTF-16 surrogates in any text input,
// ids beyond the integer range, and status changes of records shared by all centres. Each gets a clear 4xx in the
// envelope, changes nothing, and the server keeps serving.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { count } from './uploadsKit.js';

const base = '/api/auth/v4/glorifire-entities';
const NUL = 'ab\u0000cd';
const LONE_HIGH = 'ab\uD800cd';
const LONE_LOW = '\uDC00abcd';

/** A query value as raw bytes: a lone surrogate cannot be UTF-8, so it goes as the bytes of its code unit (WTF-8). */
const rawQuery = (text: string) => [...text].map((c) => {
  const unit = c.charCodeAt(0);
  if (unit >= 0xd800 && unit <= 0xdfff) return `%ED%${(0xa0 + ((unit >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (unit & 0x3f)).toString(16).toUpperCase()}`;
  return encodeURIComponent(c);
}).join('');

describe.each(engines)('hostile text and ids on %s', (engine) => {
  let s: TestServer;
  let org: string;
  let student: { id: number; status: string };
  beforeAll(async () => {
    s = await startTestServer(engine);
    org = (await login(s.app, 'orgadmin')).token!;
    const list = await call('GET', `${base}/crp?status=active&limit=1`, org);
    student = list.json().data.rows[0];
  });
  afterAll(async () => { await s?.close(); });

  function call(method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, payload?: object) {
    return s.app.inject({ method, url, headers: token ? { 'access-token': token } : {}, ...(payload ? { payload } : {}) });
  }
  const audits = () => count(s.database, sql`select count(*)::int as n from audit_log`);
  const statusOf = async (id: number) =>
    ((await s.database.db.execute(sql`select status from students where id = ${id}`)) as unknown as { rows: { status: string }[] }).rows[0].status;

  function expectBadText(res: { statusCode: number; json(): unknown }, field: string) {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
    const body = res.json() as { code: number; message: string; data: unknown };
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();
    expect(body.message).toContain(field);
    expect(body.message).toMatch(/NUL character|unpaired UTF-16 surrogate/);
  }

  describe.each([['a NUL byte', NUL], ['a lone high surrogate', LONE_HIGH], ['a lone low surrogate', LONE_LOW]])('%s', (_name, bad) => {
    // A query string is bytes: a lone surrogate's bytes are not UTF-8, so they arrive as the literal %-text (harmless).
    const viaQuery = (res: { statusCode: number; json(): unknown }, field: string) =>
      bad === NUL ? expectBadText(res, field) : expect(res.statusCode).toBeLessThan(500);

    it('in the search query of a list', async () => {
      viaQuery(await call('GET', `${base}/crp?search=${rawQuery(bad)}`, org), 'search');
    });

    it('in a filter value and in a query key', async () => {
      viaQuery(await call('GET', `${base}/batch?status=active&centre=${rawQuery(bad)}`, org), 'centre');
      viaQuery(await call('GET', `${base}/crp?${rawQuery(bad)}=1`, org), 'query');
    });

    it('in a status-change reason, changing nothing', async () => {
      const before = await audits();
      const res = await call('PATCH', `${base}/students`, org, { entity: 'crp', action: 'deactivate', ids: [student.id], reason: 'Other', otherReason: `Moved ${bad}` });
      expectBadText(res, 'otherReason');
      expect(await statusOf(student.id)).toBe(student.status);
      expect(await audits()).toBe(before);
    });

    it('in the sign-in username, and the user can still sign in', async () => {
      expectBadText(await call('POST', '/api/auth/login', undefined, { username: `admin${bad}`, password: 'demo1234' }), 'username');
      expect((await login(s.app, 'admin')).res.statusCode).toBe(200);
    });

    it('in a contact edit, changing nothing', async () => {
      const before = await audits();
      const res = await call('PATCH', `${base}/students/contact-details`, org, { entity: 'crp', id: student.id, field: 'email', value: `x${bad}@example.org` });
      expectBadText(res, 'value');
      expect(await audits()).toBe(before);
    });

    it('in an object key or a nested value of a JSON body', async () => {
      expectBadText(await call('PATCH', `${base}/students`, org, { entity: 'crp', action: 'deactivate', ids: [student.id], reason: 'Other', [`k${bad}`]: 1 }), 'body');
      expectBadText(await call('PATCH', `${base}/students`, org, { entity: 'crp', action: 'deactivate', ids: [student.id], reason: { deep: [bad] } } as object), 'reason.deep.0');
    });
  });

  it('answers a JSON body nested 100,000 deep without falling over', async () => {
    const deep = `{"entity":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await s.app.inject({ method: 'PATCH', url: `${base}/students`, headers: { 'access-token': org, 'content-type': 'application/json' }, payload: deep });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: res.statusCode });
  });

  it('answers an address whose %-escapes are not UTF-8 with 400 in the envelope, headers included', async () => {
    const res = await call('GET', `${base}/students/%E0%A4/batch-summary`, org);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, data: null, message: expect.stringMatching(/%-escape/) });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('GET', `${base}/crp?search=%E0%A4abc`, org)).statusCode).toBeLessThan(500);
  });

  it('still takes ordinary non-ASCII text (Devanagari, emoji) in a search', async () => {
    const res = await call('GET', `${base}/crp?search=${encodeURIComponent('शर्मा 😀')}`, org);
    expect(res.statusCode).toBe(200);
  });

  describe('ids outside the integer range', () => {
    const huge = '99999999999999999999';
    it.each([huge, '2147483648', '-1', '1e5', 'abc', '0', '1.5'])('refuses path id %s with 400', async (id) => {
      for (const url of [`${base}/students/${id}/batch-summary`, `${base}/teachers/${id}/batch-summary`, `${base}/upload-history/${id}`]) {
        const res = await call('GET', url, org);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, data: null, message: expect.stringMatching(/id/) });
      }
    });

    it('answers 403 or 404 for an id in range that matches nothing', async () => {
      expect((await call('GET', `${base}/students/2147483647/batch-summary`, org)).statusCode).toBeOneOf([403, 404]);
      expect((await call('GET', `${base}/upload-history/2147483647`, org)).statusCode).toBe(404);
    });

    it.each([
      ['status change', 'PATCH', `${base}/students`, (id: unknown) => ({ entity: 'crp', action: 'deactivate', ids: [id], reason: 'Dropout Student' })],
      ['contact unmask', 'POST', `${base}/students/contact-details/unmask`, (id: unknown) => ({ entity: 'crp', id })],
      ['contact edit', 'PATCH', `${base}/students/contact-details`, (id: unknown) => ({ entity: 'crp', id, field: 'email', value: 'a@example.org' })],
      ['class update', 'PATCH', `${base}/course-program-mapping/update`, (id: unknown) => ({ id })],
    ] as const)('refuses body ids beyond the range in a %s with 400', async (_name, method, url, body) => {
      const before = await audits();
      for (const id of [1e20, 2147483648, -1, 'abc', 1.5]) {
        const res = await call(method, url, org, body(id));
        expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, data: null, message: expect.stringMatching(/id/) });
      }
      expect(await audits()).toBe(before);
    });

    it('treats 1e5 in a JSON body as the number 100000, an id that is not in scope', async () => {
      const res = await call('PATCH', `${base}/students`, org, { entity: 'crp', action: 'deactivate', ids: [1e5 * 1000], reason: 'Dropout Student' });
      expect(res.statusCode).toBeOneOf([403, 404]);
    });
  });

  describe('course-program mappings, shared by all centres', () => {
    const mappingStatus = (token: string, id: number, action = 'deactivate', reason = 'Program Discontinued') =>
      call('PATCH', `${base}/course-program-mapping`, token, { entity: 'course-program', action, ids: [id], reason });
    const mappingState = async (id: number) =>
      ((await s.database.db.execute(sql`select status from course_program_mappings where id = ${id}`)) as unknown as { rows: { status: string }[] }).rows[0].status;

    it('refuses a status change by a centre-scoped admin with 403, changing nothing', async () => {
      const centre = (await login(s.app, 'centreadmin')).token!;
      const [mapping] = (await call('GET', `${base}/course-program?status=active&limit=1`, centre)).json().data.rows as { id: number }[];
      const before = await audits();
      const res = await mappingStatus(centre, mapping.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, data: null, message: expect.stringMatching(/organisation-wide admin/) });
      expect(await mappingState(mapping.id)).toBe('active');
      expect(await audits()).toBe(before);
    });

    it('lets an organisation-wide admin change it', async () => {
      const [mapping] = (await call('GET', `${base}/course-program?status=active&limit=1`, org)).json().data.rows as { id: number }[];
      expect((await mappingStatus(org, mapping.id)).statusCode).toBe(200);
      expect(await mappingState(mapping.id)).toBe('deactivated');
      expect((await mappingStatus(org, mapping.id, 'reactivate', 'Program Relaunched')).statusCode).toBe(200);
    });

    it('still lets a centre-scoped admin change the status of its own centre\'s students', async () => {
      const centre = (await login(s.app, 'centreadmin')).token!;
      const [row] = (await call('GET', `${base}/crp?status=active&limit=1`, centre)).json().data.rows as { id: number }[];
      const res = await call('PATCH', `${base}/students`, centre, { entity: 'crp', action: 'deactivate', ids: [row.id], reason: 'Dropout Student' });
      expect(res.statusCode).toBe(200);
    });
  });

  it('keeps serving after all of that', async () => {
    expect((await call('GET', '/api/health')).statusCode).toBe(200);
    expect((await call('GET', `${base}/crp?limit=1`, org)).statusCode).toBe(200);
  });
});
