// The SQL of the generic planner, for entities whose table is derived from their schema (or hand-made with the fields'
// own columns): which unique values a sheet repeats from the database, which records an update names (one set-based
// query each), and the chunked insert and update of its rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { EntitySchema, FieldDef } from '../../../schemas/index.js';
import { inChunks, type Progress } from './writes.js';
import { recordedUpdate } from './changes.js';
import { insertChunk } from './insertChunk.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const id = (name: string) => sql.identifier(name);

/** The SQL type a field's value travels as in json_to_recordset. */
function sqlType(f: FieldDef): string {
  if (f.kind === 'ref') return f.multiple ? 'int[]' : 'int';
  if (f.kind === 'number') return 'int';
  return f.kind === 'date' ? 'date' : 'text';
}

/**
 * The unique values of a sheet's rows, as the sheet checks compare them (case and outer spaces aside; a ref as its
 * id): part j of tuple i is `parts[j][i]`. Built by the planner one row at a time, sent as a JSON
 * text per field (no object per row).
 */
export class Tuples<T> {
  readonly parts: string[][];
  /** The caller's item of each tuple (its draft). */
  readonly items: T[] = [];

  constructor(width: number) {
    this.parts = Array.from({ length: width }, () => []);
  }

  get size(): number {
    return this.items.length;
  }

  /** Adds the tuple of `write`'s values in these columns, unless one is missing; whether it did. */
  add(item: T, write: Readonly<Record<string, unknown>>, columns: readonly string[]): boolean {
    for (const c of columns) if (write[c] === null || write[c] === undefined) return false;
    for (let j = 0; j < columns.length; j++) this.parts[j].push(String(write[columns[j]]).trim().toLowerCase());
    this.items.push(item);
    return true;
  }

  /** Each unique field's values as one JSON text: ["12", ...], ["gb-1", ...]. */
  lists(): string[] {
    return this.parts.map((p) => JSON.stringify(p));
  }
}

/**
 * The rows of the organisation whose unique fields hold one of these tuples, with the tuple's index `i`. One
 * set-based query whatever the number of rows; `select` adds the columns wanted of each match, `ownKind` keeps to
 * the entity's own kind in a shared table.
 */
async function matching<R>(db: Db, entity: EntitySchema, orgId: number, tuples: Tuples<unknown>, select: SQL, ownKind: boolean, exceptId?: number) {
  const fields = entity.unique.map((k) => entity.fields.find((f) => f.key === k)!);
  const names = fields.map((_, i) => `u${i}`);
  // A ref is an id: compared as an integer, so the join can use the table's unique index. Other values compare as the
  // sheet checks compare them, case and outer spaces aside.
  const same = fields.map((f, i) => (f.kind === 'ref' && !f.multiple
    ? sql`t.${id(f.column)} = u.${id(names[i])}::int`
    : sql`lower(t.${id(f.column)}::text) = lower(trim(u.${id(names[i])}))`));
  const kind = entity.table.discriminator;
  const ofKind = ownKind && kind ? sql` and t.${id(kind.column)} = ${kind.value}` : sql``;
  // The lists side by side, row i of each the parts of tuple i (ordinality counts from 1).
  const lists = sql.join(tuples.lists().map((l) => sql`json_array_elements_text(${l}::json)`), sql`, `);
  const res = await db.execute(sql`select distinct on (u.i) (u.i - 1)::int as "i"${select}
    from rows from (${lists}) with ordinality as u(${sql.join([...names.map((n) => id(n)), sql`i`], sql`, `)})
    join ${id(entity.table.name)} t on ${sql.join(same, sql` and `)} where t.org_id = ${orgId}${ofKind}${exceptId === undefined ? sql`` : sql` and t.id <> ${exceptId}`} order by u.i, t.id`);
  return rowsOf<R & { i: number }>(res);
}

/**
 * Which of these tuples the organisation already holds, under any kind of a shared table (a create must not repeat
 * them); `exceptId`: the record a form rewrites, which holds its own values.
 */
export async function takenTuples<T>(db: Db, entity: EntitySchema, orgId: number, tuples: Tuples<T>, exceptId?: number): Promise<T[]> {
  if (tuples.size === 0 || entity.unique.length === 0) return [];
  return (await matching(db, entity, orgId, tuples, sql``, false, exceptId)).map((m) => tuples.items[m.i]);
}

/** A record an update names: its id and the stored values of `fields` (as JSON text, to compare with a row's). */
export interface Existing { id: number; values: string[] }

/** The records of the entity's own kind that these tuples name, by the tuple's item. */
export async function existingByTuple<T>(db: Db, entity: EntitySchema, orgId: number, tuples: Tuples<T>, fields: readonly FieldDef[]): Promise<Map<T, Existing>> {
  if (tuples.size === 0 || entity.unique.length === 0) return new Map();
  const values = sql.join(fields.map((f) => sql`coalesce(to_json(t.${id(f.column)})::text, 'null')`), sql`, `);
  const found = await matching<{ id: number; values: string }>(db, entity, orgId, tuples, sql`, t.id as "id", json_build_array(${values})::text as "values"`, true);
  return new Map(found.map((m) => [tuples.items[m.i], { id: Number(m.id), values: (JSON.parse(m.values) as string[]) }]));
}

/** How a value the planner would write compares with a stored one (existingByTuple's `values`). */
export const storedForm = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Inserts rows keyed by column, every row with the same columns, in chunks inside the job's transaction; `jobId`:
 * the job whose created ids are recorded for its undo.
 */
export function insertDerived(tx: Db, entity: EntitySchema, orgId: number, rows: readonly Record<string, unknown>[], progress: Progress, jobId?: number) {
  if (rows.length === 0) return Promise.resolve();
  const fields = entity.fields.filter((f) => Object.hasOwn(rows[0], f.column));
  // A table shared by kinds (staff) marks each row with its entity's kind.
  const kind = entity.table.discriminator;
  const columns = [
    { name: 'org_id', type: 'int' }, ...(kind ? [{ name: kind.column, type: 'text' }] : []), ...fields.map((f) => ({ name: f.column, type: sqlType(f) })),
  ];
  return inChunks(rows, (chunk) => insertChunk(tx, {
    table: entity.table.name, columns, jobId,
    rows: chunk.map((r) => [orgId, ...(kind ? [kind.value] : []), ...fields.map((f) => r[f.column])]),
  }), progress);
}

/** Sets the given columns of rows named by id (each row: `id` and the same columns), in chunks inside the job's transaction. */
export function updateDerived(tx: Db, entity: EntitySchema, rows: readonly Record<string, unknown>[], progress: Progress, jobId?: number) {
  if (rows.length === 0) return Promise.resolve();
  const fields = entity.fields.filter((f) => Object.hasOwn(rows[0], f.column));
  const set = sql.join(fields.map((f) => sql`${id(f.column)} = u.${id(f.column)}`), sql`, `);
  const shape = sql.join([sql`id int`, ...fields.map((f) => sql`${id(f.column)} ${sql.raw(sqlType(f))}`)], sql`, `);
  return inChunks(rows, (chunk) => tx.execute(recordedUpdate({
    table: entity.table.name, idKey: 'id', jobId, columns: fields.map((f) => f.column), set,
    rows: sql`json_to_recordset(${JSON.stringify(chunk)}::json) as u(${shape})`,
  })), progress);
}
