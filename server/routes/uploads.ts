// Spreadsheet uploads (entities-spec §7, issue 5): one POST per operation path of the schemas. dryRun=true answers
// the preview; otherwise the file becomes a job (202), saved before the answer, once per Idempotency-Key.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uploadTargets } from '../../schemas/uploadTargets.js';
import { principalOf } from '../auth/plugin.js';
import { ApiError, forbidden, ok } from '../http/envelope.js';
import { assertText } from '../http/textGuard.js';
import { idleWorkerHere, notifyJobQueued } from '../jobs/signals.js';
import { countPlans, parseSessionFor, planSheet } from '../uploads/analyse.js';
import { canUpload, planContext, uploadTarget } from '../uploads/context.js';
import { checkFile, sheetExtension } from '../uploads/fileChecks.js';
import { jobView } from '../uploads/jobView.js';
import { MULTIPART_LIMITS, readUpload } from '../uploads/multipart.js';
import { buildCompactPreview, buildPreview } from '../uploads/preview.js';
import { afterUpload } from '../uploads/afterUpload.js';
import { refuseWithErrorFile, sendErrorFile } from '../uploads/errorFile.js';
import { dropParked, park, parseAhead, parseKey, planToPark } from '../uploads/parkedSheets.js';
import { plannerFor } from '../uploads/plan/index.js';
import { readPoint } from '../uploads/db/tableWrites.js';
import { warmSheetWorker } from '../uploads/sheetPool.js';
import { rememberMapping, withMapping } from '../uploads/mappingStore.js';
import { requestParams, submitJob } from '../uploads/targetHooks.js';
import { editablePreview, submittedFile } from '../uploads/previewFixes.js';
import type { RouteDeps } from './deps.js';
import { answers } from '../http/responses.js';
import { compactPreviewAnswer, jobAnswer, previewAnswer, uploadQuery, type UploadQuery } from '../../schemas/api/index.js';
import { ROWS_BY_COLUMN } from '../../schemas/core/previewTable.js';

/** A dryRun answers rows, or rows by column when asked (schemas/core/previewTable.ts). */
const previewAnswers = z.union([previewAnswer, compactPreviewAnswer]);

/** Every path an operation posts to, once (several kinds share the students and teachers paths). */
export const uploadPaths = [...new Set(Object.values(uploadTargets).flatMap((e) => e.uploads.operations.map((o) => o.path)))];

const REUSED_KEY = 'This Idempotency-Key was already used for a different file or upload; nothing was submitted. '
  + 'Send a new file with a new Idempotency-Key.';

function idempotencyKey(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 200) throw new ApiError(422, 'The Idempotency-Key header must be 1 to 200 characters');
  return assertText(key, 'Idempotency-Key header', 422);
}

