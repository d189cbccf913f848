// What the upload machinery asks of an exam-result upload beyond the file: its pre-signed token, which names the
// exam and year; a preview may use it as often as needed, a submit consumes it (and links the job to its exam and
// year, for the worker and the history). Refusals change nothing.
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { ApiError, forbidden } from '../http/envelope.js';
import { allows } from '../auth/access.js';
import { EXAM_TOKEN_MESSAGES } from '../../schemas/examResults.js';
import { jobIdByKey, type JobRow } from '../jobs/jobsRepo.js';
import type { TargetHooks } from '../uploads/targetHooks.js';
import { consumeToken, linkUpload, tokenUse, uploadOfJob } from './repo.js';
import { examUploadSecret, verifyUploadToken, type UploadClaims } from './uploadToken.js';

const gone = (message: string) => new ApiError(410, message);

/**
 * The token's claims, if it is genuine, current, this user's and not yet consumed, or consumed by the job this
 * request's Idempotency-Key made (a retry of that submit answers its job); otherwise a clear refusal.
 */
export async function checkUploadToken(db: Db, p: Principal, token: string | undefined, idempotencyKey?: string, now = Date.now()): Promise<UploadClaims> {
  if (!token) throw new ApiError(422, EXAM_TOKEN_MESSAGES.missing);
  const check = verifyUploadToken(token, await examUploadSecret(db), now);
  if (!check.ok) throw check.reason === 'expired' ? gone(EXAM_TOKEN_MESSAGES.expired) : forbidden(EXAM_TOKEN_MESSAGES.invalid);
  if (check.claims.userId !== p.userId) throw forbidden(EXAM_TOKEN_MESSAGES.otherUser);
  const use = await tokenUse(db, check.claims.jti);
  if (use && !(idempotencyKey && use.jobId !== null && use.jobId === (await jobIdByKey(db, p.userId, idempotencyKey)))) {
    throw gone(EXAM_TOKEN_MESSAGES.used);
  }
  return check.claims;
}

export const examResultHooks: TargetHooks = {
  async params(db, p, query) {
    // The upload machinery checked slot 177 (the upload tab); exam results also need the access identifier.
    if (!allows(p, { flag: 'examResults' })) throw forbidden();
    const claims = await checkUploadToken(db, p, query.token, query.idempotencyKey);
    return { examId: claims.examId, year: claims.year };
  },
  async submitted(tx, job: JobRow, query) {
    const check = verifyUploadToken(query.token ?? '', await examUploadSecret(tx));
    if (!check.ok) throw forbidden(EXAM_TOKEN_MESSAGES.invalid);
    if (!(await consumeToken(tx, check.claims.jti, job.userId, Number(job.id)))) {
      // The same submit again with its Idempotency-Key answers its job; any other submit with this token is refused.
      const use = await tokenUse(tx, check.claims.jti);
      if (use?.jobId !== Number(job.id)) throw gone(EXAM_TOKEN_MESSAGES.used);
    }
    await linkUpload(tx, Number(job.id), { examId: check.claims.examId, year: check.claims.year });
  },
  async ofJob(db, jobId) {
    const link = await uploadOfJob(db, jobId);
    return link && { examId: link.examId, year: link.year };
  },
};
