// Status changes, contact edits and class updates: each in one transaction, scoped in SQL, written to the audit log.
import type { BatchLine } from '../../schemas/api/index.js';
import { sql, type SQL } from 'drizzle-orm';
import type { EntitySchema } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { writeAudit } from '../db/repos/audit.js';
import { ApiError, forbidden, unprocessable } from '../http/envelope.js';
import { reactivationClashes } from '../uploads/plan/schedule.js';
import { reactivationTotal } from '../uploads/plan/totals.js';
import { scopeCondition, whereClause, type ListConditions } from './conditions.js';
import { kindCondition, tableOf } from './sqlParts.js';
import { mayChangeShared } from '../../schemas/access/entityAccess.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export const OUT_OF_SCOPE = 'Some of the selected records are not in your scope. Nothing was changed.';

/**
 * Refuses the whole request unless every id is of this kind and in the user's scope. Inside a transaction it
 * also locks the rows (`lock`), so that what was checked is what gets changed.
 */
async function checkInScope(tx: Db, entity: EntitySchema, p: Principal, ids: number[], lock = true) {
  const rows = rowsOf<{ id: number; status: string }>(await tx.execute(sql`select t.id, t.status from ${tableOf(entity)} t
    where t.id = any(${intArray(ids)}) and ${kindCondition(entity)} and ${scopeCondition(entity, p)}${lock ? sql` for update` : sql``}`));
  if (rows.length !== new Set(ids).size) throw forbidden(OUT_OF_SCOPE);
  return rows;
}

/**
 * A record without a centre (a course-program mapping) is shared by every centre of the organisation: a centre
 * admin sees it, but deactivating it would change what all the other centres sell, so only organisation-wide
 * admins may change it.
 */
export function checkMayChangeShared(entity: EntitySchema, p: Principal, change = 'change their status'): void {
  if (mayChangeShared(entity.kind, p.scope)) return;
  throw forbidden(`${entity.label} records are shared by all centres: only an organisation-wide admin can ${change}.`);
}

/** The records a status change applies to: chosen ids, or every record the list's filter matches ("select all N
 *  matching"), whose count the user confirmed. */
export type StatusTarget = { ids: number[] } | { filter: ListConditions; expected: number };
export interface StatusChange { action: 'deactivate' | 'reactivate'; target: StatusTarget; reason: string; otherReason?: string }

/** Said when the filter no longer matches what the user confirmed; both numbers named, nothing changed. */
export const countMoved = (now: number, confirmed: number) => new ApiError(409,
  `The filter now matches ${now.toLocaleString('en-IN')} records, not the ${confirmed.toLocaleString('en-IN')} you confirmed. Nothing was changed: check the list and try again.`);

export async function changeStatus(db: Db, entity: EntitySchema, p: Principal, change: StatusChange) {
  checkMayChangeShared(entity, p);
  const { target } = change;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // By ids: each must be in scope (or nothing changes). By filter: the scope is part of the WHERE clause itself.
    const where = 'ids' in target ? sql`t.id = any(${intArray(target.ids)})` : whereClause(entity, p, target.filter);
    if ('ids' in target) await checkInScope(t, entity, p, target.ids);
    // A cancelled class brought back must still fit: its batch, faculty or room may have been booked since.
    if (change.action === 'reactivate') {
      const ids = 'ids' in target ? target.ids : await lockedIds(t, entity, where);
      const clashes = await reactivationClashes(t, entity, p.orgId!, ids);
      if (clashes.length > 0) throw unprocessable(`Nothing was reactivated: ${clashes[0]}${clashes.length > 1 ? ` (and ${clashes.length - 1} more)` : ''}`);
      // A weight brought back counts again: the total may not pass its limit (KRA parameters).
      const over = await reactivationTotal(t, entity, p.orgId!, ids);
      if (over) throw unprocessable(`Nothing was reactivated: ${over}`);
    }
    // Reactivated students without a batch are unassociated, not active.
    const status = change.action === 'deactivate'
      ? sql`'deactivated'`
      : entity.table.name === 'students' ? sql`case when t.batch_id is null then 'unassociated' else 'active' end` : sql`'active'`;
    // One set-based statement for every record, however many; a count that moved since it was confirmed rolls it back.
    const changed = rowsOf<{ id: number; status: string }>(await tx.execute(sql`update ${tableOf(entity)} t
      set status = ${status}, updated_at = now() where ${where} returning t.id, t.status`));
    if ('expected' in target && changed.length !== target.expected) throw countMoved(changed.length, target.expected);
    changed.sort((a, b) => a.id - b.id);
    await writeAudit(t, {
      userId: p.userId, action: change.action, entity: entity.kind, entityIds: changed.map((r) => r.id),
      details: { reason: change.reason, ...(change.otherReason ? { otherReason: change.otherReason } : {}), ...('filter' in target ? { filter: target.filter, count: changed.length } : {}) },
    });
    return changed;
  });
}

