// The filtered list (all pages) as .xlsx: the list's columns, masked as on screen, every dangerous cell escaped.
import ExcelJS from 'exceljs';
import { escapeCell, type EntitySchema, type ListQuery } from '../../schemas/index.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { unprocessable } from '../http/envelope.js';
import { allEntities, countEntities } from './listRepo.js';

/** An export larger than this is refused: a spreadsheet is not a backup. */
export const EXPORT_ROW_LIMIT = 200_000;

const cellText = (v: unknown): string | number | null => {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.join(', ');
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return typeof v === 'number' ? v : String(v);
};

export async function writeExport(db: Db, entity: EntitySchema, p: Principal, q: ListQuery): Promise<Buffer> {
  const total = await countEntities(db, entity, p, q);
  if (total > EXPORT_ROW_LIMIT) {
    throw unprocessable(`The list has ${total.toLocaleString('en-IN')} rows; an export holds at most ${EXPORT_ROW_LIMIT.toLocaleString('en-IN')}. Narrow it with filters first.`);
  }
  const columns = entity.list.columns.map((key) => entity.fields.find((f) => f.key === key)!);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(entity.label.slice(0, 31));
  sheet.columns = columns.map((f) => ({ header: f.label, key: f.key, width: Math.max(14, f.label.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of allEntities(db, entity, p, q)) {
    for (const row of rows) {
      sheet.addRow(columns.map((f) => escapeCell(cellText(row[f.key]))));
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
