/**
 * The training popup (console-spec §2): not dismissable (onClose ignores backdrop clicks and Escape); a user without a training
 * account closes it with 'Got It', the only way out.
 */
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import type { PopupState } from './popupStore';
import {
  BLOCKED_BODY, BLOCKED_HEADER, CLOSE, GOT_IT, OPEN_GLORIFIRE, REDIRECT_BODY, REDIRECT_HEADER, UNAVAILABLE_BODY, UNAVAILABLE_HEADER,
} from './texts';

export interface TrainingPopupProps {
  state: PopupState;
  onClose(): void;
}

const ignore = () => undefined;

export function TrainingPopup({ state, onClose }: TrainingPopupProps) {
  if (state.view === 'hidden') return null;
  const header = state.view === 'redirecting' ? REDIRECT_HEADER : state.view === 'unavailable' ? UNAVAILABLE_HEADER : BLOCKED_HEADER;
  const body = state.view === 'redirecting' ? REDIRECT_BODY : state.view === 'unavailable' ? UNAVAILABLE_BODY : BLOCKED_BODY;
  return (
    <Dialog
      open
      onClose={ignore}
      maxWidth="xs"
      fullWidth
      aria-labelledby="training-popup-title"
      aria-describedby="training-popup-body"
      data-testid="training-popup"
    >
      <DialogTitle id="training-popup-title">{header}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {state.view === 'redirecting' && <CircularProgress size={28} aria-label="Opening Glorifire" />}
          <DialogContentText id="training-popup-body">{body}</DialogContentText>
        </Stack>
      </DialogContent>
      {state.view === 'unavailable' && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose} autoFocus>{GOT_IT}</Button>
        </DialogActions>
      )}
      {state.view === 'blocked' && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{CLOSE}</Button>
          <Button variant="contained" href={state.link} target="_blank" rel="noopener noreferrer" onClick={onClose} autoFocus>
            {OPEN_GLORIFIRE}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
