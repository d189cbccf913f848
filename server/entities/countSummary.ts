// Totals from a summary table kept exact by triggers (migration 0003), when a list's conditions touch only the
// summary's columns. The summary shares the entity table's column names, so the same WHERE clause applies to it.
import { sql, type SQL } from 'drizzle-orm';
import type { ResourceSchema } from '../../schemas/index.js';
import { prepared } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { whereClause, type ListConditions } from './conditions.js';
import { fieldByKey } from './sqlParts.js';

/** Entity table → its summary table and the columns the summary is grouped by. */
const SUMMARIES: Record<string, { table: string; columns: ReadonlySet<string> }> = {
  students: { table: 'student_counts', columns: new Set(['org_id', 'program_kind', 'status', 'centre_id', 'class']) },
};

/**
 * `select sum(n) from <summary>` for the query, or undefined when the summary cannot answer it (a search, or a
 * filter on a column the summary does not keep, such as batch).
 */
export function summaryCountQuery(entity: ResourceSchema, p: Principal, q: ListConditions): SQL | undefined {
  const summary = SUMMARIES[entity.table.name];
  // The summary keeps no dates: a date range is counted on the table.
  if (!summary || q.search || q.ranges) return undefined;
  for (const [key, values] of Object.entries(q.filters)) {
    if (!values?.length) continue;
    const filter = entity.list.filters.find((f) => f.key === key);
    const column = filter && fieldByKey(entity, filter.field)?.column;
    if (!column || !summary.columns.has(column)) return undefined;
  }
  return sql`${prepared}select coalesce(sum(t.n), 0)::int as n from ${sql.identifier(summary.table)} t where ${whereClause(entity, p, q)}`;
}
