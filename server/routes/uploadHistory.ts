// Upload history (entities-spec §2): the jobs a user may see, filtered by status and paged, and each job's result
// file. Queued and in-progress rows carry their progress, which the console polls.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../schemas/index.js';
import { uploadTargets } from '../../schemas/uploadTargets.js';
import { principalOf } from '../auth/plugin.js';
import { forbidden, notFound, ok } from '../http/envelope.js';
import { idParams } from '../../schemas/core/ids.js';
import { answers } from '../http/responses.js';
import { historyRow, listPage, xlsxFile } from '../../schemas/api/index.js';
import { listHistory, visibleJob, type HistoryRow } from '../jobs/historyRepo.js';
import { jobFiles, jobResultFile } from '../jobs/jobsRepo.js';
import { canUpload } from '../uploads/context.js';
import { jobView } from '../uploads/jobView.js';
import { SHEET_EXTENSION } from '../uploads/fileChecks.js';
import type { Principal } from '../db/repos/users.js';
import type { RouteDeps } from './deps.js';
import { undoRefusal } from '../jobs/undoJob.js';
import { DEFAULT_UNDO_HOURS } from '../config.js';
import { sendAttachment } from '../http/attachment.js';

const STATUSES = ['queued', 'inprogress', 'successful', 'failed', 'completed'] as const;

const historyQuery = z.strictObject({
  status: z.string().max(100).optional()
    .transform((s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []))
    .pipe(z.array(z.enum(STATUSES))),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Anyone who may upload something (an entity kind, PTM schedules) may see the history. */
function mayUseHistory(p: Principal): boolean {
  return Object.values(uploadTargets).some((e) => canUpload(p, e));
}

/** A history row as answered; with `undo` (the user and the window), whether that user may undo it now. */
export const historyView = (r: HistoryRow, undo?: { p: Principal; hours: number }) => ({
  ...jobView(r), uploadedBy: r.uploadedBy, centre: r.centreName, multiCentre: r.multiCentre, hasResult: r.hasResult,
  ...(r.corrected ? { corrected: true } : {}),
  undoneBy: r.undoneBy, undoes: r.undoesJobId, ...(undo ? { undoable: undoRefusal(undo.p, r, undo.hours) === null } : {}),
});

/** 'report.xlsx' (or .xls, .ods, .csv) → 'report_result.xlsx', safe for a header. */
function resultName(fileName: string): string {
  const base = fileName.replace(SHEET_EXTENSION, '') || 'upload';
  return `${base}_result.xlsx`;
}

// The history answers while a job runs, through the job's turns on PGlite (db/turns.ts): that is how its progress shows.
export default async function uploadHistoryRoutes(app: FastifyInstance, { database, config: { uploadUndoHours: hours = DEFAULT_UNDO_HOURS } }: RouteDeps) {
  const { turns } = database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${API_PREFIX}/upload-history`;
  const config = { access: { signedIn: true as const } };

  r.get(base, { config, schema: { tags: ['uploads'], querystring: historyQuery, response: answers(listPage(historyRow)) } }, async (req) => {
    const p = principalOf(req);
    if (!mayUseHistory(p)) throw forbidden();
    // 'completed' is how some lists name a successful job (entities-spec §4).
    const statuses = [...new Set(req.query.status.map((s) => (s === 'completed' ? 'successful' : s)))];
    const { rows, totalCount } = await turns.read((db) => listHistory(db, p, { statuses, page: req.query.page, limit: req.query.limit }));
    return ok({ rows: rows.map((r) => historyView(r, { p, hours })), totalCount });
  });

  r.get(`${base}/:id`, { config, schema: { tags: ['uploads'], params: idParams, response: answers(historyRow) } }, async (req) => {
    const p = principalOf(req);
    const job = await turns.read((db) => visibleJob(db, p, req.params.id));
    if (!job) throw notFound();
    return ok(historyView(job, { p, hours }));
  });

  r.get(`${base}/:id/result`, { config, schema: { tags: ['uploads'], params: idParams, response: { 200: xlsxFile } } }, async (req, reply) => {
    const p = principalOf(req);
    const { job, file } = await turns.read(async (db) => {
      const job = await visibleJob(db, p, req.params.id);
      return { job, file: job?.hasResult ? await jobResultFile(db, job.id) : null };
    });
    if (!job || !file) throw notFound('No result file for this upload yet');
    return sendAttachment(reply, resultName(job.fileName), file);
  });

  // A job whose preview's cells were fixed keeps both files: the one uploaded and the corrected one it ran on.
  r.get(`${base}/:id/file/:which`, {
    config, schema: { tags: ['uploads'], params: idParams.extend({ which: z.enum(['original', 'corrected']) }), response: { 200: xlsxFile } },
  }, async (req, reply) => {
    const p = principalOf(req);
    const { job, files } = await turns.read(async (db) => {
      const job = await visibleJob(db, p, req.params.id);
      return { job, files: job?.corrected ? await jobFiles(db, job.id) : undefined };
    });
    if (!job || !files?.original) throw notFound('This upload was not corrected in its preview: it has no original and corrected files');
    return req.params.which === 'original' ? sendAttachment(reply, files.originalName ?? 'upload.xlsx', files.original) : sendAttachment(reply, job.fileName, files.file);
  });
}
