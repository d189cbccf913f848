// Plan accuracy by faculty: the rule behind PLAN_ACCURACY (schemas/alerts/rules.ts). A faculty's topics are the active
// course-plan topics planned for them (or, without a planned faculty, taught by them) in the last `weeks` weeks that
// have ended; accuracy = topics delivered in their planned week / those topics, as the Plan Accuracy tab counts it.
// A faculty below `minPercent` is one subject, at the faculty's centre, raised for the faculty (their sign-in) and for
// each AO above them (recipients.ts), else for the centre's responsible person. Marking topics delivered resolves it;
// so does confirming the figure accurate (§7), until the figure changes (its fingerprint: on time, planned, since).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inIds } from './scope.js';
import { CENTRE_AOS, FACULTY_USER, fanOut } from './recipients.js';
import { DAY, isoDay, nextWeek, type RuleInput, type RuleSubject } from './ruleInput.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

type Low = {
  facultyId: number; centreId: number; faculty: string; planned: number; onTime: number; accuracy: number;
  userId: number | null; aos: number[];
};

export async function planAccuracyBelow(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  const { thisWeek } = nextWeek(q.now);
  const since = isoDay(Date.parse(thisWeek) - q.t.weeks * 7 * DAY);
  const centres = q.centreIds ? inIds(sql`f.centre_id`, q.centreIds) : sql`true`;
  const onTime = sql`count(*) filter (where p.delivered_on between p.week and p.week + 6)`;
  const res = await db.execute(sql`select f.id as "facultyId", f.centre_id as "centreId", f.name || ' (' || f.employee_code || ')' as faculty,
      count(*)::int as planned, ${onTime}::int as "onTime", round(100.0 * ${onTime} / count(*), 1)::float as accuracy,
      ${FACULTY_USER(sql`f`)} as "userId", ${CENTRE_AOS(sql`c`)} as aos
    from course_plan_topics p left join time_table_classes c0 on c0.id = p.delivered_class_id
      join teachers f on f.id = coalesce(p.teacher_id, c0.teacher_id) join centres c on c.id = f.centre_id
    where p.org_id = ${q.orgId} and p.status = 'active' and p.week >= ${since}::date and p.week < ${thisWeek}::date and ${centres}
    group by f.id, f.centre_id, f.name, f.employee_code, f.org_id, c.id, c.org_id
    having 100.0 * ${onTime} / count(*) < ${q.t.minPercent}
    order by f.centre_id, f.name`);
  return rowsOf<Low>(res).flatMap((f) => fanOut({
    subjectKey: `f${f.facultyId}:plan`, centreId: f.centreId,
    params: { faculty: f.faculty, facultyId: f.facultyId, centreId: f.centreId, accuracy: f.accuracy, planned: f.planned, since },
    items: [{ classGroupId: null, label: f.faculty, value: `${f.onTime} of ${f.planned} topic(s) delivered in their planned week` }],
    confirm: { subject: `f${f.facultyId}`, fingerprint: `${f.onTime}/${f.planned}/${since}` },
  }, [f.userId, ...f.aos]));
}
