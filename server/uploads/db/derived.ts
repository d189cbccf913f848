// The SQL of the generic planner, for entities whose table is derived from their schema (or hand-made with the fields'
// own columns): which unique values a sheet repeats from the database, which records an update names (one set-based
// query each), and the chunked insert and update of its rows.
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
 * The rows of the organisation whose unique fields hold one of these tuples (values as text), compared as the sheet
 * checks compare them: case and outer spaces aside. One set-based query whatever the number of rows; `select` adds
 * the columns wanted of each match, `ownKind` keeps to the entity's own kind in a shared table.
 */
async function matching(db: Db, entity: EntitySchema, orgId: number, tuples: readonly string[][], select: SQL, ownKind: boolean, also: SQL = sql``) {
  const fields = entity.unique.map((k) => entity.fields.find((f) => f.key === k)!);
  const names = fields.map((_, i) => `u${i}`);
  const json = JSON.stringify(tuples.map((t) => Object.fromEntries(t.map((v, i) => [names[i], v]))));
  // A ref is an id: compared as an integer, so the join can use the table's unique index. Other values compare as the
  // sheet checks compare them, case and outer spaces aside.
  const same = fields.map((f, i) => (f.kind === 'ref' && !f.multiple
    ? sql`t.${id(f.column)} = u.${id(names[i])}::int`
    : sql`lower(t.${id(f.column)}::text) = lower(trim(u.${id(names[i])}))`));
  const kind = entity.table.discriminator;
  const ofKind = ownKind && kind ? sql` and t.${id(kind.column)} = ${kind.value}` : sql``;
  const res = await db.execute(sql`select distinct ${sql.join(names.map((n) => sql`u.${id(n)}`), sql`, `)}${select}
    from json_to_recordset(${json}::json) as u(${sql.join(names.map((n) => sql`${id(n)} text`), sql`, `)})
    join ${id(entity.table.name)} t on ${sql.join(same, sql` and `)} where t.org_id = ${orgId}${ofKind}${also}`);
  return rowsOf<Record<string, string>>(res).map((r) => ({ key: tupleKey(names.map((n) => r[n])), row: r }));
}

/** Which of these tuples the organisation already holds, under any kind of a shared table (a create must not repeat them). */
export async function takenTuples(db: Db, entity: EntitySchema, orgId: number, tuples: readonly string[][], selfId?: number): Promise<Set<string>> {
  if (tuples.length === 0 || entity.unique.length === 0) return new Set();
  // A form's change of a record keeps its own unique values: the record itself does not take them.
  const others = selfId === undefined ? sql`` : sql` and t.id <> ${selfId}`;
  return new Set((await matching(db, entity, orgId, tuples, sql``, false, others)).map((m) => m.key));
}

/** A record an update names: its id and the stored values of `fields` (as JSON text, to compare with a row's). */
export interface Existing { id: number; values: string[] }

/** The records of the entity's own kind that these tuples name, by tuple key. */
export async function existingByTuple(db: Db, entity: EntitySchema, orgId: number, tuples: readonly string[][], fields: readonly FieldDef[]): Promise<Map<string, Existing>> {
  if (tuples.length === 0 || entity.unique.length === 0) return new Map();
  const values = sql.join(fields.map((f) => sql`coalesce(to_json(t.${id(f.column)})::text, 'null')`), sql`, `);
  const found = await matching(db, entity, orgId, tuples, sql`, t.id as "id", json_build_array(${values})::text as "values"`, true);
  return new Map(found.map((m) => [m.key, { id: Number(m.row.id), values: (JSON.parse(m.row.values) as string[]) }]));
}

/** How a value the planner would write compares with a stored one (existingByTuple's `values`). */
export const storedForm = (value: unknown) => JSON.stringify(value ?? null);

export const tupleKey = (values: readonly string[]) => values.map((v) => v.trim().toLowerCase()).join('\u0000');

/** Inserts rows keyed by column, every row with the same columns, in chunks inside the job's transaction. */
export function insertDerived(tx: Db, entity: EntitySchema, orgId: number, rows: readonly Record<string, unknown>[], progress: Progress) {
  if (rows.length === 0) return Promise.resolve();
  const fields = entity.fields.filter((f) => Object.hasOwn(rows[0], f.column));
  const columns = sql.join(fields.map((f) => id(f.column)), sql`, `);
  const values = sql.join(fields.map((f) => sql`u.${id(f.column)}`), sql`, `);
  const shape = sql.join(fields.map((f) => sql`${id(f.column)} ${sqlType(f)}`), sql`, `);
  // A table shared by kinds (staff) marks each row with its entity's kind.
  const kind = entity.table.discriminator;
  const kindColumn = kind ? sql`${id(kind.column)}, ` : sql``;
  const kindValue = kind ? sql`${kind.value}, ` : sql``;
  return inChunks(rows, (chunk) => tx.execute(sql`insert into ${id(entity.table.name)} (org_id, ${kindColumn}${columns})
    select ${orgId}, ${kindValue}${values} from json_to_recordset(${JSON.stringify(chunk)}::json) as u(${shape})`), progress);
}

/** Sets the given columns of rows named by id (each row: `id` and the same columns), in chunks inside the job's transaction. */
export function updateDerived(tx: Db, entity: EntitySchema, rows: readonly Record<string, unknown>[], progress: Progress) {
  if (rows.length === 0) return Promise.resolve();
  const fields = entity.fields.filter((f) => Object.hasOwn(rows[0], f.column));
  const set = sql.join(fields.map((f) => sql`${id(f.column)} = u.${id(f.column)}`), sql`, `);
  const shape = sql.join([sql`id int`, ...fields.map((f) => sql`${id(f.column)} ${sqlType(f)}`)], sql`, `);
  return inChunks(rows, (chunk) => tx.execute(sql`update ${id(entity.table.name)} t set ${set}, updated_at = now()
    from json_to_recordset(${JSON.stringify(chunk)}::json) as u(${shape}) where t.id = u.id`), progress);
}
