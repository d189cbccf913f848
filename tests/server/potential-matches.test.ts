// Potential matches (issue 15): the public GET salesforceAuth/potential-matches/list with its four required filters,
// the result tables school, city, class and rpi (10 per page) holding only the fields the view shows, the per-client
// rate limit (429 with Retry-After), and frame-ancestors: the potential-matches pages only for the trusted origins.
// Every call carries the demo organisation's token (X-Org-Token); potential-matches-org.test.ts checks the token.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, startTestServer, type TestServer } from './harness.js';
import { issueOrgToken, orgTokenSecret } from '../../server/potentialMatches/orgToken.js';
import type { PotentialMatchesAnswer, PotentialMatchOptions, PotentialMatchTable } from '../../schemas/api/potentialMatches.js';

// Read when the routes register: 5 requests a minute per client, the console's only trusted origin is 8300 while
// FRAME_ANCESTORS (every other page) also lists 8301.
const saved = { ...process.env };
Object.assign(process.env, {
  POTENTIAL_MATCHES_RATE_LIMIT: '5', POTENTIAL_MATCHES_RATE_WINDOW_MS: '60000',
  TRUSTED_PARENT_ORIGINS: 'http://127.0.0.1:8300', FRAME_ANCESTORS: 'http://127.0.0.1:8300 http://127.0.0.1:8301',
});
delete process.env.TRUSTED_PROXY_HOPS;

