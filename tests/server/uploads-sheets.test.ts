// Sheets as clerks really make them: empty, headerless, merged, formulas, dates as serial numbers, leading zeros,
// mobiles stored as numbers. Each gets the right value or a clear error naming the row, column and rule.
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from './harness.js';
import { centreByCode, keyed, STUDENT_HEADER_MULTI, upload, xls, xlsx } from './uploadsKit.js';

describe('sheet contents', () => {
  let s: TestServer;
  let token: string;
  let delhi: { id: number; name: string };
  beforeAll(async () => {
    s = await startTestServer('pglite');
    token = (await login(s.app, 'orgadmin')).token!;
    delhi = await centreByCode(s.database, 'DEL-SD');
  }, 300_000);
  afterAll(async () => { await s?.close(); });

  const preview = (file: Buffer, fileName = 'students.xlsx') => upload(s.app, { path: 'students', entity: 'crp', file, fileName, token, dryRun: true });
  const row = (no: string | number, name = 'Aarav Sharma') => [no, name, delhi.name, '11th', '', '', 9876543210];

  it('explains an empty sheet, a header without rows and a sheet without a header, naming the sheet', async () => {
    const empty = (await preview(xlsx([]))).json();
    expect(empty.message).toBe('Sheet "Sheet1": The sheet is empty: row 1 must name the columns and the rows below hold the data.');
    expect(empty.data).toMatchObject({ sheet: 'Sheet1' });
    expect((await preview(xlsx([STUDENT_HEADER_MULTI]))).json().message).toBe('Sheet "Sheet1": The sheet has a header row but no data rows.');
    const headerless = await preview(xlsx([row('0011001'), row('0011002')]));
    expect(headerless.statusCode).toBe(422);
    expect(headerless.json().message).toMatch(/^Sheet "Sheet1": Row 1: the sheet has no header row; this row must name the columns: Enrollment No., Student Name, Centre/);
  });

  it('reads a header that starts below blank rows', async () => {
    const res = await preview(xlsx([[], [], STUDENT_HEADER_MULTI, row('0011003')]));
    expect(res.json().data.rows[0]).toMatchObject({ row: 4, errors: [] });
  });

  it('refuses merged cells, naming the range', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, row('0011004'), row('0011005')], (ws) => { ws['!merges'] = [{ s: { r: 1, c: 1 }, e: { r: 2, c: 1 } }]; });
    const res = await preview(file);
    expect([res.statusCode, res.json().message]).toEqual([422, 'Sheet "Sheet1": Row 2, Student Name: cells B2:B3 are merged; unmerge them and type the value in every cell']);
  });

  it('takes the saved result of a formula, and names a formula without one', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, row('0011006'), row('0011007'), row('0011008')], (ws) => {
      ws.B2 = { t: 's', v: 'Diya Patel', f: 'CONCATENATE("Diya"," Patel")' };
      ws.B3 = { t: 's', f: 'B2' } as XLSX.CellObject;
      // A string formula with no saved value (t="str", empty <v>): it used to read as a blank name (issue 27).
      ws.B4 = { t: 's', f: 'B2&""', v: '' };
    });
    const rows = keyed((await preview(file)).json().data).rows;
    expect(rows[0]).toMatchObject({ errors: [], values: { name: 'Diya Patel' } });
    expect(rows[1].errors).toEqual([{ column: 'Student Name', rule: 'formula-without-value', message: 'Row 3, Student Name: is a formula with no saved result; type the value instead' }]);
    expect(rows[2].errors).toEqual([{ column: 'Student Name', rule: 'formula-without-value', message: 'Row 4, Student Name: is a formula with no saved result; type the value instead' }]);
  });

  it('keeps leading zeros the cell format shows and reads mobiles stored as numbers', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, row(12345), row('0012346')], (ws) => { ws.A2.z = '0000000'; });
    const rows = keyed((await preview(file)).json().data).rows;
    expect(rows.map((r: { values: { enrolmentNo: string } }) => r.values.enrolmentNo)).toEqual(['0012345', '0012346']);
    expect(rows[0].errors).toEqual([]);
  });

  it('reads dates stored as serial numbers', async () => {
    const { rows: programs } = await s.database.db.execute(sql`select program_name, class from course_program_mappings where status = 'active' order by id limit 1`) as unknown as { rows: { program_name: string; class: string }[] };
    const file = xlsx([['Batch', 'Class', 'Program Name', 'Start Date', 'End Date'], ['NEW-BATCH-1', programs[0].class, programs[0].program_name, 46113, '31/03/2027']]);
    const res = await upload(s.app, { path: 'batches', entity: 'batch', file, token, dryRun: true, fields: { centre: String(delhi.id) } });
    expect(keyed(res.json().data).rows[0]).toMatchObject({ errors: [], change: 'create', values: { startDate: '2026-04-01', endDate: '2027-03-31', centre: delhi.name } });
  });

  it('reads a number shown as a date as that date: a date field takes it, an enrolment number refuses it', async () => {
    // 46113 shown as 2026-04-01 (issue 27): the clerk sees a date, so the serial is never taken as an enrolment number.
    const file = xlsx([STUDENT_HEADER_MULTI, row(46113), row('0012347')], (ws) => { ws.A2.z = 'yyyy-mm-dd'; });
    const rows = keyed((await preview(file)).json().data).rows;
    expect(rows[0].errors.map((e: { column: string; rule: string; message: string }) => [e.column, e.rule, e.message])).toEqual([
      ['Enrollment No.', 'code-format', 'Row 2, Enrollment No.: must contain only letters and digits (no spaces or symbols)']]);
    expect(rows[1].errors).toEqual([]);
    const { rows: programs } = await s.database.db.execute(sql`select program_name, class from course_program_mappings where status = 'active' order by id limit 1`) as unknown as { rows: { program_name: string; class: string }[] };
    const dated = xlsx([['Batch', 'Class', 'Program Name', 'Start Date', 'End Date'], ['NEW-BATCH-2', programs[0].class, programs[0].program_name, 46113, 46477.75]],
      (ws) => { ws.D2.z = 'd-mmm-yy'; ws.E2.z = 'dd/mm/yyyy hh:mm'; });
    const res = await upload(s.app, { path: 'batches', entity: 'batch', file: dated, token, dryRun: true, fields: { centre: String(delhi.id) } });
    expect(keyed(res.json().data).rows[0]).toMatchObject({ errors: [], values: { startDate: '2026-04-01', endDate: '2027-03-31' } });
  });

  it('names the spreadsheet error a cell holds', async () => {
    const file = xlsx([STUDENT_HEADER_MULTI, row('0011008')], (ws) => { ws.B2 = { t: 'e', v: 0x17 }; });
    expect((await preview(file)).json().data.rows[0].errors[0].message).toBe('Row 2, Student Name: holds the spreadsheet error #REF!; type the value instead');
  });

  it('reads .xls files', async () => {
    const res = await preview(xls([STUDENT_HEADER_MULTI, row('0011009')]), 'students.xls');
    expect(res.json().data.counts).toMatchObject({ rows: 1, valid: 1 });
  });
});
