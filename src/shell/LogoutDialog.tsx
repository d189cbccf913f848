// The logout confirmation of console-spec §2, word for word.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export const LOGOUT_TITLE = 'Ready to Leave?';
export const LOGOUT_TEXT = 'Select "Logout" below if you are ready to end your current session.';

export interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onLogout: () => void;
}

export function LogoutDialog({ open, onCancel, onLogout }: LogoutDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">{LOGOUT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{LOGOUT_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit">Cancel</Button>
        <Button onClick={onLogout} variant="contained" autoFocus>Logout</Button>
      </DialogActions>
    </Dialog>
  );
}
