// /glorifireEntities/history: every upload the user may see, with status filters, refresh, progress of running
// jobs (polled) and result files (entities-spec §2, issue 5).
import { Box, Button, Paper, ToggleButton, ToggleButtonGroup } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { PageHeading } from '../PageHeading';
import { STATUS_LABELS } from './messages';
import { HistoryGrid } from './HistoryGrid';
import { UndoDialog } from './UndoDialog';
import { STATUS_FILTERS, useHistoryController, type StatusFilter } from './useHistoryController';

export default function HistoryPage() {
  const c = useHistoryController();
  return (
    <Box component="section" aria-labelledby="history-title" sx={{ pb: 2, minWidth: 0 }}>
      <PageHeading id="history-title" title="Upload History" actions={(
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup exclusive size="small" color="primary" aria-label="Status filter" value={c.status} onChange={(_, v: StatusFilter | null) => v && c.setFilter(v)}>
            {STATUS_FILTERS.map((s) => <ToggleButton key={s} value={s}>{s === 'all' ? 'All' : STATUS_LABELS[s]}</ToggleButton>)}
          </ToggleButtonGroup>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={c.refresh}>Refresh</Button>
        </Box>
      )} alignEnd />
      <Paper variant="outlined" sx={{ width: 0, minWidth: '100%' }}>
        <HistoryGrid
          rows={c.rows} total={c.total} page={c.page} loading={c.loading} failed={c.failed}
          emptyMessage={c.status === 'all' ? 'No uploads yet.' : `No ${STATUS_LABELS[c.status].toLowerCase()} uploads.`}
          onPage={c.setPage} onRetry={c.refresh} onDownload={(row, which) => void c.download(row, which)} onUndo={(row) => void c.askUndo(row)}
        />
      </Paper>
      {c.undoing && <UndoDialog row={c.undoing.row} preview={c.undoing.preview} onClose={c.cancelUndo} onConfirm={() => void c.confirmUndo()} />}
    </Box>
  );
}
