// PTM answers: the view's page of schedules, its filter options and the academic years (entities-spec §2, §9).
import { z } from 'zod';
import { listPage } from './envelope';

export const ptmAttendee = z.object({ kind: z.string(), salutation: z.string().nullable(), name: z.string() });

export const ptmScheduleRow = z.object({
  id: z.number().int(), centre: z.string(), enrolmentNo: z.string(), studentName: z.string(), class: z.string(), batch: z.string(),
  startTime: z.string(), endTime: z.string(), subjects: z.array(z.string()), attendees: z.array(ptmAttendee),
});
export type PtmScheduleRow = z.infer<typeof ptmScheduleRow>;

export const ptmScheduleList = listPage(ptmScheduleRow);

export const ptmFilterOptions = z.object({
  centres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  batches: z.array(z.object({ id: z.number().int(), centreId: z.number().int(), batchCode: z.string() })),
  academicYears: z.array(z.number().int()),
});
export type PtmFilterOptions = z.infer<typeof ptmFilterOptions>;
