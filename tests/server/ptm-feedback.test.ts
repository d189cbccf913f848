// Feedback questions stored with a PTM schedule (issue 15, entities-spec §3): SMCQ, MMCQ, Rating and Blanks saved
// and read back in order, each type's rules at their boundaries answered as field errors naming the question, a
// save that replaces the list, another centre's schedule not found, and the PTM ability required.
// Also the error-file path of the upload: a sheet without attendee columns keeps the stored attendees.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptmFeedbackQuestions } from '../../schemas/api/index.js';
import { PTM_ERROR_COLUMNS } from '../../schemas/ptm.js';
import { engines, login } from './harness.js';
import { closeUploadSuite, openUploadSuite, waitForJob, xlsx, type UploadSuite } from './uploadsKit.js';
import { at, batchStudents, listPtm, ptmSheet, uploadPtm, type PtmRow, type SeedStudent } from './ptmKit.js';

const DAY = '2031-06-20';
type Body = { questions: Record<string, unknown>[] };
const smcq = (question: string, options: string[]) => ({ type: 'SMCQ', question, options });
const options = (n: number) => Array.from({ length: n }, (_v, i) => `Choice ${i + 1}`);
const blanks = (n: number) => Array.from({ length: n }, (_v, i) => ({ type: 'Blanks', question: `Blank ${i + 1}` }));

