// Upload targets whose upload names more than the file (an exam result names its exam and year through a pre-signed
// URL): how the upload route reads and checks that, how a submit records it with its job, and how the worker reads
// it back. Everything else (sheet checks, preview, jobs, history) is the machinery every target shares.
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { examResultHooks } from '../examResults/uploadHooks.js';
import { createJob, type CreatedJob, type JobRow, type NewJob } from '../jobs/jobsRepo.js';
import type { PlanContext } from './plan/types.js';
import { jobMapping, saveJobMapping } from './mappingStore.js';

export type UploadParams = Readonly<Record<string, number>>;
export type UploadQueryValues = Readonly<Record<string, string | undefined>>;

export interface TargetHooks {
  /** Checks the request (before its file is read) and answers the plan's params; throws an ApiError to refuse. */
  params(db: Db, p: Principal, query: UploadQueryValues): Promise<UploadParams>;
  /** Inside the submit's transaction, once its job exists: records what the job needs; throws to undo the submit. */
  submitted(tx: Db, job: JobRow, query: UploadQueryValues): Promise<void>;
  /** The params of a stored job, for the worker that runs it. */
  ofJob(db: Db, jobId: number): Promise<UploadParams | undefined>;
}

const hooks: Readonly<Record<string, TargetHooks>> = Object.freeze({ 'exam-result': examResultHooks });

const hooksOf = (kind: string): TargetHooks | undefined => (Object.hasOwn(hooks, kind) ? hooks[kind] : undefined);

/** The request's params of a target that has any (an empty object otherwise). */
export async function requestParams(db: Db, p: Principal, kind: string, query: UploadQueryValues): Promise<{ params?: UploadParams }> {
  const h = hooksOf(kind);
  return h ? { params: await h.params(db, p, query) } : {};
}

/** A stored job's context with its params. */
export async function jobContext(db: Db, jobId: number, ctx: PlanContext): Promise<PlanContext> {
  const h = hooksOf(ctx.entity.kind);
  const mapping = await jobMapping(db, jobId);
  const withMapping = mapping ? { ...ctx, mapping } : ctx;
  return h ? { ...withMapping, params: await h.ofJob(db, jobId) } : withMapping;
}

/** createJob, and for a target with hooks, its record of the job, in one transaction. */
export async function submitJob(db: Db, ctx: PlanContext, query: UploadQueryValues, job: NewJob): Promise<CreatedJob> {
  const h = hooksOf(ctx.entity.kind);
  // A transaction even without hooks: it checks the uploader is still active and signed in (auth/actor.ts).
  return db.transaction(async (tx) => {
    const made = await createJob(tx as unknown as Db, job);
    if (ctx.mapping && made.created) await saveJobMapping(tx as unknown as Db, Number(made.job.id), ctx.mapping);
    if (h && made.sameRequest) await h.submitted(tx as unknown as Db, made.job, query);
    return made;
  });
}
