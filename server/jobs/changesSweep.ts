// What a job recorded for its undo (upload_job_changes: the ids it created, the columns it changed as they were) is
// needed only while the job can be undone: UPLOAD_UNDO_HOURS after it finished. Past that it is deleted, an hour
// later still and in batches, so a 100,000-row upload does not keep 100,000 rows for ever. A job whose undo is still
// queued or running keeps them whatever its age: that undo reads them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { every } from './every.js';

const BATCH = 10_000;
const MARGIN_HOURS = 1;

/** Deletes the recorded changes of every job past its undo window; answers how many rows went. */
export async function sweepJobChanges(db: Db, undoHours: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - (undoHours + MARGIN_HOURS) * 3_600_000).toISOString();
  let total = 0;
  for (;;) {
    const res = await db.execute(sql`with gone as (
        select c.job_id, c.record_id from upload_job_changes c
        where c.job_id in (select j.id from upload_jobs j where j.finished_at < ${cutoff}::timestamptz
          and not exists (select 1 from upload_jobs u where u.undoes_job_id = j.id and u.status in ('queued', 'inprogress')))
        limit ${BATCH})
      delete from upload_job_changes c using gone where c.job_id = gone.job_id and c.record_id = gone.record_id
      returning 1`);
    const n = (res as unknown as { rows: unknown[] }).rows.length;
    total += n;
    if (n < BATCH) return total;
  }
}

/** Sweeps now and then every `intervalMs` (main.ts); stop() ends the timer. Overlapping runs are skipped. */
export const startChangesSweep = (db: Db, undoHours: number, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}) =>
  every(opts.intervalMs ?? 60 * 60_000, () => sweepJobChanges(db, undoHours), opts.onError);
