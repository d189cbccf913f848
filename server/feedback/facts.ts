// What a responses sheet needs of teacher feedback's own tables, in three set-based queries: the questions (type,
// options, scale), each form's questions, and the activations of the forms for the batches the sheet names.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { splitOptions, type QuestionShape } from '../../schemas/questionTypes.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface QuestionFact extends QuestionShape { id: number; code: string }
export interface ActivationFact { id: number; batchId: number; formId: number; startDate: string; endDate: string }

export async function questionsOfOrg(db: Db, orgId: number): Promise<Map<number, QuestionFact>> {
  const rows = rowsOf<{ id: number; code: string; type: string; options: string | null; scale: string | null }>(await db.execute(
    sql`select id, code, type, options, scale from feedback_questions where org_id = ${orgId}`));
  return new Map(rows.map((q) => [q.id, { id: q.id, code: q.code, type: q.type, options: splitOptions(q.options), scale: q.scale === null ? null : Number(q.scale) }]));
}

export async function formQuestions(db: Db, orgId: number): Promise<Map<number, readonly number[]>> {
  const rows = rowsOf<{ id: number; ids: number[] }>(await db.execute(sql`select id, feedback_question_ids as ids from feedback_forms where org_id = ${orgId}`));
  return new Map(rows.map((f) => [f.id, f.ids]));
}

/** The active activations of these batches, by `batch|form`. */
export async function activationsOf(db: Db, orgId: number, batchIds: readonly number[]): Promise<Map<string, ActivationFact>> {
  if (batchIds.length === 0) return new Map();
  const rows = rowsOf<ActivationFact>(await db.execute(sql`select id, batch_id as "batchId", feedback_form_id as "formId",
      start_date::text as "startDate", end_date::text as "endDate"
    from feedback_activations where org_id = ${orgId} and status = 'active' and batch_id = any(${intArray(new Set(batchIds))})`));
  return new Map(rows.map((a) => [`${a.batchId}|${a.formId}`, a]));
}
