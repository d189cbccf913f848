// The time table (issue 24 item 1), declared by its schema on the schema core: seeded weeks, the list in scope, the
// upload's clash checks naming both rows (a batch, a faculty, a room booked twice; a class on a holiday), the
// one-record form that adds, moves and refuses, the week route, and a cancelled class freeing its slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entities } from '../../schemas/index.js';
import { engines, login } from './harness.js';
import { bothScopes, recordScope } from '../../server/alerts/recheck.js';
import { closeUploadSuite, count, openUploadSuite, upload, waitForJob, xlsx, type UploadSuite } from './uploadsKit.js';

const schema = entities['time-table'];
const UPLOAD_PATH = schema.uploads.operations[0].path.replace(/^.*glorifire-entities\//, '');
const HEADER = ['Centre', 'Batch', 'Subject', 'Faculty', 'Class Date', 'Start Time', 'End Time', 'Room'];
type Row = Record<string, unknown>;
interface Refs { batches: string[]; faculty: string[]; subject: string; codeOf: Map<number, string> }

describe.each(engines)('time table on %s', (engine) => {
  let suite: UploadSuite;
  let centreToken: string;
  let refs: Refs;
  const get = async (url: string, token = suite.token) => suite.s.app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'access-token': token } });
  const data = async (url: string, token = suite.token) => {
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const save = (values: Record<string, string>, id?: number, token = suite.token) => suite.s.app.inject({
    method: id === undefined ? 'POST' : 'PATCH', url: `/api/${schema.api.list}/record${id === undefined ? '' : `/${id}`}`,
    headers: { 'access-token': token }, payload: { values },
  });

  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    centreToken = (await login(suite.s.app, 'centreadmin')).token!;
    const batches = (await data(`auth/v4/glorifire-entities/batches?centre=${suite.delhi.id}`)) as { batchCode: string; status: string }[];
    const faculty = (await data('auth/v4/glorifire-entities/faculty')) as { id: number; employeeCode: string; centreId: number }[];
    const [subject] = (await data('auth/v4/glorifire-entities/subjects')) as { name: string }[];
    refs = {
      batches: batches.filter((b) => b.status === 'active').map((b) => b.batchCode),
      faculty: faculty.filter((f) => f.centreId === suite.delhi.id).map((f) => f.employeeCode),
      subject: subject.name,
      codeOf: new Map(faculty.map((f) => [f.id, f.employeeCode])),
    };
  });
  afterAll(async () => { await closeUploadSuite(suite); });

  const cls = (over: Partial<Record<string, string>> = {}) => ({
    centre: suite.delhi.name, batch: refs.batches[0], subject: refs.subject, faculty: refs.faculty[0],
    classDate: '2027-03-01', startTime: '09:00', endTime: '10:30', room: 'Room 901', ...over,
  });

  it('seeds weeks of classes, lists them in date order and shows a centre admin only their centre', async () => {
    const all = await data(`${schema.api.list}?limit=100`);
    expect(all.totalCount).toBeGreaterThan(500);
    const dates = (all.rows as Row[]).map((r) => String(r.classDate));
    expect(dates).toEqual([...dates].sort());
    expect(all.rows[0]).toMatchObject({ startTime: expect.stringMatching(/^\d\d:\d\d$/), faculty: expect.any(String), status: 'active' });
    const mine = await data(`${schema.api.list}?limit=100`, centreToken);
    expect(mine.totalCount).toBeGreaterThan(0);
    expect((mine.rows as Row[]).every((r) => r.centreId === suite.delhi.id)).toBe(true);
    // No seeded class clashes with another of its batch.
    expect(await count(suite.s.database, sql`select count(*) as n from time_table_classes a join time_table_classes b
      on a.batch_id = b.batch_id and a.class_date = b.class_date and a.id < b.id and a.start_time < b.end_time and b.start_time < a.end_time`)).toBe(0);
  });

  it('previews a sheet with every clash named, both rows, and a class on a holiday', async () => {
    const [seeded] = (await data(`${schema.api.list}?centre=${suite.delhi.id}&limit=1`)).rows as Row[];
    const holiday = (await suite.s.database.db.execute(sql`select event_date::text as d from calendar_events
      where centre_id = ${suite.delhi.id} and kind = 'Holiday' and status = 'active' limit 1`)) as unknown as { rows: { d: string }[] };
    const file = xlsx([HEADER,
      [suite.delhi.name, refs.batches[0], refs.subject, refs.faculty[0], '2027-03-01', '09:00', '10:30', 'Room 901'],
      [suite.delhi.name, refs.batches[0], refs.subject, refs.faculty[1], '2027-03-01', '10:00', '11:00', 'Room 902'],
      [suite.delhi.name, refs.batches[1], refs.subject, refs.faculty[2], '2027-03-01', '09:30', '10:00', 'room 901'],
      [suite.delhi.name, refs.batches[2], refs.subject, refs.codeOf.get(Number(seeded.facultyId))!, String(seeded.classDate), String(seeded.startTime), String(seeded.endTime), 'Room 903'],
      [suite.delhi.name, refs.batches[3], refs.subject, refs.faculty[3], '2027-03-02', '11:00', '10:00', ''],
      [suite.delhi.name, refs.batches[3], refs.subject, refs.faculty[3], holiday.rows[0].d, '11:00', '12:00', ''],
      [suite.delhi.name, refs.batches[3], refs.subject, 'Nobody Here', '2027-03-03', '7 PM', '8:15 pm', ''],
    ]);
    const res = await upload(suite.s.app, { path: UPLOAD_PATH, entity: schema.kind, file, token: suite.token, dryRun: true, fields: { multiCentre: 'true' } });
    expect(res.statusCode, res.body).toBe(200);
    const byRow = new Map((res.json().data.rows as { row: number; errors: { message: string }[] }[]).map((r) => [r.row, r.errors.map((e) => e.message)]));
    expect(byRow.get(2)).toEqual([]);
    expect(byRow.get(3)).toEqual([`Row 3, Start Time: Batch ${refs.batches[0]} is booked twice on 2027-03-01: 10:00–11:00 here and 09:00–10:30 in row 2`]);
    expect(String(byRow.get(4))).toMatch(/^Row 4, Start Time: Centre and Room .*, room 901 is booked twice on 2027-03-01: 09:30–10:00 here and 09:00–10:30 in row 2$/);
    expect(String(byRow.get(5))).toMatch(new RegExp(`Row 5, Start Time: Faculty .* already has a class from ${seeded.startTime} to ${seeded.endTime} on ${seeded.classDate} \\(`));
    expect(byRow.get(6)).toEqual(['Row 6, End Time: must be after the Start Time (11:00)']);
    expect(String(byRow.get(7))).toMatch(/^Row 7, Class Date: .* is a Holiday \(".*" in Calendar Events\); no class can be held then$/);
    expect(String(byRow.get(8))).toMatch(/Row 8, Faculty: there is no faculty with employee code or name "Nobody Here"/);
    expect(res.json().data.counts).toMatchObject({ withErrors: 6 });
  });

  it('adds a class in the form, moves it, refuses a clash naming the class it meets, and lists the week', async () => {
    const made = await save(cls({ classDate: '2027-04-05' }));
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json().data;
    // Moving onto its own old slot is no clash with itself.
    const moved = await save(cls({ classDate: '2027-04-05', startTime: '09:30', endTime: '11:00' }), id);
    expect(moved.statusCode, moved.body).toBe(200);
    const clash = await save(cls({ classDate: '2027-04-05', batch: refs.batches[0], faculty: refs.faculty[4], startTime: '10:45', endTime: '11:30', room: 'Room 950' }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().data.errors).toEqual([expect.objectContaining({ key: 'startTime', rule: 'clash',
      message: expect.stringMatching(new RegExp(`^Batch ${refs.batches[0]} already has a class from 09:30 to 11:00 on 2027-04-05`)) })]);
    const bad = await save(cls({ classDate: '2027-02-30', startTime: '25:00' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors.map((e: { key: string }) => e.key).sort()).toEqual(['classDate', 'startTime']);
    const week = await data(`${schema.api.list}/week?from=2027-04-05&centre=${suite.delhi.id}`);
    expect(week).toMatchObject({ from: '2027-04-05', to: '2027-04-11', truncated: false });
    expect(week.rows).toEqual([expect.objectContaining({ id, startTime: '09:30', endTime: '11:00', batch: refs.batches[0] })]);
    expect((await data(`${schema.api.list}/week?from=2027-04-05&centre=${suite.delhi.id}`, centreToken)).rows).toHaveLength(1);
    // The rules re-checked after the save run over the class's centre, not the whole organisation.
    expect(await recordScope(suite.s.database.db, schema, [id])).toEqual({ centreIds: [suite.delhi.id] });
    expect(await recordScope(suite.s.database.db, entities['feedback-questions'], [1])).toEqual({});
    expect(bothScopes({ centreIds: [1] }, { centreIds: [2, 1] })).toEqual({ centreIds: [1, 2] });
    expect(bothScopes({}, { centreIds: [2] })).toEqual({});
  });

  it('frees a cancelled class its slot, and keeps a centre admin to their centres', async () => {
    const made = await save(cls({ classDate: '2027-04-12' }));
    const { id } = made.json().data;
    const cancel = await suite.s.app.inject({ method: 'PATCH', url: `/api/${schema.statusChange.api}`, headers: { 'access-token': suite.token },
      payload: { entity: schema.kind, action: 'deactivate', ids: [id], reason: schema.statusChange.reasons.deactivate[0] } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The kind's own words (schemas/time-table.ts statusMessages), not an account's.
    expect(cancel.json().message).toBe('Class has been cancelled successfully');
    expect((await save(cls({ classDate: '2027-04-12' }))).statusCode).toBe(200);
    // Its slot is taken now: bringing it back would book the batch twice.
    const back = await suite.s.app.inject({ method: 'PATCH', url: `/api/${schema.statusChange.api}`, headers: { 'access-token': suite.token },
      payload: { entity: schema.kind, action: 'reactivate', ids: [id], reason: schema.statusChange.reasons.reactivate[0] } });
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toMatch(/^Nothing was reactivated: Faculty .* already has a class from 09:00 to 10:30 on 2027-04-12 \(/);
    const [elsewhere] = ((await data(`${schema.api.list}?limit=100`)).rows as Row[]).filter((r) => r.centreId !== suite.delhi.id);
    const refused = await save({ ...cls({ classDate: '2027-04-13' }), centre: String(elsewhere.centre) }, undefined, centreToken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors[0]).toMatchObject({ key: 'centre' });
    expect((await save(cls({ classDate: '2027-04-13' }), Number(elsewhere.id), centreToken)).statusCode).toBe(403);
  });

  it('copies last week into this one: a preview naming the clashes, then the clean copies written', async () => {
    const week = (monday: string) => data(`${schema.api.list}/week?from=${monday}&centre=${suite.delhi.id}`);
    expect((await save(cls({ classDate: '2027-07-05', batch: refs.batches[5], faculty: refs.faculty[6], room: 'Room 960' }))).statusCode).toBe(200);
    expect((await save(cls({ classDate: '2027-07-07', batch: refs.batches[6], faculty: refs.faculty[7], room: 'Room 961', startTime: '14:00', endTime: '15:00' }))).statusCode).toBe(200);
    // Next week already books batch 5 on Monday morning: its copy would clash.
    expect((await save(cls({ classDate: '2027-07-12', batch: refs.batches[5], faculty: refs.faculty[8], room: 'Room 962', startTime: '10:00', endTime: '11:00' }))).statusCode).toBe(200);
    const preview = await data(`${schema.api.list}/week/copy?from=2027-07-12&centre=${suite.delhi.id}`);
    expect(preview).toMatchObject({ from: '2027-07-05', to: '2027-07-12', copies: 1, clashes: 1 });
    expect(preview.lines.map((l: { date: string }) => l.date)).toEqual(['2027-07-12', '2027-07-14']);
    expect(preview.lines[0].problems).toEqual([expect.stringMatching(new RegExp(`^Batch ${refs.batches[5]} already has a class from 10:00 to 11:00 on 2027-07-12`))]);
    const applied = await suite.s.app.inject({ method: 'POST', url: `/api/${schema.api.list}/week/copy?from=2027-07-12&centre=${suite.delhi.id}`, headers: { 'access-token': suite.token } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ data: { copied: 1, skipped: 1 }, message: '1 class copied' });
    expect((await week('2027-07-12')).rows.map((r: Row) => [r.classDate, r.startTime, r.room])).toEqual([['2027-07-12', '10:00', 'Room 962'], ['2027-07-14', '14:00', 'Room 961']]);
    // Copying again finds the copy already there: nothing new is written.
    expect((await data(`${schema.api.list}/week/copy?from=2027-07-12&centre=${suite.delhi.id}`)).copies).toBe(0);
  });

  it('creates the classes of a clean sheet through the job', async () => {
    const file = xlsx([HEADER,
      [suite.delhi.name, refs.batches[4], refs.subject, refs.faculty[5], '2027-05-03', '14:00', '15:00', 'Lab 1'],
      [suite.delhi.name, refs.batches[4], refs.subject, refs.faculty[5], '2027-05-03', '15:00', '16:00', 'Lab 1'],
    ]);
    const res = await upload(suite.s.app, { path: UPLOAD_PATH, entity: schema.kind, file, token: suite.token, fields: { multiCentre: 'true' } });
    expect(res.statusCode, res.body).toBe(202);
    expect((await waitForJob(suite.s.app, suite.token, res.json().data.id)).status).toBe('successful');
    expect(await count(suite.s.database, sql`select count(*) as n from time_table_classes where room = 'Lab 1' and class_date = '2027-05-03'`)).toBe(2);
  });
});
