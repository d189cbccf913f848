// The entity screens' toasts go through the shell's one toast (one at a time, 6 s), so a toast of ours replaces
// the call layer's toast of the same failure instead of stacking on it.
import { toastError, toastSuccess } from '../src/shell/feedback';
import { MESSAGES } from './messages';

export const showSuccess = (message: string) => toastSuccess(MESSAGES.success, message);
export const showError = (message: string) => toastError(message);
