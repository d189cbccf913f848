// The preview's rows by column (issue 28): what the console asks for with `rows=columns`. A 100,000-row preview as
// row objects is 14 to 17 MB of JSON whose keys and centre, batch and class names repeat on every row; by column,
// with the columns of few distinct values as a list of them and a number per row, it is a third of that, and the
// server's JSON.stringify and the browser's JSON.parse take a third as long; the row numbers and a serial number go
// as where they start, and each row's change coded. The console turns it back into rows (previewOf), so every screen
// reads rows as before; an API client that does not ask gets rows.
import type { BatchChanges, Preview, PreviewRow, RowChange, RowProblem } from '../api/uploads';
import type { CompactPreview, PreviewTable, TableColumn, TableRun } from '../api/previewTable';

/** The `rows` query value that asks for the table. */
export const ROWS_BY_COLUMN = 'columns';

interface Coded<T> { values: T[]; codes: number[] }

/**
 * Values as the distinct ones and a code per row when that is shorter: at most a quarter of them distinct (a centre,
 * a batch, a class, a status, a row's change). Undefined for mostly different values (a name, a code), after at
 * most a quarter of them were looked at.
 */
function coded<T>(values: readonly T[]): Coded<T> | undefined {
  const limit = Math.max(1, values.length >> 2);
  const index = new Map<T, number>();
  const codes = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    let code = index.get(values[i]);
    if (code === undefined) {
      if (index.size >= limit) return undefined;
      code = index.size;
      index.set(values[i], code);
    }
    codes[i] = code;
  }
  return { values: [...index.keys()], codes };
}

/**
 * Consecutive whole numbers (the sheet's row numbers, a serial number: as numbers, or as their text) as where they
 * start: a 100,000-row preview's two such columns were 1.5 of its 5.1 MB. Undefined when they are not.
 */
function runOf(values: readonly (number | string)[]): TableRun | undefined {
  const from = Number(values[0]);
  if (values.length < 2 || !Number.isSafeInteger(from)) return undefined;
  const text = typeof values[0] === 'string';
  for (let i = 0; i < values.length; i++) if (values[i] !== (text ? String(from + i) : from + i)) return undefined;
  return { from, count: values.length };
}

const encodeColumn = (values: string[]): TableColumn => runOf(values) ?? coded(values) ?? values;

/** A preview's rows as plain columns, before they are coded: what the server gathers from its plans (server/uploads/preview.ts). */
export interface PlainTable {
  row: number[];
  change: (RowChange | null)[];
  /** One per preview column. */
  values: string[][];
  extras: PreviewTable['extras'];
}

/** What a row has beyond its values (each part only when it has any), or undefined when it has nothing more. */
export function rowExtras(r: { errors?: RowProblem[]; warnings?: RowProblem[]; batches?: BatchChanges; fix?: Record<string, string> }): PreviewTable['extras'][string] | undefined {
  if (!r.errors?.length && !r.warnings?.length && !r.batches && !r.fix) return undefined;
  return {
    ...(r.errors?.length ? { errors: r.errors } : {}), ...(r.warnings?.length ? { warnings: r.warnings } : {}),
    ...(r.batches ? { batches: r.batches } : {}), ...(r.fix ? { fix: r.fix } : {}),
  };
}

/** The table as it is sent: each column coded or a run where that is shorter. */
export function encodeTable(t: PlainTable): PreviewTable {
  return { row: runOf(t.row) ?? t.row, change: coded(t.change) ?? t.change, values: t.values.map(encodeColumn), extras: t.extras };
}

/** A column's values, however it was sent; a run's as numbers or as their text (`asText`). */
function decode<T>(column: T[] | Coded<T> | TableRun, asText: boolean): T[] {
  if (Array.isArray(column)) return column;
  if ('codes' in column) return column.codes.map((code) => column.values[code]);
  return Array.from({ length: column.count }, (_, i) => (asText ? String(column.from + i) : column.from + i) as T);
}

/** The rows of a table, as a preview answers them without `rows=columns`. */
function previewRows(table: PreviewTable): PreviewRow[] {
  const columns = table.values.map((c) => decode<string>(c, true));
  const changes = decode(table.change, false);
  return decode<number>(table.row, false).map((row, i) => {
    const extra = table.extras[i];
    const out: PreviewRow = { row, change: changes[i], values: columns.map((c) => c[i]), errors: extra?.errors ?? [] };
    if (extra?.warnings) out.warnings = extra.warnings;
    if (extra?.batches) out.batches = extra.batches;
    if (extra?.fix) out.fix = extra.fix;
    return out;
  });
}

/** A preview answer, by column or by row, as rows. */
export function previewOf(answer: Preview | CompactPreview): Preview {
  if (!('table' in answer)) return answer;
  const { table, ...rest } = answer;
  return { ...rest, rows: previewRows(table) };
}
