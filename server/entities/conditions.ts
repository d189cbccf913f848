// WHERE conditions of a list: the user's scope first (enforced in SQL), then the schema's filters and search.
import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery, ResourceSchema } from '../../schemas/index.js';
import type { Principal } from '../db/repos/users.js';
import { badRequest } from '../http/envelope.js';
import { columnOf, fieldByKey, fixed, hasCentre, kindCondition, likeEscape } from './sqlParts.js';
import { intArray } from '../db/params.js';

const id = (name: string) => sql.identifier(name);

/** The centres a principal may see: every centre of the organisation, the listed ones, or none. */
export function scopeCondition(entity: ResourceSchema, p: Principal, alias = 't'): SQL {
  if (p.scope === 'general' || p.orgId == null) return sql`false`;
  const org = sql`${fixed(entity, `org ${alias}`, () => sql`${id(alias)}.org_id`)} = ${p.orgId}`;
  if (p.scope === 'organisation' || !hasCentre(entity)) return org;
  const ids = p.centres.map((c) => c.id);
  return ids.length ? sql`${org} and ${oneOrAny(fixed(entity, `centre ${alias}`, () => sql`${id(alias)}.centre_id`), ids, 'int')}` : sql`false`;
}

/** `col = v` for one value: unlike `= any(array)`, it lets the planner walk an index in sort order and stop at the page. */
function oneOrAny(column: SQL, values: (string | number)[], type: 'int' | 'text'): SQL {
  if (values.length === 1) return sql`${column} = ${values[0]}`;
  return sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;
}

function ints(key: string, values: string[]): number[] {
  return values.map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw badRequest(`Invalid request. ${key}: "${v.slice(0, 20)}" is not an id`);
    return Number(v);
  });
}

function filterCondition(entity: ResourceSchema, key: string, values: string[], alias: string): SQL {
  const filter = entity.list.filters.find((f) => f.key === key)!;
  const field = fieldByKey(entity, filter.field)!;
  const column = columnOf(entity, field, alias);
  if (field.kind !== 'ref') return oneOrAny(column, values, 'text');
  const list = ints(key, values);
  return field.multiple ? sql`${column} && ${intArray(list)}` : oneOrAny(column, list, 'int');
}

/** `from <= col and col <= to` on a date column; the values were checked as ISO dates by the list query. */
function rangeCondition(entity: ResourceSchema, key: string, range: DateRange, alias: string): SQL[] {
  const def = entity.list.dateRanges.find((r) => r.key === key)!;
  const field = fieldByKey(entity, def.field)!;
  const column = columnOf(entity, field, alias);
  return [
    ...(range.from ? [sql`${column} >= ${range.from}::date`] : []),
    ...(range.to ? [sql`${column} <= ${range.to}::date`] : []),
  ];
}

function searchCondition(entity: ResourceSchema, term: string, alias: string): SQL {
  const parts = entity.list.search.fields.map(({ key, mode }) => {
    const f = fieldByKey(entity, key)!;
    const column = columnOf(entity, f, alias);
    // Codes are stored upper-cased, so a prefix search on them is case-insensitive without ILIKE (index-friendly).
    if (mode === 'prefix') return sql`${column} like ${`${likeEscape(f.kind === 'code' ? term.toUpperCase() : term)}%`}`;
    return sql`${column} ilike ${`%${likeEscape(term)}%`}`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

type DateRange = NonNullable<NonNullable<ListQuery['ranges']>[string]>;
export type ListConditions = Pick<ListQuery, 'filters' | 'search' | 'ranges'>;

export function whereClause(entity: ResourceSchema, p: Principal, q: ListConditions, alias = 't'): SQL {
  const parts = [kindCondition(entity, alias), scopeCondition(entity, p, alias)];
  for (const [key, values] of Object.entries(q.filters)) {
    if (values && values.length) parts.push(filterCondition(entity, key, values, alias));
  }
  for (const [key, range] of Object.entries(q.ranges ?? {})) {
    if (range) parts.push(...rangeCondition(entity, key, range, alias));
  }
  if (q.search) parts.push(searchCondition(entity, q.search, alias));
  return sql.join(parts, sql` and `);
}
