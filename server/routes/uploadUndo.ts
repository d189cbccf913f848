// Undo an upload from the history (issue 26 item 5): GET answers what the undo would revert and the records it would
// leave alone; POST queues the undo job (202), which the worker runs like an upload, all or none.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../schemas/index.js';
import { getUploadTarget } from '../../schemas/uploadTargets.js';
import { idParams } from '../../schemas/core/ids.js';
import { jobAnswer, undoPreviewAnswer } from '../../schemas/api/index.js';
import { principalOf } from '../auth/plugin.js';
import { ApiError, forbidden, notFound, ok, unprocessable } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { visibleJob, type HistoryRow } from '../jobs/historyRepo.js';
import { brokenLine, createUndoJob, UNDO_MESSAGES, undoBreaks, undoPreview, undoRefusal } from '../jobs/undoJob.js';
import { getJob } from '../jobs/jobsRepo.js';
import { canUpload } from '../uploads/context.js';
import { jobView } from '../uploads/jobView.js';
import { DEFAULT_UNDO_HOURS } from '../config.js';
import type { Principal } from '../db/repos/users.js';
import type { Db } from '../db/client.js';
import type { RouteDeps } from './deps.js';

export default async function uploadUndoRoutes(app: FastifyInstance, { database, db, config: { uploadUndoHours: hours = DEFAULT_UNDO_HOURS } }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `/api/${API_PREFIX}/upload-history/:id/undo`;
  const config = { access: { signedIn: true as const } };

  /** The job, if this user sees it and may undo it now; else the reason, as an error. */
  async function undoableJob(d: Db, p: Principal, id: number): Promise<HistoryRow> {
    const job = await visibleJob(d, p, id);
    if (!job) throw notFound();
    const target = getUploadTarget(job.entityKind);
    if (!target || !canUpload(p, target)) throw forbidden();
    const refusal = undoRefusal(p, job, hours);
    if (refusal) throw new ApiError(refusal === UNDO_MESSAGES.undone ? 409 : 422, refusal);
    return job;
  }

  r.get(path, { config, schema: { tags: ['uploads'], params: idParams, response: answers(undoPreviewAnswer) } }, async (req) => {
    const p = principalOf(req);
    const { job, preview } = await database.turns.read(async (d) => {
      const job = await undoableJob(d, p, req.params.id);
      return { job, preview: await undoPreview(d, job) };
    });
    const noun = getUploadTarget(job.entityKind)?.noun ?? 'Record';
    const refusal = preview.broken.length > 0 ? brokenLine(noun, preview.broken)
      : preview.counts.leftAlone === preview.counts.created + preview.counts.changed ? UNDO_MESSAGES.nothing : null;
    return ok({ jobId: Number(job.id), ...preview, refusal });
  });

  r.post(path, { config, schema: { tags: ['uploads'], params: idParams, response: answers(jobAnswer, 202) } }, async (req, reply) => {
    const p = principalOf(req);
    const job = await undoableJob(db, p, req.params.id);
    const broken = await undoBreaks(db, job);
    if (broken.length > 0) throw unprocessable(brokenLine(getUploadTarget(job.entityKind)?.noun ?? 'Record', broken), broken);
    const original = await getJob(db, job.id);
    const undo = original && await createUndoJob(db, p, original);
    if (!undo) throw new ApiError(409, UNDO_MESSAGES.undone);
    return reply.code(202).send({ code: 202, message: 'Undo submitted', data: jobView(undo) });
  });
}
