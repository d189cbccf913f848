// Batch without relevant faculty: the rule, since the data holds no list of a programme's subjects.
// - A programme's subjects are the subjects its batches' time table scheduled in the last lookbackDays (up to the end
//   of next week): what the programme is actually taught. A batch without a programme counts its own classes alone.
// - A subject of a batch is covered when an active faculty (teachers.staff_kind 'teacher') has the batch in batch_ids
//   and the subject in subject_ids. The faculty teaching a class is not enough: the assignment is what counts.
// - An active batch with a programme subject not covered yields one subject naming every uncovered subject; the link
//   opens the faculty list of its centre filtered by those subjects, to assign one.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inIds } from './scope.js';
import { nextWeek, type RuleInput, type RuleSubject } from './ruleInput.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

type Missing = { batchId: number; centreId: number; batch: string; subjectIds: number[]; subjects: string[] };

export async function batchesWithoutFaculty(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  const { weekEnd } = nextWeek(q.now);
  const from = new Date(q.now.getTime() - q.t.lookbackDays * 86_400_000).toISOString().slice(0, 10);
  const centres = q.centreIds ? inIds(sql`b.centre_id`, q.centreIds) : sql`true`;
  const res = await db.execute(sql`with taught as (
      select distinct coalesce(b.course_program_id, -b.id) as programme, t.subject_id
      from time_table_classes t join batches b on b.id = t.batch_id
      where t.status = 'active' and t.class_date between ${from}::date and ${weekEnd}::date and t.org_id = ${q.orgId}
    ), covered as (
      select distinct bid as batch_id, sid as subject_id
      from teachers f, unnest(f.batch_ids) bid, unnest(f.subject_ids) sid
      where f.org_id = ${q.orgId} and f.staff_kind = 'teacher' and f.status = 'active'
    )
    select b.id as "batchId", b.centre_id as "centreId", b.batch_code as batch,
      array_agg(s.id order by s.name) as "subjectIds", array_agg(s.name order by s.name) as subjects
    from batches b join taught p on p.programme = coalesce(b.course_program_id, -b.id) join subjects s on s.id = p.subject_id
    where b.org_id = ${q.orgId} and b.status = 'active' and ${centres}
      and not exists (select 1 from covered c where c.batch_id = b.id and c.subject_id = p.subject_id)
    group by b.id, b.centre_id, b.batch_code`);
  return rowsOf<Missing>(res).map((m) => ({
    subjectKey: `b${m.batchId}:faculty`, centreId: m.centreId,
    params: { batch: m.batch, batchId: m.batchId, centreId: m.centreId, subjectIds: m.subjectIds.join(','), subjects: m.subjects.join(', ') },
    items: m.subjects.map((name) => ({ classGroupId: m.batchId, label: m.batch, value: name })),
  }));
}
