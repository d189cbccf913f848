// Issue 24's time-table and attendance figures, through the real app (Fastify inject: the handler, its SQL and the
// answer's serialisation, without a socket) on PGlite and on PostgreSQL (TEST_DATABASE_URL's server, a scratch
// database): a centre's week view with 200 batches (two classes a day, six days: 2,400 classes that week, target p95
// ≤ 100 ms), and one class's attendance saved for a batch of 60 (target p95 ≤ 150 ms), with the alert re-check the
// save runs. The data: the demo organisation, its users and entities (a thousand students), and the bench's own
// batches, classes and students generated in SQL (untimed).
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { seedPlatform } from '../../server/seed/seedPlatform.js';
import { seedEntities } from '../../server/seed/seedEntities.js';
import { mondayOf } from '../../server/seed/seedTimeTable.js';
import { entities } from '../../schemas/index.js';
import { figureRow, onEngines, rowsOf, type BenchApp } from './inProcess.js';
import { timed } from './util.js';

const BATCHES = 200;
const STUDENTS = 60;
const RUNS = 60;
/** Untimed calls first: a server runs for days, and its first calls pay for compiling the code they run. */
const WARMUP = 20;
const TARGET = { week: 100, save: 150 };

/** 200 batches at one centre with their classes this week, and a batch of 60 with a class that has begun. */
/** The demo organisation, users and entities with a thousand students: the bench stages its own classes. */
async function lightSeed(db: Database['db']): Promise<void> {
  await seedPlatform(db);
  await seedEntities(db, { students: 1_000 });
}

async function stage(db: Database['db']) {
  const [c] = rowsOf<{ id: number; org: number; code: string }>(await db.execute(sql`select id, org_id as org, code from centres where code = 'DEL-SD'`));
  const [m] = rowsOf<{ id: number; class: string }>(await db.execute(sql`select id, class from course_program_mappings where status = 'active' limit 1`));
  const faculty = rowsOf<{ id: number }>(await db.execute(sql`select id from teachers where centre_id = ${c.id} and staff_kind = 'teacher' and status = 'active' order by id`)).map((f) => f.id);
  await db.execute(sql`insert into batches (org_id, centre_id, batch_code, class, course_program_id, start_date, end_date, status)
    select ${c.org}, ${c.id}, 'BENCH-' || g, ${m.class}, ${m.id}, '2026-04-01', '2027-03-31', 'active' from generate_series(1, ${BATCHES}) g`);
  const monday = new Date(mondayOf(new Date())).toISOString().slice(0, 10);
  // Each batch its own room; faculty spread so that no one teaches two classes at once.
  await db.execute(sql`insert into time_table_classes (org_id, centre_id, batch_id, subject_id, teacher_id, class_date, start_time, end_time, room)
    select ${c.org}, ${c.id}, b.id, (select min(id) from subjects), (${sql.param(faculty)}::int[])[1 + (b.n * 2 + k) % ${faculty.length}],
      ${monday}::date + d, case k when 0 then '09:00' else '11:00' end, case k when 0 then '10:30' else '12:30' end, 'B' || b.n
    from (select id, row_number() over (order by id) as n from batches where batch_code like 'BENCH-%') b, generate_series(0, 5) d, generate_series(0, 1) k`);
  const [batch] = rowsOf<{ id: number }>(await db.execute(sql`select id from batches where batch_code = 'BENCH-1'`));
  await db.execute(sql`insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status)
    select ${c.org}, 'crp', 'BENCH' || lpad(g::text, 5, '0'), 'Bench Student ' || g, ${c.id}, ${batch.id}, ${m.class}, 'active' from generate_series(1, ${STUDENTS}) g`);
  const [cls] = rowsOf<{ id: number }>(await db.execute(sql`insert into time_table_classes (org_id, centre_id, batch_id, subject_id, teacher_id, class_date, start_time, end_time, room)
    values (${c.org}, ${c.id}, ${batch.id}, (select min(id) from subjects), ${faculty[0]}, '2026-01-05', '09:00', '10:00', 'Bench') returning id`));
  const students = rowsOf<{ id: number }>(await db.execute(sql`select id from students where batch_id = ${batch.id} order by id`)).map((s) => s.id);
  return { centreId: c.id, monday, classId: cls.id, students };
}

async function measure(engine: string, { app, headers }: BenchApp, s: Awaited<ReturnType<typeof stage>>) {
  const week = await timed(async () => {
    const res = await app.inject({ method: 'GET', url: `/api/${entities['time-table'].api.list}/week?from=${s.monday}&centre=${s.centreId}`, headers });
    return { rows: (res.json().data.rows as unknown[]).length };
  }, RUNS, WARMUP);
  const save = await timed(async () => {
    const marks = s.students.map((id, i) => ({ studentId: id, mark: i % 10 === 0 ? 'absent' : 'present' }));
    const res = await app.inject({ method: 'PUT', url: `/api/auth/attendance/classes/${s.classId}/marks`, headers, payload: { marks } });
    return { saved: res.json().data?.saved as number };
  }, RUNS, WARMUP);
  return [
    figureRow(engine, `week view, ${BATCHES} batches (${week.rows} classes)`, week, TARGET.week),
    figureRow(engine, `attendance save, batch of ${save.saved}`, save, TARGET.save),
  ];
}

export async function benchSchedule(): Promise<void> {
  await onEngines('schedule', `Time table and attendance (${RUNS} calls each after ${WARMUP} untimed; ms)`, stage, measure, lightSeed);
}
