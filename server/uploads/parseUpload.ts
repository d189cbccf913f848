// Parse and validate one uploaded sheet: its first visible worksheet read, rows, the schema's row validation. Pure
// work on bytes, run inside the parse worker thread so a hostile file can only exhaust the worker, never the server.
import {
  activeColumns, checkMapping, proposalPairs, proposeMapping, type HeaderError, type MappingPair, cellText, findOperation, isEmptyRow, maskEmail, maskMobile, matchHeaders, validateRows,
  type OperationColumn, type OperationKey, type UploadOperation, type ParsedRow, type RowError,
} from '../../schemas/index.js';
import { getUploadTarget } from '../../schemas/uploadTargets.js';
import { UPLOAD_MESSAGES, LIMITS } from './limits.js';
import { cellRowErrors, readSheetRows, SheetProblem, sheetLabel, type FirstSheet, type SheetRows } from './readSheet.js';
import type { SheetExtension } from './fileChecks.js';
import { readFirstWorksheet } from './readWorkbook.js';

export { READ_OPTIONS, readFirstWorksheet } from './readWorkbook.js';

export interface ParseRequest {
  data: Uint8Array;
  ext: SheetExtension;
  /** An upload target's kind (schemas/uploadTargets.ts). */
  entity: string;
  operation: OperationKey;
  multiCentre: boolean;
  /** The column mapping the clerk confirmed, when the sheet's headers are not the operation's (columnMapping.ts). */
  mapping?: MappingPair[];
  /** The mapping confirmed last time for this organisation, entity and operation: proposed first. */
  remembered?: MappingPair[];
  /** A preview's parse: keep the rows' cells as read, for fixing cells in the preview (EDIT_LIMITS). */
  keepCells?: boolean;
}

export interface ParsedSheet {
  headerRow: number;
  headers: string[];
  /** Non-empty data rows in sheet order. */
  rows: ParsedRow[];
  errors: RowError[];
  warnings: string[];
  /** Sheet columns a confirmed mapping leaves out (the row re-check reads an edited row as the sheet was read). */
  ignored?: number[];
  /** A preview's rows' cells as read (text, numbers, booleans, blanks), by row: what a fix in the preview starts from. */
  cellsByRow?: { rows: number[]; cells: unknown[][] };
}

/**
 * Fixing cells in a preview (rowRecheck.ts): kept for sheets of at most `sheetRows` rows (the parse and plans are
 * held while the clerk fixes), for the first `rows` rows with errors (more are better fixed in the sheet).
 */
export const EDIT_LIMITS = { sheetRows: 20_000, rows: 1_000 };

/** A parsed sheet, and the cells of each of its rows as text for the result file, built only when asked for. */
export interface ParsedUpload {
  sheet: ParsedSheet;
  /** The sheet's own header texts, for the result file (a mapped sheet's parsed headers are the operation's). */
  headerTexts: string[];
  cells(): string[][];
}

export function parseUpload(req: ParseRequest): ParsedUpload {
  const entity = getUploadTarget(req.entity);
  const op = entity && findOperation(entity, req.operation);
  if (!entity || !op) throw new SheetProblem(`No ${req.operation} upload for ${req.entity}`);
  const first = readFirstWorksheet(req.data, req.ext);
  try {
    return parseSheet(req, first);
  } catch (err) {
    // Every problem found in the sheet names it: the clerk's workbook may hold several.
    throw err instanceof SheetProblem && first.name !== '' ? err.inSheet(first.name) : err;
  }
}

/** Data rows beyond the limit, read or only counted below the rows read, are refused: none is dropped quietly. */
function checkRowCount(req: ParseRequest, dataRows: number, beyond: FirstSheet['beyond']): void {
  const total = dataRows + (beyond?.rows ?? 0);
  if (total > LIMITS.maxRows) throw new SheetProblem(UPLOAD_MESSAGES.tooManyRows(req.ext, beyond && beyond.rows === null ? undefined : total));
  if (beyond) throw new SheetProblem(UPLOAD_MESSAGES.rowsBeyond(beyond.rows, beyond.lastRow), { rule: 'rows-beyond', lastRow: beyond.lastRow });
}

