// Staff users, their roles with abilities, and the centres their scope covers.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users, type ScopeKind } from '../tables.js';

export { loadPrincipal } from './authenticate.js';

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

/** A hash made again at the current cost; only if the password was not changed meanwhile. */
export async function replacePasswordHash(db: Db, userId: number, old: string, hash: string): Promise<void> {
  await db.update(users).set({ passwordHash: hash }).where(sql`${users.id} = ${userId} and ${users.passwordHash} = ${old}`);
}
