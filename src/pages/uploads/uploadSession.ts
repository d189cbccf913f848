// The file being previewed and its preview, kept in memory between the upload page and the preview page: a File
// and a 100,000-row preview are too big for the URL or the history state, and must not outlive the tab.
import { useSyncExternalStore } from 'react';
import type { Preview, UploadTarget } from './types';

export interface UploadSession {
  file: File;
  target: UploadTarget;
  preview: Preview;
  /** One key per previewed file: a double click or a retry of Submit makes one job. */
  idempotencyKey: string;
  /** Where "Choose another file" goes back to. */
  returnTo: string;
  /** A cell was fixed in the preview: the submit names the preview's editKey, so its job applies the corrected rows. */
  fixed?: boolean;
}

let current: UploadSession | null = null;
const listeners = new Set<() => void>();

export const uploadSession = {
  get: () => current,
  set(next: UploadSession | null) {
    current = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useUploadSession(): UploadSession | null {
  return useSyncExternalStore(uploadSession.subscribe, uploadSession.get, uploadSession.get);
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
