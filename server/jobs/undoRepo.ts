// The SQL of undoing an upload (issue 26 item 5), set-based over what the job recorded (the view upload_job_changes):
// created records removed when nothing refers to them, else deactivated; changed ones set back to their recorded
// values; a record changed since the job (its updated_at is not the job's transaction time) left alone.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { uploadJobs } from '../db/entityTables.js';
import type { JobRow } from './jobsRepo.js';
import { entities, type EntitySchema } from '../../schemas/index.js';
import { refTableOf } from '../entities/sqlParts.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const id = (name: string) => sql.identifier(name);

/** A column that holds ids of another table's records (`multiple`: an int[] of them). */
export interface RefColumn { table: string; column: string; multiple: boolean; label: string }

/** The table an undo works on, how its records are named, and the references in and out of it. */
export interface UndoTarget {
  entity: EntitySchema;
  table: string;
  /** The column that names a record to a clerk (enrolment number, employee code, batch code ...). */
  labelColumn: string;
  /** Columns of other tables that point at this table's records: a record they point at is deactivated, not removed. */
  referencedBy: RefColumn[];
  /** This table's ref columns, by column: a value set back must still exist. */
  refs: Map<string, RefColumn>;
}

/** The foreign keys of the database pointing at `table` (attendance marks at students ...). */
async function foreignKeysTo(db: Db, table: string): Promise<RefColumn[]> {
  return rowsOf<{ table: string; column: string }>(await db.execute(sql`
    select cl.relname as "table", a.attname as "column" from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = ${table}::regclass`)).map((r) => ({ ...r, multiple: false, label: r.table.replace(/_/g, ' ') }));
}

export async function undoTargetOf(db: Db, entity: EntitySchema): Promise<UndoTarget> {
  const table = entity.table.name;
  const declared: RefColumn[] = [];
  const refs = new Map<string, RefColumn>();
  for (const e of Object.values(entities)) {
    for (const f of e.fields) {
      if (f.kind !== 'ref' || !f.ref) continue;
      const ref = { table: e.table.name, column: f.column, multiple: f.multiple === true, label: `${e.noun} ${f.label}` };
      if (refTableOf(f.ref) === table) declared.push(ref);
      if (e === entity) refs.set(f.column, { ...ref, table: refTableOf(f.ref), label: f.label });
    }
  }
  const seen = new Set<string>();
  const referencedBy = [...declared, ...(await foreignKeysTo(db, table))].filter((r) => {
    const key = `${r.table}.${r.column}`;
    return !seen.has(key) && seen.add(key);
  });
  const named = entity.unique.map((k) => entity.fields.find((f) => f.key === k)!).find((f) => f.kind !== 'ref') ?? entity.fields[0];
  return { entity, table, labelColumn: named.column, referencedBy, refs };
}

/**
 * `with refd as (...)`: the job's created records that something points at, found with one semi-join per referencing
 * column (a correlated EXISTS per record would scan an unindexed column once per record).
 */
function withReferenced(target: UndoTarget, jobId: number): SQL {
  const created = sql`select record_id from upload_job_changes where job_id = ${jobId} and before is null`;
  const parts = target.referencedBy.map((r) => (r.multiple
    ? sql`select e as id from ${id(r.table)} r, unnest(r.${id(r.column)}) e where e in (${created})`
    : sql`select r.${id(r.column)} as id from ${id(r.table)} r where r.${id(r.column)} in (${created})`));
  return sql`with refd as (${parts.length > 0 ? sql.join(parts, sql` union `) : sql`select null::int as id where false`})`;
}

/** The job's recorded changes `c` beside the records `t` as they are now (t.id null: the record is gone). */
const changesOf = (target: UndoTarget, jobId: number) => sql`upload_job_changes c
  left join ${id(target.table)} t on t.id = c.record_id
  left join refd on refd.id = c.record_id
  cross join (select applied_at from upload_jobs where id = ${jobId}) j
  where c.job_id = ${jobId}`;

/** Still as the job left it: the undo may touch it. */
const untouched = sql`t.updated_at = j.applied_at`;
const referenced = sql`refd.id is not null`;

export interface UndoCounts { created: number; changed: number; remove: number; deactivate: number; setBack: number; leftAlone: number }

export async function undoCounts(db: Db, target: UndoTarget, jobId: number): Promise<UndoCounts> {
  const [row] = rowsOf<Record<keyof UndoCounts, number>>(await db.execute(sql`${withReferenced(target, jobId)} select
      count(*) filter (where c.before is null)::int as "created", count(*) filter (where c.before is not null)::int as "changed",
      count(*) filter (where c.before is null and ${untouched} and not ${referenced})::int as "remove",
      count(*) filter (where c.before is null and ${untouched} and ${referenced})::int as "deactivate",
      count(*) filter (where c.before is not null and ${untouched})::int as "setBack",
      count(*) filter (where t.id is null or not ${untouched})::int as "leftAlone"
    from ${changesOf(target, jobId)}`));
  return row;
}

export interface LeftAlone { id: number; label: string | null; why: 'changed' | 'gone' }

