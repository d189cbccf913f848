// The server's one .xlsx writer, read back by SheetJS: several sheets, text escaped, numbers kept, sheet names made
// acceptable to Excel.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { writeWorkbookXlsx } from './xlsxWriter.js';

describe('writeWorkbookXlsx', () => {
  it('writes several sheets that SheetJS reads back, escaping formula-like text', () => {
    const file = writeWorkbookXlsx([
      { name: 'First', header: ['Name', 'Count'], rows: [['=1+1', 3], ['+91 98', 4.5], ['plain', null]] },
      { name: 'Q1/Q2: [draft]*?', header: ['Only'], rows: [['@SUM(A1)'], ['\tTab']] },
    ]);
    const wb = XLSX.read(file, { type: 'buffer', cellFormula: true });
    expect(wb.SheetNames).toEqual(['First', 'Q1 Q2   draft   ']);
    const rows = (n: string) => XLSX.utils.sheet_to_json(wb.Sheets[n], { header: 1, defval: null, raw: true });
    expect(rows('First')).toEqual([['Name', 'Count'], ["'=1+1", 3], ["'+91 98", 4.5], ['plain', null]]);
    expect(rows(wb.SheetNames[1])).toEqual([['Only'], ["'@SUM(A1)"], ["'\tTab"]]);
    const formulas = wb.SheetNames.flatMap((n) => Object.values(wb.Sheets[n]).filter((c) => (c as XLSX.CellObject)?.f !== undefined));
    expect(formulas).toEqual([]);
  });
});
