// The previews whose error cells a clerk is fixing (issue 26 item 2): what a row re-check needs (the parsed rows,
// their plans, the editable rows' cells, the in-file duplicate groups), cached in this process's memory under the
// preview's editKey. The database holds what is authoritative: the file and the fixes (db/previews.ts). A re-check
// must answer within 100 ms, which re-reading and re-planning the file each time would not; so the parse is kept
// here, and a process that does not hold it (another instance, a restart, or a cache older than the stored fixes)
// rebuilds it once from the stored file and fixes (previewFixes.ts). The submit reads the fixes from the database,
// on whichever process takes it.
import { randomUUID } from 'node:crypto';
import { matchHeaders, sheetUniqueKeys, uniqueId, type OperationColumn, type RowError } from '../../schemas/index.js';
import { EDIT_LIMITS, type ParsedSheet } from './parseUpload.js';
import type { SheetExtension } from './fileChecks.js';
import type { PlanContext, RowPlan } from './plan/types.js';

/** How long an untouched preview's fixes are kept, and how many previews at once (each holds its parsed rows). */
export const editLimits = { idleMs: 30 * 60_000, sessions: 4, maxRows: EDIT_LIMITS.sheetRows };

export interface EditSession {
  key: string;
  ctx: PlanContext;
  /** The previewed file, so the submit can tell it is the same one: its SHA-256 and type. */
  digest: string;
  ext: SheetExtension;
  fileName: string;
  sheet: ParsedSheet;
  /** Every row's plan (writes dropped), in sheet order; a re-check replaces the rows it touched. */
  plans: RowPlan[];
  /** Sheet row number → index in sheet.rows and plans. */
  index: Map<number, number>;
  /** Each sheet column's operation column (null: not read). */
  byIndex: readonly (OperationColumn | null)[];
  /** The editable rows' cells as they stand (as read, then as fixed). */
  cells: Map<number, unknown[]>;
  /** The fixes: sheet row → sheet column → the text typed. */
  edits: Map<number, Map<number, string>>;
  /** The fixes as last stored (JSON): a stored list that differs means another process made fixes since. */
  saved: string;
  /** Each row's sheet-check errors other than in-file duplicates (those are worked out again per re-check). */
  sheetErrors: Map<number, RowError[]>;
  /** Rows by their unique key (the in-file duplicate check), and each row's key. */
  groups: Map<string, Set<number>>;
  idOf: Map<number, string>;
  touched: number;
}

const sessions = new Map<string, EditSession>();

function sweep(now: number): void {
  for (const [key, s] of sessions) if (now - s.touched > editLimits.idleMs) sessions.delete(key);
  // The least recently used go first when too many are held.
  const byAge = [...sessions.values()].sort((a, b) => a.touched - b.touched);
  while (byAge.length >= editLimits.sessions) sessions.delete(byAge.shift()!.key);
}

export interface NewEditSession {
  ctx: PlanContext; digest: string; ext: SheetExtension; fileName: string; sheet: ParsedSheet; plans: RowPlan[];
  /** The key of a stored preview being rebuilt. */
  key?: string;
}

/** Keeps a preview with errors for fixing; undefined when it has no row to fix or is too big to hold. */
export function openEditSession(n: NewEditSession): EditSession | undefined {
  const { cellsByRow } = n.sheet;
  // The cells of the rows read are dropped either way: only the editable rows' are kept.
  delete n.sheet.cellsByRow;
  if (!cellsByRow || n.sheet.rows.length > editLimits.maxRows) return undefined;
  const at = new Map(cellsByRow.rows.map((row, i) => [row, i]));
  const editable = n.plans.filter((p) => p.errors.length > 0 && at.has(p.row)).slice(0, EDIT_LIMITS.rows);
  if (editable.length === 0) return undefined;
  const now = Date.now();
  sweep(now);
  const { ctx, sheet } = n;
  const ignored = new Set(sheet.ignored ?? []);
  const s: EditSession = {
    key: n.key ?? randomUUID(), ctx, digest: n.digest, ext: n.ext, fileName: n.fileName, sheet,
    plans: n.plans.map((p) => ({ ...p, write: null })),
    index: new Map(sheet.rows.map((r, i) => [r.row, i])),
    byIndex: matchHeaders(ctx.entity, ctx.op, sheet.headers, [], ctx.multiCentre, ignored).byIndex,
    cells: new Map(editable.map((p) => [p.row, cellsByRow.cells[at.get(p.row)!]])),
    edits: new Map(), saved: '[]', sheetErrors: new Map(), groups: new Map(), idOf: new Map(), touched: now,
  };
  for (const e of sheet.errors) {
    if (e.rule === 'duplicate') continue;
    const list = s.sheetErrors.get(e.row);
    if (list) list.push(e);
    else s.sheetErrors.set(e.row, [e]);
  }
  // The rows by their unique key, as the in-file duplicate check compares them.
  const keys = sheetUniqueKeys(ctx.op, s.byIndex);
  if (keys.length > 0) for (const r of sheet.rows) setGroup(s, r.row, uniqueId(r.values, keys));
  sessions.set(s.key, s);
  return s;
}

/** Moves a row to the group of its (new) unique key; answers the rows of its old group. */
export function setGroup(s: EditSession, row: number, id: string | null): number[] {
  const old = s.idOf.get(row);
  const left: number[] = [];
  if (old !== undefined) {
    const group = s.groups.get(old)!;
    group.delete(row);
    left.push(...group);
    if (group.size === 0) s.groups.delete(old);
    s.idOf.delete(row);
  }
  if (id !== null) {
    const group = s.groups.get(id);
    if (group) group.add(row);
    else s.groups.set(id, new Set([row]));
    s.idOf.set(row, id);
  }
  return left;
}

/** The preview of this key, if this process holds it for this user. */
export function cachedSession(key: string, userId: number): EditSession | undefined {
  const s = sessions.get(key);
  if (!s || s.ctx.userId !== userId) return undefined;
  s.touched = Date.now();
  return s;
}

/** The fixes as a list: [sheet row, sheet column, text]. */
export function editList(s: EditSession): [number, number, string][] {
  return [...s.edits].flatMap(([row, cols]) => [...cols].map(([col, text]): [number, number, string] => [row, col, text]));
}

/** Forgets every preview (server shutdown, tests). */
export function dropEditSessions(): void {
  sessions.clear();
}
