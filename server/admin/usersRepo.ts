// Changes to staff users by an Admin. Each runs in one transaction with its audit rows (who, when, action, the
// record before and after), under one advisory lock so that two admins cannot each remove "the other last Admin"
// and a username checked free stays free until the commit (the unique index on lower(username) backs it up).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { writeAudit, writeAudits } from '../db/repos/audit.js';
import { hashPassword } from '../auth/passwords.js';
import type { AdminUser } from '../../schemas/api/admin.js';
import { fieldError, isUniqueViolation, LAST_ADMIN, OWN_ORGANISATION_ONLY, throwIfAny, USERNAME_TAKEN, type FieldErrors } from './fieldErrors.js';
import { checkScope, type UserInput } from './userRules.js';
import { activeAdminCount, rowsOf, userById, usersByIds } from './usersQueries.js';
import type { AdminActor, Tenant } from './rest.js';
import { intArray } from '../db/params.js';

const ADMIN_WRITE_LOCK = 7_274_016;

/** Runs an admin write in a transaction holding the user-management lock. */
export async function adminWrite<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_WRITE_LOCK})`);
      return fn(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_lower')) throw fieldError('username', USERNAME_TAKEN);
    throw err;
  }
}

const auditRecord = (u: AdminUser | undefined) => (u ? { ...u } as Record<string, unknown> : null);

async function checkAgainstDatabase(tx: Db, u: UserInput, selfId: number | null, tenant: Tenant): Promise<void> {
  const errors: FieldErrors = {};
  const taken = await tx.execute(sql`select 1 from users where lower(username) = ${u.username.toLowerCase()} and id <> ${selfId ?? 0}`);
  if (rowsOf(taken).length > 0) errors.username = USERNAME_TAKEN;
  if (rowsOf(await tx.execute(sql`select 1 from roles where id = ${u.roleId}`)).length === 0) errors.roleId = 'This role does not exist';
  if (u.orgId !== null && rowsOf(await tx.execute(sql`select 1 from organisations where id = ${u.orgId}`)).length === 0) {
    errors.orgId = 'This organisation does not exist';
  }
  const centres = rowsOf<{ id: number; org_id: number }>(await tx.execute(sql`select id, org_id from centres where id = any(${intArray(u.centreIds)})`));
  checkScope(u, new Map(centres.map((c) => [Number(c.id), Number(c.org_id)])), errors);
  // An Admin of an organisation neither makes users of another (or of none) nor moves theirs there.
  if (tenant !== null && u.orgId !== tenant) errors.orgId ??= OWN_ORGANISATION_ONLY;
  throwIfAny(errors);
}

/** Scope other than centre keeps no centre list: the sign-in check would ignore it. */
const storedCentres = (u: UserInput) => (u.scope === 'centre' ? u.centreIds : []);

async function writeRoleAndCentres(tx: Db, id: number, u: UserInput): Promise<void> {
  await tx.execute(sql`delete from user_roles where user_id = ${id}`);
  await tx.execute(sql`insert into user_roles (user_id, role_id, position) values (${id}, ${u.roleId}, 0)`);
  await tx.execute(sql`delete from user_centres where user_id = ${id}`);
  const centres = storedCentres(u);
  if (centres.length) await tx.execute(sql`insert into user_centres (user_id, centre_id) select ${id}, unnest(${intArray(centres)})`);
}

async function endSessions(tx: Db, userIds: number[]): Promise<void> {
  await tx.execute(sql`update sessions set ended_reason = 'revoked', ended_at = now()
    where user_id = any(${intArray(userIds)}) and ended_reason is null`);
}

async function refuseLastAdmin(tx: Db, tenant: Tenant, adminsBefore: number, field: 'active' | 'roleId'): Promise<void> {
  if (adminsBefore > 0 && (await activeAdminCount(tx, tenant)) === 0) throw fieldError(field, LAST_ADMIN);
}

export async function createUser(db: Db, actor: AdminActor, u: UserInput, password: string): Promise<AdminUser> {
  const passwordHash = await hashPassword(password);
  return adminWrite(db, async (tx) => {
    await checkAgainstDatabase(tx, u, null, actor.tenant);
    const [row] = rowsOf<{ id: number }>(await tx.execute(sql`insert into users (org_id, username, password_hash, first_name, last_name, scope, active)
      values (${u.orgId}, ${u.username}, ${passwordHash}, ${u.firstName}, ${u.lastName}, ${u.scope}, ${u.active}) returning id`));
    const id = Number(row.id);
    await writeRoleAndCentres(tx, id, u);
    const after = (await userById(tx, id))!;
    await writeAudit(tx, { userId: actor.userId, action: 'user.create', entity: 'users', entityIds: [id], before: null, after: auditRecord(after) });
    return after;
  });
}

const toInput = (r: AdminUser): UserInput => ({
  username: r.username, firstName: r.firstName, lastName: r.lastName, roleId: r.roleId ?? 0, orgId: r.orgId,
  scope: r.scope, centreIds: r.centreIds, active: r.active,
});

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Applies a PUT; undefined when the user does not exist (or is of another organisation than the Admin's). */
export async function updateUser(db: Db, actor: AdminActor, id: number, change: Partial<UserInput>): Promise<AdminUser | undefined> {
  return adminWrite(db, async (tx) => {
    const before = await userById(tx, id, true, actor.tenant);
    if (!before) return undefined;
    const old = toInput(before);
    const u: UserInput = { ...old, ...change };
    if (u.scope !== 'centre' && change.centreIds === undefined) u.centreIds = [];
    await checkAgainstDatabase(tx, u, id, actor.tenant);
    const adminsBefore = await activeAdminCount(tx, actor.tenant);
    const accessChanged = u.roleId !== old.roleId || u.scope !== old.scope || u.orgId !== old.orgId || !sameIds(storedCentres(u), old.centreIds);
    await tx.execute(sql`update users set username = ${u.username}, first_name = ${u.firstName}, last_name = ${u.lastName},
      org_id = ${u.orgId}, scope = ${u.scope}, active = ${u.active}
      ${accessChanged ? sql`, access_changed_at = now()` : sql``} where id = ${id}`);
    if (accessChanged) await writeRoleAndCentres(tx, id, u);
    if (old.active && !u.active) await endSessions(tx, [id]);
    await refuseLastAdmin(tx, actor.tenant, adminsBefore, old.active && !u.active ? 'active' : 'roleId');
    const after = (await userById(tx, id))!;
    await writeAudit(tx, { userId: actor.userId, action: 'user.update', entity: 'users', entityIds: [id], before: auditRecord(before), after: auditRecord(after) });
    return after;
  });
}

/** Bulk deactivate: every id or none (unknown ids and the last-admin rule refuse the whole request). */
export async function deactivateUsers(db: Db, actor: AdminActor, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return adminWrite(db, async (tx) => {
    const before = await usersByIds(tx, unique, true, actor.tenant);
    const missing = unique.filter((id) => !before.some((u) => u.id === id));
    if (missing.length) throw fieldError('ids', `No user with id ${missing.slice(0, 5).join(', ')}`);
    const adminsBefore = await activeAdminCount(tx, actor.tenant);
    const changing = before.filter((u) => u.active).map((u) => u.id);
    await tx.execute(sql`update users set active = false where id = any(${intArray(changing)})`);
    await endSessions(tx, changing);
    await refuseLastAdmin(tx, actor.tenant, adminsBefore, 'active');
    const after = await usersByIds(tx, changing);
    await writeAudits(tx, after.map((a) => ({
      userId: actor.userId, action: 'user.deactivate', entity: 'users', entityIds: [a.id],
      before: auditRecord(before.find((b) => b.id === a.id)), after: auditRecord(a),
    })));
    return unique;
  });
}

/** A new random password (16 characters), stored only as its hash; the user's sessions end. */
export async function resetPassword(db: Db, actor: AdminActor, id: number): Promise<string | undefined> {
  const oneTimePassword = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(oneTimePassword);
  return adminWrite(db, async (tx) => {
    const user = await userById(tx, id, true, actor.tenant);
    if (!user) return undefined;
    await tx.execute(sql`update users set password_hash = ${passwordHash} where id = ${id}`);
    await endSessions(tx, [id]);
    await writeAudit(tx, {
      userId: actor.userId, action: 'user.reset-password', entity: 'users', entityIds: [id],
      before: auditRecord(user), after: auditRecord(user), details: { passwordReset: true, sessionsEnded: true },
    });
    return oneTimePassword;
  });
}
