// Batch or student data accuracy by faculty: the rule behind DATA_ACCURACY_BY_FACULTY (schemas/alerts/rules.ts). The
// faculty of a batch (the active faculty with it among their batches) are asked to confirm its student list: an active
// batch with active students (test accounts aside) and faculty is one subject while its list was never confirmed or has changed since it
// was. The list's fingerprint is its count, the sum of its students' ids and their latest change (a student added,
// moved out, deactivated or edited changes it). The alert goes to each faculty's sign-in (recipients.ts), else to the
// centre's responsible person; confirming it accurate (§7) records the fingerprint (confirmations.ts) and resolves
// the batch's alerts, until the list changes again. The rule reads every active student, so no write re-checks it
// (schemas/alerts/rules.ts sources): the scheduled pass does, and a confirmation re-checks its centre.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inIds } from './scope.js';
import { FACULTY_USER, fanOut } from './recipients.js';
import type { RuleInput, RuleSubject } from './ruleInput.js';
import { testAccounts } from '../../schemas/index.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
export const ROSTER_KEY = 'DATA_ACCURACY_BY_FACULTY';
export const rosterSubject = (batchId: number) => `b${batchId}`;

/** A batch's students: its active students, not its test accounts (the same table, their own kind). */
export const REAL_STUDENTS = sql`st.status = 'active' and st.program_kind <> ${testAccounts.kind}`;

/** The fingerprint of each batch's students (batch_id, students, kind, fingerprint). */
export const ROSTERS = (orgId: number, centreIds?: number[]) => sql`select st.batch_id, count(*)::int as students, min(st.program_kind) as kind,
    count(*) || ':' || sum(st.id) || ':' || to_char(max(st.updated_at) at time zone 'UTC', 'YYYYMMDDHH24MISSUS') as fingerprint
  from students st where st.org_id = ${orgId} and ${REAL_STUDENTS} and st.batch_id is not null and ${centreIds ? inIds(sql`st.centre_id`, centreIds) : sql`true`}
  group by st.batch_id`;

type Unconfirmed = { batchId: number; centreId: number; batch: string; students: number; kind: string; fingerprint: string; confirmedOn: string | null; faculty: (number | null)[] };

export async function rostersToConfirm(db: Db, q: RuleInput): Promise<RuleSubject[]> {
  // Both materialized: inlined, the planner misjudged the batches as one row and ran the roster's scan of every
  // student once per batch (17.4 s instead of 0.24 s for 223,000 students in 128 batches on PostgreSQL).
  const res = await db.execute(sql`with roster as materialized (${ROSTERS(q.orgId, q.centreIds)}), faculty as materialized (
      select bid as batch_id, array_agg(${FACULTY_USER(sql`t`)} order by t.id) as users
      from teachers t, unnest(t.batch_ids) bid where t.org_id = ${q.orgId} and t.staff_kind = 'teacher' and t.status = 'active' group by bid
    )
    select b.id as "batchId", b.centre_id as "centreId", b.batch_code as batch, r.students, r.kind, r.fingerprint,
      to_char(k.confirmed_at at time zone 'UTC', 'YYYY-MM-DD') as "confirmedOn", f.users as faculty
    from roster r join batches b on b.id = r.batch_id and b.org_id = ${q.orgId} and b.status = 'active' join faculty f on f.batch_id = b.id
      left join alert_confirmations k on k.event_key = ${ROSTER_KEY} and k.subject = 'b' || b.id
    where k.fingerprint is distinct from r.fingerprint
    order by b.centre_id, b.batch_code`);
  return rowsOf<Unconfirmed>(res).flatMap((b) => fanOut({
    subjectKey: `b${b.batchId}:students`, centreId: b.centreId,
    params: {
      batch: b.batch, batchId: b.batchId, centreId: b.centreId, entity: b.kind, students: b.students,
      state: b.confirmedOn ? `changed since it was confirmed on ${b.confirmedOn}` : 'never confirmed',
    },
    items: [{ classGroupId: b.batchId, label: b.batch, value: `${b.students} active student(s), ${b.confirmedOn ? `last confirmed on ${b.confirmedOn}` : 'never confirmed'}` }],
    confirm: { subject: rosterSubject(b.batchId), fingerprint: b.fingerprint },
  }, b.faculty));
}
