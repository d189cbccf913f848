// The PTM upload tab (entities-spec §2): the sample sheet, the student file of an academic year, then a sheet
// dropped or browsed, its preview, and submit. A failed upload downloads its error file (S. No, Centre,
// Enrollment No, Class, Batch, Start Time, End Time, Subjects, Error); the fixed file is uploaded again.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { headerRow } from '../../../schemas';
import { ptmSchedules } from '../../../schemas/ptm';
import { SheetDrop } from '../uploads/SheetDrop';
import { PreviewCounts } from '../uploads/PreviewCounts';
import { PreviewGrid } from '../uploads/PreviewGrid';
import { usePtmUpload } from './usePtmUpload';

export interface PtmUploadTabProps { academicYears: readonly number[]; onSubmitted(): void }

export function PtmUploadTab({ academicYears, onSubmitted }: PtmUploadTabProps) {
  const c = usePtmUpload();
  const [year, setYear] = useState<number | ''>('');
  const chosenYear = year === '' ? academicYears[0] : year;
  const counts = c.preview?.counts;
  return (
    <Paper variant="outlined" sx={{ p: 3, minWidth: 0 }}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void c.downloadSample()}>Download sample sheet</Button>
          <TextField select size="small" label="Academic Year" value={chosenYear ?? ''} sx={{ width: 180 }}
            onChange={(e) => setYear(Number(e.target.value))}>
            {academicYears.map((y) => <MenuItem key={y} value={y}>{`${y}-${String(y + 1).slice(2)}`}</MenuItem>)}
          </TextField>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} disabled={chosenYear === undefined}
            onClick={() => chosenYear !== undefined && void c.downloadStudents(chosenYear)}>Download student file</Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Columns of this sheet: {headerRow(ptmSchedules.uploads.operations[0], true).join(', ')}. Times are yyyy-mm-dd hh:mm (UTC).
        </Typography>
        {c.error && <Alert severity="error" role="status">{c.error}</Alert>}
        <SheetDrop sheet={c.sheet} operation={ptmSchedules.uploads.operations[0]} busyText={ptmSchedules.uploads.preview.loaderText} onFiles={(files) => void c.onFiles(files)} />
        {c.preview && counts && (
          <Box sx={{ minWidth: 0, overflow: 'hidden' }}>
            <Typography variant="subtitle1" component="h2" gutterBottom>Preview of {c.preview.fileName}</Typography>
            <PreviewCounts counts={counts} />
            <Box sx={{ my: 2 }}><PreviewGrid preview={c.preview} rows={c.preview.rows} height={360} /></Box>
            <Button variant="contained" disabled={c.busy}
              onClick={() => void c.submit().then((done) => done && onSubmitted())}>
              {counts.withErrors > 0 ? 'Upload and download the error file' : 'Submit'}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
