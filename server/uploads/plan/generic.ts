// The planner of every entity that declares none of its own (its table derived from its schema): each column read
// as its field says, ref cells resolved through the resolver table (refs.ts), the entity's `unique` checked against
// the database in one set-based query, the preview from the schema's preview columns, chunked inserts.
import type { EntitySchema, OperationColumn, ParsedRow } from '../../../schemas/index.js';
import { insertDerived, takenTuples, tupleKey } from '../db/derived.js';
import { loadResolvers, pageCentreName, type RefResolver } from './refs.js';
import { errorsByRow, list, RowIssues, text, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';

type Write = Record<string, unknown>;
const TEXT_KINDS = new Set(['text', 'name', 'code']);
interface Draft { plan: RowPlan<Write>; issues: RowIssues; unique: string[] | null; write: Write }

const entityOf = (ctx: PlanContext) => ctx.entity as EntitySchema;

/** A row's values by column and their display text, refs resolved; the centre of a single-centre sheet is the page's. */
function readRow(ctx: PlanContext, r: ParsedRow, issues: RowIssues, resolvers: ReadonlyMap<string, RefResolver>, pageCentre: string) {
  const write: Write = {};
  const shown: Record<string, string> = {};
  const columns = ctx.op.columns.filter((c) => ctx.multiCentre || !c.multiCentreOnly);
  const centre = ctx.op.columns.find((c) => c.field.ref === 'centre' && !c.field.multiple);
  if (centre && !columns.includes(centre) && ctx.centreId !== null) {
    write[centre.field.column] = ctx.centreId;
    shown[centre.key] = pageCentre;
  }
  const centreId = () => write[centre?.field.column ?? ''] as number | undefined;
  // The centre first: a batch is resolved at the row's centre.
  for (const c of [...columns].sort((a, b) => Number(b === centre) - Number(a === centre))) readCell(c, r, issues, resolvers, centreId, write, shown);
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
    shown[c.key] = list(value).join(', ');
    return;
  }
  const found = list(value).map((v) => resolvers.get(c.field.ref!)!.resolve(v, c.key, issues, centreId()));
  write[c.field.column] = c.field.multiple ? found.map((f) => f?.id) : found[0]?.id;
  shown[c.key] = found.map((f, i) => f?.name ?? list(value)[i]).join(', ');
}

/** The unique fields' values of a row as text (a ref as its id), or null while any is missing. */
function uniqueOf(entity: EntitySchema, write: Write): string[] | null {
  const values = entity.unique.map((k) => write[entity.fields.find((f) => f.key === k)!.column]);
  return values.every((v) => v !== null && v !== undefined) ? values.map(String) : null;
}

function takenMessage(entity: EntitySchema): string {
  const labels = entity.unique.map((k) => entity.fields.find((f) => f.key === k)!.label);
  const named = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  return `a ${entity.noun} with this ${named} already exists`;
}

export const genericCreate: OperationPlanner<Write> = {
  async plan(db, ctx, rows, sheetErrors) {
    const entity = entityOf(ctx);
    const resolvers = await loadResolvers(db, ctx, ctx.op.columns.flatMap((c) => (c.field.ref ? [c.field.ref] : [])));
    const pageCentre = await pageCentreName(db, ctx);
    const byRow = errorsByRow(sheetErrors);
    const drafts = rows.map((r): Draft => {
      const issues = new RowIssues(ctx.op, r.row, byRow.get(r.row));
      const { write, shown } = readRow(ctx, r, issues, resolvers, pageCentre);
      const preview = Object.fromEntries(entity.uploads.preview.columns.map((c) => [c.key, shown[c.key] ?? '']));
      return { plan: { row: r.row, errors: issues.errors, change: null, preview, write: null }, issues, unique: issues.ok ? uniqueOf(entity, write) : null, write };
    });
    const taken = await takenTuples(db, entity, ctx.orgId, drafts.flatMap((d) => (d.unique ? [d.unique] : [])));
    return drafts.map((d): RowPlan<Write> => {
      if (d.unique && taken.has(tupleKey(d.unique))) d.issues.add(entity.unique.at(-1)!, 'taken', takenMessage(entity));
      return d.issues.ok ? { ...d.plan, change: 'create', write: d.write } : d.plan;
    });
  },
  apply: (tx, ctx, writes, progress) => insertDerived(tx, entityOf(ctx), ctx.orgId, writes, progress),
};
