// The queries of the alert rules (schemas/alerts/rules.ts declares them): each yields the subjects needing attention
// now, with the centre they belong to, the params their title and link are filled from, and the lines the alert's
// detail lists. Dates of the time table are plain dates and 'HH:mm' texts, the centres' wall clock (CENTRE_TIME_ZONE).
import { CENTRE_TIME_ZONE } from '../attendance/time.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { RuleKey } from '../../schemas/alerts/rules.js';
import { inIds } from './scope.js';
import { batchesWithoutFaculty } from './facultyRule.js';
import { planAccuracyBelow } from './planRule.js';
import { feedbackResponsesLow } from './feedbackRule.js';
import { rostersToConfirm } from './rosterRule.js';
import { DAY, isoDay, nextWeek, type RuleInput, type RuleSubject } from './ruleInput.js';

export type { RuleInput, RuleScope, RuleSubject } from './ruleInput.js';

/** The rules whose subject is one class: a re-check after marking a class looks at that class alone. */
export const CLASS_SUBJECT_RULES: ReadonlySet<RuleKey> = new Set<RuleKey>(['MARK_ATTENDANCE']);
export const classSubjectKey = (id: number) => `class:${id}`;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const inCentres = (column: SQL, ids?: number[]) => (ids ? inIds(column, ids) : sql`true`);


type BatchWeek = { batchId: number; centreId: number; batch: string; centre: string; n: number };

/** Batches on the time table (a class this week or the two before) with at most maxClasses classes next week. */
async function thinBatches(db: Db, q: RuleInput): Promise<BatchWeek[]> {
  const { weekStart, weekEnd, thisWeek } = nextWeek(q.now);
  const since = isoDay(Date.parse(thisWeek) - 14 * DAY);
  const res = await db.execute(sql`with running as (
      select distinct t.batch_id from time_table_classes t
      where t.status = 'active' and t.class_date >= ${since}::date and t.class_date < ${weekStart}::date and t.org_id = ${q.orgId} and ${inCentres(sql`t.centre_id`, q.centreIds)}
    ), next as (
      select t.batch_id, count(*)::int as n from time_table_classes t
      where t.status = 'active' and t.class_date between ${weekStart}::date and ${weekEnd}::date and t.org_id = ${q.orgId} and ${inCentres(sql`t.centre_id`, q.centreIds)}
      group by t.batch_id
    )
    select b.id as "batchId", b.centre_id as "centreId", b.batch_code as batch, c.name as centre, coalesce(n.n, 0)::int as n
    from running r join batches b on b.id = r.batch_id and b.status = 'active' join centres c on c.id = b.centre_id
    left join next n on n.batch_id = r.batch_id
    where coalesce(n.n, 0) <= ${q.t.maxClasses} order by b.centre_id, b.batch_code`);
  return rowsOf<BatchWeek>(res);
}

async function weeklyPerBatch(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  const week = nextWeek(q.now);
  return (await thinBatches(db, q)).map((b) => ({
    subjectKey: `b${b.batchId}:${week.weekStart}`, centreId: b.centreId,
    params: { ...week, batch: b.batch, batchId: b.batchId, centreId: b.centreId, count: b.n },
    items: [{ classGroupId: b.batchId, label: b.batch, value: `${b.n} class(es)` }],
  }));
}

async function weeklyPerCentre(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  const week = nextWeek(q.now);
  const byCentre = new Map<number, BatchWeek[]>();
  for (const b of await thinBatches(db, q)) byCentre.set(b.centreId, [...(byCentre.get(b.centreId) ?? []), b]);
  return [...byCentre.entries()].map(([centreId, batches]) => ({
    subjectKey: `c${centreId}:${week.weekStart}`, centreId,
    params: { ...week, centre: batches[0].centre, centreId, count: batches.length, maxClasses: q.t.maxClasses },
    items: batches.map((b) => ({ classGroupId: b.batchId, label: b.batch, value: `${b.n} class(es)` })),
  }));
}

type ClassRow = { id: number; centreId: number; batchId: number; batch: string; subject: string; date: string; start: string; end: string };