function parseSheet(req: ParseRequest, first: FirstSheet): ParsedUpload {
  const entity = getUploadTarget(req.entity)!;
  const op = findOperation(entity, req.operation)!;
  const sheet = readSheetRows(first.ws);
  const dataRows = sheet.rows.reduce((n, r) => (isEmptyRow(r) ? n : n + 1), 0);
  checkRowCount(req, dataRows, first.beyond);
  const { headers, ignored } = mappedHeaders(req, op, sheet);
  const match = matchHeaders(entity, op, headers, sheet.rows, req.multiCentre, ignored);
  const expected = activeColumns(op, req.multiCentre).map((c) => c.header);
  // Headers that are not the operation's: the answer carries a proposed mapping for the clerk to confirm.
  const proposal = () => {
    const p = proposeMapping(op, sheet.headers, req.multiCentre, req.remembered);
    return proposalPairs(p).length > 0 ? { mapping: p } : {};
  };
  if (!match.byIndex.some((c) => c !== null)) {
    const headerErrors: HeaderError[] = [{ column: '', rule: 'no-header', message: 'The sheet has no header row' }];
    throw new SheetProblem(`Row ${sheet.headerRow}: the sheet has no header row; this row must name the columns: ${expected.join(', ')}`, {
      headerErrors, ...proposal(),
    });
  }
  if (match.errors.length > 0) {
    const list = match.errors.map((e) => e.message).join('; ');
    throw new SheetProblem(`Row ${sheet.headerRow}: ${list}. The columns of this sheet are: ${expected.join(', ')}`, { headerErrors: match.errors, ...proposal() });
  }
  if (dataRows === 0) throw new SheetProblem(UPLOAD_MESSAGES.noDataRows);
  const result = validateRows(entity, op, headers, sheet.rows, {
    multiCentre: req.multiCentre, headerRow: sheet.headerRow, sheetName: first.name, ignoredColumns: ignored,
  });
  const label = (col: number) => match.byIndex[col]?.header ?? (cellText(sheet.headers[col]) || `Column ${col + 1}`);
  const errors = mergeCellErrors(result.rows, result.errors, cellRowErrors(sheet, label));
  const warnings = req.ext === 'xls' && sheet.headerRow + sheet.rows.length >= LIMITS.xlsMaxRows ? [`${sheetLabel(first.name)}: ${UPLOAD_MESSAGES.xlsFull}`] : [];
  // The planners see the operation's headers (a mapped sheet's included); the result file keeps the clerk's.
  const parsed: ParsedSheet = { headerRow: sheet.headerRow, headers: headers.map((h) => cellText(h)), rows: result.rows, errors, warnings };
  if (ignored) parsed.ignored = [...ignored];
  // Every row's: which rows have errors is known only once the database checks have run, on the server.
  if (req.keepCells && result.rows.length <= EDIT_LIMITS.sheetRows) {
    parsed.cellsByRow = { rows: result.rows.map((r) => r.row), cells: result.rows.map((r) => Array.from(sheet.rows[r.row - sheet.headerRow - 1] ?? [], (c) => c ?? null)) };
  }
  return { sheet: parsed, headerTexts: sheet.headers.map((h) => cellText(h)), cells: () => rowCells(sheet, result.rows, match.byIndex) };
}

/**
 * The headers the sheet is read with: its own, or with a confirmed mapping the operation's headers of the mapped
 * columns, the others left out. A mapping that does not fit the sheet is refused with its problems and a proposal.
 */
function mappedHeaders(req: ParseRequest, op: UploadOperation, sheet: SheetRows): { headers: readonly unknown[]; ignored?: Set<number> } {
  if (!req.mapping) return { headers: sheet.headers };
  const checked = checkMapping(op, sheet.headers, req.mapping, req.multiCentre);
  if (checked.errors.length > 0) {
    const list = checked.errors.map((e) => e.message).join('; ');
    const mapping = proposeMapping(op, sheet.headers, req.multiCentre, req.mapping);
    throw new SheetProblem(`Row ${sheet.headerRow}: the column mapping does not fit the sheet: ${list}`, { headerErrors: checked.errors, mapping });
  }
  const ignored = new Set<number>();
  checked.headers.forEach((h, i) => { if (h === null) ignored.add(i); });
  return { headers: checked.headers, ignored };
}

/** A cell the sheet could not give a value for replaces whatever the validators said about that cell. */
function mergeCellErrors(rows: ParsedRow[], errors: RowError[], cellErrors: RowError[]): RowError[] {
  if (cellErrors.length === 0) return errors;
  const key = (e: { row: number; column: string }) => `${e.row}\u0000${e.column}`;
  const replaced = new Set(cellErrors.map(key));
  const byRow = new Map(rows.map((r) => [r.row, r]));
  for (const e of cellErrors) {
    const row = byRow.get(e.row);
    if (row) row.valid = false;
  }
  return [...errors.filter((e) => !replaced.has(key(e))), ...cellErrors.filter((e) => byRow.has(e.row))].sort((a, b) => a.row - b.row);
}

/**
 * What the clerk typed, as text, for the result file: dates read from serial numbers show as yyyy-mm-dd, and email
 * and mobile cells are masked (DESIGN: contacts leave the server masked; the row number leads back to the file).
 */
function rowCells(sheet: SheetRows, rows: ParsedRow[], byIndex: readonly (OperationColumn | null)[]): string[][] {
  const width = sheet.headers.length;
  return rows.map((parsed) => {
    const raw = sheet.rows[parsed.row - sheet.headerRow - 1] ?? [];
    const out = new Array<string>(width);
    for (let c = 0; c < width; c++) {
      const field = byIndex[c]?.field;
      const value = field?.kind === 'date' ? parsed.values[byIndex[c]!.key] : null;
      // Text exactly as typed (untrimmed), so a leading tab or CR reaches the result file and is escaped there.
      const text = typeof value === 'string' ? value : typeof raw[c] === 'string' ? (raw[c] as string) : cellText(raw[c]);
      out[c] = field?.masked && text !== '' ? (field.kind === 'email' ? maskEmail(text.trim()) : maskMobile(text.trim())) : text;
    }
    return out;
  });
}

export type { SheetRows };
