// Both readers of an uploaded .xlsx side by side: the fast reader (server/uploads/fastSheet.ts) and SheetJS with the
// same options, compared on what the upload uses: the sheet chosen, its cells, and the data rows below the limit.
import type * as XLSX from '@e965/xlsx';
import { expect } from 'vitest';
import { fastSheetStats, readFirstSheetFast } from '../../server/uploads/fastSheet.js';
import { usedFormat } from '../../server/uploads/fastSheetPackage.js';
import { readWithSheetJs } from '../../server/uploads/readWorkbook.js';
import { READ_ROWS, readSheetRows, type FirstSheet } from '../../server/uploads/readSheet.js';
import { unpackZip } from '../../server/uploads/zipVerify.js';

type Loose = { t?: string; v?: unknown; f?: unknown; z?: unknown };

/** What readSheetRows uses of a worksheet: each cell's type, value, formula flag and zero-padding or date format. */
function essentials(ws: XLSX.WorkSheet | undefined) {
  const w = (ws ?? {}) as { '!data'?: (Loose[] | undefined)[]; '!merges'?: unknown; '!ref'?: string; '!fullref'?: string };
  return {
    cells: (w['!data'] ?? []).map((row) => row?.map((c) => c && {
      t: c.t, v: c.v, f: c.f !== undefined, z: typeof c.z === 'string' && usedFormat(c.z) ? c.z : undefined,
    })),
    merges: w['!merges'] ?? [], ref: w['!ref'], fullref: w['!fullref'],
  };
}

/** The file read by the fast reader and by SheetJS (with the scan of the rows below the limit), at `sheetRows`. */
export function both(data: Buffer, sheetRows = READ_ROWS) {
  const zip = unpackZip(data);
  expect(zip, 'the zip unpacks').not.toBeNull();
  const before = fastSheetStats.fellBack;
  const fast = readFirstSheetFast(zip!.parts, sheetRows);
  let slow: FirstSheet | Error;
  try {
    slow = readWithSheetJs(data, zip!.parts, sheetRows);
  } catch (err) {
    slow = err as Error;
  }
  return { fast, slow, fellBack: fastSheetStats.fellBack > before, reason: fastSheetStats.lastReason };
}

const rowsOrMessage = (ws: XLSX.WorkSheet | undefined) => { try { return readSheetRows(ws); } catch (e) { return (e as Error).message; } };

/**
 * The fast reader reads the file, and reads it exactly as SheetJS does (the same sheet, cells and data rows below
 * the limit), at the full limit and at a tiny one.
 */
export function expectSame(data: Buffer, sheetRowsToTry = [READ_ROWS, 3]) {
  for (const sheetRows of sheetRowsToTry) {
    const { fast, slow, fellBack, reason } = both(data, sheetRows);
    expect(fellBack, `fell back: ${reason}`).toBe(false);
    if (slow instanceof Error) throw slow;
    expect(fast!.name).toBe(slow.name);
    expect(fast!.beyond).toEqual(slow.beyond);
    expect(essentials(fast!.ws)).toEqual(essentials(slow.ws));
    expect(rowsOrMessage(fast!.ws)).toEqual(rowsOrMessage(slow.ws));
  }
}

export function expectFallback(data: Buffer, why: RegExp) {
  const { fast, fellBack, reason } = both(data);
  expect(fast).toBeNull();
  expect(fellBack).toBe(true);
  expect(reason).toMatch(why);
}

