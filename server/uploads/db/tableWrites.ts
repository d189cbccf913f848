// Whether the tables a plan read have changed since it was made: the check that lets an upload job apply its
// preview's plan instead of making it again (migration 0038, parkedSheets.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { every } from '../../jobs/every.js';

/** What a plan saw: the snapshot taken before its first read, and when (by the database's clock). */
export interface ReadPoint { snapshot: string; at: string }

/**
 * A plan is reused within this long of its snapshot; `table_writes` keeps its rows for longer (SWEEP_AFTER), so none
 * a check needs is gone. A preview's plan is parked for a minute (parking.idleMs), and its job may then wait for the
 * organisation's lock behind another job.
 */
const REUSE_WITHIN = '5 minutes';
const SWEEP_AFTER = '15 minutes';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The point a plan about to be made reads from. Taken before its first read, so it can only see less. */
export async function readPoint(db: Db): Promise<ReadPoint> {
  const [row] = rowsOf<ReadPoint>(await db.execute(sql`select pg_current_snapshot()::text as snapshot, clock_timestamp()::text as at`));
  return row;
}

/**
 * Whether a plan read at `seen` may still be applied: no transaction it could not see (committed after its snapshot,
 * or running then) has written one of `tables`, and it is recent. Asked inside the job's transaction, under the
 * organisation's lock, where the job would otherwise read the same tables again.
 */
export async function unchangedSince(db: Db, seen: ReadPoint, tables: readonly string[]): Promise<boolean> {
  const [row] = rowsOf<{ unchanged: boolean }>(await db.execute(sql`
    select statement_timestamp() - ${seen.at}::timestamptz < ${REUSE_WITHIN}::interval and not exists (
      select 1 from table_writes
      where xid >= pg_snapshot_xmin(${seen.snapshot}::pg_snapshot) and table_name = any(${sql.param([...tables])}::text[])
        and not pg_visible_in_snapshot(xid, ${seen.snapshot}::pg_snapshot)) as unchanged`));
  return row.unchanged === true;
}

/** Deletes the rows no check can need. */
export async function sweepTableWrites(db: Db): Promise<void> {
  await db.execute(sql`delete from table_writes where at < now() - ${SWEEP_AFTER}::interval`);
}

/** Sweeps every `intervalMs` (main.ts); stop() ends the timer. */
export const startTableWritesSweep = (db: Db, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}) =>
  every(opts.intervalMs ?? 5 * 60_000, () => sweepTableWrites(db), opts.onError);
