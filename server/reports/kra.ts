// The Faculty KRA Performance query (schemas/kra-parameters.ts): per active faculty of the user's centres and active
// KRA parameter, the faculty's score 0-100 over the range by the parameter's kind, its weighted points and the
// faculty's KRA total (the points over the weights of the parameters that have a score, so a faculty without feedback
// yet is not marked down for it). Scores are rounded to one decimal.
// Each kind's scores are worked out once for every faculty (grouped by faculty), not once per faculty: as subqueries
// per faculty and parameter, re-run for each use of the score, the demo organisation's 160 faculty took 1.7 s on
// PostgreSQL and 2.2-2.4 s on PGlite (each plan-accuracy subquery read all the organisation's topics); grouped, 0.13 s
// and 0.07-0.08 s.
import { sql, type SQL } from 'drizzle-orm';
import { KRA_ATTENDANCE_HOURS } from '../../schemas/kra-parameters.js';
import { CENTRE_TIME_ZONE, centreNow } from '../attendance/time.js';
import { intArray } from '../db/params.js';
import { inRange, type ReportScope } from './scope.js';

/** Plan accuracy: the faculty's topics (theirs, else their class's) of the weeks within the range, delivered in their week. */
const planScores = (s: ReportScope) => sql`select coalesce(p.teacher_id, c.teacher_id) as tid,
    100.0 * count(*) filter (where p.delivered_on between p.week and p.week + 6) / nullif(count(*), 0) as score
  from course_plan_topics p left join time_table_classes c on c.id = p.delivered_class_id
  where p.org_id = ${s.orgId} and p.status = 'active' and p.centre_id = any(${intArray(s.centres)})
    and p.week >= ${s.from}::date and p.week + 6 <= ${s.to}::date
  group by 1`;

/** Attendance marked on time: of the faculty's classes that ended in the range, those first marked within the hours. */
const attendanceScores = (s: ReportScope) => {
  const end = sql`((c.class_date + c.end_time::time) at time zone ${CENTRE_TIME_ZONE})`;
  return sql`select c.teacher_id as tid,
      100.0 * count(*) filter (where (select min(m.marked_at) from attendance_marks m where m.class_id = c.id) <= ${end} + make_interval(hours => ${KRA_ATTENDANCE_HOURS}))
        / nullif(count(*), 0) as score
    from time_table_classes c where c.org_id = ${s.orgId} and c.status = 'active' and c.centre_id = any(${intArray(s.centres)})
      and ${inRange(sql`c.class_date`, s)} and (c.class_date + c.end_time::time) <= ${centreNow()}
    group by 1`;
};

/** Feedback score: the faculty's ratings on the parameter's mapped questions, each as a share of its scale, averaged. */
const feedbackScores = (s: ReportScope) => sql`select r.faculty_id as tid, km.kra_parameter_id as kid, avg(100.0 * r.score / nullif(q.scale::int, 0)) as score
  from kra_feedback_mappings km join feedback_responses r on r.question_id = km.feedback_question_id join feedback_questions q on q.id = r.question_id
  where km.org_id = ${s.orgId} and km.status = 'active' and r.org_id = ${s.orgId}
    and r.score is not null and r.centre_id = any(${intArray(s.centres)}) and ${inRange(sql`r.created_at::date`, s)}
  group by 1, 2`;

export function kraPerformance(s: ReportScope): SQL {
  return sql`with pl as materialized (${planScores(s)}), att as materialized (${attendanceScores(s)}), fb as materialized (${feedbackScores(s)}),
    x as (select t.id as tid, t.name || ' (' || t.employee_code || ')' as faculty, ce.name as centre, k.name as parameter, k.weight,
        case k.kind when 'Plan accuracy' then pl.score when 'Attendance marked on time' then att.score else fb.score end as score
      from teachers t join centres ce on ce.id = t.centre_id cross join kra_parameters k
        left join pl on pl.tid = t.id left join att on att.tid = t.id left join fb on fb.tid = t.id and fb.kid = k.id
      where t.org_id = ${s.orgId} and t.staff_kind = 'teacher' and t.status = 'active' and t.centre_id = any(${intArray(s.centres)})
        and k.org_id = ${s.orgId} and k.status = 'active')
    select faculty, centre, parameter, weight, round(score, 1)::float as score, round(score * weight / 100, 1)::float as points,
      round(sum(score * weight) over w / nullif(sum(weight) filter (where score is not null) over w, 0), 1)::float as total
    from x window w as (partition by tid) order by total desc nulls last, faculty, parameter`;
}