const BASE = '/api/salesforceAuth/potential-matches';
const LEAD = { school: 'Delhi South Extension', city: 'New Delhi', classValue: '11th', targetExam: 'NEET Two Year' };
const FIELDS = ['city', 'classValue', 'name', 'school', 'status', 'targetExam'];
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.each(engines)('potential matches on %s', (engine) => {
  let s: TestServer;
  let staticDir: string;
  let client = 0;
  let orgToken = '';
  /** Every test asks as its own client (address), so the rate limit of one never spills into another. */
  const newClient = () => `10.0.${engine === 'postgres' ? 2 : 1}.${++client}`;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eoc-pm-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    s = await startTestServer(engine, { staticDir });
    // A second New Delhi centre (the city table) and a centre without a city (N/A), each with an 11th NEET batch:
    // 11 active and 1 completed student in Rohini, plus a deactivated one and a test account that never show.
    await s.database.db.execute(sql`
      with org as (select id from organisations limit 1),
      c as (insert into centres (org_id, name, code, city) select id, x.name, x.code, x.city from org,
              (values ('Delhi Rohini', 'DEL-RO', 'New Delhi'), ('Online Campus', 'ONL-01', '')) x(name, code, city) returning id, code),
      p as (select id from course_program_mappings where program_name = 'NEET Two Year' and class = '11th' limit 1)
      insert into batches (org_id, centre_id, batch_code, class, course_program_id)
      select (select id from org), c.id, c.code || '-NEET-11', '11th', p.id from c, p`);
    await s.database.db.execute(sql`
      insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status, email_id, mobile)
      select b.org_id, case when g = 14 then 'crp-test' else 'crp' end, 'PM' || b.id || '-' || g,
        'Rohini Student ' || lpad(g::text, 2, '0'), b.centre_id, b.id, '11th',
        case when g = 1 then 'completed' when g = 13 then 'deactivated' else 'active' end, 'pm' || g || '@mail.example.in', '+919800000' || lpad(g::text, 3, '0')
      from batches b cross join generate_series(1, 14) g where b.batch_code = 'DEL-RO-NEET-11'
      union all
      select b.org_id, 'crp', 'PM' || b.id || '-1', 'Online Student', b.centre_id, b.id, '11th', 'active', null, null
      from batches b where b.batch_code = 'ONL-01-NEET-11'`);
    const [org] = rowsOf<{ id: number }>(await s.database.db.execute(sql`select id from organisations where code = 'VCI'`));
    orgToken = issueOrgToken('VCI', await orgTokenSecret(s.database.db, org.id));
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress = newClient(), headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, remoteAddress, headers: { 'x-org-token': orgToken, ...headers } });
  const list = async (query: Record<string, string | number>, remoteAddress?: string) => {
    const res = await get(`${BASE}/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, remoteAddress);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Successfully fetched potential matches');
    return res.json().data as PotentialMatchesAnswer;
  };
  const table = (answer: PotentialMatchesAnswer, type: string) => answer.tables.find((t) => t.type === type) as PotentialMatchTable;
  /** The students of each ring straight from the tables, to check totals against. */
  const expectedTotal = async (where: string) => Number(rowsOf<{ n: number }>(await s.database.db.execute(sql.raw(`
    select count(*)::int n from students s join batches b on b.id = s.batch_id join course_program_mappings p on p.id = b.course_program_id
    join centres c on c.id = s.centre_id
    where p.program_name = 'NEET Two Year' and s.status in ('active', 'completed') and s.program_kind <> 'crp-test' and ${where}
      and s.org_id = (select id from organisations where code = 'VCI')`)))[0].n);

  it.each([
    ['school', 'school is required'],
    ['city', 'city is required'],
    ['classValue', 'classValue is required'],
    ['targetExam', 'targetExam is required'],
  ])('answers 400 naming the missing filter when %s is absent or empty', async (missing, message) => {
    const query = Object.fromEntries(Object.entries(LEAD).filter(([k]) => k !== missing));
    for (const q of [query, { ...query, [missing]: '  ' }]) {
      const res = await get(`${BASE}/list?${new URLSearchParams(q)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message, data: null });
    }
  });

  it('names every missing filter at once', async () => {
    const res = await get(`${BASE}/list?page=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('school, city, classValue, targetExam are required');
  });

  it('needs no login and answers the four tables, each row with only the fields the view shows', async () => {
    const res = await get(`${BASE}/list?${new URLSearchParams(LEAD)}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json().data as PotentialMatchesAnswer;
    expect(answer.tables.map((t) => t.type)).toEqual(['school', 'city', 'class', 'rpi']);
    for (const t of answer.tables) {
      expect(Object.keys(t).sort()).toEqual(['page', 'pageSize', 'rows', 'totalCount', 'type']);
      expect(t.page).toBe(1);
      expect(t.pageSize).toBe(10);
      expect(t.rows.length).toBe(Math.min(10, t.totalCount));
      for (const row of t.rows) {
        expect(Object.keys(row).sort()).toEqual(FIELDS);
        expect(['Currently Enrolled', 'Alumni']).toContain(row.status);
      }
    }
    // No identifiers and no contacts anywhere in the answer.
    expect(res.body).not.toMatch(/@|\+91|enrolment|email|mobile|"id"|"PM\d/i);
  });

  it('puts each student in the closest table: same school, same city, same class elsewhere, then the exam’s other classes', async () => {
    const answer = await list(LEAD);
    const school = table(answer, 'school');
    expect(school.totalCount).toBe(await expectedTotal(`c.code = 'DEL-SD' and s.class = '11th'`));
    expect(school.totalCount).toBeGreaterThan(10);
    for (const r of school.rows) expect(r).toMatchObject({ school: 'Delhi South Extension', city: 'New Delhi', classValue: '11th', targetExam: 'NEET Two Year' });

    const city = table(answer, 'city');
    expect(city.totalCount).toBe(12);
    for (const r of city.rows) expect(r).toMatchObject({ school: 'Delhi Rohini', city: 'New Delhi', classValue: '11th' });

    const cls = table(answer, 'class');
    expect(cls.totalCount).toBe(await expectedTotal(`c.city <> 'New Delhi' and s.class = '11th'`));
    expect(cls.rows.every((r) => r.city !== 'New Delhi' && r.classValue === '11th')).toBe(true);

    const rpi = table(answer, 'rpi');
    expect(rpi.totalCount).toBe(await expectedTotal(`s.class <> '11th'`));
    expect(rpi.totalCount).toBeGreaterThan(10);
    expect(rpi.rows.every((r) => r.classValue !== '11th' && r.targetExam === 'NEET Two Year')).toBe(true);
  });

  it('matches school, city, class and exam case-insensitively, and a school by its code', async () => {
    const answer = await list({ school: 'del-sd', city: 'NEW DELHI', classValue: '11TH', targetExam: 'neet two year' });
    const reference = await list(LEAD);
    expect(answer.tables.map((t) => t.totalCount)).toEqual(reference.tables.map((t) => t.totalCount));
  });

  it('sends null for an empty value (the view prints N/A)', async () => {
    const all = await list({ ...LEAD, type: 'class', page: 1 });
    const pages = Math.ceil(table(all, 'class').totalCount / 10);
    const rows = [];
    for (let page = 1; page <= pages; page++) rows.push(...table(await list({ ...LEAD, type: 'class', page }), 'class').rows);
    expect(rows.filter((r) => r.name === 'Online Student')).toEqual([
      { name: 'Online Student', school: 'Online Campus', city: null, classValue: '11th', targetExam: 'NEET Two Year', status: 'Currently Enrolled' },
    ]);
  });

  it('pages 10 at a time, one table when type is given: current students first, alumni after, never deactivated or test accounts', async () => {
    const first = await list({ ...LEAD, type: 'city', page: 1 });
    expect(first.tables.map((t) => t.type)).toEqual(['city']);
    const second = await list({ ...LEAD, type: 'city', page: 2 });
    expect(table(first, 'city').rows).toHaveLength(10);
    expect(table(second, 'city')).toMatchObject({ page: 2, pageSize: 10, totalCount: 12 });
    const rows = [...table(first, 'city').rows, ...table(second, 'city').rows];
    // 02-12 active by name, then 01 (completed); 13 (deactivated) and 14 (a test account) never.
    expect(rows.map((r) => r.name)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1].map((n) => `Rohini Student ${String(n).padStart(2, '0')}`));
    expect(rows.map((r) => r.status)).toEqual([...Array(11).fill('Currently Enrolled'), 'Alumni']);
    const beyond = await list({ ...LEAD, type: 'city', page: 3 });
    expect(table(beyond, 'city')).toMatchObject({ page: 3, totalCount: 12, rows: [] });
    // Pages of one table never repeat a student.
    const school1 = table(await list({ ...LEAD, type: 'school', page: 1 }), 'school').rows;
    const school2 = table(await list({ ...LEAD, type: 'school', page: 2 }), 'school').rows;
    expect(school2.length).toBeGreaterThan(0);
    expect(JSON.stringify(school1)).not.toBe(JSON.stringify(school2));
  });

  it('documents both calls in /api/docs', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { get?: { responses?: Record<string, unknown> } }> };
    for (const p of ['list', 'options']) expect(doc.paths[`${BASE}/${p}`]?.get?.responses?.['200']).toBeTruthy();
  });

  it('rejects a bad page or type and an overlong filter with 400', async () => {
    for (const q of [{ ...LEAD, page: '0' }, { ...LEAD, page: 'x' }, { ...LEAD, type: 'batch' }, { ...LEAD, school: 'x'.repeat(101) }]) {
      const res = await get(`${BASE}/list?${new URLSearchParams(q)}`);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });

  it('offers the form’s choices: schools, cities, classes and target exams', async () => {
    const res = await get(`${BASE}/options`);
    expect(res.statusCode).toBe(200);
    const o = res.json().data as PotentialMatchOptions;
    expect(o.schools).toEqual(expect.arrayContaining(['Delhi South Extension', 'Delhi Rohini']));
    expect(o.cities).toContain('New Delhi');
    expect(o.cities).not.toContain('');
    expect(o.classValues).toEqual(['6th', '7th', '8th', '9th', '10th', '11th', '12th']);
    expect(o.targetExams).toContain('NEET Two Year');
  });

  it('rate limits each client: the sixth request in a minute answers 429 with Retry-After, others go on', async () => {
    const me = newClient();
    const url = `${BASE}/list?${new URLSearchParams(LEAD)}`;
    for (let i = 0; i < 4; i++) expect((await get(url, me)).statusCode).toBe(200);
    // A malformed request counts too.
    expect((await get(`${BASE}/list`, me)).statusCode).toBe(400);
    const limited = await get(url, me);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ code: 429, message: `Too many requests for potential matches. Please try again in ${retryAfter} seconds.`, data: null });
    // The options call shares the client's allowance.
    expect((await get(`${BASE}/options`, me)).statusCode).toBe(429);
    // A forged X-Forwarded-For does not make a new client.
    expect((await get(url, me, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
    // Another client is not affected.
    expect((await get(url, newClient())).statusCode).toBe(200);
  });

  it('lets only the trusted origins frame the potential-matches pages; every other page keeps FRAME_ANCESTORS', async () => {
    const frameAncestors = async (url: string) => {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      return String(res.headers['content-security-policy']).split('; ').find((d) => d.startsWith('frame-ancestors'));
    };
    for (const url of ['/exam-result/potential-matches', '/exam-result/potential-matches/', '/potential-matches?school=x', '/exam-result/potential-matches?embed=1']) {
      expect(await frameAncestors(url)).toBe("frame-ancestors 'self' http://127.0.0.1:8300");
    }
    for (const url of ['/login', '/exam-result/upload', '/dashboard', '/exam-result/potential-matches-other', '/api/health']) {
      expect(await frameAncestors(url)).toBe("frame-ancestors 'self' http://127.0.0.1:8300 http://127.0.0.1:8301");
    }
    expect(await frameAncestors('/api/docs')).toBe("frame-ancestors 'none'");
  });
});

afterAll(() => {
  for (const k of ['POTENTIAL_MATCHES_RATE_LIMIT', 'POTENTIAL_MATCHES_RATE_WINDOW_MS', 'TRUSTED_PARENT_ORIGINS', 'FRAME_ANCESTORS', 'TRUSTED_PROXY_HOPS']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});
