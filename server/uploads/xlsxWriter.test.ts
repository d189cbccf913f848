// The server's one .xlsx writer, read back by SheetJS: several sheets, text escaped, numbers kept, sheet names made
// acceptable to Excel.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { safeSheetNames, writeWorkbookXlsx } from './xlsxWriter.js';

describe('writeWorkbookXlsx', () => {
  it('writes several sheets that SheetJS reads back, escaping formula-like text', () => {
    const file = writeWorkbookXlsx([
      { name: 'First', header: ['Name', 'Count'], rows: [['=1+1', 3], ['+91 98', 4.5], ['plain', null]] },
      { name: 'Q1/Q2: [draft]*?', header: ['Only'], rows: [['@SUM(A1)'], ['\tTab']] },
    ]);
    const wb = XLSX.read(file, { type: 'buffer', cellFormula: true });
    expect(wb.SheetNames).toEqual(['First', 'Q1 Q2   draft']);
    const rows = (n: string) => XLSX.utils.sheet_to_json(wb.Sheets[n], { header: 1, defval: null, raw: true });
    expect(rows('First')).toEqual([['Name', 'Count'], ["'=1+1", 3], ["'+91 98", 4.5], ['plain', null]]);
    expect(rows(wb.SheetNames[1])).toEqual([['Only'], ["'@SUM(A1)"], ["'\tTab"]]);
    const formulas = wb.SheetNames.flatMap((n) => Object.values(wb.Sheets[n]).filter((c) => (c as XLSX.CellObject)?.f !== undefined));
    expect(formulas).toEqual([]);
  });

  it('writes its text as one shared-strings table on request, as Excel saves a workbook, read back the same', () => {
    const sheets = [
      { name: 'First', header: ['Name', 'Count'], rows: [['=1+1', 3], ['same', 4.5], ['same', null], ['a & <b>', 1]] },
      { name: 'Second', header: ['Name'], rows: [['same']] },
    ];
    const file = writeWorkbookXlsx(sheets, { sharedStrings: true });
    // A zip names its parts in plain text; the cells name the table's entries (t="s"), each text once in it.
    expect(file.includes('xl/sharedStrings.xml')).toBe(true);
    const wb = XLSX.read(file, { type: 'buffer', cellFormula: true });
    expect(wb.Sheets.First.A3).toMatchObject({ t: 's', v: 'same' });
    const rows = (n: string) => XLSX.utils.sheet_to_json(wb.Sheets[n], { header: 1, defval: null, raw: true });
    expect(rows('First')).toEqual([['Name', 'Count'], ["'=1+1", 3], ['same', 4.5], ['same', null], ['a & <b>', 1]]);
    expect(rows('Second')).toEqual([['Name'], ['same']]);
    const plain = XLSX.read(writeWorkbookXlsx(sheets), { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(plain.Sheets.First, { header: 1, defval: null, raw: true })).toEqual(rows('First'));
  });

  // Issue 27 item 19: exam names are used as sheet names.
  it.each([
    [['JEE/Main: [2026]*?'], ['JEE Main   2026']],
    [["'Quoted'", 'History', 'history', ''], ['Quoted', 'History 1', 'history 1 (2)', 'Sheet4']],
    [['Mock Test', 'MOCK TEST', 'mock test'], ['Mock Test', 'MOCK TEST (2)', 'mock test (3)']],
    [['A'.repeat(40), 'A'.repeat(35)], ['A'.repeat(31), `${'A'.repeat(27)} (2)`]],
    [['Tab\tand\u0000NUL'], ['Tab and NUL']],
  ])('makes %j acceptable to Excel as %j', (names, expected) => {
    expect(safeSheetNames(names)).toEqual(expected);
    const wb = XLSX.read(writeWorkbookXlsx(names.map((name) => ({ name, header: ['x'], rows: [] }))), { type: 'buffer' });
    expect(wb.SheetNames).toEqual(expected);
  });
});
