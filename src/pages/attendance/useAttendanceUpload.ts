// The Upload tab's controller: the attendance sheet through the shared upload machinery (uploadsApi: sample sheet,
// dryRun preview, submit with an Idempotency-Key), always multi-centre since a sheet names each row's centre.
import { useState } from 'react';
import { saveBlob } from '../../../resources/actions/ExportButton';
import { attendanceSheet } from '../../../schemas/attendance';
import { HttpError } from '../../api/errors';
import { toastError, toastSuccess } from '../../shell/feedback';
import { SHEET_FILE, UPLOAD_TEXT } from '../uploads/messages';
import { useUploadsApi } from '../uploads/uploadsApi';
import { newIdempotencyKey } from '../uploads/uploadSession';
import type { Preview, UploadTarget } from '../uploads/types';

const op = attendanceSheet.uploads.operations[0];
export const ATTENDANCE_TARGET: UploadTarget = { entity: attendanceSheet.kind, operation: op.key, path: op.path, multiCentre: true, centreId: null };

export function useAttendanceUpload(onSubmitted: () => void) {
  const api = useUploadsApi();
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

  async function onFiles(files: readonly File[]) {
    const chosen = files[0];
    clear();
    if (!chosen || files.length > 1 || !SHEET_FILE.test(chosen.name)) return setError(UPLOAD_TEXT.badFormat);
    setBusy(true);
    try {
      setPreview(await api.preview(ATTENDANCE_TARGET, chosen));
      setFile(chosen);
      setKey(newIdempotencyKey());
    } catch (err) {
      setError(err instanceof HttpError && err.message ? err.message : UPLOAD_TEXT.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (!file) return;
    setBusy(true);
    try {
      await api.submit(ATTENDANCE_TARGET, file, key);
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.submitted);
      clear();
      onSubmitted();
    } catch {
      toastError(UPLOAD_TEXT.submitFailed);
    } finally {
      setBusy(false);
    }
  }

  async function downloadSample() {
    try {
      const f = await api.sample(ATTENDANCE_TARGET.entity, op.key, true);
      saveBlob(f.blob, f.fileName ?? 'attendance-sample.xlsx');
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.sampleDownloaded);
    } catch {
      toastError(UPLOAD_TEXT.downloadFailed);
    }
  }

  return { file, preview, busy, error, onFiles, submit, clear, downloadSample };
}
