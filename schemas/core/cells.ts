// Cells of the files the system writes (sample sheets, result files, exports), shared by server and console.
import { RESULT_COLUMNS } from './constants';
import { activeColumns, dropdownSource, effectiveMultiCentre, listSheets } from './operations';
import type { ListSheetName, UploadOperation } from './types';
import type { UploadTargetSchema } from './uploadTarget';

/** First characters a spreadsheet may read as the start of a formula (DESIGN promise 3, OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Escapes a text cell that a spreadsheet could run as a formula by prefixing a single quote. Numbers, booleans
 * and dates are written as typed cells, which are never formulas, so they pass unchanged (-5 stays a number).
 */
export function escapeCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export function escapeRow<T>(cells: readonly T[]): (T | string)[] {
  return cells.map(escapeCell);
}

/** Header row of an operation's sheet in the given centre mode. */
export function headerRow(op: UploadOperation, multiCentre: boolean): string[] {
  return activeColumns(op, multiCentre).map((c) => c.header);
}

/** The example row under the header of a sample sheet. */
export function exampleRow(op: UploadOperation, multiCentre: boolean): string[] {
  return activeColumns(op, multiCentre).map((c) => c.example);
}

/** Header of a result file: the uploaded headers, then Status and Error. */
export function resultHeaderRow(headers: readonly string[]): string[] {
  return [...headers, ...RESULT_COLUMNS];
}

export interface SampleColumn {
  header: string;
  required: boolean;
  example: string;
  /** Dropdown validation: a list sheet, fixed options, or none. */
  dropdown: ReturnType<typeof dropdownSource>;
}

export interface SampleSheet {
  fileName: string;
  /** Name of the sheet clerks fill in; the list sheets follow it. */
  sheetName: string;
  columns: SampleColumn[];
  listSheets: ListSheetName[];
}

/** Everything needed to write a sample workbook for one kind, operation and centre mode. */
export function sampleSheet(entity: Pick<UploadTargetSchema, 'kind' | 'noun'>, op: UploadOperation, multiCentre: boolean): SampleSheet {
  const multi = effectiveMultiCentre(op, multiCentre);
  return {
    fileName: `${entity.kind}-${op.key}-${multi ? 'multi-centre' : 'single-centre'}-sample.xlsx`,
    sheetName: `${entity.noun} ${op.label}`.slice(0, 31), // Excel's sheet-name limit
    columns: activeColumns(op, multi).map((c) => ({
      header: c.header,
      required: c.required,
      example: c.example,
      dropdown: dropdownSource(c),
    })),
    listSheets: listSheets(op, multi),
  };
}
