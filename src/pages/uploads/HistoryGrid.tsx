// The history rows: file, kind and operation, who, which centre, status with progress, date and result download.
import { Box, Button, Chip, Divider, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { MAX_PAGE_TABS } from '../../../schemas/core/constants';
import { ListGrid } from '../../../resources/list/ListGrid';
import type { Col } from '../../../resources/list/listGridTypes';
import { ListOverlay } from '../../../resources/list/ListOverlay';
import { Paginator } from '../../../resources/list/Paginator';
import { OPERATION_LABELS, STATUS_LABELS, UPLOAD_TEXT } from './messages';
import type { HistoryRow } from './types';
import { HISTORY_PAGE_SIZE } from './useHistoryController';
import { dateTime } from '../../../resources/format';

const STATUS_COLOURS = { queued: 'default', inprogress: 'info', successful: 'success', failed: 'error' } as const;


function StatusCell({ row }: { row: HistoryRow }) {
  const active = row.status === 'queued' || row.status === 'inprogress';
  const share = row.totalRows > 0 ? (100 * row.processedRows) / row.totalRows : 0;
  return (
    <Box sx={{ width: '100%', py: 0.75 }}>
      <Chip size="small" color={STATUS_COLOURS[row.status]} label={STATUS_LABELS[row.status] ?? row.status} />
      {row.undoneBy != null && <Chip size="small" variant="outlined" label={UPLOAD_TEXT.undone} sx={{ ml: 0.5 }} title={`Undone by upload job ${row.undoneBy}`} />}
      {row.applies === 'valid' && <Chip size="small" variant="outlined" color="warning" label={UPLOAD_TEXT.validOnly} sx={{ ml: 0.5 }} title="The clerk chose to apply the valid rows only" />}
      {active && (
        <>
          <LinearProgress variant={row.totalRows > 0 ? 'determinate' : 'indeterminate'} value={share} sx={{ mt: 0.75 }} aria-label="Progress" />
          <Typography variant="caption" color="text.secondary">
            {row.totalRows > 0 ? `${row.processedRows.toLocaleString('en-US')} / ${row.totalRows.toLocaleString('en-US')} rows`
              : row.status === 'queued' ? 'Waiting to start' : 'Reading the file'}
          </Typography>
        </>
      )}
    </Box>
  );
}

export type HistoryFile = 'result' | 'original' | 'corrected';

/** A job corrected in its preview keeps the file uploaded and the corrected one it ran on (issue 26). */
function CorrectedFiles({ row, onDownload }: { row: HistoryRow; onDownload: (row: HistoryRow, which: HistoryFile) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary">Corrected in the preview:</Typography>
      <Button size="small" sx={{ minWidth: 0, py: 0 }} aria-label={`Download the original file of ${row.fileName}`} onClick={() => onDownload(row, 'original')}>Original file</Button>
      <Button size="small" sx={{ minWidth: 0, py: 0 }} aria-label={`Download the corrected file ${row.fileName}`} onClick={() => onDownload(row, 'corrected')}>Corrected file</Button>
    </Box>
  );
}

function columns(onDownload: (row: HistoryRow, which: HistoryFile) => void, onUndo?: (row: HistoryRow) => void): Col<HistoryRow>[] {
  const all: Col<HistoryRow>[] = [
    {
      field: 'fileName', headerName: 'File Name', flex: 1.6, minWidth: 180, sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.75, minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{row.fileName}</Typography>
          {row.errorMessage && <Typography variant="caption" color="error">{row.errorMessage}</Typography>}
          {row.corrected && <CorrectedFiles row={row} onDownload={onDownload} />}
        </Box>
      ),
    },
    { field: 'entityLabel', headerName: 'Entity', flex: 1, minWidth: 140, sortable: false, valueGetter: (_v, r) => `${r.entityLabel} · ${OPERATION_LABELS[r.operation] ?? r.operationLabel}` },
    { field: 'uploadedBy', headerName: 'Uploaded By', flex: 0.9, minWidth: 110, sortable: false },
    { field: 'centre', headerName: 'Centre', flex: 0.9, minWidth: 110, sortable: false, valueGetter: (_v, r) => r.centre ?? 'Multiple centres' },
    { field: 'status', headerName: 'Status', width: 150, sortable: false, renderCell: ({ row }) => <StatusCell row={row} /> },
    { field: 'createdAt', headerName: 'Date', width: 150, sortable: false, valueGetter: (_v, r) => dateTime(r.createdAt) },
    {
      field: 'result', headerName: 'Result', width: 80, sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={row.hasResult ? 'Download the result file' : 'No result file yet'}>
          <span>
            <IconButton size="small" aria-label={`Download result of ${row.fileName}`} disabled={!row.hasResult} onClick={() => onDownload(row, 'result')}>
              <FileDownloadOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ),
    },
    {
      field: 'undo', headerName: 'Undo', width: 70, sortable: false,
      renderCell: ({ row }) => (row.undoable ? (
        <Tooltip title="Undo this upload">
          <IconButton size="small" aria-label={`Undo upload ${row.fileName}`} onClick={() => onUndo?.(row)}>
            <UndoIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null),
    },
  ];
  return onUndo ? all : all.filter((c) => c.field !== 'undo');
}

export interface HistoryGridProps {
  rows: HistoryRow[];
  total: number;
  page: number;
  loading: boolean;
  failed: boolean;
  emptyMessage: string;
  onPage(page: number): void;
  onRetry(): void;
  onDownload(row: HistoryRow, which: HistoryFile): void;
  /** Offered on the rows the user may undo now (successful, within the window, theirs or their scope's). */
  onUndo?(row: HistoryRow): void;
}

export function HistoryGrid(p: HistoryGridProps) {
  return (
    <>
      {/* A grid container: the list grid fills at least its 320 px, so the empty and error states sit in the middle. */}
      <Box sx={{ minHeight: 320, display: 'grid' }}>
        <ListGrid<HistoryRow>
          label="Upload history"
          rows={p.failed ? [] : p.rows}
          columns={columns(p.onDownload, p.onUndo)}
          loading={p.loading}
          autoRowHeight
          overlay={p.failed ? <ListOverlay message={UPLOAD_TEXT.historyFailed} error onRetry={p.onRetry} /> : <ListOverlay message={p.emptyMessage} />}
        />
      </Box>
      <Divider />
      <Paginator page={p.page} perPage={HISTORY_PAGE_SIZE} total={p.total} maxTabs={MAX_PAGE_TABS} setPage={p.onPage} />
    </>
  );
}
