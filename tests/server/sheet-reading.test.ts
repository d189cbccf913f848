// Which sheet an upload reads and what it may leave unread, with both readers (the fast one and SheetJS): the first
// visible sheet, its name, and every data row below the read limit counted, whatever the sheet's declared range says.
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstWorksheet, readWithSheetJs } from '../../server/uploads/readWorkbook.js';
import { READ_ROWS, readSheetRows } from '../../server/uploads/readSheet.js';
import { UPLOAD_MESSAGES } from '../../server/uploads/limits.js';
import { unpackZip } from '../../server/uploads/zipVerify.js';
import { writeZip } from '../../server/uploads/zipWriter.js';
import { handmade, inlineRow, rows } from './handmadeXlsx.js';
import { both, expectFallback, expectSame } from './readerCompare.js';

function sheetJsBook(hidden: number[], bookType: 'xlsx' | 'xls' | 'ods' = 'xlsx'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Centre', 'Code'], ['Delhi South', 'DEL-SD']]), 'Centre List');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Old Name'], ['old']]), 'Old copy');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Enrollment No.', 'Name'], ['0012', 'Asha']]), 'Students');
  wb.Workbook = { Sheets: [0, 1, 2].map((i) => ({ Hidden: (hidden[i] ?? 0) as 0 | 1 | 2 })) };
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

const headerOf = (data: Buffer, ext: 'xlsx' | 'xls' | 'ods' = 'xlsx') => {
  const first = readFirstWorksheet(data, ext);
  return [first.name, readSheetRows(first.ws).headers[0]];
};

describe('the first visible sheet is read', () => {
  it('skips hidden and very hidden sheets written by SheetJS, with both readers', () => {
    expect(headerOf(sheetJsBook([1, 2]))).toEqual(['Students', 'Enrollment No.']);
    expect(headerOf(sheetJsBook([2, 0]))).toEqual(['Old copy', 'Old Name']);
    expect(headerOf(sheetJsBook([0, 1]))).toEqual(['Centre List', 'Centre']);
    for (const hidden of [[1, 2], [2, 0], [1, 1], [0, 1]]) expectSame(sheetJsBook(hidden));
    const slow = readWithSheetJs(sheetJsBook([1, 2]), null);
    expect([slow.name, readSheetRows(slow.ws).headers[0]]).toEqual(['Students', 'Enrollment No.']);
  });

  it('skips hidden sheets written by ExcelJS', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Lookup', { state: 'veryHidden' }).addRow(['secret']);
    wb.addWorksheet('Notes', { state: 'hidden' }).addRow(['notes']);
    wb.addWorksheet('Students & Staff').addRow(['Enrollment No.']);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    expect(headerOf(data)).toEqual(['Students & Staff', 'Enrollment No.']);
    expectSame(data);
  });

  it('skips a hidden first sheet of an .xls file', () => {
    expect(headerOf(sheetJsBook([1, 0]), 'xls')).toEqual(['Old copy', 'Old Name']);
  });

  it('skips a hidden first sheet when SheetJS reads the file (a formula sends it there)', () => {
    const data = handmade({
      sheets: [
        { name: 'Lists', state: 'hidden', xml: rows(inlineRow(1, ['hidden'])) },
        { name: 'Upload', xml: rows(inlineRow(1, ['Name', 'Double']), '<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c><c r="B2"><f>1+1</f><v>2</v></c></row>') },
      ],
    });
    expectFallback(data, /formula/);
    expect(headerOf(data)).toEqual(['Upload', 'Name']);
  });

  it('skips hidden sheets of an .ods (a table style with table:display="false", which SheetJS does not read)', () => {
    // SheetJS writes every sheet visible: the first two are hidden here as LibreOffice hides them.
    const hide = (data: Buffer, tables: number) => {
      const parts = unpackZip(data)!.parts;
      let content = parts.get('content.xml')!.toString('utf8').replace('</office:automatic-styles>',
        '<style:style style:name="taHidden" style:family="table"><style:table-properties table:display="false"/></style:style></office:automatic-styles>');
      for (let i = 0; i < tables; i++) content = content.replace(/<table:table table:name="([^"]*)" table:style-name="ta1"/, '<table:table table:name="$1" table:style-name="taHidden"');
      return writeZip([...parts].map(([name, part]) => ({ name, data: name === 'content.xml' ? Buffer.from(content) : part })));
    };
    const data = sheetJsBook([], 'ods');
    expect(headerOf(data, 'ods')).toEqual(['Centre List', 'Centre']);
    expect(headerOf(hide(data, 2), 'ods')).toEqual(['Students', 'Enrollment No.']);
    expect(() => readFirstWorksheet(hide(data, 3), 'ods')).toThrow(UPLOAD_MESSAGES.noVisibleSheet);
  });

  it('refuses a password-protected .ods (its manifest lists how the entries are encrypted)', () => {
    const parts = unpackZip(sheetJsBook([], 'ods'))!.parts;
    const manifest = parts.get('META-INF/manifest.xml')!.toString('utf8')
      .replace(/(<manifest:file-entry manifest:full-path="content.xml"[^>]*?)\/>/, '$1><manifest:encryption-data manifest:checksum-type="SHA1/1K"/></manifest:file-entry>');
    expect(manifest).toContain('encryption-data');
    const data = writeZip([...parts].map(([name, part]) => ({ name, data: name === 'META-INF/manifest.xml' ? Buffer.from(manifest) : part })));
    expect(() => readFirstWorksheet(data, 'ods')).toThrow(UPLOAD_MESSAGES.zipUnsupported);
  });

  it('refuses a workbook whose every sheet is hidden', () => {
    const data = handmade({ sheets: [{ name: 'A', state: 'hidden', xml: rows(inlineRow(1, ['a'])) }, { name: 'B', state: 'veryHidden', xml: rows(inlineRow(1, ['b'])) }] });
    expectFallback(data, /no visible sheet/);
    expect(() => readFirstWorksheet(data, 'xlsx')).toThrow(UPLOAD_MESSAGES.noVisibleSheet);
    expect(() => readFirstWorksheet(sheetJsBook([1, 1, 2]), 'xlsx')).toThrow(UPLOAD_MESSAGES.noVisibleSheet);
    expect(() => readFirstWorksheet(sheetJsBook([1, 1, 2], 'xls'), 'xls')).toThrow(UPLOAD_MESSAGES.noVisibleSheet);
  });
});

