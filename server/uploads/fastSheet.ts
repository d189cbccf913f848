// A fast reader for the first visible worksheet of an ordinary .xlsx: the files Excel, LibreOffice, Google Sheets,
// SheetJS and ExcelJS write for a list of records (shared or inline strings, numbers, booleans, errors, blanks, merged
// cells). Data rows below the row limit are counted, not read, so the upload can refuse them. It gives exactly the cells SheetJS would give with READ_OPTIONS (type, value, and the zero-padding number
// format), in a few tenths of a second where SheetJS takes one to three seconds for 100,000 rows, and without
// SheetJS's object per cell. Anything it does not know for sure (formulas, ISO date cells, cells or rows without a
// reference, namespace prefixes, CDATA, parts in unusual places, doubtful UTF-8) makes it answer null, and the
// caller reads the file with SheetJS instead. tests/server/fast-sheet.test.ts compares the two on a corpus.
import * as XLSX from '@e965/xlsx';
import {
  bail, locateParts, NeedsSheetJs, partText, sharedStrings, stringItem, unescapeXml, zeroPadFormats,
} from './fastSheetPackage.js';
import { at, cellAddress, cellAttributes, element, nextElement, scratchTag, startTagEnd, type CellTag } from './fastSheetScan.js';
import type { FirstSheet } from './readSheet.js';
import { countBeyond, rowHoldsData, type RowsBeyond } from './sheetOverflow.js';

export interface FastCell { t: string; v?: unknown; z?: string }
export interface FastWorksheet {
  '!data': (FastCell[] | undefined)[];
  '!merges'?: XLSX.Range[];
  '!ref'?: string;
  '!fullref'?: string;
}

/** Why the last call fell back (tests and the bench report it). */
export const fastSheetStats = { read: 0, fellBack: 0, lastReason: '' };

/** Excel's error texts as SheetJS numbers them (its RBErr table). */
const ERROR_CODES: Record<string, number> = {
  '#NULL!': 0x00, '#DIV/0!': 0x07, '#VALUE!': 0x0f, '#REF!': 0x17, '#NAME?': 0x1d, '#NUM!': 0x24, '#N/A': 0x2a, '#GETTING_DATA': 0x2b, '#WTF?': 0xff,
};

/**
 * The text of a formula-result cell as SheetJS reads it: it unescapes the raw bytes, decodes UTF-8, then unescapes
 * again, so "&amp;amp;" reads "&" and an escaped character above 127 is decoded as a byte. Done the same way here.
 */
function formulaString(raw: string): string {
  if (!/[&_]/.test(raw)) return unescapeXml(raw, true);
  const once = unescapeXml(Buffer.from(raw, 'utf8').toString('latin1'), false);
  return unescapeXml(Buffer.from(once, 'latin1').toString('utf8'), true);
}

// ---- the worksheet ----

interface Guess { s: { r: number; c: number }; e: { r: number; c: number } }

/** Where the rows are read into, and what reading a cell looks up. */
interface RowTarget {
  data: FastWorksheet['!data'];
  /** The range the cells read cover (the sheet's !ref when it gives none). */
  guess: Guess;
  strings: (string | undefined)[];
  zeroPad: (string | undefined)[];
  /** The data rows below the read limit, counted rather than read. */
  beyond: RowsBeyond | null;
}


/** Digits only (a shared-string index or a plain number): nothing to unescape. */
const PLAIN = /^[0-9.eE+-]*$/;

