// Runs one claimed job: parse in a worker thread, then ONE transaction that checks every row against the database,
// applies all of them or none, and writes the job's final state. A crash anywhere before the commit leaves nothing
// applied and the job inprogress with a lease that runs out, so another worker (or this one, restarted) takes it.
import { lockOrgWrites } from '../uploads/db/orgLock.js';
import type { Database, Db } from '../db/client.js';
import { loadPrincipal } from '../db/repos/users.js';
import { ApiError } from '../http/envelope.js';
import { countPlans, parseSessionFor, planSheet } from '../uploads/analyse.js';
import { planContext, targetOf } from '../uploads/context.js';
import { jobContext } from '../uploads/targetHooks.js';
import type { ParseSession } from '../uploads/sheetPool.js';
import { parseKeyOfDigest, planStillTrue, takeParked, type ParkedPlan } from '../uploads/parkedSheets.js';
import type { PlanContext, RowPlan } from '../uploads/plan/types.js';
import { sheetExtension, type SheetExtension } from '../uploads/fileChecks.js';
import { plannerFor } from '../uploads/plan/index.js';
import { afterUpload } from '../uploads/afterUpload.js';
import { deferTrigramEntries, flushTrigramEntries } from '../uploads/db/trigramEntries.js';
import { TURN_EVERY_MS } from '../uploads/db/writes.js';
import { jobScope, recheckAfterWrite } from '../alerts/recheck.js';
import { finishJob, jobFile, jobFileDigest, releaseLease, renewLease, type JobRow } from './jobsRepo.js';
import { failureLine, partialLine, rowOutcomes, summaryOf } from './outcome.js';
import { runUndo, UNDO_OPERATION } from './undoJob.js';
import { phaseClock, type PhaseClock } from './phaseClock.js';

/** `log`: where a failure that leaves the job standing is told (the worker's log). */
export interface RunOptions { workerId: string; leaseMs: number; maxAttempts: number; log?: (msg: string, err?: unknown) => void }

export class LostLease extends Error {}

/**
 * Fault injection for the crash test (tests/server/uploads-crash.test.ts): with UPLOAD_FAULT_PAUSE_MS set, the job
 * says so on stdout and waits that long inside its transaction after writing the rows, so the test can kill -9
 * the process at the worst moment. Unset in every real deployment.
 */
const FAULT_PAUSE_MS = Number(process.env.UPLOAD_FAULT_PAUSE_MS ?? 0);
export const FAULT_PAUSE_MARK = 'upload job rows written, pausing before commit';

/** Serialises uploads of one organisation, so what the checks saw is still true when the rows are written. */

export const JOB_MESSAGES = {
  attempts: (n: number) => `The upload could not be processed after ${n} attempts. Upload the file again or contact support.`,
  user: 'The user who uploaded the file no longer has access.',
  conflict: 'The upload could not be applied because the records changed while it ran. Upload the file again.',
} as const;

export async function runJob(database: Database, job: JobRow, opts: RunOptions): Promise<void> {
  const { db } = database;
  const fail = (errorMessage: string) =>
    finishJob(db, job.id, opts.workerId, { status: 'failed', totalRows: job.totalRows, processedRows: 0, errorMessage, summary: null, resultFile: null });
  if (job.attempts > opts.maxAttempts) return void (await fail(JOB_MESSAGES.attempts(opts.maxAttempts)));
  const read = { rows: 0 };
  const clock = phaseClock(`job ${job.id} (${job.entityKind} ${job.operation})`);
  const heartbeat = setInterval(() => void renewLease(db, job.id, opts.workerId, opts.leaseMs).catch(() => {}), Math.max(200, opts.leaseMs / 3));
  try {
    if (job.operation === UNDO_OPERATION) await runUndo(database, job, opts);
    else await processJob(database, job, opts, read, clock);
    // Committed: the alerts its rows can change (a time-table upload: the weekly and attendance rules) follow, over
    // the centres it wrote (the page's centre, or the organisation, when it recorded nothing).
    const otherwise = job.centreId && !job.multiCentre ? { centreIds: [job.centreId] } : {};
    await recheckAfterWrite(db, job.orgId, job.entityKind, () => jobScope(db, job.entityKind, Number(job.id), otherwise),
      (err) => opts.log?.('alert re-check after an upload job failed', err));
    clock.lap('alert re-check');
    await flushTrigramEntries(database).catch((err) => opts.log?.('moving an upload job\'s pending index entries failed', err));
    clock.lap('index entries');
    // PGlite: the tables it wrote vacuumed and analysed, at a quiet moment after it, once enough was written (db/upkeep.ts).
    database.upkeep?.check();
    clock.done();
  } catch (err) {
    if (err instanceof LostLease) return;
    if (err instanceof ApiError && err.status < 500) return void (await fail(err.message));
    if (isUniqueViolation(err)) return void (await fail(JOB_MESSAGES.conflict));
    // Anything else (the connection dropped mid-transaction ...) is retried at once, by any worker; when the database
    // is still unreachable the lease simply runs out as after a crash.
    await releaseLease(db, job.id, opts.workerId).catch(() => {});
    throw err;
  } finally {
    clearInterval(heartbeat);
    // A big job's plans and rows are garbage now: collected once (afterUpload.ts).
    afterUpload(read.rows);
  }
}

