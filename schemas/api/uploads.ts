// The upload answers: the preview of a dryRun, a job (submit and history), shared by server and console.
import { z } from 'zod';
import { optionalTimestamp, timestamp } from './envelope';

export const rowChange = z.enum(['create', 'change', 'unchanged']);
export const rowProblem = z.object({ column: z.string(), rule: z.string(), message: z.string() });
export const batchChanges = z.object({ added: z.array(z.string()), retained: z.array(z.string()), deleted: z.array(z.string()) });

export const previewRow = z.object({
  row: z.number().int(),
  change: rowChange.nullable(),
  /** The row's value under each of the preview's columns, in their order (an array: 100,000 rows answer in half the bytes). */
  values: z.array(z.string()),
  errors: z.array(rowProblem),
  /** What the clerk should check but may go on with (a likely duplicate); only on rows that have any. */
  warnings: z.array(rowProblem).optional(),
  batches: batchChanges.optional(),
  /** A row with errors the clerk may fix in the preview (issue 26 item 2): its error columns' cells as text, by the
   *  column's header (a contact column's text is not sent: it starts empty). Absent on rows that cannot be edited. */
  fix: z.record(z.string(), z.string()).optional(),
});

export const uploadCounts = z.object({
  rows: z.number().int(), valid: z.number().int(), withErrors: z.number().int(),
  created: z.number().int(), changed: z.number().int(), unchanged: z.number().int(),
  /** Rows with warnings (they do not stop the upload); absent from jobs run before warnings existed. */
  withWarnings: z.number().int().optional(),
});

export const previewAnswer = z.object({
  entity: z.string(),
  operation: z.string(),
  multiCentre: z.boolean(),
  centre: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  fileName: z.string(),
  loaderText: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  counts: uploadCounts,
  warnings: z.array(z.string()),
  rows: z.array(previewRow),
  /** The key of a preview with errors, kept on the server a while: its error cells may be fixed (rows/:row) and the
   *  submit that names it applies the corrected rows. */
  editKey: z.string().optional(),
});

/** The body of a row re-check: the edited cells, by the column's header, as typed. */
export const rowEdit = z.strictObject({
  cells: z.record(z.string().max(200), z.string().max(1000)).refine((c) => Object.keys(c).length > 0 && Object.keys(c).length <= 60, 'Name at least one cell to change'),
});

/** The answer of a row re-check: the rows whose problems changed (the edited one first) and the preview's new counts. */
export const rowRecheckAnswer = z.object({ rows: z.array(previewRow), counts: uploadCounts });

export const jobStatus = z.enum(['queued', 'inprogress', 'successful', 'failed']);

export const jobAnswer = z.object({
  id: z.number().int(), fileName: z.string(), entity: z.string(), entityLabel: z.string(),
  operation: z.string(), operationLabel: z.string(), status: jobStatus,
  totalRows: z.number().int(), processedRows: z.number().int(), errorMessage: z.string().nullable(),
  counts: uploadCounts.nullable(), createdAt: timestamp, startedAt: optionalTimestamp, finishedAt: optionalTimestamp,
  /** 'valid': the clerk chose to apply the valid rows and get the others back (issue 26 item 4); 'all': all or none. */
  applies: z.enum(['all', 'valid']),
});

export const historyRow = jobAnswer.extend({
  uploadedBy: z.string(), centre: z.string().nullable(), multiCentre: z.boolean(), hasResult: z.boolean(),
  /** The job ran on the file as corrected in its preview: the history offers the original and the corrected file. */
  corrected: z.boolean().optional(),
  /** Issue 26 item 5: the undo job of this job (queued, running or done), the job an undo undoes, and whether this user may undo it now. */
  undoneBy: z.number().int().nullable().optional(),
  undoes: z.number().int().nullable().optional(),
  undoable: z.boolean().optional(),
});

/** What undoing a job would do: counts, and the records changed since (left alone) or whose reference would break. */
export const undoPreviewAnswer = z.object({
  jobId: z.number().int(),
  counts: z.object({
    created: z.number().int(), changed: z.number().int(), remove: z.number().int(), deactivate: z.number().int(),
    setBack: z.number().int(), leftAlone: z.number().int(),
  }),
  leftAlone: z.array(z.object({ id: z.number().int(), label: z.string().nullable(), why: z.enum(['changed', 'gone']) })),
  broken: z.array(z.object({ label: z.string(), column: z.string(), missing: z.string() })),
  /** Set when the undo would be refused: why (the references it would break, each named). */
  refusal: z.string().nullable(),
});
export type UndoPreview = z.infer<typeof undoPreviewAnswer>;

export type RowChange = z.infer<typeof rowChange>;
export type RowProblem = z.infer<typeof rowProblem>;
export type BatchChanges = z.infer<typeof batchChanges>;
export type PreviewRow = z.infer<typeof previewRow>;
export type UploadCounts = z.infer<typeof uploadCounts>;
export type Preview = z.infer<typeof previewAnswer>;
export type JobStatus = z.infer<typeof jobStatus>;
export type Job = z.infer<typeof jobAnswer>;
export type HistoryRow = z.infer<typeof historyRow>;
export type RowEdit = z.infer<typeof rowEdit>;
export type RowRecheck = z.infer<typeof rowRecheckAnswer>;

const oneValue = (name: string) => z.string({ error: `${name} must be given once, as text` }).max(200);

/**
 * The query of every upload POST. Each parameter once (a repeated one arrives as a list: refused by name, not a 500
 * further in); dryRun exactly true or false, since anything else used to submit the file for real.
 * `token`: an exam result's pre-signed upload token. Unknown parameters are dropped, not refused.
 */
export const uploadQuery = z.object({
  entity: oneValue('entity').optional(),
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be exactly true or false' }).optional(),
  centre: oneValue('centre').optional(),
  multiCentre: oneValue('multiCentre').optional(),
  token: oneValue('token').max(2000).optional(),
  /** On submit: 'valid' applies the rows without errors and returns the others in the result file; 'all' (the
   *  default) applies all rows or none. */
  apply: z.enum(['all', 'valid'], { error: 'apply must be exactly all or valid' }).optional(),
  /** On submit: the editKey of the preview whose fixed cells this submit applies (the server writes the corrected file). */
  preview: z.string().uuid({ error: 'preview must be the editKey of a preview' }).optional(),
  /** On a dryRun: 'columns' answers the rows by column (previewTable.ts), as the console asks. */
  rows: z.enum(['columns'], { error: 'rows must be exactly columns' }).optional(),
});
export type UploadQuery = z.infer<typeof uploadQuery>;

