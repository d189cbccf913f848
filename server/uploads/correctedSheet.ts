// The uploaded sheet with the cells the clerk fixed in its preview (issue 26 item 2): the first worksheet read as
// the upload reads it, the fixed cells put in, written as a new .xlsx by the one writer (xlsxWriter.ts, which escapes
// every text cell). Each row keeps its row number (the header stays on its row), so the job's messages name the
// rows the preview named. The job reads this file like any other and checks every row again. Runs in the parse worker.
import { cellText } from '../../schemas/index.js';
import type { SheetExtension } from './fileChecks.js';
import { readFirstWorksheet } from './readWorkbook.js';
import { readSheetRows } from './readSheet.js';
import { writeSheetXlsx, type XlsxCell } from './xlsxWriter.js';

export interface CorrectRequest {
  data: Uint8Array;
  ext: SheetExtension;
  /** [sheet row, sheet column (0-based), the text typed]. */
  edits: [number, number, string][];
}

const asCell = (v: unknown): XlsxCell => (typeof v === 'number' || typeof v === 'string' ? v : v === null || v === undefined ? null : cellText(v));

export function writeCorrectedSheet(req: CorrectRequest): Buffer {
  const first = readFirstWorksheet(req.data, req.ext);
  const sheet = readSheetRows(first.ws);
  const rows = sheet.rows.map((r) => Array.from(r, asCell));
  for (const [row, col, text] of req.edits) {
    const cells = (rows[row - sheet.headerRow - 1] ??= []);
    while (cells.length <= col) cells.push(null);
    cells[col] = text;
  }
  const headers = sheet.headers.map((h) => cellText(h));
  // The writer puts its header on row 1: a header further down is written as a row, after blank ones.
  if (sheet.headerRow === 1) return writeSheetXlsx(first.name || 'Sheet1', headers, rows);
  const above: XlsxCell[][] = Array.from({ length: sheet.headerRow - 2 }, () => []);
  return writeSheetXlsx(first.name || 'Sheet1', [], [...above, headers, ...rows]);
}
