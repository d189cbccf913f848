// Submitted uploads become jobs: saved before the 202, one per Idempotency-Key, applied whole or not at all by the
// worker, with a result file whose cells come back escaped.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUploadWorker } from '../../server/jobs/worker.js';
import { parseStats } from '../../server/uploads/sheetPool.js';
import { isParked, parking } from '../../server/uploads/parkedSheets.js';
import { WRITE_CHUNK } from '../../server/uploads/db/writes.js';
import { DUPLICATE_LOOKUPS } from '../../server/uploads/plan/likelyDuplicates.js';
import { engines, login, type TestServer } from './harness.js';
import { centreByCode, closeUploadSuite, count, openUploadSuite, resultFile, STUDENT_HEADER_MULTI, studentRows, upload, type UploadSuite, waitForJob, xlsx } from './uploadsKit.js';

describe.each(engines)('upload jobs on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let delhi: { id: number; name: string };
  let suite: UploadSuite | undefined;
  beforeAll(async () => { suite = await openUploadSuite(engine, { pollMs: 50, leaseMs: 10_000 }); ({ s, token, delhi } = suite); }, 300_000);
  afterAll(() => closeUploadSuite(suite));

  const submit = (file: Buffer, headers: Record<string, string> = {}) => upload(s.app, { path: 'students', entity: 'crp', file, token, headers });
  const students = (prefix: string) => count(s.database, sql`select count(*)::int as n from students where enrolment_no like ${`${prefix}%`}`);

  it('saves the job before answering 202, then applies every row', async () => {
    const res = await submit(xlsx([STUDENT_HEADER_MULTI, ...studentRows('71', 40, delhi.name)]));
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ status: expect.stringMatching(/queued|inprogress/), fileName: 'upload.xlsx', entity: 'crp' });
    const job = await waitForJob(s.app, token, res.json().data.id);
    expect(job).toMatchObject({ status: 'successful', totalRows: 40, processedRows: 40, hasResult: true, uploadedBy: 'Rohan Mehta' });
    expect(job.counts).toMatchObject({ rows: 40, created: 40, withErrors: 0 });
    expect(await students('71')).toBe(40);
    const { rows } = await resultFile(s.app, token, job.id);
    expect(rows[0]).toEqual([...STUDENT_HEADER_MULTI, 'Status', 'Error']);
    expect(rows[1][7]).toBe('Created');
    // Its files are kept as they came: a sheet is a zip already, and compressing it again cost every submit (0033).
    const stored = await count(s.database, sql`select count(*)::int as n from upload_jobs
      where id = ${job.id} and pg_column_compression(file_data) is null and pg_column_compression(result_file) is null`);
    expect(stored).toBe(1);
  });

  it('fails a file with one bad row as a whole, changing nothing', async () => {
    const rows = studentRows('72', 30, delhi.name);
    rows[17][6] = '12345';
    const res = await submit(xlsx([STUDENT_HEADER_MULTI, ...rows]));
    const job = await waitForJob(s.app, token, res.json().data.id);
    expect(job.status).toBe('failed');
    expect(job.errorMessage).toBe('1 row has errors, so nothing was applied. Download the result file to see each error, fix the file and upload it again.');
    expect(await students('72')).toBe(0);
    const result = (await resultFile(s.app, token, job.id)).rows;
    expect(result[18].slice(7)).toEqual(['Error', expect.stringMatching(/^Mobile: must be 9 to 15 digits/)]);
    expect(result[1].slice(7)).toEqual(['Not applied', 'Not applied because other rows have errors']);
  });

  it('applies the valid rows only when the clerk chooses it, returning the others in the result file', async () => {
    const rows = studentRows('69', 12, delhi.name);
    rows[4][6] = '12345';
    rows[9][6] = '999';
    const valid = (file: Buffer, headers: Record<string, string> = {}) =>
      upload(s.app, { path: 'students', entity: 'crp', file, token, headers, query: { apply: 'valid' } });
    const res = await valid(xlsx([STUDENT_HEADER_MULTI, ...rows]));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data.applies).toBe('valid');
    const job = await waitForJob(s.app, token, res.json().data.id);
    expect(job).toMatchObject({ status: 'successful', applies: 'valid', totalRows: 12, processedRows: 10,
      errorMessage: 'Valid rows applied, as chosen; 2 rows with errors were left out. Download the result file to see each error, fix those rows and upload them again.' });
    expect(await students('69')).toBe(10);
    const result = (await resultFile(s.app, token, job.id)).rows;
    expect(result[5].slice(7)).toEqual(['Error', expect.stringMatching(/^Mobile: must be 9 to 15 digits/)]);
    expect(result[1][7]).toBe('Created');
    // Nothing valid: nothing applied, the job fails as all-or-none would.
    const none = await valid(xlsx([STUDENT_HEADER_MULTI, ['6999', 'Bad Mobile', delhi.name, '11th', '', '', '12']]));
    expect((await waitForJob(s.app, token, none.json().data.id)).status).toBe('failed');
    // A PTM sheet has its own error file and is all or none by nature; an unknown choice is refused.
    const ptm = await upload(s.app, { path: 'auth/ptm/schedule/upload', entity: 'ptm', file: xlsx([['x']]), token, query: { apply: 'valid' } });
    expect(ptm.statusCode).toBe(422);
    expect((await upload(s.app, { path: 'students', entity: 'crp', file: xlsx([['x']]), token, query: { apply: 'some' } })).json().message).toMatch(/apply must be exactly all or valid/);
  });

  it('escapes every result cell that a spreadsheet could run as a formula', async () => {
    const hostile = ['=HYPERLINK("http://x","y")', '+SUM(1,2)', '-1+2', '@cmd', '\tTAB', '\rCR'];
    const rows = hostile.map((name, i) => [`73${i}`, name, delhi.name, '11th', '', '', '+919876543210']);
    const job = await waitForJob(s.app, token, (await submit(xlsx([STUDENT_HEADER_MULTI, ...rows]))).json().data.id);
    const result = (await resultFile(s.app, token, job.id)).rows;
    expect(result.slice(1).map((r) => r[1])).toEqual(hostile.map((h) => `'${h}`));
    // Mobiles are masked in the result file, and the mask's leading + is escaped too.
    expect(result.slice(1).map((r) => r[6])).toEqual(hostile.map(() => "'+********3210"));
    expect(job.status).toBe('failed');
  });

  it('warns of a likely duplicate at another centre, naming it, and still applies the rows', async () => {
    const mumbai = await centreByCode(s.database, 'MUM-AN');
    // A Mumbai student whom no other record resembles (the demo repeats some students under other kinds).
    const [other] = (await s.database.db.execute(sql`select id, name, enrolment_no as "code", mobile, email_id as "email" from students s
      where centre_id = ${mumbai.id} and program_kind = 'crp' and mobile like '+91%' and email_id is not null
        and not exists (select 1 from students x where x.id <> s.id and lower(x.name) = lower(s.name) and (x.mobile = s.mobile or x.email_id = s.email_id))
      order by id limit 1`) as unknown as { rows: { id: number; name: string; code: string; mobile: string; email: string }[] }).rows;
    const tenDigits = other.mobile.slice(-10);
    const file = xlsx([
      STUDENT_HEADER_MULTI,
      // The name in other case and spacing, the mobile without +91: the same student, at Delhi.
      ['5601', `  ${other.name.toUpperCase().replace(' ', '  ')}`, delhi.name, '11th', '', '', tenDigits],
      ['5602', other.name, delhi.name, '11th', '', other.email.toUpperCase(), '9876512345'],
      ['5603', other.name, delhi.name, '11th', '', 'someone.else@example.com', '9876512346'],
      ['5604', other.name, mumbai.name, '11th', '', other.email, other.mobile],
    ]);
    const preview = await upload(s.app, { path: 'students', entity: 'crp', file, token, dryRun: true });
    const p = preview.json().data;
    expect(p.counts).toMatchObject({ rows: 4, valid: 4, withErrors: 0, withWarnings: 2, created: 4 });
    const named = `may be the same student as Enrollment No. ${other.code} (id ${other.id}) at ${mumbai.name}, who has the same`;
    expect(p.rows[0].warnings).toEqual([{ column: 'Student Name', rule: 'likely-duplicate', message: `Row 2, Student Name: ${named} Student Name and Mobile` }]);
    expect(p.rows[1].warnings[0].message).toBe(`Row 3, Student Name: ${named} Student Name and Email`);
    expect([p.rows[2].warnings, p.rows[3].warnings]).toEqual([undefined, undefined]);
    expect(p.rows.map((r: { errors: unknown[] }) => r.errors)).toEqual([[], [], [], []]);
    // A sheet of many values reads the table instead of looking each value up: the same warnings.
    const lookups = { ...DUPLICATE_LOOKUPS };
    Object.assign(DUPLICATE_LOOKUPS, { few: 0, perPage: 0 });
    try {
      const scanned = (await upload(s.app, { path: 'students', entity: 'crp', file, token, dryRun: true })).json().data;
      expect(scanned.rows.map((r: { warnings?: unknown }) => r.warnings)).toEqual(p.rows.map((r: { warnings?: unknown }) => r.warnings));
    } finally {
      Object.assign(DUPLICATE_LOOKUPS, lookups);
    }

    // A centre admin of Delhi is told of the Mumbai record by its centre alone, not its enrolment number or id.
    const delhiAdmin = (await login(s.app, 'centreadmin')).token!;
    const scoped = (await upload(s.app, { path: 'students', entity: 'crp', file: xlsx([STUDENT_HEADER_MULTI, ['5601', other.name, delhi.name, '11th', '', '', tenDigits]]), token: delhiAdmin, dryRun: true })).json().data;
    expect(scoped.rows[0].warnings[0].message).toBe(`Row 2, Student Name: may be the same student as a student at ${mumbai.name} (outside your centres), who has the same Student Name and Mobile`);

    const job = await waitForJob(s.app, token, (await submit(file)).json().data.id);
    expect(job).toMatchObject({ status: 'successful', counts: { created: 4, withWarnings: 2 } });
    expect(await count(s.database, sql`select count(*)::int as n from students where enrolment_no in ('5601', '5602', '5603', '5604')`)).toBe(4);
  });

  it('makes one job of 20 concurrent submits with one Idempotency-Key', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows('74', 5, delhi.name)]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(file, { 'idempotency-key': 'double-click-1' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await count(s.database, sql`select count(*)::int as n from upload_jobs where idempotency_key = 'double-click-1'`)).toBe(1);
    await waitForJob(s.app, token, answers[0].json().data.id);
    expect(await students('74')).toBe(5);
    expect(isParked('ahead'), 'a repeated submit ends the parse it began for a job it did not queue').toBe(false);
  });

  it('reads a file submitted with no preview while its job is stored and claimed, and the job takes that parse', async () => {
    const before = { ...parseStats };
    const res = await submit(xlsx([STUDENT_HEADER_MULTI, ...studentRows('66', 15, delhi.name)]));
    expect(parseStats.ahead - before.ahead, 'the parse begins before the 202').toBe(1);
    const job = await waitForJob(s.app, token, res.json().data.id);
    expect(job).toMatchObject({ status: 'successful', processedRows: 15 });
    expect(parseStats.parsed - before.parsed, 'the job reads the file no second time').toBe(1);
    expect(isParked('ahead')).toBe(false);
    expect(await students('66')).toBe(15);
  });

  it("keeps a clean preview's parse for its submit while another file is submitted with no preview", async () => {
    const previewed = xlsx([STUDENT_HEADER_MULTI, ...studentRows('65', 10, delhi.name)]);
    expect((await upload(s.app, { path: 'students', entity: 'crp', file: previewed, token, dryRun: true })).json().data.counts).toMatchObject({ rows: 10, withErrors: 0 });
    const before = parseStats.parsed;
    const other = await waitForJob(s.app, token, (await submit(xlsx([STUDENT_HEADER_MULTI, ...studentRows('64', 10, delhi.name)]))).json().data.id);
    expect(other).toMatchObject({ status: 'successful', processedRows: 10 });
    const job = await waitForJob(s.app, token, (await submit(previewed)).json().data.id);
    expect(job).toMatchObject({ status: 'successful', processedRows: 10 });
    expect(parseStats.parsed - before, 'the other file is read once, the previewed one not again').toBe(1);
  });

  it('never runs one job twice with two more workers beside the first', async () => {
    const others = [startUploadWorker(s.database, { pollMs: 20 }), startUploadWorker(s.database, { pollMs: 20 })];
    try {
      const ids = [];
      for (let j = 0; j < 6; j++) ids.push((await submit(xlsx([STUDENT_HEADER_MULTI, ...studentRows(`75${j}`, 20, delhi.name)]))).json().data.id);
      for (const id of ids) expect((await waitForJob(s.app, token, id)).status).toBe('successful');
      const attempts = await count(s.database, sql`select max(attempts)::int as n from upload_jobs where id = any(${sql.param(ids)}::int[])`);
      expect(attempts).toBe(1);
      expect(await students('75')).toBe(120);
    } finally {
      await Promise.all(others.map((w) => w.stop()));
    }
  });

  it('moves students between centres with a transfer job', async () => {
    const mumbai = await centreByCode(s.database, 'MUM-AN');
    const job1 = await waitForJob(s.app, token, (await submit(xlsx([STUDENT_HEADER_MULTI, ...studentRows('76', 3, delhi.name)]))).json().data.id);
    expect(job1.status).toBe('successful');
    const file = xlsx([['Enrollment No.', 'New Centre', 'New Batch'], ...[1, 2, 3].map((i) => [`76${String(i).padStart(6, '0')}`, mumbai.name, ''])]);
    const res = await upload(s.app, { path: 'students/centre-transfer', entity: 'crp', file, token });
    expect((await waitForJob(s.app, token, res.json().data.id)).counts).toMatchObject({ changed: 3 });
    expect(await count(s.database, sql`select count(*)::int as n from students where enrolment_no like '76%' and centre_id = ${mumbai.id} and batch_id is null and status = 'unassociated'`)).toBe(3);
  });

  it("shows a running job's progress in the history, rows done out of total, before the job ends", async () => {
    // Twelve chunks of WRITE_CHUNK rows. On PGlite the job's transaction holds the only connection: the history answers in
    // the turns it gives between chunks (server/db/turns.ts); on PostgreSQL progress is committed per chunk.
    const n = 30_000;
    const id = (await submit(xlsx([STUDENT_HEADER_MULTI, ...studentRows('80', n, delhi.name)]))).json().data.id;
    const seen: { status: string; processedRows: number; totalRows: number }[] = [];
    for (const until = Date.now() + 120_000; Date.now() < until;) {
      const res = await s.app.inject({ method: 'GET', url: '/api/auth/v4/glorifire-entities/upload-history?limit=5', headers: { 'access-token': token } });
      expect(res.statusCode).toBe(200);
      const row = res.json().data.rows.find((r: { id: number }) => r.id === id);
      seen.push({ status: row.status, processedRows: row.processedRows, totalRows: row.totalRows });
      if (row.status === 'successful' || row.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const running = seen.filter((r) => r.status === 'inprogress' && r.processedRows > 0 && r.processedRows < n);
    expect(running.length, JSON.stringify(seen.filter((r, i) => i === 0 || r.processedRows !== seen[i - 1].processedRows))).toBeGreaterThan(0);
    expect(running.every((r) => r.totalRows === n && r.processedRows % WRITE_CHUNK === 0), `progress figures ${[...new Set(running.map((r) => r.processedRows))].join(', ')} are not whole chunks of ${WRITE_CHUNK}`).toBe(true);
    const done = seen.map((r) => r.processedRows);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(seen.at(-1)).toEqual({ status: 'successful', processedRows: n, totalRows: n });
    expect(await students('80')).toBe(n);
    // Every request was counted out again (app.ts): a job's turns are short when nobody is waiting.
    expect(s.database.turns.requestsInFlight).toBe(0);
  }, 180_000);

  it('lists the history with status filters', async () => {
    const get = (q: string) => s.app.inject({ method: 'GET', url: `/api/auth/v4/glorifire-entities/upload-history?${q}`, headers: { 'access-token': token } });
    const failed = (await get('status=failed')).json().data;
    expect(failed.rows.length).toBeGreaterThan(0);
    expect(failed.rows.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    const all = (await get('page=1&limit=5')).json().data;
    expect(all.rows).toHaveLength(5);
    expect(all.totalCount).toBeGreaterThan(5);
    const centreAdmin = (await login(s.app, 'centreadmin')).token!;
    const theirs = await s.app.inject({ method: 'GET', url: '/api/auth/v4/glorifire-entities/upload-history', headers: { 'access-token': centreAdmin } });
    expect(theirs.json().data.totalCount).toBe(0);
    expect((await get('status=bogus')).statusCode).toBe(400);
  });

  it("reuses a clean preview's parse for the job that submits the same file, and only that one", async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows('78', 25, delhi.name)]);
    const preview = await upload(s.app, { path: 'students', entity: 'crp', file, token, dryRun: true });
    expect(preview.json().data.counts, JSON.stringify(preview.json().data.rows.find((r: { errors: unknown[] }) => r.errors.length)?.errors)).toMatchObject({ rows: 25, withErrors: 0 });
    const afterPreview = parseStats.parsed;
    const job = await waitForJob(s.app, token, (await submit(file)).json().data.id);
    expect(job).toMatchObject({ status: 'successful', processedRows: 25 });
    expect(parseStats.parsed).toBe(afterPreview);
    expect(await students('78')).toBe(25);
    expect((await resultFile(s.app, token, job.id)).rows[25].slice(0, 2)).toEqual(['78000025', 'Aarav Sharma']);
    // The same bytes again: the parked parse was taken by the first job, so this one parses (and fails: taken).
    const again = await waitForJob(s.app, token, (await submit(file)).json().data.id);
    expect(parseStats.parsed).toBe(afterPreview + 1);
    expect(again.status).toBe('failed');
  });

  it("ends a parked preview parse after its idle time, so an idle server gives its memory back; a later submit parses", async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows('70', 12, delhi.name)]);
    const idleMs = parking.idleMs;
    parking.idleMs = 300;
    try {
      const preview = await upload(s.app, { path: 'students', entity: 'crp', file, token, dryRun: true });
      expect(preview.json().data.counts).toMatchObject({ rows: 12, withErrors: 0 });
      expect(isParked('preview'), 'a clean preview parks its parse for the submit').toBe(true);
      await new Promise((r) => setTimeout(r, 600));
      expect(isParked('preview'), 'the parked parse is still held after its idle time').toBe(false);
      const before = parseStats.parsed;
      const job = await waitForJob(s.app, token, (await submit(file)).json().data.id);
      expect(job).toMatchObject({ status: 'successful', processedRows: 12 });
      expect(parseStats.parsed).toBe(before + 1);
    } finally {
      parking.idleMs = idleMs;
    }
  });

  it('parses afresh when the submitted file differs from the previewed one by a byte', async () => {
    const rows = studentRows('79', 10, delhi.name);
    await upload(s.app, { path: 'students', entity: 'crp', file: xlsx([STUDENT_HEADER_MULTI, ...rows]), token, dryRun: true });
    const before = parseStats.parsed;
    rows[9][1] = 'Changed Name';
    const job = await waitForJob(s.app, token, (await submit(xlsx([STUDENT_HEADER_MULTI, ...rows]))).json().data.id);
    expect(parseStats.parsed).toBe(before + 1);
    expect(job.status).toBe('successful');
    expect(await count(s.database, sql`select count(*)::int as n from students where name = 'Changed Name'`)).toBe(1);
  });
});
