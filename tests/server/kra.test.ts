// Faculty KRA (issue 25 item 3), declared on the schema core: the seeded parameters (40/30/30) and question mapping, a
// weight refused when the active parameters would total more than 100 % (naming the total, in the form, an edit and a
// sheet), the mapping of questions, each score of Faculty KRA Performance counted exactly on a small fixture in a
// quiet range, and a centre admin kept to their centre.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entities } from '../../schemas/index.js';
import { kraPerformanceReport } from '../../schemas/kra-parameters.js';
import { engines, login } from './harness.js';
import { closeUploadSuite, openUploadSuite, upload, xlsx, type UploadSuite, suiteApi } from './uploadsKit.js';

const parameters = entities['kra-parameters'];
const mappings = entities['kra-feedback-mappings'];
const coursePlan = entities['course-plan'];
const classes = entities['time-table'];
type Row = Record<string, unknown>;
const FROM = '2024-01-01';
const TO = '2024-01-31';

describe.each(engines)('faculty KRA on %s', (engine) => {
  let suite: UploadSuite;
  let centreToken: string;
  let batch: string;
  let faculty: { id: number; employeeCode: string; name: string };
  const { call, data } = suiteApi(() => suite);
  const rows = async <T = Row>(query: ReturnType<typeof sql>) => (await suite.s.database.db.execute(query) as unknown as { rows: T[] }).rows;
  const performance = async (token = suite.token) => (await data(`${kraPerformanceReport.api}?from=${FROM}&to=${TO}`, token)).rows as Row[];
  const addParameter = (values: Record<string, string>, id?: number) =>
    call(id === undefined ? 'POST' : 'PATCH', `${parameters.api.list}/record${id === undefined ? '' : `/${id}`}`, { values });

  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    centreToken = (await login(suite.s.app, 'centreadmin')).token!;
    const batches = (await data(`auth/v4/glorifire-entities/batches?centre=${suite.delhi.id}`)) as { batchCode: string; status: string }[];
    batch = batches.filter((b) => b.status === 'active')[0].batchCode;
    const staff = (await data('auth/v4/glorifire-entities/faculty')) as { id: number; employeeCode: string; name: string; centreId: number }[];
    faculty = staff.filter((f) => f.centreId === suite.delhi.id)[0];
  });
  afterAll(async () => { await closeUploadSuite(suite); });

  it('seeds three parameters weighted 40/30/30 and two questions mapped to the feedback one', async () => {
    const list = (await data(`${parameters.api.list}?limit=10`)).rows as Row[];
    expect(list.map((r) => [r.name, r.kind, Number(r.weight)]).sort()).toEqual([
      ['Attendance Marked on Time', 'Attendance marked on time', 30], ['Plan Accuracy', 'Plan accuracy', 40], ['Student Feedback', 'Feedback score', 30]]);
    const mapped = (await data(`${mappings.api.list}?limit=10`)).rows as Row[];
    expect(mapped.map((r) => [r.question, r.parameter]).sort()).toEqual([['FQ101', 'Student Feedback'], ['FQ105', 'Student Feedback']]);
  });

  it('counts each score and the weighted total exactly on a small fixture', async () => {
    // Plan accuracy: two topics of the week of 1 January 2024, one delivered in it: 50 %.
    const subjects = ((await data('auth/v4/glorifire-entities/subjects')) as { name: string }[]).map((s) => s.name);
    const addClass = async (classDate: string) => {
      const res = await call('POST', `${classes.api.list}/record`, { values: {
        centre: suite.delhi.name, batch, subject: subjects[0], faculty: faculty.employeeCode, classDate, startTime: '09:00', endTime: '10:00', room: 'Room 901' } });
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.json().data.id);
    };
    const [c1, c2] = [await addClass('2024-01-02'), await addClass('2024-01-03')];
    for (const [i, topic] of ['KRA topic 1', 'KRA topic 2'].entries()) {
      const res = await call('POST', `${coursePlan.api.list}/record`, { values: {
        centre: suite.delhi.name, batch, subject: subjects[0], week: FROM, sequence: String(i + 1), topic, faculty: faculty.employeeCode } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [topic] = await rows<{ id: number }>(sql`select id from course_plan_topics where topic = 'KRA topic 1'`);
    expect((await call('PATCH', `${coursePlan.api.list}/record/${topic.id}/delivered`, { id: c1 })).statusCode).toBe(200);
    // Attendance on time: class 1 marked 23 hours after its end (10:00 IST is 04:30 UTC), class 2 after 25 hours: 50 %.
    const [student] = await rows<{ id: number; orgId: number }>(sql`select s.id, s.org_id as "orgId" from students s where s.centre_id = ${suite.delhi.id} limit 1`);
    await suite.s.database.db.execute(sql`insert into attendance_marks (org_id, class_id, student_id, mark, marked_at) values
      (${student.orgId}, ${c1}, ${student.id}, 'present', '2024-01-03T03:30:00Z'), (${student.orgId}, ${c2}, ${student.id}, 'present', '2024-01-04T05:30:00Z')`);
    // Feedback: FQ101 (of 5) rated 4 and FQ105 (of 10) rated 6, mapped; FQ102 rated 1, not mapped: (80 + 60) / 2 = 70 %.
    const [activation] = await rows<{ id: number; formId: number; batchId: number }>(sql`select a.id, a.feedback_form_id as "formId", a.batch_id as "batchId"
      from feedback_activations a where a.centre_id = ${suite.delhi.id} limit 1`);
    for (const [code, score] of [['FQ101', 4], ['FQ105', 6], ['FQ102', 1]] as const) {
      await suite.s.database.db.execute(sql`insert into feedback_responses (org_id, centre_id, batch_id, form_id, faculty_id, activation_id, question_id, score, answer, created_at)
        select q.org_id, ${suite.delhi.id}, ${activation.batchId}, ${activation.formId}, ${faculty.id}, ${activation.id}, q.id, ${score}, ${String(score)}, '2024-01-10T06:00:00Z'
        from feedback_questions q where q.code = ${code}`);
    }
    const mine = (await performance()).filter((r) => r.faculty === `${faculty.name} (${faculty.employeeCode})`);
    expect(mine.map((r) => [r.parameter, r.weight, r.score, r.points, r.total]).sort()).toEqual([
      ['Attendance Marked on Time', 30, 50, 15, 56], ['Plan Accuracy', 40, 50, 20, 56], ['Student Feedback', 30, 70, 21, 56]]);
    // Another faculty of the centre has no data in the range: no scores, no total.
    const others = (await performance()).filter((r) => r.centre === suite.delhi.name && r.faculty !== mine[0].faculty);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.score === null && r.total === null)).toBe(true);
  });

  it('refuses a weight that would take the active parameters over 100 %, naming the total', async () => {
    const added = await addParameter({ name: 'Extra', kind: 'Plan accuracy', weight: '10' });
    expect(added.statusCode).toBe(422);
    expect(added.json().message).toBe('Weight %: the weights of the active KRA parameters would total 110%, more than 100%');
    const [plan] = await rows<{ id: number }>(sql`select id from kra_parameters where name = 'Plan Accuracy'`);
    const raised = await addParameter({ name: 'Plan Accuracy', kind: 'Plan accuracy', weight: '45' }, plan.id);
    expect(raised.statusCode).toBe(422);
    expect(raised.json().errors ?? raised.json().data?.errors).toEqual([expect.objectContaining({ key: 'weight', rule: 'total' })]);
    expect(raised.json().message).toContain('would total 105%');
    const lowered = await addParameter({ name: 'Plan Accuracy', kind: 'Plan accuracy', weight: '30' }, plan.id);
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await addParameter({ name: 'Extra', kind: 'Plan accuracy', weight: '10' })).statusCode).toBe(200);
    // Deactivated, Extra frees its 10 %; brought back over a raised weight, it is refused naming the total.
    const [extra] = await rows<{ id: number }>(sql`select id from kra_parameters where name = 'Extra'`);
    const status = (action: string, reason: string) => call('PATCH', parameters.statusChange.api, { entity: parameters.kind, action, ids: [extra.id], reason });
    expect((await status('deactivate', 'Entered by Mistake')).statusCode).toBe(200);
    expect((await addParameter({ name: 'Plan Accuracy', kind: 'Plan accuracy', weight: '35' }, plan.id)).statusCode).toBe(200);
    // An update sheet rewriting the deactivated Extra gives nothing to the total; raising an active weight still does.
    const update = xlsx([['Parameter', 'Kind', 'Weight %'], ['Extra', 'Plan accuracy', 50], ['Plan Accuracy', 'Plan accuracy', 45]]);
    const updated = await upload(suite.s.app, { path: parameters.uploads.operations[1].path.replace(/^.*glorifire-entities\//, ''), entity: parameters.kind, file: update, token: suite.token, dryRun: true });
    expect(updated.statusCode, updated.body).toBe(200);
    const [extraRow, planRow] = updated.json().data.rows as { errors: { message: string }[]; change: string | null }[];
    expect(extraRow).toMatchObject({ errors: [], change: 'change' });
    expect(planRow.errors.map((e) => e.message)).toEqual(['Row 3, Weight %: the weights of the active KRA parameters would total 105%, more than 100%']);
    const back = await status('reactivate', 'Measured Again');
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe('Nothing was reactivated: the weights of the active KRA parameters would total 105%, more than 100%');
    expect((await addParameter({ name: 'Plan Accuracy', kind: 'Plan accuracy', weight: '30' }, plan.id)).statusCode).toBe(200);
    expect((await status('reactivate', 'Measured Again')).statusCode).toBe(200);
    // A sheet is refused alike: each row giving a weight names the total.
    const file = xlsx([['Parameter', 'Kind', 'Weight %'], ['Sheet A', 'Feedback score', 5], ['Sheet B', 'Feedback score', 'lots']]);
    const res = await upload(suite.s.app, { path: parameters.uploads.operations[0].path.replace(/^.*glorifire-entities\//, ''), entity: parameters.kind, file, token: suite.token, dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const byRow = new Map((res.json().data.rows as { row: number; errors: { rule: string; message: string }[] }[]).map((r) => [r.row, r.errors]));
    expect(byRow.get(2)!.map((e) => e.message)).toEqual(['Row 2, Weight %: the weights of the active KRA parameters would total 105%, more than 100%']);
    expect(byRow.get(3)!.map((e) => e.rule)).not.toContain('total');
  });

  it('maps a question to a parameter once, and refuses a question mapped already', async () => {
    const choices = (await data('auth/v4/glorifire-entities/kra-parameters/options')) as { name: string }[];
    expect(choices.map((c) => c.name)).toEqual(expect.arrayContaining(['Extra', 'Plan Accuracy', 'Student Feedback']));
    const added = await call('POST', `${mappings.api.list}/record`, { values: { question: 'FQ102', parameter: 'Student Feedback', note: '' } });
    expect(added.statusCode, added.body).toBe(200);
    const again = await call('POST', `${mappings.api.list}/record`, { values: { question: 'fq101', parameter: 'Extra', note: '' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/^Question Code: .*already/);
    const unknown = await call('POST', `${mappings.api.list}/record`, { values: { question: 'FQ999', parameter: 'Student Feedback', note: '' } });
    expect(unknown.statusCode).toBe(422);
    // FQ102's rating of 1 of 5 now counts: (80 + 60 + 20) / 3 = 53.3 %.
    const feedback = (await performance()).find((r) => r.faculty === `${faculty.name} (${faculty.employeeCode})` && r.parameter === 'Student Feedback');
    expect(feedback).toMatchObject({ score: 53.3, points: 16 });
  });

  it('keeps a centre admin to their centre, and to viewing the shared parameters', async () => {
    const seen = await performance(centreToken);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.centre))).toEqual(new Set([suite.delhi.name]));
    expect((await call('GET', `${parameters.api.list}?limit=10`, undefined, centreToken)).statusCode).toBe(200);
    expect((await call('POST', `${parameters.api.list}/record`, { values: { name: 'Mine', kind: 'Plan accuracy', weight: '1' } }, centreToken)).statusCode).toBe(403);
  });

  it('lets a holder of KRA Parameters View alone list the parameters but not add, change or deactivate them', async () => {
    await suite.s.database.db.execute(sql`delete from role_abilities where ability = 'KRA Parameters Edit'
      and role_id = (select id from roles where name = 'Institute Admin')`);
    await suite.s.database.db.execute(sql`update roles set changed_at = now() where name = 'Institute Admin'`);
    const viewer = (await login(suite.s.app, 'orgadmin')).token!;
    expect(((await data(`${parameters.api.list}?limit=10`, viewer)).rows as Row[]).length).toBeGreaterThan(0);
    const [plan] = await rows<{ id: number }>(sql`select id from kra_parameters where name = 'Plan Accuracy'`);
    expect((await call('POST', `${parameters.api.list}/record`, { values: { name: 'Viewer', kind: 'Plan accuracy', weight: '1' } }, viewer)).statusCode).toBe(403);
    expect((await call('PATCH', `${parameters.api.list}/record/${plan.id}`, { values: { name: 'Plan Accuracy', kind: 'Plan accuracy', weight: '1' } }, viewer)).statusCode).toBe(403);
    expect((await call('PATCH', parameters.statusChange.api, { entity: parameters.kind, action: 'deactivate', ids: [plan.id], reason: 'Entered by Mistake' }, viewer)).statusCode).toBe(403);
    // The mapping keeps its own edit ability.
    expect((await call('POST', `${mappings.api.list}/record`, { values: { question: 'FQ103', parameter: 'Student Feedback', note: '' } }, viewer)).statusCode).toBe(200);
  });
});
