// A past parent-teacher meeting's attendance, marked on the PTM view: which of its attendees came. Only once the
// meeting has begun, only in the user's centres, and only for attendees the meeting has.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { writeAudit } from '../db/repos/audit.js';
import { forbidden, unprocessable } from '../http/envelope.js';
import { scopeCentreIds } from '../entities/supportRepo.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Marks it; answers the meeting's centre, whose PTM alerts the write can change. */
export async function markPtmAttendance(db: Db, p: Principal, id: number, attended: Readonly<Partial<Record<string, boolean>>>): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [meeting] = rowsOf<{ begun: boolean; centreId: number }>(await tx.execute(sql`select start_at <= now() as begun, centre_id as "centreId" from ptm_schedules
      where id = ${id} and org_id = ${p.orgId ?? -1} and centre_id = any(${intArray(scopeCentreIds(p))}) for update`));
    if (!meeting) throw forbidden();
    if (!meeting.begun) throw unprocessable('This meeting has not started yet: its attendance can be marked once it has begun.');
    const kinds = rowsOf<{ kind: string }>(await tx.execute(sql`select kind from ptm_attendees where schedule_id = ${id}`)).map((k) => k.kind);
    const unknown = Object.keys(attended).filter((k) => !kinds.includes(k));
    if (unknown.length) throw unprocessable(`This meeting has no ${unknown.join(' or ')} among its attendees.`);
    const missing = kinds.filter((k) => attended[k] === undefined);
    if (missing.length) throw unprocessable(`Say whether the ${missing.join(' and ')} came.`);
    await tx.execute(sql`update ptm_attendees a set attended = u.v::boolean from json_each_text(${JSON.stringify(attended)}::json) as u(k, v)
      where a.schedule_id = ${id} and a.kind = u.k`);
    await tx.execute(sql`update ptm_schedules set attendance_marked_at = now(), updated_at = now() where id = ${id}`);
    await writeAudit(tx, { userId: p.userId, action: 'ptm-attendance', entity: 'ptm-schedules', entityIds: [id], details: { attended } });
    return meeting.centreId;
  });
}