export default async function uploadRoutes(app: FastifyInstance, { db }: RouteDeps) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // The first preview should not wait for a worker thread to load TypeScript and SheetJS.
  app.addHook('onReady', async () => warmSheetWorker());
  app.addHook('onClose', async () => dropParked());

  for (const path of uploadPaths) {
    app.post(`/api/${path}`, { config: { access: { signedIn: true } }, schema: { tags: ['uploads'], querystring: uploadQuery, response: { ...answers(previewAnswers), ...answers(jobAnswer, 202) } } }, async (req, reply) => {
      const principal = principalOf(req);
      const q = req.query as UploadQuery;
      const target = uploadTarget(q.entity, path);
      // Ability first, so a user without it never gets as far as sending the file to a parser.
      if (!canUpload(principal, target.entity)) throw forbidden();
      // What the upload names beyond the file (an exam result's pre-signed token), checked before the file is read.
      const key = idempotencyKey(req);
      const params = await requestParams(db, principal, target.entity.kind, { token: q.token, idempotencyKey: key ?? undefined });
      const upload = await readUpload(req);
      const ctx = await withMapping(db, { ...planContext(principal, target, {
        centre: upload.fields.get('centre') ?? q.centre, multiCentre: upload.fields.get('multiCentre') ?? q.multiCentre,
      }), ...params }, upload.fields, q.dryRun === 'true');
      const ext = checkFile(upload.fileName, upload.data);
      if (q.dryRun === 'true') {
        const started = performance.now();
        // A big preview's garbage is collected once its answer (or its error) has gone out (afterUpload.ts).
        let rows = 0;
        reply.raw.once('close', () => afterUpload(rows));
        const session = await parseSessionFor(ctx, upload.data, ext, true);
        rows = session.sheet.rows.length;
        const parsed = performance.now();
        let kept = false;
        try {
          // The sheet read with the clerk's mapping: it is the organisation's, proposed first next time.
          if (ctx.mapping) await rememberMapping(db, ctx, ctx.mapping);
          // Where the plan reads from, when its job may apply it as it is (parkedSheets.ts): taken before it reads.
          const seen = plannerFor(ctx.entity, ctx.op).reads ? await readPoint(db) : undefined;
          const plans = await planSheet(db, ctx, session.sheet);
          // Where a preview's time went, for the browser's network panel and the bench.
          reply.header('server-timing', `parse;dur=${(parsed - started).toFixed(1)}, read;dur=${session.workerMs.toFixed(1)};desc="in the parse worker", plan;dur=${(performance.now() - parsed).toFixed(1)}`);
          // A clean preview is usually submitted next: its parse waits for that job (parkedSheets.ts). One with errors
          // is kept for the clerk to fix its error cells (previewFixes.ts).
          const clean = countPlans(plans).withErrors === 0;
          const edit = clean ? undefined : await editablePreview(db, ctx, { fileName: upload.fileName, data: upload.data, ext }, session.sheet, plans);
          const centreName = principal.centres.find((c) => c.id === ctx.centreId)?.name ?? null;
          const build = q.rows === ROWS_BY_COLUMN ? buildCompactPreview : buildPreview;
          const answer = build(ctx, upload.fileName, centreName, session.sheet, plans, edit);
          if (clean) {
            delete session.sheet.cellsByRow;
            park(parseKey(ctx, upload.data, ext), session, seen && planToPark(ctx, plans, seen));
            kept = true;
          }
          return ok(answer, 'Preview generated');
        } finally {
          if (!kept) session.close();
        }
      }
      const applyValid = q.apply === 'valid';
      if (applyValid && ctx.entity.resultFile) throw new ApiError(422, `${ctx.entity.label} ${ctx.op.label} uploads apply all rows or none: submit a file without errors.`);
      // A target with an error file of its own (PTM) answers a failed upload with that file, 422 (entities-spec §8).
      if (ctx.entity.resultFile) {
        const refused = await refuseWithErrorFile(db, ctx, upload.data, ext);
        if (refused) return sendErrorFile(reply, upload.fileName, refused);
      }
      // A submit naming its preview's editKey applies the cells fixed there: its job runs on the corrected sheet.
      const file = q.preview ? await submittedFile(db, q.preview, ctx, upload.fileName.slice(0, 255), upload.data, ext)
        : { fileName: upload.fileName.slice(0, 255), fileData: upload.data };
      // An idle worker of this process claims the job at once: its file is read meanwhile, while it is stored.
      const fileExt = sheetExtension(file.fileName);
      const ahead = idleWorkerHere() ? parseAhead(parseKey(ctx, file.fileData, fileExt), () => parseSessionFor(ctx, file.fileData, fileExt)) : null;
      const { job, created, sameRequest } = await submitJob(db, ctx, { token: q.token }, {
        orgId: ctx.orgId, userId: ctx.userId, entityKind: ctx.entity.kind, operation: ctx.op.key, centreId: ctx.centreId,
        multiCentre: ctx.multiCentre, ...file, idempotencyKey: key, applyValid,
      }).catch((err: unknown) => { ahead?.cancel(); throw err; });
      if (!created) ahead?.cancel();
      if (!sameRequest) throw new ApiError(409, REUSED_KEY);
      if (created) notifyJobQueued();
      return reply.code(202).send({ code: 202, message: 'File submitted successfully', data: jobView(job) });
    });
  }
}
