// The previews whose error cells are being fixed, in the database (issue 26 item 2): the file and the fixes made so
// far, so a re-check reaching another server process can rebuild the preview, and the submit, on any process,
// applies exactly the fixes the clerk made.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadPreviews } from '../../db/uploadMappingTables.js';
import type { MappingPair } from '../../../schemas/index.js';

export type Edit = [row: number, col: number, text: string];

export interface StoredPreview {
  key: string; orgId: number; userId: number; entityKind: string; operation: string; centreId: number | null; multiCentre: boolean;
  mapping: MappingPair[] | null; params: Record<string, number> | null; fileName: string; fileSha256: string; edits: Edit[];
}

const columns = {
  key: uploadPreviews.key, orgId: uploadPreviews.orgId, userId: uploadPreviews.userId, entityKind: uploadPreviews.entityKind,
  operation: uploadPreviews.operation, centreId: uploadPreviews.centreId, multiCentre: uploadPreviews.multiCentre,
  mapping: uploadPreviews.mapping, params: uploadPreviews.params, fileName: uploadPreviews.fileName,
  fileSha256: uploadPreviews.fileSha256, edits: uploadPreviews.edits,
};

/** Keeps a preview for fixing, and forgets those untouched for longer than `idleMs`. */
export async function savePreview(db: Db, p: Omit<StoredPreview, 'edits'> & { fileData: Buffer }, idleMs: number): Promise<void> {
  await db.delete(uploadPreviews).where(lt(uploadPreviews.touchedAt, sql`now() - ${idleMs} * interval '1 millisecond'`));
  await db.insert(uploadPreviews).values(p);
}

/** This user's preview of this key, if still kept (touching it). */
export async function loadPreview(db: Db, key: string, userId: number): Promise<StoredPreview | undefined> {
  const [row] = await db.update(uploadPreviews).set({ touchedAt: sql`now()` })
    .where(and(eq(uploadPreviews.key, key), eq(uploadPreviews.userId, userId))).returning(columns);
  return row as StoredPreview | undefined;
}

/** The file of a kept preview, as base64 from the database (see the bytea type in entityTables.ts). */
export async function previewFile(db: Db, key: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: sql<string>`encode(${uploadPreviews.fileData}, 'base64')` }).from(uploadPreviews).where(eq(uploadPreviews.key, key));
  return row ? Buffer.from(row.data, 'base64') : undefined;
}

/** The fixes as they stand after a re-check. */
export async function saveEdits(db: Db, key: string, edits: Edit[]): Promise<void> {
  await db.update(uploadPreviews).set({ edits, touchedAt: sql`now()` }).where(eq(uploadPreviews.key, key));
}
