// Operations reports (console-spec §2: report/{name}/generate): the shape of a declaration (operations.ts declares
// each: its parameters, columns and chart). The server answers each with one query of its repository (server/reports/queries.ts), on screen and as
// .xlsx, scoped to the user's centres like every list; the menu grants each by its title (the ability-by-title rule).
import { z } from 'zod';
import { OPERATIONS_REPORTS } from '../access/abilityTable';
import { isIsoDate } from '../core/query';

export type ReportColumnKind = 'text' | 'number' | 'percent' | 'hours';
export interface ReportColumn { key: string; label: string; kind: ReportColumnKind }
/** A bar chart of some number columns by one text column (people would rather look than read). */
export interface ReportChart { category: string; series: readonly string[]; title: string }
export type ReportParam = 'centre' | 'batch' | 'dateRange';

export interface ReportSchema {
  key: string;
  title: string;
  /** The ability that grants it: its title (console-spec §4). */
  ability: string;
  description: string;
  params: readonly ReportParam[];
  columns: readonly ReportColumn[];
  chart?: ReportChart;
  /** GET: the rows; GET `${api}/download`: the same as .xlsx. */
  api: string;
  /** The .xlsx file's name. */
  downloadName: string;
}

type ReportInput = Omit<ReportSchema, 'title' | 'ability' | 'api' | 'downloadName'>;

export function defineReport(input: ReportInput): ReportSchema {
  const known = OPERATIONS_REPORTS.find((r) => r.key === input.key);
  if (!known) throw new Error(`Report "${input.key}" is not an operations report of the ability table`);
  const keys = new Set(input.columns.map((c) => c.key));
  for (const k of [input.chart?.category, ...(input.chart?.series ?? [])]) if (k && !keys.has(k)) throw new Error(`Report "${input.key}": chart column "${k}" is not a column`);
  return Object.freeze({ ...input, title: known.title, ability: known.title, api: `report/${input.key}/generate`, downloadName: known.title.replace(/\s+/g, '_') });
}

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

