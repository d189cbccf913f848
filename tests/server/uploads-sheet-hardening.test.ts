// Issue 13, sheet reading on the real server: the first visible sheet is read, every sheet-level message names the
// sheet, data rows below the rows read are refused (never dropped), and headers carrying zero-width characters or odd
// spaces are matched, or named with those characters shown.
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestServer } from './harness.js';
import { type Cells, closeUploadSuite, openUploadSuite, STUDENT_HEADER_MULTI, upload, type UploadSuite, xlsx } from './uploadsKit.js';
import { handmade, inlineRow, rows as sheetData } from './handmadeXlsx.js';
import { READ_ROWS } from '../../server/uploads/readSheet.js';

const xmlText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function excelJsBook(sheets: { name: string; state?: 'hidden' | 'veryHidden'; rows: Cells[] }[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name, s.state ? { state: s.state } : {});
    for (const r of s.rows) ws.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.each(engines)('sheet reading hardening on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let delhi: { id: number; name: string };
  let suite: UploadSuite | undefined;
  beforeAll(async () => { suite = await openUploadSuite(engine); ({ s, token, delhi } = suite); }, 300_000);
  afterAll(() => closeUploadSuite(suite));

  const preview = (file: Buffer, fileName = 'students.xlsx') => upload(s.app, { path: 'students', entity: 'crp', file, fileName, token, dryRun: true });
  const row = (no: string, name = 'Aarav Sharma'): Cells => [no, name, delhi.name, '11th', '', '', 9876543210];
  const lookup = (): Cells[] => [['Centre', 'Code'], [delhi.name, 'DEL-SD']];

  it('reads the first visible sheet when hidden and very hidden sheets come first (.xlsx, fast reader)', async () => {
    const file = await excelJsBook([
      { name: 'Centre List', state: 'veryHidden', rows: lookup() },
      { name: 'Old', state: 'hidden', rows: [['Junk'], ['x']] },
      { name: 'Students', rows: [STUDENT_HEADER_MULTI, row('0013001'), row('0013002')] },
    ]);
    const res = await preview(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts).toMatchObject({ rows: 2, valid: 2 });
  });

  it('reads the first visible sheet of an .xls workbook and of a workbook SheetJS reads (formulas)', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(lookup()), 'Centre List');
    const students = XLSX.utils.aoa_to_sheet([STUDENT_HEADER_MULTI, row('0013003'), row('0013004')]);
    XLSX.utils.book_append_sheet(wb, students, 'Students');
    wb.Workbook = { Sheets: [{ Hidden: 1 }, { Hidden: 0 }] };
    const xls = await preview(XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer, 'students.xls');
    expect([xls.statusCode, xls.json().data?.counts?.valid]).toEqual([200, 2]);
    students.B3 = { t: 's', v: 'Diya Patel', f: 'CONCATENATE("Diya"," Patel")' };
    const formulas = await preview(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect([formulas.statusCode, formulas.json().data?.counts?.valid]).toEqual([200, 2]);
  });

  it('refuses a workbook whose every sheet is hidden', async () => {
    const file = await excelJsBook([{ name: 'Students', state: 'hidden', rows: [STUDENT_HEADER_MULTI, row('0013005')] }, { name: 'B', state: 'veryHidden', rows: lookup() }]);
    const res = await preview(file);
    expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(/^Every sheet of the workbook is hidden/)]);
  });

  it('names the sheet in header problems, with invisible characters shown', async () => {
    const file = await excelJsBook([{ name: 'Students', rows: [[...STUDENT_HEADER_MULTI, 'Tele\u200Bphone'], [...row('0013006'), '1']] }]);
    const res = await preview(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Sheet "Students": Row 1: Column "Tele\[zero-width space\]phone" is not part of the Student create sheet\./);
    expect(res.json().data).toMatchObject({ sheet: 'Students', headerErrors: [{ rule: 'unknown-column' }] });
  });

  it('names values in columns past the last header rather than dropping them', async () => {
    const res = await preview(xlsx([STUDENT_HEADER_MULTI, row('0013007'), [...row('0013008'), 'stray']]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Sheet "Sheet1": Row 1: Column H has values but no header\./);
  });

  it('matches headers carrying zero-width characters, no-break spaces, tabs and line breaks', async () => {
    const odd = ['\uFEFFEnrollment\u00A0No.', 'Student\u200B Name', 'Centre\u2060', 'Class\t', 'Batch\u202F', 'E\u200Dmail', 'Mobile\n'];
    const res = await preview(xlsx([odd, row('0013009')]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts).toMatchObject({ rows: 1, valid: 1 });
  });

  describe('data rows below the rows read', () => {
    const top = () => [STUDENT_HEADER_MULTI, row('0013010'), row('0013011')].map((r, i) => inlineRow(i + 1, r.map((v) => (typeof v === 'string' ? xmlText(v) : v))));
    const far = (r: number, no: string) => inlineRow(r, row(no).map((v) => (typeof v === 'string' ? xmlText(v) : v)));

    it('refuses a row of data far below the rest, naming the sheet, the row and the limit', async () => {
      const res = await preview(handmade({ sheets: [{ name: 'Students', xml: sheetData(...top(), far(READ_ROWS + 10, '0013012')) }] }));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Sheet "Students": 1 row below row 100,101 holds data, down to row 100,111, but a sheet is read only down to row 100,101 '
        + '(at most 100,000 data rows below the header). Delete the blank rows above them, or split the file.');
      expect(res.json().data).toMatchObject({ sheet: 'Students', rule: 'rows-beyond', lastRow: READ_ROWS + 10 });
    });

    it('refuses them when the declared range is stale, and when SheetJS reads the file', async () => {
      const stale = handmade({ sheets: [{ name: 'S', xml: `<dimension ref="A1:G3"/>${sheetData(...top(), far(READ_ROWS + 1, '0013013'), far(READ_ROWS + 2, '0013014'))}` }] });
      expect((await preview(stale)).json().message).toMatch(/^Sheet "S": 2 rows below row 100,101 hold data, down to row 100,103,/);
      const formula = '<row r="4"><c r="A4" t="str"><f>"00130"&amp;"15"</f><v>0013015</v></c></row>';
      const slow = handmade({ sheets: [{ name: 'F', xml: sheetData(...top(), formula, far(READ_ROWS + 3, '0013016')) }] });
      expect((await preview(slow)).json().message).toMatch(/^Sheet "F": 1 row below row 100,101 holds data, down to row 100,104,/);
    });

    it('still reads a sheet whose rows below the limit hold only formatting', async () => {
      const formatted = `<row r="${READ_ROWS + 5}"><c r="A${READ_ROWS + 5}" s="1"/></row>`;
      const res = await preview(handmade({ sheets: [{ name: 'S', xml: `<dimension ref="A1:G${READ_ROWS + 5}"/>${sheetData(...top(), formatted)}` }] }));
      expect([res.statusCode, res.json().data?.counts?.rows]).toEqual([200, 2]);
    });
  });
});