/** Active classes ended more than graceHours ago (within lookbackDays) that have no attendance mark. */
async function markAttendance(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  const cutoff = new Date(q.now.getTime() - q.t.graceHours * 3_600_000);
  const from = isoDay(q.now.getTime() - q.t.lookbackDays * DAY);
  const res = await db.execute(sql`select t.id, t.centre_id as "centreId", t.batch_id as "batchId", b.batch_code as batch, s.name as subject,
      to_char(t.class_date, 'YYYY-MM-DD') as date, t.start_time as start, t.end_time as "end"
    from time_table_classes t join batches b on b.id = t.batch_id join subjects s on s.id = t.subject_id
    where t.status = 'active' and t.class_date >= ${from}::date and t.class_date <= ${isoDay(cutoff.getTime() + DAY)}::date
      and t.org_id = ${q.orgId} and ${inCentres(sql`t.centre_id`, q.centreIds)} and ${inCentres(sql`t.id`, q.classIds)}
      and t.class_date + t.end_time::time < ${cutoff.toISOString()}::timestamptz at time zone ${CENTRE_TIME_ZONE}
      and not exists (select 1 from attendance_marks m where m.class_id = t.id)`);
  return rowsOf<ClassRow>(res).map((c) => ({
    subjectKey: classSubjectKey(c.id), centreId: c.centreId,
    params: { classId: c.id, batch: c.batch, batchId: c.batchId, centreId: c.centreId, subject: c.subject, date: c.date, start: c.start },
    items: [{ classGroupId: c.batchId, label: c.batch, value: `${c.subject}, ${c.date} ${c.start}-${c.end}` }],
  }));
}

/** Active batches with students and no PTM that started in the last periodDays (or is still to come). */
async function ptmPending(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  const since = new Date(q.now.getTime() - q.t.periodDays * DAY).toISOString();
  const res = await db.execute(sql`select b.id as "batchId", b.centre_id as "centreId", b.batch_code as batch,
      (select to_char(max(p.start_at) at time zone 'UTC', 'YYYY-MM-DD') from ptm_schedules p where p.batch_id = b.id) as last
    from batches b
    where b.org_id = ${q.orgId} and b.status = 'active' and ${inCentres(sql`b.centre_id`, q.centreIds)}
      and exists (select 1 from students st where st.batch_id = b.id and st.status = 'active')
      and not exists (select 1 from ptm_schedules p where p.batch_id = b.id and p.start_at >= ${since}::timestamptz)`);
  return rowsOf<{ batchId: number; centreId: number; batch: string; last: string | null }>(res).map((b) => ({
    subjectKey: `b${b.batchId}:ptm`, centreId: b.centreId,
    params: { batch: b.batch, batchId: b.batchId, centreId: b.centreId, since: b.last ?? 'never' },
    items: [{ classGroupId: b.batchId, label: b.batch, value: b.last ? `last PTM ${b.last}` : 'no PTM yet' }],
  }));
}

/** Meetings ended more than graceHours ago (within lookbackDays) whose attendance was never marked: one subject per batch and day. */
async function markPtmAttendance(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  const cutoff = new Date(q.now.getTime() - q.t.graceHours * 3_600_000).toISOString();
  const from = new Date(q.now.getTime() - q.t.lookbackDays * DAY).toISOString();
  const res = await db.execute(sql`select p.batch_id as "batchId", p.centre_id as "centreId", b.batch_code as batch,
      to_char(p.start_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as n
    from ptm_schedules p join batches b on b.id = p.batch_id
    where p.org_id = ${q.orgId} and ${inCentres(sql`p.centre_id`, q.centreIds)} and p.attendance_marked_at is null
      and p.end_at < ${cutoff}::timestamptz and p.end_at >= ${from}::timestamptz
    group by 1, 2, 3, 4`);
  return rowsOf<{ batchId: number; centreId: number; batch: string; date: string; n: number }>(res).map((p) => ({
    subjectKey: `b${p.batchId}:ptm:${p.date}`, centreId: p.centreId,
    params: { batch: p.batch, batchId: p.batchId, centreId: p.centreId, date: p.date, count: p.n },
    items: [{ classGroupId: p.batchId, label: p.batch, value: `${p.n} meeting(s) on ${p.date}` }],
  }));
}

export const RULE_QUERIES: Record<RuleKey, (db: Db, q: RuleInput) => Promise<RuleSubject[]>> = {
  WEEKLY_TIME_TABLE_ONE_CLASS: weeklyPerCentre,
  WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH: weeklyPerBatch,
  MARK_ATTENDANCE: markAttendance,
  PTM_SCHEDULE_PENDING: ptmPending,
  MARK_PTM_ATTENDANCE: markPtmAttendance,
  BATCH_WITHOUT_RELEVANT_FACULTY: batchesWithoutFaculty,
  PLAN_ACCURACY: planAccuracyBelow,
  STUDENTS_FEEDBACK: feedbackResponsesLow,
  DATA_ACCURACY_BY_FACULTY: rostersToConfirm,
};
