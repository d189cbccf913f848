// Which worksheet an upload reads, and with which reader: the first visible sheet (a hidden lookup list or an old
// copy before it is skipped), through the fast reader for an ordinary .xlsx, the CSV reader for a .csv (csvSheet.ts)
// and through SheetJS for anything else (an .ods after its own checks, odsSheet.ts).
// Both give the same sheet, cells and rows below the read limit (tests/server/fast-sheet.test.ts).
import * as XLSX from '@e965/xlsx';
import { UPLOAD_MESSAGES } from './limits.js';
import { firstVisibleIndex, READ_ROWS, SheetProblem, type FirstSheet } from './readSheet.js';
import type { SheetExtension } from './fileChecks.js';
import { unpackZip } from './zipVerify.js';
import { readFirstSheetFast } from './fastSheet.js';
import { locateSheet, NeedsSheetJs, partText } from './fastSheetPackage.js';
import { dataRowsBeyond, type RowsBeyond } from './sheetOverflow.js';
import { readCsvSheet } from './csvSheet.js';
import { checkOds } from './odsSheet.js';

/** How the server reads a sheet; the bench times SheetJS alone with the same options. */
export const READ_OPTIONS: XLSX.ParsingOptions = {
  type: 'buffer', dense: true, cellText: false, cellNF: true, cellFormula: true, cellDates: false, cellHTML: false,
  cellStyles: false, sheets: 0, sheetRows: READ_ROWS,
  // Stubs keep cells that have a formula but no saved result, so they can be named instead of read as blank.
  sheetStubs: true,
};

/**
 * The first visible worksheet: an ordinary .xlsx through the fast reader (its parts inflated once, checksums
 * checked), anything else through SheetJS with READ_OPTIONS.
 */
export function readFirstWorksheet(data: Uint8Array, ext: SheetExtension): FirstSheet {
  if (ext === 'csv') return readCsvSheet(data, READ_ROWS);
  if (ext === 'ods') return readWithSheetJs(data, null, READ_ROWS, checkOds(data).hidden);
  let parts: ReadonlyMap<string, Buffer> | null = null;
  if (ext === 'xlsx') {
    const zip = unpackZip(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    if (!zip) throw new SheetProblem(UPLOAD_MESSAGES.damaged);
    // With two entries of one name, which one SheetJS reads is its own affair: it gets no XML of ours to scan.
    parts = zip.uniqueNames ? zip.parts : null;
    const fast = parts ? readFirstSheetFast(parts, READ_ROWS) : null;
    if (fast) return fast;
  }
  return readWithSheetJs(data, parts, READ_ROWS);
}

/**
 * The first visible worksheet as SheetJS reads it. An .xlsx is read for its first sheet only, and read again for
 * the visible one when that one is hidden; an .xls or .ods is read whole (SheetJS reads every sheet of one anyway).
 * `hidden` says which sheets are hidden where SheetJS does not know (an .ods, each sheet in order).
 */
export function readWithSheetJs(data: Uint8Array, parts: ReadonlyMap<string, Buffer> | null, sheetRows = READ_ROWS, hidden?: readonly boolean[]): FirstSheet {
  const options = { ...READ_OPTIONS, sheetRows };
  let wb: XLSX.WorkBook;
  let index: number;
  try {
    wb = XLSX.read(data, options);
    if (hidden && hidden.length === wb.SheetNames.length && !wb.Workbook?.Sheets) {
      wb.Workbook = { ...wb.Workbook, Sheets: hidden.map((h) => ({ Hidden: h ? 1 : 0 })) };
    }
    index = firstVisibleIndex(wb);
    if (index > 0 && !wb.Sheets[wb.SheetNames[index]]) wb = XLSX.read(data, { ...options, sheets: index });
  } catch {
    throw new SheetProblem(UPLOAD_MESSAGES.unreadable);
  }
  if (index < 0 && wb.SheetNames.length > 0) throw new SheetProblem(UPLOAD_MESSAGES.noVisibleSheet);
  const name = wb.SheetNames[index] ?? '';
  const ws = wb.Sheets[name] as XLSX.WorkSheet | undefined;
  return { name, ws, beyond: rowsBeyond(ws, name, parts, sheetRows) };
}

/**
 * The data rows SheetJS left below `sheetRows`: counted in the sheet's XML when it can be found (the fast reader's
 * rule), else judged from the range the sheet declares, which is all SheetJS keeps of them.
 */
function rowsBeyond(ws: XLSX.WorkSheet | undefined, name: string, parts: ReadonlyMap<string, Buffer> | null, sheetRows: number): RowsBeyond | null {
  if (parts) {
    try {
      const where = locateSheet(parts);
      if (where.name === name) return dataRowsBeyond(partText(parts, where.sheet)!, sheetRows);
    } catch (err) {
      if (!(err instanceof NeedsSheetJs)) throw err;
    }
  }
  const full = ws?.['!fullref'];
  if (full === undefined) return null;
  const lastRow = XLSX.utils.decode_range(full).e.r + 1;
  return lastRow > sheetRows ? { rows: null, lastRow } : null;
}
