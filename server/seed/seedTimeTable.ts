// Demo classes: four weeks of the time table (two past, this one and the next) for eight batches of each demo
// centre, two classes a day from Monday to Saturday, each batch with its own room and faculty pair. The rows pass the
// schedule's own checks (server/uploads/plan/schedule.ts) before they are written, so no demo class falls on a
// holiday or clashes. One batch per centre gets a single class next week: the gap a weekly time-table alert is about.
import { sql } from 'drizzle-orm';
import { entities, getOperation } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import { insertDerived } from '../uploads/db/derived.js';
import { scheduleChecks, type ScheduledRow } from '../uploads/plan/schedule.js';
import { RowIssues } from '../uploads/plan/types.js';
import { demoOrganisation } from './demoUsers.js';

const BATCHES_PER_CENTRE = 8;
const SLOTS = [['09:00', '10:30'], ['11:00', '12:30']] as const;
const DAY = 86_400_000;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The Monday of the week holding `now`, as a UTC midnight. */
export function mondayOf(now: Date): number {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

interface Ids { centreId: number; batches: number[]; faculty: number[] }

async function centresWithStaff(db: Db, orgId: number): Promise<Ids[]> {
  const res = await db.execute(sql`select c.id as "centreId",
      array(select b.id from batches b where b.centre_id = c.id and b.status = 'active' order by b.id limit ${BATCHES_PER_CENTRE}) as batches,
      array(select t.id from teachers t where t.centre_id = c.id and t.staff_kind = 'teacher' and t.status = 'active' order by t.id) as faculty
    from centres c where c.org_id = ${orgId} order by c.id`);
  return rowsOf<Ids>(res).filter((c) => c.batches.length > 0 && c.faculty.length >= 2);
}

function classesOf(c: Ids, subjects: number[], firstMonday: number): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  c.batches.forEach((batchId, b) => {
    for (let week = 0; week < 4; week++) {
      for (let day = 0; day < 6; day++) {
        const lastBatchNextWeek = b === c.batches.length - 1 && week === 3;
        SLOTS.forEach(([start, end], k) => {
          if (lastBatchNextWeek && (day > 0 || k > 0)) return;
          rows.push({
            centre_id: c.centreId, batch_id: batchId, subject_id: subjects[(b + day + k) % subjects.length],
            teacher_id: c.faculty[(2 * b + k) % c.faculty.length],
            class_date: new Date(firstMonday + (week * 7 + day) * DAY).toISOString().slice(0, 10),
            start_time: start, end_time: end, room: `Room ${101 + b}`,
          });
        });
      }
    }
  });
  return rows;
}

export async function seedTimeTable(db: Db, now = new Date()): Promise<boolean> {
  const entity = entities['time-table'];
  const [org] = rowsOf<{ id: number }>(await db.execute(sql`select id from organisations where code = ${demoOrganisation.code}`));
  if (!org) return false;
  const [any] = rowsOf(await db.execute(sql`select 1 from ${sql.identifier(entity.table.name)} where org_id = ${org.id} limit 1`));
  if (any) return false;
  const subjects = rowsOf<{ id: number }>(await db.execute(sql`select id from subjects order by id limit 6`)).map((s) => s.id);
  const firstMonday = mondayOf(now) - 14 * DAY;
  const candidates = (await centresWithStaff(db, org.id)).flatMap((c) => classesOf(c, subjects, firstMonday));
  const op = getOperation(entity, 'create');
  const checked: ScheduledRow[] = candidates.map((write, i) => ({ row: i + 2, write, shown: {}, issues: new RowIssues(op, i + 2) }));
  await scheduleChecks(db, entity, org.id, checked);
  const rows = checked.filter((r) => r.issues.ok).map((r) => r.write as Record<string, unknown>);
  await insertDerived(db, entity, org.id, rows, async () => {});
  return rows.length > 0;
}
