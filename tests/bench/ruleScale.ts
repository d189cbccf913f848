// The alert-rule bench's data at the scale (issue 24: 1,000,000 students and 50,000 classes a week; a smaller
// share with BENCH_RULE_SCALE), generated set-based in SQL over the demo organisation, its centres and its settings:
// - batches of 60 students (16,667 at full scale) over the demo centres, each on an active programme;
// - the students, 100,000 rows a statement;
// - one faculty per four batches, assigned to them and to their programme's subjects (one in ten with gaps: the
//   "no relevant faculty" rule has work);
// - three classes a week per batch for the three weeks before this one, this week and the next (250,000 at full
//   scale), one batch in fifty with a single class next week;
// - a mark on 97 classes in 100 that have begun (one mark each: the rule asks whether a class has any);
// - a PTM in the last fortnight for 95 batches in 100 (one row each), its attendance marked for most.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.js';
import { mondayOf } from '../../server/seed/seedTimeTable.js';

export const RULE_SCALE = Number(process.env.BENCH_RULE_SCALE ?? 1);
export const SCALE_STUDENTS = Math.round(1_000_000 * RULE_SCALE);
export const SCALE_CLASSES_A_WEEK = Math.round(50_000 * RULE_SCALE);
const PER_BATCH = 60;
const CHUNK = 100_000;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

async function inChunks(total: number, run: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 1; from <= total; from += CHUNK) await run(from, Math.min(total, from + CHUNK - 1));
}

/** Adds the scale data to a seeded demo database. */
export async function addRuleScale(db: Db): Promise<void> {
  const [{ org }] = rowsOf<{ org: number }>(await db.execute(sql`select id as org from organisations order by id limit 1`));
  const nBatches = Math.ceil(SCALE_STUDENTS / PER_BATCH);
  const classesPerBatch = Math.max(1, Math.round(SCALE_CLASSES_A_WEEK / nBatches));
  await db.execute(sql`insert into batches (org_id, centre_id, batch_code, class, course_program_id, start_date, end_date, status)
    select ${org}, c.ids[1 + g % array_length(c.ids, 1)], 'SCALE-' || g, m.classes[1 + g % array_length(m.ids, 1)], m.ids[1 + g % array_length(m.ids, 1)], '2026-04-01', '2027-03-31', 'active'
    from generate_series(1, ${nBatches}) g,
      (select array_agg(id order by id) ids from centres where org_id = ${org}) c,
      (select array_agg(id order by id) ids, array_agg(class order by id) classes from course_program_mappings where org_id = ${org} and status = 'active') m`);
  const scale = sql`(select array_agg(id order by id) ids, array_agg(centre_id order by id) centres, array_agg(class order by id) classes from batches where batch_code like 'SCALE-%') b`;
  await inChunks(SCALE_STUDENTS, (from, to) => db.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status)
    select ${org}, 'crp', '8' || lpad(g::text, 9, '0'), 'Scale Student ' || g, b.centres[1 + (g - 1) / ${PER_BATCH}], b.ids[1 + (g - 1) / ${PER_BATCH}], b.classes[1 + (g - 1) / ${PER_BATCH}], 'active'
    from generate_series(${from}::int, ${to}::int) g, ${scale}`));
  // Faculty f teaches batches 4f-3 .. 4f and every subject, but one in ten lacks a third of them.
  await db.execute(sql`insert into teachers (org_id, staff_kind, employee_code, name, centre_id, subject_ids, batch_ids, status)
    select ${org}, 'teacher', 'SCALE' || f, 'Scale Faculty ' || f, b.centres[1 + (f - 1) * 4],
      array(select id from subjects where f % 10 <> 0 or id % 3 <> 0 order by id), b.ids[1 + (f - 1) * 4 : f * 4], 'active'
    from generate_series(1, ${Math.ceil(nBatches / 4)}) f, ${scale}`);
  const first = new Date(mondayOf(new Date()) - 21 * 86_400_000).toISOString().slice(0, 10);
  // Weeks 0..4 (three past, this, next); class k of a batch's week on day 2k, at a time of its own per batch.
  await inChunks(nBatches, (from, to) => db.execute(sql`insert into time_table_classes (org_id, centre_id, batch_id, subject_id, teacher_id, class_date, start_time, end_time, room, status)
    select ${org}, bt.centre_id, bt.id, s.ids[1 + (bt.n + k) % array_length(s.ids, 1)], f.id,
      ${first}::date + w * 7 + (2 * k) % 6, lpad((8 + bt.n % 9)::text, 2, '0') || ':00', lpad((9 + bt.n % 9)::text, 2, '0') || ':00', 'S' || bt.n, 'active'
    from (select id, centre_id, row_number() over (order by id)::int as n from batches where batch_code like 'SCALE-%') bt
      join teachers f on f.org_id = ${org} and f.employee_code = 'SCALE' || (1 + (bt.n - 1) / 4),
      (select array_agg(id order by id) ids from subjects) s, generate_series(0, 4) w, generate_series(0, ${classesPerBatch - 1}) k
    where bt.n between ${from} and ${to} and not (w = 4 and k > 0 and bt.n % 50 = 0)`));
  await db.execute(sql`insert into attendance_marks (org_id, class_id, student_id, mark)
    select ${org}, t.id, st.id, 'present' from time_table_classes t
      join lateral (select id from students where batch_id = t.batch_id limit 1) st on true
    where t.room like 'S%' and t.class_date < current_date and t.id % 100 < 97`);
  await db.execute(sql`insert into ptm_schedules (org_id, centre_id, batch_id, student_id, class, start_at, end_at, attendance_marked_at)
    select ${org}, bt.centre_id, bt.id, st.id, bt.class, now() - interval '10 days' + (bt.id % 5) * interval '1 day', now() - interval '10 days' + (bt.id % 5) * interval '1 day' + interval '15 minutes',
      case when bt.id % 10 = 0 then null else now() end
    from batches bt join lateral (select id from students where batch_id = bt.id limit 1) st on true
    where bt.batch_code like 'SCALE-%' and bt.id % 20 <> 0`);
  await db.execute(sql`analyze`);
}
