// The course plan (issue 25 item 1), declared on the schema core: the seeded plans, a plan sheet's errors (row,
// column, rule; a repeated batch, subject and topic naming both rows), a clean sheet through the job, a topic marked
// delivered by its time-table class (and refused a class of another subject or one not begun), plan accuracy counted
// exactly on a small fixture, and a centre admin kept to their centre.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entities } from '../../schemas/index.js';
import { planAccuracyReport } from '../../schemas/course-plan.js';
import { evaluateRules } from '../../server/alerts/evaluate.js';
import { engines, login } from './harness.js';
import { closeUploadSuite, count, openUploadSuite, readXlsx, upload, waitForJob, xlsx, type UploadSuite, suiteApi } from './uploadsKit.js';

const schema = entities['course-plan'];
const classes = entities['time-table'];
const UPLOAD_PATH = schema.uploads.operations[0].path.replace(/^.*glorifire-entities\//, '');
const HEADER = ['Centre', 'Batch', 'Subject', 'Week', 'Order', 'Topic', 'Faculty'];
type Row = Record<string, unknown>;

describe.each(engines)('course plan on %s', (engine) => {
  let suite: UploadSuite;
  let centreToken: string;
  let batch: string;
  let faculty: string;
  let subjects: string[];
  const { call, data } = suiteApi(() => suite);
  const addClass = async (classDate: string, subject: string) => {
    const res = await call('POST', `${classes.api.list}/record`, { values: {
      centre: suite.delhi.name, batch, subject, faculty, classDate, startTime: '09:00', endTime: '10:00', room: 'Room 777' } });
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.json().data.id);
  };
  const deliver = (topicId: number, classId: number | null, token = suite.token) => call('PATCH', `${schema.api.list}/record/${topicId}/delivered`, { id: classId }, token);
  const topicId = async (topic: string) => Number(((await data(`${schema.api.list}?search=${encodeURIComponent(topic)}`)).rows as Row[])[0].id);

  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    centreToken = (await login(suite.s.app, 'centreadmin')).token!;
    const batches = (await data(`auth/v4/glorifire-entities/batches?centre=${suite.delhi.id}`)) as { batchCode: string; status: string }[];
    batch = batches.filter((b) => b.status === 'active')[0].batchCode;
    const staff = (await data('auth/v4/glorifire-entities/faculty')) as { employeeCode: string; centreId: number }[];
    faculty = staff.filter((f) => f.centreId === suite.delhi.id)[0].employeeCode;
    subjects = ((await data('auth/v4/glorifire-entities/subjects')) as { name: string }[]).map((s) => s.name);
  });
  afterAll(async () => { await closeUploadSuite(suite); });

  it('seeds a topic for each class, some delivered late or not at all, and lists them with filters', async () => {
    expect(await count(suite.s.database, sql`select count(*) as n from course_plan_topics`)).toBe(
      await count(suite.s.database, sql`select count(*) as n from time_table_classes where status = 'active'`));
    const late = await count(suite.s.database, sql`select count(*) as n from course_plan_topics where delivered_on > week + 6`);
    const missing = await count(suite.s.database, sql`select count(*) as n from course_plan_topics t join time_table_classes c
      on c.batch_id = t.batch_id and c.subject_id = t.subject_id and c.class_date < current_date - 1 where t.delivered_on is null`);
    expect(late).toBeGreaterThan(0);
    expect(missing).toBeGreaterThan(0);
    const page = await data(`${schema.api.list}?centre=${suite.delhi.id}&weekFrom=2000-01-01&weekTo=2100-01-01&sortBy=sequence&sortOrder=desc&limit=5`);
    expect(page.totalCount).toBeGreaterThan(0);
    const orders = (page.rows as Row[]).map((r) => Number(r.sequence));
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect(page.rows[0]).toMatchObject({ centreId: suite.delhi.id, topic: expect.any(String), week: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
  });

  it('previews a plan sheet naming each error by row, column and rule, and a repeated topic with both rows', async () => {
    const [seeded] = (await data(`${schema.api.list}?centre=${suite.delhi.id}&limit=1`)).rows as Row[];
    const file = xlsx([HEADER,
      [suite.delhi.name, batch, subjects[0], '2025-01-06', 1, 'Sheet topic A', faculty],
      [suite.delhi.name, 'NO-SUCH-BATCH', subjects[0], '2025-13-06', 'first', 'Sheet topic B', ''],
      [suite.delhi.name, batch, subjects[0], '2025-01-13', 2, 'sheet topic a', ''],
      [suite.delhi.name, String(seeded.batch), String(seeded.subject), '2025-01-13', 3, String(seeded.topic), ''],
    ]);
    const res = await upload(suite.s.app, { path: UPLOAD_PATH, entity: schema.kind, file, token: suite.token, dryRun: true, fields: { multiCentre: 'true' } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as { row: number; errors: { column: string; rule: string; message: string }[] }[];
    const byRow = new Map(rows.map((r) => [r.row, r.errors]));
    expect(byRow.get(2)!.map((e) => e.message)).toEqual(['Row 2, Topic: Sheet topic A appears more than once in the file (rows 2, 4)']);
    expect(byRow.get(4)!.map((e) => e.message)).toEqual(['Row 4, Topic: sheet topic a appears more than once in the file (rows 2, 4)']);
    expect(byRow.get(3)!.map((e) => [e.column, e.rule])).toEqual(expect.arrayContaining([['Week', expect.any(String)], ['Order', 'not-whole-number']]));
    expect(byRow.get(3)!.find((e) => e.column === 'Order')!.message).toBe('Row 3, Order: must be a whole number from 1 to 999');
    expect(byRow.get(5)!.map((e) => e.message)).toEqual(['Row 5, Topic: a Topic with this Batch, Subject and Topic already exists']);
    expect(res.json().data.counts).toMatchObject({ withErrors: 4 });
  });

  it('creates the topics of a clean sheet through the job, and refuses a faculty-less form without a topic', async () => {
    const sample = await call('GET', `auth/v4/glorifire-entities/sample?entity=${schema.kind}&operation=create&multiCentre=true`);
    expect(sample.statusCode).toBe(200);
    expect(readXlsx(sample.rawPayload).slice(0, 2)).toEqual([HEADER, ['Delhi South Extension', 'DSE-11-A', 'Physics', '2026-12-07', '1', 'Kinematics: motion in a straight line', 'EMP1001']]);
    const file = xlsx([HEADER,
      [suite.delhi.name, batch, subjects[0], '2025-02-03', 1, 'Clean topic 1', faculty],
      [suite.delhi.name, batch, subjects[0], '2025-02-03', 2, 'Clean topic 2', ''],
    ]);
    const res = await upload(suite.s.app, { path: UPLOAD_PATH, entity: schema.kind, file, token: suite.token, fields: { multiCentre: 'true' } });
    expect(res.statusCode, res.body).toBe(202);
    expect((await waitForJob(suite.s.app, suite.token, res.json().data.id)).status).toBe('successful');
    expect(await count(suite.s.database, sql`select count(*) as n from course_plan_topics where topic like 'Clean topic %' and week = '2025-02-03'`)).toBe(2);
    // A topic is dropped from the plan and restored to it, in its own words (schemas/course-plan.ts), not an account's.
    const id = await topicId('Clean topic 2');
    for (const [action, message] of [['deactivate', 'Topic has been dropped successfully'], ['reactivate', 'Topic has been restored successfully']] as const) {
      const res = await call('PATCH', schema.statusChange.api, { entity: schema.kind, action, ids: [id], reason: schema.statusChange.reasons[action][0] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(message);
    }
    const refused = await call('POST', `${schema.api.list}/record`, { values: { centre: suite.delhi.name, batch, subject: subjects[0], week: '2025-02-10', sequence: '3', topic: '' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors).toEqual([expect.objectContaining({ key: 'topic', rule: 'required' })]);
  });

  it('marks topics delivered by their classes and counts plan accuracy exactly', async () => {
    const subject = subjects[1];
    const [c1, c2, c3] = [await addClass('2025-03-04', subject), await addClass('2025-03-12', subject), await addClass('2025-03-19', subject)];
    const other = await addClass('2025-03-05', subjects[2]);
    const future = await addClass('2099-03-05', subject);
    const plan = ['2025-03-03', '2025-03-03', '2025-03-10', '2025-03-17'].map((week, i) =>
      call('POST', `${schema.api.list}/record`, { values: { centre: suite.delhi.name, batch, subject, week, sequence: String(i + 1), topic: `Fixture topic ${i + 1}`, faculty } }));
    for (const res of await Promise.all(plan)) expect(res.statusCode, res.body).toBe(200);
    const [t1, t2, t3, t4] = [await topicId('Fixture topic 1'), await topicId('Fixture topic 2'), await topicId('Fixture topic 3'), await topicId('Fixture topic 4')];
    const options = await data(`${schema.api.list}/record/${t1}/delivered`);
    const offered = (options.options as { id: number; label: string }[]).map((o) => o.id);
    expect(options.current).toBeNull();
    expect(offered).toEqual(expect.arrayContaining([c1, c2, c3]));
    expect(offered).not.toContain(other);
    expect(offered).not.toContain(future);
    const ok = await deliver(t1, c1);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Topic marked delivered');
    for (const [t, c] of [[t2, c2], [t3, c2]]) expect((await deliver(t, c)).statusCode).toBe(200);
    for (const wrong of [other, future]) {
      const refused = await deliver(t4, wrong);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(`Class ${wrong} cannot be chosen: choose an active class of this topic's Batch and Subject that has begun`);
    }
    const [row] = (await data(`${schema.api.list}?search=Fixture%20topic%202`)).rows as Row[];
    expect(row.deliveredOn).toBe('2025-03-12');
    expect((await data(`${schema.api.list}/record/${t2}/delivered`)).current).toBe(c2);
    // Changed in the form: a new order keeps its class; another subject no longer matches it, so the delivery goes.
    const edit = (values: Record<string, string>, tid: number) => call('PATCH', `${schema.api.list}/record/${tid}`, { values: {
      centre: suite.delhi.name, batch, subject, week: '2025-03-03', sequence: '2', topic: 'Fixture topic 2', faculty, ...values } });
    expect((await edit({ sequence: '5' }, t2)).statusCode).toBe(200);
    expect((await data(`${schema.api.list}/record/${t2}/delivered`)).current).toBe(c2);
    expect((await edit({ subject: subjects[2] }, t2)).statusCode).toBe(200);
    expect((await data(`${schema.api.list}?search=Fixture%20topic%202`)).rows[0]).toMatchObject({ deliveredOn: null, sequence: '2' });
    expect((await edit({}, t2)).statusCode).toBe(200);
    expect((await deliver(t2, c2)).statusCode).toBe(200);

    const report = async (to: string) => (await data(`${planAccuracyReport.api}?from=2025-03-03&to=${to}&centre=${suite.delhi.id}`)).rows as Row[];
    const mine = (rows: Row[]) => rows.filter((r) => r.plan === `${batch} · ${subject}`);
    expect(mine(await report('2025-03-23'))).toEqual([expect.objectContaining({ planned: 4, onTime: 2, late: 1, pending: 1, accuracy: 50 })]);
    // Only the weeks that ended by the 16th: topics 1-3.
    expect(mine(await report('2025-03-16'))).toEqual([expect.objectContaining({ planned: 3, onTime: 2, late: 1, pending: 0, accuracy: 66.7 })]);
    // Cleared again: topic 1 no longer counts as delivered.
    const cleared = await deliver(t1, null);
    expect(cleared.json().message).toBe('Topic marked not delivered');
    expect(mine(await report('2025-03-23'))).toEqual([expect.objectContaining({ planned: 4, onTime: 1, late: 1, pending: 2, accuracy: 25 })]);
  });

  it('raises "Plan accuracy" for a faculty below the threshold and resolves it once their topics are delivered', async () => {
    const [org] = (await suite.s.database.db.execute(sql`select org_id as id from centres where id = ${suite.delhi.id}`) as unknown as { rows: { id: number }[] }).rows;
    const [who] = (await suite.s.database.db.execute(sql`select id from teachers where employee_code = ${faculty}`) as unknown as { rows: { id: number }[] }).rows;
    // The fixture's weeks (March 2025) as the last four ended weeks: topic 1 was cleared, so 1 of 4 is on time.
    const pass = () => evaluateRules(suite.s.database.db, org.id, { keys: ['PLAN_ACCURACY'], now: new Date('2025-03-26T12:00:00Z'), wait: true });
    const open = async () => (await suite.s.database.db.execute(sql`select title, link, status from alert_actionables
      where event_key = 'PLAN_ACCURACY' and subject_key = ${`f${who.id}:plan`} order by id desc limit 1`) as unknown as { rows: Row[] }).rows[0];
    await pass();
    expect(await open()).toMatchObject({ status: 'open', link: `/course-plan?centre=${suite.delhi.id}&faculty=${who.id}`,
      title: expect.stringMatching(/: plan accuracy 25% over 4 topic\(s\) since 2025-02-24, below 75%$/) });
    expect((await deliver(await topicId('Fixture topic 1'), (await data(`${schema.api.list}/record/${await topicId('Fixture topic 2')}/delivered`)).options
      .find((o: { date: string }) => o.date === '2025-03-04').id)).statusCode).toBe(200);
    const c3 = (await data(`${schema.api.list}/record/${await topicId('Fixture topic 4')}/delivered`)).options.find((o: { date: string }) => o.date === '2025-03-19').id;
    expect((await deliver(await topicId('Fixture topic 4'), c3)).statusCode).toBe(200);
    await pass();
    expect(await open()).toMatchObject({ status: 'resolved' });
  });

  it('raises "Plan accuracy" for the faculty and the AO above them; a confirmation holds for both until the figure changes', async () => {
    const db = suite.s.database.db;
    const q = async <T = Row>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [who] = await q<{ id: number; org: number }>(sql`select id, org_id as org from teachers where employee_code = ${faculty}`);
    const [ao] = await q<{ id: number }>(sql`select id from users where username = 'ao'`);
    // The faculty signs in with their employee code; the AO now covers Delhi too.
    const [own] = await q<{ id: number }>(sql`insert into users (org_id, username, password_hash, first_name, user_type, scope)
      values (${who.org}, ${faculty.toLowerCase()}, 'x', 'Faculty', 'faculty', 'centre') returning id`);
    await db.execute(sql`insert into user_centres (user_id, centre_id) values (${ao.id}, ${suite.delhi.id})`);
    const pass = () => evaluateRules(db, who.org, { keys: ['PLAN_ACCURACY'], now: new Date('2025-03-26T12:00:00Z'), wait: true });
    const open = async () => (await q<{ id: number; subject_key: string; assigned_user_id: number; title: string }>(sql`select id, subject_key, assigned_user_id, title
      from alert_actionables where event_key = 'PLAN_ACCURACY' and subject_key like ${`f${who.id}:plan%`} and status = 'open' order by assigned_user_id`));
    const undeliver = async (topic: string) => expect((await deliver(await topicId(topic), null)).statusCode).toBe(200);
    // 2 of 4 on time: one alert each, to the faculty and to the AO.
    await undeliver('Fixture topic 4');
    await pass();
    expect((await open()).map((a) => [a.subject_key, a.assigned_user_id])).toEqual([[`f${who.id}:plan:u${ao.id}`, ao.id], [`f${who.id}:plan:u${own.id}`, own.id]]);
    const aoToken = (await login(suite.s.app, 'ao')).token!;
    const mine = (await open()).find((a) => a.assigned_user_id === ao.id)!;
    const confirmed = await call('POST', `auth/alert-escalation/alerts/accuracy/${mine.id}`, { isAccurate: true }, aoToken);
    expect(confirmed.json().data.status, confirmed.body).toBe('resolved');
    // The AO's confirmation covers the faculty's alert too, and holds while the figure stays.
    await pass();
    expect(await open()).toEqual([]);
    await undeliver('Fixture topic 1');
    await pass();
    expect((await open()).map((a) => a.title)).toEqual([expect.stringContaining('plan accuracy 25% over 4 topic(s)'), expect.stringContaining('plan accuracy 25%')]);
  });

  it('keeps a centre admin to their centre: list, marking and accuracy', async () => {
    const mine = await data(`${schema.api.list}?limit=100`, centreToken);
    expect(mine.totalCount).toBeGreaterThan(0);
    expect((mine.rows as Row[]).every((r) => r.centreId === suite.delhi.id)).toBe(true);
    const found = await suite.s.database.db.execute(sql`select id from course_plan_topics where centre_id <> ${suite.delhi.id} limit 1`);
    const [elsewhere] = (found as unknown as { rows: Row[] }).rows;
    expect((await call('GET', `${schema.api.list}/record/${elsewhere.id}/delivered`, undefined, centreToken)).statusCode).toBe(403);
    expect((await deliver(Number(elsewhere.id), null, centreToken)).statusCode).toBe(403);
    const rows = (await data(`${planAccuracyReport.api}?from=2000-01-03&to=2100-01-03`, centreToken)).rows as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.centre))).toEqual(new Set([suite.delhi.name]));
  });
});
