// Attendance (issue 24 item 2) through the real API on both engines: the classes that have begun, one class's
// roster marked in one request (every student, only its students, only once it has begun), the attendance sheet's
// preview naming row, column and rule, the summary per batch and student, a past PTM's attendance, and scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ATTENDANCE_MESSAGES, attendanceClasses } from '../../schemas/attendance.js';
import { entities } from '../../schemas/index.js';
import { engines, login } from './harness.js';
import { recheckAlerts } from '../../server/alerts/recheck.js';
import { closeUploadSuite, openUploadSuite, upload, waitForJob, xlsx, type UploadSuite } from './uploadsKit.js';

const BASE = 'auth/attendance';
const HEADER = ['Centre', 'Batch', 'Class Date', 'Start Time', 'Enrollment No', 'Mark'];
type Row = Record<string, unknown>;
interface Roster { class: Row; students: { id: number; enrolmentNo: string; name: string; mark: string | null }[] }

describe.each(engines)('attendance on %s', (engine) => {
  let suite: UploadSuite;
  let centreToken: string;
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: unknown, token = suite.token) =>
    suite.s.app.inject({ method, url: `/api/${url}`, headers: { 'access-token': token }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = async (url: string, token = suite.token) => {
    const res = await call('GET', url, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const openAlertsOf = async (subject: string) => Number(((await suite.s.database.db.execute(sql`select count(*)::int as n from alert_actionables
    where subject_key = ${subject} and status = 'open'`)) as unknown as { rows: { n: number }[] }).rows[0].n);
  const delhiClasses = async (query = '') => data(`${BASE}/classes?centre=${suite.delhi.id}&limit=100${query}`) as Promise<{ rows: Row[]; totalCount: number }>;

  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    centreToken = (await login(suite.s.app, 'centreadmin')).token!;
  });
  afterAll(async () => { await closeUploadSuite(suite); });

  it('lists the classes that have begun, latest first, marked or not as the demo left them', async () => {
    const page = await delhiClasses();
    expect(page.totalCount).toBeGreaterThan(20);
    const dates = page.rows.map((r) => `${r.classDate} ${r.startTime}`);
    expect(dates).toEqual([...dates].sort().reverse());
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(page.rows.every((r) => String(r.classDate) <= tomorrow)).toBe(true);
    const open = await delhiClasses('&marked=Not%20marked');
    expect(open.totalCount).toBeGreaterThan(0);
    expect(open.rows.every((r) => r.marked === 'Not marked' && r.present === 0)).toBe(true);
    expect((await delhiClasses('&marked=Marked')).rows.every((r) => r.marked === 'Marked')).toBe(true);
    expect(attendanceClasses.api.list).toBe(`${BASE}/classes`);
  });

  it('marks a class in one request: every student of its batch, and no one else; its alert resolves', async () => {
    // A class that ended days ago without marks: the rules have raised "Mark attendance" for it.
    const daysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const [cls] = (await delhiClasses(`&marked=Not%20marked&classDateTo=${daysAgo}`)).rows;
    expect(await openAlertsOf(`class:${cls.id}`)).toBe(1);
    const roster = (await data(`${BASE}/classes/${cls.id}`)) as Roster;
    expect(roster.class).toMatchObject({ id: cls.id, batch: cls.batch, markedAt: null });
    expect(roster.students.length).toBeGreaterThan(2);
    const marks = roster.students.map((s, i) => ({ studentId: s.id, mark: i === 0 ? 'absent' : i === 1 ? 'late' : 'present' }));
    const partial = await call('PUT', `${BASE}/classes/${cls.id}/marks`, { marks: marks.slice(1) });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().message).toBe(ATTENDANCE_MESSAGES.unmarked(1));
    const [stranger] = (await suite.s.database.db.execute(sql`select id from students where batch_id <> ${Number(cls.batchId)} limit 1`) as unknown as { rows: { id: number }[] }).rows;
    const strange = await call('PUT', `${BASE}/classes/${cls.id}/marks`, { marks: [...marks, { studentId: stranger.id, mark: 'present' }] });
    expect(strange.json().message).toBe(ATTENDANCE_MESSAGES.notInBatch);
    const saved = await call('PUT', `${BASE}/classes/${cls.id}/marks`, { marks });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: ATTENDANCE_MESSAGES.saved, data: { saved: marks.length } });
    const [after] = (await delhiClasses(`&marked=Marked&batch=${cls.batchId}&classDateFrom=${cls.classDate}&classDateTo=${cls.classDate}`)).rows.filter((r) => r.id === cls.id);
    expect(after).toMatchObject({ id: cls.id, marked: 'Marked', absent: 1, late: 1, present: marks.length - 2 });
    // "Mark attendance" for this class is no longer open: the rules ran after the save.
    expect(await openAlertsOf(`class:${cls.id}`)).toBe(0);
    const again = (await data(`${BASE}/classes/${cls.id}`)) as Roster;
    expect(again.students[0].mark).toBe('absent');
    expect(again.class.markedAt).not.toBeNull();
  });

  it('refuses a class that has not begun, and a class outside a centre admin\'s centres', async () => {
    const s = entities['time-table'];
    const refs = { batch: ((await data(`auth/v4/glorifire-entities/batches?centre=${suite.delhi.id}`)) as { batchCode: string; status: string }[]).find((b) => b.status === 'active')!.batchCode,
      faculty: ((await data('auth/v4/glorifire-entities/faculty')) as { employeeCode: string; centreId: number }[]).find((f) => f.centreId === suite.delhi.id)!.employeeCode };
    const made = await call('POST', `${s.api.list}/record`, { values: { centre: suite.delhi.name, batch: refs.batch, subject: 'Physics', faculty: refs.faculty, classDate: '2027-06-07', startTime: '09:00', endTime: '10:00', room: '' } });
    expect(made.statusCode, made.body).toBe(200);
    const future = await call('PUT', `${BASE}/classes/${made.json().data.id}/marks`, { marks: [{ studentId: 1, mark: 'present' }] });
    expect(future.json().message).toBe(ATTENDANCE_MESSAGES.notYet);
    const [elsewhere] = (await data(`${BASE}/classes?limit=100`)).rows.filter((r: Row) => r.centreId !== suite.delhi.id);
    expect((await call('GET', `${BASE}/classes/${elsewhere.id}`, undefined, centreToken)).statusCode).toBe(403);
    const mine = (await data(`${BASE}/classes?limit=100`, centreToken)) as { rows: Row[] };
    expect(mine.rows.every((r) => r.centreId === suite.delhi.id)).toBe(true);
  });

  it('previews an attendance sheet naming row, column and rule, and applies a clean one', async () => {
    const [, cls] = (await delhiClasses('&marked=Not%20marked')).rows;
    const roster = (await data(`${BASE}/classes/${cls.id}`)) as Roster;
    const [a, b] = roster.students;
    const at = [suite.delhi.name, String(cls.batch), String(cls.classDate), String(cls.startTime)];
    const ask = (rows: unknown[][], dryRun: boolean) => upload(suite.s.app, { path: `${BASE}/upload`, entity: 'attendance', file: xlsx([HEADER, ...rows] as never), token: suite.token, dryRun, fields: { multiCentre: 'true' } });
    const res = await ask([[...at, a.enrolmentNo, 'P'], [...at, a.enrolmentNo, 'A'], [...at.slice(0, 3), '23:59', b.enrolmentNo, 'L'], [...at, b.enrolmentNo, 'X']], true);
    expect(res.statusCode, res.body).toBe(200);
    const errors = (res.json().data.rows as { row: number; errors: { message: string }[] }[]).map((r) => r.errors.map((e) => e.message));
    expect(errors[0]).toEqual([]);
    expect(errors[1]).toEqual([`Row 3, Enrollment No: ${a.enrolmentNo} is marked for this class twice (rows 2 and 3)`]);
    expect(errors[2]).toEqual([`Row 4, Start Time: batch ${cls.batch} has no class at 23:59 on ${cls.classDate} in the time table`]);
    expect(errors[3]).toEqual(['Row 5, Mark: must be P (present), A (absent) or L (late)']);
    const clean = await ask([[...at, a.enrolmentNo, 'p'], [...at, b.enrolmentNo, 'Late']], false);
    expect(clean.statusCode, clean.body).toBe(202);
    expect((await waitForJob(suite.s.app, suite.token, clean.json().data.id)).status).toBe('successful');
    const marked = (await data(`${BASE}/classes/${cls.id}`)) as Roster;
    expect(marked.students.filter((s) => s.mark).map((s) => [s.enrolmentNo, s.mark]).sort()).toEqual([[a.enrolmentNo, 'present'], [b.enrolmentNo, 'late']].sort());
  });

  it('sums the marks per batch and per student over a date range', async () => {
    const byBatch = (await data(`${BASE}/summary?by=batch&centre=${suite.delhi.id}`)) as { rows: Row[]; totalCount: number };
    expect(byBatch.totalCount).toBeGreaterThanOrEqual(1);
    expect(byBatch.rows[0]).toMatchObject({ classes: expect.any(Number), present: expect.any(Number), attendedPercent: expect.any(Number) });
    const byStudent = (await data(`${BASE}/summary?by=student&centre=${suite.delhi.id}&from=2000-01-01`)) as { rows: Row[] };
    expect(byStudent.rows.some((r) => Number(r.absent) >= 1)).toBe(true);
    expect((await data(`${BASE}/summary?by=batch&from=2000-01-01&to=2000-01-02`)).rows).toEqual([]);
  });

  it('marks a past PTM\'s attendance on the PTM view, not a future one', async () => {
    const db = suite.s.database.db;
    const [student] = (await db.execute(sql`select id, centre_id as c, batch_id as b, class from students where centre_id = ${suite.delhi.id} and batch_id is not null limit 1`) as unknown as { rows: { id: number; c: number; b: number; class: string }[] }).rows;
    const meeting = async (when: string) => {
      const [m] = (await db.execute(sql`insert into ptm_schedules (org_id, centre_id, batch_id, student_id, class, start_at, end_at)
        select org_id, ${student.c}, ${student.b}, ${student.id}, ${student.class}, ${when}::timestamptz, ${when}::timestamptz + interval '30 minutes' from centres where id = ${student.c} returning id`) as unknown as { rows: { id: number }[] }).rows;
      await db.execute(sql`insert into ptm_attendees (schedule_id, kind, name) values (${m.id}, 'student', 'S'), (${m.id}, 'father', 'F')`);
      return m.id;
    };
    const past = await meeting('2026-01-10T10:00:00Z');
    const marked = await call('PATCH', `auth/ptm/schedules/${past}/attendance`, { attended: { student: true, father: false } });
    expect(marked.statusCode, marked.body).toBe(200);
    const [row] = (await db.execute(sql`select attendance_marked_at is not null as done, (select array_agg(attended order by kind) from ptm_attendees where schedule_id = ${past}) as a
      from ptm_schedules where id = ${past}`) as unknown as { rows: { done: boolean; a: boolean[] }[] }).rows;
    expect(row).toEqual({ done: true, a: [false, true] });
    expect((await call('PATCH', `auth/ptm/schedules/${past}/attendance`, { attended: { student: true } })).json().message).toBe('Say whether the father came.');
    const future = await meeting('2030-01-10T10:00:00Z');
    expect((await call('PATCH', `auth/ptm/schedules/${future}/attendance`, { attended: { student: true, father: true } })).statusCode).toBe(422);
    // A meeting of days ago, on a day the batch has no other: its "Mark PTM attendance" alert resolves once marked.
    const [{ day }] = (await db.execute(sql`select to_char(d, 'YYYY-MM-DD') as day from generate_series(current_date - 20, current_date - 3, interval '1 day') d
      where not exists (select 1 from ptm_schedules where batch_id = ${student.b} and (start_at at time zone 'UTC')::date = d::date) limit 1`) as unknown as { rows: { day: string }[] }).rows;
    const recent = await meeting(`${day}T06:00:00Z`);
    const [{ orgId }] = (await db.execute(sql`select org_id as "orgId" from centres where id = ${student.c}`) as unknown as { rows: { orgId: number }[] }).rows;
    await recheckAlerts(db, orgId, ['MARK_PTM_ATTENDANCE']);
    expect(await openAlertsOf(`b${student.b}:ptm:${day}`)).toBe(1);
    expect((await call('PATCH', `auth/ptm/schedules/${recent}/attendance`, { attended: { student: true, father: true } })).statusCode).toBe(200);
    expect(await openAlertsOf(`b${student.b}:ptm:${day}`)).toBe(0);
  });
});
