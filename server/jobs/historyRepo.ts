// The upload history a user may see: an org admin sees the organisation's uploads, a centre admin their own and
// those made for their centres. Scope is applied in SQL, like every list.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import type { JobRow } from './jobsRepo.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface HistoryRow extends JobRow {
  uploadedBy: string; centreName: string | null; hasResult: boolean; corrected: boolean;
  /** The undo job queued, running or done for this job (issue 26 item 5). */
  undoneBy: number | null;
}

export interface HistoryQuery { statuses: string[]; page: number; limit: number }

/** The jobs a user may see, as a condition on upload_jobs `j` (the exam-result history shares it). */
export function historyVisible(p: Principal): SQL {
  if (p.scope === 'organisation' && p.orgId !== null) return sql`j.org_id = ${p.orgId}`;
  const centres = p.scope === 'centre' ? p.centres.map((c) => c.id) : [];
  return sql`(j.user_id = ${p.userId} or j.centre_id = any(${intArray(centres)}))`;
}

/** A HistoryRow's columns of upload_jobs `j`, users `u` and centres `c`. */
export const historyColumns = sql`
  j.id, j.org_id as "orgId", j.user_id as "userId", j.entity_kind as "entityKind", j.operation, j.centre_id as "centreId",
  j.multi_centre as "multiCentre", j.apply_valid as "applyValid", j.file_name as "fileName", j.status, j.total_rows as "totalRows",
  j.processed_rows as "processedRows", j.error_message as "errorMessage", j.summary, j.attempts, j.worker_id as "workerId",
  j.created_at as "createdAt", j.started_at as "startedAt", j.finished_at as "finishedAt",
  j.applied_at as "appliedAt", j.undoes_job_id::int as "undoesJobId",
  (select max(x.id)::int from upload_jobs x where x.undoes_job_id = j.id and x.status <> 'failed') as "undoneBy",
  trim(u.first_name || ' ' || u.last_name) as "uploadedBy", c.name as "centreName", (j.result_file is not null) as "hasResult",
  (j.original_file is not null) as "corrected"`;

export async function listHistory(db: Db, p: Principal, q: HistoryQuery): Promise<{ rows: HistoryRow[]; totalCount: number }> {
  const where = sql`${historyVisible(p)} and (${q.statuses.length === 0} or j.status = any(${sql.param(q.statuses)}::text[]))`;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select ${historyColumns} from upload_jobs j join users u on u.id = j.user_id left join centres c on c.id = j.centre_id
      where ${where} order by j.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
    db.execute(sql`select count(*)::int as n from upload_jobs j where ${where}`),
  ]);
  return { rows: rowsOf<HistoryRow>(rows), totalCount: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

/** One job, if the user may see it. */
export async function visibleJob(db: Db, p: Principal, id: number): Promise<HistoryRow | undefined> {
  return rowsOf<HistoryRow>(await db.execute(sql`
    select ${historyColumns} from upload_jobs j join users u on u.id = j.user_id left join centres c on c.id = j.centre_id
    where j.id = ${id} and ${historyVisible(p)}`))[0];
}
