// The Upload tab: the attendance sheet (Centre, Batch, Class Date, Start Time, Enrollment No, Mark P/A/L) on the
// shared upload components: sample sheet, a dropped file's preview with each row's errors, submit, and the upload
// history below, which polls while a job runs.
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { headerRow } from '../../../schemas';
import { attendanceSheet } from '../../../schemas/attendance';
import { FileDrop } from '../uploads/FileDrop';
import { HistoryGrid } from '../uploads/HistoryGrid';
import { PreviewCounts } from '../uploads/PreviewCounts';
import { PreviewGrid } from '../uploads/PreviewGrid';
import { UPLOAD_TEXT } from '../uploads/messages';
import { useHistoryController } from '../uploads/useHistoryController';
import { useAttendanceUpload } from './useAttendanceUpload';

const COLUMNS = headerRow(attendanceSheet.uploads.operations[0], true).join(', ');

export function UploadTab() {
  const history = useHistoryController();
  const c = useAttendanceUpload(history.refresh);
  const counts = c.preview?.counts;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 3, minWidth: 0 }}>
        <Stack spacing={3}>
          <Box><Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void c.downloadSample()}>Download sample sheet</Button></Box>
          <Typography variant="body2" color="text.secondary">
            One row per student and class. Columns: {COLUMNS}. The class is found by its batch, date and start time in the time
            table; Mark is P (present), A (absent) or L (late). {UPLOAD_TEXT.limits}
          </Typography>
          {c.error && <Alert severity="error" role="status">{c.error}</Alert>}
          <FileDrop busy={c.busy} busyText={attendanceSheet.uploads.preview.loaderText} ready={() => true} onFiles={(files) => void c.onFiles(files)} />
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
            emptyMessage="No uploads yet." onPage={history.setPage} onRetry={history.refresh} onDownload={(row) => void history.download(row)}
          />
        </Paper>
      </Box>
    </Stack>
  );
}