function readCell(a: CellTag, content: string | null, strings: (string | undefined)[], zeroPad: (string | undefined)[]): FastCell {
  const type = a.t;
  let v: string | undefined;
  let raw: string | undefined | null = null;
  if (content !== null) {
    // The usual content, <v>value</v> and nothing else: its value without searching it for a formula or the element.
    raw = content.length > 7 && content.startsWith('<v>') && content.endsWith('</v>') ? content.slice(3, -4) : null;
    if (raw === null || raw.includes('<')) {
      if (content.includes('<f')) bail('formula');
      raw = element(content, 'v');
    }
    if (raw) v = PLAIN.test(raw) ? raw : unescapeXml(raw, false);
  }
  let cell: FastCell;
  // Every cell has the same shape (t, v, z), which keeps the code that reads them fast.
  if (type === undefined && v === undefined) cell = { t: 'z', v: undefined, z: undefined };
  else {
    switch (type ?? 'n') {
      case 'n': cell = v === undefined || v === '' ? { t: 'z', v: undefined, z: undefined } : { t: 'n', v: parseFloat(v), z: undefined }; break;
      case 's': {
        if (v === undefined) { cell = { t: 'z', v: undefined, z: undefined }; break; }
        const index = parseInt(v, 10);
        if (!(index >= 0 && index < strings.length)) bail('shared string out of range');
        cell = { t: 's', v: strings[index], z: undefined };
        break;
      }
      case 'str':
        cell = { t: 's', v: raw ? formulaString(raw) : '', z: undefined };
        break;
      case 'inlineStr': {
        const body = content === null ? null : element(content, 'is');
        cell = { t: 's', v: body ? stringItem(body) : '', z: undefined };
        break;
      }
      case 'b': cell = { t: 'b', v: v === '1' || v === 'true', z: undefined }; break;
      case 'e': cell = { t: 'e', v: v === undefined ? undefined : ERROR_CODES[v], z: undefined }; break;
      default: return bail(`cell type ${type}`);
    }
  }
  const style = a.s;
  if (style !== undefined) {
    const z = zeroPad[parseInt(style, 10)];
    if (z !== undefined) cell.z = z;
  }
  return cell;
}

function readWorksheet(xml: string, strings: (string | undefined)[], zeroPad: (string | undefined)[], sheetRows: number): Omit<FirstSheet, 'name'> {
  const ws: FastWorksheet = { '!data': [] };
  const data = ws['!data'];
  const open = /<sheetData\b[^<>]*>/.exec(xml);
  // A worksheet written with a namespace prefix (<x:sheetData>) is left to SheetJS.
  if (!open && /<\w+:sheetData\b/.test(xml)) bail('prefixed worksheet');
  const selfClosed = open && open[0].endsWith('/>');
  const start = open ? open.index + open[0].length : -1;
  const end = open && !selfClosed ? xml.indexOf('</sheetData>', start) : -1;
  if (open && !selfClosed && end < 0) bail('unclosed sheet data');
  const head = open ? xml.slice(0, open.index) : xml;
  const tail = open ? xml.slice(selfClosed ? start : end) : xml;

  const guess: Guess = { s: { r: 2_000_000, c: 2_000_000 }, e: { r: 0, c: 0 } };
  const target: RowTarget = { data, guess, strings, zeroPad, beyond: null };
  if (open && !selfClosed) readRows(xml, start, end, target, sheetRows);

  const merges: XLSX.Range[] = [];
  for (const m of tail.matchAll(/<(?:\w+:)?mergeCell ref=["'][A-Z0-9:]+['"]\s*[/]?>/g)) {
    merges.push(XLSX.utils.decode_range(m[0].slice(m[0].indexOf('=') + 2)));
  }
  if (merges.length > 0) ws['!merges'] = merges;

  // !ref and !fullref as SheetJS sets them: from <dimension> when it is a proper range, else from the cells read.
  const dimAt = head.search(/<(?:\w*:)?dimension/);
  if (dimAt > 0) {
    const m = /"(\w*:\w*)"/.exec(head.slice(dimAt, dimAt + 50));
    if (m) {
      const d = XLSX.utils.decode_range(m[1]);
      if (d.s.r <= d.e.r && d.s.c <= d.e.c && d.s.r >= 0 && d.s.c >= 0) ws['!ref'] = XLSX.utils.encode_range(d);
    }
  }
  if (!ws['!ref'] && guess.e.c >= guess.s.c && guess.e.r >= guess.s.r) ws['!ref'] = XLSX.utils.encode_range(guess);
  if (ws['!ref']) {
    const ref = XLSX.utils.decode_range(ws['!ref']);
    if (sheetRows <= ref.e.r) {
      ref.e.r = Math.min(sheetRows - 1, guess.e.r);
      if (ref.e.r < ref.s.r) ref.s.r = ref.e.r;
      if (ref.e.c > guess.e.c) ref.e.c = guess.e.c;
      if (ref.e.c < ref.s.c) ref.s.c = ref.e.c;
      ws['!fullref'] = ws['!ref'];
      ws['!ref'] = XLSX.utils.encode_range(ref);
    }
  }
  return { ws: ws as XLSX.WorkSheet, beyond: target.beyond };
}


