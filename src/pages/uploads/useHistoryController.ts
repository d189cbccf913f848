// The history page's controller: status filter and page in the URL, the list from the server, polling while any
// row is queued or in progress, refresh, and result downloads.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { saveBlob } from '../../../resources/actions/ExportButton';
import { toastError, toastSuccess } from '../../shell/feedback';
import { SHEET_FILE, UPLOAD_TEXT } from './messages';
import { useUploadsApi } from './uploadsApi';
import type { HistoryRow, UndoPreview } from './types';

export const HISTORY_PAGE_SIZE = 20;
/** How often a page with queued or in-progress rows asks again. */
export const POLL_MS = 2000;
export const STATUS_FILTERS = ['all', 'queued', 'inprogress', 'successful', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const running = (rows: readonly HistoryRow[] | undefined) => !!rows?.some((r) => r.status === 'queued' || r.status === 'inprogress');

export function useHistoryController() {
  const api = useUploadsApi();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: StatusFilter = (STATUS_FILTERS as readonly string[]).includes(asked ?? '') ? (asked as StatusFilter) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: ['uploads', 'history', status, page],
    queryFn: ({ signal }) => api.history({ status: status === 'all' ? [] : [status], page, limit: HISTORY_PAGE_SIZE }, signal),
    refetchInterval: (q) => (running(q.state.data?.rows) ? POLL_MS : false),
    placeholderData: keepPreviousData,
    retry: false,
  });

  function setFilter(next: StatusFilter) {
    setParams(next === 'all' ? {} : { status: next });
  }

  function setPage(next: number) {
    setParams((p) => { p.set('page', String(next)); return p; });
  }

  /** The result file, or a corrected job's original or corrected file. */
  async function download(row: HistoryRow, which: 'result' | 'original' | 'corrected' = 'result') {
    try {
      const file = which === 'result' ? await api.result(row.id) : await api.file(row.id, which);
      saveBlob(file.blob, file.fileName ?? (which === 'result' ? `${row.fileName.replace(SHEET_FILE, '')}_result.xlsx` : row.fileName));
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.downloaded);
    } catch {
      toastError(UPLOAD_TEXT.downloadFailed);
    }
  }

  // Undo (issue 26 item 5): the row asked about and, once the server answers, what the undo would do.
  const [undoing, setUndoing] = useState<{ row: HistoryRow; preview: UndoPreview | null } | null>(null);

  async function askUndo(row: HistoryRow) {
    setUndoing({ row, preview: null });
    try {
      const preview = await api.undoPreview(row.id);
      setUndoing((u) => (u?.row.id === row.id ? { row, preview } : u));
    } catch {
      // The call layer has shown the server's words (outside the window, already undone ...).
      setUndoing(null);
    }
  }

  async function confirmUndo() {
    if (!undoing) return;
    setUndoing(null);
    try {
      await api.undo(undoing.row.id);
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.undoSubmitted);
    } catch {
      // Shown by the call layer, naming what stopped it.
    }
    void query.refetch();
  }

  return {
    status, setFilter, page, setPage, download, undoing, askUndo, confirmUndo, cancelUndo: () => setUndoing(null),
    rows: query.data?.rows ?? [],
    total: query.data?.totalCount ?? 0,
    loading: query.isPending || query.isFetching,
    failed: query.isError,
    refresh: () => void query.refetch(),
  };
}
