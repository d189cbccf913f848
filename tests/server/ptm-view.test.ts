// PTM schedule view (issue 15, entities-spec §2, §9): filters by centre, batch and a date range whose days run from
// T00:00:00.000Z to T23:59:59.999Z, 8 a page; the student file PTMStudentDetails.xlsx and its empty answer;
// academic years from 2015; the centre admin sees only their centre.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PTM_MESSAGES, PTM_STUDENT_FILE } from '../../schemas/ptm.js';
import { ptmScheduleList } from '../../schemas/api/index.js';
import { engines, login } from './harness.js';
import { centreByCode, closeUploadSuite, openUploadSuite, readXlsx, waitForJob, xlsx, type UploadSuite } from './uploadsKit.js';
import { at, batchStudents, listPtm, PTM_HEADER, ptmSheet, uploadPtm, type PtmRow, type SeedStudent } from './ptmKit.js';

const slot = (day: string, i: number) => {
  const start = i * 15;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { start: at(day, hhmm(start)), end: at(day, hhmm(start + 15)) };
};

describe.each(engines)('PTM schedule view on %s', (engine) => {
  let suite: UploadSuite;
  let delhi: SeedStudent[];
  let mumbai: SeedStudent[];
  let delhiOther: SeedStudent[];

  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    delhi = await batchStudents(suite.s.database, 'DEL-SD', 10);
    delhiOther = await batchStudents(suite.s.database, 'DEL-SD', 1, 1);
    mumbai = await batchStudents(suite.s.database, 'MUM-AN', 1);
    const rows: PtmRow[] = [
      // 2031-05-10: ten Delhi meetings of one batch, the first at 00:00 sharp and the last ending at 23:59.
      ...delhi.slice(0, 9).map((student, i) => ({ student, ...slot('2031-05-10', i) })),
      { student: delhi[9], start: at('2031-05-10', '23:45'), end: at('2031-05-10', '23:59') },
      // The next day's first minute, and another batch and another centre on the same day.
      { student: delhi[0], start: at('2031-05-11', '00:00'), end: at('2031-05-11', '00:15') },
      { student: delhiOther[0], ...slot('2031-05-10', 0) },
      { student: mumbai[0], ...slot('2031-05-10', 0) },
    ];
    const res = await uploadPtm(suite.s.app, suite.token, xlsx(ptmSheet(rows)));
    expect(res.statusCode, res.body).toBe(202);
    expect(await waitForJob(suite.s.app, suite.token, res.json().data.id)).toMatchObject({ status: 'successful', counts: { created: 13 } });
  }, 180_000);
  afterAll(() => closeUploadSuite(suite));

  const page = async (query: Record<string, string | number>, token = suite.token) => {
    const res = await listPtm(suite.s.app, token, query);
    expect(res.statusCode, res.body).toBe(200);
    return ptmScheduleList.parse(res.json().data);
  };

  it('pages 8 at a time, soonest first', async () => {
    const first = await page({ startDate: '2031-05-10', endDate: '2031-05-11' });
    expect(first.totalCount).toBe(13);
    expect(first.rows).toHaveLength(8);
    expect(first.rows[0].startTime).toBe('2031-05-10T00:00:00.000Z');
    const second = await page({ startDate: '2031-05-10', endDate: '2031-05-11', page: 2 });
    expect(second.rows).toHaveLength(5);
    expect(second.rows.at(-1)!.startTime).toBe('2031-05-11T00:00:00.000Z');
  });

  it('takes a day from T00:00:00.000Z to T23:59:59.999Z', async () => {
    const day = await page({ startDate: '2031-05-10', endDate: '2031-05-10', limit: 100 });
    expect(day.totalCount).toBe(12);
    expect(day.rows.map((r) => r.startTime)).toContain('2031-05-10T23:45:00.000Z');
    const next = await page({ startDate: '2031-05-11', endDate: '2031-05-11' });
    expect(next.rows.map((r) => [r.enrolmentNo, r.startTime])).toEqual([[delhi[0].enrolmentNo, '2031-05-11T00:00:00.000Z']]);
    expect((await page({ startDate: '2031-05-12' })).totalCount).toBe(0);
    expect((await listPtm(suite.s.app, suite.token, { startDate: '10/05/2031' })).statusCode).toBe(400);
  });

  it('filters by centre and by batch', async () => {
    const mum = await centreByCode(suite.s.database, 'MUM-AN');
    const inMumbai = await page({ centre: mum.id, startDate: '2031-05-10', endDate: '2031-05-11' });
    expect(inMumbai.rows.map((r) => [r.centre, r.enrolmentNo])).toEqual([[mum.name, mumbai[0].enrolmentNo]]);
    const filters = (await suite.s.app.inject({ method: 'GET', url: '/api/auth/ptm/filters', headers: { 'access-token': suite.token } })).json().data;
    const batch = filters.batches.find((b: { batchCode: string; centreId: number }) => b.batchCode === delhiOther[0].batch && b.centreId === suite.delhi.id);
    const inBatch = await page({ batch: batch.id, startDate: '2031-05-10', endDate: '2031-05-11' });
    expect(inBatch.rows.map((r) => [r.batch, r.enrolmentNo, r.subjects])).toEqual([[delhiOther[0].batch, delhiOther[0].enrolmentNo, ['Physics']]]);
    expect(inBatch.rows[0].attendees).toEqual([{ kind: 'student', salutation: null, name: delhiOther[0].name, attended: null }]);
    expect(filters.academicYears.at(-1)).toBe(2015);
    expect(filters.academicYears[0]).toBeGreaterThanOrEqual(2026);
  });

  it("shows a centre admin their centre's schedules only", async () => {
    const centreAdmin = (await login(suite.s.app, 'centreadmin')).token!;
    const own = await page({ startDate: '2031-05-10', endDate: '2031-05-11', limit: 100 }, centreAdmin);
    expect(own.totalCount).toBe(12);
    expect(new Set(own.rows.map((r) => r.centre))).toEqual(new Set([suite.delhi.name]));
  });

  it('downloads PTMStudentDetails.xlsx for an academic year, and says so when it has no student', async () => {
    const res = await suite.s.app.inject({ method: 'GET', url: `/api/auth/ptm/students/download?academicYear=2026&centre=${suite.delhi.id}`, headers: { 'access-token': suite.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(PTM_STUDENT_FILE);
    const sheet = readXlsx(res.rawPayload);
    expect(sheet[0]).toEqual(PTM_HEADER);
    expect(sheet.length).toBeGreaterThan(10);
    const empty = await suite.s.app.inject({ method: 'GET', url: '/api/auth/ptm/students/download?academicYear=2015', headers: { 'access-token': suite.token } });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(PTM_MESSAGES.noStudents);
    const tooEarly = await suite.s.app.inject({ method: 'GET', url: '/api/auth/ptm/students/download?academicYear=2014', headers: { 'access-token': suite.token } });
    expect(tooEarly.statusCode).toBe(400);
  });

  it('refuses the view to a user without the PTM ability', async () => {
    const support = (await login(suite.s.app, 'support')).token!;
    expect((await listPtm(suite.s.app, support)).statusCode).toBe(403);
  });
});
