// The deactivate / reactivate modal (entities-spec §2, §4, §5): the selected entities (removable), the kind's
// reason list, a free-text box only for 'Other' and required then; one call for all ids.
import { useState } from 'react';
import {
  Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormHelperText,
  InputLabel, MenuItem, Select, TextField, Typography,
} from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { useEntityApi, type StatusAction } from '../api';
import { MESSAGES } from '../messages';
import { recordTitle } from '../rows/recordTitle';
import { useEntityToast } from '../toast';
import { ACTION_WORDS, OTHER_REASON_MAX, isValid, needsOtherText, reasonErrors, reasonPayload } from './reasonForm';

export interface StatusChangeDialogProps {
  schema: ResourceSchema;
  action: StatusAction;
  records: RaRecord[];
  onClose: () => void;
  /** After the server applied the change: refresh the list, clear the selection. */
  onDone: () => void;
}

export function StatusChangeDialog({ schema, action, records: initial, onClose, onDone }: StatusChangeDialogProps) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const [records, setRecords] = useState(initial);
  const [reason, setReason] = useState('');
  const [otherReason, setOtherReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasons = schema.statusChange?.reasons[action] ?? [];
  const errors = reasonErrors({ count: records.length, reason, otherReason }, reasons);
  const words = ACTION_WORDS[action];
  const titleId = `status-change-${action}-title`;

  async function submit() {
    setTouched(true);
    if (!isValid(errors) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const message = await api.changeStatus(schema, { action, ids: records.map((r) => r.id), ...reasonPayload(reason, otherReason) });
      toast.success(message || schema.statusChange?.messages[action] || MESSAGES[action === 'deactivate' ? 'deactivated' : 'reactivated']);
      onDone();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : null);
      toast.error(MESSAGES.actionFailed);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {words.verb} {schema.label}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2" gutterBottom>
          Selected ({records.length})
        </Typography>
        <Box
          component="ul"
          aria-label="Selected entities"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mb: 2, maxHeight: 150, overflowY: 'auto' }}
        >
          {records.map((r) => (
            <li key={String(r.id)}>
              <Chip
                size="small"
                label={recordTitle(schema, r)}
                onDelete={busy ? undefined : () => setRecords((rs) => rs.filter((x) => x.id !== r.id))}
              />
            </li>
          ))}
        </Box>
        {errors.entities && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {errors.entities}
          </Alert>
        )}
        <FormControl fullWidth size="small" variant="outlined" required error={touched && Boolean(errors.reason)} sx={{ mb: 2 }}>
          <InputLabel id={`${titleId}-reason`}>Reason</InputLabel>
          <Select variant="outlined" labelId={`${titleId}-reason`} label="Reason" value={reason} onChange={(e) => setReason(e.target.value)}>
            {reasons.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </Select>
          {touched && errors.reason && <FormHelperText>{errors.reason}</FormHelperText>}
        </FormControl>
        {needsOtherText(reason) && (
          <TextField
            variant="outlined"
            label="Describe the reason"
            required
            fullWidth
            multiline
            minRows={3}
            value={otherReason}
            onChange={(e) => setOtherReason(e.target.value)}
            error={touched && Boolean(errors.otherReason)}
            helperText={(touched && errors.otherReason) || `${otherReason.trim().length}/${OTHER_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: OTHER_REASON_MAX + 50 } }}
          />
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {MESSAGES.actionFailed} {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={action === 'deactivate' ? 'error' : 'primary'}
          onClick={submit}
          disabled={busy || records.length === 0}
        >
          {words.verb} {records.length > 0 ? `(${records.length})` : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
