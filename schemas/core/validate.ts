// Row validation of an upload: the same function answers the preview (dryRun) and guards the job, in the
// browser and on the server. Only what the sheet itself shows is checked here; what only the database knows
// (centre exists and is in scope, enrolment number already taken) is the server's second pass.
import { UPLOAD_LIMITS } from './constants';
import { cellText } from './convert';
import { type HeaderError, matchHeaders, visibleText } from './headers';
import { activeColumns, getOperation } from './operations';
import type { OperationColumn, OperationKey, ParsedValue, UploadOperation } from './types';
import { newRowValues } from './rowValues';
import type { UploadTargetSchema } from './uploadTarget';

export type { HeaderError } from './headers';

export interface RowError {
  /** 1-based sheet row number; the header is row 1. */
  row: number;
  /** Header label of the column. */
  column: string;
  rule: string;
  message: string;
}

export interface ParsedRow {
  row: number;
  /** Null-prototype object holding only the operation's own column keys. */
  values: Readonly<Record<string, ParsedValue>>;
  valid: boolean;
}

export interface ValidationResult {
  rows: ParsedRow[];
  errors: RowError[];
  headerErrors: HeaderError[];
}

export interface ValidateOptions {
  multiCentre: boolean;
  /** Sheet row number of the header row, when the sheet does not start at row 1. */
  headerRow?: number;
  /** The sheet's name in its workbook, named by the sheet-level messages. */
  sheetName?: string;
  /** Sheet columns a confirmed column mapping leaves out. */
  ignoredColumns?: ReadonlySet<number>;
}

type Cells = readonly unknown[];

export function validateRows(
  schema: Pick<UploadTargetSchema, 'label' | 'noun' | 'uploads'>,
  operation: OperationKey | UploadOperation,
  headers: readonly unknown[],
  rows: readonly Cells[],
  opts: ValidateOptions,
): ValidationResult {
  const op = typeof operation === 'string' ? getOperation(schema, operation) : operation;
  const match = matchHeaders(schema, op, headers, rows, opts.multiCentre, opts.ignoredColumns);
  if (match.errors.some((e) => e.rule === 'no-header')) return { rows: [], errors: [], headerErrors: match.errors };
  const dataRows = countDataRows(rows);
  if (dataRows > UPLOAD_LIMITS.maxRows) {
    const where = opts.sheetName === undefined ? '' : `Sheet "${visibleText(opts.sheetName)}": `;
    const message = `${where}The sheet has ${dataRows.toLocaleString('en-US')} rows; at most ${UPLOAD_LIMITS.maxRows.toLocaleString('en-US')} can be uploaded at once`;
    return { rows: [], errors: [], headerErrors: [...match.errors, { column: '', rule: 'too-many-rows', message }] };
  }
  const keys = activeColumns(op, opts.multiCentre).map((c) => c.key);
  const firstRow = (opts.headerRow ?? 1) + 1;
  const parsed: ParsedRow[] = [];
  const errors: RowError[] = [];
  for (let i = 0; i < rows.length; i++) {
    const cells = rows[i];
    if (isEmptyRow(cells)) continue;
    const row = firstRow + i;
    const before = errors.length;
    const values = readRow(cells, row, match.byIndex, keys, errors);
    if (errors.length === before) applyRowRules(op, values, row, errors);
    parsed.push({ row, values, valid: errors.length === before });
  }
  // A loop, not push(...spread): a spread of 100,000 errors can overflow the call stack.
  const duplicates = duplicateErrors(op, parsed, match.byIndex);
  for (const e of duplicates) errors.push(e);
  if (duplicates.length > 0) errors.sort((a, b) => a.row - b.row);
  return { rows: parsed, errors, headerErrors: match.errors };
}

/** Sparse sheets can hand over holes instead of rows; a hole is an empty row. */
export function isEmptyRow(cells: Cells | null | undefined): boolean {
  if (!Array.isArray(cells)) return true;
  for (let i = 0; i < cells.length; i++) if (cellText(cells[i]) !== '') return false;
  return true;
}

function countDataRows(rows: readonly Cells[]): number {
  let count = 0;
  for (const r of rows) if (!isEmptyRow(r)) count++;
  return count;
}

function rowError(row: number, column: string, rule: string, clause: string): RowError {
  return { row, column, rule, message: `Row ${row}, ${column}: ${clause}` };
}

/** Reads one row's cells into a fresh values object, appending any cell errors to `errors`. */
function readRow(cells: Cells, row: number, byIndex: readonly (OperationColumn | null)[], keys: readonly string[], errors: RowError[]) {
  const values = newRowValues();
  for (const key of keys) values[key] = null;
  for (let index = 0; index < byIndex.length; index++) {
    const column = byIndex[index];
    if (!column) continue;
    const result = column.field.parse(cells[index]);
    if (!result.ok) errors.push(rowError(row, column.header, result.rule, result.message));
    else if (result.value === null && column.required) errors.push(rowError(row, column.header, 'required', 'must not be empty'));
    else values[column.key] = result.value;
  }
  return values;
}

function applyRowRules(op: UploadOperation, values: Readonly<Record<string, ParsedValue>>, row: number, errors: RowError[]) {
  for (const rule of op.rowRules) {
    const issue = rule(values);
    if (!issue) continue;
    const header = op.columns.find((c) => c.key === issue.key)?.header ?? issue.key;
    errors.push(rowError(row, header, issue.rule, issue.message));
  }
}

/** The operation's unique key columns the sheet has: the in-file duplicate check compares rows by these. */
export function sheetUniqueKeys(op: UploadOperation, byIndex: readonly (OperationColumn | null)[]): string[] {
  const present = new Set(byIndex.filter((c): c is OperationColumn => c !== null).map((c) => c.key));
  return op.unique.filter((k) => present.has(k));
}

/**
 * Every row of a group sharing its unique key (enrolment number, employee code ...) is an error. Also run on the
 * rows a preview's fixed cell touches (server/uploads/rowRecheck.ts), so a fixed row is checked in the same words.
 */
export function duplicateErrors(op: UploadOperation, rows: ParsedRow[], byIndex: readonly (OperationColumn | null)[]): RowError[] {
  const keys = sheetUniqueKeys(op, byIndex);
  if (keys.length === 0) return [];
  const groups = new Map<string, ParsedRow[]>();
  for (const r of rows) {
    const id = uniqueId(r.values, keys);
    if (id === null) continue;
    const group = groups.get(id);
    if (group) group.push(r);
    else groups.set(id, [r]);
  }
  const shown = keys[keys.length - 1];
  const header = op.columns.find((c) => c.key === shown)?.header ?? shown;
  const errors: RowError[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const where = rowList(group.map((r) => r.row));
    for (const r of group) {
      r.valid = false;
      errors.push(rowError(r.row, header, 'duplicate', `${String(r.values[shown])} appears more than once in the file (rows ${where})`));
    }
  }
  return errors;
}

/** Case-folded identity of a row's unique key; null when part of it is empty (that is a required-cell error). */
export function uniqueId(values: Readonly<Record<string, ParsedValue>>, keys: readonly string[]): string | null {
  let id = '';
  for (const k of keys) {
    const v = values[k];
    if (v === null) return null;
    id += `${String(v).toLowerCase()}\u0000`;
  }
  return id;
}

// A file repeating one code 50,000 times must not produce 50,000 messages each naming 50,000 rows.
function rowList(rows: number[]): string {
  const shown = rows.slice(0, 5).join(', ');
  return rows.length > 5 ? `${shown} and ${rows.length - 5} more` : shown;
}
