// What an undoable job did, recorded by the statements that do it (issue 26 item 5): an insert returns its ids into
// upload_job_change_sets, an update first copies the columns it sets, as they were, from the same snapshot. One
// statement per chunk either way, and one recorded row per chunk (its ids and befores as arrays), so recording costs
// the job no round trip and no index entry per record: a row each cost a 100,000-row create about 0.8 s of its 4 s
// write on PostgreSQL, a transfer 0.4 s (issue 28 item 2).
import { sql, type SQL } from 'drizzle-orm';

const id = (name: string) => sql.identifier(name);

/** `insert` (an INSERT ... SELECT without RETURNING) with its new ids recorded as created by `jobId`. */
export function recordedInsert(insert: SQL, jobId: number | undefined): SQL {
  if (jobId === undefined) return insert;
  return sql`with ins as (${insert} returning id)
    insert into upload_job_change_sets (job_id, record_ids) select ${jobId}, array_agg(id) from ins having count(*) > 0`;
}

export interface RecordedUpdate {
  table: string;
  /** The rows to write, as `json_to_recordset(...) as u(...)`; `u.<idKey>` names the record. */
  rows: SQL;
  idKey: string;
  /** The SET list (without updated_at, which is set here). */
  set: SQL;
  /** The columns the update sets, whose values before it are recorded. */
  columns: readonly string[];
  jobId: number | undefined;
  /**
   * The befores are few (a transfer's students come from a few centres, batches and statuses): one set per distinct
   * before, which it holds once, instead of one set with a before per record. Not for befores that differ record by
   * record (a set each would be a row and an index entry each).
   */
  fewBefores?: boolean;
}

/**
 * UPDATE table t SET ... FROM rows; with `jobId`, the records' values before it recorded in the same statement (a
 * data-modifying CTE reads the snapshot the update starts from). A record a job writes twice keeps its first before
 * (the view upload_job_changes reads the sets in order).
 *
 * With `fewBefores`, a set per distinct before. Measured on 100,000 students moved in chunks of 2,500, each
 * variant four times in turn (2026-11-28): PGlite 4.21 s against 4.59 s with a jsonb per record and 4.02 s with
 * nothing recorded; PostgreSQL 2.47 s against 2.55 s and 2.31 s (medians).
 */
export function recordedUpdate(u: RecordedUpdate): SQL {
  const update = sql`update ${id(u.table)} t set ${u.set}, updated_at = now() from u where t.id = u.${id(u.idKey)}`;
  if (u.jobId === undefined) return sql`with u as (select * from ${u.rows}) ${update}`;
  const before = sql`jsonb_build_object(${sql.join(u.columns.map((c) => sql`${c}::text, t.${id(c)}`), sql`, `)})`;
  const changed = sql`from ${id(u.table)} t join u on t.id = u.${id(u.idKey)}`;
  const sets = u.fewBefores
    ? sql`insert into upload_job_change_sets (job_id, record_ids, before)
      select ${u.jobId}, array_agg(t.id), ${before} ${changed} group by ${sql.join(u.columns.map((c) => sql`t.${id(c)}`), sql`, `)}`
    : sql`insert into upload_job_change_sets (job_id, record_ids, befores)
      select ${u.jobId}, array_agg(t.id), array_agg(${before}) ${changed} having count(*) > 0`;
  return sql`with u as (select * from ${u.rows}), prev as (${sets}) ${update}`;
}
