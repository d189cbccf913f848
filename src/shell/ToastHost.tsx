// The one visible toast (console-spec §4): top centre, closable, gone after 6000 ms; hidden in third-party mode.
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { feedback, useFeedback, type FeedbackStore } from './feedback';
import { useEmbedMode } from '../embed/embedMode';

export function ToastHost({ store = feedback }: { store?: FeedbackStore }) {
  const { toast } = useFeedback(store);
  const { thirdParty } = useEmbedMode();
  if (thirdParty || !toast) return null;
  return (
    <Snackbar
      key={toast.id}
      open
      // Centred just under the top bar, over the page's title and breadcrumb (text, no controls): at the top right it
      // covered the entity selector and the search (issue 27 item 21; tests/e2e/toasts.spec.ts checks it covers no
      // control and is on top). Not over the bar itself: the layout paints the bar above it.
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 52, sm: 52 }, maxWidth: 360 }}
    >
      <Alert
        severity={toast.kind}
        variant="filled"
        onClose={() => store.hideToast()}
        role={toast.kind === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        sx={{ width: '100%', boxShadow: 3, py: 0.25 }}
      >
        {toast.heading && <AlertTitle>{toast.heading}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
