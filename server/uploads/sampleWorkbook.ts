// Sample workbooks built from the schemas (issue 5): the operation's sheet with a bold header, an example row and
// dropdowns for list columns, then the list sheets (Centre, Role, Subject, Course Program) filled from the database
// in the user's scope. Written by the server's one writer, which escapes every cell (DESIGN promise 3).
import type { ListSheetName, SampleSheet } from '../../schemas/index.js';
import { writeWorkbookXlsx, type ListValidation, type XlsxSheet } from './xlsxWriter.js';

/** Rows of the sample sheet that carry the dropdowns; clerks rarely fill more in one sitting. */
const VALIDATED_ROWS = 5000;

export interface ListData {
  /** The first column feeds the dropdown; the rest explain it. */
  header: string[];
  rows: string[][];
}

export type SampleLists = Partial<Record<ListSheetName, ListData>>;

const quoteSheet = (name: string) => `'${name.replace(/'/g, "''")}'`;

function listSheet(name: ListSheetName, data: ListData): XlsxSheet {
  const widths = data.header.map((_, i) => Math.max(18, ...data.rows.slice(0, 200).map((r) => (r[i]?.length ?? 0) + 2)));
  return { name, header: data.header, rows: data.rows, layout: { widths } };
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

function validations(sample: SampleSheet, lists: SampleLists): ListValidation[] {
  return sample.columns.flatMap((column, i) => {
    const formula = dropdownFormula(column, lists);
    return formula ? [{ column: i, formula, allowBlank: !column.required, title: column.header,
      error: `Choose a value from the list for ${column.header}`, lastRow: VALIDATED_ROWS + 1 }] : [];
  });
}

export function buildSampleWorkbook(sample: SampleSheet, lists: SampleLists): Buffer {
  const main: XlsxSheet = {
    name: sample.sheetName,
    header: sample.columns.map((c) => c.header),
    rows: [sample.columns.map((c) => c.example)],
    // Codes and mobiles are text: a number format would drop leading zeros and country codes.
    layout: {
      widths: sample.columns.map((c) => Math.max(16, c.header.length + 4, c.example.length + 2)),
      textColumns: true, freezeHeader: true, validations: validations(sample, lists),
    },
  };
  const listSheets = sample.listSheets.map((name) => listSheet(name, lists[name] ?? { header: [name.replace(' List', '')], rows: [] }));
  return writeWorkbookXlsx([main, ...listSheets]);
}
