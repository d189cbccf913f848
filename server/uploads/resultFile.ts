// The result file of a job: the uploaded rows as the clerk wrote them, then a Status and an Error column.
import { resultHeaderRow } from '../../schemas/index.js';
import { writeSheetXlsx } from './xlsxWriter.js';

export interface ResultRequest {
  headers: string[];
  cells: string[][];
  /** Per row of `cells`: the status word and the error text ('' when none). */
  outcomes: [status: string, error: string][];
}

export function writeResultFile(req: ResultRequest): Buffer {
  const rows = req.cells.map((cells, i) => {
    const [status, error] = req.outcomes[i] ?? ['', ''];
    // Pad so Status and Error always land under their headers, even after a row with trailing blanks.
    const padded = cells.length < req.headers.length ? [...cells, ...new Array(req.headers.length - cells.length).fill('')] : cells;
    return [...padded, status, error];
  });
  return writeSheetXlsx('Upload Result', resultHeaderRow(req.headers), rows);
}
