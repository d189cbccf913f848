// A fast, small .xlsx writer: sheets of text and number cells, a bold header, inline strings (or, on request, a
// shared-strings table, as Excel saves a workbook). Result files of
// 100,000 rows are written while the job runs, where a general library spends seconds on features not needed; the
// alert downloads use it too. Every text cell passes through escapeCell here, once (DESIGN promise 3).
import { columnLetter, escapeCell } from '../../schemas/index.js';
import type { Writable } from 'node:stream';
import { writeZip, ZipStreamWriter } from './zipWriter.js';

export type XlsxCell = string | number | null | undefined;

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// CR is written as a character reference: XML readers turn a literal CR into LF.
const XML_SPECIAL = /[&<>"\r]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

export function xmlText(value: string): string {
  return value.replace(INVALID_XML, '').replace(XML_SPECIAL, (c) => ENTITIES[c]);
}

/** A workbook's shared strings: each text once, cells naming it by its index. */
class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private uses = 0;
  index(text: string): number {
    this.uses++;
    let i = this.indexes.get(text);
    if (i === undefined) this.indexes.set(text, (i = this.indexes.size));
    return i;
  }
  /** The table, once every sheet has been written (a part after the sheets in the file). */
  *xml(): Generator<Buffer> {
    const items = [...this.indexes.keys()].map((t) => `<si><t xml:space="preserve">${xmlText(t)}</t></si>`).join('');
    yield Buffer.from(`${XML_HEAD}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.uses}" uniqueCount="${this.indexes.size}">${items}</sst>`);
  }
}

function cellXml(ref: string, value: XlsxCell, style: string, strings?: SharedStrings): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  const text = String(escapeCell(value));
  if (strings) return `<c r="${ref}" t="s"${style}><v>${strings.index(text)}</v></c>`;
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

const ROWS_PER_CHUNK = 2000;

/** A dropdown on a column (0-based) from row 2 to `lastRow`: an inline list ("a,b") or a range of another sheet. */
export interface ListValidation { column: number; formula: string; allowBlank: boolean; title: string; error: string; lastRow: number }

/** What a sample sheet adds to a plain one: widths, columns formatted as text, a frozen header, dropdowns. */
export interface SheetLayout { widths?: readonly number[]; textColumns?: boolean; freezeHeader?: boolean; validations?: readonly ListValidation[] }

const FROZEN_HEADER = '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';

/** The sheet's opening: its view and columns, and the bold header row. */
function sheetStart(header: readonly string[], width: number, layout: SheetLayout = {}, strings?: SharedStrings): Buffer {
  // Style 2 formats a column as text: codes and mobiles typed into it keep their leading zeros.
  const style = layout.textColumns ? ' style="2"' : '';
  const cols = Array.from({ length: width }, (_, i) => {
    const w = layout.widths?.[i] ?? Math.min(60, Math.max(14, (header[i]?.length ?? 0) + 4));
    return `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"${style}/>`;
  }).join('');
  return Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    + `${layout.freezeHeader ? FROZEN_HEADER : ''}<cols>${cols}</cols><sheetData><row r="1">${header.map((h, i) => cellXml(`${columnLetter(i)}1`, h, ' s="1"', strings)).join('')}</row>`);
}

/** The sheet's end, with its dropdowns (which come after the cells in the file). */
function sheetEnd(layout: SheetLayout = {}): Buffer {
  const v = layout.validations ?? [];
  const list = v.map((d) => `<dataValidation type="list" allowBlank="${d.allowBlank ? 1 : 0}" showErrorMessage="1" errorTitle="${xmlText(d.title)}" error="${xmlText(d.error)}"`
    + ` sqref="${columnLetter(d.column)}2:${columnLetter(d.column)}${d.lastRow}"><formula1>${xmlText(d.formula)}</formula1></dataValidation>`).join('');
  return Buffer.from(`</sheetData>${v.length ? `<dataValidations count="${v.length}">${list}</dataValidations>` : ''}</worksheet>`);
}

/** Rows as XML, the first of them numbered `first` (the header is row 1). */
function rowsXml(rows: readonly (readonly XlsxCell[])[], first: number, strings?: SharedStrings): Buffer {
  let xml = '';
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const n = first + r;
    xml += `<row r="${n}">`;
    for (let c = 0; c < row.length; c++) xml += cellXml(`${columnLetter(c)}${n}`, row[c], '', strings);
    xml += '</row>';
  }
  return Buffer.from(xml);
}

