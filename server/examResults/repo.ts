// Exams and exam results in SQL: the exam configuration (exams, subjects with max marks, years), the results a
// sheet names (for the preview's create/change), the bulk upsert of a job, the link of a job to its exam and year,
// the consumed upload tokens and the exam-result history. The only SQL of the exam-result workflow.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { examResultUploads, exams, examSubjects, examUploadTokens, examYears } from '../db/examTables.js';
import type { ExamInput } from '../../schemas/examResults.js';
import { historyColumns, historyVisible, type HistoryRow } from '../jobs/historyRepo.js';
import type { Principal } from '../db/repos/users.js';
import { inChunks, type Progress } from '../uploads/db/writes.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface ExamSubject { id: number; name: string; maxMarks: number }
export interface Exam { id: number; name: string; subjects: ExamSubject[]; years: number[] }

/** The organisation's exams with their subjects (in order) and years (newest first). */
export async function listExams(db: Db, orgId: number, examId?: number): Promise<Exam[]> {
  const where = examId === undefined ? eq(exams.orgId, orgId) : and(eq(exams.orgId, orgId), eq(exams.id, examId));
  const list = await db.select({ id: exams.id, name: exams.name }).from(exams).where(where).orderBy(asc(exams.name));
  if (list.length === 0) return [];
  const ids = list.map((e) => e.id);
  const [subjects, years] = [
    await db.select({ examId: examSubjects.examId, id: examSubjects.id, name: examSubjects.name, maxMarks: examSubjects.maxMarks })
      .from(examSubjects).where(sql`${examSubjects.examId} = any(${intArray(ids)})`).orderBy(asc(examSubjects.position)),
    await db.select().from(examYears).where(sql`${examYears.examId} = any(${intArray(ids)})`).orderBy(sql`${examYears.year} desc`),
  ];
  return list.map((e) => ({
    ...e,
    subjects: subjects.filter((s) => s.examId === e.id).map(({ id, name, maxMarks }) => ({ id, name, maxMarks })),
    years: years.filter((y) => y.examId === e.id).map((y) => y.year),
  }));
}

export async function examOf(db: Db, orgId: number, examId: number): Promise<Exam | undefined> {
  return (await listExams(db, orgId, examId))[0];
}

/** A new exam with its subjects; null when the organisation already has an exam of that name. */
export async function createExam(db: Db, orgId: number, userId: number, input: ExamInput): Promise<Exam | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(exams).values({ orgId, name: input.name, createdBy: userId }).onConflictDoNothing().returning({ id: exams.id });
    if (!row) return null;
    await tx.insert(examSubjects).values(input.subjects.map((s, position) => ({ examId: row.id, position, name: s.name, maxMarks: s.maxMarks })));
    return (await examOf(tx as unknown as Db, orgId, row.id))!;
  });
}

/** False when the exam already has the year. */
export async function addYear(db: Db, examId: number, year: number): Promise<boolean> {
  const rows = await db.insert(examYears).values({ examId, year }).onConflictDoNothing().returning({ year: examYears.year });
  return rows.length > 0;
}

/** Stored marks of these students in one exam and year, by `${studentId}|${subjectId}`. */
export async function storedMarks(db: Db, examId: number, year: number, studentIds: readonly number[]): Promise<Map<string, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = rowsOf<{ studentId: number; subjectId: number; marks: string }>(await db.execute(sql`
    select student_id as "studentId", subject_id as "subjectId", marks::text as marks from exam_results
    where exam_id = ${examId} and year = ${year} and student_id = any(${intArray(studentIds)})`));
  return new Map(rows.map((r) => [`${r.studentId}|${r.subjectId}`, Number(r.marks)]));
}

export interface ResultWrite { studentId: number; subjectId: number; marks: number }

const CHUNK = 5_000;

/** Insert or update by the natural key (exam, year, student, subject): a re-uploaded sheet never duplicates. */
export function upsertResults(tx: Db, scope: { orgId: number; userId: number; examId: number; year: number }, rows: readonly ResultWrite[], progress: Progress): Promise<void> {
  return inChunks(rows, async (chunk) => {
    const data = JSON.stringify(chunk.map((r) => ({ s: r.studentId, j: r.subjectId, m: r.marks })));
    await tx.execute(sql`
      insert into exam_results (org_id, exam_id, year, student_id, subject_id, marks, uploaded_by)
      select ${scope.orgId}, ${scope.examId}, ${scope.year}, u.s, u.j, u.m, ${scope.userId}
      from json_to_recordset(${data}::json) as u(s int, j int, m numeric)
      on conflict (exam_id, year, student_id, subject_id) do update set marks = excluded.marks,
        uploaded_by = excluded.uploaded_by, updated_at = now()`);
  }, progress, CHUNK);
}

export interface UploadLink { examId: number; year: number }

export async function linkUpload(tx: Db, jobId: number, link: UploadLink): Promise<void> {
  await tx.insert(examResultUploads).values({ jobId, ...link }).onConflictDoNothing();
}

export async function uploadOfJob(db: Db, jobId: number): Promise<UploadLink | undefined> {
  const [row] = await db.select({ examId: examResultUploads.examId, year: examResultUploads.year }).from(examResultUploads)
    .where(eq(examResultUploads.jobId, jobId));
  return row;
}

/** The job that consumed a token, if one did. */
export async function tokenUse(db: Db, tokenId: string): Promise<{ jobId: number | null } | undefined> {
  const [row] = await db.select({ jobId: examUploadTokens.jobId }).from(examUploadTokens).where(eq(examUploadTokens.tokenId, tokenId));
  return row;
}

/** Records the token as used by `jobId`; false when it was already used (by any job). */
export async function consumeToken(tx: Db, tokenId: string, userId: number, jobId: number): Promise<boolean> {
  const rows = await tx.insert(examUploadTokens).values({ tokenId, userId, jobId }).onConflictDoNothing().returning({ id: examUploadTokens.tokenId });
  return rows.length > 0;
}

export interface ExamHistoryRow extends HistoryRow { examId: number; examName: string; year: number }

/** The exam-result uploads the user may see (the upload history's own scope), newest first. */
export async function examHistory(db: Db, p: Principal, page: number, limit: number): Promise<{ rows: ExamHistoryRow[]; totalCount: number }> {
  const from = sql`from upload_jobs j join exam_result_uploads x on x.job_id = j.id join exams e on e.id = x.exam_id
    join users u on u.id = j.user_id left join centres c on c.id = j.centre_id where ${historyVisible(p)}`;
  const rows = rowsOf<ExamHistoryRow>(await db.execute(sql`
    select ${historyColumns}, x.exam_id as "examId", e.name as "examName", x.year ${from} order by j.id desc limit ${limit} offset ${(page - 1) * limit}`));
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from}`));
  return { rows, totalCount: Number(total[0]?.n ?? 0) };
}

/** A student of the user's centres whose enrolment number fills the sample sheet's example rows. */
export async function sampleEnrolment(db: Db, orgId: number, centreIds: readonly number[]): Promise<string | undefined> {
  if (centreIds.length === 0) return undefined;
  return rowsOf<{ e: string }>(await db.execute(sql`
    select enrolment_no as e from students where org_id = ${orgId} and status = 'active'
      and centre_id = any(${intArray(centreIds)}) order by enrolment_no limit 1`))[0]?.e;
}
