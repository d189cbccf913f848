// The one visible toast (console-spec §4): top right, closable, gone after 6000 ms; hidden in third-party mode.
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
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ mt: 7, maxWidth: 440 }}
    >
      <Alert
        severity={toast.kind}
        variant="filled"
        onClose={() => store.hideToast()}
        role={toast.kind === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        sx={{ width: '100%', boxShadow: 3 }}
      >
        {toast.heading && <AlertTitle>{toast.heading}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
