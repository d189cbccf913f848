// Editing a student's or teacher's email or mobile: checked with the schema's rule first, then sent; the answer
// is 'User Details Updated Successfully' or the server's rule, shown in the dialog.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { useEntityApi, type ContactField } from '../api';
import { MESSAGES } from '../messages';
import { recordTitle } from '../rows/recordTitle';
import { useEntityToast } from '../toast';
import { CONTACT_LABELS, checkContact } from './contactRules';

export interface ContactEditDialogProps {
  schema: ResourceSchema;
  record: RaRecord;
  field: ContactField;
  /** The unmasked value when known, to start from. */
  initial: string;
  onClose: () => void;
  onSaved: (field: ContactField, value: string) => void;
}

export function ContactEditDialog({ schema, record, field, initial, onClose, onSaved }: ContactEditDialogProps) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = checkContact(field, value);
  const label = CONTACT_LABELS[field];

  async function save() {
    setTouched(true);
    if (!check.ok || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const message = await api.editContact(schema, record.id, field, check.value);
      toast.success(message || MESSAGES.contactUpdated);
      onSaved(field, check.value);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : MESSAGES.actionFailed);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="contact-edit-title" fullWidth maxWidth="xs">
      <DialogTitle id="contact-edit-title">Edit {label.toLowerCase()}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{recordTitle(schema, record)}</DialogContentText>
        <TextField
          variant="outlined"
          autoFocus
          fullWidth
          size="small"
          label={label}
          type={field === 'email' ? 'email' : 'tel'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void save()}
          error={touched && !check.ok}
          helperText={touched && !check.ok ? check.message : field === 'mobile' ? 'Optional + and country code, then 9 to 15 digits' : ' '}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
