// Attendance calls: the classes' list query, a class's roster and its marks, the summary over a date range.
import { z } from 'zod';
import { isIsoDate } from '../core/query';

const idList = z.string().max(1000).regex(/^\d{1,9}(,\d{1,9})*$/, 'must be a comma list of ids').optional()
  .transform((s) => (s ? s.split(',').map(Number) : []));
const day = z.string().refine(isIsoDate, 'must be a date written yyyy-MM-dd').optional();
const page = { page: z.coerce.number().int().min(1).max(100_000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) };

/** GET auth/attendance/classes: classes that have begun, latest first. */
export const attendanceClassQuery = z.strictObject({
  centre: idList, batch: idList, marked: z.string().max(40).optional(), classDateFrom: day, classDateTo: day, ...page,
});

/** GET auth/attendance/summary: marks per batch or per student over a date range. */
export const attendanceSummaryQuery = z.strictObject({
  by: z.enum(['batch', 'student']).default('batch'), centre: idList, batch: idList, from: day, to: day, ...page,
});

const mark = z.enum(['present', 'absent', 'late']);
/** PUT auth/attendance/classes/:id/marks: every student of the class, in one request. */
export const attendanceMarksBody = z.strictObject({
  marks: z.array(z.strictObject({ studentId: z.number().int().min(1).max(2_147_483_647), mark })).min(1).max(2000),
});

export const attendanceRosterAnswer = z.object({
  class: z.object({ id: z.number().int(), centre: z.string(), batch: z.string(), subject: z.string(), faculty: z.string(),
    classDate: z.string(), startTime: z.string(), endTime: z.string(), status: z.string(), markedAt: z.string().nullable() }),
  students: z.array(z.object({ id: z.number().int(), enrolmentNo: z.string(), name: z.string(), mark: mark.nullable() })),
});
export type AttendanceRoster = z.infer<typeof attendanceRosterAnswer>;

/** PATCH auth/ptm/schedules/:id/attendance: who of the meeting's attendees came. */
export const ptmAttendanceBody = z.strictObject({ attended: z.partialRecord(z.enum(['student', 'father', 'mother', 'guardian']), z.boolean()) });
