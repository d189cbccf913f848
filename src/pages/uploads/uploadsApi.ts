// The upload calls: support centres, sample sheets, preview (dryRun), submit, history and result files. One
// injectable object (UploadsApiContext), so the screens are tested with a fake.
import { createContext, useContext } from 'react';
import { API_PREFIX, previewOf, ROWS_BY_COLUMN, type MappingPair } from '../../../schemas';
import type { CompactPreview } from '../../../schemas/api';
import { http, type HttpClient } from '../../api/httpClient';
import type { FileResult } from '../../api/types';
import type { CentreOption, HistoryRow, Job, Preview, RowRecheck, UndoPreview, UploadTarget } from './types';

export interface HistoryQuery { status: string[]; page: number; limit: number }

export interface UploadsApi {
  centres(): Promise<CentreOption[]>;
  sample(entity: string, operation: string, multiCentre: boolean): Promise<FileResult>;
  preview(target: UploadTarget, file: File): Promise<Preview>;
  /**
   * `applies: 'valid'`: apply the rows without errors, the others come back in the result file (all or none by default).
   * `editKey`: the preview whose fixed cells the job applies (issue 26).
   */
  submit(target: UploadTarget, file: File, idempotencyKey: string, applies?: 'all' | 'valid', editKey?: string): Promise<Job>;
  /** A row's cells fixed in the preview, checked again by the server: the rows that changed and the new counts. */
  recheck(editKey: string, row: number, cells: Record<string, string>): Promise<RowRecheck>;
  history(query: HistoryQuery, signal?: AbortSignal): Promise<{ rows: HistoryRow[]; totalCount: number }>;
  result(id: number): Promise<FileResult>;
  /** A corrected job's files: the one uploaded, or the corrected one it ran on. */
  file(id: number, which: 'original' | 'corrected'): Promise<FileResult>;
  /** What undoing a job would revert, and the records it would leave alone (issue 26 item 5). */
  undoPreview(id: number): Promise<UndoPreview>;
  /** Queues the undo job. */
  undo(id: number): Promise<Job>;
}

/** A preview of 100,000 rows can take a while on a busy server; the spec's 2 minutes cover it. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The multipart body of a preview or submit: the centre mode, the clerk's column mapping, then the file. */
export function sheetForm(file: File, fields: { multiCentre?: boolean; centreId?: number | null; mapping?: MappingPair[] }): FormData {
  const body = new FormData();
  if (fields.multiCentre === false && fields.centreId != null) body.append('centre', String(fields.centreId));
  if (fields.multiCentre !== undefined) body.append('multiCentre', String(fields.multiCentre));
  if (fields.mapping) body.append('mapping', JSON.stringify(fields.mapping));
  body.append('file', file, file.name);
  return body;
}

const form = (target: UploadTarget, file: File) => sheetForm(file, target);

type PostFlags = Parameters<HttpClient['post']>[2];

/** A dryRun's preview, asked for by column (a third of the JSON of rows: schemas/core/previewTable.ts) and read as rows. */
export async function postPreview(client: Pick<HttpClient, 'post'>, path: string, body: FormData, flags: PostFlags = {}): Promise<Preview> {
  const { data } = await client.post<Preview | CompactPreview>(path, body, { ...flags, params: { ...flags.params, dryRun: true, rows: ROWS_BY_COLUMN } });
  return previewOf(data);
}

type Client = Pick<HttpClient, 'get' | 'post' | 'download'>;

export function createUploadsApi(client: Client): UploadsApi {
  return {
    async centres() {
      const { data } = await client.get<CentreOption[]>(`${API_PREFIX}/centres`);
      return Array.isArray(data) ? data : [];
    },
    sample(entity, operation, multiCentre) {
      return client.download(`${API_PREFIX}/sample`, { entity, operation, multiCentre }, { loader: true });
    },
    preview: (target, file) => postPreview(client, target.path, form(target, file), { params: { entity: target.entity }, timeoutMs: UPLOAD_TIMEOUT_MS, whole: true }),
    async submit(target, file, idempotencyKey, applies = 'all', editKey) {
      const { data } = await client.post<Job>(target.path, form(target, file), {
        params: { entity: target.entity, ...(applies === 'valid' ? { apply: 'valid' } : {}), ...(editKey ? { preview: editKey } : {}) }, headers: { 'Idempotency-Key': idempotencyKey }, timeoutMs: UPLOAD_TIMEOUT_MS, loader: true,
      });
      return data;
    },
    async history(query, signal) {
      const { data } = await client.get<{ rows: HistoryRow[]; totalCount: number }>(`${API_PREFIX}/upload-history`, {
        status: query.status, page: query.page, limit: query.limit,
      }, { signal });
      return { rows: data?.rows ?? [], totalCount: data?.totalCount ?? 0 };
    },
    result(id) {
      return client.download(`${API_PREFIX}/upload-history/${id}/result`, undefined, { loader: true });
    },
    file(id, which) {
      return client.download(`${API_PREFIX}/upload-history/${id}/file/${which}`, undefined, { loader: true });
    },
    async recheck(editKey, row, cells) {
      // Quiet: a refused fix is shown beside the cell, not in a toast.
      const { data } = await client.post<RowRecheck>(`${API_PREFIX}/upload-preview/${editKey}/rows/${row}`, { cells }, { quiet: true });
      return data;
    },
    async undoPreview(id) {
      return (await client.get<UndoPreview>(`${API_PREFIX}/upload-history/${id}/undo`)).data;
    },
    async undo(id) {
      return (await client.post<Job>(`${API_PREFIX}/upload-history/${id}/undo`, undefined, { loader: true })).data;
    },
  };
}

export const UploadsApiContext = createContext<UploadsApi>(createUploadsApi(http));

export const useUploadsApi = () => useContext(UploadsApiContext);
