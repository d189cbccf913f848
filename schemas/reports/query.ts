// Every operations report's query and answer, checked with zod by the server and by the report page before it asks
// (console-spec §8: a 400 signs the user out). Apart from define.ts so the declarations stay free of zod.
import { z } from 'zod';
import { isIsoDate } from '../core/query';

const idList = z.string().max(1000).regex(/^\d{1,9}(,\d{1,9})*$/, 'must be a comma list of ids').optional()
  .transform((s) => (s ? s.split(',').map(Number) : []));
const day = z.string().refine(isIsoDate, 'must be a date written yyyy-MM-dd').optional();

/** Every report's query: centre and batch id lists and a date range (absent: the last four weeks to today). */
export const reportQuery = z.strictObject({ centre: idList, batch: idList, from: day, to: day })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must be on or after from' });
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportAnswer = z.object({
  from: z.string(), to: z.string(), rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

/** The default range: the four weeks up to `today` (yyyy-MM-dd). */
export function defaultRange(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

