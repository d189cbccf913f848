// The controller of a sheet-only upload target's tab (the attendance sheet, the students' feedback responses): its one
// sheet through the shared upload machinery (uploadsApi: sample sheet, dryRun preview, submit with an
// Idempotency-Key), always multi-centre since a sheet names each row's centre.
import { saveBlob } from '../../../resources/actions/ExportButton';
import type { UploadTargetSchema } from '../../../schemas/uploadTargets';
import { toastError, toastSuccess } from '../../shell/feedback';
import { UPLOAD_TEXT } from './messages';
import { useUploadsApi } from './uploadsApi';
import { useSheetFile } from './useSheetFile';
import type { UploadTarget } from './types';

export function useSheetUpload(schema: UploadTargetSchema, onSubmitted: () => void) {
  const api = useUploadsApi();
  const op = schema.uploads.operations[0];
  const target: UploadTarget = { entity: schema.kind, operation: op.key, path: op.path, multiCentre: true, centreId: null };
  const sheet = useSheetFile();

  const onFiles = (files: readonly File[]) => sheet.choose(files, (f, mapping) => api.preview({ ...target, mapping }, f));

  async function submit() {
    const { file, key } = sheet;
    if (!file) return;
    await sheet.whileBusy(async () => {
      try {
        await api.submit({ ...target, mapping: sheet.mapping }, file, key);
        toastSuccess(UPLOAD_TEXT.success, UPLOAD_TEXT.submitted);
        sheet.clear();
        onSubmitted();
      } catch {
        toastError(UPLOAD_TEXT.submitFailed);
      }
    });
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

  return { sheet, operation: op, file: sheet.file, preview: sheet.preview, busy: sheet.busy, error: sheet.error, onFiles, submit, clear: sheet.clear, downloadSample };
}
