// The deactivate / reactivate modal (entities-spec §2, §4, §5): the selected entities (removable), the kind's
// reason list, a free-text box only for 'Other' and required then; one call for all ids.
import { useState } from 'react';
import {
  Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormHelperText,
  InputLabel, MenuItem, Select, TextField, Typography,
} from '@mui/material';
import { Confirm, type RaRecord } from 'react-admin';
import type { QueryParams } from '../../schemas/listQuery';
import { MATCHING_MAX, tooManyMatching } from '../../schemas/api/entities';
import { ACCOUNT_STATUS_VERBS, type ResourceSchema } from '../../schemas';
import { useEntityApi, type StatusAction } from '../api';
import { MESSAGES } from '../messages';
import { recordTitle } from '../rows/recordTitle';
import { useEntityToast } from '../toast';
import { OTHER_REASON_MAX, isValid, needsOtherText, reasonErrors, reasonPayload } from './reasonForm';

export interface StatusChangeDialogProps {
  schema: ResourceSchema;
  action: StatusAction;
  records: RaRecord[];
  /** "Select all N matching": every record the list's filter matches, `count` as the list counted them; the
   *  server applies the change to the filter and refuses it if the count has moved. */
  matching?: { count: number; filter: QueryParams };
  onClose: () => void;
  /** After the server applied the change: refresh the list, clear the selection. */
  onDone: () => void;
}

const n = (x: number) => x.toLocaleString('en-IN');

export function StatusChangeDialog({ schema, action, records: initial, matching, onClose, onDone }: StatusChangeDialogProps) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const [records, setRecords] = useState(initial);
  const [reason, setReason] = useState('');
  const [otherReason, setOtherReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reasons = schema.statusChange?.reasons[action] ?? [];
  const count = matching ? matching.count : records.length;
  const errors = reasonErrors({ count, reason, otherReason }, reasons);
  const tooMany = matching !== undefined && count > MATCHING_MAX;
  const verb = (schema.statusChange?.verbs ?? ACCOUNT_STATUS_VERBS)[action];
  // One record (a class cancelled from its form) is named by the kind's noun, 'Cancel Class'; more by its plural,
  // 'Cancel Classes' (the list's label unless the schema declares one: not 'Cancel Time Table').
  const title = `${verb} ${initial.length === 1 && !matching ? schema.noun : schema.nounPlural}`;
  // Where the change itself is 'Cancel' (a class), the button that leaves the dialog says Close, as the class form's does.
  const dismiss = verb === 'Cancel' ? 'Close' : 'Cancel';
  const titleId = `status-change-${action}-title`;

  function submit() {
    setTouched(true);
    if (!isValid(errors) || busy || tooMany) return;
    // A change to the whole filter is confirmed with its count first; chosen rows are listed in the dialog itself.
    if (matching) setConfirming(true);
    else void apply();
  }

  async function apply() {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    try {
      const target = matching ? { filter: matching.filter, expected: matching.count } : { ids: records.map((r) => r.id) };
      const message = await api.changeStatus(schema, { action, ...target, ...reasonPayload(reason, otherReason) });
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
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {matching ? (
          <Typography sx={{ mb: 2 }}>
            All {n(matching.count)} {schema.nounPlural} matching the current filters (every page) are selected.
          </Typography>
        ) : (
          <SelectedRecords schema={schema} records={records} busy={busy} onRemove={(id) => setRecords((rs) => rs.filter((x) => x.id !== id))} />
        )}
        {tooMany && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {tooManyMatching(count)}
          </Alert>
        )}
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
          {dismiss}
        </Button>
        <Button
          variant="contained"
          color={action === 'deactivate' ? 'error' : 'primary'}
          onClick={submit}
          disabled={busy || count === 0 || tooMany}
        >
          {verb} {count > 0 ? `(${matching ? n(count) : count})` : ''}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title={`${verb} all ${n(count)} matching ${schema.nounPlural}?`}
        content={`The change applies on the server to every record the current filters match: ${n(count)}. If that number has changed by then, nothing is changed and you are told both numbers.`}
        confirm={`${verb} ${n(count)}`}
        cancel={dismiss}
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}

/** The chosen records, each removable before the change is applied. */
function SelectedRecords({ schema, records, busy, onRemove }: { schema: ResourceSchema; records: RaRecord[]; busy: boolean; onRemove: (id: RaRecord['id']) => void }) {
  return (
    <>
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
            <Chip size="small" label={recordTitle(schema, r)} onDelete={busy ? undefined : () => onRemove(r.id)} />
          </li>
        ))}
      </Box>
    </>
  );
}
