// What a job tells the clerk: a status and an error per row of the result file, and one line for the history.
import type { UploadCounts } from '../uploads/analyse.js';
import type { RowPlan } from '../uploads/plan/types.js';
import { NO_OUTCOME, packOutcomes, type Outcome, type RowOutcomes } from '../uploads/resultFile.js';

export const NOT_APPLIED = 'Not applied because other rows have errors';
const NOT_APPLIED_OUTCOME: Outcome = ['Not applied', NOT_APPLIED];
/** A row without errors, as applied: the word for its change. */
const CHANGED: Readonly<Record<NonNullable<RowPlan['change']>, Outcome>> = { create: ['Created', ''], change: ['Updated', ''], unchanged: ['Unchanged', ''] };

/** Row messages begin 'Row N, '; in the result file the row is the row itself, so the prefix goes. */
const clause = (message: string) => message.replace(/^Row \d+, /, '');

export function rowOutcomes(plans: readonly RowPlan[], applied: boolean): RowOutcomes {
  return packOutcomes(plans.length, (i): Outcome => {
    const p = plans[i];
    if (p.errors.length > 0) return ['Error', p.errors.map((e) => clause(e.message)).join('; ')];
    if (!applied) return NOT_APPLIED_OUTCOME;
    return p.change ? CHANGED[p.change] : NO_OUTCOME;
  });
}

export function failureLine(counts: UploadCounts): string {
  const rows = counts.withErrors === 1 ? '1 row has errors' : `${counts.withErrors.toLocaleString('en-US')} rows have errors`;
  return `${rows}, so nothing was applied. Download the result file to see each error, fix the file and upload it again.`;
}

/** A job that applied its valid rows only, as the clerk chose: the rows left out are in the result file. */
export function partialLine(counts: UploadCounts): string {
  const rows = counts.withErrors === 1 ? '1 row with errors was' : `${counts.withErrors.toLocaleString('en-US')} rows with errors were`;
  return `Valid rows applied, as chosen; ${rows} left out. Download the result file to see each error, fix those rows and upload them again.`;
}

export function summaryOf(counts: UploadCounts, plans: readonly RowPlan[]): Record<string, unknown> {
  const firstErrors: string[] = [];
  for (const p of plans) {
    for (const e of p.errors) {
      if (firstErrors.length >= 10) break;
      firstErrors.push(e.message);
    }
    if (firstErrors.length >= 10) break;
  }
  return { counts, firstErrors };
}
