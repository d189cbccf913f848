// The SQL of the operations reports (schemas/reports/operations.ts declares them): one query per report, scoped to the
// user's centres, over the asked date range. Numbers come back as numbers, percentages rounded to one decimal.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classBegun } from '../attendance/time.js';
import { kraPerformance } from './kra.js';
import { intArray } from '../db/params.js';
import { inRange, type ReportScope } from './scope.js';

type Rows = Record<string, string | number | null>[];

const rowsOf = (res: unknown) => (res as { rows: Rows }).rows;
const pct = (part: SQL, whole: SQL) => sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)::float`;
const batchFilter = (s: ReportScope) => (s.batches.length ? sql` and b.id = any(${intArray(s.batches)})` : sql``);

function timeTableAndAttendance(s: ReportScope): SQL {
  return sql`select ce.name as centre, b.batch_code as batch,
      count(c.id) filter (where c.status = 'active')::int as scheduled, count(c.id) filter (where c.status = 'deactivated')::int as cancelled,
      count(c.id) filter (where c.status = 'active' and ${classBegun(sql`c`)})::int as held,
      count(c.id) filter (where c.status = 'active' and m.total > 0)::int as marked,
      ${pct(sql`count(c.id) filter (where c.status = 'active' and m.total > 0)`, sql`count(c.id) filter (where c.status = 'active' and ${classBegun(sql`c`)})`)} as "markedPercent",
      ${pct(sql`sum(m.attended)`, sql`sum(m.total)`)} as "attendancePercent"
    from batches b join centres ce on ce.id = b.centre_id
      left join time_table_classes c on c.batch_id = b.id and ${inRange(sql`c.class_date`, s)}
      left join lateral (select count(*) as total, count(*) filter (where mark <> 'absent') as attended from attendance_marks am where am.class_id = c.id) m on true
    where b.org_id = ${s.orgId} and b.status = 'active' and b.centre_id = any(${intArray(s.centres)})${batchFilter(s)}
    group by ce.name, b.batch_code order by ce.name, b.batch_code`;
}

function ptm(s: ReportScope): SQL {
  return sql`select ce.name as centre, b.batch_code as batch, count(p.id)::int as scheduled,
      count(p.id) filter (where p.start_at <= now())::int as held, count(p.id) filter (where p.attendance_marked_at is not null)::int as marked,
      ${pct(sql`count(p.id) filter (where exists (select 1 from ptm_attendees a where a.schedule_id = p.id and a.attended))`, sql`count(p.id) filter (where p.attendance_marked_at is not null)`)} as "attendedPercent"
    from batches b join centres ce on ce.id = b.centre_id
      left join ptm_schedules p on p.batch_id = b.id and ${inRange(sql`p.start_at::date`, s)}
    where b.org_id = ${s.orgId} and b.status = 'active' and b.centre_id = any(${intArray(s.centres)})${batchFilter(s)}
    group by ce.name, b.batch_code order by ce.name, b.batch_code`;
}

/**
 * The organisation's classes of the range counted in one pass, grouped by faculty, then joined to the user's
 * faculty: joined first, every faculty read every class of the range again (160 faculty, 2,304 classes: 0.5-0.7 s on
 * PGlite for the demo organisation, 45-60 ms grouped; 0.28 s and 0.06 s on PostgreSQL).
 */
function teachingHours(s: ReportScope): SQL {
  return sql`with x as materialized (select c.teacher_id as tid, count(*) as classes, sum(extract(epoch from (c.end_time::time - c.start_time::time)) / 3600) as hours,
        count(distinct c.batch_id) as batches, string_agg(distinct su.name, ', ') as subjects
      from time_table_classes c left join subjects su on su.id = c.subject_id
      where c.org_id = ${s.orgId} and c.status = 'active' and ${classBegun(sql`c`)} and ${inRange(sql`c.class_date`, s)}
      group by 1)
    select t.name as faculty, t.employee_code as "employeeCode", ce.name as centre, coalesce(x.classes, 0)::int as classes,
      round(coalesce(x.hours, 0)::numeric, 2)::float as hours, coalesce(x.batches, 0)::int as batches, coalesce(x.subjects, '') as subjects
    from teachers t join centres ce on ce.id = t.centre_id left join x on x.tid = t.id
    where t.org_id = ${s.orgId} and t.staff_kind = 'teacher' and t.status = 'active' and t.centre_id = any(${intArray(s.centres)})
    order by hours desc, t.name`;
}

function centreCounts(s: ReportScope): SQL {
  return sql`select ce.name as centre, x.batches, x.students, x.faculty,
      round(x.students::numeric / nullif(x.batches, 0), 1)::float as "studentsPerBatch", round(x.faculty::numeric / nullif(x.batches, 0), 1)::float as "facultyPerBatch",
      x."batchesWithoutClass"
    from centres ce cross join lateral (select
      (select count(*) from batches b where b.centre_id = ce.id and b.status = 'active')::int as batches,
      -- From the count summary its triggers keep (server/db/entityTables.ts): counting the rows read every active
      -- student of the centre, 0.6 s for 223,000 students on PostgreSQL.
      (select coalesce(sum(sc.n), 0) from student_counts sc where sc.org_id = ce.org_id and sc.centre_id = ce.id and sc.status = 'active')::int as students,
      (select count(*) from teachers t where t.centre_id = ce.id and t.staff_kind = 'teacher' and t.status = 'active')::int as faculty,
      (select count(*) from batches b where b.centre_id = ce.id and b.status = 'active' and not exists (select 1 from time_table_classes c
        where c.batch_id = b.id and c.status = 'active' and ${inRange(sql`c.class_date`, s)}))::int as "batchesWithoutClass") x
    where ce.org_id = ${s.orgId} and ce.id = any(${intArray(s.centres)}) order by ce.name`;
}

/**
 * The range's classes of the user's centres read once, each with its week (a Monday, as the report's weeks are), and
 * joined to the centre's week by equality: joined by date range, PostgreSQL read a centre's classes again for every
 * week (0.5 s for the demo organisation's default range, against 16 ms on PGlite).
 */
function weeklyClosure(s: ReportScope): SQL {
  return sql`with classes as materialized (select c.id, c.centre_id, c.status, date_trunc('week', c.class_date)::date as week, ${classBegun(sql`c`)} as begun
      from time_table_classes c where c.centre_id = any(${intArray(s.centres)}) and ${inRange(sql`c.class_date`, s)})
    select to_char(w.week, 'YYYY-MM-DD') as week, ce.name as centre,
      count(c.id) filter (where c.status = 'active' and c.begun)::int as held, count(c.id) filter (where c.status = 'deactivated')::int as cancelled,
      ${pct(sql`count(c.id) filter (where c.status = 'active' and exists (select 1 from attendance_marks m where m.class_id = c.id))`, sql`count(c.id) filter (where c.status = 'active' and c.begun)`)} as "markedPercent",
      (select count(*) from ptm_schedules p where p.centre_id = ce.id and p.start_at <= now() and p.start_at::date >= w.week and p.start_at::date < w.week + 7)::int as "ptmsHeld"
    from centres ce cross join (select d::date as week from generate_series(date_trunc('week', ${s.from}::date), ${s.to}::date, interval '7 days') d) w
      left join classes c on c.centre_id = ce.id and c.week = w.week
    where ce.org_id = ${s.orgId} and ce.id = any(${intArray(s.centres)}) group by w.week, ce.id, ce.name order by w.week desc, ce.name`;
}

/**
 * Plan accuracy (the course plan's report): per batch, subject and faculty (the topic's, else its class's), the active
 * topics of the planned weeks that began on or after `from` and ended by `to`, and how many were delivered in them.
 */
function planAccuracy(s: ReportScope): SQL {
  const onTime = sql`count(*) filter (where p.delivered_on between p.week and p.week + 6)`;
  return sql`select ce.name as centre, b.batch_code || ' · ' || su.name as plan,
      coalesce(f.name || ' (' || f.employee_code || ')', 'Not assigned') as faculty, count(*)::int as planned, ${onTime}::int as "onTime",
      count(*) filter (where p.delivered_on is not null and p.delivered_on not between p.week and p.week + 6)::int as late,
      count(*) filter (where p.delivered_on is null)::int as pending, ${pct(onTime, sql`count(*)`)} as accuracy
    from course_plan_topics p join batches b on b.id = p.batch_id join centres ce on ce.id = p.centre_id join subjects su on su.id = p.subject_id
      left join time_table_classes c on c.id = p.delivered_class_id left join teachers f on f.id = coalesce(p.teacher_id, c.teacher_id)
    where p.org_id = ${s.orgId} and p.status = 'active' and p.centre_id = any(${intArray(s.centres)})${batchFilter(s)}
      and p.week >= ${s.from}::date and p.week + 6 <= ${s.to}::date
    group by ce.name, b.batch_code, su.name, f.id, f.name, f.employee_code order by ce.name, b.batch_code, su.name, faculty`;
}

/** Per faculty and centre: responses in the range, ratings as a share of their scales (scales differ), remarks. */
function facultyFeedback(s: ReportScope): SQL {
  const where = sql`r.org_id = ${s.orgId} and r.centre_id = any(${intArray(s.centres)})${s.batches.length ? sql` and r.batch_id = any(${intArray(s.batches)})` : sql``}`;
  return sql`select t.name as faculty, t.employee_code as "employeeCode", ce.name as centre, x.responses, x.rated,
      round(x.rating, 1)::float as "ratingPercent",
      (select count(*) from feedback_remarks m where m.faculty_id = x.f and m.centre_id = x.c and ${inRange(sql`m.created_at::date`, s)}
        and m.org_id = ${s.orgId}${s.batches.length ? sql` and m.batch_id = any(${intArray(s.batches)})` : sql``})::int as remarks
    from (select r.faculty_id f, r.centre_id c, count(*)::int responses, count(r.score)::int rated,
        avg(100.0 * r.score / nullif(q.scale::int, 0)) rating
      from feedback_responses r join feedback_questions q on q.id = r.question_id
      where ${where} and ${inRange(sql`r.created_at::date`, s)} group by 1, 2) x
    join teachers t on t.id = x.f join centres ce on ce.id = x.c order by "ratingPercent" desc nulls last, t.name`;
}

const QUERIES: Readonly<Record<string, (s: ReportScope) => SQL>> = {
  'time-table-and-attendance-report': timeTableAndAttendance,
  'ptm-report': ptm,
  'teaching-hours-report': teachingHours,
  'centre-batch-student-faculty-report': centreCounts,
  'weekly-closure-report': weeklyClosure,
  'plan-accuracy': planAccuracy,
  'faculty-feedback-report': facultyFeedback,
  'kra-performance': kraPerformance,
};

export const hasQuery = (key: string) => Object.hasOwn(QUERIES, key);

export async function reportRows(db: Db, key: string, s: ReportScope): Promise<Rows> {
  if (s.centres.length === 0) return [];
  return rowsOf(await db.execute(QUERIES[key](s)));
}
