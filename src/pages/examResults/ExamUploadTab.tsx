// The exam-result upload tab (/exam-result/upload): choose an exam and a year, download the exam's sample sheet,
// drop a sheet (one row per student and subject: Enrollment No, Subject, Marks), read its preview with each row's
// errors, submit, and follow the upload in the history below.
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { examResults } from '../../../schemas/examResults';
import { SheetDrop } from '../uploads/SheetDrop';
import { PreviewCounts } from '../uploads/PreviewCounts';
import { PreviewGrid } from '../uploads/PreviewGrid';
import { UPLOAD_TEXT } from '../uploads/messages';
import { ExamHistory, useExamHistory } from './ExamHistory';
import { useExamUpload } from './useExamUpload';

const COLUMNS = examResults.uploads.operations[0].columns.map((c) => c.header).join(', ');

export function ExamUploadTab() {
  const history = useExamHistory();
  const c = useExamUpload(() => void history.refetch());
  const counts = c.preview?.counts;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 3, minWidth: 0 }}>
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField select size="small" label="Exam" value={c.examId} sx={{ width: 240 }} disabled={c.loadingExams}
              onChange={(e) => void c.chooseExam(Number(e.target.value))}
              helperText={!c.loadingExams && c.exams.length === 0 ? 'No exams yet: add one in Exam Configuration' : undefined}>
              {c.exams.map((e) => <MenuItem key={e.id} value={e.id}>{e.name}</MenuItem>)}
            </TextField>
            <TextField select size="small" label="Year" value={c.year} sx={{ width: 140 }} disabled={c.examId === ''}
              onChange={(e) => c.chooseYear(Number(e.target.value))}>
              {c.years.map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
            </TextField>
            <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void c.downloadSample()}>Download sample</Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            One row per student and subject. Columns: {COLUMNS}. Every cell is required; marks run from 0 to the subject's maximum
            {c.exam ? ` (${c.exam.subjects.map((s) => `${s.name} ${s.maxMarks}`).join(', ')})` : ''}. {UPLOAD_TEXT.limits}
          </Typography>
          {c.error && <Alert severity="error" role="status">{c.error}</Alert>}
          <SheetDrop sheet={c.sheet} operation={examResults.uploads.operations[0]} busyText={examResults.uploads.preview.loaderText} onFiles={(files) => void c.onFiles(files)} />
          {c.preview && counts && (
            <Box sx={{ minWidth: 0, overflow: 'hidden' }}>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                Preview of {c.preview.fileName}: {c.exam?.name} {c.year}
              </Typography>
              <PreviewCounts counts={counts} />
              {counts.withErrors > 0 && <Alert severity="warning" sx={{ mt: 2 }}>{UPLOAD_TEXT.fixAndRetry}</Alert>}
              <Box sx={{ my: 2 }}><PreviewGrid preview={c.preview} rows={c.preview.rows} height={360} /></Box>
              <Stack direction="row" spacing={2}>
                <Button variant="contained" disabled={c.busy || counts.withErrors > 0 || counts.rows === 0} onClick={() => void c.submit()}>Submit</Button>
                <Button onClick={c.clearFile} disabled={c.busy}>Cancel</Button>
              </Stack>
            </Box>
          )}
        </Stack>
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" gutterBottom>History</Typography>
        <ExamHistory list={history} />
      </Box>
    </Stack>
  );
}
