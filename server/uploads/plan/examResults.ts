// Exam results against the database: the exam and year of the upload (its pre-signed URL, or the job's link), each
// row's student in the user's organisation and centres, its subject one of the exam's, its marks within 0 and that
// subject's maximum, and one row per student and subject in the file. A row naming a stored result (same exam,
// year, student and subject) updates it: a re-uploaded sheet never duplicates.
import type { Db } from '../../db/client.js';
import type { ParsedRow } from '../../../schemas/index.js';
import { EXAM_MESSAGES } from '../../../schemas/examResults.js';
import { ApiError } from '../../http/envelope.js';
import { examOf, storedMarks, upsertResults, type Exam, type ExamSubject, type ResultWrite } from '../../examResults/repo.js';
import { studentsByEnrolment, type StudentFact } from '../db/lookups.js';
import { fold } from './facts.js';
import { distinctTexts, errorsByRow, RowIssues, text, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';

/** The exam and year the context names, checked against the organisation's exams. */
export async function examOfContext(db: Db, ctx: PlanContext): Promise<{ exam: Exam; year: number }> {
  const examId = ctx.params?.examId;
  const year = ctx.params?.year;
  const exam = examId === undefined ? undefined : await examOf(db, ctx.orgId, examId);
  if (!exam || year === undefined || !exam.years.includes(year)) throw new ApiError(422, EXAM_MESSAGES.selectExam);
  return { exam, year };
}

function studentOf(students: Map<string, StudentFact>, ctx: PlanContext, code: string, is: RowIssues): StudentFact | undefined {
  const s = students.get(code);
  if (!s) is.add('enrolmentNo', 'unknown-student', `there is no student with enrolment number ${code}`);
  else if (!ctx.scope.has(s.centreId)) is.add('enrolmentNo', 'out-of-scope', `student ${code} is not at one of your centres`);
  else return s;
  return undefined;
}

function marksOf(value: string | null, subject: ExamSubject | undefined, is: RowIssues): number | null {
  if (value === null || !subject) return null;
  const marks = Number(value);
  if (marks >= 0 && marks <= subject.maxMarks) return marks;
  is.add('marks', 'marks-range', `must be between 0 and ${subject.maxMarks} (the maximum marks of ${subject.name})`);
  return null;
}

/** One student with one subject twice in the file: an error on every such row, naming all of them. */
function duplicates(keys: (string | null)[], rows: readonly ParsedRow[], issues: RowIssues[], label: (i: number) => string): void {
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => { if (k !== null) groups.set(k, [...(groups.get(k) ?? []), i]); });
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const where = group.map((i) => rows[i].row);
    const listed = where.length === 2 ? `rows ${where[0]} and ${where[1]}` : `rows ${where.slice(0, 5).join(', ')}${where.length > 5 ? ` and ${where.length - 5} more` : ''}`;
    for (const i of group) issues[i].add('subject', 'duplicate', `${label(i)} more than once in the file (${listed})`);
  }
}

export const examResultUpload: OperationPlanner<ResultWrite> = {
  async plan(db, ctx, rows, sheetErrors) {
    const { exam, year } = await examOfContext(db, ctx);
    const students = await studentsByEnrolment(db, ctx.orgId, distinctTexts(rows, 'enrolmentNo'));
    const subjects = new Map(exam.subjects.map((s) => [fold(s.name), s]));
    const byRow = errorsByRow(sheetErrors);
    const issues = rows.map((r) => new RowIssues(ctx.op, r.row, byRow.get(r.row)));
    const drafts = rows.map((r, i) => {
      const is = issues[i];
      const code = text(r.values.enrolmentNo);
      const s = code === null ? undefined : studentOf(students, ctx, code, is);
      const subjectName = text(r.values.subject);
      const subject = subjectName === null ? undefined : subjects.get(fold(subjectName));
      if (subjectName !== null && !subject) {
        is.add('subject', 'unknown-subject', `"${subjectName}" is not a subject of ${exam.name}: use one of ${exam.subjects.map((x) => x.name).join(', ')}`);
      }
      const marks = marksOf(text(r.values.marks), subject, is);
      const preview = {
        enrolmentNo: code ?? '', studentName: s?.name ?? '', subject: subject?.name ?? subjectName ?? '',
        marks: text(r.values.marks) ?? '', maxMarks: subject ? String(subject.maxMarks) : '',
      };
      return { preview, key: code !== null && subjectName !== null ? `${code.toLowerCase()}|${fold(subjectName)}` : null,
        write: s && subject && marks !== null ? { studentId: s.id, subjectId: subject.id, marks } : null };
    });
    duplicates(drafts.map((d) => d.key), rows, issues, (i) => `student ${drafts[i].preview.enrolmentNo} has ${drafts[i].preview.subject}`);
    const stored = await storedMarks(db, exam.id, year, [...new Set(drafts.flatMap((d) => (d.write ? [d.write.studentId] : [])))]);
    return rows.map((r, i): RowPlan<ResultWrite> => {
      const { preview, write } = drafts[i];
      if (!issues[i].ok || !write) return { row: r.row, errors: issues[i].errors, change: null, preview, write: null };
      const before = stored.get(`${write.studentId}|${write.subjectId}`);
      const change = before === undefined ? 'create' : before === write.marks ? 'unchanged' : 'change';
      return { row: r.row, errors: [], change, preview, write: change === 'unchanged' ? null : write };
    });
  },
  async apply(tx, ctx, writes, progress) {
    const { exam, year } = await examOfContext(tx, ctx);
    await upsertResults(tx, { orgId: ctx.orgId, userId: ctx.userId, examId: exam.id, year }, writes, progress);
  },
};
