// Operations reports (console-spec §2: report/{name}/generate): the shape of a declaration (operations.ts declares
// each: its parameters, columns and chart). The server answers each with one query of its repository (server/reports/queries.ts), on screen and as
// .xlsx, scoped to the user's centres like every list; the menu grants each by its title (the ability-by-title rule).
// No zod here: the console's route table reads the declarations, and zod stays out of its main chunk (query.ts).
import { OPERATIONS_REPORTS } from '../access/abilityTable';

/** `date`: an ISO day, shown as the console shows a date (23 Nov 2026) and sorted as its ISO text. */
export type ReportColumnKind = 'text' | 'date' | 'number' | 'percent' | 'hours';
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
  /** A module's own report (a tab of its page, under its ability and path), not an operations report: the module's kind. */
  module?: string;
}

/** A report of a module (the course plan's accuracy): shown on the module's page, granted by the module's ability. */
export interface ReportModule { kind: string; title: string; ability: string; api: string }

type ReportInput = Omit<ReportSchema, 'title' | 'ability' | 'api' | 'downloadName' | 'module'> & { module?: ReportModule };

export function defineReport(input: ReportInput): ReportSchema {
  const { module, ...rest } = input;
  const known = module ?? OPERATIONS_REPORTS.find((r) => r.key === input.key);
  if (!known) throw new Error(`Report "${input.key}" is not an operations report of the ability table`);
  const keys = new Set(input.columns.map((c) => c.key));
  for (const k of [input.chart?.category, ...(input.chart?.series ?? [])]) if (k && !keys.has(k)) throw new Error(`Report "${input.key}": chart column "${k}" is not a column`);
  const downloadName = known.title.replace(/\s+/g, '_');
  if (module) return Object.freeze({ ...rest, title: module.title, ability: module.ability, api: module.api, downloadName, module: module.kind });
  return Object.freeze({ ...rest, title: known.title, ability: known.title, api: `report/${input.key}/generate`, downloadName });
}