/** Widens the range of rows read to take in sheet row `rowNumber` (1-based). */
function coverRow(guess: Guess, rowNumber: number): void {
  guess.s.r = Math.min(guess.s.r, rowNumber - 1);
  guess.e.r = Math.max(guess.e.r, rowNumber - 1);
}

function readRows(xml: string, start: number, end: number, into: RowTarget, sheetRows: number): void {
  let pos = start;
  for (;;) {
    const rowAt = nextElement(xml, pos, end, '<row', 'sheet data');
    if (rowAt < 0) break;
    const rowTagEnd = startTagEnd(xml, rowAt, end, 'row');
    const rowRef = cellAttributes(xml, rowAt + 4, rowTagEnd).r ?? bail('row without reference');
    if (!/^[1-9][0-9]*$/.test(rowRef)) bail('unusual row reference');
    const rowNumber = parseInt(rowRef, 10);
    if (xml.charCodeAt(rowTagEnd - 1) === 47 /* / */) {
      // SheetJS reads a row without cells only when it is the last one (it splits the data on "</row>").
      pos = rowTagEnd + 1;
      const next = xml.indexOf('<row', pos);
      if ((next < 0 || next >= end) && rowNumber <= sheetRows) coverRow(into.guess, rowNumber);
      continue;
    }
    const rowEnd = xml.indexOf('</row>', rowTagEnd);
    if (rowEnd < 0 || rowEnd > end) bail('unclosed row');
    pos = rowEnd + 6;
    if (sheetRows < rowNumber) {
      if (rowHoldsData(xml, rowTagEnd + 1, rowEnd)) into.beyond = countBeyond(into.beyond, rowNumber);
      continue;
    }
    coverRow(into.guess, rowNumber);
    readRowCells(xml, rowTagEnd + 1, rowEnd, into);
  }
}

function readRowCells(xml: string, from: number, to: number, { data, guess, strings, zeroPad }: RowTarget): void {
  let pos = from;
  for (;;) {
    const cellAt = nextElement(xml, pos, to, '<c', 'row content');
    if (cellAt < 0) return;
    const tagEnd = startTagEnd(xml, cellAt, to, 'cell');
    let content: string | null = null;
    if (xml.charCodeAt(tagEnd - 1) === 47) pos = tagEnd + 1;
    else {
      const close = xml.indexOf('</c>', tagEnd);
      if (close < 0 || close > to) bail('unclosed cell');
      content = xml.slice(tagEnd + 1, close);
      pos = close + 4;
    }
    const a = cellAttributes(xml, cellAt + 2, tagEnd, scratchTag);
    cellAddress(a.r ?? bail('cell without reference'));
    const cell = readCell(a, content, strings, zeroPad);
    guess.s.c = Math.min(guess.s.c, at.c);
    guess.e.c = Math.max(guess.e.c, at.c);
    (data[at.r] ??= [])[at.c] = cell;
  }
}

/**
 * The first visible worksheet of an .xlsx whose parts are already inflated and checked, read as SheetJS would read
 * it with READ_OPTIONS and `sheetRows`, with its name and the data rows below `sheetRows`; null when the file needs
 * SheetJS.
 */
export function readFirstSheetFast(parts: ReadonlyMap<string, Buffer>, sheetRows: number): FirstSheet | null {
  try {
    const where = locateParts(parts);
    const strings = sharedStrings(where.sharedStrings === null ? null : partText(parts, where.sharedStrings));
    const zeroPad = zeroPadFormats(where.styles === null ? null : partText(parts, where.styles));
    const read = readWorksheet(partText(parts, where.sheet)!, strings, zeroPad, sheetRows);
    fastSheetStats.read++;
    return { name: where.name, ...read };
  } catch (err) {
    if (!(err instanceof NeedsSheetJs)) throw err;
    fastSheetStats.fellBack++;
    fastSheetStats.lastReason = err.message;
    return null;
  }
}
