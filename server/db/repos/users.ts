// Staff users, their roles with abilities, and the centres their scope covers.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { centres, organisations, roleAbilities, roles, userCentres, userRoles, users, type ScopeKind } from '../tables.js';

export interface RoleWithAbilities { id: number; name: string; abilities: string[] }
export interface CentreRow { id: number; orgId: number; name: string; code: string; city: string; kind: string }
export interface OrgRow { id: number; name: string; code: string }

/** Everything the server needs to know about a signed-in user to decide what they may see and do. */
export interface Principal {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  userType: string;
  orgId: number | null;
  scope: ScopeKind;
  isMyPatUser: boolean;
  trainingUser: boolean;
  roles: RoleWithAbilities[];
  /** Centres in scope: all of the organisation for org admins, the listed ones for centre admins, none for general. */
  centres: CentreRow[];
  orgs: OrgRow[];
}

export async function findUserByUsername(db: Db, username: string) {
  const [u] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`).limit(1);
  return u;
}

export async function loadPrincipal(db: Db, userId: number): Promise<Principal | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return undefined;
  const [roleRows, centreRows, orgRows] = await Promise.all([
    loadRoles(db, userId),
    loadScopeCentres(db, u.id, u.scope, u.orgId),
    u.orgId == null ? Promise.resolve([]) : db.select().from(organisations).where(eq(organisations.id, u.orgId)),
  ]);
  return {
    userId: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, userType: u.userType,
    orgId: u.orgId, scope: u.scope, isMyPatUser: u.isMyPatUser, trainingUser: u.trainingUser,
    roles: roleRows, centres: centreRows, orgs: orgRows,
  };
}

async function loadRoles(db: Db, userId: number): Promise<RoleWithAbilities[]> {
  const rows = await db.select({ id: roles.id, name: roles.name, position: userRoles.position })
    .from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.position));
  if (rows.length === 0) return [];
  const abilities = await db.select().from(roleAbilities)
    .where(inArray(roleAbilities.roleId, rows.map((r) => r.id)))
    .orderBy(asc(roleAbilities.position));
  return rows.map((r) => ({
    id: r.id, name: r.name,
    abilities: abilities.filter((a) => a.roleId === r.id).map((a) => a.ability),
  }));
}

async function loadScopeCentres(db: Db, userId: number, scope: ScopeKind, orgId: number | null): Promise<CentreRow[]> {
  if (scope === 'organisation' && orgId != null) {
    return db.select().from(centres).where(eq(centres.orgId, orgId)).orderBy(asc(centres.name));
  }
  if (scope === 'centre') {
    return db.select({ id: centres.id, orgId: centres.orgId, name: centres.name, code: centres.code, city: centres.city, kind: centres.kind })
      .from(userCentres).innerJoin(centres, eq(centres.id, userCentres.centreId))
      .where(eq(userCentres.userId, userId)).orderBy(asc(centres.name));
  }
  return [];
}