async function processJob(database: Database, job: JobRow, opts: RunOptions, read: { rows: number }, clock: PhaseClock): Promise<void> {
  const { db } = database;
  const principal = await loadPrincipal(db, job.userId);
  // The uploader is read as they are now: one moved to another organisation since submitting no longer has access to
  // the organisation the job was submitted in, and the job must not apply its file to theirs.
  if (!principal || principal.orgId !== Number(job.orgId)) throw new ApiError(403, JOB_MESSAGES.user);
  const ctx = await jobContext(db, Number(job.id), planContext(principal, targetOf(job.entityKind, job.operation), { centre: job.centreId, multiCentre: job.multiCentre }));
  ctx.jobId = Number(job.id);
  const ext = sheetExtension(job.fileName);
  // The preview's parse when this process kept it (matched by the file's digest, so the file is fetched only when
  // it must be read again).
  const digest = await jobFileDigest(db, job.id);
  if (digest === undefined) throw new LostLease();
  clock.lap('start');
  const parked = takeParked(parseKeyOfDigest(ctx, digest, ext));
  const session = await (parked?.session ?? parseFile(db, job, ctx, ext));
  clock.lap(parked ? 'parked parse taken' : 'parse');
  read.rows = session.sheet.rows.length;
  try {
    await applySheet(database, job, opts, ctx, { session, plan: parked?.plan }, clock);
  } finally {
    session.close();
  }
}

async function parseFile(db: Db, job: JobRow, ctx: PlanContext, ext: SheetExtension): Promise<ParseSession> {
  const file = await jobFile(db, job.id);
  if (!file) throw new LostLease();
  return parseSessionFor(ctx, file, ext);
}

/** The parse a job applies, and its preview's plan when one was parked with it. */
interface Analysis { session: ParseSession; plan?: ParkedPlan }

async function applySheet(database: Database, job: JobRow, opts: RunOptions, ctx: PlanContext, { session, plan }: Analysis, clock: PhaseClock): Promise<void> {
  const { db } = database;
  const { sheet } = session;
  const total = sheet.rows.length;
  if (!(await renewLease(db, job.id, opts.workerId, opts.leaseMs, { total, done: 0 }))) throw new LostLease();
  await database.turns.transaction(async (tx, turn) => {
    // PostgreSQL writes progress beside the transaction, committed at once. PGlite's one connection is held by this
    // transaction, so progress is written inside it, and the history reads it in the turns between chunks (db/turns.ts).
    // On PostgreSQL the job does not wait for its figure: that commit flushes the WAL the job wrote so far, 10 to 40 ms
    // each, 0.1 to 0.4 s of a 100,000-row job (issue 28). One figure is on its way at a time, and the last is in
    // before the job finishes; a failed one fails the job, as when it was awaited.
    let figure: Promise<unknown> = Promise.resolve();
    const progress = database.turns.shared
      ? (done: number) => clock.within('progress and turns', async () => {
        await renewLease(tx, job.id, opts.workerId, opts.leaseMs, { done });
        await turn();
      })
      : (done: number) => clock.within('progress and turns', async () => {
        await figure;
        figure = renewLease(db, job.id, opts.workerId, opts.leaseMs, { done });
        figure.catch(() => {});
      });
    await lockOrgWrites(tx, ctx.orgId);
    clock.lap('lease and lock');
    const held = performance.now();
    const planner = plannerFor(ctx.entity, ctx.op);
    // The preview's plan when nothing it read has changed since (parkedSheets.ts), else every row checked again.
    const previewed = await planStillTrue(tx, ctx, planner.reads, plan);
    const { counts, summary, writes, result, applies } = await planJob(tx, ctx, session, job.applyValid, previewed);
    // The reads waiting for PGlite's connection take a turn after a plan as long as the writes go between turns
    // (inChunks); after a shorter one the job writes on, and they are served at its writes' first turn or its commit.
    // A turn lasts 25 ms and the reads' own time: most of a 1,000-row job's plan phase (issue 28 item 2).
    if (performance.now() - held >= TURN_EVERY_MS) await turn();
    clock.lap(previewed ? 'plan (the preview\'s, unchanged)' : 'plan');
    if (applies) {
      await deferTrigramEntries(tx);
      await planner.apply(tx, ctx, writes, progress);
      clock.lap('write');
      if (FAULT_PAUSE_MS > 0) {
        console.log(`${FAULT_PAUSE_MARK} (job ${job.id})`);
        await new Promise((resolve) => setTimeout(resolve, FAULT_PAUSE_MS));
      }
    }
    await figure;
    const finished = await finishJob(tx, job.id, opts.workerId, {
      status: applies ? 'successful' : 'failed', totalRows: total, processedRows: applies ? total - counts.withErrors : 0,
      errorMessage: applies ? (counts.withErrors > 0 ? partialLine(counts) : null) : failureLine(counts), summary, resultFile: await result,
      recorded: applies && planner.undoable === true,
    });
    if (!finished) throw new LostLease();
    clock.lap('result file and finish');
  });
  clock.lap('commit');
}

/**
 * Checks every row inside the job's transaction and starts the result file (the worker writes it while the rows
 * go in). Only what the rest of the job needs comes back: the plans, with a preview object per row, and the parsed
 * rows are dropped before 100,000 rows are written.
 */
async function planJob(tx: Db, ctx: PlanContext, session: ParseSession, applyValid: boolean, previewed?: readonly RowPlan[]) {
  const plans = previewed ?? await planSheet(tx, ctx, session.sheet);
  session.sheet.rows = [];
  const counts = countPlans(plans);
  // All or none, unless the clerk chose to apply the valid rows (then at least one must be valid). Only rows without
  // errors are ever written.
  const writes = plans.flatMap((p) => (p.errors.length === 0 && p.write !== null ? [p.write] : []));
  const applies = counts.withErrors === 0 || (applyValid && writes.length > 0);
  const result = session.writeResult(rowOutcomes(plans, applies), ctx.entity.resultFile);
  result.catch(() => {});
  return { counts, summary: summaryOf(counts, plans), writes, result, applies };
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
