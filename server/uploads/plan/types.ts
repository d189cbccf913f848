// The plan of an upload: for every row, its errors and the change it makes. The same plan answers the preview
// (dryRun) and drives the job, so what a clerk is shown is exactly what will be applied.
import type { Db } from '../../db/client.js';
import type { MappingPair, ParsedRow, ParsedValue, RowError, UploadOperation } from '../../../schemas/index.js';
import type { UploadTargetSchema } from '../../../schemas/uploadTargets.js';

export type { RowChange as Change } from '../../../schemas/index.js';
import type { BatchChanges, RowChange as Change } from '../../../schemas/index.js';

export type { BatchChanges } from '../../../schemas/index.js';

export interface RowPlan<W = unknown> {
  row: number;
  errors: RowError[];
  /** What the clerk should check but may go on with (a likely duplicate); absent when there is none. */
  warnings?: RowError[];
  /** What the row does; null while it has errors. */
  change: Change | null;
  /** Values of the entity's preview columns (entities-spec §2); empty where the plan is not shown (showsPreview). */
  preview: Record<string, string>;
  /** Faculty batch associations: the batch summary of the row. */
  batches?: BatchChanges;
  /** What apply() writes for this row; null for invalid or unchanged rows. */
  write: W | null;
}

export interface PlanContext {
  orgId: number;
  userId: number;
  /** An entity, or an upload target that is no listed entity kind (PTM schedules). */
  entity: UploadTargetSchema;
  op: UploadOperation;
  /** Effective centre mode (test accounts are always multi-centre). */
  multiCentre: boolean;
  /** The centre chosen on the page in single-centre mode. */
  centreId: number | null;
  /** Centres the user may touch (principal.centres). */
  scope: ReadonlySet<number>;
  /** What a target's upload names beyond the file (an exam result's exam and year), from uploads/targetHooks.ts. */
  params?: Readonly<Record<string, number>>;
  /** The column mapping the clerk confirmed for a sheet whose headers are not the operation's (issue 26). */
  mapping?: MappingPair[];
  /** The organisation's last confirmed mapping for this upload, proposed first when the headers do not match. */
  remembered?: MappingPair[];
  /** A one-record edit (the console's form): the record being rewritten, which its own checks must not meet. */
  selfId?: number;
  /** The upload job applying the plan: an undoable planner records what it does under this id (upload_job_changes). */
  jobId?: number;
}

export interface OperationPlanner<W = unknown> {
  /**
   * Checks every row against the database; rows that already failed the sheet checks keep those errors. `headers`
   * are the sheet's header cells, for a planner whose writes depend on which optional columns the sheet has.
   */
  plan(db: Db, ctx: PlanContext, rows: readonly ParsedRow[], sheetErrors: readonly RowError[], headers?: readonly string[]): Promise<RowPlan<W>[]>;
  /** Writes the rows of a plan without errors, inside the caller's transaction. */
  apply(tx: Db, ctx: PlanContext, writes: W[], progress: (done: number) => Promise<void>): Promise<void>;
  /** It records, under ctx.jobId, the records it creates and the values it changes, so its job can be undone. */
  undoable?: true;
  /**
   * Every table its plan reads, each with migration 0038's write log, for a planner whose plan depends on nothing else
   * (no clock, no setting outside them): a job may then apply its clean preview's plan when none has changed since
   * (parkedSheets.ts). tests/server/uploads-plan-reuse.test.ts checks the list against what a plan reads.
   */
  reads?: readonly string[];
}

/**
 * Collects a row's errors under the operation's header labels, in the words of the schema's validators, and its
 * warnings alike: a warning is shown and counted apart from the errors and never stops the upload.
 */
export class RowIssues {
  readonly errors: RowError[] = [];
  /** Made at the first warning: most rows have none. */
  warnings: RowError[] | undefined;

  constructor(private readonly op: UploadOperation, readonly row: number, sheetErrors?: readonly RowError[]) {
    if (sheetErrors) this.errors.push(...sheetErrors);
  }

  add(key: string, rule: string, clause: string): void {
    this.errors.push(this.issue(key, rule, clause));
  }

  warn(key: string, rule: string, clause: string): void {
    (this.warnings ??= []).push(this.issue(key, rule, clause));
  }

  private issue(key: string, rule: string, clause: string): RowError {
    const column = this.op.columns.find((c) => c.key === key)?.header ?? key;
    return { row: this.row, column, rule, message: `Row ${this.row}, ${column}: ${clause}` };
  }

  get ok(): boolean {
    return this.errors.length === 0;
  }
}

/** Sheet errors grouped by row, so each row's plan starts from what the sheet checks found. */
export function errorsByRow(errors: readonly RowError[]): Map<number, RowError[]> {
  const map = new Map<number, RowError[]>();
  for (const e of errors) {
    const list = map.get(e.row);
    if (list) list.push(e);
    else map.set(e.row, [e]);
  }
  return map;
}

export const text = (v: ParsedValue | undefined): string | null => (typeof v === 'string' ? v : null);

/** The distinct texts of one column of the rows (the codes a sheet names, to look up at once). */
export function distinctTexts(rows: readonly ParsedRow[], key: string): string[] {
  const seen = new Set<string>();
  for (const r of rows) {
    const v = r.values[key];
    if (typeof v === 'string') seen.add(v);
  }
  return [...seen];
}

/**
 * Whether the plan's preview values are shown: a preview's are, a job's (ctx.jobId) nobody reads (its result file
 * has the sheet's own cells), so a planner may leave them empty and skip what only they need.
 */
export const showsPreview = (ctx: PlanContext): boolean => ctx.jobId === undefined;
export const list = (v: ParsedValue | undefined): string[] => (Array.isArray(v) ? [...v] : typeof v === 'string' ? [v] : []);

/**
 * Lookups one after another: a job plans inside its transaction, on one connection, where queries cannot overlap.
 */
export async function inOrder<T extends unknown[]>(...tasks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const out: unknown[] = [];
  for (const task of tasks) out.push(await task());
  return out as T;
}
