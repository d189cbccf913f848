// What an upload recorded for its undo goes once the upload can no longer be undone (UPLOAD_UNDO_HOURS after it
// finished, an hour later still), and not before; a job whose undo is still queued or running keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, startTestServer, type TestServer } from './harness.js';
import { sweepJobChanges } from '../../server/jobs/changesSweep.js';

const HOUR = 3_600_000;
const NOW = new Date('2031-06-01T12:00:00Z');
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.each(engines)('upload changes sweep on %s', (engine) => {
  let s: TestServer;
  const jobs: Record<string, number> = {};

  const changesOf = async (name: string) =>
    rowsOf<{ n: number }>(await s.database.db.execute(sql`select count(*)::int as n from upload_job_changes where job_id = ${jobs[name]}`))[0].n;

  beforeAll(async () => {
    s = await startTestServer(engine);
    const db = s.database.db;
    const job = async (name: string, finishedHoursAgo: number | null, undoes: number | null = null) => {
      const finished = finishedHoursAgo === null ? null : new Date(NOW.getTime() - finishedHoursAgo * HOUR).toISOString();
      const [row] = rowsOf<{ id: number }>(await db.execute(sql`insert into upload_jobs (org_id, user_id, entity_kind, operation, file_name, file_data, status, finished_at, undoes_job_id)
        select u.org_id, u.id, 'crp', ${name.startsWith('undo') ? 'undo' : 'create'}, ${`${name}.xlsx`}, '\\x00'::bytea,
          ${finished === null ? 'inprogress' : 'successful'}, ${finished}::timestamptz, ${undoes}::bigint
        from users u where u.username = 'orgadmin' returning id`));
      jobs[name] = Number(row.id);
    };
    await job('recent', 24);          // inside the 24-hour window, and its hour of margin
    await job('justPast', 24.5);      // past the window, not yet past the margin
    await job('old', 26);
    await job('oldUndoing', 30);
    await job('undoRunning', null, jobs.oldUndoing);
    for (const name of ['recent', 'justPast', 'old', 'oldUndoing']) {
      // 25 records in three sets, as three statements of a job would record them.
      await db.execute(sql`insert into upload_job_change_sets (job_id, record_ids, befores)
        select ${jobs[name]}, array_agg(g order by g), array_agg('{"status":"active"}'::jsonb order by g)
        from generate_series(1, 25) g group by g % 3`);
    }
  });
  afterAll(async () => { await s?.close(); });

  it('deletes what jobs past their undo window recorded, and keeps the rest', async () => {
    expect(await sweepJobChanges(s.database.db, 24, NOW)).toBe(25);
    expect(await changesOf('old')).toBe(0);
    expect(await changesOf('recent')).toBe(25);
    expect(await changesOf('justPast')).toBe(25);
    // Its undo is running: it reads them.
    expect(await changesOf('oldUndoing')).toBe(25);
    expect(await sweepJobChanges(s.database.db, 24, NOW)).toBe(0);
  });

  it('reads a record a job wrote twice once, with the values it had before the first write', async () => {
    const job = 900_100;
    await s.database.db.execute(sql`insert into upload_job_change_sets (job_id, record_ids, befores) values
      (${job}, array[5, 6], array['{"status":"first"}', '{"status":"six"}']::jsonb[]),
      (${job}, array[5, 7], array['{"status":"second"}', '{"status":"seven"}']::jsonb[]),
      (${job}, array[8], null)`);
    const rows = rowsOf<{ record_id: number; before: { status: string } | null }>(await s.database.db.execute(sql`
      select record_id, before from upload_job_changes where job_id = ${job} order by record_id`));
    expect(rows.map((r) => [Number(r.record_id), r.before?.status ?? null])).toEqual([[5, 'first'], [6, 'six'], [7, 'seven'], [8, null]]);
    await s.database.db.execute(sql`delete from upload_job_change_sets where job_id = ${job}`);
  });

  it('takes the undoing job\'s once its undo is done, and everything in batches with a shorter window', async () => {
    await s.database.db.execute(sql`update upload_jobs set status = 'successful', finished_at = ${NOW.toISOString()}::timestamptz where id = ${jobs.undoRunning}`);
    expect(await sweepJobChanges(s.database.db, 24, NOW)).toBe(25);
    expect(await sweepJobChanges(s.database.db, 0, NOW)).toBe(50);
    expect(rowsOf<{ n: number }>(await s.database.db.execute(sql`select count(*)::int as n from upload_job_changes where job_id = any(${sql.param(Object.values(jobs))}::bigint[])`))[0].n).toBe(0);
  });
});
