// Teacher feedback's writes: responses (and the remarks riding on them) in chunks inside the upload's transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inChunks, type Progress } from '../uploads/db/writes.js';

export interface ResponseWrite {
  centreId: number; batchId: number; formId: number; activationId: number; facultyId: number; questionId: number;
  score: number | null; answer: string; remark: string;
}

export function insertResponses(tx: Db, orgId: number, rows: readonly ResponseWrite[], progress: Progress) {
  return inChunks(rows, async (chunk) => {
    const json = JSON.stringify(chunk);
    await tx.execute(sql`insert into feedback_responses (org_id, centre_id, batch_id, form_id, activation_id, faculty_id, question_id, score, answer)
      select ${orgId}, u."centreId", u."batchId", u."formId", u."activationId", u."facultyId", u."questionId", u.score, u.answer
      from json_to_recordset(${json}::json) as u("centreId" int, "batchId" int, "formId" int, "activationId" int, "facultyId" int, "questionId" int, score smallint, answer text)`);
    await tx.execute(sql`insert into feedback_remarks (org_id, centre_id, batch_id, form_id, faculty_id, remark)
      select ${orgId}, u."centreId", u."batchId", u."formId", u."facultyId", u.remark
      from json_to_recordset(${json}::json) as u("centreId" int, "batchId" int, "formId" int, "facultyId" int, remark text) where u.remark <> ''`);
  }, progress);
}
