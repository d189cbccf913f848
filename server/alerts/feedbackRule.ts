// Students feedback: the rule behind STUDENTS_FEEDBACK (schemas/alerts/rules.ts). An active activation of a feedback
// form for an active batch whose window is open and ends within `daysBeforeEnd` days (the centres' calendar,
// CENTRE_TIME_ZONE), with a response rate below `minPercent`, is one subject. Response rate = students who responded /
// the batch's active students (test accounts aside); a response row is one student's answer to one question about one faculty and names no
// student, so the students who responded are the most answers any one question got about any one faculty. It is
// raised for the batch's faculty (their sign-in) and the AOs above them (recipients.ts), else for the centre's
// responsible person; responses arriving or the window ending resolve it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { CENTRE_TIME_ZONE } from '../attendance/time.js';
import { inIds } from './scope.js';
import { CENTRE_AOS, FACULTY_USER, fanOut } from './recipients.js';
import type { RuleInput, RuleSubject } from './ruleInput.js';
import { REAL_STUDENTS } from './rosterRule.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

type Low = {
  activationId: number; centreId: number; batchId: number; batch: string; form: string; startDate: string; endDate: string;
  students: number; responded: number; rate: number; faculty: (number | null)[]; aos: number[];
};

export async function feedbackResponsesLow(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  const today = sql`(${q.now.toISOString()}::timestamptz at time zone ${CENTRE_TIME_ZONE})::date`;
  const centres = q.centreIds ? inIds(sql`a.centre_id`, q.centreIds) : sql`true`;
  const res = await db.execute(sql`with near as (
      select a.id, a.centre_id, a.batch_id, a.feedback_form_id, a.start_date, a.end_date,
        (select count(*) from students st where st.batch_id = a.batch_id and ${REAL_STUDENTS})::int as students,
        coalesce((select max(n) from (select count(*) as n from feedback_responses r where r.activation_id = a.id
          group by r.faculty_id, r.question_id) x), 0)::int as responded
      from feedback_activations a
      where a.org_id = ${q.orgId} and a.status = 'active' and ${centres}
        and a.start_date <= ${today} and a.end_date >= ${today} and a.end_date <= ${today} + ${q.t.daysBeforeEnd}::int
    )
    select n.id as "activationId", n.centre_id as "centreId", n.batch_id as "batchId", b.batch_code as batch, fm.name as form,
      to_char(n.start_date, 'YYYY-MM-DD') as "startDate", to_char(n.end_date, 'YYYY-MM-DD') as "endDate", n.students, n.responded,
      round(100.0 * n.responded / n.students, 1)::float as rate,
      array(select ${FACULTY_USER(sql`t`)} from teachers t where t.org_id = ${q.orgId} and t.staff_kind = 'teacher' and t.status = 'active'
        and n.batch_id = any(t.batch_ids) order by t.id) as faculty,
      ${CENTRE_AOS(sql`c`)} as aos
    from near n join batches b on b.id = n.batch_id and b.status = 'active' join feedback_forms fm on fm.id = n.feedback_form_id
      join centres c on c.id = n.centre_id
    where n.students > 0 and 100.0 * n.responded / n.students < ${q.t.minPercent}
    order by n.centre_id, b.batch_code, n.id`);
  return rowsOf<Low>(res).flatMap((a) => fanOut({
    subjectKey: `a${a.activationId}:feedback`, centreId: a.centreId,
    params: { batch: a.batch, batchId: a.batchId, centreId: a.centreId, form: a.form, endDate: a.endDate, students: a.students, responded: a.responded, rate: a.rate },
    items: [{ classGroupId: a.batchId, label: a.batch, value: `${a.responded} of ${a.students} student(s) responded to "${a.form}" (${a.startDate} to ${a.endDate})` }],
  }, [...a.faculty, ...a.aos]));
}
