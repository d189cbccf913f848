// The exam-result upload history under the upload form: the shared list on the schema of
// schemas/exam-result-history.ts (10 a page, the page in the URL). What no resource does is here: a status with
// its progress, the row counts in words, the file's error, and reading the page again while an upload still runs.
import { useEffect } from 'react';
import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { ListFrame, useUrlList, type ColumnOptions } from '../../../resources';
import type { ExamHistoryRow } from '../../../schemas/api';
import { examResultHistory } from '../../../schemas/exam-result-history';
import { EXAM_MESSAGES } from '../../../schemas/examResults';
import { toastError } from '../../shell/feedback';
import { STATUS_LABELS } from '../uploads/messages';
import { dateTime } from '../../../resources/format';

export const EXAM_HISTORY_EMPTY = 'No exam results have been uploaded yet.';
const POLL_MS = 2000;
const STATUS_COLOURS = { queued: 'default', inprogress: 'info', successful: 'success', failed: 'error' } as const;

const rowOf = (r: RaRecord) => r as unknown as ExamHistoryRow;
const running = (r: RaRecord) => r.status === 'queued' || r.status === 'inprogress';

export function countsOf(r: ExamHistoryRow): string {
  if (!r.counts) return r.totalRows > 0 ? `${r.processedRows} / ${r.totalRows}` : '-';
  const c = r.counts;
  return c.withErrors > 0 ? `${c.rows} rows, ${c.withErrors} with errors` : `${c.rows} rows: ${c.created} new, ${c.changed} changed, ${c.unchanged} unchanged`;
}

function Status({ row }: { row: ExamHistoryRow }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Chip size="small" color={STATUS_COLOURS[row.status]} label={STATUS_LABELS[row.status] ?? row.status} />
      {running(row as unknown as RaRecord) && <LinearProgress aria-label="Progress" sx={{ mt: 0.75 }}
        variant={row.totalRows > 0 ? 'determinate' : 'indeterminate'} value={row.totalRows > 0 ? (100 * row.processedRows) / row.totalRows : 0} />}
    </Box>
  );
}

function FileName({ row }: { row: ExamHistoryRow }) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.25 }}>
      <Typography variant="body2" noWrap title={row.fileName}>{row.fileName}</Typography>
      {row.errorMessage && <Typography variant="caption" color="error" noWrap component="div" title={row.errorMessage}>{row.errorMessage}</Typography>}
    </Box>
  );
}

const COLUMNS: ColumnOptions = {
  overrides: {
    examName: { minWidth: 110 },
    year: { width: 72 },
    fileName: { flex: 1.4, minWidth: 160, renderCell: (p) => <FileName row={rowOf(p.row)} /> },
    status: { width: 124, renderCell: (p) => <Status row={rowOf(p.row)} /> },
    counts: { flex: 1.4, minWidth: 210, renderCell: (p) => countsOf(rowOf(p.row)) },
    uploadedBy: { minWidth: 140 },
    createdAt: { width: 160, renderCell: (p) => dateTime(p.value) },
  },
};

/** The history's list; `refresh` reads it again (after a submit). */
export function useExamHistory() {
  const list = useUrlList(examResultHistory);
  const { data, error, refetch } = list;
  // Until every upload on the page has run, its status and counts move on without a reload.
  useEffect(() => {
    if (!data.some(running)) return;
    const timer = setTimeout(() => void refetch(), POLL_MS);
    return () => clearTimeout(timer);
  }, [data, refetch]);
  // entities-spec §8's words for this list, after the call layer's own toast.
  useEffect(() => {
    if (error) toastError(EXAM_MESSAGES.historyFailed);
  }, [error]);
  return list;
}

export function ExamHistory({ list }: { list: ReturnType<typeof useExamHistory> }) {
  return (
    <ListFrame
      schema={examResultHistory}
      list={list}
      emptyMessage={EXAM_HISTORY_EMPTY}
      errorMessage={EXAM_MESSAGES.historyFailed}
      columns={COLUMNS}
      gridHeight="max(320px, calc(100vh - 420px))"
    />
  );
}
