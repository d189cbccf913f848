// The previews whose error cells a clerk is fixing (issue 26 item 2): what a row re-check needs, kept under the
// preview's editKey. Kept in this process's memory, beside the parse it edits, not in the database: a re-check must
// answer within 100 ms, and rebuilding a preview's rows from a stored file on each edit would take seconds. The
// cost is that a preview's fixes live as long as this process and its idle time allows (EDIT_IDLE_MS): a re-check
// or a submit naming a key this process does not hold is refused (409, preview the file again), never applied to
// the uncorrected file. On several server processes the re-checks and the submit of one preview must reach the one
// that made it (sticky sessions on the balancer); see README.
import { randomUUID } from 'node:crypto';
import { matchHeaders, sheetUniqueKeys, uniqueId, type OperationColumn, type RowError } from '../../schemas/index.js';
import type { ParsedSheet } from './parseUpload.js';
import type { SheetExtension } from './fileChecks.js';
import type { PlanContext, RowPlan } from './plan/types.js';

/** How long an untouched preview's fixes are kept, and how many previews at once (each holds its parsed rows). */
export const editLimits = { idleMs: 30 * 60_000, sessions: 4, maxRows: 20_000 };

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
}

/** Keeps a preview with errors for fixing; undefined when it has no row to fix or is too big to hold. */
export function openEditSession(n: NewEditSession): EditSession | undefined {
  if (!n.sheet.editable?.length || n.sheet.rows.length > editLimits.maxRows) return undefined;
  const now = Date.now();
  sweep(now);
  const { ctx, sheet } = n;
  const ignored = new Set(sheet.ignored ?? []);
  const s: EditSession = {
    key: randomUUID(), ctx, digest: n.digest, ext: n.ext, fileName: n.fileName, sheet,
    plans: n.plans.map((p) => ({ ...p, write: null })),
    index: new Map(sheet.rows.map((r, i) => [r.row, i])),
    byIndex: matchHeaders(ctx.entity, ctx.op, sheet.headers, [], ctx.multiCentre, ignored).byIndex,
    cells: new Map((sheet.editable ?? []).map((e) => [e.row, e.cells])),
    edits: new Map(), sheetErrors: new Map(), groups: new Map(), idOf: new Map(), touched: now,
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
export function editSession(key: string, userId: number): EditSession | undefined {
  const s = sessions.get(key);
  if (!s || s.ctx.userId !== userId) return undefined;
  s.touched = Date.now();
  return s;
}

/** Forgets every preview (server shutdown, tests). */
export function dropEditSessions(): void {
  sessions.clear();
}
