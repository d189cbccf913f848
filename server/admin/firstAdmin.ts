// The first administrator of a database without demo data (production PostgreSQL: demo sign-ins are seeded only on
// the embedded database unless asked for). `npm run admin:create` runs it; it makes the organisation when its code
// is new, an 'Admin' role holding every ability ('*') when there is none, and the user, in one transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organisations, roleAbilities, roles, userRoles, users } from '../db/tables.js';
import { hashPassword } from '../auth/passwords.js';
import { PASSWORD_SHORT } from './fieldErrors.js';
import { USERNAME_RULE } from './userRules.js';

export interface FirstAdmin { orgName: string; orgCode: string; username: string; password: string; firstName: string; lastName?: string }

export const ADMIN_ROLE = 'Admin';

/** Why the input cannot make an administrator, or null. */
export function firstAdminProblem(a: FirstAdmin): string | null {
  if (!a.orgName.trim() || !a.orgCode.trim()) return 'The organisation needs a name and a code';
  if (!USERNAME_RULE.test(a.username)) return 'Username must be 3 to 64 characters: letters, digits and . _ @ -';
  if (a.password.length < 8) return PASSWORD_SHORT;
  if (!a.firstName.trim()) return 'First name is required';
  return null;
}

export async function createFirstAdmin(db: Db, a: FirstAdmin): Promise<{ userId: number; orgId: number }> {
  const problem = firstAdminProblem(a);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(a.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${a.username})`).limit(1);
    if (taken) throw new Error('Username is already taken');
    const [found] = await tx.select().from(organisations).where(eq(organisations.code, a.orgCode.trim())).limit(1);
    const org = found ?? (await tx.insert(organisations).values({ name: a.orgName.trim(), code: a.orgCode.trim() }).returning())[0];
    let [role] = await tx.select().from(roles).where(eq(roles.name, ADMIN_ROLE)).limit(1);
    if (!role) {
      [role] = await tx.insert(roles).values({ name: ADMIN_ROLE }).returning();
      await tx.insert(roleAbilities).values({ roleId: role.id, ability: '*', position: 0 });
    }
    const [first] = await tx.select({ ability: roleAbilities.ability }).from(roleAbilities).where(eq(roleAbilities.roleId, role.id)).orderBy(roleAbilities.position).limit(1);
    if (first?.ability !== '*') throw new Error(`The role '${ADMIN_ROLE}' exists without every ability ('*'); give it '*' or rename it first`);
    const [user] = await tx.insert(users).values({
      orgId: org.id, username: a.username, passwordHash, firstName: a.firstName.trim(), lastName: a.lastName?.trim() ?? '', userType: 'staff', scope: 'organisation',
    }).returning();
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id, position: 0 });
    return { userId: user.id, orgId: org.id };
  });
}

/** Whether the database has any user at all (a new production database has none until the first admin). */
export async function hasUsers(db: Db): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}
