// Upload jobs in the database: created once per idempotency key, claimed with FOR UPDATE SKIP LOCKED and a lease,
// finished only by the worker that holds the claim.
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { uploadJobs, type JobStatus } from '../db/entityTables.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface NewJob {
  orgId: number; userId: number; entityKind: string; operation: string; centreId: number | null; multiCentre: boolean;
  fileName: string; fileData: Buffer; idempotencyKey: string | null; applyValid?: boolean;
  /** The uploaded file, when fileData is the sheet as corrected in its preview. */
  originalFile?: Buffer; originalFileName?: string;
}

export interface JobRow {
  id: number; orgId: number; userId: number; entityKind: string; operation: string; centreId: number | null;
  multiCentre: boolean; applyValid: boolean; fileName: string; status: JobStatus; totalRows: number; processedRows: number;
  errorMessage: string | null; summary: Record<string, unknown> | null; attempts: number; workerId: string | null;
  createdAt: Date; startedAt: Date | null; finishedAt: Date | null;
  /** Set when the job recorded what it did (undoable); the time its rows carry as updated_at. */
  appliedAt: Date | null;
  /** An undo job: the job it undoes. */
  undoesJobId: number | null;
}

const jobColumns = {
  id: uploadJobs.id, orgId: uploadJobs.orgId, userId: uploadJobs.userId, entityKind: uploadJobs.entityKind,
  operation: uploadJobs.operation, centreId: uploadJobs.centreId, multiCentre: uploadJobs.multiCentre, applyValid: uploadJobs.applyValid, fileName: uploadJobs.fileName,
  status: uploadJobs.status, totalRows: uploadJobs.totalRows, processedRows: uploadJobs.processedRows, errorMessage: uploadJobs.errorMessage,
  summary: uploadJobs.summary, attempts: uploadJobs.attempts, workerId: uploadJobs.workerId, createdAt: uploadJobs.createdAt,
  startedAt: uploadJobs.startedAt, finishedAt: uploadJobs.finishedAt, appliedAt: uploadJobs.appliedAt, undoesJobId: uploadJobs.undoesJobId,
};

export interface CreatedJob {
  job: JobRow;
  created: boolean;
  /** False when the idempotency key was used before for another file or target: `job` is that earlier job. */
  sameRequest: boolean;
}

/**
 * Inserts the job, or returns the one already made with this user's idempotency key (a double click, a retry).
 * A retry must be the same request: the same file (compared by SHA-256, computed by the database for the stored
 * one) to the same kind, operation and centre; anything else is a reused key, and the caller refuses it.
 */
export async function createJob(db: Db, job: NewJob): Promise<CreatedJob> {
  const inserted = await db.insert(uploadJobs).values(job).onConflictDoNothing({ target: [uploadJobs.userId, uploadJobs.idempotencyKey] })
    .returning(jobColumns);
  if (inserted[0]) return { job: inserted[0] as JobRow, created: true, sameRequest: true };
  const [existing] = await db.select({ ...jobColumns, digest: sql<string>`encode(sha256(${uploadJobs.fileData}), 'hex')` }).from(uploadJobs)
    .where(and(eq(uploadJobs.userId, job.userId), eq(uploadJobs.idempotencyKey, job.idempotencyKey!)));
  const { digest, ...earlier } = existing;
  const sameRequest = digest === createHash('sha256').update(job.fileData).digest('hex')
    && earlier.entityKind === job.entityKind && earlier.operation === job.operation
    && earlier.centreId === job.centreId && earlier.multiCentre === job.multiCentre && earlier.applyValid === (job.applyValid ?? false);
  return { job: earlier as JobRow, created: false, sameRequest };
}

/** The id of the job this user submitted with this Idempotency-Key, if any. */
export async function jobIdByKey(db: Db, userId: number, idempotencyKey: string): Promise<number | undefined> {
  const [row] = await db.select({ id: uploadJobs.id }).from(uploadJobs)
    .where(and(eq(uploadJobs.userId, userId), eq(uploadJobs.idempotencyKey, idempotencyKey)));
  return row ? Number(row.id) : undefined;
}

export async function getJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [job] = await db.select(jobColumns).from(uploadJobs).where(eq(uploadJobs.id, id));
  return job as JobRow | undefined;
}

