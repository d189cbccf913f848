// The upload tab of a sheet-only target (the attendance sheet, the students' feedback responses) on the shared upload
// components: sample sheet, a dropped file's preview with each row's errors, submit, and the upload history below,
// which polls while a job runs. `help` says what a row is; the columns are the target's.
import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { headerRow } from '../../../schemas';
import type { UploadTargetSchema } from '../../../schemas/uploadTargets';
import { SheetDrop } from './SheetDrop';
import { HistoryGrid } from './HistoryGrid';
import { PreviewCounts } from './PreviewCounts';
import { PreviewGrid } from './PreviewGrid';
import { UPLOAD_TEXT } from './messages';
import { useHistoryController } from './useHistoryController';
import { useSheetUpload } from './useSheetUpload';

export function SheetUploadPanel({ target, help }: { target: UploadTargetSchema; help: ReactNode }) {
  const history = useHistoryController();
  const c = useSheetUpload(target, history.refresh);
  const columns = headerRow(target.uploads.operations[0], true).join(', ');
  const counts = c.preview?.counts;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 3, minWidth: 0 }}>
        <Stack spacing={3}>
          <Box><Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void c.downloadSample()}>Download sample sheet</Button></Box>
          <Typography variant="body2" color="text.secondary">
            {help} Columns: {columns}. {UPLOAD_TEXT.limits}
          </Typography>
          {c.error && <Alert severity="error" role="status">{c.error}</Alert>}
          <SheetDrop sheet={c.sheet} operation={c.operation} busyText={target.uploads.preview.loaderText} onFiles={(files) => void c.onFiles(files)} />
          {c.preview && counts && (
            <Box sx={{ minWidth: 0, overflow: 'hidden' }}>
              <Typography variant="subtitle1" component="h2" gutterBottom>Preview of {c.preview.fileName}</Typography>
              <PreviewCounts counts={counts} />
              {counts.withErrors > 0 && <Alert severity="warning" sx={{ mt: 2 }}>{UPLOAD_TEXT.fixAndRetry}</Alert>}
              <Box sx={{ my: 2 }}><PreviewGrid preview={c.preview} rows={c.preview.rows} height={360} /></Box>
              <Stack direction="row" spacing={2}>
                <Button variant="contained" disabled={c.busy || counts.withErrors > 0 || counts.rows === 0} onClick={() => void c.submit()}>Submit</Button>
                <Button onClick={c.clear} disabled={c.busy}>Cancel</Button>
              </Stack>
            </Box>
          )}
        </Stack>
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" gutterBottom>Upload history</Typography>
        <Paper variant="outlined" sx={{ width: 0, minWidth: '100%' }}>
          <HistoryGrid
            rows={history.rows} total={history.total} page={history.page} loading={history.loading} failed={history.failed}
            emptyMessage="No uploads yet." onPage={history.setPage} onRetry={history.refresh} onDownload={(row, which) => void history.download(row, which)}
          />
        </Paper>
      </Box>
    </Stack>
  );
}
