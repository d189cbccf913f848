// The fast .xlsx reader (server/uploads/fastSheet.ts) against SheetJS, cell for cell: a corpus of workbooks written
// by SheetJS, ExcelJS, the server's own writers and by hand (every cell type, escapes, rich and phonetic text,
// zero-padded formats, merges, truncation at the row limit), each read both ways with the same options. Files the
// fast reader must not guess at (formulas, ISO dates, prefixes, 1904 dates ...) must fall back to SheetJS.
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fastSheetStats } from '../../server/uploads/fastSheet.js';
import { readFirstWorksheet } from '../../server/uploads/readWorkbook.js';
import { readSheetRows } from '../../server/uploads/readSheet.js';
import { buildSampleWorkbook } from '../../server/uploads/sampleWorkbook.js';
import { packOutcomes, writeResultFile, type Outcome } from '../../server/uploads/resultFile.js';
import { writeZip } from '../../server/uploads/zipWriter.js';
import { unpackZip } from '../../server/uploads/zipVerify.js';
import { xlsx } from './uploadsKit.js';
import { handmade, rows } from './handmadeXlsx.js';
import { both, expectFallback, expectSame } from './readerCompare.js';
import { findOperation, getEntity, sampleSheet } from '../../schemas/index.js';

const TRICKY_TEXT = [
  'plain', '  leading and trailing  ', 'tab\there', 'line\nbreak', 'crlf\r\nline', 'amp & lt < gt > quote " apos \'',
  '&amp; typed literally', '_x0041_ looks escaped', 'राहुल कुमार', 'Ünïcödé ß', '😀 emoji', '=1+1', '+91 98765 43210',
  '-5', '@handle', '0012345', '', ' ', '<b>not html</b>', '__proto__', 'constructor',
];

