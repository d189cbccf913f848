// The planners of every entity that declares none of its own (its table derived from its schema, or hand-made with the
// fields' own columns): each column read as its field says, ref cells resolved through the resolver table (refs.ts),
// the preview from the schema's preview columns. Create checks the entity's `unique` against the database in one
// set-based query and inserts in chunks; update finds the records its rows name by those same fields and sets the
// other cells, telling changed rows from unchanged ones.
import type { Db } from '../../db/client.js';
import type { EntitySchema, FieldDef, ParsedRow, RowError } from '../../../schemas/index.js';
import { existingByTuple, insertDerived, storedForm, takenTuples, Tuples, updateDerived, type Existing } from '../db/derived.js';
import { loadResolvers, pageCentreName } from './refs.js';
import { RowReader, type Shown, type Write } from './rowReader.js';
import { scheduleChecks, type ScheduledRow } from './schedule.js';
import { totalChecks } from './totals.js';
import { likelyDuplicateChecks } from './likelyDuplicates.js';
import { errorsByRow, RowIssues, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';

/** A row read and resolved: its plan (no change yet) and what the checks after reading need. */
class Draft implements ScheduledRow {
  /** Whether its unique values went to the database check (none missing, no error before). */
  unique = false;

  constructor(
    readonly plan: RowPlan<Write>, readonly write: Write, readonly issues: RowIssues,
    private readonly texts: Shown, private readonly reader: RowReader, readonly selfId: number | undefined,
  ) {}

  get row(): number {
    return this.plan.row;
  }

  /** Its display text by key: only a message naming the row's values asks. */
  get shown(): Record<string, string> {
    return this.reader.shownByKey(this.texts);
  }
}

const entityOf = (ctx: PlanContext) => ctx.entity as EntitySchema;

/** The unique fields' labels as words: 'Centre, Event Date and Title'. */
function uniqueNamed(entity: EntitySchema): string {
  const labels = entity.unique.map((k) => entity.fields.find((f) => f.key === k)!.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
}

/** Why a row's unique values are refused; a table shared by kinds (staff) may hold them under another kind. */
function takenMessage(entity: EntitySchema, shown: Record<string, string>): string {
  const named = uniqueNamed(entity);
  if (entity.table.discriminator) return `${named} ${entity.unique.map((k) => shown[k]).join(', ')} is already taken`;
  return `a ${entity.noun} with this ${named} already exists`;
}

/**
 * Every row read and resolved, with its preview, and the unique values of the rows without errors (none while one
 * is missing), to check against the database in one query. One pass; per row only what the plan keeps.
 */
async function draftsOf(db: Db, ctx: PlanContext, rows: readonly ParsedRow[], sheetErrors: readonly RowError[]) {
  const entity = entityOf(ctx);
  const resolvers = await loadResolvers(db, ctx, ctx.op.columns.flatMap((c) => (c.field.ref ? [c.field.ref] : [])));
  const reader = new RowReader(ctx, resolvers, await pageCentreName(db, ctx));
  const byRow = errorsByRow(sheetErrors);
  const unique = entity.unique.map((k) => entity.fields.find((f) => f.key === k)!.column);
  const tuples = new Tuples<Draft>(unique.length);
  const drafts: Draft[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const issues = new RowIssues(ctx.op, r.row, byRow.get(r.row));
    const write: Write = {};
    const shown: Shown = [];
    reader.read(r, issues, write, shown);
    const plan: RowPlan<Write> = { row: r.row, errors: issues.errors, change: null, preview: reader.previewOf(shown, i), write: null };
    const d = new Draft(plan, write, issues, shown, reader, ctx.selfId);
    if (issues.ok && unique.length > 0) d.unique = tuples.add(d, write, unique);
    drafts.push(d);
  }
  return { drafts, tuples };
}

const plansOf = (drafts: readonly Draft[]) => drafts.map((d) => d.plan);

export const genericCreate: OperationPlanner<Write> = {
  async plan(db, ctx, rows, sheetErrors) {
    const entity = entityOf(ctx);
    const { drafts, tuples } = await draftsOf(db, ctx, rows, sheetErrors);
    for (const d of await takenTuples(db, entity, ctx.orgId, tuples, ctx.selfId)) d.issues.add(entity.unique.at(-1)!, 'taken', takenMessage(entity, d.shown));
    await scheduleChecks(db, entity, ctx.orgId, drafts);
    await totalChecks(db, entity, ctx.orgId, drafts, () => ctx.selfId);
    const columnOf = new Map(entity.fields.map((f) => [f.key, f.column]));
    await likelyDuplicateChecks(db, ctx, drafts, (d, key) => d.write[columnOf.get(key)!]);
    for (const d of drafts) {
      if (!d.issues.ok) continue;
      d.plan.change = 'create';
      d.plan.write = d.write;
    }
    return plansOf(drafts);
  },
  apply: (tx, ctx, writes, progress) => insertDerived(tx, entityOf(ctx), ctx.orgId, writes, progress, ctx.jobId),
  undoable: true,
};

/** The columns an update sets: its sheet's fields other than those naming the record (and not a page-given centre). */
function updatedFields(ctx: PlanContext): FieldDef[] {
  const entity = entityOf(ctx);
  return ctx.op.columns.filter((c) => !entity.unique.includes(c.key)).map((c) => c.field);
}

/** Whether a row would write what the record already holds in every updated field. */
function unchanged(fields: readonly FieldDef[], write: Write, found: Existing): boolean {
  for (let i = 0; i < fields.length; i++) if (storedForm(write[fields[i].column]) !== found.values[i]) return false;
  return true;
}

export const genericUpdate: OperationPlanner<Write> = {
  async plan(db, ctx, rows, sheetErrors) {
    const entity = entityOf(ctx);
    const fields = updatedFields(ctx);
    const { drafts, tuples } = await draftsOf(db, ctx, rows, sheetErrors);
    const existing = await existingByTuple(db, entity, ctx.orgId, tuples, fields);
    for (const d of drafts) if (d.unique && !existing.get(d)) d.issues.add(entity.unique.at(-1)!, 'unknown-record', `there is no ${entity.noun} with this ${uniqueNamed(entity)}`);
    await totalChecks(db, entity, ctx.orgId, drafts, (d) => existing.get(d)?.id);
    for (const d of drafts) {
      const found = existing.get(d);
      if (!d.issues.ok || !found) continue;
      if (unchanged(fields, d.write, found)) {
        d.plan.change = 'unchanged';
        continue;
      }
      const write: Write = { id: found.id };
      for (const f of fields) write[f.column] = d.write[f.column];
      d.plan.change = 'change';
      d.plan.write = write;
    }
    return plansOf(drafts);
  },
  apply: (tx, ctx, writes, progress) => updateDerived(tx, entityOf(ctx), writes, progress, ctx.jobId),
  undoable: true,
};
