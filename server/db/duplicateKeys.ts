// The likely-duplicate check's keys (schemas/core/duplicateTypes.ts) in SQL, and their indexes. A stored anyOf value
// is compared as its key: a mobile by its last ten digits (+919876543210 is 9876543210), anything else (an email) in
// lower case. An entity that declares likely duplicates gets one index per anyOf field on (organisation, key), so
// that a sheet of a few thousand rows looks its values up instead of reading every record of the organisation (at
// 1,000,000 students, 360 ms of each create's preview and of its job).
import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
