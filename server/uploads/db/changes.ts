// What an undoable job did, recorded by the statements that do it (issue 26 item 5): an insert returns its ids into
// upload_job_changes, an update first copies the columns it sets, as they were, from the same snapshot. One statement
// per chunk either way, so recording costs the job an index insert per row and no extra round trip.
import { sql, type SQL } from 'drizzle-orm';

const id = (name: string) => sql.identifier(name);

/** `insert` (an INSERT ... SELECT without RETURNING) with its new ids recorded as created by `jobId`. */
export function recordedInsert(insert: SQL, jobId: number | undefined): SQL {
  if (jobId === undefined) return insert;
  return sql`with ins as (${insert} returning id) insert into upload_job_changes (job_id, record_id) select ${jobId}, id from ins`;
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
}

/**
 * UPDATE table t SET ... FROM rows; with `jobId`, the records' values before it recorded in the same statement (a
 * data-modifying CTE reads the snapshot the update starts from). A record a job writes twice keeps its first before.
 */
export function recordedUpdate(u: RecordedUpdate): SQL {
  const update = sql`update ${id(u.table)} t set ${u.set}, updated_at = now() from u where t.id = u.${id(u.idKey)}`;
  if (u.jobId === undefined) return sql`with u as (select * from ${u.rows}) ${update}`;
  const before = sql.join(u.columns.map((c) => sql`${c}::text, t.${id(c)}`), sql`, `);
  return sql`with u as (select * from ${u.rows}),
    prev as (insert into upload_job_changes (job_id, record_id, before)
      select ${u.jobId}, t.id, jsonb_build_object(${before}) from ${id(u.table)} t join u on t.id = u.${id(u.idKey)}
      on conflict do nothing)
    ${update}`;
}
