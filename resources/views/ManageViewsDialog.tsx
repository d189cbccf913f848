// The user's views of a list: choose the default (one at most), save the current list into a view, delete one.
// Overwriting and deleting are confirmed first.
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Confirm } from 'react-admin';
import type { SavedView } from '../../schemas/api';
import type { SavedViewsController } from './useSavedViews';

type Confirming = { kind: 'delete' | 'overwrite'; view: SavedView } | null;

export function ManageViewsDialog({ views, onClose }: { views: SavedViewsController; onClose: () => void }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // toasted by the controller, with the server's reason
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="manage-views-title" fullWidth maxWidth="sm">
      <DialogTitle id="manage-views-title">Your saved views</DialogTitle>
      <DialogContent dividers>
        <Box component="ul" aria-label="Your saved views" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {views.views.map((v) => (
            <Box component="li" key={v.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
              <Typography sx={{ flex: 1 }}>{v.name}</Typography>
              <Tooltip title={v.isDefault ? 'Default view: click to unset' : 'Make default'}>
                <IconButton aria-label={v.isDefault ? `Unset ${v.name} as default` : `Make ${v.name} the default`} aria-pressed={v.isDefault} disabled={busy} onClick={() => void run(() => views.setDefault(v, !v.isDefault))}>
                  {v.isDefault ? <StarIcon color="primary" /> : <StarBorderIcon />}
                </IconButton>
              </Tooltip>
              <Tooltip title="Save the current list into this view">
                <IconButton aria-label={`Save the current list into ${v.name}`} disabled={busy} onClick={() => setConfirming({ kind: 'overwrite', view: v })}>
                  <SaveOutlinedIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton aria-label={`Delete ${v.name}`} disabled={busy} onClick={() => setConfirming({ kind: 'delete', view: v })}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <Confirm
        isOpen={confirming !== null}
        loading={busy}
        title={confirming?.kind === 'delete' ? `Delete the view "${confirming.view.name}"?` : `Replace the view "${confirming?.view.name ?? ''}"?`}
        content={confirming?.kind === 'delete' ? 'The view is removed for good; the list itself is not changed.' : 'Its filters, sort, rows per page and columns become the list’s current ones.'}
        confirm={confirming?.kind === 'delete' ? 'Delete' : 'Replace'}
        onConfirm={() => confirming && void run(() => (confirming.kind === 'delete' ? views.remove(confirming.view) : views.overwrite(confirming.view)))}
        onClose={() => setConfirming(null)}
      />
    </Dialog>
  );
}
