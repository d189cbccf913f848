// The package side of the fast .xlsx reader (fastSheet.ts): which part is the first visible worksheet, its shared strings
// and the number formats that pad with zeros, read exactly as SheetJS reads them. Anything unusual throws
// NeedsSheetJs, and the caller leaves the whole file to SheetJS.

/** Thrown inside the reader when the file needs SheetJS; never escapes readFirstSheetFast. */
export class NeedsSheetJs extends Error {}
export const bail = (why: string): never => { throw new NeedsSheetJs(why); };

const ENTITIES: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const ENTITY = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
const CODE = /_x([\da-fA-F]{4})_/gi;

/** SheetJS's unescapexml, rule for rule (including its reading of "&AMP;" and "&#X41;"). */
export function unescapeXml(text: string, xlsx: boolean): string {
  if (text.includes('<![CDATA[')) bail('CDATA');
  let out = text;
  if (out.includes('&')) {
    out = out.replace(ENTITY, (whole: string, num: string) =>
      ENTITIES[whole] || String.fromCharCode(parseInt(num, whole.indexOf('x') > -1 ? 16 : 10)) || whole);
  }
  if (out.includes('_x') || out.includes('_X')) out = out.replace(CODE, (_m, c: string) => String.fromCharCode(parseInt(c, 16)));
  return xlsx && out.includes('\r\n') ? out.replace(/\r\n/g, '\n') : out;
}

/** Attributes of one start tag (`<c r="A1" t="s">`), double or single quoted. */
function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /([^\s=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (let m = re.exec(tag); m; m = re.exec(tag)) out.set(m[1], m[2] ?? m[3]);
  return out;
}

/** One part of the package as text: UTF-8 (a BOM is dropped); anything else is left to SheetJS. */
export function partText(parts: ReadonlyMap<string, Buffer>, name: string): string | null {
  const data = parts.get(name);
  if (!data) return null;
  if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)) bail('UTF-16 part');
  const text = data.toString('utf8', data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? 3 : 0);
  if (text.includes('\ufffd')) bail('replacement character');
  return text;
}

// ---- package: which part is the first visible sheet, and where the strings and styles are ----

interface PackageParts { sheet: string; name: string; sharedStrings: string | null; styles: string | null }

function relationships(xml: string): Map<string, { type: string; target: string }> {
  const out = new Map<string, { type: string; target: string }>();
  for (const m of xml.matchAll(/<Relationship\b[^<>]*>/g)) {
    const a = attributes(m[0]);
    const id = a.get('Id'), type = a.get('Type'), target = a.get('Target');
    if (id && type && target) out.set(id, { type, target });
  }
  return out;
}

/** A workbook relationship's target as a part name (relative to xl/, or absolute). */
const partOf = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * The first sheet a clerk sees: a hidden or very hidden sheet (a lookup list, an old copy) is skipped, as SheetJS's
 * Workbook.Sheets[i].Hidden reads the same state attribute. Its part and its name (unescaped as SheetJS does).
 */
export function locateSheet(parts: ReadonlyMap<string, Buffer>): { sheet: string; name: string } {
  const workbook = partText(parts, 'xl/workbook.xml') ?? bail('no workbook');
  if (/<\w+:(?:workbook|sheets?)\b/.test(workbook)) bail('prefixed workbook');
  const sheets = [...workbook.matchAll(/<sheet\b[^<>]*>/g)].map((m) => attributes(m[0]));
  if (sheets.length === 0) bail('no sheet');
  const first = sheets.find((a) => a.get('state') !== 'hidden' && a.get('state') !== 'veryHidden') ?? bail('no visible sheet');
  const rid = [...first].find(([k]) => k.endsWith(':id'))?.[1] ?? bail('sheet without id');
  const rels = relationships(partText(parts, 'xl/_rels/workbook.xml.rels') ?? bail('no workbook relationships'));
  const rel = rels.get(rid) ?? bail('sheet relationship missing');
  if (!rel.type.endsWith('/worksheet')) bail('first sheet is not a worksheet');
  const sheet = partOf(rel.target);
  if (!parts.has(sheet)) bail('sheet part missing');
  return { sheet, name: unescapeXml(first.get('name') ?? '', false) };
}

