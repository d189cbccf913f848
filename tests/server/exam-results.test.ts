// Exam results (issue 15 part 2, entities-spec §2, §5, §8): exams and years from the server, exam configuration,
// the pre-signed upload URL (works for one submit; expired, another user's and tampered tokens refused), the sheet
// checks (a missing mark is an error, never 0; marks within 0 and the subject's maximum; one row per student and
// subject), re-upload updating instead of duplicating, access by the exam result ability, and the history.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_MESSAGES, EXAM_TOKEN_MESSAGES, EXAM_UPLOAD_URL_TTL_MS } from '../../schemas/examResults.js';
import { issueUploadToken } from '../../server/examResults/uploadToken.js';
import { engines, login } from './harness.js';
import { closeUploadSuite, count, multipart, openUploadSuite, readXlsx, waitForJob, xlsx, type Cells, type UploadSuite } from './uploadsKit.js';
import { batchStudents, errorsOf, type SeedStudent } from './ptmKit.js';

// The server signs with this secret, so the test can sign a token whose clock has run out.
const SECRET = 'exam-results-test-secret';
process.env.EXAM_UPLOAD_TOKEN_SECRET = SECRET;

const HEADER = ['Enrollment No', 'Subject', 'Marks'];
const sheet = (rows: Cells[]) => xlsx([HEADER, ...rows]);

interface Exam { id: number; name: string; subjects: { id: number; name: string; maxMarks: number }[]; years: number[] }
interface UploadUrl { url: string; path: string; query: { entity: string; token: string }; expiresAt: string }

