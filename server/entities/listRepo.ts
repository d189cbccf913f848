// Lists of any entity, scoped, filtered, searched, sorted and paged: the only SQL of the list endpoints.
import { sql, type SQL } from 'drizzle-orm';
import { maskedFields, maskValue, type ListQuery, type ResourceSchema } from '../../schemas/index.js';
import { prepared, type Db, type DbKind } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { whereClause, type ListConditions } from './conditions.js';
import { summaryCountQuery } from './countSummary.js';
import { mergedPageIds, searchWalks } from './mergedPage.js';
import { builtOnce, runBuilt } from './builtStatements.js';
import { fixed, selectList, sortExpr, tableOf } from './sqlParts.js';
import { intArray } from '../db/params.js';

export type Row = Record<string, unknown>;

const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

function orderBy(entity: ResourceSchema, q: ListQuery, alias: string): SQL {
  const dir = q.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  // id breaks ties so that paging never shows a row twice or skips one.
  return fixed(entity, `order ${alias} ${q.sortBy} ${q.sortOrder}`, () => sql`${sortExpr(entity, q.sortBy, alias)} ${dir}, ${sql.identifier(alias)}.id ${dir}`);
}

/** A list page and its total. `totalCapped`: a search matched more than SEARCH_COUNT_CAP rows, and the total is that lower bound. */
export interface ListPage { rows: Row[]; totalCount: number; totalCapped?: true }

/**
 * Totals of a search are exact up to this many matches; beyond it the answer says "at least this many" (issue 28:
 * counting the 60,000 matches of a three-letter search alone took longer than the whole answer may).
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * One page and the total. The page is found by ids first (an index-only scan when the sort key and filters are
 * in a list index) and only its 100 rows are read in full.
 */
export async function listEntities(db: Db, engine: DbKind, entity: ResourceSchema, p: Principal, q: ListQuery): Promise<ListPage> {
  if (q.search) return searchPage(db, engine, entity, p, q);
  // The list's schema and the query are all the builders read besides the principal.
  const [page, count] = builtOnce(p, `${entity.kind}\n${JSON.stringify(q)}`, () => [pageStatement(entity, p, q), countStatement(entity, p, q)]);
  const [pageRes, countRes] = await Promise.all([runBuilt(db, page), runBuilt(db, count)]);
  return { rows: rowsOf(pageRes).map((r) => maskRow(entity, r)), totalCount: rowsOf(countRes)[0].n as number };
}

/** The statements of a list request without a search (the page, then the total), for the lean-requests bench's peer. */
export const listStatements = (entity: ResourceSchema, p: Principal, q: ListQuery) =>
  [pageStatement(entity, p, q), countStatement(entity, p, q)];

