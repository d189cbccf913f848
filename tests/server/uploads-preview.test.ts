// The preview (dryRun): the schema's checks and the database's, in the words a clerk reads, and the user's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { sql } from 'drizzle-orm';
import { previewOf } from '../../schemas/core/previewTable.js';
import { loadPrincipal } from '../../server/db/repos/users.js';
import { planSheet } from '../../server/uploads/analyse.js';
import { planContext, targetOf } from '../../server/uploads/context.js';
import { activeBatch, centreByCode, keyed, STUDENT_HEADER_MULTI, STUDENT_HEADER_SINGLE, studentRows, upload, xlsx } from './uploadsKit.js';

describe.each(engines)('upload preview on %s', (engine) => {
  let s: TestServer;
  let org: string;
  let centre: string;
  let delhi: { id: number; name: string };
  let mumbai: { id: number; name: string };
  let batch: { batchCode: string; class: string };
  beforeAll(async () => {
    s = await startTestServer(engine);
    org = (await login(s.app, 'orgadmin')).token!;
    centre = (await login(s.app, 'centreadmin')).token!;
    delhi = await centreByCode(s.database, 'DEL-SD');
    mumbai = await centreByCode(s.database, 'MUM-AN');
    batch = await activeBatch(s.database, delhi.id);
  }, 300_000);
  afterAll(async () => { await s?.close(); });

  it('answers every row with its change and its problems, and counts them', async () => {
    const file = xlsx([
      STUDENT_HEADER_MULTI,
      ['0012001', 'Aarav Sharma', delhi.name, batch.class, batch.batchCode, 'aarav@example.com', 9876543210],
      ['0012002', 'Diya Patel', 'DEL-SD', batch.class, '', '', '+919876543211'],
      ['0012003', 'Kabir Rao', delhi.name, batch.class, '', '', '12345'],
      ['0012004', 'Ira Nair', 'Atlantis', batch.class, '', '', '9876543212'],
      ['2699999999', 'Taken Student', delhi.name, batch.class, '', '', '9876543213'],
      ['0012006', 'Myra Das', delhi.name, batch.class === '6th' ? '7th' : '6th', batch.batchCode, '', '9876543214'],
    ]);
    const res = await upload(s.app, { path: 'students', entity: 'crp', file, token: org, dryRun: true });
    expect(res.statusCode).toBe(200);
    const p = keyed(res.json().data);
    expect(p.loaderText).toBe('Generating Students Preview');
    expect(p.columns.map((c: { label: string }) => c.label)).toEqual(['S.No', 'Enrollment No.', 'Student Name', 'Current Centre', 'Current Batch', 'Class', 'New Centre', 'New Batch']);
    expect(p.counts).toEqual({ rows: 6, valid: 2, withErrors: 4, created: 2, changed: 0, unchanged: 0, withWarnings: 0 });
    const byRow = Object.fromEntries(p.rows.map((r: { row: number }) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ change: 'create', errors: [], values: { newCentre: delhi.name, newBatch: batch.batchCode } });
    expect(byRow[3].values.newCentre).toBe(delhi.name); // a centre named by its code
    expect(byRow[4].errors[0]).toMatchObject({ column: 'Mobile', rule: 'mobile-format' });
    expect(byRow[5].errors[0].message).toBe('Row 5, Centre: "Atlantis" is not a centre of your organisation');
    expect(byRow[6].errors[0].message).toBe('Row 6, Enrollment No.: 2699999999 is already taken by another student');
    expect(byRow[7].errors[0]).toMatchObject({ column: 'Batch', rule: 'batch-class' });
  });

  it('answers the rows by column when asked, the same rows once read back, in under half the characters', async () => {
    // 40 rows of one centre and class, and rows with errors (an editable preview: each error row has its cells to fix).
    const file = xlsx([STUDENT_HEADER_MULTI, ...studentRows('00155', 40, delhi.name),
      ['0015901', 'Kabir Rao', delhi.name, '11th', '', '', '12345'], ['0015902', 'Ira Nair', 'Atlantis', '11th', '', '', '9876543212']]);
    const rows = await upload(s.app, { path: 'students', entity: 'crp', file, token: org, dryRun: true });
    const columns = await upload(s.app, { path: 'students', entity: 'crp', file, token: org, dryRun: true, query: { rows: 'columns' } });
    expect([rows.statusCode, columns.statusCode]).toEqual([200, 200]);
    const compact = columns.json().data;
    expect(compact.rows).toBeUndefined();
    // The centre and class columns as their one value and a code per row; the enrolment numbers as they are.
    const at = (label: string) => compact.columns.findIndex((c: { label: string }) => c.label === label);
    expect(compact.table.values[at('New Centre')]).toEqual({ values: [delhi.name, ''], codes: [...Array(41).fill(0), 1] });
    expect(compact.table.values[at('Enrollment No.')]).toHaveLength(42);
    // The row numbers and the serial number as where they start, each row's change coded.
    expect([compact.table.row, compact.table.values[at('S.No')]]).toEqual([{ from: 2, count: 42 }, { from: 1, count: 42 }]);
    expect(compact.table.change).toEqual({ values: ['create', null], codes: [...Array(40).fill(0), 1, 1] });
    expect(Object.keys(compact.table.extras)).toEqual(['40', '41']);
    const { editKey: a, ...byRow } = rows.json().data;
    const { editKey: b, ...byColumn } = previewOf(compact);
    expect([a, b]).toEqual([expect.any(String), expect.any(String)]);
    expect(byColumn).toEqual(byRow);
    expect(byRow.rows[41].fix).toBeDefined();
    expect(columns.payload.length).toBeLessThan(rows.payload.length / 2);
    const refused = await upload(s.app, { path: 'students', entity: 'crp', file, token: org, dryRun: true, query: { rows: 'objects' } });
    expect([refused.statusCode, refused.json().message]).toEqual([400, expect.stringMatching(/rows must be exactly columns/)]);
  });

  it('flags enrolment numbers repeated in the file', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, ['0013001', 'Aarav Sharma', delhi.name, '11th', '', '', '9876543210'], ['13001', 'Diya Patel', delhi.name, '11th', '', '', '9876543211'], ['0013001', 'Om Sen', delhi.name, '11th', '', '', '9876543212']]);
    const p = (await upload(s.app, { path: 'students', entity: 'crp', file, token: org, dryRun: true })).json().data;
    expect(p.rows.filter((r: { errors: { rule: string }[] }) => r.errors.some((e) => e.rule === 'duplicate')).map((r: { row: number }) => r.row)).toEqual([2, 4]);
  });

  it("shows a centre admin's rows for another centre as errors", async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, ['0014001', 'Aarav Sharma', delhi.name, '11th', '', '', '9876543210'], ['0014002', 'Diya Patel', mumbai.name, '11th', '', '', '9876543211']]);
    const p = (await upload(s.app, { path: 'students', entity: 'crp', file, token: centre, dryRun: true })).json().data;
    expect(p.rows[0].errors).toEqual([]);
    expect(p.rows[1].errors[0].message).toBe(`Row 3, Centre: "${mumbai.name}" is not one of your centres`);
  });

  it("refuses a centre admin's single-centre upload for another centre", async () => {
    const file = xlsx([STUDENT_HEADER_SINGLE, ['0014003', 'Aarav Sharma', '11th', '', '', '9876543210']]);
    const res = await upload(s.app, { path: 'students', entity: 'crp', file, token: centre, dryRun: true, fields: { centre: String(mumbai.id) } });
    expect(res.statusCode).toBe(403);
  });

  it('asks for a centre in single-centre mode and for a spreadsheet file', async () => {
    const file = xlsx([STUDENT_HEADER_SINGLE, ['0014004', 'Aarav Sharma', '11th', '', '', '9876543210']]);
    const noCentre = await upload(s.app, { path: 'students', entity: 'crp', file, token: org, dryRun: true, fields: { multiCentre: 'false' } });
    expect([noCentre.statusCode, noCentre.json().message]).toEqual([422, 'Please Select a Centre First.']);
    const csv = await upload(s.app, { path: 'students', entity: 'crp', file, fileName: 'students.numbers', token: org, dryRun: true });
    expect([csv.statusCode, csv.json().message]).toEqual([422, 'Please Upload supported File format']);
  });

  it('previews a transfer with the current and the new centre and batch', async () => {
    const mumbaiBatch = await activeBatch(s.database, mumbai.id);
    const { rows } = await s.database.db.execute(
      (await import('drizzle-orm')).sql`select enrolment_no from students where centre_id = ${delhi.id} and program_kind = 'crp' and status = 'active' and class = ${mumbaiBatch.class} limit 1`,
    ) as unknown as { rows: { enrolment_no: string }[] };
    const file = xlsx([['Enrollment No.', 'New Centre', 'New Batch'], [rows[0].enrolment_no, mumbai.name, mumbaiBatch.batchCode]]);
    const p = keyed((await upload(s.app, { path: 'students/centre-transfer', entity: 'crp', file, token: org, dryRun: true })).json().data);
    expect(p.counts).toMatchObject({ rows: 1, valid: 1, changed: 1 });
    expect(p.rows[0].values).toMatchObject({ currentCentre: delhi.name, newCentre: mumbai.name, newBatch: mumbaiBatch.batchCode });
    expect(p.rows[0].values.currentBatch).not.toBe('');
  });

  it("plans a job's transfer as its preview, without the preview's columns and without reading names", async () => {
    const { rows: found } = await s.database.db.execute(sql`select id, enrolment_no as code from students where centre_id = ${delhi.id}
      and program_kind = 'crp' and status = 'active' order by id limit 3`) as unknown as { rows: { id: number; code: string }[] };
    const [user] = (await s.database.db.execute(sql`select id from users where username = 'orgadmin'`) as unknown as { rows: { id: number }[] }).rows;
    const ctx = planContext((await loadPrincipal(s.database.db, user.id))!, targetOf('crp', 'centre-transfer'), { multiCentre: true });
    const rows = found.map((f, i) => ({ row: i + 2, valid: true, values: { enrolmentNo: f.code, newCentre: mumbai.name, newBatch: null } }));
    const preview = await planSheet(s.database.db, ctx, { headerRow: 1, headers: [], rows, errors: [], warnings: [] });
    const job = await planSheet(s.database.db, { ...ctx, jobId: 1 }, { headerRow: 1, headers: [], rows, errors: [], warnings: [] });
    expect(preview.map((p) => p.preview.name)).toEqual(expect.arrayContaining([expect.stringMatching(/\S/)]));
    expect(job.map((p) => p.preview)).toEqual([{}, {}, {}]);
    expect(job.map(({ preview: _, ...p }) => p)).toEqual(preview.map(({ preview: _, ...p }) => p));
    expect(job.map((p) => p.write)).toEqual(found.map((f) => ({ id: f.id, centreId: mumbai.id, batchId: null, status: 'unassociated' })));
    // The generic planners likewise (a batch create, on the schema's preview columns).
    const batches = planContext((await loadPrincipal(s.database.db, user.id))!, targetOf('batch', 'create'), { centre: String(delhi.id), multiCentre: false });
    const sheet = { headerRow: 1, headers: [], rows: [{ row: 2, valid: true, values: { batch: 'PV-JOB-1', class: '11th' } }], errors: [], warnings: [] };
    const [shown] = await planSheet(s.database.db, batches, sheet);
    const [hidden] = await planSheet(s.database.db, { ...batches, jobId: 1 }, sheet);
    expect(Object.keys(shown.preview).length).toBeGreaterThan(0);
    expect(hidden.preview).toEqual({});
    expect(hidden.errors).toEqual(shown.errors);
  });

  it('names the row, column and rule of a header problem', async () => {
    const file = xlsx([['Enrollment No.', 'Student Name', 'Centre', 'Class', 'Batch', 'Email', 'Telephone'], ['1', 'A', delhi.name, '11th', '', '', '']]);
    const res = await upload(s.app, { path: 'students', entity: 'crp', file, token: org, dryRun: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Sheet "Sheet1": Row 1: Column "Telephone" is not part of the Student create sheet; Column "Mobile" is missing/);
  });
});
