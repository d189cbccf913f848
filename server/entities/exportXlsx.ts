// The filtered list (all pages) as .xlsx: the list's columns, masked as on screen, every dangerous cell escaped.
// Streamed: the workbook is written row by row into the answer (ExcelJS's WorkbookWriter), its rows read in
// batches, so a 20,000-row export starts at once and never holds the whole list or workbook in memory.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeCell, type EntitySchema, type FieldDef, type ListQuery } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { unprocessable } from '../http/envelope.js';
import { countEntities, orderedIds, rowsByIds, type Row } from './listRepo.js';

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

async function writeBook(db: Db, entity: EntitySchema, { ids, columns }: ExportPlan, out: PassThrough): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(entity.label.slice(0, 31));
  sheet.columns = columns.map((f) => ({ header: f.label, key: f.key, width: Math.max(14, f.label.length + 4) }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows: Row[] = await rowsByIds(db, entity, ids.slice(i, i + BATCH));
    for (const row of rows) sheet.addRow(columns.map((f) => escapeCell(cellText(row[f.key])))).commit();
    // Let the written part leave before the next batch is read (a slow reader holds at most about a batch). On
    // PGlite a batch's read never yields to the event loop: a short pause lets the deflate (in libuv's threads) and
    // the socket send what is written, and other requests run; without it the first bytes left after seconds.
    if (out.writableNeedDrain) await drained(out);
    else await new Promise((resolve) => setTimeout(resolve, 5));
    if (out.destroyed) return;
  }
  sheet.commit();
  await book.commit();
}

/** Resolves once the stream takes more, or is closed (the client went away). */
function drained(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => { out.off('drain', done); out.off('close', done); resolve(); };
    out.on('drain', done);
    out.on('close', done);
  });
}
