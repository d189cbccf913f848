// How a job looks in API answers (submit, history): what the clerk sees, never the file bytes.
import { getUploadTarget } from '../../schemas/uploadTargets.js';
import type { Job, JobStatus, UploadCounts } from '../../schemas/api/index.js';
import type { JobRow } from '../jobs/jobsRepo.js';

/** How a job looks in API answers: schemas/api's Job, which /api/docs documents and the console reads. */
export type JobView = Job;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function jobView(job: JobRow): JobView {
  const entity = getUploadTarget(job.entityKind);
  const op = entity?.uploads.operations.find((o) => o.key === job.operation);
  return {
    id: Number(job.id), fileName: job.fileName, entity: job.entityKind, entityLabel: entity?.label ?? job.entityKind,
    operation: job.operation, operationLabel: op?.label ?? (job.operation === 'undo' ? 'Undo' : job.operation), status: job.status as JobStatus,
    totalRows: job.totalRows, processedRows: job.processedRows, errorMessage: job.errorMessage,
    counts: (job.summary as { counts?: UploadCounts } | null)?.counts ?? null,
    createdAt: iso(job.createdAt)!, startedAt: iso(job.startedAt), finishedAt: iso(job.finishedAt),
    applies: job.applyValid ? 'valid' : 'all',
  };
}
