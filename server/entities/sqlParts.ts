// SQL fragments derived from a resource schema. Identifiers come only from the schema (trusted code);
// every value the user sends travels as a bound parameter.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { REF_ENTITIES, type EntityRefTarget, type FieldDef, type RefTarget, type ResourceSchema } from '../../schemas/index.js';

/** Where a ref field's display value lives. */
const REF_DISPLAY: Record<RefTarget, { table: string; column: string }> = {
  centre: { table: 'centres', column: 'name' },
  batch: { table: 'batches', column: 'batch_code' },
  role: { table: 'staff_roles', column: 'name' },
  subject: { table: 'subjects', column: 'name' },
  'course-program': { table: 'course_program_mappings', column: 'program_name' },
  teacher: { table: 'teachers', column: 'name' },
  ...Object.fromEntries(Object.entries(REF_ENTITIES).map(([target, e]) => [target, { table: e.table, column: e.column }])) as Record<EntityRefTarget, { table: string; column: string }>,
};

/** The table a ref field's ids point into. */
export const refTableOf = (target: RefTarget): string => REF_DISPLAY[target].table;

const id = (name: string) => sql.identifier(name);
const col = (f: FieldDef, alias = 't') => sql`${id(alias)}.${id(f.column)}`;

const dialect = new PgDialect();
const fixedTexts = new WeakMap<ResourceSchema, Map<string, SQL>>();

/**
 * A fragment of identifiers and SQL words only, no values (a select list, a sort key, a column), as its text, worked
 * out once per entity and key: drizzle walks every piece of a statement each time it turns it into text, and a list
 * page repeats its sort key in every index walk, so building the page cost more than the peer's whole request.
 */
export function fixed(entity: ResourceSchema, key: string, build: () => SQL): SQL {
  let texts = fixedTexts.get(entity);
  if (!texts) fixedTexts.set(entity, (texts = new Map()));
  let fragment = texts.get(key);
  if (!fragment) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    if (params.length) throw new Error(`a fixed fragment carries values: ${key}`);
    texts.set(key, (fragment = sql.raw(text)));
  }
  return fragment;
}

/** `"alias"."column"` of an entity's field. */
export const columnOf = (entity: ResourceSchema, f: FieldDef, alias = 't') => fixed(entity, `col ${alias} ${f.column}`, () => col(f, alias));

/** Display value of a field (joined name for refs, a sorted name list for multi-refs). */
export function displayExpr(f: FieldDef, alias = 't'): SQL {
  // A number sorts by its column and travels as text, like every other plain value of a list row.
  if (f.kind === 'number') return sql`${col(f, alias)}::text`;
  if (f.kind !== 'ref' || !f.ref) return col(f, alias);
  const d = REF_DISPLAY[f.ref];
  if (f.multiple && f.ordered) {
    return sql`array(select r.${id(d.column)} from unnest(${col(f, alias)}) with ordinality u(id, n) join ${id(d.table)} r on r.id = u.id order by u.n)`;
  }
  if (f.multiple) {
    return sql`array(select r.${id(d.column)} from ${id(d.table)} r where r.id = any(${col(f, alias)}) order by 1)`;
  }
  return sql`(select r.${id(d.column)} from ${id(d.table)} r where r.id = ${col(f, alias)})`;
}

/** The select list of a row as the API answers it: id, every field key, and `<key>Id` for refs. */
export function selectList(entity: ResourceSchema, alias = 'p'): SQL {
  return fixed(entity, `select ${alias}`, () => {
    const parts: SQL[] = [sql`${id(alias)}.id as "id"`];
    for (const f of entity.fields) {
      parts.push(sql`${displayExpr(f, alias)} as ${id(f.key)}`);
      if (f.kind === 'ref') parts.push(sql`${col(f, alias)} as ${id(`${f.key}Id${f.multiple ? 's' : ''}`)}`);
    }
    return sql.join(parts, sql`, `);
  });
}

/**
 * `selectList` with each single ref's display value read through a join (`joins`, after the table) instead of a
 * subquery per row: for answers of thousands of rows, such as a week of the time table.
 */
export function joinedSelectList(entity: ResourceSchema, alias = 't'): { select: SQL; joins: SQL } {
  const joins: SQL[] = [];
  const parts: SQL[] = [sql`${id(alias)}.id as "id"`];
  for (const f of entity.fields) {
    if (f.kind === 'ref' && f.ref && !f.multiple) {
      const d = REF_DISPLAY[f.ref], r = id(`${alias}_${f.key}`);
      joins.push(sql`left join ${id(d.table)} ${r} on ${r}.id = ${col(f, alias)}`);
      parts.push(sql`${r}.${id(d.column)} as ${id(f.key)}`);
    } else parts.push(sql`${displayExpr(f, alias)} as ${id(f.key)}`);
    if (f.kind === 'ref') parts.push(sql`${col(f, alias)} as ${id(`${f.key}Id${f.multiple ? 's' : ''}`)}`);
  }
  return { select: sql.join(parts, sql`, `), joins: sql.join(joins, sql` `) };
}

export function sortExpr(entity: ResourceSchema, key: string, alias = 't'): SQL {
  const f = entity.fields.find((x) => x.key === key);
  if (!f) throw new Error(`not a field: ${key}`);
  return fixed(entity, `sort ${alias} ${key}`, () => (f.kind === 'number' ? col(f, alias) : displayExpr(f, alias)));
}

export const tableOf = (entity: ResourceSchema) => id(entity.table.name);

/** The discriminator condition (students.program_kind = 'crp', teachers.staff_kind = ...), or true. */
export function kindCondition(entity: ResourceSchema, alias = 't'): SQL {
  const d = entity.table.discriminator;
  return d ? sql`${fixed(entity, `kind ${alias}`, () => sql`${id(alias)}.${id(d.column)}`)} = ${d.value}` : sql`true`;
}

/** LIKE pattern with the user's % _ and \ taken literally. */
export function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const fieldByKey = (entity: ResourceSchema, key: string) => entity.fields.find((f) => f.key === key);
export const hasCentre = (entity: ResourceSchema) => entity.fields.some((f) => f.ref === 'centre' && !f.multiple);
