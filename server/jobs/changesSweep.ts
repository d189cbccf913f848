// What a job recorded for its undo (upload_job_change_sets: the ids it created, the columns it changed as they were)
// is needed only while the job can be undone: UPLOAD_UNDO_HOURS after it finished. Past that it is deleted, an hour
// later still and in batches, so a 100,000-row upload does not keep its 100,000 befores for ever. A job whose undo is
// still queued or running keeps them whatever its age: that undo reads them.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { every } from './every.js';

/** Sets per statement: up to 2,500 records each (WRITE_CHUNK), some 100,000 records. */
const BATCH = 40;
const MARGIN_HOURS = 1;

/** Deletes the recorded changes of every job past its undo window; answers how many records' changes went. */
export async function sweepJobChanges(db: Db, undoHours: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - (undoHours + MARGIN_HOURS) * 3_600_000).toISOString();
  let total = 0;
  for (;;) {
    const res = await db.execute(sql`with gone as (
        select s.id from upload_job_change_sets s
        where s.job_id in (select j.id from upload_jobs j where j.finished_at < ${cutoff}::timestamptz
          and not exists (select 1 from upload_jobs u where u.undoes_job_id = j.id and u.status in ('queued', 'inprogress')))
        limit ${BATCH})
      delete from upload_job_change_sets s using gone where s.id = gone.id
      returning cardinality(s.record_ids) as n`);
    const sets = (res as unknown as { rows: { n: number }[] }).rows;
    total += sets.reduce((sum, r) => sum + Number(r.n), 0);
    if (sets.length < BATCH) return total;
  }
}

/** Sweeps now and then every `intervalMs` (main.ts); stop() ends the timer. Overlapping runs are skipped. */
export const startChangesSweep = (db: Db, undoHours: number, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}) =>
  every(opts.intervalMs ?? 60 * 60_000, () => sweepJobChanges(db, undoHours), opts.onError);
