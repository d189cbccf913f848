// The corrected sheet of a preview's fixes, read back as the upload reads it: the fixed cells in, every other cell as
// it was, each row on its own row number (a header lower down stays there), formula-like text escaped and read back.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { writeCorrectedSheet } from './correctedSheet.js';
import { readFirstWorksheet } from './readWorkbook.js';
import { readSheetRows } from './readSheet.js';

function workbook(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Students');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const readBack = (file: Buffer) => readSheetRows(readFirstWorksheet(file, 'xlsx').ws);

describe('writeCorrectedSheet', () => {
  it('puts the fixed cells in and keeps every row on its row number', () => {
    const file = workbook([
      [], [],
      ['Enrollment No.', 'Student Name', 'Mobile'],
      ['0012001', 'Aarav', 9876543210],
      ['0012002', 'Diya', '12345'],
    ]);
    const out = readBack(writeCorrectedSheet({ data: file, ext: 'xlsx', edits: [[5, 2, '9876543211'], [4, 1, '=Aarav']] }));
    const before = readBack(file);
    expect([before.headerRow, out.headerRow]).toEqual([3, 3]);
    expect(out.headers).toEqual(['Enrollment No.', 'Student Name', 'Mobile']);
    expect(out.rows).toEqual([['0012001', '=Aarav', 9876543210], ['0012002', 'Diya', '9876543211']]);
  });

  it('reads a .csv and writes it as a workbook, a fix past the row\'s last cell included', () => {
    const csv = Buffer.from('Enrollment No.,Student Name,Mobile\r\n0012001,Aarav\r\n');
    const out = readBack(writeCorrectedSheet({ data: csv, ext: 'csv', edits: [[2, 2, '9876543210']] }));
    expect(out.headerRow).toBe(1);
    expect(out.rows).toEqual([['0012001', 'Aarav', '9876543210']]);
  });
});
