import { describe, expect, it } from 'vitest';
import { compactPreviewAnswer } from '../api/previewTable';
import type { CompactPreview } from '../api/previewTable';
import type { Preview, PreviewRow } from '../api/uploads';
import { encodeTable, previewOf, rowExtras } from './previewTable';

/** Rows by column, as the server gathers its plans (server/uploads/preview.ts), here from rows. */
function previewTableOf(list: readonly PreviewRow[], columnCount: number) {
  const extras: Record<string, NonNullable<ReturnType<typeof rowExtras>>> = {};
  list.forEach((r, i) => {
    const extra = rowExtras(r);
    if (extra) extras[i] = extra;
  });
  return encodeTable({
    row: list.map((r) => r.row), change: list.map((r) => r.change),
    values: Array.from({ length: columnCount }, (_, c) => list.map((r) => r.values[c] ?? '')), extras,
  });
}

const compactPreview = ({ rows: list, ...rest }: Preview): CompactPreview => ({ ...rest, table: previewTableOf(list, rest.columns.length) });

const problem = (message: string) => ({ column: 'Mobile', rule: 'mobile-format', message });

const rows: PreviewRow[] = Array.from({ length: 12 }, (_, i) => ({
  row: i + 2, change: i === 3 ? null : i % 2 ? 'change' : 'unchanged',
  values: [String(i + 1), `E${i}`, i < 11 ? 'Delhi' : 'Mumbai', ''], errors: i === 3 ? [problem('Row 5, Mobile: bad')] : [],
}));
rows[3].fix = { Mobile: '123' };
rows[5].warnings = [problem('Row 7, Mobile: maybe')];
rows[7].batches = { added: ['B1'], retained: [], deleted: ['B2'] };

const preview: Preview = {
  entity: 'crp', operation: 'create', multiCentre: true, centre: null, fileName: 'f.xlsx', loaderText: 'Generating',
  columns: ['sNo', 'code', 'centre', 'batch'].map((key) => ({ key, label: key })),
  counts: { rows: 12, valid: 11, withErrors: 1, created: 0, changed: 6, unchanged: 5, withWarnings: 1 }, warnings: [], rows,
};

describe('the preview by column', () => {
  it('reads back as the same rows: problems, warnings, batches and cells to fix on the rows that had them', () => {
    const compact = compactPreview(preview);
    expect(compactPreviewAnswer.parse(compact)).toEqual(compact);
    expect(Object.keys(compact.table.extras)).toEqual(['3', '5', '7']);
    expect(previewOf(compact)).toEqual(preview);
    expect(previewOf(preview)).toBe(preview);
  });

  it('codes a column of few values (at most a quarter distinct), and keeps one of many as it is', () => {
    const [, code, centre, batch] = previewTableOf(rows, 4).values;
    expect(code).toEqual(rows.map((r) => r.values[1]));
    expect(centre).toEqual({ values: ['Delhi', 'Mumbai'], codes: [...Array(11).fill(0), 1] });
    expect(batch).toEqual({ values: [''], codes: Array(12).fill(0) });
    // Four distinct of twelve is more than a quarter.
    const many = previewTableOf(rows.map((r, i) => ({ ...r, values: [String(i % 4)] })), 1).values[0];
    expect(many).toEqual(rows.map((_, i) => String(i % 4)));
  });

  it('sends consecutive numbers as where they start: the row numbers, a serial number; a run broken or padded stays', () => {
    const table = previewTableOf(rows, 4);
    expect(table.row).toEqual({ from: 2, count: 12 });
    expect(table.values[0]).toEqual({ from: 1, count: 12 });
    expect(table.change).toEqual({ values: ['unchanged', 'change', null], codes: rows.map((r) => (r.change === null ? 2 : r.change === 'change' ? 1 : 0)) });
    // A blank row skipped in the sheet breaks the row numbers' run; a padded serial number is not its number.
    const gap = rows.map((r, i) => ({ ...r, row: i < 6 ? r.row : r.row + 1, values: [i === 0 ? '01' : String(i + 1)] }));
    const broken = previewTableOf(gap, 1);
    expect(broken.row).toEqual(gap.map((r) => r.row));
    expect(broken.values[0]).toEqual(gap.map((r) => r.values[0]));
    expect(previewOf({ ...compactPreview({ ...preview, rows: gap, columns: preview.columns.slice(0, 1) }) }).rows).toEqual(gap);
  });

  it('answers an empty preview', () => {
    const empty = { ...preview, rows: [], counts: { ...preview.counts, rows: 0 } };
    expect(previewOf(compactPreview(empty))).toEqual(empty);
  });
});
