// Teacher feedback's writes: responses (and the remarks riding on them) in chunks inside the upload's transaction,
// each chunk's tallies added in the same statement sequence, so Faculty Performance never reads the responses.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inChunks, type Progress } from '../uploads/db/writes.js';

export interface ResponseWrite {
  centreId: number; batchId: number; formId: number; activationId: number; facultyId: number; questionId: number;
  score: number | null; answer: string; remark: string;
}

/**
 * Adds the tallies of `source` (rows of org_id, faculty_id, question_id, centre_id, score, answer): per faculty,
 * question and centre, '' counts the responses and sums their scores; a rating's number or each option chosen counts
 * towards the distribution.
 */
function addTallies(source: SQL): SQL {
  return sql`insert into feedback_tallies (org_id, faculty_id, question_id, centre_id, value, n, score_sum, scored)
    select r.org_id, r.faculty_id, r.question_id, r.centre_id, v.value, count(*)::int, coalesce(sum(r.score), 0)::int, count(r.score)::int
    from (${source}) r join feedback_questions q on q.id = r.question_id
    cross join lateral unnest(array[''] || case when r.score is not null then array[r.score::text]
      when q.type in ('SMCQ', 'MMCQ') then string_to_array(r.answer, ' | ') else array[]::text[] end) v(value)
    group by 1, 2, 3, 4, 5
    on conflict (org_id, faculty_id, question_id, centre_id, value) do update set n = feedback_tallies.n + excluded.n,
      score_sum = feedback_tallies.score_sum + excluded.score_sum, scored = feedback_tallies.scored + excluded.scored`;
}

export function insertResponses(tx: Db, orgId: number, rows: readonly ResponseWrite[], progress: Progress) {
  return inChunks(rows, async (chunk) => {
    const json = JSON.stringify(chunk);
    await tx.execute(sql`insert into feedback_responses (org_id, centre_id, batch_id, form_id, activation_id, faculty_id, question_id, score, answer)
      select ${orgId}, u."centreId", u."batchId", u."formId", u."activationId", u."facultyId", u."questionId", u.score, u.answer
      from json_to_recordset(${json}::json) as u("centreId" int, "batchId" int, "formId" int, "activationId" int, "facultyId" int, "questionId" int, score smallint, answer text)`);
    await tx.execute(addTallies(sql`select ${orgId}::int org_id, u."facultyId" faculty_id, u."questionId" question_id, u."centreId" centre_id, u.score, u.answer
      from json_to_recordset(${json}::json) as u("centreId" int, "facultyId" int, "questionId" int, score smallint, answer text)`));
    await tx.execute(sql`insert into feedback_remarks (org_id, centre_id, batch_id, form_id, faculty_id, remark)
      select ${orgId}, u."centreId", u."batchId", u."formId", u."facultyId", u.remark
      from json_to_recordset(${json}::json) as u("centreId" int, "batchId" int, "formId" int, "facultyId" int, remark text) where u.remark <> ''`);
  }, progress);
}

/** The organisation's tallies counted anew from its responses (after responses were written by other means). */
export async function recountTallies(db: Db, orgId: number): Promise<void> {
  await db.execute(sql`delete from feedback_tallies where org_id = ${orgId}`);
  await db.execute(addTallies(sql`select org_id, faculty_id, question_id, centre_id, score, answer from feedback_responses where org_id = ${orgId}`));
}