/** A stored file as base64 text from the database, decoded here (see the bytea type in entityTables.ts). */
const base64Bytes = (column: SQLWrapper) => sql<string | null>`encode(${column}, 'base64')`;
const bytesOf = (text: string | null) => (text === null ? null : Buffer.from(text, 'base64'));

export async function jobFile(db: Db, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: base64Bytes(uploadJobs.fileData) }).from(uploadJobs).where(eq(uploadJobs.id, id));
  return row ? bytesOf(row.data) ?? undefined : undefined;
}

/** The SHA-256 of a job's file in hex, computed by the database (no need to fetch 10 MB to look it up). */
export async function jobFileDigest(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ digest: sql<string>`encode(sha256(${uploadJobs.fileData}), 'hex')` }).from(uploadJobs).where(eq(uploadJobs.id, id));
  return row?.digest ?? undefined;
}

/** A job's files for the history: the one it ran on, and the uploaded one when that was corrected in its preview. */
export async function jobFiles(db: Db, id: number): Promise<{ file: Buffer; original: Buffer | null; originalName: string | null } | undefined> {
  const [row] = await db.select({ file: base64Bytes(uploadJobs.fileData), original: base64Bytes(uploadJobs.originalFile), originalName: uploadJobs.originalFileName })
    .from(uploadJobs).where(eq(uploadJobs.id, id));
  return row ? { file: bytesOf(row.file)!, original: bytesOf(row.original), originalName: row.originalName } : undefined;
}

export async function jobResultFile(db: Db, id: number): Promise<Buffer | null | undefined> {
  const [row] = await db.select({ data: base64Bytes(uploadJobs.resultFile) }).from(uploadJobs).where(eq(uploadJobs.id, id));
  return row ? bytesOf(row.data) : undefined;
}

/**
 * Takes the oldest job that is queued or whose lease ran out (its worker died). SKIP LOCKED lets many workers
 * claim at once without waiting on each other or taking the same job.
 */
export async function claimJob(db: Db, workerId: string, leaseMs: number): Promise<JobRow | undefined> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`
    update upload_jobs set status = 'inprogress', worker_id = ${workerId}, attempts = attempts + 1,
      lease_until = now() + ${leaseMs} * interval '1 millisecond', started_at = coalesce(started_at, now())
    where id = (
      select id from upload_jobs
      where status = 'queued' or (status = 'inprogress' and lease_until < now())
      order by id for update skip locked limit 1)
    returning id`));
  return rows[0] ? getJob(db, Number(rows[0].id)) : undefined;
}

/** Extends the lease and records progress; false when another worker has taken the job over. */
export async function renewLease(db: Db, id: number, workerId: string, leaseMs: number, progress?: { total?: number; done?: number }): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`
    update upload_jobs set lease_until = now() + ${leaseMs} * interval '1 millisecond',
      total_rows = coalesce(${progress?.total ?? null}::int, total_rows),
      processed_rows = coalesce(${progress?.done ?? null}::int, processed_rows)
    where id = ${id} and worker_id = ${workerId} and status = 'inprogress'
    returning id`));
  return rows.length > 0;
}

/**
 * Ends this worker's lease at once, so the job is claimed again on the next poll: after an attempt that failed for a
 * reason other than the file (a lost connection), waiting out the whole lease would only delay the retry.
 */
export async function releaseLease(db: Db, id: number, workerId: string): Promise<void> {
  await db.execute(sql`update upload_jobs set lease_until = now() where id = ${id} and worker_id = ${workerId} and status = 'inprogress'`);
}

export interface JobOutcome {
  status: 'successful' | 'failed';
  totalRows: number;
  processedRows: number;
  errorMessage: string | null;
  summary: Record<string, unknown> | null;
  resultFile: Buffer | null;
  /** The job recorded what it did (upload_job_changes): it is stamped with its transaction's time, and undoable. */
  recorded?: boolean;
}

/** Writes the final state, only if this worker still holds the job; callers run it inside the apply transaction. */
export async function finishJob(db: Db, id: number, workerId: string, { recorded, ...outcome }: JobOutcome): Promise<boolean> {
  const rows = await db.update(uploadJobs).set({ ...outcome, finishedAt: new Date(), leaseUntil: null, ...(recorded ? { appliedAt: sql`now()` } : {}) })
    .where(and(eq(uploadJobs.id, id), eq(uploadJobs.workerId, workerId), eq(uploadJobs.status, 'inprogress')))
    .returning({ id: uploadJobs.id });
  return rows.length > 0;
}
