// Exam-result answers: exams with subjects and max marks, an exam's years, the pre-signed upload URL and the
// exam-result history (entities-spec §2, §8; console-spec §2 exam-result).
import { z } from 'zod';
import { listPage, timestamp } from './envelope';
import { historyRow } from './uploads';

export const examSubject = z.object({ id: z.number().int(), name: z.string(), maxMarks: z.number().int() });
export const examRow = z.object({ id: z.number().int(), name: z.string(), subjects: z.array(examSubject), years: z.array(z.number().int()) });
export type ExamSubject = z.infer<typeof examSubject>;
export type ExamRow = z.infer<typeof examRow>;

export const examList = z.array(examRow);
export const examYearList = z.array(z.number().int());

/** POST the sheet (multipart `file`) to `url`; add dryRun=true for the preview. Submitting uses it up. */
export const examUploadUrl = z.object({
  url: z.string(), path: z.string(), query: z.object({ entity: z.string(), token: z.string() }), expiresAt: timestamp,
  examId: z.number().int(), year: z.number().int(),
});
export type ExamUploadUrl = z.infer<typeof examUploadUrl>;

export const examHistoryRow = historyRow.extend({ examId: z.number().int(), examName: z.string(), year: z.number().int() });
export type ExamHistoryRow = z.infer<typeof examHistoryRow>;
export const examHistoryList = listPage(examHistoryRow);

/** GET auth/exam-result/history: the page alone; newest first, no filter, no sort. */
export const examHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
