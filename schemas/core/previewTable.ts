// The preview's rows by column (issue 28): what the console asks for with `rows=columns`. A 100,000-row preview as
// row objects is 14 to 17 MB of JSON whose keys and centre, batch and class names repeat on every row; by column,
// with the columns of few distinct values as a list of them and a number per row, it is a third of that, and the
// server's JSON.stringify and the browser's JSON.parse take a third as long. The console turns it back into rows
// (previewOf), so every screen reads rows as before; an API client that does not ask gets rows.
import type { Preview, PreviewRow } from '../api/uploads';
import type { CompactPreview, PreviewTable, TableColumn } from '../api/previewTable';

/** The `rows` query value that asks for the table. */
export const ROWS_BY_COLUMN = 'columns';

/**
 * A column as its distinct values and a code per row when that is shorter: at most a quarter of its values distinct
 * (a centre, a batch, a class, a status). A column of mostly different values (a name, a code) stays as it is, after
 * at most a quarter of its values were looked at.
 */
function encodeColumn(values: string[]): TableColumn {
  const limit = Math.max(1, values.length >> 2);
  const index = new Map<string, number>();
  const codes = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    let code = index.get(values[i]);
    if (code === undefined) {
      if (index.size >= limit) return values;
      code = index.size;
      index.set(values[i], code);
    }
    codes[i] = code;
  }
  return { values: [...index.keys()], codes };
}

export function previewTableOf(rows: readonly PreviewRow[], columnCount: number): PreviewTable {
  const extras: PreviewTable['extras'] = {};
  rows.forEach((r, i) => {
    if (r.errors.length === 0 && !r.warnings && !r.batches && !r.fix) return;
    extras[i] = {
      ...(r.errors.length ? { errors: r.errors } : {}), ...(r.warnings ? { warnings: r.warnings } : {}),
      ...(r.batches ? { batches: r.batches } : {}), ...(r.fix ? { fix: r.fix } : {}),
    };
  });
  return {
    row: rows.map((r) => r.row),
    change: rows.map((r) => r.change),
    values: Array.from({ length: columnCount }, (_, c) => encodeColumn(rows.map((r) => r.values[c] ?? ''))),
    extras,
  };
}

/** The preview answer by column (the server, asked with `rows=columns`). */
export function compactPreview({ rows, ...rest }: Preview): CompactPreview {
  return { ...rest, table: previewTableOf(rows, rest.columns.length) };
}

/** The rows of a table, as a preview answers them without `rows=columns`. */
function previewRows(table: PreviewTable): PreviewRow[] {
  const columns = table.values.map((c) => (Array.isArray(c) ? c : c.codes.map((code) => c.values[code])));
  return table.row.map((row, i) => {
    const extra = table.extras[i];
    const out: PreviewRow = { row, change: table.change[i], values: columns.map((c) => c[i]), errors: extra?.errors ?? [] };
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
