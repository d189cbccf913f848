// The shapes the upload endpoints answer, shared by the server that builds them and the console that reads them.

export type RowChange = 'create' | 'change' | 'unchanged';

export interface RowProblem { column: string; rule: string; message: string }

export interface BatchChanges { added: string[]; retained: string[]; deleted: string[] }

export interface PreviewRow {
  row: number;
  change: RowChange | null;
  /** The row's value under each of Preview.columns, in their order (an array: 100,000 rows answer in half the bytes). */
  values: string[];
  errors: RowProblem[];
  batches?: BatchChanges;
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
