// The controller of a sheet-only upload target's tab (the attendance sheet, the students' feedback responses): its one
// sheet through the shared upload machinery (uploadsApi: sample sheet, dryRun preview, submit with an
// Idempotency-Key), always multi-centre since a sheet names each row's centre.
import { useState } from 'react';
import { saveBlob } from '../../../resources/actions/ExportButton';
import type { UploadTargetSchema } from '../../../schemas/uploadTargets';
import { HttpError } from '../../api/errors';
import { toastError, toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from './messages';
import { useUploadsApi } from './uploadsApi';
import { newIdempotencyKey } from './uploadSession';
import type { Preview, UploadTarget } from './types';

const SHEET = /\.(xlsx|xls)$/i;

export function useSheetUpload(schema: UploadTargetSchema, onSubmitted: () => void) {
  const api = useUploadsApi();
  const op = schema.uploads.operations[0];
  const target: UploadTarget = { entity: schema.kind, operation: op.key, path: op.path, multiCentre: true, centreId: null };
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
    if (!chosen || files.length > 1 || !SHEET.test(chosen.name)) return setError(UPLOAD_TEXT.badFormat);
    setBusy(true);
    try {
      setPreview(await api.preview(target, chosen));
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
      await api.submit(target, file, key);
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
      const f = await api.sample(target.entity, op.key, true);
      saveBlob(f.blob, f.fileName ?? `${schema.uploads.downloadName}-sample.xlsx`);
      toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.sampleDownloaded);
    } catch {
      toastError(UPLOAD_TEXT.downloadFailed);
    }
  }

  return { file, preview, busy, error, onFiles, submit, clear, downloadSample };
}
