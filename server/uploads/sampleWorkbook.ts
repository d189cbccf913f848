// Sample workbooks built from the schemas (issue 5): the operation's sheet with a bold header, an example row and
// dropdowns for list columns, then the list sheets (Centre, Role, Subject, Course Program) filled from the database
// in the user's scope. Every cell goes through escapeCell (DESIGN promise 3).
import ExcelJS from 'exceljs';
import { escapeCell, type ListSheetName, type SampleSheet } from '../../schemas/index.js';

/** Rows of the sample sheet that carry the dropdowns; clerks rarely fill more in one sitting. */
const VALIDATED_ROWS = 5000;

export interface ListData {
  /** The first column feeds the dropdown; the rest explain it. */
  header: string[];
  rows: string[][];
}

export type SampleLists = Partial<Record<ListSheetName, ListData>>;

const quoteSheet = (name: string) => `'${name.replace(/'/g, "''")}'`;

function addListSheet(wb: ExcelJS.Workbook, name: ListSheetName, data: ListData): void {
  const ws = wb.addWorksheet(name);
  ws.addRow(data.header.map((v) => (v === '' ? null : escapeCell(v))));
  ws.getRow(1).font = { bold: true };
  for (const r of data.rows) ws.addRow(r.map((v) => (v === '' ? null : escapeCell(v))));
  ws.columns.forEach((c, i) => { c.width = Math.max(18, ...data.rows.slice(0, 200).map((r) => (r[i]?.length ?? 0) + 2)); });
}

function dropdownFormula(column: SampleSheet['columns'][number], lists: SampleLists): string | null {
  const d = column.dropdown;
  if (!d) return null;
  if (d.type === 'options') {
    const inline = `"${d.options.join(',')}"`;
    return inline.length <= 255 ? inline : null; // Excel's limit for an inline list
  }
  // The dropdown names only the filled cells of column A (they come first).
  const rows = lists[d.sheet]?.rows.filter((r) => r[0]).length ?? 0;
  return rows > 0 ? `${quoteSheet(d.sheet)}!$A$2:$A$${rows + 1}` : null;
}

export async function buildSampleWorkbook(sample: SampleSheet, lists: SampleLists): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Edu Ops Console';
  const ws = wb.addWorksheet(sample.sheetName);
  ws.addRow(sample.columns.map((c) => escapeCell(c.header)));
  ws.getRow(1).font = { bold: true };
  ws.addRow(sample.columns.map((c) => escapeCell(c.example)));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  sample.columns.forEach((column, i) => {
    const col = ws.getColumn(i + 1);
    col.width = Math.max(16, column.header.length + 4, column.example.length + 2);
    // Codes and mobiles are text: a number format would drop leading zeros and country codes.
    col.numFmt = '@';
    if (column.required) ws.getCell(1, i + 1).note = 'Required';
    const formula = dropdownFormula(column, lists);
    if (!formula) return;
    for (let r = 2; r <= VALIDATED_ROWS + 1; r++) {
      ws.getCell(r, i + 1).dataValidation = {
        type: 'list', allowBlank: !column.required, formulae: [formula], showErrorMessage: true,
        errorTitle: column.header, error: `Choose a value from the list for ${column.header}`,
      };
    }
  });
  for (const name of sample.listSheets) addListSheet(wb, name, lists[name] ?? { header: [name.replace(' List', '')], rows: [] });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