export function locateParts(parts: ReadonlyMap<string, Buffer>): PackageParts {
  const types = partText(parts, '[Content_Types].xml') ?? bail('no content types');
  if (!/PartName="\/xl\/workbook\.xml"/.test(types)) bail('workbook elsewhere');
  // SheetJS finds the strings and styles through the content types; standard places only here.
  for (const m of types.matchAll(/PartName="\/([^"]+)"\s+ContentType="[^"]*(sharedStrings|styles)\+xml"/g)) {
    if (m[1] !== `xl/${m[2]}.xml`) bail(`${m[2]} elsewhere`);
    if (!parts.has(m[1])) bail(`${m[2]} declared but missing`);
  }
  if (/date1904\s*=\s*["'](?:1|true)/.test(partText(parts, 'xl/workbook.xml') ?? '')) bail('1904 dates');
  return {
    ...locateSheet(parts),
    sharedStrings: parts.has('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : null,
    styles: parts.has('xl/styles.xml') ? 'xl/styles.xml' : null,
  };
}

// ---- shared strings (SheetJS's parse_sst_xml and parse_si) ----

const PLAIN_T = /^\s*<(?:\w+:)?t[^>]*>/;
const T_END = /<\/(?:\w+:)?t>/;
const RICH_RUN = /<(?:\w+:)?r\b[^<>]*>/;
const RICH_T = /<(?:\w+:)?t\b[^<>]*>([^<]*)<\/(?:\w+:)?t>/g;
const PHONETIC = /<(?:\w+:)?rPh\b[^<>]*>[\s\S]*?<\/(?:\w+:)?rPh>/g;
/** What unescapeXml would change or refuse in a string item's text (entities, _x000D_ codes, CR LF, CDATA). */
const NEEDS_UNESCAPE = /[<&_\r]/;
const TAG = /<[/?]?[a-zA-Z0-9:_-]+(?:\s+[^"\s?<>/]+\s*=\s*(?:"[^"]*"|'[^']*'|[^'"<>\s=]+))*\s*[/?]?>/gm;

/** The text of one string item, or undefined where SheetJS finds none. */
export function stringItem(x: string): string | undefined {
  if (!x) return '';
  if (PLAIN_T.test(x)) {
    const body = x.slice(x.indexOf('>') + 1);
    const end = body.indexOf('</t>');
    const text = end >= 0 && !body.slice(0, end).includes(':t>') ? body.slice(0, end) : body.split(T_END)[0] ?? '';
    return unescapeXml(text, true);
  }
  if (RICH_RUN.test(x)) {
    if (/<\w+:rPh\b/.test(x)) bail('prefixed phonetic run');
    return unescapeXml((x.replace(PHONETIC, '').match(RICH_T) ?? []).join('').replace(TAG, ''), true);
  }
  return undefined;
}

export function sharedStrings(xml: string | null): (string | undefined)[] {
  if (xml === null) return [];
  const open = /<(?:\w+:)?sst\b[^<>]*>/.exec(xml);
  if (!open) return [];
  const close = xml.indexOf('</sst>', open.index + open[0].length);
  if (close < 0 || /<\/\w+:sst>/.test(xml)) bail('unusual shared strings');
  const body = xml.slice(open.index + open[0].length, close);
  if (/<\/?\w+:si>|<\/?sstItem>/.test(body)) bail('unusual string items');
  const out: (string | undefined)[] = [];
  // SheetJS drops every "<si>" and splits on "</si>": the same pieces, found with indexOf.
  let from = 0;
  for (;;) {
    const end = body.indexOf('</si>', from);
    // The usual item, <si><t>text</t></si> with nothing to unescape in its text: the text as it is, which is what
    // the pieces below make of it. The create bench sheet's 204,331 strings: 107 ms against 296 ms.
    if (end > from + 10 && body.startsWith('<si><t>', from) && body.startsWith('</t>', end - 4)) {
      const text = body.slice(from + 7, end - 4);
      if (!NEEDS_UNESCAPE.test(text)) {
        out.push(text);
        from = end + 5;
        continue;
      }
    }
    const piece = (end < 0 ? body.slice(from) : body.slice(from, end)).split('<si>').join('').trim();
    out.push(stringItem(piece));
    if (end < 0) break;
    from = end + 5;
  }
  return out;
}

// ---- styles: which cell formats pad numbers with zeros or show them as dates ----

/** Whether a number format shows a date: a day or year part outside its quoted text, colours and locale marks. */
export function isDateFormat(format: string): boolean {
  return /[dy]/i.test(format.replace(/"[^"]*"|\[[^\]]*\]|\\.|_.|\*./g, ''));
}

/** The number formats readSheet.ts acts on: zero padding ('000000') and dates. */
export const usedFormat = (format: string) => /^0+$/.test(format) || isDateFormat(format);

/** The built-in number formats the reader uses, as SheetJS names them (cellNF): '0' and the date formats. */
const BUILT_IN_FORMATS: readonly [number, string][] = [[1, '0'], [14, 'm/d/yy'], [15, 'd-mmm-yy'], [16, 'd-mmm'], [17, 'mmm-yy'], [22, 'm/d/yy h:mm']];

/**
 * For each cell format index, the number format when the reader uses it (readSheet.ts): all zeros ("000000"), or
 * a date format.
 */
export function zeroPadFormats(xml: string | null): (string | undefined)[] {
  if (xml === null) return [];
  if (/<\w+:(?:numFmt|xf|cellXfs)\b/.test(xml)) bail('prefixed styles');
  const codes = new Map<number, string>(BUILT_IN_FORMATS);
  for (const m of xml.matchAll(/<numFmt\b[^<>]*>/g)) {
    const a = attributes(m[0]);
    const id = parseInt(a.get('numFmtId') ?? '', 10);
    if (!(id >= 0) || id > 0x188) bail('unusual number format id');
    codes.set(id, unescapeXml(a.get('formatCode') ?? '', false));
  }
  const xfs = /<cellXfs\b[^<>]*>([\s\S]*?)<\/cellXfs>/.exec(xml);
  if (!xfs) return [];
  const out: (string | undefined)[] = [];
  for (const m of xfs[1].matchAll(/<xf\b[^<>]*>/g)) {
    const raw = attributes(m[0]).get('numFmtId');
    const code = raw ? codes.get(parseInt(raw, 10)) : undefined;
    out.push(code !== undefined && usedFormat(code) ? code : undefined);
  }
  return out;
}
