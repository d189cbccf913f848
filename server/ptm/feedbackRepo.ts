// The feedback questions stored with a PTM schedule, in SQL: read in order, and replaced whole in one transaction.
// A schedule counts only inside the user's organisation and centres; outside them it is not found.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { PtmFeedbackQuestionInput } from '../../schemas/ptmFeedback.js';
import type { PtmFeedbackQuestion } from '../../schemas/api/index.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface ScheduleScope { orgId: number; centreIds: readonly number[] }

const inScope = (id: number, s: ScheduleScope) =>
  sql`id = ${id} and org_id = ${s.orgId} and centre_id = any(${intArray(s.centreIds)})`;

async function questionsOf(db: Db, scheduleId: number): Promise<PtmFeedbackQuestion[]> {
  const rows = rowsOf<PtmFeedbackQuestion & { options: string[] | string }>(await db.execute(sql`
    select position, type, question, options, scale from ptm_feedback_questions where schedule_id = ${scheduleId} order by position`));
  return rows.map((r) => ({
    position: Number(r.position), type: r.type, question: r.question, scale: r.scale === null ? null : Number(r.scale),
    options: Array.isArray(r.options) ? r.options : parseTextArray(r.options),
  }));
}

/** A text[] that a driver hands over in PostgreSQL's literal form ('{a,"b c"}'). */
function parseTextArray(literal: string): string[] {
  const inner = literal.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]));
}

/** The schedule's questions in order; null when the schedule is not in the user's scope. */
export async function readFeedback(db: Db, scope: ScheduleScope, scheduleId: number): Promise<PtmFeedbackQuestion[] | null> {
  const found = rowsOf<{ id: number }>(await db.execute(sql`select id from ptm_schedules where ${inScope(scheduleId, scope)}`));
  return found.length === 0 ? null : questionsOf(db, scheduleId);
}

/**
 * Replaces the schedule's questions with `questions`, numbered from 1 in the given order, in one transaction that
 * holds the schedule's row, so two saves at once end with one whole list. Null when the schedule is not in scope.
 */
export async function replaceFeedback(db: Db, scope: ScheduleScope, scheduleId: number, questions: readonly PtmFeedbackQuestionInput[]): Promise<PtmFeedbackQuestion[] | null> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const held = rowsOf<{ id: number }>(await tx.execute(sql`select id from ptm_schedules where ${inScope(scheduleId, scope)} for update`));
    if (held.length === 0) return null;
    await tx.execute(sql`delete from ptm_feedback_questions where schedule_id = ${scheduleId}`);
    if (questions.length > 0) {
      const data = JSON.stringify(questions.map((q, i) => ({
        p: i + 1, t: q.type, q: q.question, o: q.type === 'SMCQ' || q.type === 'MMCQ' ? q.options : [], s: q.type === 'Rating' ? q.scale : null,
      })));
      await tx.execute(sql`
        insert into ptm_feedback_questions (schedule_id, position, type, question, options, scale)
        select ${scheduleId}, u.p, u.t, u.q, array(select x.e from json_array_elements_text(u.o) with ordinality as x(e, n) order by x.n), u.s
        from json_to_recordset(${data}::json) as u(p int, t text, q text, o json, s int)`);
    }
    await tx.execute(sql`update ptm_schedules set updated_at = now() where id = ${scheduleId}`);
    return questionsOf(tx, scheduleId);
  });
}
