// Demo exams of the demo organisation: JEE Main and JEE Advanced with their subjects, maximum marks and years, so
// `npm start` shows the exam-result pages with something to choose. Idempotent: an organisation with exams is left as it is.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { exams, examSubjects, examYears } from '../db/examTables.js';
import { organisations } from '../db/tables.js';
import { demoOrganisation } from './demoUsers.js';

export const demoExams = [
  { name: 'JEE Main', subjects: [['Physics', 100], ['Chemistry', 100], ['Mathematics', 100]], years: [2024, 2025, 2026] },
  { name: 'JEE Advanced', subjects: [['Physics', 120], ['Chemistry', 120], ['Mathematics', 120]], years: [2024, 2025, 2026] },
] as const;

export async function seedExams(db: Db): Promise<boolean> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, demoOrganisation.code)).limit(1);
  if (!org) return false;
  const existing = await db.select({ id: exams.id }).from(exams).where(eq(exams.orgId, org.id)).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    for (const e of demoExams) {
      const [row] = await tx.insert(exams).values({ orgId: org.id, name: e.name }).returning({ id: exams.id });
      await tx.insert(examSubjects).values(e.subjects.map(([name, maxMarks], position) => ({ examId: row.id, position, name, maxMarks })));
      await tx.insert(examYears).values(e.years.map((year) => ({ examId: row.id, year })));
    }
  });
  return true;
}
