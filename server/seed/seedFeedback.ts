// Demo teacher feedback: a question of each type (two ratings), one form of them, the form active for two batches of
// each demo centre since ten days ago (the first batch's window ending in two days, the second's in five), and the
// responses of ten students per batch about two faculty of the centre, with a remark on some, so the question master,
// forms, activations and Faculty Performance show something at once, and the window near its end with few responses
// raises "Students feedback".
import { sql } from 'drizzle-orm';
import { entities } from '../../schemas/index.js';
import { readAnswer } from '../../schemas/questionTypes.js';
import type { Db } from '../db/client.js';
import { insertDerived } from '../uploads/db/derived.js';
import { insertResponses, type ResponseWrite } from '../feedback/repo.js';
import { questionsOfOrg } from '../feedback/facts.js';
import { demoOrganisation } from './demoUsers.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const DAY = 86_400_000;
const STUDENTS = 10;

export const DEMO_QUESTIONS = [
  { code: 'FQ101', question: 'The faculty explains concepts clearly', type: 'Rating', options: null, scale: '5' },
  { code: 'FQ102', question: 'The faculty completes the syllabus on time', type: 'Rating', options: null, scale: '5' },
  { code: 'FQ103', question: 'Does the faculty start the class on time?', type: 'SMCQ', options: 'Always | Mostly | Rarely', scale: null },
  { code: 'FQ104', question: 'What helps you most in this faculty\'s classes?', type: 'MMCQ', options: 'Examples | Notes | Doubt sessions | Tests', scale: null },
  { code: 'FQ105', question: 'Your overall rating of the faculty', type: 'Rating', options: null, scale: '10' },
  { code: 'FQ106', question: 'Anything else you would like to tell us?', type: 'Blanks', options: null, scale: null },
] as const;
export const DEMO_FORM = 'Term 1 Faculty Feedback';
const ANSWERS: Readonly<Record<string, readonly string[]>> = {
  FQ101: ['5', '4', '4', '3', '5'], FQ102: ['4', '3', '5', '4', '2'], FQ103: ['Always', 'Mostly', 'Always', 'Rarely'],
  FQ104: ['Examples | Notes', 'Doubt sessions', 'Tests | Examples', 'Notes'], FQ105: ['8', '9', '7', '10', '6'],
  FQ106: ['More practice problems please', 'Good pace'],
};
const REMARKS = ['Explains with real-life examples', 'Could give more time to doubts', 'Very helpful before tests', 'Notes are well organised'];

interface Place { centreId: number; batches: number[]; faculty: number[] }

export async function seedFeedback(db: Db, now = new Date()): Promise<boolean> {
  const [org] = rowsOf<{ id: number }>(await db.execute(sql`select id from organisations where code = ${demoOrganisation.code}`));
  if (!org) return false;
  if (rowsOf(await db.execute(sql`select 1 from feedback_questions where org_id = ${org.id} limit 1`)).length) return false;
  await insertDerived(db, entities['feedback-questions'], org.id, DEMO_QUESTIONS.map((q) => ({ ...q })), async () => {});
  const questions = [...(await questionsOfOrg(db, org.id)).values()].sort((a, b) => a.code.localeCompare(b.code));
  await insertDerived(db, entities['feedback-forms'], org.id, [{ name: DEMO_FORM, feedback_question_ids: questions.map((q) => q.id) }], async () => {});
  const [form] = rowsOf<{ id: number }>(await db.execute(sql`select id from feedback_forms where org_id = ${org.id}`));
  const places = rowsOf<Place>(await db.execute(sql`select c.id as "centreId",
      array(select b.id from batches b where b.centre_id = c.id and b.status = 'active' order by b.id limit 2) as batches,
      array(select t.id from teachers t where t.centre_id = c.id and t.staff_kind = 'teacher' and t.status = 'active' order by t.id limit 2) as faculty
    from centres c where c.org_id = ${org.id} order by c.id`)).filter((p) => p.batches.length > 0 && p.faculty.length > 0);
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  await insertDerived(db, entities['feedback-activations'], org.id, places.flatMap((p) => p.batches.map((b, i) => ({
    centre_id: p.centreId, batch_id: b, feedback_form_id: form.id, start_date: day(-10), end_date: day(i === 0 ? 2 : 5), note: 'Term 1 round',
  }))), async () => {});
  const activations = rowsOf<{ id: number; centreId: number; batchId: number }>(await db.execute(
    sql`select id, centre_id as "centreId", batch_id as "batchId" from feedback_activations where org_id = ${org.id}`));
  const writes: ResponseWrite[] = [];
  let k = 0;
  for (const a of activations) {
    const faculty = places.find((p) => p.centreId === a.centreId)!.faculty;
    for (const facultyId of faculty) {
      for (let s = 0; s < STUDENTS; s++) {
        for (const q of questions) {
          const pool = ANSWERS[q.code];
          const read = readAnswer(q, pool[(s + facultyId + a.centreId) % pool.length]);
          if (!read.ok) throw new Error(`Demo answer refused: ${read.message}`);
          const remark = q.code === 'FQ106' && s % 3 === 0 ? REMARKS[k++ % REMARKS.length] : '';
          writes.push({ centreId: a.centreId, batchId: a.batchId, formId: form.id, activationId: a.id, facultyId, questionId: q.id, score: read.score, answer: read.answer, remark });
        }
      }
    }
  }
  await insertResponses(db, org.id, writes, async () => {});
  return true;
}
