// Uploads refused at submit with an error file (PTM schedules, entities-spec §2 and §8: a failed upload answers
// 422 with the error file). The same parse and plan as the preview; a clean file is kept for its job (parkedSheets).
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import { rowOutcomes } from '../jobs/outcome.js';
import { countPlans, parseSessionFor, planSheet } from './analyse.js';
import { SHEET_EXTENSION, type SheetExtension } from './fileChecks.js';
import { park, parseKey } from './parkedSheets.js';
import type { PlanContext } from './plan/types.js';
import { sendAttachment } from '../http/attachment.js';

/** The error file when some row has errors; null when every row is fine (the parse then waits for the job). */
export async function refuseWithErrorFile(db: Db, ctx: PlanContext, data: Uint8Array, ext: SheetExtension): Promise<{ file: Buffer; rows: number } | null> {
  const session = await parseSessionFor(ctx, data, ext);
  let kept = false;
  try {
    const plans = await planSheet(db, ctx, session.sheet);
    const counts = countPlans(plans);
    if (counts.withErrors === 0) {
      park(parseKey(ctx, data, ext), session);
      kept = true;
      return null;
    }
    // Rows without errors leave the Error cell empty: nothing was applied, but there is nothing to fix in them.
    return { file: await session.writeResult(rowOutcomes(plans, true), ctx.entity.resultFile), rows: counts.withErrors };
  } finally {
    if (!kept) session.close();
  }
}

/** 'ptm.xlsx' → 'ptm_errors.xlsx', safe for a header. */
function errorName(fileName: string): string {
  const base = fileName.replace(SHEET_EXTENSION, '').replace(/[^\w.-]+/g, '_') || 'upload';
  return `${base}_errors.xlsx`;
}

export function sendErrorFile(reply: FastifyReply, fileName: string, refused: { file: Buffer; rows: number }) {
  const rows = refused.rows === 1 ? '1 row has errors' : `${refused.rows} rows have errors`;
  reply.code(422).header('x-upload-message', `${rows}, so nothing was saved. Fix them in the downloaded error file and upload it again.`);
  return sendAttachment(reply, errorName(fileName), refused.file);
}
