// An .ods upload (issue 26 item 3): an OpenDocument spreadsheet, read by SheetJS after the checks an .xlsx gets (the
// zip directory in fileChecks.ts, every entry's checksum here), with what SheetJS does not know of the format: a
// password-protected file (its entries encrypted inside an ordinary zip) and hidden sheets (a table style with
// table:display="false"), so the first visible sheet is read as in any workbook. Runs inside the parse worker thread.
import { LIMITS, UPLOAD_MESSAGES } from './limits.js';
import { SheetProblem } from './readSheet.js';
import { readZipDirectory } from './zipDirectory.js';
import { inflateEntry, unpackZip } from './zipVerify.js';

/** A password-protected .ods lists how its entries are encrypted in its manifest (ODF 1.2 part 3, §4.8). */
function isEncrypted(buf: Buffer): boolean {
  const dir = readZipDirectory(buf, LIMITS.maxZipEntries);
  const entry = typeof dir === 'string' ? undefined : dir.list.find((e) => e.name === 'META-INF/manifest.xml');
  const manifest = entry ? inflateEntry(buf, entry) : null;
  return manifest !== null && manifest.includes('encryption-data');
}

const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`);
const FAMILY = attr('style:family');
const NAME = attr('style:name');
const DISPLAY = attr('table:display');
const TABLE_STYLE = attr('table:style-name');
const STYLE = /<style:style\b([^>]*?)(\/?)>/g;
const TABLE_OPEN = Buffer.from('<table:table ');

/**
 * For each table of content.xml in order (the order SheetJS lists the sheets in), whether it is hidden: its table
 * style says table:display="false". Only the styles before the body are read as text; the tables are found by bytes.
 */
export function hiddenTables(content: Buffer): boolean[] {
  const body = Math.max(0, content.indexOf('<office:body'));
  const styles = content.toString('utf8', 0, body);
  const hiddenStyles = new Set<string>();
  for (const m of styles.matchAll(STYLE)) {
    if (FAMILY.exec(m[1])?.[1] !== 'table') continue;
    const end = m[2] === '/' ? m.index + m[0].length : styles.indexOf('</style:style>', m.index);
    const inner = styles.slice(m.index + m[0].length, end < 0 ? styles.length : end);
    const name = NAME.exec(m[1])?.[1];
    if (name !== undefined && DISPLAY.exec(inner)?.[1] === 'false') hiddenStyles.add(name);
  }
  const hidden: boolean[] = [];
  for (let at = content.indexOf(TABLE_OPEN, body); at >= 0; at = content.indexOf(TABLE_OPEN, at + TABLE_OPEN.length)) {
    const style = TABLE_STYLE.exec(content.toString('utf8', at, content.indexOf('>', at) + 1))?.[1];
    hidden.push(style !== undefined && hiddenStyles.has(style));
  }
  return hidden;
}

/**
 * The checks an .ods gets before SheetJS reads it, and which of its sheets are hidden. A protected file is refused
 * with the message of a zip feature a spreadsheet does not need (encryption), a damaged one as a damaged .xlsx is.
 */
export function checkOds(data: Uint8Array): { hidden: boolean[] } {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (isEncrypted(buf)) throw new SheetProblem(UPLOAD_MESSAGES.zipUnsupported);
  const zip = unpackZip(buf);
  if (!zip) throw new SheetProblem(UPLOAD_MESSAGES.damaged);
  const content = zip.parts.get('content.xml');
  return { hidden: content ? hiddenTables(content) : [] };
}
