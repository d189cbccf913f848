// Demo course plans: one topic for each class of the seeded time table (its batch, subject and faculty, the week of
// the class, numbered in class order per batch and subject), so the plan matches the classes the demo teaches. Past
// topics are delivered in their class, except: in every third batch (by id) every third topic is not delivered and
// every fourth was planned a week earlier than the class that taught it (delivered late); elsewhere every tenth topic
// is not delivered. So the accuracy differs by batch and faculty, and some faculty fall below the alert threshold.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classBegun } from '../attendance/time.js';
import { demoOrganisation } from './demoUsers.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
/** Topic names cycle through these after the subject and the topic's number. */
const STEPS = ['Foundations', 'Key definitions', 'Worked examples', 'Problem solving', 'Applications', 'Common mistakes', 'Practice set', 'Revision test'];

export async function seedCoursePlan(db: Db): Promise<boolean> {
  const [org] = rowsOf<{ id: number }>(await db.execute(sql`select id from organisations where code = ${demoOrganisation.code}`));
  if (!org) return false;
  const [any] = rowsOf(await db.execute(sql`select 1 from course_plan_topics where org_id = ${org.id} limit 1`));
  if (any) return false;
  const res = await db.execute(sql`with cls as (
      select t.*, row_number() over (partition by t.batch_id, t.subject_id order by t.class_date, t.start_time, t.id)::int as n,
        ${classBegun(sql`t`)} as begun
      from time_table_classes t where t.org_id = ${org.id} and t.status = 'active'
    ), planned as (
      select c.*, c.batch_id % 3 = 0 as irregular from cls c
    )
    insert into course_plan_topics (org_id, centre_id, batch_id, subject_id, week, sequence, topic, teacher_id, delivered_on, delivered_class_id)
    select ${org.id}, p.centre_id, p.batch_id, p.subject_id,
      (date_trunc('week', p.class_date)::date - case when p.irregular and p.n % 4 = 1 then 7 else 0 end),
      p.n, su.name || ' ' || p.n || ': ' || (${sql.param(STEPS)}::text[])[1 + (p.n - 1) % ${STEPS.length}], p.teacher_id,
      case when p.begun and not (case when p.irregular then p.n % 3 = 0 else p.n % 10 = 0 end) then p.class_date end,
      case when p.begun and not (case when p.irregular then p.n % 3 = 0 else p.n % 10 = 0 end) then p.id end
    from planned p join subjects su on su.id = p.subject_id
    returning id`);
  return rowsOf(res).length > 0;
}
