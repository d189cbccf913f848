// Undoing an upload (issue 26 item 5): who may, and until when; what it would revert (the preview); and the undo job
// itself, run by the worker like any upload: one transaction, all or none, audited.
import type { Database, Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { writeAudits } from '../db/repos/audit.js';
import { getEntity } from '../../schemas/index.js';
import { ApiError, unprocessable } from '../http/envelope.js';
import { lockOrgWrites } from '../uploads/db/orgLock.js';
import type { HistoryRow } from './historyRepo.js';
import { finishJob, getJob, type JobRow } from './jobsRepo.js';
import type { RunOptions } from './runJob.js';
import { applyUndo, brokenRefs, createUndoJobRow, leftAlone, undoCounts, undoTargetOf, type BrokenRef, type LeftAlone, type UndoCounts, type UndoTarget } from './undoRepo.js';

export const UNDO_OPERATION = 'undo';
/** The reason a created record that something refers to is deactivated with, instead of being removed. */
export const UNDO_REASON = 'Upload undone';
/** How many records changed since the job (and broken references) a preview or message names. */
const NAMED = 50;

/** The undo job of `original`, queued for the worker; undefined when one is already queued, running or done. */
export async function createUndoJob(db: Db, p: Principal, original: JobRow): Promise<JobRow | undefined> {
  const id = await createUndoJobRow(db, p.userId, original, UNDO_OPERATION);
  return id === undefined ? undefined : getJob(db, id);
}

export const UNDO_MESSAGES = {
  notSuccessful: 'Only a successful upload can be undone.',
  isUndo: 'An undo cannot itself be undone.',
  notRecorded: 'This upload cannot be undone: what it changed was not recorded (uploads of this kind, or made before undo existed).',
  undone: 'This upload has already been undone.',
  window: (hours: number) => `This upload can no longer be undone: uploads can be undone within ${hours} hours of finishing.`,
  notYours: 'Only the user who uploaded the file or an admin of its centre can undo it.',
  nothing: 'Nothing to undo: every record of this upload has changed since, or is gone.',
} as const;

/** The job as the undo rules read it (a history row). */
export type UndoableJob = Pick<HistoryRow, 'id' | 'userId' | 'centreId' | 'multiCentre' | 'operation' | 'status' | 'finishedAt' | 'appliedAt' | 'undoneBy'>;

/** Why this user may not undo this job now, or null when they may. */
export function undoRefusal(p: Principal, job: UndoableJob, hours: number, now = Date.now()): string | null {
  if (job.operation === UNDO_OPERATION) return UNDO_MESSAGES.isUndo;
  if (job.status !== 'successful') return UNDO_MESSAGES.notSuccessful;
  if (job.undoneBy !== null) return UNDO_MESSAGES.undone;
  if (job.appliedAt === null) return UNDO_MESSAGES.notRecorded;
  if (!job.finishedAt || now - new Date(job.finishedAt).getTime() > hours * 3_600_000) return UNDO_MESSAGES.window(hours);
  const adminOfIt = p.scope === 'organisation'
    || (p.scope === 'centre' && !job.multiCentre && job.centreId !== null && p.centres.some((c) => c.id === job.centreId));
  if (job.userId !== p.userId && !adminOfIt) return UNDO_MESSAGES.notYours;
  return null;
}

export interface UndoPreview { counts: UndoCounts; leftAlone: LeftAlone[]; broken: BrokenRef[] }

async function targetOfJob(db: Db, job: Pick<JobRow, 'entityKind'>): Promise<UndoTarget> {
  const entity = getEntity(job.entityKind);
  if (!entity) throw unprocessable(UNDO_MESSAGES.notRecorded);
  return undoTargetOf(db, entity);
}

export async function undoPreview(db: Db, job: Pick<JobRow, 'id' | 'entityKind'>): Promise<UndoPreview> {
  const target = await targetOfJob(db, job);
  return {
    counts: await undoCounts(db, target, job.id),
    leftAlone: await leftAlone(db, target, job.id, NAMED),
    broken: await brokenRefs(db, target, job.id, NAMED),
  };
}

/** The references setting the job's records back would break (none: it may go ahead). */
export async function undoBreaks(db: Db, job: Pick<JobRow, 'id' | 'entityKind'>): Promise<BrokenRef[]> {
  return brokenRefs(db, await targetOfJob(db, job), job.id, NAMED);
}

/** Why the undo cannot go ahead: the references it would break, each named. */
export function brokenLine(noun: string, broken: readonly BrokenRef[]): string {
  const named = broken.slice(0, 5).map((b) => `${noun} ${b.label}: its ${b.column} (id ${b.missing}) no longer exists`);
  const more = broken.length > 5 ? ` (and ${broken.length - 5} more)` : '';
  return `Nothing was undone: setting these back would break a reference. ${named.join('; ')}${more}.`;
}

/** Runs an undo job: the original's changes reverted in one transaction, with its audit rows, or nothing. */
export async function runUndo(database: Database, job: JobRow, opts: RunOptions): Promise<void> {
  const original = job.undoesJobId === null ? undefined : await getJob(database.db, job.undoesJobId);
  if (!original || original.appliedAt === null) throw unprocessable(UNDO_MESSAGES.notRecorded);
  await database.turns.transaction(async (tx, turn) => {
    await lockOrgWrites(tx, original.orgId);
    const target = await targetOfJob(tx, original);
    const broken = await brokenRefs(tx, target, original.id, NAMED);
    if (broken.length > 0) throw unprocessable(brokenLine(target.entity.noun, broken));
    const counts = await undoCounts(tx, target, original.id);
    if (counts.leftAlone === counts.created + counts.changed) throw unprocessable(UNDO_MESSAGES.nothing);
    await turn();
    const done = await applyUndo(tx, target, original.id, turn);
    const undo = { jobId: original.id, undoJobId: job.id, removed: done.removed, deactivated: done.deactivated.length, setBack: done.setBack, leftAlone: counts.leftAlone };
    await writeAudits(tx, [
      { userId: job.userId, action: 'upload-undo', entity: target.entity.kind, entityIds: [], details: undo },
      ...(done.deactivated.length > 0 ? [{ userId: job.userId, action: 'deactivate', entity: target.entity.kind, entityIds: done.deactivated, details: { reason: UNDO_REASON, jobId: original.id } }] : []),
    ]);
    const total = counts.created + counts.changed, reverted = done.removed + done.deactivated.length + done.setBack;
    const finished = await finishJob(tx, job.id, opts.workerId, {
      status: 'successful', totalRows: total, processedRows: reverted, errorMessage: null, resultFile: null,
      summary: { undo, counts: { rows: total, valid: total, withErrors: 0, created: 0, changed: reverted, unchanged: total - reverted } },
    });
    if (!finished) throw new ApiError(409, 'The undo was taken over by another worker.');
  });
}
