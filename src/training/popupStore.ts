// The training popup's state, outside React so a menu item, the top bar and the query trigger can all open it.
import { useSyncExternalStore } from 'react';

export type PopupState =
  | { view: 'hidden' }
  | { view: 'redirecting' }
  | { view: 'unavailable' }
  /** The browser refused the new tab: the popup shows the link instead. */
  | { view: 'blocked'; link: string };

export function createPopupStore() {
  let state: PopupState = { view: 'hidden' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: PopupState) {
      state = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type PopupStore = ReturnType<typeof createPopupStore>;

export const trainingPopup: PopupStore = createPopupStore();

export function usePopupState(store: PopupStore = trainingPopup): PopupState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
