// Parse (in a worker thread), then plan every row against the database: the one analysis behind the preview
// and the job alike.
import type { Db } from '../db/client.js';
import { openParseSession, type ParseSession } from './sheetPool.js';
import type { ParsedSheet } from './parseUpload.js';
import type { SheetExtension } from './fileChecks.js';
import { plannerFor } from './plan/index.js';
import type { PlanContext, RowPlan } from './plan/types.js';

export type { UploadCounts } from '../../schemas/index.js';
import type { UploadCounts } from '../../schemas/index.js';

export function countPlans(plans: readonly RowPlan[]): UploadCounts {
  const counts: Required<UploadCounts> = { rows: plans.length, valid: 0, withErrors: 0, created: 0, changed: 0, unchanged: 0, withWarnings: 0 };
  for (const p of plans) {
    if (p.errors.length > 0) counts.withErrors++;
    else counts.valid++;
    if (p.warnings?.length) counts.withWarnings++;
    if (p.change === 'create') counts.created++;
    else if (p.change === 'change') counts.changed++;
    else if (p.change === 'unchanged') counts.unchanged++;
  }
  return counts;
}

const request = (ctx: PlanContext, data: Uint8Array, ext: SheetExtension, keepCells: boolean) =>
  ({ data, ext, entity: ctx.entity.kind, operation: ctx.op.key, multiCentre: ctx.multiCentre, mapping: ctx.mapping, remembered: ctx.remembered, keepCells });

/**
 * A parse whose worker stays to write the result file: a job's, or a preview's kept for its submit. A preview's
 * (`keepCells`) also answers its rows' cells as read, for fixing cells in the preview.
 */
export function parseSessionFor(ctx: PlanContext, data: Uint8Array, ext: SheetExtension, keepCells = false): Promise<ParseSession> {
  return openParseSession(request(ctx, data, ext, keepCells));
}

export function planSheet(db: Db, ctx: PlanContext, sheet: ParsedSheet): Promise<RowPlan[]> {
  return plannerFor(ctx.entity, ctx.op).plan(db, ctx, sheet.rows, sheet.errors, sheet.headers);
}
