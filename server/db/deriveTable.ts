// The drizzle table of an entity, derived from its schema: one column per field (refs as ids with foreign keys),
// not-null where the field is required, the status default, and the indexes its list and uploads need. drizzle-kit
// reads the derived tables (derivedTables.generated.ts) like the hand-written ones and writes the migration.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { REF_ENTITIES, getEntity, type EntityRefTarget, type EntitySchema, type FieldDef, type RefTarget } from '../../schemas/index.js';
import { batches, courseProgramMappings, staffRoles, subjects, teachers } from './entityTables.js';
import { duplicateKeyIndexes } from './duplicateKeys.js';
import { centres, organisations } from './tables.js';

/** The table a ref field's id points into. */
const REF_TABLES = { centre: centres, batch: batches, role: staffRoles, subject: subjects, 'course-program': courseProgramMappings, teacher: teachers };
/** The table a ref points into: a fixed table, or the derived table of the entity whose records it names. */
export function refTable(target: RefTarget) {
  if (target in REF_ENTITIES) {
    const other = getEntity(REF_ENTITIES[target as EntityRefTarget].kind);
    if (!other) throw new Error(`ref ${target}: its entity is not registered`);
    return deriveTable(other) as unknown as typeof centres;
  }
  return REF_TABLES[target as keyof typeof REF_TABLES];
}

function column(f: FieldDef): PgColumnBuilderBase {
  if (f.kind === 'ref' && f.multiple) return integer(f.column).array().notNull().default(sql`'{}'::integer[]`);
  if (f.kind === 'ref') {
    const ref = integer(f.column).references(() => refTable(f.ref!).id);
    return f.required ? ref.notNull() : ref;
  }
  if (f.kind === 'status') return text(f.column).notNull().default(f.options?.[0] ?? 'active');
  if (f.kind === 'number') return f.required ? integer(f.column).notNull() : integer(f.column);
  const base = f.kind === 'date' ? date(f.column, { mode: 'string' }) : text(f.column);
  return f.required ? base.notNull() : base;
}

/** A schedule's overlap checks look up one key set, date and time at a time: one index per `among` set. */
function scheduleIndexes(schema: EntitySchema): string[][] {
  const s = schema.schedule;
  if (!s) return [];
  const col = (k: string) => schema.fields.find((f) => f.key === k)!.column;
  return s.among.map((keys) => ['org_id', ...keys.map(col), col(s.date), col(s.start)]);
}

/** The list index: scope and status first (every list filters them), then the default sort and id (paging order). */
function listColumns(schema: EntitySchema): string[] {
  const status = schema.fields.find((f) => f.kind === 'status');
  const centre = schema.fields.find((f) => f.ref === 'centre' && !f.multiple);
  const sort = schema.fields.find((f) => f.key === schema.list.defaultSort.field);
  return ['org_id', status?.column, centre?.column, sort?.column, 'id'].filter((c, i, all): c is string => !!c && all.indexOf(c) === i);
}

/** A link's column: the other kind's record id, a foreign key into its derived table (LinkSpec). */
function linkColumn(schema: EntitySchema): Record<string, PgColumnBuilderBase> {
  const link = schema.link;
  if (!link) return {};
  const other = getEntity(link.kind);
  if (!other || other.table.handTuned) throw new Error(`${schema.kind}: link kind "${link.kind}" has no derived table`);
  return { [link.column]: integer(link.column).references((): AnyPgColumn => deriveTable(other).id) };
}

/** One table object per entity, whoever asks first (the generated file, or a link pointing at it). */
const derived = new Map<string, ReturnType<typeof build>>();

export function deriveTable(schema: EntitySchema) {
  const known = derived.get(schema.table.name);
  if (known) return known;
  const table = build(schema);
  derived.set(schema.table.name, table);
  return table;
}

function build(schema: EntitySchema) {
  const name = schema.table.name;
  const byKey = new Map(schema.fields.map((f) => [f.key, f]));
  const columns: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    org_id: integer('org_id').notNull().references(() => organisations.id),
    ...Object.fromEntries(schema.fields.map((f) => [f.column, column(f)])),
    ...linkColumn(schema),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
  const unique = schema.unique.map((k) => byKey.get(k)!.column);
  const trigram = schema.list.search.fields.filter((s) => s.mode === 'substring').map((s) => byKey.get(s.key)!.column);
  const table = pgTable(name, columns, (t) => {
    const c = (col: string) => (t as Record<string, never>)[col];
    return [
      ...(unique.length ? [uniqueIndex(`${name}_unique`).on(c('org_id'), ...unique.map(c))] : []),
      index(`${name}_list`).on(...(listColumns(schema).map(c) as [never, ...never[]])),
      ...scheduleIndexes(schema).map((cols, i) => index(`${name}_clash_${i + 1}`).on(...(cols.map(c) as [never, ...never[]]))),
      ...trigram.map((col) => index(`${name}_${col}_trgm`).using('gin', sql`${sql.identifier(col)} gin_trgm_ops`)),
      ...duplicateKeyIndexes(name, schema, c),
    ];
  });
  return table;
}
