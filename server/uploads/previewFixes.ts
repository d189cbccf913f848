// The two ends of fixing cells in a preview (issue 26 item 2): a preview with errors is kept for fixing
// (previewEdits.ts) and answers its editKey; the submit that names the key gets the corrected sheet written
// (correctedSheet.ts), which its job runs on, the uploaded file kept beside it for the history.
import { createHash } from 'node:crypto';
import { ApiError } from '../http/envelope.js';
import { SHEET_EXTENSION, type SheetExtension } from './fileChecks.js';
import type { ParsedSheet } from './parseUpload.js';
import type { PlanContext, RowPlan } from './plan/types.js';
import { editSession, openEditSession } from './previewEdits.js';
import type { EditablePreview } from './preview.js';
import { fixOf } from './rowRecheck.js';
import { correctSheet } from './sheetPool.js';

export const FIX_MESSAGES = {
  gone: 'The fixes made in this preview are no longer held (it was left unused for 30 minutes, or the server restarted). Preview the file again.',
  otherFile: 'This is not the file whose cells were fixed in the preview, or it is uploaded for another entity, operation or centre. Preview the file again.',
} as const;

const digestOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Keeps a preview with errors so its error cells may be fixed; undefined when it cannot be (no editable row, too big). */
export function editablePreview(ctx: PlanContext, file: { fileName: string; data: Uint8Array; ext: SheetExtension }, sheet: ParsedSheet, plans: RowPlan[]): EditablePreview | undefined {
  // A target with an error file of its own (PTM) refuses a file with errors at the submit, before any job.
  if (ctx.entity.resultFile) return undefined;
  const s = openEditSession({
    ctx, digest: digestOf(file.data), ext: file.ext, fileName: file.fileName, sheet, plans,
  });
  return s && { key: s.key, fixOf: (row, plan) => fixOf(s, row, plan) };
}

/** The same upload: file, entity, operation, centre mode and centre, and column mapping. */
function sameUpload(a: PlanContext, b: PlanContext): boolean {
  return a.entity.kind === b.entity.kind && a.op.key === b.op.key && a.multiCentre === b.multiCentre && a.centreId === b.centreId
    && JSON.stringify(a.mapping ?? null) === JSON.stringify(b.mapping ?? null);
}

export interface SubmittedFile { fileName: string; fileData: Buffer; originalFile?: Buffer; originalFileName?: string }

/** 'students.csv' → 'students_corrected.xlsx'. */
const correctedName = (fileName: string) => `${fileName.replace(SHEET_EXTENSION, '') || 'upload'}_corrected.xlsx`;

/**
 * What a submit naming a preview's editKey stores as its job's file: the corrected sheet (the uploaded one kept as
 * the original), or the uploaded file itself when no cell was fixed. A key this process does not hold, or another
 * file, is refused: the clerk's fixes are never silently dropped.
 */
export async function submittedFile(key: string, ctx: PlanContext, fileName: string, data: Buffer, ext: SheetExtension): Promise<SubmittedFile> {
  const s = editSession(key, ctx.userId);
  if (!s) throw new ApiError(409, FIX_MESSAGES.gone);
  if (s.digest !== digestOf(data) || s.ext !== ext || !sameUpload(s.ctx, ctx)) throw new ApiError(409, FIX_MESSAGES.otherFile);
  if (s.edits.size === 0) return { fileName, fileData: data };
  const edits = [...s.edits].flatMap(([row, cols]) => [...cols].map(([col, text]): [number, number, string] => [row, col, text]));
  const fileData = await correctSheet({ data, ext, edits });
  return { fileName: correctedName(fileName).slice(0, 255), fileData, originalFile: data, originalFileName: fileName };
}
