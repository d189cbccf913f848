// The shapes the upload endpoints answer, shared by the server that builds them and the console that reads them:
// the zod response schemas of schemas/api/uploads.ts, as types.
export type { BatchChanges, Preview, PreviewRow, RowChange, RowProblem, UploadCounts } from '../api/uploads';
