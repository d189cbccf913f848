// The entity screens' toasts, through react-admin's useNotify: the console shows every notification in its one toast
// (one at a time, 6 s, src/shell/ShellNotification), so a toast of ours replaces the call layer's toast of the same
// failure instead of stacking on it. Successes carry the spec's 'Success' heading.
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { MESSAGES } from './messages';

export interface EntityToast {
  success(message: string): void;
  error(message: string): void;
}

export function useEntityToast(): EntityToast {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (message) => notify(message, { type: 'success', messageArgs: { heading: MESSAGES.success } }),
      error: (message) => notify(message, { type: 'error' }),
    }),
    [notify],
  );
}
