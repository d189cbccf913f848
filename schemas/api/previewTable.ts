// The preview's rows by column (issue 28), the answer of a dryRun asked with `rows=columns`, as the console asks:
// schemas/core/previewTable.ts makes it and reads it back as rows.
import { z } from 'zod';
import { batchChanges, previewAnswer, rowChange, rowProblem } from './uploads';

/** A column's values: as they are, or as the distinct values and each row's index into them. */
export const tableColumn = z.union([z.array(z.string()), z.object({ values: z.array(z.string()), codes: z.array(z.number().int()) })]);
export type TableColumn = z.infer<typeof tableColumn>;

/** What a row has beyond its values, only on rows that have any: keyed by the row's index in the table. */
const rowExtras = z.object({
  errors: z.array(rowProblem).optional(),
  warnings: z.array(rowProblem).optional(),
  batches: batchChanges.optional(),
  fix: z.record(z.string(), z.string()).optional(),
});

export const previewTable = z.object({
  /** Each row's row number in the sheet. */
  row: z.array(z.number().int()),
  change: z.array(rowChange.nullable()),
  /** One per preview column, in the order of `columns`. */
  values: z.array(tableColumn),
  extras: z.record(z.string(), rowExtras),
});
export type PreviewTable = z.infer<typeof previewTable>;

export const compactPreviewAnswer = previewAnswer.omit({ rows: true }).extend({ table: previewTable });
export type CompactPreview = z.infer<typeof compactPreviewAnswer>;
