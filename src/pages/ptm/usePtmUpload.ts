// The PTM upload tab's controller: sample sheet and student file downloads, the preview of a dropped file (the
// upload machinery's dryRun), then submit: a job, or the error file of a failed upload (422) to fix and upload again.
import { useState } from 'react';
import { saveBlob } from '../../../resources/actions/ExportButton';
import { PTM_MESSAGES, PTM_STUDENT_FILE } from '../../../schemas/ptm';
import { HttpError } from '../../api/errors';
import { toastError, toastSuccess } from '../../shell/feedback';
import { SHEET_FILE, UPLOAD_TEXT } from '../uploads/messages';
import { newIdempotencyKey } from '../uploads/uploadSession';
import type { Preview } from '../uploads/types';
import { usePtmApi } from './ptmApi';

export const PTM_TEXT = {
  submitted: 'PTM schedule submitted. It shows in the view once the upload has been applied.',
  errorFile: 'Some rows have errors, so nothing was saved. The error file has been downloaded: fix the rows and upload it again. '
    + 'It has no attendee columns, so the attendee details of these rows are not in it: add them back before uploading it, '
    + 'or fix the rows in your original sheet and upload that instead.',
} as const;


export function usePtmUpload() {
  const api = usePtmApi();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);

  async function onFiles(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    setError(null);
    setPreview(null);
    if (!SHEET_FILE.test(chosen.name)) return setError(UPLOAD_TEXT.badFormat);
    setBusy(true);
    try {
      setPreview(await api.preview(chosen));
      setFile(chosen);
      setKey(newIdempotencyKey());
    } catch (err) {
      setError(err instanceof HttpError && err.message ? err.message : UPLOAD_TEXT.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  /** Submit; a failed upload hands back its error file, which is saved for the clerk to fix. */
  async function submit(): Promise<boolean> {
    if (!file) return false;
    setBusy(true);
    try {
      const answer = await api.submit(file, key);
      if (answer.kind === 'errors') {
        saveBlob(answer.file.blob, answer.file.fileName ?? 'PTM_errors.xlsx');
        setError(PTM_TEXT.errorFile);
        return false;
      }
      toastSuccess(UPLOAD_TEXT.success, PTM_TEXT.submitted);
      setFile(null);
      setPreview(null);
      return true;
    } catch {
      toastError(UPLOAD_TEXT.submitFailed);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function download(get: () => Promise<{ blob: Blob; fileName: string | undefined }>, name: string, onMissing?: string) {
    try {
      const f = await get();
      saveBlob(f.blob, f.fileName ?? name);
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.downloaded);
    } catch (err) {
      toastError(onMissing && err instanceof HttpError && err.status === 404 ? onMissing : UPLOAD_TEXT.downloadFailed);
    }
  }

  return {
    file, preview, busy, error, onFiles, submit,
    downloadSample: () => download(api.sample, 'ptm-upload-sample.xlsx'),
    downloadStudents: (year: number) => download(() => api.studentFile(year), PTM_STUDENT_FILE, PTM_MESSAGES.noStudents),
  };
}