/** The ids a filter matches, locked so that what the checks see is what the update changes. */
async function lockedIds(tx: Db, entity: EntitySchema, where: SQL): Promise<number[]> {
  return rowsOf<{ id: number }>(await tx.execute(sql`select t.id from ${tableOf(entity)} t where ${where} for update`)).map((r) => r.id);
}

/** The unmasked contacts of one record, written to the audit log. */
export async function unmaskContacts(db: Db, entity: EntitySchema, p: Principal, id: number) {
  await checkInScope(db, entity, p, [id], false);
  const [row] = rowsOf<{ emailId: string | null; mobile: string | null }>(
    await db.execute(sql`select t.email_id as "emailId", t.mobile from ${tableOf(entity)} t where t.id = ${id}`));
  await writeAudit(db, { userId: p.userId, action: 'unmask', entity: entity.kind, entityIds: [id] });
  return row;
}

export async function updateContact(db: Db, entity: EntitySchema, p: Principal, id: number, field: 'email' | 'mobile', value: string) {
  await db.transaction(async (tx) => {
    await checkInScope(tx as unknown as Db, entity, p, [id]);
    const column = field === 'email' ? sql.identifier('email_id') : sql.identifier('mobile');
    await tx.execute(sql`update ${tableOf(entity)} t set ${column} = ${value}, updated_at = now() where t.id = ${id}`);
    await writeAudit(tx as unknown as Db, { userId: p.userId, action: 'contact-update', entity: entity.kind, entityIds: [id], details: { field } });
  });
}

export async function updateMappingClass(db: Db, entity: EntitySchema, p: Principal, id: number, next: (cls: string) => string | null) {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ class: string }>(await tx.execute(sql`select t.class from ${tableOf(entity)} t
      where t.id = ${id} and ${scopeCondition(entity, p)} for update`));
    if (!row) throw forbidden(OUT_OF_SCOPE);
    const cls = next(row.class);
    if (!cls) return null;
    await tx.execute(sql`update ${tableOf(entity)} t set class = ${cls}, updated_at = now() where t.id = ${id}`);
    await writeAudit(tx as unknown as Db, { userId: p.userId, action: 'class-update', entity: entity.kind, entityIds: [id], details: { from: row.class, to: cls } });
    return cls;
  });
}

/** The batches a student's or faculty member's latest batch association added, kept and removed. */
export async function batchSummary(db: Db, entity: EntitySchema, p: Principal, id: number) {
  await checkInScope(db, entity, p, [id], false);
  const [last] = rowsOf<{ details: { added?: BatchLine[]; retained?: BatchLine[]; deleted?: BatchLine[] } }>(await db.execute(sql`
    select details from audit_log where action = 'batch-association' and entity_ids @> ${JSON.stringify([id])}::jsonb
      and entity = ${entity.kind} order by at desc limit 1`));
  if (last) return { added: last.details.added ?? [], retained: last.details.retained ?? [], deleted: last.details.deleted ?? [] };
  const current = rowsOf<{ batchCode: string; class: string; centre: string }>(await db.execute(sql`
    select b.batch_code as "batchCode", b.class, c.name as centre from batches b join centres c on c.id = b.centre_id
    where b.id in (select unnest(${entity.table.name === 'students' ? sql`array[t.batch_id]` : sql`t.batch_ids`})
                   from ${tableOf(entity)} t where t.id = ${id}) order by b.batch_code`));
  return { added: [], retained: current, deleted: [] };
}

/** The kind of a student or staff record (program_kind / staff_kind), or undefined. */
export async function kindOfRecord(db: Db, table: 'students' | 'teachers', id: number): Promise<string | undefined> {
  const column = sql.identifier(table === 'students' ? 'program_kind' : 'staff_kind');
  const [row] = rowsOf<{ kind: string }>(await db.execute(sql`select ${column} as kind from ${sql.identifier(table)} where id = ${id}`));
  return row?.kind;
}
