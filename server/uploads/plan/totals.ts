// The check of an entity that declares a total (schemas/core/totalTypes.ts TotalSpec): the sum of a number field over
// the organisation's active records, with the rows' values in place of the records they add or rewrite, may not exceed
// the limit; a row rewriting a deactivated record gives nothing to it. One query; every row giving a value is refused
// naming the total it would make.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { EntitySchema } from '../../../schemas/index.js';
import type { RowIssues } from './types.js';
import { intArray } from '../../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface TotalledRow { write: Readonly<Record<string, unknown>>; issues: RowIssues }

/**
 * `recordOf`: the record a row rewrites (a form's record, an update's named record), if any: its stored value goes,
 * and a deactivated record's new value does not count either (it is not among the active ones the total is over).
 */
export async function totalChecks<R extends TotalledRow>(db: Db, entity: EntitySchema, orgId: number, rows: readonly R[], recordOf: (row: R) => number | undefined): Promise<void> {
  const spec = entity.total;
  if (!spec) return;
  const field = entity.fields.find((f) => f.key === spec.field)!;
  const column = sql.identifier(field.column);
  const valueOf = (r: R) => Number(r.write[field.column]);
  const candidates = rows.filter((r) => r.issues.ok && r.write[field.column] !== null && Number.isFinite(valueOf(r)));
  if (candidates.length === 0) return;
  const replaced = [...new Set(rows.flatMap((r) => recordOf(r) ?? []))];
  const [stored] = rowsOf<{ sum: number; inactive: number[] }>(await db.execute(sql`select
      coalesce(sum(${column}) filter (where status = 'active' and not (id = any(${intArray(replaced)}))), 0)::int as sum,
      coalesce(array_agg(id) filter (where status <> 'active' and id = any(${intArray(replaced)})), '{}')::int[] as inactive
    from ${sql.identifier(entity.table.name)} where org_id = ${orgId}`));
  const inactive = new Set(stored.inactive.map(Number));
  const giving = candidates.filter((r) => !inactive.has(recordOf(r) ?? -1));
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
    where org_id = ${orgId} and (status = 'active' or id = any(${intArray(ids)}))`));
  const unit = spec.unit ?? '';
  return row.sum > spec.max ? `${spec.of} would total ${row.sum}${unit}, more than ${spec.max}${unit}` : null;
}
