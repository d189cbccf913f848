// The result file of a job: the uploaded rows as the clerk wrote them, then a Status and an Error column; or, for a
// target with a layout of its own (the PTM error file), those columns, then the upload's others.
import { normalizeHeader, resultHeaderRow } from '../../schemas/index.js';
import type { ResultLayout } from '../../schemas/core/uploadTarget.js';
import { writeSheetXlsx } from './xlsxWriter.js';

export type { ResultLayout };

/** A row's status word and error text ('' when none). */
export type Outcome = [status: string, error: string];

/**
 * Per row of a sheet, its outcome as an index (`codes`) into the distinct outcomes (`pairs`): most rows of a job
 * share one ('Created', ''), and 100,000 two-string arrays took 70 to 140 ms to copy to the worker, a typed array
 * well under one (issue 28 item 2).
 */
export interface RowOutcomes { pairs: Outcome[]; codes: Uint32Array }

/** Packs one outcome per row; `n`: the number of rows, `outcomeOf` each one's. */
export function packOutcomes(n: number, outcomeOf: (i: number) => Outcome): RowOutcomes {
  const index = new Map<string, number>();
  const pairs: Outcome[] = [];
  const codes = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const pair = outcomeOf(i);
    const key = `${pair[0]}\u0000${pair[1]}`;
    let code = index.get(key);
    if (code === undefined) {
      code = pairs.push(pair) - 1;
      index.set(key, code);
    }
    codes[i] = code;
  }
  return { pairs, codes };
}

/** No status and no error: a row the outcomes do not reach, or one whose plan has no change. */
export const NO_OUTCOME: Outcome = ['', ''];
const outcomeAt = (o: RowOutcomes, i: number): Outcome => (i < o.codes.length ? o.pairs[o.codes[i]] : NO_OUTCOME);

export interface ResultRequest {
  headers: string[];
  cells: string[][];
  /** Per row of `cells`: its status and error. */
  outcomes: RowOutcomes;
  layout?: ResultLayout;
}

export function writeResultFile(req: ResultRequest): Buffer {
  if (req.layout) return writeLaidOut(req, req.layout);
  const rows = req.cells.map((cells, i) => {
    const [status, error] = outcomeAt(req.outcomes, i);
    // Pad so Status and Error always land under their headers, even after a row with trailing blanks.
    const padded = cells.length < req.headers.length ? [...cells, ...new Array(req.headers.length - cells.length).fill('')] : cells;
    return [...padded, status, error];
  });
  return writeSheetXlsx('Upload Result', resultHeaderRow(req.headers), rows);
}

/**
 * The layout's columns first (the spec's error file), then every other column of the upload as the clerk wrote it
 * (the PTM attendee details): the error file, fixed and uploaded again, then loses nothing the first file said.
 */
function writeLaidOut(req: ResultRequest, layout: ResultLayout): Buffer {
  const index = new Map(req.headers.map((h, i) => [normalizeHeader(h), i] as const));
  const pick = layout.headers.map((h) => (h === layout.serial || h === layout.error ? -1 : index.get(normalizeHeader(h)) ?? -1));
  const laidOut = new Set(layout.headers.map(normalizeHeader));
  const extra = req.headers.map((h, i) => [h, i] as const).filter(([h]) => h.trim() !== '' && !laidOut.has(normalizeHeader(h)));
  const rows = req.cells.map((cells, i) => [
    ...layout.headers.map((h, c) => {
      if (h === layout.serial) return String(i + 1);
      if (h === layout.error) return outcomeAt(req.outcomes, i)[1];
      return pick[c] >= 0 ? cells[pick[c]] ?? '' : '';
    }),
    ...extra.map(([, c]) => cells[c] ?? ''),
  ]);
  return writeSheetXlsx('Errors', [...layout.headers, ...extra.map(([h]) => h)], rows);
}
