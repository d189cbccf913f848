// Column mapping and fixing cells in the preview (issue 26): a sheet with other headers answers a proposed mapping; sent again with the confirmed
// mapping it previews and runs as a job; the mapping is remembered for the organisation and proposed first. The other
// files a sheet may come in (.csv, .ods) read like a workbook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './harness.js';
import { closeUploadSuite, count, ods, openUploadSuite, readXlsx, resultFile, STUDENT_HEADER_MULTI, upload, waitForJob, xlsx, type UploadSuite } from './uploadsKit.js';
import { sql } from 'drizzle-orm';
import { dropEditSessions } from '../../server/uploads/previewEdits.js';

interface Proposal { headers: string[]; columns: { column: string; required: boolean; header: string | null; how: string | null }[] }

describe.each(engines)('upload column mapping on %s', (engine) => {
  let suite: UploadSuite;
  beforeAll(async () => { suite = await openUploadSuite(engine, { pollMs: 20 }); }, 300_000);
  afterAll(async () => { await closeUploadSuite(suite); });

  const renamed = (prefix: string) => xlsx([
    ['Roll No', 'Full Name', 'Center', 'Std', 'Batch', 'E-mail', 'Phone Nmber', 'Remarks'],
    [`${prefix}01`, 'Aarav Sharma', suite.delhi.name, '11th', '', '', 9876543210, 'new'],
    [`${prefix}02`, 'Diya Patel', suite.delhi.name, '11th', '', 'diya@example.com', 9876543211, ''],
  ]);
  const post = (file: Buffer, fields: Record<string, string> = {}, dryRun = true, headers?: Record<string, string>) =>
    upload(suite.s.app, { path: 'students', entity: 'crp', file, token: suite.token, dryRun, fields: { multiCentre: 'true', ...fields }, headers });

  it('proposes a mapping for renamed headers, previews and runs with the confirmed one, and remembers it', async () => {
    const first = await post(renamed('0091'));
    expect(first.statusCode).toBe(422);
    const proposal = first.json().data.mapping as Proposal;
    const by = Object.fromEntries(proposal.columns.map((c) => [c.column, c]));
    expect(by['Enrollment No.']).toMatchObject({ header: 'Roll No', how: 'alias', required: true });
    expect(by['Student Name']).toMatchObject({ header: 'Full Name', how: 'alias' });
    expect(by.Centre).toMatchObject({ header: 'Center', how: 'alias' });
    expect(by.Class).toMatchObject({ header: 'Std', how: 'alias' });
    expect(by.Batch).toMatchObject({ header: 'Batch', how: 'exact' });
    expect(by.Email).toMatchObject({ header: 'E-mail', how: 'close' });
    expect(by.Mobile).toMatchObject({ header: 'Phone Nmber', how: 'close' });
    expect(proposal.headers).toContain('Remarks');

    const pairs = proposal.columns.filter((c) => c.header !== null).map((c) => ({ column: c.column, header: c.header! }));
    const preview = await post(renamed('0091'), { mapping: JSON.stringify(pairs) });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.counts).toMatchObject({ rows: 2, valid: 2, withErrors: 0, created: 2 });

    const submitted = await post(renamed('0091'), { mapping: JSON.stringify(pairs) }, false, { 'idempotency-key': `map-${engine}` });
    expect(submitted.statusCode).toBe(202);
    const job = await waitForJob(suite.s.app, suite.token, submitted.json().data.id);
    expect(job.status).toBe('successful');
    expect(await count(suite.s.database, sql`select count(*) as n from students where enrolment_no in ('009101', '009102')`)).toBe(2);

    // Next time the confirmed mapping is proposed first, even for a header no alias or spelling would find.
    const custom = pairs.map((p) => (p.column === 'Student Name' ? { ...p, header: 'Remarks' } : p));
    expect((await post(renamed('0092'), { mapping: JSON.stringify(custom) })).statusCode).toBe(200);
    const again = (await post(renamed('0093'))).json().data.mapping as Proposal;
    expect(again.columns.find((c) => c.column === 'Student Name')).toMatchObject({ header: 'Remarks', how: 'remembered' });
  });

  it('names a required column left unmapped and refuses two headers mapped to one column', async () => {
    const missing = await post(renamed('0094'), { mapping: JSON.stringify([{ column: 'Enrollment No.', header: 'Roll No' }]) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain('Column "Student Name" is required; map a column of the sheet to it');
    const twice = await post(renamed('0094'), {
      mapping: JSON.stringify([{ column: 'Mobile', header: 'Phone Nmber' }, { column: 'Mobile', header: 'Remarks' }]),
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toContain('Columns "Phone Nmber" and "Remarks" are both mapped to "Mobile"; map one column to it');
    expect(twice.json().data.headerErrors.map((e: { rule: string }) => e.rule)).toContain('duplicate-mapping');
    expect((await post(renamed('0094'), { mapping: '{oops' })).json().message).toBe('The column mapping is not valid JSON');
  });

  it('reads a .csv like a workbook: encoding and delimiter found, previewed and run as a job', async () => {
    const lines = (prefix: string, sep: string) => [
      ['Enrollment No.', 'Student Name', 'Centre', 'Class', 'Batch', 'Email', 'Mobile'].join(sep),
      [`${prefix}01`, 'Zoë Müller', suite.delhi.name, '11th', '', '', '9876543210'].join(sep),
      [`"${prefix}02"`, '"Kabir Rao"', `"${suite.delhi.name}"`, '11th', '', '"kabir.rao@example.com"', '+919876543211'].join(sep),
    ].join('\r\n');
    const cp1252 = Buffer.from(lines('0095', ';'), 'latin1');
    const csv = (file: Buffer, dryRun = true, headers?: Record<string, string>) => upload(suite.s.app, {
      path: 'students', entity: 'crp', file, fileName: 'students.csv', token: suite.token, dryRun, fields: { multiCentre: 'true' }, headers,
    });
    const preview = await csv(cp1252);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.counts).toMatchObject({ rows: 2, valid: 2, created: 2 });
    const names = data.rows.map((r: { values: string[] }) => r.values[data.columns.findIndex((c: { key: string }) => c.key === 'name')]);
    expect(names).toEqual(['Zoë Müller', 'Kabir Rao']);
    const submitted = await csv(cp1252, false, { 'idempotency-key': `csv-${engine}` });
    expect((await waitForJob(suite.s.app, suite.token, submitted.json().data.id)).status).toBe('successful');
    expect(await count(suite.s.database, sql`select count(*) as n from students where enrolment_no in ('009501', '009502')`)).toBe(2);
    // The result file is a workbook named after the .csv, its cells the text of the file.
    const result = await resultFile(suite.s.app, suite.token, submitted.json().data.id);
    expect(result.res.headers['content-disposition']).toContain('students_result.xlsx');
    expect(result.rows[2]?.slice(0, 2)).toEqual(['009502', 'Kabir Rao']);

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines('0096', '\t'), 'utf16le')]);
    expect((await csv(utf16)).json().data.counts).toMatchObject({ rows: 2, valid: 2 });
    const headerOnly = await csv(Buffer.from(lines('0097', ',').split('\r\n')[0]));
    expect([headerOnly.statusCode, headerOnly.json().message]).toEqual([422, 'The sheet has a header row but no data rows.']);
  });

  it('reads an .ods like an .xlsx: the same preview, run as a job; a bad .ods refused as a bad .xlsx is', async () => {
    const rows = (prefix: string) => [
      STUDENT_HEADER_MULTI,
      [`${prefix}01`, 'Zoë Müller', suite.delhi.name, '11th', '', 'zoe@example.com', 9876543210],
      [`${prefix}02`, 'Kabir Rao', suite.delhi.name, '11th', '', '', '98765'],
    ];
    const send = (file: Buffer, fileName: string, dryRun = true, headers?: Record<string, string>) => upload(suite.s.app, {
      path: 'students', entity: 'crp', file, fileName, token: suite.token, dryRun, fields: { multiCentre: 'true' }, headers,
    });
    const [fromXlsx, fromOds] = [await send(xlsx(rows('0098')), 'students.xlsx'), await send(ods(rows('0098')), 'students.ods')];
    expect([fromXlsx.statusCode, fromOds.statusCode]).toEqual([200, 200]);
    const { fileName, editKey, ...preview } = fromOds.json().data;
    expect(fileName).toBe('students.ods');
    expect(editKey).not.toBe(fromXlsx.json().data.editKey);
    expect(preview.counts).toMatchObject({ rows: 2, valid: 1, withErrors: 1 });
    expect(preview).toEqual({ ...fromXlsx.json().data, fileName: undefined, editKey: undefined });

    const valid = ods(rows('0099').slice(0, 2));
    const submitted = await send(valid, 'students.ods', false, { 'idempotency-key': `ods-${engine}` });
    expect((await waitForJob(suite.s.app, suite.token, submitted.json().data.id)).status).toBe('successful');
    expect(await count(suite.s.database, sql`select count(*) as n from students where enrolment_no = '009901'`)).toBe(1);
    expect((await resultFile(suite.s.app, suite.token, submitted.json().data.id)).res.headers['content-disposition']).toContain('students_result.xlsx');

    const text = Buffer.from('Enrollment No.,Student Name\n1,A\n');
    const [badXlsx, badOds] = [await send(text, 'students.xlsx'), await send(text, 'students.ods')];
    expect([badOds.statusCode, badOds.json().message]).toEqual([422, badXlsx.json().message.replace('.xlsx spreadsheet', '.ods spreadsheet')]);
    const cut = (file: Buffer) => file.subarray(0, file.length - 10);
    const [cutXlsx, cutOds] = [await send(cut(xlsx(rows('0098'))), 'students.xlsx'), await send(cut(valid), 'students.ods')];
    expect([cutOds.statusCode, cutOds.json().message]).toEqual([422, cutXlsx.json().message]);
  });

  it('fixes error cells in the preview: each edit checked again at once, the corrected rows applied, both files kept', async () => {
    const file = xlsx([
      STUDENT_HEADER_MULTI,
      ['008801', 'Aarav Sharma', suite.delhi.name, '11th', '', '', 9876543210],
      ['008802', 'Diya Patel', suite.delhi.name, '11th', '', '', '12345'],
      ['008803', 'Kabir Rao', suite.delhi.name, '11th', '', '', '999'],
      ['008804', 'Ira Nair', suite.delhi.name, '11th', '', '', 9876543213],
      ['008805', 'Om Sen', 'Atlantis', '11th', '', '', 9876543214],
    ]);
    const send = (dryRun: boolean, query?: Record<string, string>, headers?: Record<string, string>) => upload(suite.s.app, {
      path: 'students', entity: 'crp', file, fileName: 'fixes.xlsx', token: suite.token, dryRun, fields: { multiCentre: 'true' }, query, headers,
    });
    const preview = (await send(true)).json().data;
    expect(preview.counts).toMatchObject({ rows: 5, valid: 2, withErrors: 3 });
    const byRow = (rows: { row: number; errors: { rule: string; message: string }[] }[], row: number) => rows.find((r) => r.row === row)!;
    // A contact's text never leaves the server: its cell starts empty in the editor.
    expect(byRow(preview.rows, 3)).toMatchObject({ fix: { Mobile: '' } });
    expect(byRow(preview.rows, 2)).not.toHaveProperty('fix');
    // A row the database checks refused is fixed the same way.
    expect(byRow(preview.rows, 6)).toMatchObject({ fix: { Centre: 'Atlantis' } });
    const fix = (row: number, cells: Record<string, string>) => suite.s.app.inject({
      method: 'POST', url: `/api/auth/v4/glorifire-entities/upload-preview/${preview.editKey}/rows/${row}`, headers: { 'access-token': suite.token }, payload: { cells },
    });

    // Refused by the same rule, in the same words, as the uploaded '999' of row 4.
    const refused = await fix(3, { Mobile: '999' });
    expect([refused.statusCode, refused.json().message]).toEqual([422, byRow(preview.rows, 4).errors[0].message.replace('Row 4', 'Row 3')]);
    const fixed = (await fix(3, { Mobile: '9876512345' })).json().data;
    expect(fixed.rows).toEqual([expect.objectContaining({ row: 3, errors: [], change: 'create' })]);
    expect(fixed.counts).toMatchObject({ rows: 5, valid: 3, withErrors: 2, created: 3 });
    // Another server process (here: this one, its cache dropped) rebuilds the preview from the stored file and fixes.
    dropEditSessions();
    // A fix that repeats another row's enrolment number is flagged on both rows; fixed again, both are clean.
    const dup = (await fix(4, { 'Enrollment No.': '008801', Mobile: '9876512399' })).json().data;
    expect(dup.rows.map((r: { row: number; errors: { rule: string }[] }) => [r.row, r.errors.map((e) => e.rule)])).toEqual([[4, ['duplicate']], [2, ['duplicate']]]);
    expect(dup.rows[0].errors[0].message).toBe('Row 4, Enrollment No.: 008801 appears more than once in the file (rows 2, 4)');
    expect(dup.counts).toMatchObject({ valid: 2, withErrors: 3 });
    const clean = (await fix(4, { 'Enrollment No.': '008803' })).json().data;
    expect(clean.rows.map((r: { row: number; errors: unknown[] }) => [r.row, r.errors.length])).toEqual([[4, 0], [2, 0]]);
    expect(clean.counts).toMatchObject({ rows: 5, valid: 4, withErrors: 1 });
    const centre = (await fix(6, { Centre: suite.delhi.name })).json().data;
    expect(centre.rows).toEqual([expect.objectContaining({ row: 6, errors: [], change: 'create' })]);
    expect(centre.counts).toMatchObject({ rows: 5, valid: 5, withErrors: 0, created: 5 });

    // A key no longer kept is refused, not applied to the uncorrected file.
    const stale = await send(false, { preview: '00000000-0000-4000-8000-000000000000' }, { 'idempotency-key': `fix-stale-${engine}` });
    expect(stale.statusCode).toBe(409);
    const submitted = await send(false, { preview: preview.editKey }, { 'idempotency-key': `fix-${engine}` });
    expect(submitted.statusCode, submitted.body).toBe(202);
    const job = await waitForJob(suite.s.app, suite.token, submitted.json().data.id);
    expect(job).toMatchObject({ status: 'successful', processedRows: 5, fileName: 'fixes_corrected.xlsx', corrected: true });
    expect(await count(suite.s.database, sql`select count(*) as n from students where enrolment_no like '0088%'`)).toBe(5);
    const download = (which: string) => suite.s.app.inject({ method: 'GET', url: `/api/auth/v4/glorifire-entities/upload-history/${job.id}/file/${which}`, headers: { 'access-token': suite.token } });
    const original = await download('original');
    expect(original.headers['content-disposition']).toContain('fixes.xlsx');
    expect(Buffer.compare(original.rawPayload, file)).toBe(0);
    const corrected = readXlsx((await download('corrected')).rawPayload);
    expect(corrected[0]).toEqual(STUDENT_HEADER_MULTI);
    expect([corrected[2][6], corrected[3][0], corrected[3][6], corrected[5][2], corrected[1][6]]).toEqual(['9876512345', '008803', '9876512399', suite.delhi.name, 9876543210]);
  });
});
