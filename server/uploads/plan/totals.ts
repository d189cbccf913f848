// The check of an entity that declares a total (schemas/core/totalTypes.ts TotalSpec): the sum of a number field over
// the organisation's active records, with the rows' values in place of the records they add or rewrite, may not exceed
// the limit. One query; every row giving a value is refused naming the total it would make.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { EntitySchema } from '../../../schemas/index.js';
import type { RowIssues } from './types.js';

export interface TotalledRow { write: Readonly<Record<string, unknown>>; issues: RowIssues }

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** `replaced`: the records the rows rewrite (a form's record, an update's named records): their stored values go. */
export async function totalChecks(db: Db, entity: EntitySchema, orgId: number, rows: readonly TotalledRow[], replaced: readonly number[]): Promise<void> {
  const spec = entity.total;
  if (!spec) return;
  const field = entity.fields.find((f) => f.key === spec.field)!;
  const valueOf = (r: TotalledRow) => Number(r.write[field.column]);
  const giving = rows.filter((r) => r.issues.ok && r.write[field.column] !== null && Number.isFinite(valueOf(r)));
  if (giving.length === 0) return;
  const [stored] = rowsOf<{ sum: number }>(await db.execute(sql`select coalesce(sum(${sql.identifier(field.column)}), 0)::int as sum
    from ${sql.identifier(entity.table.name)} where org_id = ${orgId} and status = 'active' and not (id = any(${sql.param([...replaced])}::int[]))`));
  const total = stored.sum + giving.reduce((s, r) => s + valueOf(r), 0);
  if (total <= spec.max) return;
  const unit = spec.unit ?? '';
  for (const r of giving) r.issues.add(spec.field, 'total', `${spec.of} would total ${total}${unit}, more than ${spec.max}${unit}`);
}

/** Records brought back count again: the refusal's words when the active ones and `ids` would exceed the limit. */
export async function reactivationTotal(db: Db, entity: EntitySchema, orgId: number, ids: readonly number[]): Promise<string | null> {
  const spec = entity.total;
  if (!spec) return null;
  const column = sql.identifier(entity.fields.find((f) => f.key === spec.field)!.column);
  const [row] = rowsOf<{ sum: number }>(await db.execute(sql`select coalesce(sum(${column}), 0)::int as sum from ${sql.identifier(entity.table.name)}
    where org_id = ${orgId} and (status = 'active' or id = any(${sql.param([...ids])}::int[]))`));
  const unit = spec.unit ?? '';
  return row.sum > spec.max ? `${spec.of} would total ${row.sum}${unit}, more than ${spec.max}${unit}` : null;
}
