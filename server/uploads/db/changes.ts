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
}

/**
 * UPDATE table t SET ... FROM rows; with `jobId`, the records' values before it recorded in the same statement (a
 * data-modifying CTE reads the snapshot the update starts from). A record a job writes twice keeps its first before
 * (the view upload_job_changes reads the sets in order).
 */
export function recordedUpdate(u: RecordedUpdate): SQL {
  const update = sql`update ${id(u.table)} t set ${u.set}, updated_at = now() from u where t.id = u.${id(u.idKey)}`;
  if (u.jobId === undefined) return sql`with u as (select * from ${u.rows}) ${update}`;
  const before = sql.join(u.columns.map((c) => sql`${c}::text, t.${id(c)}`), sql`, `);
  return sql`with u as (select * from ${u.rows}),
    prev as (insert into upload_job_change_sets (job_id, record_ids, befores)
      select ${u.jobId}, array_agg(t.id), array_agg(jsonb_build_object(${before})) from ${id(u.table)} t join u on t.id = u.${id(u.idKey)}
      having count(*) > 0)
    ${update}`;
}
