// Reading staff users for the admin screens: a page of ids (filter, sort, range), the records of those ids, a total.
// A user's role is their first role (user_roles.position), as in the sign-in check.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { AdminUser } from '../../schemas/api/admin.js';
import { filterBool, filterId, filterIds, filterText, inTenant, type ListRequest, type ListSpec, type Tenant } from './rest.js';
import { intArray } from '../db/params.js';

export const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
export const iso = (v: string | Date) => new Date(v).toISOString();

const userFilter = z.strictObject({
  q: filterText.optional(), roleId: filterId.optional(), orgId: filterId.optional(), active: filterBool.optional(), id: filterIds.optional(),
});
export type UserFilter = z.infer<typeof userFilter>;

export const userListSpec: ListSpec<UserFilter> = {
  sortFields: ['id', 'username', 'firstName', 'lastName', 'roleName', 'active', 'createdAt'],
  defaultSort: { field: 'id', order: 'ASC' },
  filter: userFilter,
};

/** `fr`: a user's first role, looked up per user (a record or a page of them). */
const firstRole = sql`left join lateral (select ur.role_id from user_roles ur where ur.user_id = u.id
  order by ur.position, ur.role_id limit 1) fr on true`;
/**
 * `fr` for sorting a whole list by role name: the role at position 0 (the first role: every write here and the seed
 * keep one role at position 0), one hash join; a per-user lookup takes seconds on PGlite with 50,000 users, and
 * DISTINCT ON over user_roles twice as long as this.
 */
const firstRoles = sql`left join user_roles fr on fr.user_id = u.id and fr.position = 0`;

const sortExpr: Record<string, SQL> = {
  id: sql`u.id`, username: sql`lower(u.username)`, firstName: sql`lower(u.first_name)`, lastName: sql`lower(u.last_name)`,
  roleName: sql`r.rank`, active: sql`u.active`, createdAt: sql`u.created_at`,
};

/** `%`, `_` and `\` in a search term match themselves. */
export const likeTerm = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: UserFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.q?.trim()) {
    const t = likeTerm(f.q.trim());
    // One string per user, one LIKE: username, then the full name (a term cannot hold the \x01 between them).
    parts.push(sql`lower(u.username || chr(1) || u.first_name || ' ' || u.last_name) like ${t}`);
  }
  // Holding the role: a user has one role (every write here keeps one), and this is one hash join where "first
  // role" costs an anti-join over all of user_roles (90 ms on PGlite with 50,000 users).
  if (f.roleId !== undefined) parts.push(sql`u.id in (select ur.user_id from user_roles ur where ur.role_id = ${f.roleId})`);
  if (f.orgId !== undefined) parts.push(sql`u.org_id = ${f.orgId}`);
  if (f.active !== undefined) parts.push(sql`u.active = ${f.active}`);
  if (f.id !== undefined) parts.push(sql`u.id = any(${intArray(f.id)})`);
  return sql.join(parts, sql` and `);
}

/** The columns of a user record, over `users u` joined with `fr` (first role), `r` (its role) and `o`. */
const recordColumns = sql`u.id, u.username, u.first_name as "firstName", u.last_name as "lastName", fr.role_id as "roleId",
  r.name as "roleName", u.org_id as "orgId", o.name as "orgName", u.scope,
  coalesce((select json_agg(uc.centre_id order by uc.centre_id) from user_centres uc where uc.user_id = u.id), '[]'::json) as "centreIds",
  u.active, u.created_at as "createdAt"`;

type RawUser = Omit<AdminUser, 'createdAt'> & { createdAt: string | Date };
const toRecord = (r: RawUser): AdminUser => ({ ...r, centreIds: r.centreIds.map(Number), createdAt: iso(r.createdAt) });

export async function usersByIds(db: Db, ids: number[], lock = false, tenant: Tenant = null): Promise<AdminUser[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<RawUser>(await db.execute(sql`select ${recordColumns} from users u ${firstRole}
    left join roles r on r.id = fr.role_id left join organisations o on o.id = u.org_id
    where u.id = any(${intArray(ids)}) and ${inTenant(tenant, sql`u.org_id`)} ${lock ? sql`for update of u` : sql``}`));
  const byId = new Map(rows.map((r) => [r.id, toRecord(r)]));
  return ids.map((id) => byId.get(id)).filter((u): u is AdminUser => !!u);
}

export async function userById(db: Db, id: number, lock = false, tenant: Tenant = null): Promise<AdminUser | undefined> {
  return (await usersByIds(db, [id], lock, tenant))[0];
}

/** One page of users and the total: the ids of the page first (only the joins its filter and sort need), then their records. */
export async function listUsers(db: Db, q: ListRequest<UserFilter>, tenant: Tenant): Promise<{ rows: AdminUser[]; total: number }> {
  const where = sql`${conditions(q.filter)} and ${inTenant(tenant, sql`u.org_id`)}`;
  // By role name: each role's place in name order (a few roles), so 50,000 users sort on an integer.
  const from = q.sort.field === 'roleName'
    ? sql`users u ${firstRoles} left join (select id, rank() over (order by lower(name)) as rank from roles) r on r.id = fr.role_id`
    : sql`users u`;
  const countFrom = sql`users u`;
  const dir = q.sort.order === 'DESC' ? sql`desc` : sql`asc`;
  // Only the role name can be null (a user with no role); username and id are unique, so they need no tie-break
  // and their ORDER BY matches an index (lower(username), the primary key) exactly.
  const nulls = q.sort.field !== 'roleName' ? sql`` : q.sort.order === 'DESC' ? sql`nulls last` : sql`nulls first`;
  const tieBreak = q.sort.field === 'id' || q.sort.field === 'username' ? sql`` : sql`, u.id ${dir}`;
  const order = sql`order by ${sortExpr[q.sort.field]} ${dir} ${nulls}${tieBreak} limit ${q.limit} offset ${q.offset}`;
  const count = () => db.execute(sql`select count(*)::int as n from ${countFrom} where ${where}`)
    .then((res) => Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0));
  let ids: number[], total: number;
  if (q.filter.q?.trim()) {
    // A search scans every user once for its few matches: the total comes with the page instead of a second scan.
    const page = rowsOf<{ id: number; total: number }>(await db.execute(sql`select u.id, count(*) over ()::int as total from ${from} where ${where} ${order}`));
    ids = page.map((r) => Number(r.id));
    total = page.length > 0 ? Number(page[0].total) : await count();
  } else {
    const [page, n] = await Promise.all([db.execute(sql`select u.id from ${from} where ${where} ${order}`), count()]);
    ids = rowsOf<{ id: number }>(page).map((r) => Number(r.id));
    total = n;
  }
  // Two roles both at position 0 (written outside this API) would list a user twice: once is enough.
  return { rows: await usersByIds(db, [...new Set(ids)]), total };
}

/**
 * Active users whose first role is the Admin role (names compare case-insensitively, as the access check does): of
 * the organisation an Admin manages, so that its last Admin stays, or of the whole platform for the Admin of none.
 */
export async function activeAdminCount(db: Db, tenant: Tenant): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from roles r join user_roles ur on ur.role_id = r.id
    join users u on u.id = ur.user_id
    where lower(trim(r.name)) = 'admin' and u.active and ${inTenant(tenant, sql`u.org_id`)} and not exists (select 1 from user_roles o where o.user_id = u.id
      and (o.position < ur.position or (o.position = ur.position and o.role_id < ur.role_id)))`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}
