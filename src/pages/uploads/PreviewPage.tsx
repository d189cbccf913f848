// /glorifireEntities/preview: the server's preview of the chosen file (entities-spec §2): counts, every row with
// the change it makes and its problems, a filter to the rows with errors, and Submit once nothing is wrong (or, by the
// clerk's confirmed choice, the valid rows only).
import { Alert, Box, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { getEntity } from '../../../schemas';
import { ApplyValidDialog } from './ApplyValidDialog';
import { OPERATION_LABELS, UPLOAD_TEXT } from './messages';
import { PreviewCounts } from './PreviewCounts';
import { PreviewGrid } from './PreviewGrid';
import { usePreviewController } from './usePreviewController';

export default function PreviewPage() {
  const c = usePreviewController();
  const [asking, setAsking] = useState(false);
  if (!c.session) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="info" action={<Button component={RouterLink} to="/glorifireEntities/home/upload">Upload a file</Button>}>{UPLOAD_TEXT.noPreview}</Alert>
      </Box>
    );
  }
  const { preview } = c.session;
  const schema = getEntity(preview.entity);
  const where = preview.multiCentre ? 'Multiple centres' : preview.centre?.name;
  return (
    <Box component="section" aria-labelledby="preview-title" sx={{ pb: 2, minWidth: 0 }}>
      <Title title="Upload Preview" />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="preview-title" variant="h5" component="h1">Preview: {preview.fileName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {schema?.label ?? preview.entity} · {OPERATION_LABELS[preview.operation] ?? preview.operation} · {where}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={c.chooseAnother}>Choose another file</Button>
          {c.canApplyValid && <Button variant="outlined" color="warning" onClick={() => setAsking(true)}>Apply valid rows only</Button>}
          <Button variant="contained" onClick={() => void c.submit()} disabled={!c.canSubmit}>Submit</Button>
        </Stack>
      </Box>
      <Stack spacing={2}>
        <PreviewCounts counts={preview.counts} />
        {preview.warnings.map((w) => <Alert key={w} severity="warning">{w}</Alert>)}
        {!!preview.counts.withWarnings && (
          <Alert severity="warning">
            {preview.counts.withWarnings.toLocaleString('en-US')} of {preview.counts.rows.toLocaleString('en-US')} rows have warnings. {UPLOAD_TEXT.warningsGoOn}
          </Alert>
        )}
        {preview.counts.withErrors > 0 && (
          <Alert severity="error">
            {preview.counts.withErrors.toLocaleString('en-US')} of {preview.counts.rows.toLocaleString('en-US')} rows have errors. {UPLOAD_TEXT.fixAndRetry}
            {c.fixRow && ` ${UPLOAD_TEXT.orFixHere}`}
            {c.canApplyValid && ` ${UPLOAD_TEXT.orApplyValid}`}
          </Alert>
        )}
        {/* width 0 + min-width 100%: the grid's wide columns scroll inside it instead of widening the page. */}
        <Paper variant="outlined" sx={{ width: 0, minWidth: '100%' }}>
          <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <FormControlLabel
              control={<Switch checked={c.onlyErrors} disabled={preview.counts.withErrors === 0} onChange={(e) => c.setOnlyErrors(e.target.checked)} />}
              label={`Show only rows with errors (${preview.counts.withErrors.toLocaleString('en-US')})`}
            />
          </Box>
          {/* A fixed row keeps the grid where it was: only the filter starts it afresh. */}
          <PreviewGrid preview={preview} rows={c.rows} total={preview.rows.length} resetKey={c.onlyErrors} onFix={c.fixRow} />
        </Paper>
      </Stack>
      {asking && <ApplyValidDialog counts={preview.counts} onClose={() => setAsking(false)} onConfirm={() => { setAsking(false); void c.applyValid(); }} />}
    </Box>
  );
}
