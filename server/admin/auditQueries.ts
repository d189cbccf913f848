// The audit log as the admin screens read it (read only: nothing here or anywhere updates or deletes a row, and
// the database refuses it), and the organisations and centres the user forms choose from.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { AdminAuditEntry } from '../../schemas/api/admin.js';
import { filterDay, filterId, filterIds, filterText, inTenant, type ListRequest, type ListSpec, type Tenant } from './rest.js';
import { iso, likeTerm, rowsOf } from './usersQueries.js';
import { intArray } from '../db/params.js';

const auditFilter = z.strictObject({
  userId: filterId.optional(), action: filterText.optional(), entity: filterText.optional(),
  atFrom: filterDay.optional(), atTo: filterDay.optional(), id: filterIds.optional(),
});
type AuditFilter = z.infer<typeof auditFilter>;

export const auditListSpec: ListSpec<AuditFilter> = { sortFields: ['id', 'at'], defaultSort: { field: 'at', order: 'DESC' }, filter: auditFilter };

/** atFrom / atTo are whole days (UTC), both inclusive. */
function conditions(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.userId !== undefined) parts.push(sql`a.user_id = ${f.userId}`);
  if (f.action) parts.push(sql`a.action = ${f.action}`);
  if (f.entity) parts.push(sql`a.entity = ${f.entity}`);
  if (f.atFrom) parts.push(sql`a.at >= (${f.atFrom}::date)::timestamp at time zone 'UTC'`);
  if (f.atTo) parts.push(sql`a.at < (${f.atTo}::date + 1)::timestamp at time zone 'UTC'`);
  if (f.id) parts.push(sql`a.id = any(${sql.param(f.id)}::bigint[])`);
  return sql.join(parts, sql` and `);
}

type RawEntry = Omit<AdminAuditEntry, 'at'> & { at: string | Date };
const columns = sql`a.id, a.at, a.user_id as "userId", u.username, a.action, a.entity, a.entity_ids as "entityIds", a.before, a.after`;
const toEntry = (r: RawEntry): AdminAuditEntry => ({ ...r, id: Number(r.id), at: iso(r.at) });

/** The entries an Admin sees: those their organisation's users wrote (the users read once, not once per entry). */
const auditTenant = (tenant: Tenant) => (tenant === null ? sql`true` : sql`a.user_id in (select x.id from users x where x.org_id = ${tenant})`);

export async function listAudit(db: Db, q: ListRequest<AuditFilter>, tenant: Tenant): Promise<{ rows: AdminAuditEntry[]; total: number }> {
  const where = sql`${conditions(q.filter)} and ${auditTenant(tenant)}`;
  const dir = q.sort.order === 'DESC' ? sql`desc` : sql`asc`;
  const order = q.sort.field === 'id' ? sql`a.id ${dir}` : sql`a.at ${dir}, a.id ${dir}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${columns} from (select * from audit_log a where ${where} order by ${order} limit ${q.limit} offset ${q.offset}) a
      left join users u on u.id = a.user_id order by ${order}`),
    db.execute(sql`select count(*)::int as n from audit_log a where ${where}`),
  ]);
  return { rows: rowsOf<RawEntry>(rows).map(toEntry), total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}

export async function auditById(db: Db, id: number, tenant: Tenant): Promise<AdminAuditEntry | undefined> {
  return rowsOf<RawEntry>(await db.execute(sql`select ${columns} from audit_log a left join users u on u.id = a.user_id where a.id = ${id} and ${auditTenant(tenant)}`)).map(toEntry)[0];
}

// Organisations and centres: short lists, read only.
const orgFilter = z.strictObject({ q: filterText.optional(), id: filterIds.optional() });
const centreFilter = z.strictObject({ q: filterText.optional(), id: filterIds.optional(), orgId: filterId.optional() });
type OrgFilter = z.infer<typeof orgFilter>;
type CentreFilter = z.infer<typeof centreFilter>;
export const orgListSpec: ListSpec<OrgFilter> = { sortFields: ['id', 'name', 'code'], defaultSort: { field: 'name', order: 'ASC' }, filter: orgFilter };
export const centreListSpec: ListSpec<CentreFilter> = { sortFields: ['id', 'name', 'code', 'orgId'], defaultSort: { field: 'name', order: 'ASC' }, filter: centreFilter };

function lookupConditions(f: CentreFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.q?.trim()) parts.push(sql`(lower(t.name) like ${likeTerm(f.q.trim())} or lower(t.code) like ${likeTerm(f.q.trim())})`);
  if (f.id) parts.push(sql`t.id = any(${intArray(f.id)})`);
  if (f.orgId !== undefined) parts.push(sql`t.org_id = ${f.orgId}`);
  return sql.join(parts, sql` and `);
}

const lookupColumns = {
  organisations: sql`t.id, t.name, t.code`,
  centres: sql`t.id, t.org_id as "orgId", t.name, t.code, t.kind`,
};
const lookupSort: Record<string, SQL> = { id: sql`t.id`, name: sql`lower(t.name)`, code: sql`t.code`, orgId: sql`t.org_id` };

/** An Admin sees their organisation and its centres. */
const lookupTenant = (table: 'organisations' | 'centres', tenant: Tenant) => inTenant(tenant, table === 'organisations' ? sql`t.id` : sql`t.org_id`);

export async function listLookup<T>(db: Db, table: 'organisations' | 'centres', q: ListRequest<CentreFilter>, tenant: Tenant): Promise<{ rows: T[]; total: number }> {
  const where = sql`${lookupConditions(q.filter)} and ${lookupTenant(table, tenant)}`;
  const dir = q.sort.order === 'DESC' ? sql`desc` : sql`asc`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${lookupColumns[table]} from ${sql.identifier(table)} t where ${where}
      order by ${lookupSort[q.sort.field]} ${dir}, t.id ${dir} limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} t where ${where}`),
  ]);
  return { rows: rowsOf<T>(rows), total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}

export async function lookupById<T>(db: Db, table: 'organisations' | 'centres', id: number, tenant: Tenant): Promise<T | undefined> {
  return rowsOf<T>(await db.execute(sql`select ${lookupColumns[table]} from ${sql.identifier(table)} t where t.id = ${id} and ${lookupTenant(table, tenant)}`))[0];
}
