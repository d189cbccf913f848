// Lists of any entity, scoped, filtered, searched, sorted and paged: the only SQL of the list endpoints.
import { sql, type SQL } from 'drizzle-orm';
import { maskedFields, maskValue, type ListQuery, type ResourceSchema } from '../../schemas/index.js';
import { prepared, type Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { whereClause, type ListConditions } from './conditions.js';
import { summaryCountQuery } from './countSummary.js';
import { mergedPageIds } from './mergedPage.js';
import { builtOnce, runBuilt } from './builtStatements.js';
import { fixed, selectList, sortExpr, tableOf } from './sqlParts.js';

export type Row = Record<string, unknown>;

const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

function orderBy(entity: ResourceSchema, q: ListQuery, alias: string): SQL {
  const dir = q.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  // id breaks ties so that paging never shows a row twice or skips one.
  return fixed(entity, `order ${alias} ${q.sortBy} ${q.sortOrder}`, () => sql`${sortExpr(entity, q.sortBy, alias)} ${dir}, ${sql.identifier(alias)}.id ${dir}`);
}

/**
 * One page and the total. The page is found by ids first (an index-only scan when the sort key and filters are
 * in a list index) and only its 100 rows are read in full. With a search, the matching rows are gathered first
 * (a materialized CTE), so the planner uses the trigram and prefix indexes instead of walking the sort index and
 * filtering most of the table.
 */
export async function listEntities(db: Db, entity: ResourceSchema, p: Principal, q: ListQuery): Promise<{ rows: Row[]; totalCount: number }> {
  if (q.search) return searchPage(db, entity, p, q);
  // The list's schema and the query are all the builders read besides the principal.
  const [page, count] = builtOnce(p, `${entity.kind}\n${JSON.stringify(q)}`, () => [pageStatement(entity, p, q), countStatement(entity, p, q)]);
  const [pageRes, countRes] = await Promise.all([runBuilt(db, page), runBuilt(db, count)]);
  return { rows: rowsOf(pageRes).map((r) => maskRow(entity, r)), totalCount: rowsOf(countRes)[0].n as number };
}

/** The statements of a list request without a search (the page, then the total), for the lean-requests bench's peer. */
export const listStatements = (entity: ResourceSchema, p: Principal, q: ListQuery) =>
  [pageStatement(entity, p, q), countStatement(entity, p, q)];

function pageStatement(entity: ResourceSchema, p: Principal, q: ListQuery): SQL {
  const table = tableOf(entity);
  // Built first in any case: it rejects a bad filter value before either form of the page is chosen.
  const where = whereClause(entity, p, q);
  const merged = mergedPageIds(entity, p, q, (alias) => orderBy(entity, q, alias));
  const ids = merged
    ?? sql`select t.id from ${table} t where ${where} order by ${orderBy(entity, q, 't')} limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  // A merge of index walks has one best plan whatever the values (each walk reads its index in order up to the
  // page): kept prepared, it is planned once per connection instead of each time. The plain query's plan depends on
  // how many rows the filter values match, so it is planned each time.
  return sql`${merged ? prepared : sql``}with ids as (${ids})
    select ${selectList(entity, 'p')} from ids join ${table} p on p.id = ids.id order by ${orderBy(entity, q, 'p')}`;
}

/**
 * A search runs once: the matches are gathered first (a materialized CTE, so the planner uses the trigram and
 * prefix indexes instead of walking the sort index and filtering most of the table), then the page and the total
 * both come from them.
 */
async function searchPage(db: Db, entity: ResourceSchema, p: Principal, q: ListQuery): Promise<{ rows: Row[]; totalCount: number }> {
  const table = tableOf(entity);
  const res = await db.execute(sql`with m as materialized (select t.* from ${table} t where ${whereClause(entity, p, q)}),
      ids as (select t.id, count(*) over () as total from m t order by ${orderBy(entity, q, 't')} limit ${q.limit} offset ${(q.page - 1) * q.limit})
    select ${selectList(entity, 'p')}, ids.total::int as "__total" from ids join ${table} p on p.id = ids.id order by ${orderBy(entity, q, 'p')}`);
  const rows = rowsOf(res);
  // A page past the end has no row to carry the total: count on its own then.
  const totalCount = rows.length ? (rows[0].__total as number) : q.page === 1 ? 0 : await countEntities(db, entity, p, q);
  for (const r of rows) delete r.__total;
  return { rows: rows.map((r) => maskRow(entity, r)), totalCount };
}

/** The total of a list: from the entity's count summary when it can answer, else counted. */
export async function countEntities(db: Db, entity: ResourceSchema, p: Principal, q: ListConditions): Promise<number> {
  return rowsOf(await db.execute(countStatement(entity, p, q)))[0].n as number;
}

const countStatement = (entity: ResourceSchema, p: Principal, q: ListConditions): SQL =>
  summaryCountQuery(entity, p, q) ?? sql`select count(*)::int as n from ${tableOf(entity)} t where ${whereClause(entity, p, q)}`;

/**
 * The ids of the whole filtered list in its order, at most `limit`: an export reads them once, then its rows in
 * batches by id (`rowsByIds`), so each batch costs the same however deep into the list it is (an OFFSET would read
 * every row before it again) and the order is fixed at the start.
 */
export async function orderedIds(db: Db, entity: ResourceSchema, p: Principal, q: ListQuery, limit: number): Promise<number[]> {
  const res = await db.execute(sql`select coalesce(array_agg(id order by n), '{}') as ids from (
    select t.id, row_number() over (order by ${orderBy(entity, q, 't')}) as n from ${tableOf(entity)} t where ${whereClause(entity, p, q)}
    order by n limit ${limit}) o`);
  return (rowsOf(res)[0].ids as number[]).map(Number);
}

/** The rows of these ids, in the order given, masked as the list shows them. */
export async function rowsByIds(db: Db, entity: ResourceSchema, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(sql`select ${selectList(entity, 'p')}
    from unnest(${sql.param([...ids])}::int[]) with ordinality as ids(id, n) join ${tableOf(entity)} p on p.id = ids.id order by ids.n`);
  return rowsOf(res).map((r) => maskRow(entity, r));
}

/** Email and mobile leave the server masked, with their flags. */
export function maskRow(entity: ResourceSchema, row: Row): Row {
  for (const f of maskedFields(entity)) {
    const value = row[f.key] as string | null;
    row[f.key] = maskValue(f, value);
    if (f.maskFlag) row[f.maskFlag] = value !== null;
  }
  return row;
}
