// The filtered list (all pages) as .xlsx: the list's columns, masked as on screen, every dangerous cell escaped.
// Streamed: the workbook is written batch by batch into the answer by the server's one writer (which escapes every
// text cell), its rows read in batches, so a 20,000-row export starts at once and never holds the whole list or
// workbook in memory.
import { PassThrough, type Readable } from 'node:stream';
import type { EntitySchema, FieldDef, ListQuery } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { unprocessable } from '../http/envelope.js';
import { countEntities, orderedIds, rowsByIds, type Row } from './listRepo.js';
import { streamSheetXlsx, type XlsxCell } from '../uploads/xlsxWriter.js';

/** An export larger than this is refused: a spreadsheet is not a backup. */
export const EXPORT_ROW_LIMIT = 200_000;
/** Rows read from the database at a time: small enough to answer fast at a job's turn on PGlite (db/turns.ts). */
const BATCH = 1000;

const cellText = (v: unknown): string | number | null => {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.join(', ');
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return typeof v === 'number' ? v : String(v);
};

export interface ExportPlan { ids: number[]; columns: FieldDef[] }

/** Which rows an export holds, in order; refuses (422, before anything is sent) a list past EXPORT_ROW_LIMIT. */
export async function planExport(db: Db, entity: EntitySchema, p: Principal, q: ListQuery): Promise<ExportPlan> {
  const ids = await orderedIds(db, entity, p, q, EXPORT_ROW_LIMIT + 1);
  if (ids.length > EXPORT_ROW_LIMIT) {
    const total = await countEntities(db, entity, p, q);
    throw unprocessable(`The list has ${total.toLocaleString('en-IN')} rows; an export holds at most ${EXPORT_ROW_LIMIT.toLocaleString('en-IN')}. Narrow it with filters first.`);
  }
  const columns = entity.list.columns.map((key) => entity.fields.find((f) => f.key === key)!);
  return { ids, columns };
}

/**
 * The workbook as a stream, written while it is read. A failure after the first bytes cannot change the status
 * any more: the stream is destroyed, so the download breaks off instead of ending as a short, valid-looking file.
 */
export function streamExport(db: Db, entity: EntitySchema, plan: ExportPlan): Readable {
  const out = new PassThrough();
  writeBook(db, entity, plan, out).catch((err: Error) => out.destroy(err));
  return out;
}

async function writeBook(db: Db, entity: EntitySchema, plan: ExportPlan, out: PassThrough): Promise<void> {
  await streamSheetXlsx(out, entity.label, plan.columns.map((f) => f.label), batches(db, entity, plan, out));
}

async function* batches(db: Db, entity: EntitySchema, { ids, columns }: ExportPlan, out: PassThrough): AsyncGenerator<XlsxCell[][]> {
  for (let i = 0; i < ids.length && !out.destroyed; i += BATCH) {
    const rows: Row[] = await rowsByIds(db, entity, ids.slice(i, i + BATCH));
    yield rows.map((row) => columns.map((f) => cellText(row[f.key])));
    // Let the written part leave before the next batch is read. On PGlite a batch's read never yields to the event
    // loop: a short pause lets the socket send what is written, and other requests run; without it the first bytes
    // left after seconds. (The writer itself waits whenever the answer is full.)
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
