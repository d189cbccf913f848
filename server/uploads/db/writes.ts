// Bulk writes of an upload: each chunk is one insert (insertChunk.ts: a COPY on PGlite, an INSERT ... SELECT FROM
// json_to_recordset(...) on PostgreSQL) or UPDATE ... FROM json_to_recordset(...), all inside the job's one transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordedUpdate } from './changes.js';
import { insertChunk } from './insertChunk.js';

/**
 * Rows per statement. 10,000 rows took 1.7 to 3.8 s on a busy machine; 2,500 keep a statement well under a second
 * (issue 13: no request waits more than 2 s behind a job).
 */
export const WRITE_CHUNK = 2_500;
const CHUNK = WRITE_CHUNK;

/**
 * When a job gives a turn. At a turn it records its progress and, on PGlite, serves the reads waiting for the one
 * connection (db/turns.ts): 25 ms or more while requests are in flight, plus the reads themselves. A turn after
 * every chunk (40 for 100,000 rows) cost a 100,000-row create 1.5 s of its 6 on PGlite, 6 to 7 s of 20 on a busy
 * machine (issue 28). So a job writes at least TURN_EVERY_MS between turns, and at least WRITES_PER_TURN times as
 * long as its last turn took, so turns short of 150 ms take at most a fifth of its time; but never more than
 * MAX_WRITE_MS, so no read waits much over a second, even on a busy machine (issue 13: none more than 2 s).
 */
export const TURN_EVERY_MS = 250;
const WRITES_PER_TURN = 4;
const MAX_WRITE_MS = 600;

export type Progress = (done: number) => Promise<void>;

/**
 * Writes `rows` `size` at a time (one statement or a few per chunk), with a turn (`progress`) when due (above). None
 * after the last chunk: every job commits once its one write is done, which frees the connection as a turn would
 * (on PGlite that turn served the waiting reads, 30 to 100 ms of a 1,000-row job's 200), and the history goes from
 * the last figure to the job's end.
 */
export async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<unknown>, progress: Progress, size = CHUNK): Promise<void> {
  let since = performance.now();
  let writeFor = TURN_EVERY_MS;
  for (let i = 0; i < rows.length; i += size) {
    await write(rows.slice(i, i + size));
    const done = Math.min(rows.length, i + size);
    if (done === rows.length || performance.now() - since < writeFor) continue;
    const turn = performance.now();
    await progress(done);
    since = performance.now();
    writeFor = Math.min(MAX_WRITE_MS, Math.max(TURN_EVERY_MS, WRITES_PER_TURN * (since - turn)));
  }
}

/**
 * A chunk as one JSON text, unpacked by json_to_recordset: one parameter that JSON.stringify builds natively,
 * where an array per column is built element by element by the driver (a second or more per 100,000 rows on PGlite).
 */
const json = (value: unknown): string => JSON.stringify(value);

export interface StudentInsert {
  enrolmentNo: string; name: string; centreId: number; batchId: number | null; class: string; status: string;
  emailId: string | null; mobile: string | null;
}

/** What a created student's row holds, in the order insertStudents gives its values. */
const STUDENT_COLUMNS = [
  { name: 'org_id', type: 'int' }, { name: 'program_kind', type: 'text' }, { name: 'enrolment_no', type: 'text' }, { name: 'name', type: 'text' },
  { name: 'centre_id', type: 'int' }, { name: 'batch_id', type: 'int' }, { name: 'class', type: 'text' }, { name: 'status', type: 'text' },
  { name: 'email_id', type: 'text' }, { name: 'mobile', type: 'text' },
];

/** `jobId`: the job whose created ids are recorded for its undo (upload_job_changes); absent outside a job. */
export function insertStudents(tx: Db, orgId: number, kind: string, rows: readonly StudentInsert[], progress: Progress, jobId?: number) {
  return inChunks(rows, (c) => insertChunk(tx, {
    table: 'students', columns: STUDENT_COLUMNS, jobId,
    rows: c.map((r) => [orgId, kind, r.enrolmentNo, r.name, r.centreId, r.batchId, r.class, r.status, r.emailId, r.mobile]),
  }), progress);
}

export interface StudentMove { id: number; centreId: number; batchId: number | null; status: string }

/**
 * Where a move's time goes (issue 28 item 2, measured with psql on PostgreSQL 15 on 2026-11-28). A move changes
 * indexed columns, so no update is HOT: each row gets a new heap tuple and a new entry in every index of `students`,
 * and that is most of its cost.
 * - 100,000 moves in one statement: 3.6–4.8 s with all six indexes, 1.3 s with only the primary key.
 * - Dropping any one of the other five saved 0.7–1.9 s against that noisy baseline, the trigram index among them.
 * - The triggers cost about 0.1 s.
 * - The recorded befores cost 10–40 ms a 2,500-row chunk (the runs were noisy). Taking them from the update's own
 *   FROM list (RETURNING) cost the same, within that noise. Recorded once per distinct before (`fewBefores`), they
 *   cost PGlite about 0.2 s of 100,000 moves instead of 0.55 s (db/changes.ts).
 * - Chunks of 10,000 rows ran no faster than chunks of 2,500.
 * - With `wal_compression` on, it was slower.
 * What is left is to move centre, batch and status (and the list indexes over them) out of the wide row. Then a
 * move would write none of the enrolment, trigram or contact entries.
 */
export function moveStudents(tx: Db, rows: readonly StudentMove[], progress: Progress, jobId?: number) {
  return inChunks(rows, (c) => tx.execute(recordedUpdate({
    table: 'students', idKey: 'i', jobId, columns: ['centre_id', 'batch_id', 'status'], set: sql`centre_id = u.c, batch_id = u.b, status = u.s`, fewBefores: true,
    rows: sql`json_to_recordset(${json(c.map((r) => ({ i: r.id, c: r.centreId, b: r.batchId, s: r.status })))}::json) as u(i int, c int, b int, s text)`,
  })), progress);
}

export interface TeacherMove { id: number; centreId: number; batchIds: number[] }

export function moveTeachers(tx: Db, rows: readonly TeacherMove[], progress: Progress, jobId?: number) {
  return inChunks(rows, (c) => tx.execute(recordedUpdate({
    table: 'teachers', idKey: 'i', jobId, columns: ['centre_id', 'batch_ids'], set: sql`centre_id = u.c, batch_ids = u.b`,
    rows: sql`json_to_recordset(${json(c.map((r) => ({ i: r.id, c: r.centreId, b: r.batchIds })))}::json) as u(i int, c int, b int[])`,
  })), progress);
}
