// One dropped sheet on an upload tab outside the entity upload page (attendance, PTM, exam results): the file, its
// preview (the upload machinery's dryRun) and the Idempotency-Key its submit will carry, with the busy flag and the
// error line under the drop zone. Each tab says how its preview is asked and what a submit does.
import { useState } from 'react';
import { HttpError } from '../../api/errors';
import { SHEET_FILE, UPLOAD_TEXT } from './messages';
import { newIdempotencyKey } from './uploadSession';
import type { Preview } from './types';

/** The server's message where it sent one, else `fallback` (a network failure has none worth showing). */
export const messageOf = (err: unknown, fallback: string): string =>
  (err instanceof HttpError && err.status > 0 && err.message ? err.message : fallback);

export function useSheetFile() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);

  function clear() {
    setFile(null);
    setPreview(null);
    setError(null);
  }

  /** Busy while `work` runs. */
  async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }

  /**
   * A drop: nothing for no file; one .xlsx/.xls/.ods/.csv sheet or the format message; then its preview by
   * `previewOf`, which may answer undefined to stop (having said why). A new preview gets a new key: it is a new upload.
   */
  async function choose(files: readonly File[], previewOf: (file: File) => Promise<Preview | undefined>, ready: () => boolean = () => true) {
    const chosen = files[0];
    if (!chosen) return;
    clear();
    if (!ready()) return;
    if (files.length > 1 || !SHEET_FILE.test(chosen.name)) return setError(UPLOAD_TEXT.badFormat);
    await whileBusy(async () => {
      try {
        const answer = await previewOf(chosen);
        if (!answer) return;
        setPreview(answer);
        setFile(chosen);
        setKey(newIdempotencyKey());
      } catch (err) {
        setError(messageOf(err, UPLOAD_TEXT.uploadFailed));
      }
    });
  }

  return { file, preview, busy, error, key, setError, clear, choose, whileBusy };
}