/** The sheet's XML in chunks of a few thousand rows, so 100,000 rows never sit in memory as one string. */
function* sheetXml(header: readonly string[], rows: readonly (readonly XlsxCell[])[], layout?: SheetLayout, strings?: SharedStrings): Generator<Buffer> {
  yield sheetStart(header, Math.max(header.length, ...rows.slice(0, 1).map((r) => r.length)), layout, strings);
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) yield rowsXml(rows.slice(start, start + ROWS_PER_CHUNK), start + 2, strings);
  yield sheetEnd(layout);
}

/** The same sheet from batches of rows that arrive one by one (read from the database while the file is sent). */
async function* streamedSheetXml(header: readonly string[], batches: AsyncIterable<readonly (readonly XlsxCell[])[]>): AsyncGenerator<Buffer> {
  yield sheetStart(header, header.length);
  let next = 2;
  for await (const rows of batches) {
    yield rowsXml(rows, next);
    next += rows.length;
  }
  yield sheetEnd();
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

const SST_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml';
const contentTypes = (count: number, sst: boolean) => `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>`
  + Array.from({ length: count }, (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_TYPE}"/>`).join('')
  + (sst ? `<Override PartName="/xl/sharedStrings.xml" ContentType="${SST_TYPE}"/>` : '')
  + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>';
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = (count: number, sst: boolean) => `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
  + Array.from({ length: count }, (_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')
  + `<Relationship Id="rId${count + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`
  + (sst ? `<Relationship Id="rId${count + 2}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>` : '')
  + '</Relationships>';
const STYLES = `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** Characters Excel forbids in a sheet name (and control characters, which XML cannot carry). */
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:\u0000-\u001F\u007F]/g;

/**
 * Names Excel accepts, whatever the text (exam names become sheet names): forbidden characters become spaces, no
 * apostrophe at either end, at most 31 characters, not Excel's reserved 'History', none empty, and no two alike
 * (Excel compares them ignoring case): a later look-alike gets a number.
 */
export function safeSheetNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw, i) => {
    let base = raw.normalize('NFC').replace(SHEET_NAME_FORBIDDEN, ' ').replace(/^['\s]+|['\s]+$/g, '').slice(0, 31).trim();
    if (base === '' || base.toLowerCase() === 'history') base = base === '' ? `Sheet${i + 1}` : `${base} 1`;
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    seen.add(name.toLowerCase());
    return name;
  });
}

const workbookXml = (names: readonly string[]) => `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>`
  + names.map((n, i) => `<sheet name="${xmlText(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') + '</sheets></workbook>';

export interface XlsxSheet { name: string; header: readonly string[]; rows: readonly (readonly XlsxCell[])[]; layout?: SheetLayout }

/** The package's parts besides the sheets. */
function packageParts(sheetNames: readonly string[], sst = false): { name: string; data: Buffer }[] {
  const names = safeSheetNames(sheetNames);
  return [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes(names.length, sst)) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbookXml(names)) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(workbookRels(names.length, sst)) },
    { name: 'xl/styles.xml', data: Buffer.from(STYLES) },
  ];
}

/**
 * A workbook of one or more sheets, each a bold header row, then its rows. `sharedStrings`: its text in one table, as
 * Excel saves a workbook (the sheet worker warms its reader on such a file: workerWarmUp.ts).
 */
export function writeWorkbookXlsx(sheets: readonly XlsxSheet[], opts: { sharedStrings?: boolean } = {}): Buffer {
  const strings = opts.sharedStrings ? new SharedStrings() : undefined;
  return writeZip([
    ...packageParts(sheets.map((s) => s.name), !!strings),
    ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: sheetXml(s.header, s.rows, s.layout, strings) })),
    ...(strings ? [{ name: 'xl/sharedStrings.xml', data: strings.xml() }] : []),
  ]);
}

/**
 * A one-sheet workbook written into `out` while its rows are read, batch by batch: nothing waits for the whole list
 * and no more than a batch is held. Waits whenever `out` asks; stops early if `out` is destroyed.
 */
export async function streamSheetXlsx(out: Writable, sheetName: string, header: readonly string[],
  batches: AsyncIterable<readonly (readonly XlsxCell[])[]>): Promise<void> {
  const zip = new ZipStreamWriter(out);
  for (const part of packageParts([sheetName])) await zip.entry(part.name, [part.data]);
  await zip.entry('xl/worksheets/sheet1.xml', streamedSheetXml(header, batches));
  if (!out.destroyed) await zip.end();
}

/** One-sheet workbook: a bold header row, then the rows. */
export function writeSheetXlsx(sheetName: string, header: readonly string[], rows: readonly (readonly XlsxCell[])[]): Buffer {
  return writeWorkbookXlsx([{ name: sheetName, header, rows }]);
}
