// The shapes the upload endpoints answer (server/uploads/preview.ts, server/uploads/jobView.ts), as the console reads them.

import type { UploadCounts } from '../../../schemas';

export type { Preview, PreviewRow, RowChange, RowProblem, UploadCounts } from '../../../schemas';

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
