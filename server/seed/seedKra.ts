// Demo Faculty KRA: three parameters, one of each kind, weighted 40/30/30, and two of the demo feedback questions (the
// ratings FQ101 and FQ105) mapped to the feedback one, so Faculty KRA Performance shows numbers at first start.
import { sql } from 'drizzle-orm';
import { entities } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import { insertDerived } from '../uploads/db/derived.js';
import { demoOrganisation } from './demoUsers.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export const DEMO_KRA_PARAMETERS = [
  { name: 'Plan Accuracy', kind: 'Plan accuracy', weight: 40 },
  { name: 'Attendance Marked on Time', kind: 'Attendance marked on time', weight: 30 },
  { name: 'Student Feedback', kind: 'Feedback score', weight: 30 },
] as const;
export const DEMO_KRA_QUESTIONS = ['FQ101', 'FQ105'] as const;

export async function seedKra(db: Db): Promise<boolean> {
  const [org] = rowsOf<{ id: number }>(await db.execute(sql`select id from organisations where code = ${demoOrganisation.code}`));
  if (!org) return false;
  if (rowsOf(await db.execute(sql`select 1 from kra_parameters where org_id = ${org.id} limit 1`)).length) return false;
  await insertDerived(db, entities['kra-parameters'], org.id, DEMO_KRA_PARAMETERS.map((p) => ({ ...p })), async () => {});
  const [feedback] = rowsOf<{ id: number }>(await db.execute(sql`select id from kra_parameters where org_id = ${org.id} and kind = 'Feedback score'`));
  const questions = rowsOf<{ id: number }>(await db.execute(sql`select id from feedback_questions
    where org_id = ${org.id} and code = any(${sql.param([...DEMO_KRA_QUESTIONS])}::text[]) order by code`));
  await insertDerived(db, entities['kra-feedback-mappings'], org.id,
    questions.map((q) => ({ feedback_question_id: q.id, kra_parameter_id: feedback.id, note: 'Students\' rating of the faculty' })), async () => {});
  return true;
}
