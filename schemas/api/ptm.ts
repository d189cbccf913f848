// PTM answers: the view's page of schedules, its filter options and the academic years (entities-spec §2, §9); the
// feedback questions stored with a schedule (entities-spec §3).
import { z } from 'zod';
import { PTM_LIST, PTM_QUESTION_TYPES } from '../ptm';
import { listPage } from './envelope';

/** `attended`: whether they came, once the meeting's attendance is marked (null before). */
export const ptmAttendee = z.object({ kind: z.string(), salutation: z.string().nullable(), name: z.string(), attended: z.boolean().nullable().optional() });

export const ptmScheduleRow = z.object({
  id: z.number().int(), centre: z.string(), enrolmentNo: z.string(), studentName: z.string(), class: z.string(), batch: z.string(),
  startTime: z.string(), endTime: z.string(), subjects: z.array(z.string()), attendees: z.array(ptmAttendee),
});
export type PtmScheduleRow = z.infer<typeof ptmScheduleRow>;

export const ptmScheduleList = listPage(ptmScheduleRow);

const idList = z.string().max(1000).regex(/^\d{1,9}(,\d{1,9})*$/, 'must be a comma list of ids').optional()
  .transform((s) => (s ? s.split(',').map(Number) : []));
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00.000Z`)) && new Date(`${d}T00:00:00.000Z`).toISOString().startsWith(d), 'is not a real date')
  .optional();

/** GET auth/ptm/schedules: centre and batch id lists, a yyyy-MM-dd range, the page; its order is fixed (soonest first). */
export const ptmScheduleQuery = z.strictObject({
  centre: idList, batch: idList, startDate: day, endDate: day,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PTM_LIST.pageSize),
});

/** GET auth/ptm/students/download: the academic year's students, narrowed by centre and batch. */
export const ptmStudentFileQuery = z.strictObject({
  academicYear: z.coerce.number().int().min(PTM_LIST.earliestAcademicYear).max(9999), centre: idList, batch: idList,
});

export const ptmFilterOptions = z.object({
  centres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  batches: z.array(z.object({ id: z.number().int(), centreId: z.number().int(), batchCode: z.string() })),
  academicYears: z.array(z.number().int()),
});
export type PtmFilterOptions = z.infer<typeof ptmFilterOptions>;

/** PUT auth/ptm/schedules/{id}/feedback-questions: the ordered list that replaces the schedule's questions. */
export { ptmFeedbackInput as ptmFeedbackBody } from '../ptmFeedback';

/** A stored feedback question: `position` from 1; options only for SMCQ and MMCQ, a scale (1 to `scale`) only for Rating. */
export const ptmFeedbackQuestion = z.object({
  position: z.number().int(), type: z.enum(PTM_QUESTION_TYPES), question: z.string(), options: z.array(z.string()), scale: z.number().int().nullable(),
});
export type PtmFeedbackQuestion = z.infer<typeof ptmFeedbackQuestion>;

/** GET and PUT auth/ptm/schedules/{id}/feedback-questions answer the schedule's questions in order. */
export const ptmFeedbackQuestions = z.object({ scheduleId: z.number().int(), questions: z.array(ptmFeedbackQuestion) });
export type PtmFeedbackQuestions = z.infer<typeof ptmFeedbackQuestions>;
