// The page of a large table as a merge of index walks. The students' list indexes lead with (org, kind, status,
// centre) and then the sort key, so a page over several statuses or centres is one ordered walk per (status, centre)
// pair, merged (a Merge Append that reads only as many entries as the page needs). Two indexes per sort key then
// serve every list, instead of one set for a centre and another for the whole organisation; fewer indexes make
// bulk uploads faster.
import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery, ResourceSchema } from '../../schemas/index.js';
import type { Principal } from '../db/repos/users.js';
import { whereClause } from './conditions.js';
import { fieldByKey } from './sqlParts.js';

/** Tables whose list indexes are (org, kind, status, centre_id, <sort column>, id) and whose sort keys are plain columns. */
const MERGED_TABLES = new Set(['students']);
/** More walks than this and one plain query is cheaper to plan. */
const MAX_WALKS = 64;

/**
 * The (status, centre) pairs to walk, or undefined when one plain query serves as well: a single pair (the index
 * answers it directly), a batch filter (its own index is narrower), or too many pairs. A search is walked only
 * when it is dense (`denseSearch`, listRepo.ts): a rare term would be filtered out of most of the index.
 */
function walks(entity: ResourceSchema, p: Principal, q: ListQuery, denseSearch: boolean): { status: string; centre: number }[] | undefined {
  if (!MERGED_TABLES.has(entity.table.name) || (q.search && !denseSearch) || q.filters.batch?.length) return undefined;
  const sortField = fieldByKey(entity, q.sortBy);
  if (!sortField || sortField.kind === 'ref') return undefined;
  const statuses = q.filters.status?.length ? q.filters.status : entity.list.statusTabs.map((t) => t.key);
  const scope = p.centres.map((c) => c.id);
  const asked = q.filters.centre?.length ? new Set(q.filters.centre.map(Number)) : undefined;
  const centres = asked ? scope.filter((id) => asked.has(id)) : scope;
  if (statuses.length * centres.length > MAX_WALKS || statuses.length * centres.length === 1) return undefined;
  return statuses.flatMap((status) => centres.map((centre) => ({ status, centre })));
}

/** How many walks a dense search's page would merge (0: it cannot be walked). */
export const searchWalks = (entity: ResourceSchema, p: Principal, q: ListQuery): number => walks(entity, p, q, true)?.length ?? 0;

/**
 * `select id ...` of the page's ids in order, as a merge of walks, or undefined (use the plain query). The caller
 * has built the plain WHERE clause already, which validates every filter value.
 */
export function mergedPageIds(entity: ResourceSchema, p: Principal, q: ListQuery, orderBy: (alias: string) => SQL, denseSearch = false): SQL | undefined {
  const pairs = walks(entity, p, q, denseSearch);
  if (!pairs) return undefined;
  if (pairs.length === 0) return sql`select null::int as id where false`;
  const column = sql.identifier(fieldByKey(entity, q.sortBy)!.column);
  const reach = q.page * q.limit;
  const branches = pairs.map(({ status, centre }) => {
    const where = whereClause(entity, p, { ...q, filters: { ...q.filters, status: [status], centre: [String(centre)] } });
    return sql`(select t.id, t.${column} from ${sql.identifier(entity.table.name)} t where ${where} order by ${orderBy('t')} limit ${reach})`;
  });
  return sql`select t.id from (${sql.join(branches, sql` union all `)}) t order by ${orderBy('t')} limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
}
