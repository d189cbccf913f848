// The course-program mapping class update (entities-spec §4): only 6th, 7th, 9th and 11th, moving up by one;
// 'Class Updated Successfully' or 'Something Went Wrong'.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { nextClass, type ResourceSchema } from '../../schemas';
import { useEntityApi } from '../api';
import { MESSAGES } from '../messages';
import { useEntityToast } from '../toast';
import { recordTitle } from './recordTitle';

export interface ClassUpdateDialogProps {
  schema: ResourceSchema;
  record: RaRecord;
  onClose: () => void;
  onDone: () => void;
}

export function ClassUpdateDialog({ schema, record, onClose, onDone }: ClassUpdateDialogProps) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const [busy, setBusy] = useState(false);
  const from = String(record.class ?? '');
  const to = nextClass(from);

  async function confirm() {
    setBusy(true);
    try {
      const message = await api.updateClass(schema, record.id);
      toast.success(message || MESSAGES.classUpdated);
      onDone();
    } catch {
      toast.error(MESSAGES.classUpdateFailed);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="class-update-title" maxWidth="xs" fullWidth>
      <DialogTitle id="class-update-title">Update class</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {to
            ? `Move ${recordTitle(schema, record)} from class ${from} to ${to}?`
            : `The class of ${recordTitle(schema, record)} cannot be updated.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy || !to}>
          Update to {to ?? '—'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
