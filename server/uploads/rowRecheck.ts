// A cell fixed in the preview (issue 26 item 2): its row read again exactly as an uploaded row is (validateRows: the
// field's rule, required, the row rules), the in-file duplicate check redone for the rows sharing its old or new
// unique key, and those rows planned again against the database (refs, unique in scope, likely duplicates) by the
// operation's own planner. The preview's counts follow. The submit checks every row again in its job: nothing here
// is trusted later.
import { cellText, duplicateErrors, sheetUniqueKeys, uniqueId, validateRows, type ParsedRow, type RowError } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/envelope.js';
import { countPlans } from './analyse.js';
import { plannerFor } from './plan/index.js';
import type { RowPlan } from './plan/types.js';
import { setGroup, type EditSession } from './previewEdits.js';
import { previewRowOf, type PreviewRow } from './preview.js';
import type { UploadCounts } from '../../schemas/index.js';

/** Errors of cells the sheet could not read (an Excel error): they stay until that cell is fixed. */
const CELL_RULES = new Set(['excel-error', 'formula-without-value']);

export const RECHECK_MESSAGES = {
  notEditable: (row: number) => `Row ${row} cannot be fixed in the preview: only rows that had errors when the file was previewed (the first 1,000) can. Fix it in the sheet and upload it again.`,
  noColumn: (row: number, column: string) => `Row ${row}, ${column}: the sheet has no such column to fix`,
  emptied: (row: number) => `Row ${row}: a row cannot be emptied in the preview; remove it from the sheet instead`,
} as const;

/** The sheet column of each edited header. */
function editedColumns(s: EditSession, row: number, cells: Readonly<Record<string, string>>): Map<number, string> {
  const out = new Map<number, string>();
  for (const [header, text] of Object.entries(cells)) {
    const col = s.byIndex.findIndex((c) => c !== null && c.header.toLowerCase() === header.trim().toLowerCase());
    if (col < 0) throw new ApiError(422, RECHECK_MESSAGES.noColumn(row, header));
    out.set(col, text);
  }
  return out;
}

/** The row read from its cells as an uploaded row is; a rule an edited cell breaks refuses the edit (422). */
function readRow(s: EditSession, row: number, cells: unknown[], edited: Map<number, string>): { parsed: ParsedRow; errors: RowError[] } {
  const { ctx, sheet } = s;
  const result = validateRows(ctx.entity, ctx.op, sheet.headers, [cells], {
    multiCentre: ctx.multiCentre, headerRow: row - 1, ignoredColumns: new Set(sheet.ignored ?? []),
  });
  const parsed = result.rows[0];
  if (!parsed) throw new ApiError(422, RECHECK_MESSAGES.emptied(row));
  const editedHeaders = new Set([...edited.keys()].map((c) => s.byIndex[c]!.header));
  const refused = result.errors.filter((e) => editedHeaders.has(e.column));
  if (refused.length > 0) throw new ApiError(422, refused.map((e) => e.message).join('; '), 422, { errors: refused });
  // A cell the sheet could not read keeps its error until it is fixed (it replaces what the validators said of it).
  const unreadable = (s.sheetErrors.get(row) ?? []).filter((e) => CELL_RULES.has(e.rule) && !editedHeaders.has(e.column));
  const unreadableColumns = new Set(unreadable.map((e) => e.column));
  const errors = [...result.errors.filter((e) => !unreadableColumns.has(e.column)), ...unreadable];
  return { parsed: { ...parsed, valid: errors.length === 0 }, errors };
}

/** The in-file duplicate errors of the given rows, as the upload's check words them. */
function duplicatesOf(s: EditSession, rows: readonly number[]): Map<number, RowError[]> {
  const members = new Set<number>();
  for (const r of rows) {
    const id = s.idOf.get(r);
    if (id !== undefined) for (const m of s.groups.get(id) ?? []) members.add(m);
  }
  const parsed = [...members].sort((a, b) => a - b).map((r) => ({ ...s.sheet.rows[s.index.get(r)!] }));
  const out = new Map<number, RowError[]>();
  for (const e of duplicateErrors(s.ctx.op, parsed, s.byIndex)) out.set(e.row, [...(out.get(e.row) ?? []), e]);
  return out;
}

/** The text of a row's error cells, for the editor (a contact's is not sent: contacts leave the server masked). */
export function fixOf(s: EditSession, row: number, plan: RowPlan): Record<string, string> | undefined {
  const cells = s.cells.get(row);
  if (!cells || plan.errors.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const e of plan.errors) {
    const col = s.byIndex.findIndex((c) => c !== null && c.header === e.column);
    if (col < 0) continue;
    out[e.column] = s.byIndex[col]!.field.masked ? '' : cellText(cells[col]);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface Recheck { rows: PreviewRow[]; counts: UploadCounts }

/** Applies the clerk's fixed cells to a row of the preview and checks again every row they touch. */
export async function recheckRow(db: Db, s: EditSession, row: number, cells: Readonly<Record<string, string>>): Promise<Recheck> {
  const current = s.cells.get(row);
  if (!current || !s.index.has(row)) throw new ApiError(422, RECHECK_MESSAGES.notEditable(row));
  const edited = editedColumns(s, row, cells);
  const next = [...current];
  for (const [col, text] of edited) next[col] = text;
  const { parsed, errors } = readRow(s, row, next, edited);
  // Accepted: the row's cells and sheet errors as fixed, and its place among the rows sharing a unique key.
  s.cells.set(row, next);
  const fixes = s.edits.get(row) ?? new Map<number, string>();
  for (const [col, text] of edited) fixes.set(col, text);
  s.edits.set(row, fixes);
  s.sheet.rows[s.index.get(row)!] = parsed;
  s.sheetErrors.set(row, errors);
  const keys = sheetUniqueKeys(s.ctx.op, s.byIndex);
  const left = setGroup(s, row, keys.length > 0 ? uniqueId(parsed.values, keys) : null);
  const touched = [...new Set([row, ...left, ...(s.groups.get(s.idOf.get(row) ?? '') ?? [])])].sort((a, b) => a - b);
  const duplicates = duplicatesOf(s, [row, ...left]);
  const rows: ParsedRow[] = [];
  const sheetErrors: RowError[] = [];
  for (const r of touched) {
    const own = [...(s.sheetErrors.get(r) ?? []), ...(duplicates.get(r) ?? [])];
    const i = s.index.get(r)!;
    s.sheet.rows[i] = { ...s.sheet.rows[i], valid: own.length === 0 };
    rows.push(s.sheet.rows[i]);
    sheetErrors.push(...own);
  }
  const plans = await plannerFor(s.ctx.entity, s.ctx.op).plan(db, s.ctx, rows, sheetErrors, s.sheet.headers);
  for (const p of plans) {
    const i = s.index.get(p.row)!;
    // A serial number counts the rows of the whole file, not of the few planned again.
    const before = s.plans[i].preview;
    s.plans[i] = { ...p, write: null, preview: 'sNo' in before ? { ...p.preview, sNo: before.sNo } : p.preview };
  }
  const columns = s.ctx.entity.uploads.preview.columns;
  const changed = [row, ...touched.filter((r) => r !== row)].map((r) => s.plans[s.index.get(r)!]);
  return { rows: changed.map((p) => previewRowOf(columns, p, fixOf(s, p.row, p))), counts: countPlans(s.plans) };
}
