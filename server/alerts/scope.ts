// Who sees which alerts (issue 14): a user sees the alerts assigned to them; a manager also sees their centres'.
// Managers are organisation-scope users (every centre of their organisation) and centre heads (the level-1
// escalation recipients of a centre). The scope is applied in SQL by every list, detail, change and report.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { intArray } from '../db/params.js';

export interface AlertScope {
  userId: number;
  /** Centres whose alerts the user manages (empty: only their own alerts). */
  centreIds: number[];
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export async function alertScope(db: Db, p: Principal): Promise<AlertScope> {
  if (p.scope === 'organisation') return { userId: p.userId, centreIds: p.centres.map((c) => c.id) };
  const res = await db.execute(sql`select centre_id as "centreId" from alert_escalation_recipients where user_id = ${p.userId} and level = 1 and centre_id is not null`);
  return { userId: p.userId, centreIds: rowsOf<{ centreId: number }>(res).map((r) => r.centreId) };
}

/** The organisation an alert (alias a) belongs to: its centre's, else its assignee's. */
export const ALERT_ORG = sql`coalesce((select c.org_id from centres c where c.id = a.centre_id), (select u.org_id from users u where u.id = a.assigned_user_id))`;

/** `col = any(ids)`, or false for none. */
export function inIds(column: SQL, ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  if (ids.length === 1) return sql`${column} = ${ids[0]}`;
  return sql`${column} = any(${intArray(ids)})`;
}

/** The alerts (alias a) a scope may see. */
export function alertVisible(s: AlertScope, a = 'a'): SQL {
  const alias = sql.identifier(a);
  if (s.centreIds.length === 0) return sql`${alias}.assigned_user_id = ${s.userId}`;
  return sql`(${alias}.assigned_user_id = ${s.userId} or ${inIds(sql`${alias}.centre_id`, s.centreIds)})`;
}

/** The escalations (alias e) a scope may see: escalated to the user, of the user's alerts, or in their centres. */
export function escalationVisible(s: AlertScope, e = 'e'): SQL {
  const alias = sql.identifier(e);
  const own = sql`${alias}.escalated_to_user_id = ${s.userId} or ${alias}.assigned_user_id = ${s.userId}`;
  if (s.centreIds.length === 0) return sql`(${own})`;
  return sql`(${own} or ${inIds(sql`${alias}.centre_id`, s.centreIds)})`;
}
