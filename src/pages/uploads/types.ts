// The shapes the upload endpoints answer, as the console reads them: types of the response schemas in schemas/api.

export type { Preview, PreviewRow, RowChange, RowProblem, UploadCounts } from '../../../schemas';
/** A job and a history row as the server answers them (schemas/api, the routes' response schemas). */
export type { HistoryRow, Job, JobStatus, RowRecheck, UndoPreview } from '../../../schemas/api';

import type { MappingPair } from '../../../schemas';

export interface CentreOption { id: number; name: string; code: string }

/** What the upload page sends along with the file. */
export interface UploadTarget {
  entity: string;
  operation: string;
  /** The schema operation's POST path. */
  path: string;
  multiCentre: boolean;
  centreId: number | null;
  /** The column mapping the clerk confirmed, sent with the preview and the submit (issue 26). */
  mapping?: MappingPair[];
}