describe('data rows below the read limit are counted, never dropped', () => {
  const top = [inlineRow(1, ['Enrollment No.', 'Name']), inlineRow(2, ['0012', 'Asha']), inlineRow(3, ['0013', 'Ravi'])];

  it('counts a row of data far below the rest, with both readers', () => {
    const data = handmade({ sheet: rows(...top, inlineRow(READ_ROWS + 10, ['0014', 'Far'])) });
    expectSame(data);
    expect(both(data).fast!.beyond).toEqual({ rows: 1, lastRow: READ_ROWS + 10 });
    expect(readFirstWorksheet(data, 'xlsx').beyond).toEqual({ rows: 1, lastRow: READ_ROWS + 10 });
  });

  it('counts them when the declared range (<dimension>) is stale and smaller than the data', () => {
    const data = handmade({ sheet: `<dimension ref="A1:B3"/>${rows(...top, inlineRow(READ_ROWS + 1, [7]), inlineRow(READ_ROWS + 2, [null, 'x']))}` });
    expectSame(data);
    expect(both(data).fast!.beyond).toEqual({ rows: 2, lastRow: READ_ROWS + 2 });
  });

  it('reads every row past a stale declared range, up to the limit', () => {
    const data = handmade({ sheet: `<dimension ref="A1:B2"/>${rows(...top, inlineRow(500, ['0015', 'Low']))}` });
    expectSame(data);
    const sheet = readSheetRows(readFirstWorksheet(data, 'xlsx').ws);
    expect(sheet.rows.filter((r) => r.length > 0)).toEqual([['0012', 'Asha'], ['0013', 'Ravi'], ['0015', 'Low']]);
  });

  it('ignores rows below the limit that hold only formatting or empty values', () => {
    const empty = `<row r="${READ_ROWS + 1}" s="1"/><row r="${READ_ROWS + 2}"><c r="A${READ_ROWS + 2}" s="1"/><c r="B${READ_ROWS + 2}"><v></v></c><c r="C${READ_ROWS + 2}" t="inlineStr"><is><t/></is></c></row>`;
    const data = handmade({ sheet: `<dimension ref="A1:C${READ_ROWS + 2}"/>${rows(...top, empty)}` });
    expectSame(data);
    expect(both(data).fast!.beyond).toBeNull();
  });

  it('counts them when SheetJS reads the file (a formula sends it there)', () => {
    const data = handmade({ sheet: rows(...top, '<row r="4"><c r="A4"><f>1+1</f><v>2</v></c></row>', inlineRow(READ_ROWS + 5, ['far'])) });
    expectFallback(data, /formula/);
    expect(readFirstWorksheet(data, 'xlsx').beyond).toEqual({ rows: 1, lastRow: READ_ROWS + 5 });
  });
});
