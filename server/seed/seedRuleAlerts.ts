// The data behind the demo's rule alerts, then one rule pass (server/alerts/recheck.ts), so every demo user sees real
// alerts at first start. Most past classes get their attendance (every fifth class of the last seven days stays
// unmarked: MARK_ATTENDANCE); each batch on the time table had a PTM ten days ago, marked, except the first batch of
// each centre, whose PTM three days ago is not (MARK_PTM_ATTENDANCE); batches off the time table have no PTM
// (PTM_SCHEDULE_PENDING). The weekly and faculty rules read the time table and faculty as seeded, the plan and feedback
// rules the course plan and feedback seeded before. Every batch's student list is confirmed but the first batch's of
// each centre (DATA_ACCURACY_BY_FACULTY).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { runRulePass } from '../alerts/recheck.js';
import { ROSTERS, ROSTER_KEY } from '../alerts/rosterRule.js';
import { loadedAsRestored } from './bulkLoad.js';

const DAY = 86_400_000;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Some 270,000 marks, loaded as a restore loads a table (bulkLoad.ts). No ON CONFLICT: the seed marks only an
 * organisation without marks (seedRuleAlerts), and an arbiter check per row doubled the insert.
 */
async function markPastClasses(db: Db, orgId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await loadedAsRestored(db, 'attendance_marks', () => db.execute(sql`insert into attendance_marks (org_id, class_id, student_id, mark, marked_at)
    select t.org_id, t.id, st.id, case when (st.id + t.id) % 9 = 0 then 'absent' else 'present' end, t.class_date + t.end_time::time
    from time_table_classes t join students st on st.batch_id = t.batch_id and st.status = 'active'
    where t.org_id = ${orgId} and t.status = 'active' and t.class_date + t.end_time::time < ${at}::timestamptz at time zone 'UTC'
      and not (t.class_date >= (${at}::timestamptz at time zone 'UTC')::date - 7 and t.id % 5 = 0)`));
}

async function seedPtms(db: Db, orgId: number, now: Date): Promise<void> {
  const marked = new Date(now.getTime() - 10 * DAY);
  const unmarked = new Date(now.getTime() - 3 * DAY);
  // One meeting per batch on the time table (with its first student); the first batch of each centre's is unmarked.
  await db.execute(sql`with tt as (
      select distinct t.batch_id from time_table_classes t where t.org_id = ${orgId} and t.status = 'active'
    ), b as (
      select b.id, b.centre_id, b.class, (select min(st.id) from students st where st.batch_id = b.id and st.status = 'active') as student_id,
        b.id = min(b.id) over (partition by b.centre_id) as first
      from batches b join tt on tt.batch_id = b.id
    )
    insert into ptm_schedules (org_id, centre_id, batch_id, student_id, class, start_at, end_at, attendance_marked_at)
    select ${orgId}, b.centre_id, b.id, b.student_id, b.class,
      (case when b.first then ${unmarked.toISOString()} else ${marked.toISOString()} end)::timestamptz,
      (case when b.first then ${unmarked.toISOString()} else ${marked.toISOString()} end)::timestamptz + interval '1 hour',
      case when b.first then null else ${marked.toISOString()}::timestamptz + interval '2 hours' end
    from b where b.student_id is not null
    on conflict do nothing`);
}

/** The student lists as confirmed now, but the first active batch's of each centre. */
async function confirmRosters(db: Db, orgId: number, now: Date): Promise<void> {
  await db.execute(sql`insert into alert_confirmations (event_key, subject, org_id, fingerprint, confirmed_at)
    select ${ROSTER_KEY}, 'b' || r.batch_id, ${orgId}, r.fingerprint, ${now.toISOString()}::timestamptz from (${ROSTERS(orgId)}) r
    where r.batch_id not in (select min(b.id) from batches b where b.org_id = ${orgId} and b.status = 'active' group by b.centre_id)
    on conflict do nothing`);
}

/** Once: answers false when the organisation is missing or attendance was marked already. */
export async function seedRuleAlerts(db: Db, now: Date = new Date()): Promise<boolean> {
  const [org] = rowsOf<{ id: number }>(await db.execute(sql`select id from organisations order by id limit 1`));
  if (!org) return false;
  const [marks] = rowsOf(await db.execute(sql`select 1 from attendance_marks where org_id = ${org.id} limit 1`));
  if (marks) return false;
  await markPastClasses(db, org.id, now);
  await seedPtms(db, org.id, now);
  await confirmRosters(db, org.id, now);
  await runRulePass(db, now);
  return true;
}
