// The loader overlay the call layer switches on and off (console-spec §4, §8).
import { Backdrop, CircularProgress } from '@mui/material';
import { feedback, useFeedback, type FeedbackStore } from './feedback';

export function LoaderOverlay({ store = feedback }: { store?: FeedbackStore }) {
  const { loader } = useFeedback(store);
  return (
    <Backdrop open={loader} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      {loader && <CircularProgress color="inherit" aria-label="Loading" />}
    </Backdrop>
  );
}
