// DESIGN promise 3: every file the server writes goes through one writer that escapes (server/uploads/xlsxWriter.ts,
// on zipWriter.ts). Issue 27 item 17: ExcelJS wrote alert files unescaped; no server file may import it again, call
// SheetJS's writers, or lay out a zip of its own.
import fs from 'node:fs';
import path from 'node:path';
import { importsOf, sourceFiles } from './boundaries';

const root = path.resolve(import.meta.dirname, '../..');
const WRITER = 'server/uploads/xlsxWriter.ts';
const ZIP = 'server/uploads/zipWriter.ts';

/** What a server file does to write a workbook other than through the writer, if anything. */
export function otherWriting(file: string, source: string): string[] {
  const found: string[] = [];
  if (importsOf(source).some((s) => s === 'exceljs' || s.startsWith('exceljs/'))) found.push('imports exceljs');
  // SheetJS may read uploads; its writers would bypass the escaping.
  if (/\bXLSX\s*\.\s*(write|writeFile|writeXLSX|writeFileXLSX|stream)\b|\b(book_new|json_to_sheet|aoa_to_sheet|sheet_add_aoa)\b/.test(source)) found.push('writes with SheetJS');
  if (file !== WRITER && file !== ZIP && importsOf(source).some((s) => /zipWriter(\.js)?$/.test(s))) found.push('lays out a zip itself');
  return found;
}

describe('one writer for every file the server writes', () => {
  it('no server file imports exceljs, writes with SheetJS or lays out a zip itself', () => {
    const files = sourceFiles(root, 'server').filter((f) => !/\.test\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const lines = files.flatMap((f) => otherWriting(f, fs.readFileSync(path.join(root, f), 'utf8')).map((why) => `${f}: ${why}`));
    expect(lines, lines.join('\n')).toEqual([]);
  });

  it.each([
    ["import ExcelJS from 'exceljs';", 'imports exceljs'],
    ["const book = XLSX.write(wb, { type: 'buffer' });", 'writes with SheetJS'],
    ['const wb = XLSX.utils.book_new();', 'writes with SheetJS'],
    ["import { writeZip } from './zipWriter.js';", 'lays out a zip itself'],
  ])('flags %s', (source, why) => {
    expect(otherWriting('server/alerts/x.ts', source)).toEqual([why]);
  });

  it('lets the writer use the zip writer, and readers read', () => {
    expect(otherWriting(WRITER, "import { writeZip } from './zipWriter.js';")).toEqual([]);
    expect(otherWriting('server/uploads/readWorkbook.ts', "import * as XLSX from '@e965/xlsx'; XLSX.read(data);")).toEqual([]);
  });
});
