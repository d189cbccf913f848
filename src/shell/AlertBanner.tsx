// The alert banner above the page (console-spec §2): error, success or warning; its close control fades it out, and
// it fades out by itself after 6000 ms. Hidden in third-party mode.
import { useRef } from 'react';
import { Alert, Box, Fade } from '@mui/material';
import { feedback, useFeedback, type FeedbackStore, type ShownAlert } from './feedback';
import { useEmbedMode } from '../embed/embedMode';

export const ALERT_FADE_MS = 300;

export function AlertBanner({ store = feedback }: { store?: FeedbackStore }) {
  const { alert } = useFeedback(store);
  const { thirdParty } = useEmbedMode();
  // Keeps the text on screen while the banner fades out after the store dropped it.
  const last = useRef<ShownAlert | null>(null);
  if (alert) last.current = alert;
  const shown = alert ?? last.current;
  if (thirdParty || !shown) return null;
  return (
    <Fade in={alert !== null} timeout={ALERT_FADE_MS} unmountOnExit onExited={() => (last.current = null)}>
      <Box sx={{ mb: 2 }}>
        <Alert
          key={shown.id}
          severity={shown.kind}
          onClose={() => store.closeAlert()}
          slotProps={{ closeButton: { title: 'Close' } }}
          data-testid="alert-banner"
        >
          {shown.message}
        </Alert>
      </Box>
    </Fade>
  );
}
