// Saves the list's current filters, sort, rows per page and columns as a new view of the user's, by name.
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { VIEW_NAME_MAX } from '../../schemas/api/savedViews';
import type { SavedViewsController } from './useSavedViews';

export function SaveViewDialog({ views, onClose }: { views: SavedViewsController; onClose: () => void }) {
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const taken = views.views.some((v) => v.name === trimmed);

  async function submit() {
    if (!trimmed) return setError('Give the view a name.');
    if (taken) return setError(`You already have a view named "${trimmed}" for this list: choose another name.`);
    setBusy(true);
    try {
      await views.save(trimmed, isDefault);
      onClose();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Unable to save the view.');
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="save-view-title" fullWidth maxWidth="xs">
      <DialogTitle id="save-view-title">Save current view</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          variant="outlined"
          label="View name"
          value={name}
          onChange={(e) => (setName(e.target.value), setError(null))}
          onKeyDown={(e) => e.key === 'Enter' && void submit()}
          error={Boolean(error)}
          helperText={error ?? 'Keeps the filters, sort, rows per page and columns.'}
          slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
        />
        <FormControlLabel control={<Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />} label="Open this list with it (my default view)" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          Save view
        </Button>
      </DialogActions>
    </Dialog>
  );
}
