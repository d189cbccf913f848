// Seeds the demo organisation, centres, roles and users on an empty database. Idempotent: a second run
// finds the organisation and does nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { centres, notifications, organisations, roleAbilities, roles, userCentres, userRoles, users, type CentreKind, type ScopeKind } from '../db/tables.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD, demoCentres, demoOrganisation, demoRoles, demoUsers } from './demoUsers.js';

export async function seedPlatform(db: Db): Promise<boolean> {
  const existing = await db.select().from(organisations).where(eq(organisations.code, demoOrganisation.code)).limit(1);
  if (existing.length > 0) return false;
  // Each user their own salt: one shared hash would tell anyone who reads the table that the passwords are equal.
  const hashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(organisations).values(demoOrganisation).returning();
    const centreRows = await tx.insert(centres)
      .values(demoCentres.map((c) => ({ ...c, kind: c.kind as CentreKind, orgId: org.id }))).returning();
    const centreId = new Map(centreRows.map((c) => [c.code, c.id]));
    const roleRows = await tx.insert(roles).values(demoRoles.map((r) => ({ name: r.name }))).returning();
    const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
    await tx.insert(roleAbilities).values(demoRoles.flatMap((r) =>
      r.abilities.map((ability, position) => ({ roleId: roleId.get(r.name)!, ability, position }))));
    for (const [i, u] of demoUsers.entries()) {
      const [row] = await tx.insert(users).values({
        orgId: org.id, username: u.username, passwordHash: hashes[i], firstName: u.firstName, lastName: u.lastName,
        userType: u.userType, scope: u.scope as ScopeKind, trainingUser: u.trainingUser,
      }).returning();
      await tx.insert(userRoles).values({ userId: row.id, roleId: roleId.get(u.role)!, position: 0 });
      if (u.centres.length) await tx.insert(userCentres).values(u.centres.map((c) => ({ userId: row.id, centreId: centreId.get(c)! })));
      await tx.insert(notifications).values(demoNotifications(row.id));
    }
  });
  return true;
}

function demoNotifications(userId: number) {
  const day = 24 * 3600_000;
  return [
    { userId, title: 'Weekly time table published', body: 'The time table for next week is ready for review.', link: '/time-table', createdAt: new Date(Date.now() - 2 * 3600_000) },
    { userId, title: 'Bulk upload finished', body: 'Your student upload completed successfully.', link: '/glorifireEntities/history', createdAt: new Date(Date.now() - day) },
    { userId, title: 'PTM schedule pending', body: 'Two batches still need a parent-teacher meeting slot.', link: '/ptm-schedule/view', createdAt: new Date(Date.now() - 3 * day), isRead: true },
  ];
}
