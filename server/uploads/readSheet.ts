// Turns the first visible worksheet of a workbook into plain rows of raw values, the way a clerk reads them:
// cached values of formulas, leading zeros kept where the cell format shows them, Excel errors and merged cells
// reported with their row and column. Runs inside the parse worker thread.
import type { WorkBook, WorkSheet } from '@e965/xlsx';
import { cellText, columnLetter, excelSerialToIso, visibleText, type RowError } from '../../schemas/index.js';
import { isDateFormat } from './fastSheetPackage.js';
import { LIMITS, UPLOAD_MESSAGES } from './limits.js';
import type { RowsBeyond } from './sheetOverflow.js';

/** A problem with the whole sheet or file: the upload answers 422 with this message. */
export class SheetProblem extends Error {
  constructor(message: string, readonly data: unknown = null) {
    super(message);
  }

  /** The same problem naming the sheet it was found in (the clerk's workbook may have several). */
  inSheet(name: string): SheetProblem {
    const data = this.data !== null && typeof this.data === 'object' ? this.data : {};
    return new SheetProblem(`${sheetLabel(name)}: ${this.message}`, { ...data, sheet: name });
  }
}

/** 'Sheet "Students"', its name's invisible characters shown. */
export const sheetLabel = (name: string) => `Sheet "${visibleText(name)}"`;

/** The worksheet an upload reads: the first one a clerk sees in the workbook. */
export interface FirstSheet {
  name: string;
  ws: WorkSheet | undefined;
  /** Data rows below the rows read (READ_ROWS), counted, never dropped quietly. */
  beyond: RowsBeyond | null;
}

interface RawCell { t?: string; v?: unknown; f?: string; z?: string | number }
type Range = { s: { r: number; c: number }; e: { r: number; c: number } };

export interface SheetRows {
  /** 1-based sheet row of the header. */
  headerRow: number;
  headers: unknown[];
  /** Every row after the header, blanks included, so index i is sheet row headerRow + 1 + i. */
  rows: unknown[][];
  /** Cells that hold no usable value: Excel errors, formulas without a saved result. */
  cellErrors: { row: number; col: number; rule: string; clause: string }[];
}

/** Excel's error codes as SheetJS stores them (the numbers of the BIFF format). */
const EXCEL_ERRORS: Record<number, string> = {
  0x00: '#NULL!', 0x07: '#DIV/0!', 0x0f: '#VALUE!', 0x17: '#REF!', 0x1d: '#NAME?', 0x24: '#NUM!', 0x2a: '#N/A', 0x2b: '#GETTING_DATA',
};

/** The rows both readers read: the limit plus a header and a margin of blank rows. */
export const READ_ROWS = LIMITS.readRows;

/** The index of the first sheet that is neither hidden (1) nor very hidden (2); -1 when every sheet is. */
export function firstVisibleIndex(wb: WorkBook): number {
  return wb.SheetNames.findIndex((_, i) => !wb.Workbook?.Sheets?.[i]?.Hidden);
}

export function readSheetRows(ws: WorkSheet | undefined): SheetRows {
  const data = ((ws as { '!data'?: (RawCell[] | undefined)[] } | undefined)?.['!data']) ?? [];
  const cellErrors: SheetRows['cellErrors'] = [];
  let headerIndex = -1;
  const rows: unknown[][] = [];
  let headers: unknown[] = [];
  for (let r = 0; r < data.length; r++) {
    const values = rowValues(data[r], r, cellErrors);
    if (headerIndex < 0) {
      if (values.some((v) => cellText(v) !== '')) {
        headerIndex = r;
        headers = values;
      }
      continue;
    }
    rows.push(values);
  }
  if (headerIndex < 0) throw new SheetProblem(UPLOAD_MESSAGES.emptySheet);
  checkMerges(ws, headers, headerIndex);
  return { headerRow: headerIndex + 1, headers, rows, cellErrors: cellErrors.filter((e) => e.row > headerIndex + 1) };
}

function rowValues(cells: RawCell[] | undefined, r: number, errors: SheetRows['cellErrors']): unknown[] {
  if (!cells) return [];
  const out: unknown[] = new Array(cells.length);
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c];
    if (!cell) { out[c] = null; continue; }
    if (cell.t === 'e') {
      errors.push({ row: r + 1, col: c, rule: 'excel-error', clause: `holds the spreadsheet error ${EXCEL_ERRORS[cell.v as number] ?? '#ERROR'}; type the value instead` });
      out[c] = null;
    } else if (cell.f !== undefined && (cell.t === 'z' || cell.v === undefined || cell.v === null || cell.v === '')) {
      // A string formula (t="str") with no saved value reads as '' and looked blank (issue 27): it is named too.
      errors.push({ row: r + 1, col: c, rule: 'formula-without-value', clause: 'is a formula with no saved result; type the value instead' });
      out[c] = null;
    } else {
      // 'z' is a stub: a cell the file lists without a value (read only so formulas without a result show up).
      out[c] = cell.t === 'z' ? null : cellValue(cell);
    }
  }
  return out;
}

/** escapeCell's mark: a quote before a character a spreadsheet could read as the start of a formula. */
const ESCAPED = /^'[=+\-@\t\r]/;

/**
 * A number shown with a zero-padding format ('000000') keeps the zeros the clerk sees: 0012345, not 12345. Text
 * the system escaped when it wrote a file (a sample, a result file, an export) reads back as it was: '+9198... is
 * the mobile +9198....
 */
function cellValue(cell: RawCell): unknown {
  if (typeof cell.v === 'string' && ESCAPED.test(cell.v)) return cell.v.slice(1);
  // A number shown as a date is the date the clerk sees, as yyyy-MM-dd: a date field reads it, and a code or number
  // field refuses it by its own rule instead of taking the hidden serial (46113) as an enrolment number.
  if (cell.t === 'n' && typeof cell.v === 'number' && cell.v >= 1 && typeof cell.z === 'string' && isDateFormat(cell.z)) {
    return excelSerialToIso(Math.floor(cell.v)) ?? cell.v;
  }
  if (cell.t === 'n' && typeof cell.v === 'number' && Number.isInteger(cell.v) && cell.v >= 0
    && typeof cell.z === 'string' && /^0+$/.test(cell.z)) {
    return String(cell.v).padStart(cell.z.length, '0');
  }
  return cell.v ?? null;
}

/** Merged cells leave every cell but the first empty: refused, naming the range, rather than read as blanks. */
function checkMerges(ws: WorkSheet | undefined, headers: unknown[], headerIndex: number): void {
  const merges = ((ws as { '!merges'?: Range[] } | undefined)?.['!merges']) ?? [];
  const merge = merges.filter((m) => m.e.r >= headerIndex).sort((a, b) => a.s.r - b.s.r || a.s.c - b.s.c)[0];
  if (!merge) return;
  const range = `${columnLetter(merge.s.c)}${merge.s.r + 1}:${columnLetter(merge.e.c)}${merge.e.r + 1}`;
  const column = cellText(headers[merge.s.c]) || `Column ${columnLetter(merge.s.c)}`;
  const message = `Row ${merge.s.r + 1}, ${column}: cells ${range} are merged; unmerge them and type the value in every cell`;
  throw new SheetProblem(message, { row: merge.s.r + 1, column, rule: 'merged-cells' });
}

/** Cell errors as row errors under the header's label. */
export function cellRowErrors(sheet: SheetRows, label: (col: number) => string): RowError[] {
  return sheet.cellErrors.map((e) => {
    const column = label(e.col);
    return { row: e.row, column, rule: e.rule, message: `Row ${e.row}, ${column}: ${e.clause}` };
  });
}
