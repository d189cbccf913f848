// The SQL of the generic planner, for entities whose table is derived from their schema: which unique values a sheet
// repeats from the database (one set-based query), and the chunked insert of its rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { EntitySchema, FieldDef } from '../../../schemas/index.js';
import { inChunks, type Progress } from './writes.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const id = (name: string) => sql.identifier(name);

/** The SQL type a field's value travels as in json_to_recordset. */
function sqlType(f: FieldDef): SQL {
  if (f.kind === 'ref') return f.multiple ? sql`int[]` : sql`int`;
  return f.kind === 'date' ? sql`date` : sql`text`;
}

/**
 * Which of these tuples (values of the entity's unique fields, as text) the organisation already holds, compared
 * as the sheet checks compare them: case and outer spaces aside.
 */
export async function takenTuples(db: Db, entity: EntitySchema, orgId: number, tuples: readonly string[][]): Promise<Set<string>> {
  if (tuples.length === 0 || entity.unique.length === 0) return new Set();
  const fields = entity.unique.map((k) => entity.fields.find((f) => f.key === k)!);
  const names = fields.map((_, i) => `u${i}`);
  const json = JSON.stringify(tuples.map((t) => Object.fromEntries(t.map((v, i) => [names[i], v]))));
  const same = fields.map((f, i) => sql`lower(t.${id(f.column)}::text) = lower(trim(u.${id(names[i])}))`);
  const res = await db.execute(sql`select distinct ${sql.join(names.map((n) => sql`u.${id(n)}`), sql`, `)}
    from json_to_recordset(${json}::json) as u(${sql.join(names.map((n) => sql`${id(n)} text`), sql`, `)})
    join ${id(entity.table.name)} t on ${sql.join(same, sql` and `)} where t.org_id = ${orgId}`);
  return new Set(rowsOf<Record<string, string>>(res).map((r) => tupleKey(names.map((n) => r[n]))));
}

export const tupleKey = (values: readonly string[]) => values.map((v) => v.trim().toLowerCase()).join('\u0000');

/** Inserts rows keyed by column, every row with the same columns, in chunks inside the job's transaction. */
export function insertDerived(tx: Db, entity: EntitySchema, orgId: number, rows: readonly Record<string, unknown>[], progress: Progress) {
  if (rows.length === 0) return Promise.resolve();
  const fields = entity.fields.filter((f) => Object.hasOwn(rows[0], f.column));
  const columns = sql.join(fields.map((f) => id(f.column)), sql`, `);
  const values = sql.join(fields.map((f) => sql`u.${id(f.column)}`), sql`, `);
  const shape = sql.join(fields.map((f) => sql`${id(f.column)} ${sqlType(f)}`), sql`, `);
  return inChunks(rows, (chunk) => tx.execute(sql`insert into ${id(entity.table.name)} (org_id, ${columns})
    select ${orgId}, ${values} from json_to_recordset(${JSON.stringify(chunk)}::json) as u(${shape})`), progress);
}