describe.each(engines)('exam results on %s', (engine) => {
  let suite: UploadSuite;
  let kids: SeedStudent[];
  let main: Exam;
  const get = (url: string, token = suite.token) => suite.s.app.inject({ method: 'GET', url, headers: { 'access-token': token } });
  const post = (url: string, payload: object, token = suite.token) =>
    suite.s.app.inject({ method: 'POST', url, payload, headers: { 'access-token': token } });

  async function uploadUrl(examId: number, year: number, token = suite.token): Promise<UploadUrl> {
    const res = await post('/api/auth/exam-result/upload-url', { examId, year }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  async function send(url: string, file: Buffer, opts: { dryRun?: boolean; token?: string; key?: string } = {}) {
    const body = await multipart(file, 'results.xlsx');
    return suite.s.app.inject({
      method: 'POST', url: `${url}${opts.dryRun ? '&dryRun=true' : ''}`, payload: body.payload,
      headers: { 'access-token': opts.token ?? suite.token, 'content-type': body.contentType, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
    });
  }
  const results = () => count(suite.s.database, sql`select count(*) as n from exam_results`);
  const jobs = () => count(suite.s.database, sql`select count(*) as n from upload_jobs where entity_kind = 'exam-result'`);
  const marksOf = async (enrolmentNo: string, subject: string) => {
    const rows = (await suite.s.database.db.execute(sql`
      select r.marks::text as m from exam_results r join students s on s.id = r.student_id join exam_subjects j on j.id = r.subject_id
      where s.enrolment_no = ${enrolmentNo} and j.name = ${subject} and r.exam_id = ${main.id} and r.year = 2025`)) as unknown as { rows: { m: string }[] };
    return rows.rows.map((r) => Number(r.m));
  };

  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    kids = await batchStudents(suite.s.database, 'DEL-SD', 4);
    const exams: Exam[] = (await get('/api/auth/exam-result/exams')).json().data;
    main = exams.find((e) => e.name === 'JEE Main')!;
  }, 120_000);
  afterAll(() => closeUploadSuite(suite));

  it('lists the seeded exams with subjects, max marks and years, and the years of one exam', async () => {
    const res = await get('/api/auth/exam-result/exams');
    expect(res.statusCode).toBe(200);
    const exams: Exam[] = res.json().data;
    expect(exams.map((e) => e.name)).toEqual(expect.arrayContaining(['JEE Main', 'JEE Advanced']));
    expect(main.subjects.map((s) => [s.name, s.maxMarks])).toEqual([['Physics', 100], ['Chemistry', 100], ['Mathematics', 100]]);
    expect(exams.find((e) => e.name === 'JEE Advanced')!.subjects[0].maxMarks).toBe(120);
    const years = await get(`/api/auth/exam-result/exams/${main.id}/years`);
    expect(years.json().data).toEqual([2026, 2025, 2024]);
    expect((await get('/api/auth/exam-result/exams/999999/years')).statusCode).toBe(404);
  });

  it('creates an exam with field errors for bad input, and adds a year once', async () => {
    const bad = await post('/api/auth/exam-result/exams', { name: ' ', subjects: [{ name: 'Biology', maxMarks: 0 }, { name: 'biology', maxMarks: 50 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toMatchObject({ name: 'Exam name must not be empty', 'subjects.0.maxMarks': 'Max marks must be at least 1', 'subjects.1.name': 'biology is listed twice' });
    const created = await post('/api/auth/exam-result/exams', { name: 'NEET Mock', subjects: [{ name: 'Biology', maxMarks: 360 }, { name: 'Physics', maxMarks: 180 }] });
    expect(created.statusCode, created.body).toBe(201);
    const exam: Exam = created.json().data;
    expect(exam).toMatchObject({ name: 'NEET Mock', years: [], subjects: [{ name: 'Biology', maxMarks: 360 }, { name: 'Physics', maxMarks: 180 }] });
    const again = await post('/api/auth/exam-result/exams', { name: 'neet mock', subjects: [{ name: 'Biology', maxMarks: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errors.name).toBe('There is already an exam named neet mock');
    expect((await post(`/api/auth/exam-result/exams/${exam.id}/years`, { year: 1999 })).json().data.errors.year).toBe('Year must be 2000 or later');
    const year = await post(`/api/auth/exam-result/exams/${exam.id}/years`, { year: 2026 });
    expect(year.statusCode).toBe(201);
    expect(year.json().data.years).toEqual([2026]);
    const twice = await post(`/api/auth/exam-result/exams/${exam.id}/years`, { year: 2026 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('NEET Mock already has the year 2026');
  });

  it('refuses an upload URL for an exam or year that does not exist', async () => {
    for (const body of [{ examId: 999999, year: 2025 }, { examId: main.id, year: 2019 }]) {
      const res = await post('/api/auth/exam-result/upload-url', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(EXAM_MESSAGES.selectExam);
    }
  });

  it('serves the sample sheet with one example row per subject of the exam', async () => {
    const res = await get(`/api/auth/exam-result/exams/${main.id}/sample`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Exam_Result_JEE_Main_sample.xlsx');
    const rows = readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Physics', 'Chemistry', 'Mathematics']);
  });

  it('makes a missing mark a row error, never 0, and writes nothing', async () => {
    const before = await results();
    const { url } = await uploadUrl(main.id, 2025);
    const file = sheet([[kids[0].enrolmentNo, 'Physics', 70], [kids[0].enrolmentNo, 'Chemistry', null], [kids[0].enrolmentNo, 'Mathematics', 0]]);
    const preview = await send(url, file, { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const errors = errorsOf(preview.json().data);
    expect(errors.get(2)).toEqual([]);
    expect(errors.get(3)).toEqual(['Row 3, Marks: must not be empty']);
    expect(errors.get(4)).toEqual([]);
    const submitted = await send(url, file);
    expect(submitted.statusCode, submitted.body).toBe(202);
    expect(await waitForJob(suite.s.app, suite.token, submitted.json().data.id)).toMatchObject({ status: 'failed', counts: { withErrors: 1 } });
    expect(await results()).toBe(before);
  });

  it('checks marks against 0 and the subject maximum, the subject against the exam, the student, and repeats', async () => {
    const { url } = await uploadUrl(main.id, 2025);
    const p = await send(url, sheet([
      [kids[0].enrolmentNo, 'Physics', 100], [kids[0].enrolmentNo, 'Chemistry', 100.5], [kids[0].enrolmentNo, 'Mathematics', -1],
      [kids[1].enrolmentNo, 'Biology', 50], ['NOPE0000', 'Physics', 10], [kids[1].enrolmentNo, 'physics', 20], [kids[1].enrolmentNo, 'Physics', 30],
      [kids[1].enrolmentNo, 'Chemistry', 'abc'],
    ]), { dryRun: true });
    const errors = errorsOf(p.json().data);
    expect(errors.get(2)).toEqual([]);
    expect(errors.get(3)).toEqual(['Row 3, Marks: must be between 0 and 100 (the maximum marks of Chemistry)']);
    expect(errors.get(4)).toEqual(['Row 4, Marks: must be between 0 and 100 (the maximum marks of Mathematics)']);
    expect(errors.get(5)).toEqual(['Row 5, Subject: "Biology" is not a subject of JEE Main: use one of Physics, Chemistry, Mathematics']);
    expect(errors.get(6)).toEqual(['Row 6, Enrollment No: there is no student with enrolment number NOPE0000']);
    const dup = `Subject: student ${kids[1].enrolmentNo} has Physics more than once in the file (rows 7 and 8)`;
    expect(errors.get(7)).toEqual([`Row 7, ${dup}`]);
    expect(errors.get(8)).toEqual([`Row 8, ${dup}`]);
    expect(errors.get(9)).toEqual(['Row 9, Marks: must be a number such as 72 or 72.5']);
  });

  it('takes a URL for one submit: previews repeat, a second submit is refused and writes nothing', async () => {
    const { url } = await uploadUrl(main.id, 2025);
    const file = sheet([[kids[2].enrolmentNo, 'Physics', 55], [kids[2].enrolmentNo, 'Chemistry', 65.5]]);
    for (let i = 0; i < 2; i++) expect((await send(url, file, { dryRun: true })).statusCode).toBe(200);
    const first = await send(url, file, { key: 'exam-once-1' });
    expect(first.statusCode, first.body).toBe(202);
    expect(await waitForJob(suite.s.app, suite.token, first.json().data.id)).toMatchObject({ status: 'successful', entity: 'exam-result', counts: { created: 2 } });
    expect(await marksOf(kids[2].enrolmentNo, 'Chemistry')).toEqual([65.5]);
    const jobsBefore = await jobs();
    // A retry of that submit with its Idempotency-Key (the answer was lost) answers its job (issue 27 item 19).
    const retry = await send(url, file, { key: 'exam-once-1' });
    expect(retry.statusCode, retry.body).toBe(202);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const second = await send(url, file, { key: 'exam-once-2' });
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toBe(EXAM_TOKEN_MESSAGES.used);
    expect((await send(url, file, { dryRun: true })).statusCode).toBe(410);
    expect(await jobs()).toBe(jobsBefore);
  });

  it("refuses an expired token, another user's token and a tampered token", async () => {
    const before = { results: await results(), jobs: await jobs() };
    const file = sheet([[kids[3].enrolmentNo, 'Physics', 40]]);
    const { url } = await uploadUrl(main.id, 2025);
    const { userId } = JSON.parse(Buffer.from(new URL(url, 'http://x').searchParams.get('token')!.split('.')[0], 'base64url').toString());
    const old = issueUploadToken({ examId: main.id, year: 2025, userId }, SECRET, Date.now() - EXAM_UPLOAD_URL_TTL_MS - 60_000).token;
    const expired = await send(`/api/auth/exam-result/upload?entity=exam-result&token=${old}`, file);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(EXAM_TOKEN_MESSAGES.expired);

    const adminToken = (await login(suite.s.app, 'admin')).token!;
    const theirs = await uploadUrl(main.id, 2025, adminToken);
    const other = await send(theirs.url, file);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(EXAM_TOKEN_MESSAGES.otherUser);

    // The claims changed to another year, the signature kept.
    const [body, mac] = new URL(url, 'http://x').searchParams.get('token')!.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, year: 2026 })).toString('base64url')}.${mac}`;
    const tampered = await send(`/api/auth/exam-result/upload?entity=exam-result&token=${forged}`, file);
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe(EXAM_TOKEN_MESSAGES.invalid);
    const missing = await send('/api/auth/exam-result/upload?entity=exam-result', file);
    expect(missing.statusCode).toBe(422);
    expect({ results: await results(), jobs: await jobs() }).toEqual(before);
  });

  it('updates a re-uploaded (exam, year, enrolment no.) instead of duplicating it', async () => {
    const rows = (m: number) => sheet([[kids[1].enrolmentNo, 'Physics', m], [kids[1].enrolmentNo, 'Chemistry', 50], [kids[1].enrolmentNo, 'Mathematics', 60]]);
    const first = await send((await uploadUrl(main.id, 2025)).url, rows(40));
    expect(await waitForJob(suite.s.app, suite.token, first.json().data.id)).toMatchObject({ status: 'successful', counts: { created: 3 } });
    const stored = await results();
    const again = await uploadUrl(main.id, 2025);
    const preview = await send(again.url, rows(45), { dryRun: true });
    expect(preview.json().data.counts).toMatchObject({ created: 0, changed: 1, unchanged: 2 });
    const second = await send(again.url, rows(45));
    expect(await waitForJob(suite.s.app, suite.token, second.json().data.id)).toMatchObject({ status: 'successful', counts: { created: 0, changed: 1, unchanged: 2 } });
    expect(await results()).toBe(stored);
    expect(await marksOf(kids[1].enrolmentNo, 'Physics')).toEqual([45]);
    // Another year of the same exam is another result.
    const other = await send((await uploadUrl(main.id, 2024)).url, rows(45));
    expect(await waitForJob(suite.s.app, suite.token, other.json().data.id)).toMatchObject({ status: 'successful', counts: { created: 3 } });
    expect(await results()).toBe(stored + 3);
  });

  it('lists the exam-result uploads in their history with exam, year, file, status and counts', async () => {
    const res = await get('/api/auth/exam-result/history?limit=50');
    expect(res.statusCode).toBe(200);
    const { rows, totalCount } = res.json().data;
    expect(totalCount).toBe(await jobs());
    expect(rows[0]).toMatchObject({ examName: 'JEE Main', year: 2024, fileName: 'results.xlsx', status: 'successful', entity: 'exam-result', counts: { created: 3 } });
    expect(rows.some((r: { status: string; year: number }) => r.status === 'failed' && r.year === 2025)).toBe(true);
  });

  it('refuses every exam-result call to a user without the exam result ability', async () => {
    const token = (await login(suite.s.app, 'centreadmin')).token!;
    expect((await get('/api/auth/exam-result/exams', token)).statusCode).toBe(403);
    expect((await get('/api/auth/exam-result/history', token)).statusCode).toBe(403);
    expect((await get(`/api/auth/exam-result/exams/${main.id}/sample`, token)).statusCode).toBe(403);
    expect((await post('/api/auth/exam-result/upload-url', { examId: main.id, year: 2025 }, token)).statusCode).toBe(403);
    expect((await post('/api/auth/exam-result/exams', { name: 'X', subjects: [{ name: 'Y', maxMarks: 1 }] }, token)).statusCode).toBe(403);
    const { url } = await uploadUrl(main.id, 2025);
    expect((await send(url, sheet([[kids[0].enrolmentNo, 'Physics', 1]]), { token, dryRun: true })).statusCode).toBe(403);
  });
});
