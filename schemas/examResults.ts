// Exam results (entities-spec §2, §5, §8; console-spec §2 exam-result, §6 slots 176-177): exams with their subjects
// and maximum marks, the years of each exam, and the result sheet: long format, one row per student and subject.
// Not a listed entity kind: an upload target beside the entities, like PTM schedules.
import { z } from 'zod';
import { EXAM_RESULT_ACCESS } from './access/abilityTable';
import { cellText } from './core/convert';
import { code, text } from './core/fields';
import { defineUploadTarget } from './core/uploadTarget';
import type { CellResult } from './core/types';

export { EXAM_RESULT_ACCESS };
export const EXAM_RESULT_KIND = 'exam-result';
export const EXAM_RESULT_PREFIX = 'auth/exam-result';
/** Slot 176 (console-spec §6): creating exams and adding years. */
export const EXAM_CONFIG_ABILITY = 'Exam Config';
/** Slot 177: the console's upload tab; the server's upload machinery checks this slot for the target. */
export const EXAM_UPLOAD_ABILITY = 'Exam Result Upload';

/** entities-spec §5, §8: the exam messages, word for word. */
export const EXAM_MESSAGES = {
  fetchExams: 'Failed to fetch exams',
  fetchYears: 'Failed to fetch exam year',
  selectExam: 'Please Select a valid exam',
  sampleDownloaded: 'Successfully downloaded sample sheet',
  sampleFailed: 'Failed to download sample sheet',
  urlFailed: 'Failed to fetch pre-signed url',
  historyFailed: 'Failed to fetch history',
  uploaded: 'Successfully uploaded exam result',
} as const;

/** Why a pre-signed upload URL is refused (ours: the spec shows none). */
export const EXAM_TOKEN_MESSAGES = {
  invalid: 'This upload link is not valid. Choose the exam and year again to get a new one.',
  expired: 'This upload link has expired. Choose the exam and year again to get a new one.',
  otherUser: 'This upload link was issued to another user.',
  used: 'This upload link has already been used to submit a file. Choose the exam and year again to get a new one.',
  missing: 'The upload link is missing: choose an exam and a year first.',
} as const;

/** A pre-signed upload URL is valid this long. */
export const EXAM_UPLOAD_URL_TTL_MS = 15 * 60_000;
export const EXAM_LIMITS = { maxSubjects: 20, maxMarks: 1000, firstYear: 2000, lastYear: 2100, nameLength: 100, subjectLength: 60 } as const;

const MARKS = /^-?\d{1,6}(?:\.\d{1,2})?$/;
export const MARKS_MESSAGE = 'must be a number such as 72 or 72.5';

/** Marks as written in the sheet: a number of up to two decimals, kept as text. The range needs the exam (planner). */
export function readMarks(cell: unknown): CellResult {
  const t = typeof cell === 'number' && Number.isFinite(cell) ? String(Math.round(cell * 100) / 100) : cellText(cell);
  if (t === '') return { ok: true, value: null };
  return MARKS.test(t) ? { ok: true, value: String(Number(t)) } : { ok: false, rule: 'marks-number', message: MARKS_MESSAGE };
}

export const examResults = defineUploadTarget({
  kind: EXAM_RESULT_KIND,
  label: 'Exam Result',
  noun: 'Exam Result',
  access: { list: EXAM_UPLOAD_ABILITY },
  table: { name: 'exam_results' },
  downloadName: 'Exam_Result',
  preview: {
    loaderText: 'Generating Exam Result Preview',
    columns: [
      { key: 'enrolmentNo', label: 'Enrollment No' }, { key: 'studentName', label: 'Student Name' },
      { key: 'subject', label: 'Subject' }, { key: 'marks', label: 'Marks' }, { key: 'maxMarks', label: 'Max Marks' },
    ],
  },
  operations: [{
    key: 'upload',
    label: 'upload',
    tab: 'UPLOAD',
    path: `${EXAM_RESULT_PREFIX}/upload`,
    alwaysMultiCentre: true,
    // Every cell required: a missing mark is a row error of the sheet checks, never a silent 0.
    columns: [
      { key: 'enrolmentNo', field: code({ label: 'Enrollment No' }), required: true, example: 'DEL000001' },
      { key: 'subject', field: text({ label: 'Subject', maxLength: EXAM_LIMITS.subjectLength }), required: true, example: 'Physics' },
      { key: 'marks', field: { kind: 'text', label: 'Marks', parse: readMarks }, required: true, example: '72' },
    ],
    // (enrolment, subject) twice in one file is checked by the planner, whose message names the student and both rows.
  }],
});

// Exam configuration input (slot 176), shared by the console's form and the server's check.
const trimmed = (max: number, what: string) => z.string().trim().min(1, `${what} must not be empty`).max(max, `${what} must be at most ${max} characters`);

export const examSubjectInput = z.object({
  name: trimmed(EXAM_LIMITS.subjectLength, 'Subject'),
  // The error option words what zod would otherwise say as 'Invalid input: expected number, received NaN'.
  maxMarks: z.coerce.number({ error: `Max marks must be a number from 1 to ${EXAM_LIMITS.maxMarks}` }).int('Max marks must be a whole number').min(1, 'Max marks must be at least 1')
    .max(EXAM_LIMITS.maxMarks, `Max marks must be at most ${EXAM_LIMITS.maxMarks}`),
});

export const examInput = z.object({
  name: trimmed(EXAM_LIMITS.nameLength, 'Exam name'),
  subjects: z.array(examSubjectInput).min(1, 'Add at least one subject').max(EXAM_LIMITS.maxSubjects, `At most ${EXAM_LIMITS.maxSubjects} subjects`)
    .superRefine((subjects, ctx) => {
      const seen = new Set<string>();
      subjects.forEach((s, i) => {
        const key = s.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `${s.name} is listed twice` });
        seen.add(key);
      });
    }),
});
export type ExamInput = z.infer<typeof examInput>;

export const examYearInput = z.object({
  year: z.coerce.number({ error: `Year must be a number from ${EXAM_LIMITS.firstYear} to ${EXAM_LIMITS.lastYear}` }).int('Year must be a whole number').min(EXAM_LIMITS.firstYear, `Year must be ${EXAM_LIMITS.firstYear} or later`)
    .max(EXAM_LIMITS.lastYear, `Year must be ${EXAM_LIMITS.lastYear} or earlier`),
});

/** zod issues as { 'subjects.0.maxMarks': message }: the first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    out[key] ??= issue.message;
  }
  return out;
}
