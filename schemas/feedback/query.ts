// Faculty Performance's query (GET auth/teacher-feedback/performance): centre, faculty and question id lists, paging.
import { z } from 'zod';

const idList = z.string().max(1000).regex(/^\d{1,9}(,\d{1,9})*$/, 'must be a comma list of ids').optional()
  .transform((s) => (s ? s.split(',').map(Number) : []));

export const performanceQuery = z.strictObject({
  centre: idList, faculty: idList, question: idList,
  page: z.coerce.number().int().min(1).max(100_000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PerformanceQuery = z.infer<typeof performanceQuery>;
