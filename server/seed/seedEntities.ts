// Demo entities: course-program mappings, batches, subjects, staff roles, faculty, non-faculty and students.
// Students are generated in SQL (generate_series) so that the same code seeds 20,000 or 1,000,000 rows quickly
// on PGlite and PostgreSQL alike. Idempotent per part: a part that has rows is left alone.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { centres, organisations } from '../db/tables.js';
import { batches, courseProgramMappings, staffRoles, students, subjects, teachers } from '../db/entityTables.js';
import { CLASSES, FACULTY_ROLES, FIRST_NAMES, NON_FACULTY_ROLES, PROGRAMS, SUBJECTS, SURNAMES } from './names.js';
import { seedStudents } from './seedStudents.js';

export const XSS_STUDENT_NAME = '<img src=x onerror=alert(1)>';

export interface EntitySeedOptions { students: number }

export async function seedEntities(db: Db, opts: EntitySeedOptions = { students: 20_000 }): Promise<boolean> {
  const [org] = await db.select().from(organisations).limit(1);
  if (!org) return false;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(courseProgramMappings);
  if (n > 0) return false;
  const centreRows = await db.select().from(centres).where(eq(centres.orgId, org.id));
  await db.transaction(async (tx) => {
    const subjectRows = await tx.insert(subjects).values(SUBJECTS.map((name) => ({ name }))).returning();
    const roleRows = await tx.insert(staffRoles).values([
      ...FACULTY_ROLES.map((name) => ({ name, staffKind: 'teacher' })),
      ...NON_FACULTY_ROLES.map((name) => ({ name, staffKind: 'non-faculty' })),
    ]).returning();
    const mappings = await tx.insert(courseProgramMappings).values(CLASSES.flatMap((cls, ci) =>
      PROGRAMS.filter((_, pi) => (ci + pi) % 2 === 0).map(([programName, stem]) => ({
        orgId: org.id, class: cls, programName, sku: `${stem}-${cls.replace(/\D/g, '')}`,
        description: `${programName} for class ${cls}`, status: stem === 'JEEC' && cls === '12th' ? 'completed' : 'active',
      })))).returning();
    const batchRows = await tx.insert(batches).values(centreRows.flatMap((c) => mappings.map((m, i) => ({
      orgId: org.id, centreId: c.id, batchCode: `${c.code.slice(0, 3)}-${m.sku}-${i % 2 === 0 ? 'A' : 'B'}`,
      class: m.class, courseProgramId: m.id, startDate: '2026-04-01', endDate: '2027-03-31',
      status: m.status === 'completed' ? 'completed' : i % 17 === 5 ? 'deactivated' : 'active',
    })))).returning();
    await tx.insert(teachers).values(centreRows.flatMap((c, ci) => Array.from({ length: 30 }, (_, i) => {
      const g = ci * 100 + i;
      const centreBatches = batchRows.filter((b) => b.centreId === c.id);
      const isFaculty = i < 22;
      const first = FIRST_NAMES[(g * 7) % FIRST_NAMES.length], last = SURNAMES[(g * 11) % SURNAMES.length];
      const roles = roleRows.filter((r) => r.staffKind === (isFaculty ? 'teacher' : 'non-faculty'));
      return {
        orgId: org.id, staffKind: isFaculty ? 'teacher' : 'non-faculty',
        employeeCode: `EMP${c.code.slice(0, 3)}${String(1001 + i)}`, name: `${first} ${last}`,
        roleId: roles[g % roles.length].id, centreId: c.id,
        subjectIds: isFaculty ? [subjectRows[g % 4].id, subjectRows[(g + 3) % subjectRows.length].id] : [],
        batchIds: isFaculty ? centreBatches.filter((_, bi) => (bi + i) % 5 === 0).map((b) => b.id) : [],
        status: i % 13 === 7 ? 'deactivated' : 'active',
        emailId: `${first}.${last}${g}@vidya.example.in`.toLowerCase(), mobile: `+9198${String(10000000 + g * 7919).slice(0, 8)}`,
      };
    })));
  });
  await seedStudents(db, org.id, opts.students);
  await db.insert(students).values({
    orgId: org.id, programKind: 'crp', enrolmentNo: '2699999999', name: XSS_STUDENT_NAME,
    centreId: centreRows.find((c) => c.code === 'DEL-SD')!.id, class: '11th', status: 'active',
    emailId: 'test.student@example.com', mobile: '+919999999999',
  });
  return true;
}
