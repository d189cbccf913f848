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
  let field = '';
  let quoted = false;
  let i = 0;
  let rowNumber = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    rowNumber++;
    if (rowNumber <= maxRows) rows.push(row);
    else if (row.some((v) => v.trim() !== '')) beyond = countBeyond(beyond, rowNumber);
    row = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i += 2; continue; }
      if (ch === '"') { quoted = false; i++; continue; }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') { quoted = true; i++; continue; }
    if (ch === delimiter) { row.push(field); field = ''; i++; continue; }
    if (ch === '\r' || ch === '\n') {
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRow();
      continue;
    }
    field += ch;
    i++;
  }
  if (field !== '' || row.length > 0) endRow();
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