/** The records changed (or gone) since the job, which the undo leaves as they are: the first `limit`. */
export async function leftAlone(db: Db, target: UndoTarget, jobId: number, limit: number): Promise<LeftAlone[]> {
  return rowsOf<LeftAlone>(await db.execute(sql`${withReferenced(target, jobId)} select c.record_id as "id", t.${id(target.labelColumn)}::text as "label",
      case when t.id is null then 'gone' else 'changed' end as "why"
    from ${changesOf(target, jobId)} and (t.id is null or not ${untouched}) order by c.record_id limit ${limit}`));
}

export interface BrokenRef { label: string; column: string; missing: string }

/**
 * Records whose value to set back points at a record that no longer exists (a batch removed since): setting it back
 * would break the reference. The first `limit`, naming the record, the reference and the missing id.
 */
export async function brokenRefs(db: Db, target: UndoTarget, jobId: number, limit: number): Promise<BrokenRef[]> {
  const checks = [...target.refs.entries()].map(([column, r]) => {
    const gone = (value: SQL) => sql`not exists (select 1 from ${id(r.table)} x where x.id = (${value})::int)`;
    const missing = r.multiple
      ? sql`(select string_agg(e, ', ') from jsonb_array_elements_text(c.before->${column}::text) e where ${gone(sql`e`)})`
      : sql`case when ${gone(sql`c.before->>${column}::text`)} then c.before->>${column}::text end`;
    return sql`select t.${id(target.labelColumn)}::text as "label", ${r.label}::text as "column", ${missing} as "missing"
      from ${changesOf(target, jobId)} and c.before ? ${column}::text and jsonb_typeof(c.before->${column}::text) <> 'null' and ${untouched}`;
  });
  if (checks.length === 0) return [];
  return rowsOf<BrokenRef>(await db.execute(sql`${withReferenced(target, jobId)} select * from (${sql.join(checks, sql` union all `)}) b
    where b.missing is not null order by b.label limit ${limit}`));
}

/** The columns a job's changes recorded (every change of one job records the same ones). */
async function recordedColumns(db: Db, jobId: number): Promise<string[]> {
  const [row] = rowsOf<{ before: Record<string, unknown> }>(await db.execute(sql`
    select coalesce(before, befores[1]) as before from upload_job_change_sets
    where job_id = ${jobId} and (before is not null or befores is not null) limit 1`));
  return row ? Object.keys(row.before).filter((k) => /^[a-z_][a-z0-9_]*$/.test(k)) : [];
}

export interface UndoDone { setBack: number; deactivated: number[]; removed: number }

/**
 * Reverts the job, statement by statement inside the caller's transaction: sets the changed records back, then
 * deactivates the created records something refers to and removes the others. `turn`: PGlite's waiting reads.
 */
export async function applyUndo(tx: Db, target: UndoTarget, jobId: number, turn: () => Promise<void>): Promise<UndoDone> {
  const t = id(target.table);
  const recorded = (kind: SQL) => sql`upload_job_changes c, (select applied_at from upload_jobs where id = ${jobId}) j
    where c.job_id = ${jobId} and ${kind} and t.id = c.record_id and ${untouched}`;
  const refd = withReferenced(target, jobId);
  const counted = async (statement: SQL) => Number(rowsOf<{ n: number }>(await tx.execute(sql`${refd}, d as (${statement} returning 1) select count(*)::int as n from d`))[0].n);
  const isReferenced = sql`exists (select 1 from refd where refd.id = t.id)`;
  const columns = await recordedColumns(tx, jobId);
  let setBack = 0;
  if (columns.length > 0) {
    const set = sql.join(columns.map((c) => sql`${id(c)} = (jsonb_populate_record(null::${t}, c.before)).${id(c)}`), sql`, `);
    setBack = await counted(sql`update ${t} t set ${set}, updated_at = now() from ${recorded(sql`c.before is not null`)}`);
    await turn();
  }
  const deactivated = rowsOf<{ id: number }>(await tx.execute(sql`${refd} update ${t} t set status = 'deactivated', updated_at = now()
    from ${recorded(sql`c.before is null`)} and ${isReferenced} returning t.id`)).map((r) => Number(r.id));
  await turn();
  const removed = await counted(sql`delete from ${t} t using ${recorded(sql`c.before is null`)} and not ${isReferenced}`);
  return { setBack, deactivated, removed };
}

/** Queues the undo job of `original` (one at a time per job: upload_jobs_undo_once); its id, or undefined. */
export async function createUndoJobRow(db: Db, userId: number, original: JobRow, operation: string): Promise<number | undefined> {
  const [row] = await db.insert(uploadJobs).values({
    orgId: original.orgId, userId, entityKind: original.entityKind, operation, centreId: original.centreId,
    multiCentre: original.multiCentre, fileName: original.fileName, fileData: Buffer.alloc(0), undoesJobId: original.id,
  }).onConflictDoNothing().returning({ id: uploadJobs.id });
  return row ? Number(row.id) : undefined;
}