describe('fast .xlsx reader: same cells as SheetJS', () => {
  it('SheetJS-written sheets with shared strings: every value kind, escapes, unicode, gaps', () => {
    const body: (string | number | boolean | null)[][] = [['Text', 'Number', 'Flag', 'Gap', 'Last']];
    TRICKY_TEXT.forEach((t, i) => body.push([t, [0, -1.5, 1e21, 0.1 + 0.2, 9876543210, 2 ** 53, -0, 1e-7][i % 8], i % 2 === 0, null, i % 3 ? `r${i}` : null]));
    expectSame(xlsx(body));
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(body), 'S');
    expectSame(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer);
  });

  it('SheetJS-written sheets with errors, zero-padded and date formats, merges, and a sheet with no cells', () => {
    expectSame(xlsx([['Enrollment No.', 'Mobile', 'Joined', 'Err'], [123, 9876543210, 45000, null], [7, 12, 45001.5, null]], (ws) => {
      ws.A2.z = '0000000000'; ws.A3.z = '000';
      ws.C2.z = 'yyyy-mm-dd'; ws.C3.z = 'dd/mm/yyyy hh:mm';
      ws.D2 = { t: 'e', v: 0x2a }; ws.D3 = { t: 'e', v: 0x07 };
      ws['!merges'] = [XLSX.utils.decode_range('B3:C3'), XLSX.utils.decode_range('A5:B6')];
    }));
    expectSame(xlsx([]));
  });

  it('a SheetJS sheet of 2,000 rows, cut at the row limit as SheetJS cuts it', () => {
    const many = [['Enrollment No.', 'Name'], ...Array.from({ length: 2000 }, (_, i) => [`E${i}`, i % 7 === 0 ? null : `Name ${i}`])];
    const data = xlsx(many);
    expectSame(data);
    expectSame(data, [1, 2, 50, 1999, 2001, 2002]);
    expect(both(data, 50).fast!.beyond).toEqual({ rows: 1951, lastRow: 2001 });
  });

  it('ExcelJS-written sheets: styles, number formats, rich text, hyperlinks, validation, merges', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Students');
    ws.addRow(['Enrollment No.', 'Student Name', 'Mobile', 'Joined', 'Active', 'Link']);
    ws.getRow(1).font = { bold: true };
    ws.addRow([42, { richText: [{ text: 'Asha ', font: { bold: true } }, { text: 'Verma' }] }, 9876543210, new Date(Date.UTC(2026, 3, 1)), true, { text: 'site', hyperlink: 'https://example.in' }]);
    ws.addRow(['0099', 'Ravi & <Sons>', '09876543210', null, false, null]);
    ws.getCell('A2').numFmt = '0000000000';
    ws.getCell('C2').numFmt = '00000000000';
    ws.getCell('B3').dataValidation = { type: 'list', allowBlank: true, formulae: ['"a,b"'] };
    ws.mergeCells('E4:F5');
    ws.getCell('E4').value = 'merged';
    expectSame(Buffer.from(await wb.xlsx.writeBuffer()));
  });

  it("the server's own files: a sample sheet and a result file", async () => {
    const crp = getEntity('crp')!;
    const sample = await buildSampleWorkbook(sampleSheet(crp, findOperation(crp, 'create')!, true), {
      'Centre List': { header: ['Centre', 'Code'], rows: [['Delhi South', 'DEL-SD'], ['Mumbai Andheri', 'MUM-AN']] },
    });
    expectSame(sample);
    expectSame(writeResultFile({ headers: ['Enrollment No.', 'Name'], cells: [['=cmd', '0012'], ['+91', 'tab\tx']], outcomes: packOutcomes(2, (i) => ([['Failed', 'Row 2: bad'], ['Failed', '=x']] as Outcome[])[i]) }));
  });

  it('hand-written cells of every type, stubs and odd values', () => {
    const strings = ['<t>Name</t>', '<t xml:space="preserve">  spaced  </t>', '<r><rPr><b/></rPr><t>Rich </t></r><r><t>text</t></r>',
      '<t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh><phoneticPr fontId="1"/>', '<r><t>run</t></r><rPh sb="0" eb="1"><t>ふ</t></rPh>',
      '<t>&#233;&#xE9;&AMP;&#X41;&amp;lt;</t>', '<t>_x000D_carriage_x000a_</t>', '<t>a\r\nb</t>', '<t></t>', '<t/>', ''];
    // Formula results: SheetJS unescapes them twice, the first time on the raw UTF-8 bytes.
    const str = ['calc &amp;amp; text', '&#233; &#x4E2D; _x00E9_ _x0041_', 'ü raw &lt;b&gt;', 'a\r\nb'].map((v, i) => `<c r="${'ABCD'[i]}6" t="str"><v>${v}</v></c>`).join('');
    expectSame(handmade({
      strings,
      sheet: rows(
        '<row r="1" spans="1:8"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c><c r="F1" t="s"><v>5</v></c><c r="G1" t="s"><v>6</v></c><c r="H1" t="s"><v>7</v></c></row>',
        '<row r="2"><c r="A2" t="s"><v>8</v></c><c r="B2" t="s"><v>9</v></c><c r="C2" t="s"><v>10</v></c><c r="D2" t="s"/><c r="E2"/><c r="F2" s="1"/><c r="G2" t="n"/><c r="H2"><v/></c></row>',
        '<row r="3"><c r="A3" t="inlineStr"><is><t>inline &amp; text</t></is></c><c r="B3" t="inlineStr"><is><r><t>in</t></r><r><rPr><i/></rPr><t>line</t></r></is></c><c r="C3" t="inlineStr"/><c r="D3" t="inlineStr"><is></is></c><c r="E3" t="str"><v>calc &amp;amp; text</v></c><c r="F3" t="str"/><c r="G3" t="str"><v>plain str</v></c></row>',
        '<row r="4"><c r="A4" t="b"><v>1</v></c><c r="B4" t="b"><v>0</v></c><c r="C4" t="b"><v>true</v></c><c r="D4" t="b"/><c r="E4" t="e"><v>#N/A</v></c><c r="F4" t="e"><v>#FOO!</v></c><c r="G4" t="e"><v>#DIV/0!</v></c></row>',
        '<row r="5"><c r="A5" s="1"><v>123</v></c><c r="B5" s="1" t="n"><v>0</v></c><c r="C5" s="2"><v>45000</v></c><c r="D5" s="3"><v>7</v></c><c r="E5" s="4" t="s"><v>0</v></c><c r="F5" s="9"><v>5</v></c><c r="G5"><v>1.5E-3</v></c><c r="H5"><v> </v></c></row>',
        `<row r="6">${str}</row>`,
        '<row r="7" ht="20" customHeight="1"><c r="C7"><v>-12.5</v></c><c r="A7"><v>1</v></c></row>',
        '<row r="8"/>',
        '<row r="9"><c r="B10"><v>99</v></c></row>',
        '<row r="11" spans="1:2">\n  <c r="A11" t="s">\n    <v>0</v>\n  </c>\n</row>',
      ) + '<mergeCells count="2"><mergeCell ref="A7:B7"/><mergeCell ref="C9:D12"/></mergeCells>',
    }));
  });

  it('dimensions, trailing empty rows, a BOM, no styles and no sheet data', () => {
    const cellRows = (n: number) => Array.from({ length: n }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('');
    expectSame(handmade({ sheet: `<dimension ref="A1:C5000"/>${rows(cellRows(6))}` }));
    expectSame(handmade({ sheet: `<dimension ref="A1"/>${rows(cellRows(6))}` }));
    expectSame(handmade({ sheet: `<sheetPr/><dimension ref="B2:A1"/>${rows(cellRows(6), '<row r="40"/>')}` }));
    expectSame(handmade({ sheet: rows(cellRows(4), '<row r="9" spans="1:1"/>'), bom: true, styles: null }));
    expectSame(handmade({ sheet: '<sheetData/>' }));
    expectSame(handmade({ sheet: '<dimension ref="A1:B2"/><sheetData></sheetData>' }));
    expectSame(handmade({ sheet: '<sheetViews><sheetView workbookViewId="0"/></sheetViews>' }));
  });

  it('random sheets (seeded) written by SheetJS with and without shared strings, and by ExcelJS', async () => {
    let seed = 20261122;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
    const alphabet = ['a', 'Z', ' ', '&', '<', '>', '"', "'", '\n', '\r\n', '\t', '_x0041_', 'é', 'ß', 'क', '中', '😀', '=', '+', '-', '@', '0', '9', '.', ';'];
    const text = () => Array.from({ length: Math.floor(rand() * 12) }, () => pick(alphabet)).join('');
    const value = () => {
      const k = rand();
      if (k < 0.45) return text();
      if (k < 0.75) return pick([0, 1, -1, 0.5, 1e-9, 123456789012, 2 ** 31, Math.round(rand() * 1e6) / 100]);
      if (k < 0.85) return rand() < 0.5;
      return null;
    };
    for (let round = 0; round < 12; round++) {
      const body = Array.from({ length: 1 + Math.floor(rand() * 30) }, () => Array.from({ length: 1 + Math.floor(rand() * 8) }, value));
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(body), 'R');
      expectSame(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer);
      // Without shared strings SheetJS writes text as formula results (t="str"), which it reads back unescaping twice.
      expectSame(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      const ewb = new ExcelJS.Workbook();
      const ews = ewb.addWorksheet('R');
      for (const r of body) ews.addRow(r);
      expectSame(Buffer.from(await ewb.xlsx.writeBuffer()));
    }
  });

  it('leaves to SheetJS what it does not read itself', async () => {
    const one = (c: string) => handmade({ strings: ['<t>x</t>'], sheet: rows(`<row r="1">${c}</row>`) });
    expectFallback(one('<c r="A1"><f>1+1</f><v>2</v></c>'), /formula/);
    // A value written before its formula is still a formula cell: the short way for <v>value</v> does not take it.
    expectFallback(one('<c r="A1"><v>2</v><f>1+1</f></c>'), /formula/);
    expectFallback(one('<c r="A1" t="d"><v>2026-04-01T00:00:00</v></c>'), /cell type d/);
    expectFallback(one('<c r="A1" t="x"><v>1</v></c>'), /cell type x/);
    expectFallback(one('<c t="s"><v>0</v></c>'), /without reference/);
    expectFallback(one('<c r="a1"><v>1</v></c>'), /reference/);
    expectFallback(one('<c r="A1" t="s"><v>5</v></c>'), /out of range/);
    const withoutStyles = unpackZip(handmade({ sheet: rows('<row r="1"><c r="A1"><v>1</v></c></row>') }))!.parts;
    withoutStyles.delete('xl/styles.xml'); // still declared in the content types: SheetJS refuses such a file
    expectFallback(writeZip([...withoutStyles].map(([name, data]) => ({ name, data }))), /declared but missing/);
    expectFallback(one('<c r="A1"><v><![CDATA[1]]></v></c>'), /CDATA/);
    expectFallback(handmade({ sheet: rows('<row><c r="A1"><v>1</v></c></row>') }), /row without reference/);
    expectFallback(handmade({ sheet: '<x:sheetData xmlns:x="urn:x"><x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row></x:sheetData>' }), /prefixed/);
    expectFallback(handmade({ sheet: rows('<row r="1"><c r="A1"><v>1</v></c></row>'), workbookExtra: '<workbookPr date1904="1"/>' }), /1904/);
    expectFallback(handmade({ sheet: rows('<row r="1"><c r="A1"><v>1</v></c><extLst/></row>') }), /unusual row/);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('F');
    ws.addRow(['A', 'B']);
    ws.addRow([1, { formula: 'A2*2', result: 2 }]);
    expectFallback(Buffer.from(await wb.xlsx.writeBuffer()), /formula/);
  });

  it('reads an ordinary upload through the fast path and a formula sheet through SheetJS, with the same rows', () => {
    const plain = xlsx([['Enrollment No.', 'Name'], ['0012', 'Asha']]);
    const reads = fastSheetStats.read;
    const { ws, name } = readFirstWorksheet(plain, 'xlsx');
    expect(fastSheetStats.read).toBe(reads + 1);
    expect([name, readSheetRows(ws).rows]).toEqual(['Sheet1', [['0012', 'Asha']]]);
  });
});
