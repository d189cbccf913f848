// What to upload: the operation (create, centre transfer, batch association), the centre mode and, in
// single-centre mode, the centre.
import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, InputLabel, MenuItem, Radio, RadioGroup, Select, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { addsCentreColumn } from '../../../schemas';
import { OPERATION_LABELS, UPLOAD_TEXT } from './messages';
import type { UploadController } from './useUploadController';

export function UploadOptions({ c }: { c: UploadController }) {
  const { schema, operation, mode, centres } = c;
  return (
    <Stack spacing={2}>
      {schema.uploads.operations.length > 1 && (
        <FormControl>
          <FormLabel id="operation-label" sx={{ mb: 0.5 }}>What to upload</FormLabel>
          <ToggleButtonGroup exclusive size="small" color="primary" aria-labelledby="operation-label" value={operation.key} onChange={(_, key) => key && c.setOperation(key)}>
            {schema.uploads.operations.map((op) => <ToggleButton key={op.key} value={op.key}>{OPERATION_LABELS[op.key]}</ToggleButton>)}
          </ToggleButtonGroup>
        </FormControl>
      )}
      {c.question === 'multiOnly' && (
        <Alert severity="info" variant="outlined">{schema.label} are uploaded in the multi-centre format: each row names its centre.</Alert>
      )}
      {c.question === 'noCentre' && (
        <Alert severity="info" variant="outlined">{schema.label} records are shared by all centres: no centre to choose.</Alert>
      )}
      {c.question === 'choose' && (
        <FormControl>
          <FormLabel id="mode-label">Centres in the file</FormLabel>
          <RadioGroup row aria-labelledby="mode-label" value={mode} onChange={(e) => c.setMode(e.target.value as 'single' | 'multi')}>
            <FormControlLabel value="single" control={<Radio />} label="Single centre" />
            <FormControlLabel value="multi" control={<Radio />} label={addsCentreColumn(operation) ? 'Multiple centres (a Centre column)' : 'Multiple centres'} />
          </RadioGroup>
        </FormControl>
      )}
      {mode === 'single' && (
        <FormControl size="small" sx={{ maxWidth: 360 }} error={centres.failed}>
          <InputLabel id="upload-centre-label">Centre</InputLabel>
          <Select
            labelId="upload-centre-label"
            label="Centre"
            value={c.centreId ?? ''}
            onChange={(e) => c.setCentreId(String(e.target.value) === '' ? null : Number(e.target.value))}
            disabled={centres.isPending}
          >
            {centres.list.length === 0 && <MenuItem disabled value="">{centres.failed ? UPLOAD_TEXT.centresFailed : UPLOAD_TEXT.noCentres}</MenuItem>}
            {centres.list.map((centre) => <MenuItem key={centre.id} value={centre.id}>{centre.name}</MenuItem>)}
          </Select>
          {!addsCentreColumn(operation) && <FormHelperText>Only records now at this centre can be transferred.</FormHelperText>}
        </FormControl>
      )}
    </Stack>
  );
}
