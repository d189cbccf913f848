// The preview's rows by column (issue 28), the answer of a dryRun asked with `rows=columns`, as the console asks:
// schemas/core/previewTable.ts makes it and reads it back as rows.
import { z } from 'zod';
import { batchChanges, previewAnswer, rowChange, rowProblem } from './uploads';

/** Values as the distinct ones and each row's index into them. */
const coded = <T extends z.ZodType>(value: T) => z.object({ values: z.array(value), codes: z.array(z.number().int()) });
/** `count` consecutive whole numbers from `from` (a serial number, the sheet's row numbers). */
export const tableRun = z.object({ from: z.number().int(), count: z.number().int().nonnegative() });
export type TableRun = z.infer<typeof tableRun>;

/** A column's values: as they are, coded, or a run (each the run's number as text). */
export const tableColumn = z.union([z.array(z.string()), coded(z.string()), tableRun]);
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
  row: z.union([z.array(z.number().int()), tableRun]),
  change: z.union([z.array(rowChange.nullable()), coded(rowChange.nullable())]),
  /** One per preview column, in the order of `columns`. */
  values: z.array(tableColumn),
  extras: z.record(z.string(), rowExtras),
});
export type PreviewTable = z.infer<typeof previewTable>;

export const compactPreviewAnswer = previewAnswer.omit({ rows: true }).extend({ table: previewTable });
export type CompactPreview = z.infer<typeof compactPreviewAnswer>;
