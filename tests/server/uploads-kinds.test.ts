// Every kind's uploads against the database: faculty, non-faculty, batches, course-program mappings, test
// accounts and NCRP students, each with the checks only the database can make.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_OPTIONS } from '../../schemas/core/fields.js';
import { engines, login, type TestServer } from './harness.js';
import { centreByCode, closeUploadSuite, count, keyed, openUploadSuite, STUDENT_HEADER_MULTI, studentRows, upload, type UploadSuite, waitForJob, xlsx } from './uploadsKit.js';
import { undoKit } from './undoKit.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.each(engines)('uploads of every kind on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let delhi: { id: number; name: string };
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await s.database.db.execute(query));
  let suite: UploadSuite | undefined;
  beforeAll(async () => { suite = await openUploadSuite(engine, { pollMs: 50 }); ({ s, token, delhi } = suite); }, 300_000);
  afterAll(() => closeUploadSuite(suite));

  const preview = async (path: string, entity: string, rows: unknown[][], fields: Record<string, string> = {}) => {
    const res = await upload(s.app, { path, entity, file: xlsx(rows as never), token, dryRun: true, fields });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return keyed(res.json().data);
  };
  const rules = (p: { rows: { errors: { rule: string }[] }[] }) => p.rows.map((r) => r.errors.map((e) => e.rule));

  it('creates faculty, checking roles, subjects and codes already taken', async () => {
    const single = { centre: String(delhi.id) };
    const header = ['Employee Code', 'Faculty Name', 'Role', 'Subjects', 'Email', 'Mobile'];
    const p = await preview('teachers', 'teacher', [header,
      ['EMP9001', 'Priya Iyer', 'Senior Faculty', 'Physics, Chemistry', 'priya@example.com', '9876543210'],
      ['EMP9002', 'Ravi Rao', 'Centre Manager', 'Physics', '', '9876543211'],
      ['EMP9003', 'Asha Sen', 'Faculty', 'Astrology', '', '9876543212'],
      ['EMPDEL1001', 'Om Das', 'Faculty', 'Physics', '', '9876543213']], single);
    expect(rules(p)).toEqual([[], ['unknown-role'], ['unknown-subject'], ['taken']]);
    expect(p.rows[0].values).toMatchObject({ subjects: 'Physics, Chemistry', newCentre: delhi.name });
    const res = await upload(s.app, { path: 'teachers', entity: 'teacher', file: xlsx([header, ['EMP9001', 'Priya Iyer', 'Senior Faculty', 'Physics, Chemistry', '', '9876543210']]), token, fields: single });
    expect((await waitForJob(s.app, token, res.json().data.id)).status).toBe('successful');
    const [t] = await q<{ staff_kind: string; n: number }>(sql`select staff_kind, cardinality(subject_ids) as n from teachers where employee_code = 'EMP9001'`);
    expect(t).toEqual({ staff_kind: 'teacher', n: 2 });
  });

  it('creates non-faculty through the teachers path with their own roles', async () => {
    const header = ['Employee Code', 'Name', 'Centre', 'Role', 'Email', 'Mobile'];
    const p = await preview('teachers', 'non-faculty', [header, ['NF001', 'Rohit Verma', delhi.name, 'Centre Manager', '', '9876543210'], ['NF002', 'Anu Jain', delhi.name, 'Senior Faculty', '', '9876543211']]);
    expect(rules(p)).toEqual([[], ['unknown-role']]);
    expect(p.rows[0].values.mobile).toBe('******3210');
  });

  it('creates non-faculty on the generic planner: roles of their kind, codes unique across all staff, stored as non-faculty', async () => {
    const header = ['Employee Code', 'Name', 'Centre', 'Role', 'Email', 'Mobile'];
    const p = await preview('teachers', 'non-faculty', [header,
      ['NF101', 'Meera Nair', delhi.name, 'Centre Manager', 'meera@example.com', '9876500001'],
      ['EMPDEL1001', 'Om Das', delhi.name, 'Centre Manager', '', '9876500002'],
      ['NF102', 'Anu Jain', delhi.name, 'Astronaut', '', '9876500003']]);
    expect(rules(p)).toEqual([[], ['taken'], ['unknown-role']]);
    expect(p.rows[0].values).toMatchObject({ sNo: '1', employeeCode: 'NF101', centre: delhi.name, role: 'Centre Manager', emailId: expect.stringMatching(/^me\*+@example\.com$/) });
    // A faculty member holds EMPDEL1001: the code is taken whatever the kind.
    expect(p.rows[1].errors[0].message).toBe('Row 3, Employee Code: Employee Code EMPDEL1001 is already taken');
    expect(p.rows[2].errors[0].message).toMatch(/^Row 4, Role: "Astronaut" is not a non-faculty role; use one of: .*Centre Manager/);
    const res = await upload(s.app, { path: 'teachers', entity: 'non-faculty', file: xlsx([header, ['NF101', 'Meera Nair', delhi.name, 'Centre Manager', 'meera@example.com', '9876500001']]), token });
    expect((await waitForJob(s.app, token, res.json().data.id)).status).toBe('successful');
    const [t] = await q<{ staff_kind: string; centre_id: number; email_id: string; role: string }>(sql`
      select t.staff_kind, t.centre_id, t.email_id, r.name as role from teachers t join staff_roles r on r.id = t.role_id where t.employee_code = 'NF101'`);
    expect(t).toEqual({ staff_kind: 'non-faculty', centre_id: delhi.id, email_id: 'meera@example.com', role: 'Centre Manager' });
  });

  it('associates faculty with batches and shows what is added, retained and deleted', async () => {
    const [t] = await q<{ code: string; batch_ids: number[] }>(sql`select employee_code as code, batch_ids from teachers where centre_id = ${delhi.id} and staff_kind = 'teacher' and status = 'active' and cardinality(batch_ids) > 0 order by id limit 1`);
    const current = await q<{ batch_code: string }>(sql`select batch_code from batches where id = any(${sql.param(t.batch_ids)}::int[]) order by id`);
    const [other] = await q<{ batch_code: string }>(sql`select batch_code from batches where centre_id = ${delhi.id} and status = 'active' and not (id = any(${sql.param(t.batch_ids)}::int[])) limit 1`);
    const keep = current[0].batch_code;
    const p = await preview('teachers/batch-association', 'teacher', [['Centre', 'Employee Code', 'New Batches'], [delhi.name, t.code, `${keep}, ${other.batch_code}`]]);
    expect(p.rows[0].change).toBe('change');
    expect(p.rows[0].batches).toEqual({ added: [other.batch_code], retained: [keep], deleted: current.slice(1).map((b) => b.batch_code) });
  });

  it('creates batches, refusing a code the centre has and a programme of another class', async () => {
    const [b] = await q<{ batch_code: string; class: string; program_name: string }>(sql`
      select b.batch_code, b.class, m.program_name from batches b join course_program_mappings m on m.id = b.course_program_id
      where b.centre_id = ${delhi.id} and m.status = 'active' limit 1`);
    const otherClass = b.class === '11th' ? '8th' : '11th';
    const header = ['Batch', 'Class', 'Program Name', 'Start Date', 'End Date'];
    const p = await preview('batches', 'batch', [header,
      ['NEW-B-1', b.class, b.program_name, '2026-04-01', '2027-03-31'],
      [b.batch_code, b.class, b.program_name, '2026-04-01', '2027-03-31'],
      ['NEW-B-2', otherClass, b.program_name, '2026-04-01', '2027-03-31'],
      ['NEW-B-3', b.class, b.program_name, '2027-04-01', '2026-03-31']], { centre: String(delhi.id) });
    const found = rules(p);
    expect(found[0]).toEqual([]);
    expect(found[1]).toEqual(['taken']);
    expect(['program-class', 'unknown-program']).toContain(found[2][0]);
    expect(found[3]).toEqual(['end-before-start']);
    expect(p.rows[1].errors[0].message).toBe(`Row 3, Batch: a Batch with this Centre and Batch already exists`);
    // Submitted: the batch is stored with the programme of its own class (a name may be offered for several classes).
    const res = await upload(s.app, { path: 'batches', entity: 'batch', file: xlsx([header, ['NEW-B-1', b.class, b.program_name, '2026-04-01', '2027-03-31']]), token, fields: { centre: String(delhi.id) } });
    expect((await waitForJob(s.app, token, res.json().data.id)).status).toBe('successful');
    const [made] = await q<{ centre_id: number; class: string; program_class: string; status: string; start_date: string }>(sql`
      select b.centre_id, b.class, m.class as program_class, b.status, b.start_date::text as start_date
      from batches b join course_program_mappings m on m.id = b.course_program_id where b.batch_code = 'NEW-B-1'`);
    expect(made).toEqual({ centre_id: delhi.id, class: b.class, program_class: b.class, status: 'active', start_date: '2026-04-01' });
  });

  it('names the classes a programme is offered for when a batch asks for another', async () => {
    const [m] = await q<{ program_name: string; classes: string[] }>(sql`
      select program_name, array_agg(class order by id) as classes from course_program_mappings
      group by program_name having count(*) < ${CLASS_OPTIONS.length} order by program_name limit 1`);
    const other = CLASS_OPTIONS.find((c) => !m.classes.includes(c))!;
    const p = await preview('batches', 'batch', [['Batch', 'Class', 'Program Name', 'Start Date', 'End Date'],
      ['NEW-B-9', other, m.program_name.toUpperCase(), '2026-04-01', '2027-03-31']], { centre: String(delhi.id) });
    expect(p.rows[0].errors.map((e: { rule: string; message: string }) => [e.rule, e.message])).toEqual([['program-class',
      `Row 2, Program Name: "${m.program_name}" is not offered for class ${other} (it is for ${m.classes.join(', ')})`]]);
  });

  it('creates course-program mappings with unused SKU codes', async () => {
    const [m] = await q<{ sku: string }>(sql`select sku from course_program_mappings limit 1`);
    const header = ['Class', 'Program Name', 'SKU Code', 'Description'];
    const p = await preview('course-program-mapping', 'course-program', [header, ['9th', 'Robotics Club', 'ROBO-9', 'After-school robotics'], ['9th', 'Robotics Club', m.sku.toLowerCase(), '']]);
    expect(rules(p)).toEqual([[], ['taken']]);
    const res = await upload(s.app, { path: 'course-program-mapping', entity: 'course-program', file: xlsx([header, ['9th', 'Robotics Club', 'ROBO-9', 'After-school robotics']]), token });
    expect((await waitForJob(s.app, token, res.json().data.id)).status).toBe('successful');
    expect(await count(s.database, sql`select count(*)::int as n from course_program_mappings where sku = 'ROBO-9'`)).toBe(1);
  });

  it('lets only organisation-wide admins upload course-program mappings, which all centres share', async () => {
    const centreToken = (await login(s.app, 'centreadmin')).token!;
    const header = ['Class', 'Program Name', 'SKU Code', 'Description'];
    for (const dryRun of [true, false]) {
      const res = await upload(s.app, { path: 'course-program-mapping', entity: 'course-program', file: xlsx([header, ['9th', 'Chess Club', 'CHESS-9', '']]), token: centreToken, dryRun });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Course Program Mapping records are shared by all centres: only an organisation-wide admin can upload them.');
    }
    expect(await count(s.database, sql`select count(*)::int as n from course_program_mappings where sku = 'CHESS-9'`)).toBe(0);
  });

  it('uploads test accounts in multi-centre mode with a batch on every row', async () => {
    const [b] = await q<{ batch_code: string; class: string }>(sql`select batch_code, class from batches where centre_id = ${delhi.id} and status = 'active' limit 1`);
    const header = ['Centre', 'Enrollment No.', 'Student Name', 'Class', 'Batch', 'Email', 'Mobile'];
    const p = await preview('students', 'crp-test', [header, [delhi.name, 'T0001', 'Test One', b.class, b.batch_code, '', ''], [delhi.name, 'T0002', 'Test Two', b.class, '', '', '']], { centre: String(delhi.id) });
    expect(p.multiCentre).toBe(true);
    expect(rules(p)).toEqual([[], ['required']]);
  });

  it('keeps NCRP students to NCRP centres', async () => {
    const p = await preview('students', 'ncrp', [['Enrollment No.', 'Student Name', 'Centre', 'Class', 'Batch', 'Email', 'Mobile'],
      ['N0001', 'Kiara Bose', 'Jaipur (NCRP)', '11th', '', '', '9876543210'], ['N0002', 'Tara Ghosh', delhi.name, '11th', '', '', '9876543211']]);
    expect(rules(p)).toEqual([[], ['centre-kind']]);
    expect(p.rows[1].errors[0].message).toBe(`Row 3, Centre: "${delhi.name}" is not a centre for NCRP Students`);
  });

  // Undo (issue 26 item 5).
  const undo = undoKit(() => s.app, () => token);
  const students = (prefix: string) => q<{ enrolment_no: string; name: string; centre_id: number; batch_id: number | null; status: string }>(sql`
    select enrolment_no, name, centre_id, batch_id, status from students where enrolment_no like ${`${prefix}%`} order by enrolment_no`);

  it('undoes a student create: rows removed, a row changed since left alone and named; an undo twice, or of an undo, refused', async () => {
    const job = await undo.applied('students', 'crp', [STUDENT_HEADER_MULTI, ...studentRows('91', 4, delhi.name)]);
    expect((await undo.historyRow(job.id)).undoable).toBe(true);
    await s.database.db.execute(sql`update students set name = 'Changed Since', updated_at = now() where enrolment_no = '91000002'`);
    const previewRes = await undo.preview(job.id);
    expect(previewRes.statusCode, previewRes.body).toBe(200);
    const preview = previewRes.json().data;
    expect(preview).toMatchObject({ counts: { created: 4, remove: 3, deactivate: 0, setBack: 0, leftAlone: 1 }, leftAlone: [{ label: '91000002', why: 'changed' }], refusal: null });
    const done = await undo.undone(job.id);
    expect(done).toMatchObject({ status: 'successful', operation: 'undo', operationLabel: 'Undo', undoes: job.id, processedRows: 3 });
    expect(await students('91')).toEqual([expect.objectContaining({ enrolment_no: '91000002', name: 'Changed Since' })]);
    const [audit] = await q<{ details: Record<string, number> }>(sql`select details from audit_log where action = 'upload-undo' and details->>'jobId' = ${String(job.id)}`);
    expect(audit.details).toMatchObject({ removed: 3, deactivated: 0, leftAlone: 1, undoJobId: done.id });
    expect(await undo.historyRow(job.id)).toMatchObject({ undoneBy: done.id, undoable: false });
    const twice = await undo.submit(job.id);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This upload has already been undone.']);
    expect((await undo.submit(done.id)).json().message).toBe('An undo cannot itself be undone.');
  });

  it('undoes a batch create, deactivating with the reason the batch a student refers to; a set-back to a removed batch is refused, naming both', async () => {
    const [b] = await q<{ class: string; program_name: string }>(sql`
      select b.class, m.program_name from batches b join course_program_mappings m on m.id = b.course_program_id
      where b.centre_id = ${delhi.id} and m.status = 'active' limit 1`);
    const batchJob = await undo.applied('batches', 'batch', [['Batch', 'Class', 'Program Name', 'Start Date', 'End Date'],
      ['UNDO-B-1', b.class, b.program_name, '2026-04-01', '2027-03-31'], ['UNDO-B-2', b.class, b.program_name, '2026-04-01', '2027-03-31']], { centre: String(delhi.id) });
    await undo.applied('students', 'crp', [STUDENT_HEADER_MULTI, ['92000001', 'Asha Rao', delhi.name, b.class, 'UNDO-B-1', '', '9876500001']]);
    const moved = await undo.applied('students/batch-association', 'crp', [['Centre', 'Enrollment No.', 'New Batch'], [delhi.name, '92000001', 'UNDO-B-2']]);
    expect((await undo.preview(batchJob.id)).json().data.counts).toMatchObject({ created: 2, remove: 1, deactivate: 1, leftAlone: 0 });
    await undo.undone(batchJob.id);
    const left = await q<{ id: number; batch_code: string; status: string }>(sql`select id, batch_code, status from batches where batch_code like 'UNDO-B-%'`);
    expect(left).toEqual([expect.objectContaining({ batch_code: 'UNDO-B-2', status: 'deactivated' })]);
    const [audit] = await q<{ entity: string; entity_ids: number[] }>(sql`select entity, entity_ids from audit_log where action = 'deactivate' and details->>'reason' = 'Upload undone' order by id desc limit 1`);
    expect(audit).toEqual({ entity: 'batch', entity_ids: [left[0].id] });
    // The association set back would point the student at UNDO-B-1, removed by the undo above.
    const message = /^Nothing was undone: setting these back would break a reference\. Student 92000001: its Batch \(id \d+\) no longer exists\.$/;
    expect((await undo.preview(moved.id)).json().data.refusal).toMatch(message);
    const refused = await undo.submit(moved.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(message);
    expect((await students('92'))[0].batch_id).toBe(left[0].id);
  });

  it('sets a centre transfer back, each student as it was, and refuses an undo outside the window', async () => {
    const [b] = await q<{ batch_code: string; class: string }>(sql`select batch_code, class from batches where centre_id = ${delhi.id} and status = 'active' order by id limit 1`);
    // Two students of one batch and one without a batch: the transfer records two befores, one of them for two.
    const created = await undo.applied('students', 'crp', [STUDENT_HEADER_MULTI,
      ...[1, 2, 3].map((i) => [`9300000${i}`, 'Ira Sen', delhi.name, b.class, i === 3 ? '' : b.batch_code, '', `987650000${i}`])]);
    const before = await students('93');
    expect(before.map((r) => r.status)).toEqual(['active', 'active', 'unassociated']);
    const mumbai = await centreByCode(s.database, 'MUM-AN');
    const transfer = await undo.applied('students/centre-transfer', 'crp', [['Enrollment No.', 'New Centre', 'New Batch'],
      ...[1, 2, 3].map((i) => [`9300000${i}`, mumbai.name, ''])]);
    expect((await students('93')).map((r) => [r.centre_id, r.batch_id, r.status])).toEqual([1, 2, 3].map(() => [mumbai.id, null, 'unassociated']));
    const sets = await q<{ n: number; batch: string | null }>(sql`select cardinality(record_ids) as n, before->>'batch_id' as batch
      from upload_job_change_sets where job_id = ${transfer.id} and befores is null order by n`);
    expect(sets).toEqual([{ n: 1, batch: null }, { n: 2, batch: String(before[0].batch_id) }]);
    expect((await undo.preview(transfer.id)).json().data.counts).toMatchObject({ changed: 3, setBack: 3, leftAlone: 0 });
    expect((await undo.undone(transfer.id)).status).toBe('successful');
    expect(await students('93')).toEqual(before);
    await s.database.db.execute(sql`update upload_jobs set finished_at = now() - interval '25 hours' where id = ${created.id}`);
    const late = await undo.preview(created.id);
    expect([late.statusCode, late.json().message]).toEqual([422, 'This upload can no longer be undone: uploads can be undone within 24 hours of finishing.']);
    expect((await undo.historyRow(created.id)).undoable).toBe(false);
  });
});
