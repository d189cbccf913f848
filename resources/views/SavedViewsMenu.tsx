// The saved views of a list (issue 26 item 7): a menu of the user's views (the default marked) that applies one,
// then "Save current view…" and "Manage views…".
import { useState } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import StarIcon from '@mui/icons-material/Star';
import { ManageViewsDialog, SaveViewDialog } from '../dialogs';
import type { SavedViewsController } from './useSavedViews';

export function SavedViewsMenu({ views }: { views: SavedViewsController }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const close = () => setAnchor(null);
  const open = (which: 'save' | 'manage') => (close(), setDialog(which));
  return (
    <>
      <Button size="small" startIcon={<BookmarksOutlinedIcon />} endIcon={<ArrowDropDownIcon />} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        {views.current ? `View: ${views.current.name}` : 'Views'}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'top', horizontal: 'left' }} transformOrigin={{ vertical: 'bottom', horizontal: 'left' }} slotProps={{ list: { 'aria-label': 'Saved views' } }}>
        {views.views.length === 0 && (
          <MenuItem disabled>{views.error ? 'Unable to fetch your saved views.' : views.isPending ? 'Loading views…' : 'No saved views yet'}</MenuItem>
        )}
        {views.views.map((v) => (
          <MenuItem key={v.id} selected={v.id === views.current?.id} onClick={() => (close(), views.apply(v))}>
            {v.isDefault && (
              <ListItemIcon>
                <StarIcon fontSize="small" titleAccess="Default view" />
              </ListItemIcon>
            )}
            <ListItemText inset={!v.isDefault} secondary={v.isDefault ? 'Default' : undefined}>
              {v.name}
            </ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => open('save')}>Save current view…</MenuItem>
        <MenuItem onClick={() => open('manage')} disabled={views.views.length === 0}>
          Manage views…
        </MenuItem>
      </Menu>
      {dialog === 'save' && <SaveViewDialog views={views} onClose={() => setDialog(null)} />}
      {dialog === 'manage' && <ManageViewsDialog views={views} onClose={() => setDialog(null)} />}
    </>
  );
}
