// The ends of fixing cells in a preview (issue 26 item 2): a preview with errors is kept for fixing (its file in the
// database, its parse cached here: previewEdits.ts) and answers its editKey; a re-check finds the preview, rebuilt
// from the stored file and fixes when this process does not hold it as stored; the submit that names the key gets
// the corrected sheet written (correctedSheet.ts), which its job runs on, the uploaded file kept for the history.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { ApiError, forbidden } from '../http/envelope.js';
import { parseSessionFor, planSheet } from './analyse.js';
import { canUpload, planContext, targetOf } from './context.js';
import { loadPreview, previewFile, saveEdits, savePreview, type StoredPreview } from './db/previews.js';
import { SHEET_EXTENSION, sheetExtension, type SheetExtension } from './fileChecks.js';
import type { ParsedSheet } from './parseUpload.js';
import type { PlanContext, RowPlan } from './plan/types.js';
import { cachedSession, editLimits, editList, openEditSession, type EditSession } from './previewEdits.js';
import type { EditablePreview } from './preview.js';
import { fixOf, recheckRow, type Recheck } from './rowRecheck.js';
import { correctSheet } from './sheetPool.js';

export const FIX_MESSAGES = {
  gone: 'The fixes made in this preview are no longer held (it was left unused for 30 minutes). Preview the file again.',
  otherFile: 'This is not the file whose cells were fixed in the preview, or it is uploaded for another entity, operation or centre. Preview the file again.',
} as const;

const digestOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Keeps a preview with errors so its error cells may be fixed; undefined when it cannot be (no editable row, too big). */
export async function editablePreview(db: Db, ctx: PlanContext, file: { fileName: string; data: Buffer; ext: SheetExtension }, sheet: ParsedSheet, plans: RowPlan[]): Promise<EditablePreview | undefined> {
  // A target with an error file of its own (PTM) refuses a file with errors at the submit, before any job.
  if (ctx.entity.resultFile) return undefined;
  const s = openEditSession({ ctx, digest: digestOf(file.data), ext: file.ext, fileName: file.fileName, sheet, plans });
  if (!s) return undefined;
  await savePreview(db, {
    key: s.key, orgId: ctx.orgId, userId: ctx.userId, entityKind: ctx.entity.kind, operation: ctx.op.key, centreId: ctx.centreId,
    multiCentre: ctx.multiCentre, mapping: ctx.mapping ?? null, params: ctx.params ? { ...ctx.params } : null,
    fileName: file.fileName, fileSha256: s.digest, fileData: file.data,
  }, editLimits.idleMs);
  return { key: s.key, fixOf: (row, plan) => fixOf(s, row, plan) };
}

const contextOf = (p: Principal, stored: StoredPreview): PlanContext => ({
  ...planContext(p, targetOf(stored.entityKind, stored.operation), { centre: stored.centreId, multiCentre: stored.multiCentre }),
  ...(stored.mapping ? { mapping: stored.mapping } : {}), ...(stored.params ? { params: stored.params } : {}),
});

/** The preview read again from its stored file, and the stored fixes made again, row by row. */
async function rebuild(db: Db, p: Principal, stored: StoredPreview): Promise<EditSession> {
  const ctx = contextOf(p, stored);
  const data = await previewFile(db, stored.key);
  if (!data) throw new ApiError(409, FIX_MESSAGES.gone);
  const ext = sheetExtension(stored.fileName);
  const parse = await parseSessionFor(ctx, data, ext, true);
  let s: EditSession | undefined;
  try {
    const plans = await planSheet(db, ctx, parse.sheet);
    s = openEditSession({ ctx, digest: stored.fileSha256, ext, fileName: stored.fileName, sheet: parse.sheet, plans, key: stored.key });
  } finally {
    parse.close();
  }
  if (!s) throw new ApiError(409, FIX_MESSAGES.gone);
  const byRow = new Map<number, Record<string, string>>();
  for (const [row, col, text] of stored.edits) byRow.set(row, { ...byRow.get(row), [s.byIndex[col]?.header ?? '']: text });
  for (const [row, cells] of byRow) await recheckRow(db, s, row, cells);
  s.saved = JSON.stringify(stored.edits);
  return s;
}

/** Checks a row again with the clerk's fixed cells, on the preview as stored; the fixes are stored once accepted. */
export async function fixRow(db: Db, p: Principal, key: string, row: number, cells: Readonly<Record<string, string>>): Promise<Recheck> {
  const stored = await loadPreview(db, key, p.userId);
  if (!stored) throw new ApiError(409, FIX_MESSAGES.gone);
  const cached = cachedSession(key, p.userId);
  const s = cached && cached.saved === JSON.stringify(stored.edits) ? cached : await rebuild(db, p, stored);
  // The ability is asked again: it may have been taken away since the preview.
  if (!canUpload(p, s.ctx.entity)) throw forbidden();
  const answer = await recheckRow(db, s, row, cells);
  const edits = editList(s);
  await saveEdits(db, key, edits);
  s.saved = JSON.stringify(edits);
  return answer;
}

/** The same upload: entity, operation, centre mode and centre, and column mapping. */
function sameUpload(stored: StoredPreview, ctx: PlanContext): boolean {
  return stored.entityKind === ctx.entity.kind && stored.operation === ctx.op.key && stored.multiCentre === ctx.multiCentre
    && stored.centreId === ctx.centreId && JSON.stringify(stored.mapping ?? null) === JSON.stringify(ctx.mapping ?? null);
}

export interface SubmittedFile { fileName: string; fileData: Buffer; originalFile?: Buffer; originalFileName?: string }

/** 'students.csv' → 'students_corrected.xlsx'. */
const correctedName = (fileName: string) => `${fileName.replace(SHEET_EXTENSION, '') || 'upload'}_corrected.xlsx`;

/**
 * What a submit naming a preview's editKey stores as its job's file: the corrected sheet (the uploaded one kept as
 * the original), or the uploaded file itself when no cell was fixed. A key no longer kept, or another file, is
 * refused: the clerk's fixes are never silently dropped.
 */
export async function submittedFile(db: Db, key: string, ctx: PlanContext, fileName: string, data: Buffer, ext: SheetExtension): Promise<SubmittedFile> {
  const stored = await loadPreview(db, key, ctx.userId);
  if (!stored) throw new ApiError(409, FIX_MESSAGES.gone);
  if (stored.fileSha256 !== digestOf(data) || sheetExtension(stored.fileName) !== ext || !sameUpload(stored, ctx)) throw new ApiError(409, FIX_MESSAGES.otherFile);
  if (stored.edits.length === 0) return { fileName, fileData: data };
  const fileData = await correctSheet({ data, ext, edits: stored.edits });
  return { fileName: correctedName(fileName).slice(0, 255), fileData, originalFile: data, originalFileName: fileName };
}