describe.each(engines)('PTM feedback questions on %s', (engine) => {
  let suite: UploadSuite;
  let delhi: SeedStudent[];
  let mumbai: SeedStudent[];
  let delhiId: number;
  let mumbaiId: number;

  const path = (id: number) => `/api/auth/ptm/schedules/${id}/feedback-questions`;
  const get = (id: number, token = suite.token) => suite.s.app.inject({ method: 'GET', url: path(id), headers: { 'access-token': token } });
  const put = (id: number, body: unknown, token = suite.token) =>
    suite.s.app.inject({ method: 'PUT', url: path(id), payload: body as object, headers: { 'access-token': token } });
  const errorsOf = async (body: Body) => {
    const res = await put(delhiId, body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().data.errors as Record<string, string>;
  };
  const saves = async (body: Body) => {
    const res = await put(delhiId, body);
    expect(res.statusCode, res.body).toBe(200);
    return ptmFeedbackQuestions.parse(res.json().data);
  };

  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    delhi = await batchStudents(suite.s.database, 'DEL-SD', 2);
    mumbai = await batchStudents(suite.s.database, 'MUM-AN', 1);
    const rows: PtmRow[] = [
      { student: delhi[0], start: at(DAY, '10:00'), end: at(DAY, '10:15') },
      { student: mumbai[0], start: at(DAY, '10:00'), end: at(DAY, '10:15') },
    ];
    const res = await uploadPtm(suite.s.app, suite.token, xlsx(ptmSheet(rows)));
    expect(res.statusCode, res.body).toBe(202);
    expect(await waitForJob(suite.s.app, suite.token, res.json().data.id)).toMatchObject({ status: 'successful' });
    const list = (await listPtm(suite.s.app, suite.token, { startDate: DAY, endDate: DAY })).json().data.rows as { id: number; enrolmentNo: string }[];
    delhiId = list.find((r) => r.enrolmentNo === delhi[0].enrolmentNo)!.id;
    mumbaiId = list.find((r) => r.enrolmentNo === mumbai[0].enrolmentNo)!.id;
  }, 180_000);
  afterAll(() => closeUploadSuite(suite));

  it('saves the four types and reads them back in order', async () => {
    expect((await get(delhiId)).json().data).toEqual({ scheduleId: delhiId, questions: [] });
    const body = {
      questions: [
        { type: 'Rating', question: 'How clear was the teacher?', scale: 10 },
        smcq('  Was the meeting on time? ', [' Yes', 'No ']),
        { type: 'MMCQ', question: 'Which subjects were discussed?', options: ['Physics', 'Chemistry', 'Maths'] },
        { type: 'Blanks', question: 'Anything else?' },
        { type: 'Rating', question: 'Overall', options: [] },
      ],
    };
    const saved = await saves(body);
    const read = ptmFeedbackQuestions.parse((await get(delhiId)).json().data);
    expect(read).toEqual(saved);
    expect(read.questions).toEqual([
      { position: 1, type: 'Rating', question: 'How clear was the teacher?', options: [], scale: 10 },
      { position: 2, type: 'SMCQ', question: 'Was the meeting on time?', options: ['Yes', 'No'], scale: null },
      { position: 3, type: 'MMCQ', question: 'Which subjects were discussed?', options: ['Physics', 'Chemistry', 'Maths'], scale: null },
      { position: 4, type: 'Blanks', question: 'Anything else?', options: [], scale: null },
      // A Rating without a scale runs from 1 to 5.
      { position: 5, type: 'Rating', question: 'Overall', options: [], scale: 5 },
    ]);
  });

  it('replaces the stored list instead of adding to it, and an empty list removes every question', async () => {
    await saves({ questions: [smcq('First', ['A', 'B']), ...blanks(2)] });
    const second = await saves({ questions: [{ type: 'Blanks', question: 'Only this one' }] });
    expect(second.questions).toEqual([{ position: 1, type: 'Blanks', question: 'Only this one', options: [], scale: null }]);
    expect(ptmFeedbackQuestions.parse((await get(delhiId)).json().data).questions).toHaveLength(1);
    expect((await saves({ questions: [] })).questions).toEqual([]);
    const stored = await suite.s.database.db.execute(sql`select count(*)::int as n from ptm_feedback_questions where schedule_id = ${delhiId}`);
    expect(Number((stored as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(0);
  });

  it('takes 2 and 10 options for SMCQ and MMCQ, and refuses 1 and 11, naming the question', async () => {
    expect((await saves({ questions: [smcq('Two', options(2)), { type: 'MMCQ', question: 'Ten', options: options(10) }] })).questions.map((q) => q.options.length)).toEqual([2, 10]);
    expect(await errorsOf({ questions: [smcq('Fine', options(3)), smcq('One', options(1))] })).toEqual({
      'questions.1.options': 'Question 2: An SMCQ question needs at least 2 options',
    });
    expect(await errorsOf({ questions: [{ type: 'MMCQ', question: 'Eleven', options: options(11) }] })).toEqual({
      'questions.0.options': 'Question 1: An MMCQ question can have at most 10 options',
    });
  });

  it('refuses empty and repeated options', async () => {
    expect(await errorsOf({ questions: [smcq('Repeated', ['Yes', 'No', ' yes ']), smcq('Empty', ['Yes', '  '])] })).toEqual({
      'questions.0.options.2': 'Question 1: Option 3 repeats option 1',
      'questions.1.options.1': 'Question 2: Option 2 must not be empty',
    });
  });

  it('holds a Rating scale to 3..10 and keeps options off Rating and Blanks questions', async () => {
    expect((await saves({ questions: [{ type: 'Rating', question: 'Low', scale: 3 }, { type: 'Rating', question: 'High', scale: 10 }] })).questions.map((q) => q.scale)).toEqual([3, 10]);
    const scale = 'The rating scale must be a whole number from 3 to 10';
    expect(await errorsOf({ questions: [{ type: 'Rating', question: 'Two', scale: 2 }, { type: 'Rating', question: 'Eleven', scale: 11 }, { type: 'Rating', question: 'Half', scale: 4.5 }] })).toEqual({
      'questions.0.scale': `Question 1: ${scale}`, 'questions.1.scale': `Question 2: ${scale}`, 'questions.2.scale': `Question 3: ${scale}`,
    });
    expect(await errorsOf({ questions: [{ type: 'Rating', question: 'R', options: ['a', 'b'] }, { type: 'Blanks', question: 'B', options: ['a'] }] })).toEqual({
      'questions.0.options': 'Question 1: A Rating question has a scale, not options',
      'questions.1.options': 'Question 2: A Blanks question has no options',
    });
  });

  it('takes 20 questions and refuses 21; refuses an empty or 501-character question and an unknown type', async () => {
    expect((await saves({ questions: blanks(20) })).questions).toHaveLength(20);
    expect(await errorsOf({ questions: blanks(21) })).toEqual({ 'questions': 'At most 20 questions can be stored with a schedule' });
    expect((await saves({ questions: [{ type: 'Blanks', question: 'x'.repeat(500) }] })).questions[0].question).toHaveLength(500);
    expect(await errorsOf({ questions: [{ type: 'Blanks', question: '   ' }, { type: 'Blanks', question: 'x'.repeat(501) }, { type: 'Essay', question: 'Why?' }] })).toEqual({
      'questions.0.question': 'Question 1: The question must not be empty',
      'questions.1.question': 'Question 2: The question must be at most 500 characters',
      'questions.2.type': 'Question 3: The type must be one of SMCQ, MMCQ, Rating, Blanks',
    });
    // A refused list changes nothing.
    expect(ptmFeedbackQuestions.parse((await get(delhiId)).json().data).questions).toHaveLength(1);
  });

  it("answers 404 for a schedule outside the user's centres or that does not exist", async () => {
    await saves({ questions: [smcq('Kept', ['A', 'B'])] });
    const centreAdmin = (await login(suite.s.app, 'centreadmin')).token!;
    expect((await get(delhiId, centreAdmin)).statusCode).toBe(200);
    expect((await get(mumbaiId, centreAdmin)).statusCode).toBe(404);
    expect((await put(mumbaiId, { questions: blanks(1) }, centreAdmin)).statusCode).toBe(404);
    expect((await get(mumbaiId)).statusCode).toBe(200);
    expect(ptmFeedbackQuestions.parse((await get(mumbaiId)).json().data).questions).toEqual([]);
    expect((await put(2_000_000_000, { questions: [] })).statusCode).toBe(404);
    expect((await get(0)).statusCode).toBe(400);
  });

  it('documents the PUT body and both answers in /api/docs', async () => {
    const doc = (await suite.s.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ops = doc.paths['/api/auth/ptm/schedules/{id}/feedback-questions'];
    const body = JSON.stringify(ops.put.requestBody);
    for (const word of ['questions', 'SMCQ', 'MMCQ', 'Rating', 'Blanks', 'options', 'scale']) expect(body).toContain(word);
    expect(JSON.stringify(ops.get.responses['200'])).toContain('position');
  });

  it('answers 403 to a user without the PTM ability', async () => {
    const support = (await login(suite.s.app, 'support')).token!;
    expect((await get(delhiId, support)).statusCode).toBe(403);
    expect((await put(delhiId, { questions: [] }, support)).statusCode).toBe(403);
  });

  it('keeps the stored attendees when the nine-column error file is uploaded for the same meetings', async () => {
    const start = at(DAY, '11:00');
    const end = at(DAY, '11:15');
    const withParents: PtmRow = {
      student: delhi[1], start, end,
      extra: { 'Father Salutation': 'Mr.', 'Father Name': 'Ravi Rao', 'Father Mobile': '9876543210', 'Mother Name': 'Meera Rao' },
    };
    const first = await uploadPtm(suite.s.app, suite.token, xlsx(ptmSheet([withParents])));
    expect(first.statusCode, first.body).toBe(202);
    expect(await waitForJob(suite.s.app, suite.token, first.json().data.id)).toMatchObject({ status: 'successful', counts: { created: 1 } });
    const attendeesNow = async () => {
      const rows = (await listPtm(suite.s.app, suite.token, { startDate: DAY, endDate: DAY })).json().data.rows as { enrolmentNo: string; attendees: unknown[] }[];
      return rows.find((r) => r.enrolmentNo === delhi[1].enrolmentNo)!.attendees;
    };
    const stored = [
      // Not marked yet: attendance comes after the meeting.
      { kind: 'student', salutation: null, name: delhi[1].name, attended: null },
      { kind: 'father', salutation: 'Mr.', name: 'Ravi Rao', attended: null },
      { kind: 'mother', salutation: null, name: 'Meera Rao', attended: null },
    ];
    expect(await attendeesNow()).toEqual(stored);

    // The error file's nine columns, the same student and start time, a later end.
    const nine = [[...PTM_ERROR_COLUMNS], ['1', delhi[1].centre, delhi[1].enrolmentNo, delhi[1].class, delhi[1].batch, start, at(DAY, '11:20'), 'Physics', '']];
    const again = await uploadPtm(suite.s.app, suite.token, xlsx(nine), { fileName: 'ptm_errors.xlsx' });
    expect(again.statusCode, again.body).toBe(202);
    expect(await waitForJob(suite.s.app, suite.token, again.json().data.id)).toMatchObject({ status: 'successful', counts: { changed: 1 } });
    expect(await attendeesNow()).toEqual(stored);
    const rows = (await listPtm(suite.s.app, suite.token, { startDate: DAY, endDate: DAY })).json().data.rows as { enrolmentNo: string; endTime: string }[];
    expect(rows.find((r) => r.enrolmentNo === delhi[1].enrolmentNo)!.endTime).toBe(`${DAY}T11:20:00.000Z`);

    // A sheet that has the attendee columns still changes them: the father's cells left empty remove him.
    const full = await uploadPtm(suite.s.app, suite.token, xlsx(ptmSheet([{ ...withParents, extra: { 'Mother Name': 'Meera Rao' } }])));
    expect(full.statusCode, full.body).toBe(202);
    expect(await waitForJob(suite.s.app, suite.token, full.json().data.id)).toMatchObject({ status: 'successful' });
    expect(await attendeesNow()).toEqual([stored[0], stored[2]]);
  });
});