/** `denseSearch`: the search matches so many rows that walking the list indexes in order finds a page quickly. */
function pageStatement(entity: ResourceSchema, p: Principal, q: ListQuery, denseSearch = false): SQL {
  const table = tableOf(entity);
  // Built first in any case: it rejects a bad filter value before either form of the page is chosen.
  const where = whereClause(entity, p, q);
  const merged = mergedPageIds(entity, p, q, (alias) => orderBy(entity, q, alias), denseSearch);
  const ids = merged
    ?? sql`select t.id from ${table} t where ${where} order by ${orderBy(entity, q, 't')} limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  // A merge of index walks has one best plan whatever the values (each walk reads its index in order up to the
  // page): kept prepared, it is planned once per connection instead of each time. The plain query's plan depends on
  // how many rows the filter values match, so it is planned each time.
  // A search's walks are not: how many rows a term matches decides how far each walk reads.
  return sql`${merged && !denseSearch ? prepared : sql``}with ids as (${ids})
    select ${selectList(entity, 'p')} from ids join ${table} p on p.id = ids.id order by ${orderBy(entity, q, 'p')}`;
}

/**
 * A search's page and total. Its matches are gathered up to one over the cap (a materialized CTE, so the planner
 * uses the trigram and prefix indexes): within the cap, the page and the exact total come from them in that one
 * statement; over it, the page is found as an unsearched one is, by walking the list indexes in order and filtering
 * on the way, which reads about as many rows as the page needs, and the total is the cap ("10,000+"). Where the list
 * can be walked per (status, centre) (mergedPage.ts) and the planner expects the term to be rare there (`walksPay`),
 * every match is gathered instead, for the page and an exact total: a rarer term costs less to gather than to walk
 * for. Measured on 1,000,000 students (PostgreSQL, p50/p95): "sha" from the Active tab 68/81 ms against 271/366 ms
 * gathering all 51,892 matches; "sha" over every status 131/192 against 357/391 ms. "kulkarni" (11,695 matches,
 * 1.7% of the list) took 180/254 ms walked on PostgreSQL and 5.8/9.9 s on PGlite: gathered, it is exact and quick.
 */
async function searchPage(db: Db, engine: DbKind, entity: ResourceSchema, p: Principal, q: ListQuery): Promise<ListPage> {
  const table = tableOf(entity);
  const dense = await walksPay(db, engine, entity, p, q);
  const res = await db.execute(sql`with m as materialized (select t.* from ${table} t where ${whereClause(entity, p, q)} ${dense ? sql`limit ${SEARCH_COUNT_CAP + 1}` : sql``}),
      ids as (select t.id from m t order by ${orderBy(entity, q, 't')} limit ${q.limit} offset ${(q.page - 1) * q.limit}),
      n as (select count(*)::int as total from m)
    select n.total as "__total", ${selectList(entity, 'p')} from n left join (ids join ${table} p on p.id = ids.id) on true
    order by ${orderBy(entity, q, 'p')}`);
  const answer = rowsOf(res);
  const totalCount = answer[0].__total as number;
  if (dense && totalCount > SEARCH_COUNT_CAP) {
    const rows = rowsOf(await db.execute(pageStatement(entity, p, q, true)));
    return { rows: rows.map((r) => maskRow(entity, r)), totalCount: SEARCH_COUNT_CAP, totalCapped: true };
  }
  // Past the last page the one row of the answer carries the total alone.
  const rows = answer.filter((r) => r.id !== null);
  for (const r of rows) delete r.__total;
  return { rows: rows.map((r) => maskRow(entity, r)), totalCount };
}

/**
 * Whether walking the list indexes finds a search's page for less than gathering its matches costs: a walk reads
 * about limit / density entries, so the walks cost walks × limit × rows / matches entries against the matches
 * themselves, a gathered match costing GATHER_WEIGHT entries walked. The matches and the rows in scope are the
 * planner's estimates (EXPLAIN, planned only, about a millisecond), which choose the way and are never shown.
 */
async function walksPay(db: Db, engine: DbKind, entity: ResourceSchema, p: Principal, q: ListQuery): Promise<boolean> {
  const walks = searchWalks(entity, p, q);
  // Nothing to weigh (one status and centre, a batch, more pairs than a merge takes, a list without walks): gathered
  // up to the cap, and past it paged by the list's own index as every search was before.
  if (walks === 0) return true;
  const [matches, rows] = await Promise.all([plannedRows(db, entity, p, q), plannedRows(db, entity, p, { ...q, search: undefined })]);
  // The first page's reach, whatever the page: a term is capped or counted the same on every page of it, so the
  // total a paginator shows never changes under it from one page to the next.
  return GATHER_WEIGHT[engine] * matches * matches > walks * q.limit * rows;
}

/**
 * What a gathered match costs in entries walked. At 1,000,000 students (700,000 CRP; 32 walks over the four statuses
 * of the demo's centres) the planner expects 42,000 to 56,000 matches of "sha" (60,923; its sample differs from one
 * ANALYZE to the next) and some 21,000 of "kulkarni" (11,695). PostgreSQL walks "sha" in 68 ms against 162 gathered
 * (p50) and gathers "kulkarni" in 75 ms against 180 walked: either mistake costs it about twice, and at 3 the
 * threshold lies between the two terms' estimates, whichever sample the planner drew (at 1, "sha" was gathered after
 * an ANALYZE that expected 42,623). On PGlite a wrong walk costs far more ("kulkarni" walked: 5.8 s against 0.1 s,
 * each entry walked fetching its row to test the name), so a match counts as one entry there.
 */
const GATHER_WEIGHT = { postgres: 3, pglite: 1 } as const;

async function plannedRows(db: Db, entity: ResourceSchema, p: Principal, q: ListQuery): Promise<number> {
  const res = await db.execute(sql`explain (format json) select 1 from ${tableOf(entity)} t where ${whereClause(entity, p, q)}`);
  const cell = Object.values(rowsOf(res)[0])[0];
  return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }])[0].Plan['Plan Rows'];
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
    from unnest(${intArray(ids)}) with ordinality as ids(id, n) join ${tableOf(entity)} p on p.id = ids.id order by ids.n`);
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
