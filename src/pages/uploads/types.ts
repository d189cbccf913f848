// The shapes the upload endpoints answer (server/uploads/preview.ts, server/uploads/jobView.ts), as the console reads them.

export type RowChange = 'create' | 'change' | 'unchanged' | null;

export interface RowProblem { column: string; rule: string; message: string }

export interface PreviewRow {
  row: number;
  change: RowChange;
  values: Record<string, string>;
  errors: RowProblem[];
  batches?: { added: string[]; retained: string[]; deleted: string[] };
}

export interface UploadCounts { rows: number; valid: number; withErrors: number; created: number; changed: number; unchanged: number }

export interface Preview {
  entity: string;
  operation: string;
  multiCentre: boolean;
  centre: { id: number; name: string } | null;
  fileName: string;
  loaderText: string;
  columns: { key: string; label: string }[];
  counts: UploadCounts;
  warnings: string[];
  rows: PreviewRow[];
}

export type JobStatus = 'queued' | 'inprogress' | 'successful' | 'failed';

export interface Job {
  id: number;
  fileName: string;
  entity: string;
  entityLabel: string;
  operation: string;
  operationLabel: string;
  status: JobStatus;
  totalRows: number;
  processedRows: number;
  errorMessage: string | null;
  counts: UploadCounts | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface HistoryRow extends Job {
  uploadedBy: string;
  centre: string | null;
  multiCentre: boolean;
  hasResult: boolean;
}

export interface CentreOption { id: number; name: string; code: string }

/** What the upload page sends along with the file. */
export interface UploadTarget {
  entity: string;
  operation: string;
  /** The schema operation's POST path. */
  path: string;
  multiCentre: boolean;
  centreId: number | null;
}
