// A .csv upload (issue 26 item 3) read into the same dense worksheet the spreadsheet readers give: its encoding found
// (a byte order mark for UTF-8, UTF-16 LE or BE; else UTF-8 when the bytes are valid UTF-8, Windows-1252 when not),
// its delimiter found from the header line (comma, semicolon or tab), every cell kept as the text typed (leading zeros
// and all). Rows below the read limit are counted, never dropped quietly. Runs inside the parse worker thread.
import type { WorkSheet } from '@e965/xlsx';
import type { FirstSheet } from './readSheet.js';
import { countBeyond, type RowsBeyond } from './sheetOverflow.js';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The text of a .csv file and the encoding it was read with. */
export function decodeCsv(data: Uint8Array): { text: string; encoding: CsvEncoding } {
  const b = data;
  if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(b.subarray(3)), encoding: 'utf-8' };
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(b.subarray(2)), encoding: 'utf-16le' };
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(b.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(b), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(b), encoding: 'windows-1252' };
  }
}

/** Windows-1252's 0x80–0x9F (the euro sign, curly quotes, dashes); undefined bytes keep their C1 code point. */
const CP1252_HIGH = '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F'
  + '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Node's TextDecoder reads 'windows-1252' as Latin-1 (without full ICU): the 0x80–0x9F range is mapped here. */
function decodeWindows1252(b: Uint8Array): string {
  const latin1 = Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009F]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80]);
}

const DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof DELIMITERS)[number];

/** The delimiter the header line uses most, outside quotes (a comma when it has none). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let seen = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (seen) break;
    } else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
    if (ch.trim() !== '') seen = true;
  }
  let best: CsvDelimiter = ',';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/**
 * The rows of CSV text (RFC 4180: quoted fields may hold the delimiter, line breaks and doubled quotes; lines end
 * with CRLF, LF or CR). Rows past `maxRows` are not kept; those holding data are counted into `beyond`.
 */
export function parseCsv(text: string, delimiter: string, maxRows: number): { rows: string[][]; beyond: RowsBeyond | null } {
  const rows: string[][] = [];
  let beyond: RowsBeyond | null = null;
  let row: string[] = [];
  let rowNumber = 0;
  const endRow = () => {
    rowNumber++;
    if (rowNumber <= maxRows) rows.push(row);
    else if (row.some((v) => v.trim() !== '')) beyond = countBeyond(beyond, rowNumber);
    row = [];
  };
  // A field at a time, sliced out of the text rather than built a character at a time (100,000 rows of a .csv read
  // as fast as the .xlsx reader reads the same sheet).
  const D = delimiter.charCodeAt(0), Q = 34, CR = 13, LF = 10;
  const n = text.length;
  /** From `i` to the next delimiter or line end: the index it stops at. */
  const toFieldEnd = (i: number) => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === D || c === CR || c === LF) break;
      i++;
    }
    return i;
  };
  let i = 0;
  while (i < n) {
    let field: string;
    if (text.charCodeAt(i) === Q) {
      // Quoted: delimiters and line breaks are text, a doubled quote is one; what follows the closing quote up to
      // the delimiter is kept as typed.
      let start = ++i;
      field = '';
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) { field += text.slice(start); i = n; break; }
        if (text.charCodeAt(q + 1) === Q) { field += text.slice(start, q + 1); i = start = q + 2; continue; }
        field += text.slice(start, q);
        i = q + 1;
        break;
      }
      const end = toFieldEnd(i);
      if (end > i) field += text.slice(i, end);
      i = end;
    } else {
      const end = toFieldEnd(i);
      field = text.slice(i, end);
      i = end;
    }
    row.push(field);
    if (i >= n) break;
    const c = text.charCodeAt(i);
    if (c === D) {
      i++;
      // A delimiter last in the text ends its row with an empty field.
      if (i >= n) row.push('');
      continue;
    }
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    endRow();
  }
  // The text's last row, unless all it holds is one empty field (a lone quote, or "" , at the very end).
  if (row.length > 1 || (row.length === 1 && row[0] !== '')) endRow();
  return { rows, beyond };
}

/** A .csv file as the first (only) sheet of a workbook: cells of text, in the dense layout readSheetRows reads. */
export function readCsvSheet(data: Uint8Array, maxRows: number): FirstSheet {
  const { text } = decodeCsv(data);
  const { rows, beyond } = parseCsv(text, detectDelimiter(text), maxRows);
  const dense = rows.map((r) => r.map((v) => (v === '' ? undefined : { t: 's', v })));
  const ws = { '!data': dense } as unknown as WorkSheet;
  return { name: '', ws, beyond };
}
