// The likely-duplicate check's keys (schemas/core/duplicateTypes.ts) in SQL, and their indexes. A stored anyOf value
// is compared as its key: a mobile by its last ten digits (+919876543210 is 9876543210), anything else (an email) in
// lower case. An entity that declares likely duplicates gets one index per anyOf field on (organisation, key), so
// that a sheet of a few thousand rows looks its values up instead of reading every record of the organisation (at
// 1,000,000 students, 360 ms of each create's preview and of its job).
//
// A hand-tuned table a transfer rewrites by the hundred thousand keeps those keys in a table of their own instead
// (`duplicateKeyTable`), kept by triggers (migration 0036): an update that changes an indexed column writes a new
// entry in every index of the row, and the two key indexes (expressions on columns a transfer never changes) were
// a quarter of a 100,000-row transfer's UPDATE on PostgreSQL (issue 28 item 2). A create writes the same entries
// either way.
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EntitySchema, FieldDef } from '../../schemas/index.js';

export const duplicateKey = (f: Pick<FieldDef, 'kind'>, column: SQL | AnyPgColumn): SQL =>
  (f.kind === 'mobile' ? sql`right(replace(${column}, '+', ''), 10)` : sql`lower(${column})`);

/** `<table>_<column>_key` on (org_id, key) for each anyOf field of the schema's likely duplicates. */
export function duplicateKeyIndexes(table: string, schema: Pick<EntitySchema, 'fields' | 'likelyDuplicates'>, col: (column: string) => AnyPgColumn) {
  return (schema.likelyDuplicates?.anyOf ?? []).map((key) => {
    const f = schema.fields.find((x) => x.key === key)!;
    return index(`${table}_${f.column}_key`).on(col('org_id'), duplicateKey(f, col(f.column)));
  });
}

/** The key column of an anyOf field in a key table: `mobile_key`. */
export const keyColumn = (f: Pick<FieldDef, 'column'>) => `${f.column}_key`;

/**
 * `<table>_duplicate_keys`: a row per record (its id, organisation and each anyOf field's key), one index per key on
 * (organisation, key). Written only by the triggers of migration 0036, never by the application.
 */
export function duplicateKeyTable(table: string, schema: Pick<EntitySchema, 'fields' | 'likelyDuplicates'>) {
  const fields = (schema.likelyDuplicates?.anyOf ?? []).map((key) => schema.fields.find((x) => x.key === key)!);
  const name = keyTableName(table);
  const keys = Object.fromEntries(fields.map((f) => [keyColumn(f), text(keyColumn(f))]));
  return pgTable(name, { id: integer('id').primaryKey(), org_id: integer('org_id').notNull(), ...keys }, (t) =>
    fields.map((f) => index(`${name}_${f.column}`).on(t.org_id, (t as Record<string, AnyPgColumn>)[keyColumn(f)])));
}

const keyTableName = (table: string) => `${table}_duplicate_keys`;

/**
 * Where an entity's keys are: a hand-tuned table's that declares likely duplicates in its key table (declared beside
 * the table, entityTables.ts), a derived table's on the table itself (`duplicateKeyIndexes`).
 */
export const keyTableOf = (schema: Pick<EntitySchema, 'table' | 'likelyDuplicates'>): string | null =>
  (schema.table.handTuned && schema.likelyDuplicates ? keyTableName(schema.table.name) : null);
