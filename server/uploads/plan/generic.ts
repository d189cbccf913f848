// The planners of every entity that declares none of its own (its table derived from its schema, or hand-made with the
// fields' own columns): each column read as its field says, ref cells resolved through the resolver table (refs.ts),
// the preview from the schema's preview columns. Create checks the entity's `unique` against the database in one
// set-based query and inserts in chunks; update finds the records its rows name by those same fields and sets the
// other cells, telling changed rows from unchanged ones.
import type { Db } from '../../db/client.js';
import { maskEmail, maskMobile, type EntitySchema, type FieldDef, type OperationColumn, type ParsedRow, type RowError } from '../../../schemas/index.js';
import { existingByTuple, insertDerived, storedForm, takenTuples, tupleKey, updateDerived } from '../db/derived.js';
import { loadResolvers, pageCentreName, type RefResolver } from './refs.js';
import { scheduleChecks } from './schedule.js';
import { totalChecks } from './totals.js';
import { errorsByRow, list, RowIssues, text, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';

type Write = Record<string, unknown>;
const TEXT_KINDS = new Set(['text', 'name', 'code']);
interface Draft { plan: RowPlan<Write>; issues: RowIssues; unique: string[] | null; write: Write; shown: Record<string, string> }

const entityOf = (ctx: PlanContext) => ctx.entity as EntitySchema;

/** The sheet's columns in reading order (the centre first: a batch is resolved at the row's centre), and the centre. */
interface Layout { columns: readonly OperationColumn[]; centre: OperationColumn | undefined; pageCentre: boolean }

/** Worked out once per plan, not per row. */
function layoutOf(ctx: PlanContext): Layout {
  const present = ctx.op.columns.filter((c) => ctx.multiCentre || !c.multiCentreOnly);
  const centre = ctx.op.columns.find((c) => c.field.ref === 'centre' && !c.field.multiple);
  const columns = [...present].sort((a, b) => Number(b === centre) - Number(a === centre));
  return { columns, centre, pageCentre: !!centre && !present.includes(centre) && ctx.centreId !== null };
}

/** A row's values by column and their display text, refs resolved; the centre of a single-centre sheet is the page's. */
function readRow(ctx: PlanContext, layout: Layout, r: ParsedRow, issues: RowIssues, resolvers: ReadonlyMap<string, RefResolver>, pageCentre: string) {
  const write: Write = {};
  const shown: Record<string, string> = {};
  const { centre } = layout;
  if (centre && layout.pageCentre) {
    write[centre.field.column] = ctx.centreId;
    shown[centre.key] = pageCentre;
  }
  const centreId = () => write[centre?.field.column ?? ''] as number | undefined;
  for (const c of layout.columns) readCell(c, r, issues, resolvers, centreId, write, shown);
  return { write, shown };
}

function readCell(
  c: OperationColumn, r: ParsedRow, issues: RowIssues, resolvers: ReadonlyMap<string, RefResolver>,
  centreId: () => number | undefined, write: Write, shown: Record<string, string>,
): void {
  const value = r.values[c.key] ?? null;
  if (c.field.kind !== 'ref' || value === null) {
    // An empty optional text cell is stored as '' (a hand-made table may hold its text columns not-null).
    const empty = TEXT_KINDS.has(c.field.kind) ? '' : null;
    write[c.field.column] = c.field.multiple ? list(value) : (text(value) ?? empty);
    shown[c.key] = list(value).map((v) => masked(c.field, v)).join(', ');
    return;
  }
  const sameAs = c.field.sameAs === undefined ? undefined : text(r.values[c.field.sameAs]);
  const found = list(value).map((v) => resolvers.get(c.field.ref!)!.resolve(v, c.key, issues, { centreId: centreId(), sameAs }));
  write[c.field.column] = c.field.multiple ? found.map((f) => f?.id) : found[0]?.id;
  shown[c.key] = found.map((f, i) => f?.name ?? list(value)[i]).join(', ');
}

/** A masked field (email, mobile) shows in the preview as the list shows it. */
function masked(f: FieldDef, value: string): string {
  if (!f.masked) return value;
  return f.kind === 'email' ? maskEmail(value) : f.kind === 'mobile' ? maskMobile(value) : value;
}

/** The preview's values: the shown cells (or the cell a column is `from`), a serial number for a column 'sNo' that is no field. */
function previewOf(entity: EntitySchema, shown: Record<string, string>, index: number): Record<string, string> {
  return Object.fromEntries(entity.uploads.preview.columns.map((c) => {
    if (c.key === 'sNo' && !(c.key in shown)) return [c.key, String(index + 1)];
    return [c.key, shown[c.from ?? c.key] ?? ''];
  }));
}

/** The unique fields' values of a row as text (a ref as its id), or null while any is missing. */
function uniqueOf(entity: EntitySchema, write: Write): string[] | null {
  const values = entity.unique.map((k) => write[entity.fields.find((f) => f.key === k)!.column]);
  return values.every((v) => v !== null && v !== undefined) ? values.map(String) : null;
}

/** Why a row's unique values are refused; a table shared by kinds (staff) may hold them under another kind. */
/** The unique fields' labels as words: 'Centre, Event Date and Title'. */
function uniqueNamed(entity: EntitySchema): string {
  const labels = entity.unique.map((k) => entity.fields.find((f) => f.key === k)!.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
}

function takenMessage(entity: EntitySchema, shown: Record<string, string>): string {
  const named = uniqueNamed(entity);
  if (entity.table.discriminator) return `${named} ${entity.unique.map((k) => shown[k]).join(', ')} is already taken`;
  return `a ${entity.noun} with this ${named} already exists`;
}

/** Every row read and resolved, with its preview and unique values (null while the row has errors). */
async function draftsOf(db: Db, ctx: PlanContext, rows: readonly ParsedRow[], sheetErrors: readonly RowError[]): Promise<Draft[]> {
  const entity = entityOf(ctx);
  const resolvers = await loadResolvers(db, ctx, ctx.op.columns.flatMap((c) => (c.field.ref ? [c.field.ref] : [])));
  const pageCentre = await pageCentreName(db, ctx);
  const byRow = errorsByRow(sheetErrors);
  const layout = layoutOf(ctx);
  return rows.map((r, i): Draft => {
    const issues = new RowIssues(ctx.op, r.row, byRow.get(r.row));
    const { write, shown } = readRow(ctx, layout, r, issues, resolvers, pageCentre);
    const preview = previewOf(entity, shown, i);
    return { plan: { row: r.row, errors: issues.errors, change: null, preview, write: null }, issues, unique: issues.ok ? uniqueOf(entity, write) : null, write, shown };
  });
}

const tuplesOf = (drafts: readonly Draft[]) => drafts.flatMap((d) => (d.unique ? [d.unique] : []));

export const genericCreate: OperationPlanner<Write> = {
  async plan(db, ctx, rows, sheetErrors) {
    const entity = entityOf(ctx);
    const drafts = await draftsOf(db, ctx, rows, sheetErrors);
    const taken = await takenTuples(db, entity, ctx.orgId, tuplesOf(drafts), ctx.selfId);
    for (const d of drafts) if (d.unique && taken.has(tupleKey(d.unique))) d.issues.add(entity.unique.at(-1)!, 'taken', takenMessage(entity, d.shown));
    await scheduleChecks(db, entity, ctx.orgId, drafts.map((d) => ({ row: d.plan.row, write: d.write, shown: d.shown, issues: d.issues, selfId: ctx.selfId })));
    await totalChecks(db, entity, ctx.orgId, drafts, ctx.selfId === undefined ? [] : [ctx.selfId]);
    return drafts.map((d): RowPlan<Write> => {
      return d.issues.ok ? { ...d.plan, change: 'create', write: d.write } : d.plan;
    });
  },
  apply: (tx, ctx, writes, progress) => insertDerived(tx, entityOf(ctx), ctx.orgId, writes, progress),
};

/** The columns an update sets: its sheet's fields other than those naming the record (and not a page-given centre). */
function updatedFields(ctx: PlanContext): FieldDef[] {
  const entity = entityOf(ctx);
  return ctx.op.columns.filter((c) => !entity.unique.includes(c.key)).map((c) => c.field);
}

export const genericUpdate: OperationPlanner<Write> = {
  async plan(db, ctx, rows, sheetErrors) {
    const entity = entityOf(ctx);
    const fields = updatedFields(ctx);
    const drafts = await draftsOf(db, ctx, rows, sheetErrors);
    const existing = await existingByTuple(db, entity, ctx.orgId, tuplesOf(drafts), fields);
    const foundOf = (d: Draft) => (d.unique ? existing.get(tupleKey(d.unique)) : undefined);
    for (const d of drafts) if (d.unique && !foundOf(d)) d.issues.add(entity.unique.at(-1)!, 'unknown-record', `there is no ${entity.noun} with this ${uniqueNamed(entity)}`);
    await totalChecks(db, entity, ctx.orgId, drafts, drafts.flatMap((d) => foundOf(d)?.id ?? []));
    return drafts.map((d): RowPlan<Write> => {
      const found = foundOf(d);
      if (!d.issues.ok || !found) return d.plan;
      const same = fields.every((f, i) => storedForm(d.write[f.column]) === found.values[i]);
      if (same) return { ...d.plan, change: 'unchanged' };
      return { ...d.plan, change: 'change', write: { id: found.id, ...Object.fromEntries(fields.map((f) => [f.column, d.write[f.column]])) } };
    });
  },
  apply: (tx, ctx, writes, progress) => updateDerived(tx, entityOf(ctx), writes, progress),
};
