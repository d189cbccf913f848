/**
 * The shell's feedback state, outside React so the call layer (which has no hooks) can drive it: the loader overlay,
 * the one visible toast and the alert banner (console-spec §2, §4, §9). Hosts render it with useFeedback().
 */
import { useSyncExternalStore } from 'react';
import { TOAST_ERROR, TOAST_HIDE, TOAST_SUCCESS, TOAST_WARNING, type Toast } from '../api/types';

/** Toast and alert display time (console-spec §9). */
export const DISPLAY_MS = 6000;

export type AlertKind = 'error' | 'success' | 'warning';

export interface ShownToast {
  /** Changes with every toast, so a host can restart its transition even for the same text. */
  id: number;
  kind: AlertKind;
  heading?: string;
  message: string;
}

export interface ShownAlert {
  id: number;
  kind: AlertKind;
  message: string;
}

export interface FeedbackState {
  loader: boolean;
  toast: ShownToast | null;
  alert: ShownAlert | null;
}

/** Trimmed, first letter capitalised (console-spec §4): '  file saved ' -> 'File saved'. */
export function formatMessage(text: string | undefined | null): string {
  const trimmed = (text ?? '').trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

const KIND_OF: Record<Exclude<Toast['type'], typeof TOAST_HIDE>, AlertKind> = {
  [TOAST_ERROR]: 'error',
  [TOAST_SUCCESS]: 'success',
  [TOAST_WARNING]: 'warning',
};

export function createFeedbackStore(displayMs = DISPLAY_MS) {
  let state: FeedbackState = { loader: false, toast: null, alert: null };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers: { toast?: ReturnType<typeof setTimeout>; alert?: ReturnType<typeof setTimeout> } = {};

  const set = (patch: Partial<FeedbackState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const restart = (which: 'toast' | 'alert', onExpire: () => void) => {
    clearTimeout(timers[which]);
    timers[which] = setTimeout(onExpire, displayMs);
  };

  function hideToast() {
    clearTimeout(timers.toast);
    if (state.toast) set({ toast: null });
  }

  /** Showing a toast clears any earlier one (one at a time); type -1 only hides. */
  function showToast(toast: Toast) {
    if (toast.type === TOAST_HIDE) return hideToast();
    const kind = KIND_OF[toast.type];
    if (!kind) return;
    const heading = toast.type === TOAST_SUCCESS && toast.heading ? formatMessage(toast.heading) : undefined;
    set({ toast: { id: nextId++, kind, heading, message: formatMessage(toast.message) } });
    restart('toast', hideToast);
  }

  function closeAlert() {
    clearTimeout(timers.alert);
    if (state.alert) set({ alert: null });
  }

  function showAlert(kind: AlertKind, message: string) {
    set({ alert: { id: nextId++, kind, message: formatMessage(message) } });
    restart('alert', closeAlert);
  }

  function setLoader(on: boolean) {
    if (state.loader !== on) set({ loader: on });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    showToast,
    hideToast,
    showAlert,
    closeAlert,
    setLoader,
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;

/** The app's one store. */
export const feedback: FeedbackStore = createFeedbackStore();

export function useFeedback(store: FeedbackStore = feedback): FeedbackState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

// Shorthands for pages: feedback.showToast({ type: TOAST_ERROR, message }) reads worse at call sites.
export const toastError = (message: string) => feedback.showToast({ type: TOAST_ERROR, message });
export const toastWarning = (message: string) => feedback.showToast({ type: TOAST_WARNING, message });
export const toastSuccess = (heading: string, message: string) => feedback.showToast({ type: TOAST_SUCCESS, heading, message });
