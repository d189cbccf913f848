// .xlsx packages written by hand, part by part: what no library writes on request (several sheets, hidden ones,
// stale dimensions, rows far below the rest, odd markup), for the reader tests.
import { writeZip } from '../../server/uploads/zipWriter.js';

const CONTENT_TYPES = (sheets: number, styles: boolean) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${
  Array.from({ length: sheets }, (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')
}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>${
  styles ? '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' : ''}</Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WB_RELS = (sheets: number) => `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${
  Array.from({ length: sheets }, (_, i) => `<Relationship Id="rIdS${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')
}<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
export const STYLES = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="0000000000"/><numFmt numFmtId="165" formatCode="yyyy\\-mm\\-dd"/></numFmts><cellStyleXfs count="2"><xf numFmtId="164"/><xf numFmtId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" xfId="0"/><xf numFmtId="164" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" xfId="0"/><xf numFmtId="1" xfId="0"/><xf numFmtId="49"><alignment wrapText="1"/></xf></cellXfs></styleSheet>`;

/** One worksheet: its name (escaped as XML), its state ('hidden', 'veryHidden') and the XML inside <worksheet>. */
export interface HandSheet { name?: string; state?: string; xml: string }

export interface Parts {
  /** The first sheet's XML inside <worksheet>, when it is the only one. */
  sheet?: string;
  sheets?: HandSheet[];
  strings?: string[]; sst?: string; styles?: string | null;
  /** Markup put before <sheets> in the workbook (workbookPr ...). */
  workbookExtra?: string;
  bom?: boolean;
}

export function handmade(p: Parts): Buffer {
  const sheets = p.sheets ?? [{ name: 'Data', xml: p.sheet ?? '' }];
  const sheetList = sheets.map((s, i) => `<sheet name="${s.name ?? `Sheet${i + 1}`}" sheetId="${i + 1}"${s.state ? ` state="${s.state}"` : ''} r:id="rIdS${i + 1}"/>`).join('');
  const workbook = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${p.workbookExtra ?? ''}<sheets>${sheetList}</sheets></workbook>`;
  const sst = p.sst ?? `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${p.strings?.length ?? 0}">${(p.strings ?? []).map((s) => `<si>${s}</si>`).join('')}</sst>`;
  const files = [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES(sheets.length, p.styles !== null)) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WB_RELS(sheets.length)) },
    ...sheets.map((s, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data: Buffer.concat([Buffer.from(p.bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${s.xml}</worksheet>`)]),
    })),
    { name: 'xl/sharedStrings.xml', data: Buffer.from(sst) },
  ];
  if (p.styles !== null) files.push({ name: 'xl/styles.xml', data: Buffer.from(p.styles ?? STYLES) });
  return writeZip(files);
}

export const rows = (...r: string[]) => `<sheetData>${r.join('')}</sheetData>`;

/** A row of inline-string cells (no shared strings needed), at sheet row `r`. */
export function inlineRow(r: number, cells: readonly (string | number | boolean | null)[]): string {
  const body = cells.map((v, c) => {
    if (v === null) return '';
    const ref = `${String.fromCharCode(65 + c)}${r}`;
    if (typeof v === 'boolean') return `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
    return typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
  }).join('');
  return `<row r="${r}">${body}</row>`;
}
