// The preview answer of a dryRun upload: counts, the schema's preview columns, and every row with its change and
// its problems in plain words (entities-spec §2, issue 5).
import type { ParsedSheet } from './parseUpload.js';
import type { PlanContext, RowPlan } from './plan/types.js';
import type { Preview, PreviewRow } from '../../schemas/index.js';
import { countPlans } from './analyse.js';

export type { Preview, PreviewRow } from '../../schemas/index.js';

const problem = ({ column, rule, message }: RowPlan['errors'][number]) => ({ column, rule, message });

type PreviewColumns = readonly { key: string }[];

/** One row of the answer; `fix`: its error cells' text, when the clerk may fix them in the preview. */
export function previewRowOf(columns: PreviewColumns, p: RowPlan, fix?: Record<string, string>): PreviewRow {
  const values = columns.map((c) => p.preview[c.key] ?? '');
  const row: PreviewRow = { row: p.row, change: p.change, values, errors: p.errors.map(problem) };
  if (p.warnings?.length) row.warnings = p.warnings.map(problem);
  if (p.batches) row.batches = p.batches;
  if (fix) row.fix = fix;
  return row;
}

/** A preview whose error cells may be fixed: its key, and each editable row's cells. */
export interface EditablePreview { key: string; fixOf(row: number, plan: RowPlan): Record<string, string> | undefined }

export function buildPreview(ctx: PlanContext, fileName: string, centreName: string | null, sheet: ParsedSheet, plans: readonly RowPlan[], edit?: EditablePreview): Preview {
  const columns = ctx.entity.uploads.preview.columns.map((c) => ({ key: c.key, label: c.label }));
  return {
    entity: ctx.entity.kind,
    operation: ctx.op.key,
    multiCentre: ctx.multiCentre,
    centre: ctx.centreId === null ? null : { id: ctx.centreId, name: centreName ?? '' },
    fileName,
    loaderText: ctx.entity.uploads.preview.loaderText,
    columns,
    counts: countPlans(plans),
    warnings: sheet.warnings,
    rows: plans.map((p) => previewRowOf(columns, p, edit?.fixOf(p.row, p))),
    ...(edit ? { editKey: edit.key } : {}),
  };
}
