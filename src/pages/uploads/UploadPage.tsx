// The upload page (entities-spec §2, issue 5): choose what to upload and the centre, download the sample sheet,
// then drop or browse a file; the server's preview opens next.
import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink } from 'react-router-dom';
import { headerRow, type EntitySchema } from '../../../schemas';
import { FileDrop } from './FileDrop';
import { MappingStep } from './MappingStep';
import { SampleDialog } from './SampleDialog';
import { UploadHeader } from './UploadHeader';
import { UploadOptions } from './UploadOptions';
import { useUploadController } from './useUploadController';

import { UPLOAD_PATHS } from './paths';

export const HISTORY_PATH = UPLOAD_PATHS.history;

export interface UploadPageProps {
  schema: EntitySchema;
  kinds: readonly EntitySchema[];
}

export function UploadPage({ schema, kinds }: UploadPageProps) {
  const c = useUploadController(schema);
  const [sampleOpen, setSampleOpen] = useState(false);
  const multi = c.mode === 'multi';
  // A centre-free upload is sent in multi-centre mode, but its one sample format is listed as the plain one.
  const sampleMulti = multi && c.question !== 'noCentre';
  return (
    <Box component="section" aria-labelledby="upload-page-title" sx={{ pb: 2, minWidth: 0 }}>
      <UploadHeader schema={schema} kinds={kinds} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
            <UploadOptions c={c} />
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => setSampleOpen(true)}>Download sample sheet</Button>
              <Button component={RouterLink} to={HISTORY_PATH} startIcon={<HistoryIcon />}>Upload history</Button>
            </Stack>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Columns of this sheet: {headerRow(c.operation, multi).join(', ')}.
          </Typography>
          {c.error && <Alert severity="error" role="status">{c.error}</Alert>}
          {c.mappingStep ? (
            <MappingStep
              key={c.mappingStep.file.name + JSON.stringify(c.mappingStep.proposal)}
              operation={c.operation}
              multiCentre={c.mappingStep.target.multiCentre}
              proposal={c.mappingStep.proposal}
              problem={c.mappingStep.problem}
              refused={c.mappingStep.refused}
              busy={c.previewing}
              onConfirm={(pairs) => void c.confirmMapping(pairs)}
              onCancel={c.cancelMapping}
            />
          ) : (
            <FileDrop busy={c.previewing} busyText={schema.uploads.preview.loaderText} ready={c.canChooseFile} onFiles={(files) => void c.onFiles(files)} />
          )}
        </Stack>
      </Paper>
      <SampleDialog
        schema={schema}
        centreCount={c.centres.isPending ? undefined : c.centres.list.length}
        open={sampleOpen}
        initial={{ operation: c.operation.key, multiCentre: sampleMulti }}
        onClose={() => setSampleOpen(false)}
        onDownload={(o) => c.downloadSample(o.operation, o.multiCentre)}
      />
    </Box>
  );
}
