// Rows a reader leaves unread must never vanish quietly. Both readers stop at a row limit (SheetJS's sheetRows,
// the fast reader alike), and a sheet's declared range (<dimension>) may be stale either way, so neither tells
// whether data lies below the limit. These look at the worksheet XML itself, with one rule for both readers: a row
// below the limit holds data when one of its cells has a value, a text or a formula.

/** Rows below the read limit that hold data; `rows` is null when only the sheet's declared range says so. */
export interface RowsBeyond { rows: number | null; lastRow: number }

/** A cell value (<v>x</v>), a text (<t>x</t>, inline or rich) or a formula, in a row's content. */
const VALUE = /<(?:\w+:)?(?:v|t)\b[^<>/]*>[^<]|<(?:\w+:)?f\b/;

export function rowHoldsData(xml: string, from: number, to: number): boolean {
  return VALUE.test(xml.slice(from, to));
}

/** Counts a data row below the limit into `into` (created on the first). */
export function countBeyond(into: RowsBeyond | null, rowNumber: number): RowsBeyond {
  const out = into ?? { rows: 0, lastRow: 0 };
  out.rows = (out.rows ?? 0) + 1;
  out.lastRow = Math.max(out.lastRow, rowNumber);
  return out;
}

const ROW = /<(?:\w+:)?row\b([^<>]*)>/g;
const ROW_END = /<\/(?:\w+:)?row>/g;
const ROW_NUMBER = /(?:^|\s)r\s*=\s*["'](\d+)["']/;

/**
 * The data rows of a worksheet's XML below `limit` (1-based sheet rows), numbered as SheetJS numbers them: a row
 * without its own number follows the one before. For the files SheetJS reads; the fast reader counts as it reads.
 */
export function dataRowsBeyond(xml: string, limit: number): RowsBeyond | null {
  let beyond: RowsBeyond | null = null;
  let rowNumber = 0;
  ROW.lastIndex = 0;
  for (let m = ROW.exec(xml); m; m = ROW.exec(xml)) {
    const r = ROW_NUMBER.exec(m[1]);
    rowNumber = r ? parseInt(r[1], 10) : rowNumber + 1;
    if (rowNumber <= limit || m[1].endsWith('/')) continue;
    ROW_END.lastIndex = ROW.lastIndex;
    const end = ROW_END.exec(xml);
    const to = end ? end.index : xml.length;
    if (rowHoldsData(xml, ROW.lastIndex, to)) beyond = countBeyond(beyond, rowNumber);
    ROW.lastIndex = to;
  }
  return beyond;
}
